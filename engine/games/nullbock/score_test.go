package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// TestScoring checks round scores from the rulebook's counting rules: hinds
// won count, hinds in hand subtract, 15 per Null Bock won or kept, table
// cards count for nobody. The round ends at once: Anna, to move, has no card.
func TestScoring(t *testing.T) {
	cases := []struct {
		name        string
		opts        map[string]string
		won, hands  []string
		arena       string
		arenaSeat   engine.Seat
		want        []int
		wantBonus15 int // Carl's bonus line
	}{
		{name: "hinds won minus hinds kept",
			won: []string{"H9 H7+ S8", "H11", ""}, hands: []string{"", "H6 H5", "H8"},
			want: []int{16, 0, -8}},
		{name: "Null Bocks won and kept",
			won: []string{"S0 S0 H6", "", ""}, hands: []string{"", "S0 H9", ""},
			want: []int{36, -24, 0}},
		{name: "Null Bocks once",
			opts: map[string]string{optNullBockCount: "once"},
			won:  []string{"S0 S0 H6", "", ""}, hands: []string{"", "S0 H9", ""},
			want: []int{21, -24, 0}},
		{name: "Arena won at the end with a Null Bock, bonus counted",
			opts: map[string]string{optEndArenaBonus: "counts"},
			won:  []string{"", "", ""}, hands: []string{"", "", ""},
			arena: "H13 S0", arenaSeat: 2, want: []int{0, 0, 28}},
		{name: "end-of-round Null Bock without bonus",
			won: []string{"", "", ""}, hands: []string{"", "", ""},
			arena: "H13 S0", arenaSeat: 2, want: []int{0, 0, 13}},
		{name: "Arena of hinds only scores for nobody",
			won: []string{"", "", ""}, hands: []string{"", "", ""},
			arena: "H13 H15", arenaSeat: 2, want: []int{0, 0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := Position{Starter: engine.NoSeat, ToMove: 0}
			for s := 0; s < 3; s++ {
				p.Won = append(p.Won, cardsOf(t, c.won[s]))
				p.Hands = append(p.Hands, cardsOf(t, c.hands[s]))
			}
			for _, cd := range cardsOf(t, c.arena) {
				p.Arena = append(p.Arena, ArenaCard{Card: cd, Seat: c.arenaSeat})
			}
			m, err := NewPosition(engine.Config{Players: names[:3], Options: c.opts}, p)
			if err != nil {
				t.Fatal(err)
			}
			if !m.RoundOver() {
				t.Fatal("the round should be over")
			}
			for s, w := range c.want {
				if got := m.RoundScores()[s]; got != w {
					t.Errorf("%s scores %d, want %d", names[s], got, w)
				}
			}
		})
	}
}

// TestTurnStartOrder checks nb/clar.turn-start: Bert's turn comes with his
// Null Bock on top of the Arena and no card in his hand. As a big stag he
// clears the Arena and earns the Null Bock's bonus; when his empty hand ends
// the round first, he wins the Arena as its last stag, without the bonus
// unless end-arena-bonus is counts. With empty-hand skip, the big stag who
// cannot play a hind passes and the round goes on.
func TestTurnStartOrder(t *testing.T) {
	cases := []struct {
		opts map[string]string
		over bool
		bert int
	}{
		{nil, true, 20},
		{map[string]string{optTurnStart: "empty-hand-first"}, true, 5},
		{map[string]string{optTurnStart: "empty-hand-first", optEndArenaBonus: "counts"}, true, 20},
		{map[string]string{optEmptyHand: "skip"}, false, 0},
		{map[string]string{optEmptyHand: "skip", optTurnStart: "empty-hand-first"}, true, 5},
	}
	for _, c := range cases {
		p := Position{Starter: engine.NoSeat, ToMove: 1,
			Hands: [][]engine.Card{nil, nil, cardsOf(t, "H8")},
			Arena: []ArenaCard{{Card: cardsOf(t, "H5")[0], Seat: 2}, {Card: cardsOf(t, "S0")[0], Seat: 1}}}
		m, err := NewPosition(engine.Config{Players: names[:3], Options: c.opts}, p)
		if err != nil {
			t.Fatal(err)
		}
		if m.RoundOver() != c.over {
			t.Errorf("%v: round over = %v, want %v", c.opts, m.RoundOver(), c.over)
			continue
		}
		if c.over && m.RoundScores()[1] != c.bert {
			t.Errorf("%v: Bert scores %d, want %d", c.opts, m.RoundScores()[1], c.bert)
		}
	}
}

func TestGameEnd(t *testing.T) {
	cases := []struct {
		opts   map[string]string
		totals []int
		round  int
		over   bool
	}{
		{nil, []int{145, 0, 0}, 1, true},                                         // 145 + 5 reaches 150
		{map[string]string{optTargetRule: "exceed"}, []int{145, 0, 0}, 1, false}, // 150 does not exceed
		{map[string]string{optRounds: "2"}, []int{0, 0, 0}, 2, true},
		{map[string]string{optRounds: "3"}, []int{145, 0, 0}, 2, false},
		{map[string]string{optRounds: "3", optFixedStop: "first"}, []int{145, 0, 0}, 2, true},
		{map[string]string{optWinnerTie: "play-on"}, []int{145, 150, 0}, 1, false},
	}
	for i, c := range cases {
		m, err := NewPosition(engine.Config{Players: names[:3], Options: c.opts}, Position{
			Round: c.round, Starter: engine.NoSeat, ToMove: 0, Totals: c.totals,
			Won: [][]engine.Card{cardsOf(t, "H5")},
		})
		if err != nil {
			t.Fatal(err)
		}
		if m.GameOver() != c.over {
			t.Errorf("case %d: game over %v, want %v (totals %v)", i, m.GameOver(), c.over, m.Totals())
		}
	}
}
