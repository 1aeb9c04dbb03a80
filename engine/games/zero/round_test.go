package zero

import (
	"reflect"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

const (
	anne  engine.Seat = 0
	bruno engine.Seat = 1
	chloe engine.Seat = 2
)

func TestNewPlayerCount(t *testing.T) {
	for n := 1; n <= 7; n++ {
		players := []string{"a", "b", "c", "d", "e", "f", "g"}[:n]
		_, err := Game{}.New(engine.Config{Players: players})
		ok := n >= 3 && n <= 5
		if ok != (err == nil) {
			t.Errorf("%d players: err = %v", n, err)
		}
		if v, isV := err.(*engine.Violation); err != nil && (!isV || v.Rule != "zero/setup.players") {
			t.Errorf("%d players: want zero/setup.players, got %v", n, err)
		}
	}
}

func TestDealChecks(t *testing.T) {
	tests := []struct {
		name string
		edit func(d *engine.Deal)
		rule string
	}{
		{"short hand", func(d *engine.Deal) { d.Hands[1] = d.Hands[1][:8] }, "zero/deal.hands"},
		{"missing hand", func(d *engine.Deal) { d.Hands = d.Hands[:2] }, "zero/deal.hands"},
		{"four table cards", func(d *engine.Deal) { d.Table = d.Table[:4] }, "zero/deal.table"},
		{"card twice", func(d *engine.Deal) { d.Table[0] = d.Hands[0][0] }, "zero/deck.cards"},
		{"no card", func(d *engine.Deal) { d.Hands[2][3] = engine.NoCard }, "zero/deck.cards"},
		{"wrong starter", func(d *engine.Deal) { d.Starter = bruno }, "zero/turn.starter"},
		{"dealer off the table", func(d *engine.Deal) { d.Dealer = 5 }, "zero/turn.starter"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, _ := newMatch(cfg3(nil))
			d := standardDeal(t)
			tc.edit(&d)
			err := m.StartRound(d)
			v, ok := err.(*engine.Violation)
			if !ok || v.Rule != tc.rule {
				t.Fatalf("want %s, got %v", tc.rule, err)
			}
			if m.Round() != 0 || m.RoundOver() {
				t.Errorf("a refused deal changed the match")
			}
		})
	}
}

func TestIllegalMovesChangeNothing(t *testing.T) {
	m := started(t, nil, standardDeal(t))
	mustApply(t, m, KnockMove(anne)) // first knock
	mustApply(t, m, SwapMove(bruno, cards(t, "B2")[0], cards(t, "Y1")[0]))
	mustApply(t, m, KnockMove(chloe)) // second knock: Anne and Bruno play once more
	c := func(s string) engine.Card { return cards(t, s)[0] }
	tests := []struct {
		name string
		mv   engine.Move
		rule string
	}{
		{"second knocker", KnockMove(chloe), "zero/last-lap.knocker-sits-out"},
		{"out of turn", KnockMove(bruno), "zero/turn.order"},
		{"not in hand", SwapMove(anne, c("B2"), c("Y2")), "zero/swap.hand-card"},
		{"not on table", SwapMove(anne, c("R1"), c("Y1")), "zero/swap.table-card"},
		{"out of play", SwapMove(anne, c("R1"), c("K1")), "zero/swap.table-card"},
		{"take back", SwapMove(anne, c("R1"), c("R1")), "zero/swap.table-card"},
		{"unknown kind", engine.Move{Seat: anne, Kind: 9}, "zero/turn.swap-or-knock"},
		{"no seat", KnockMove(7), "zero/turn.order"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := m.Snapshot()
			v := m.Apply(tc.mv)
			if v == nil || v.Rule != tc.rule {
				t.Fatalf("want %s, got %v", tc.rule, v)
			}
			if after := m.Snapshot(); !reflect.DeepEqual(before, after) {
				t.Errorf("state changed:\n%+v\n%+v", before, after)
			}
		})
	}
	mustApply(t, m, KnockMove(anne)) // knock in the last lap
	if m.RoundOver() {
		t.Fatal("round over before Bruno's last turn")
	}
	mustApply(t, m, SwapMove(bruno, c("Y1"), c("B2")))
	if !m.RoundOver() {
		t.Fatal("round not over after the last lap")
	}
	if v := m.Apply(KnockMove(chloe)); v == nil || v.Rule != "zero/round.over" {
		t.Fatalf("want zero/round.over, got %v", v)
	}
	// Anne R1 R2 R3 Y4 Y5 Y6 G7 G8 B1: 1+2+3+4+5+6+7+8 = 36.
	// Bruno B2 B3 B4 P5 P6 P7 A8 A1 A2: 36 as well.
	// Chloe A3 A4 K5 K6 K7 K8 R4 R5 R6: 3+4+5+6+7+8 = 33.
	if got, want := m.RoundScores(), []int{36, 36, 33}; !reflect.DeepEqual(got, want) {
		t.Errorf("scores %v, want %v", got, want)
	}
}

func TestSameKnockerTwice(t *testing.T) {
	m := started(t, nil, standardDeal(t))
	mustApply(t, m, KnockMove(anne))
	mustApply(t, m, KnockMove(bruno)) // two knocks in a row by different players
	if m.secondKnocker != bruno {
		t.Fatalf("second knocker %d", m.secondKnocker)
	}
	m = started(t, nil, standardDeal(t))
	c := func(s string) engine.Card { return cards(t, s)[0] }
	mustApply(t, m, KnockMove(anne))
	mustApply(t, m, SwapMove(bruno, c("B2"), c("Y1")))
	mustApply(t, m, SwapMove(chloe, c("A3"), c("Y2")))
	mustApply(t, m, KnockMove(anne)) // Anne's second knock starts the last lap
	if m.secondKnocker != anne || m.turn != bruno {
		t.Fatalf("second knocker %d, turn %d", m.secondKnocker, m.turn)
	}
	mustApply(t, m, KnockMove(bruno))
	mustApply(t, m, KnockMove(chloe))
	if !m.RoundOver() {
		t.Fatal("round not over")
	}
}

func TestZeroEndsRound(t *testing.T) {
	c := func(s string) engine.Card { return cards(t, s)[0] }
	d := standardDeal(t)
	// Bruno holds four blues and four 2s: taking the blue 2 makes a Zéro.
	d.Hands[1] = cards(t, "B1 B3 B4 B5 R2 Y2 G2 P2 A8")
	d.Hands[0] = cards(t, "R1 R3 R8 Y4 Y5 Y6 G7 G8 K1")
	d.Table = cards(t, "B2 Y1 Y3 G1 A1")
	m := started(t, nil, d)
	mustApply(t, m, KnockMove(anne))
	mustApply(t, m, SwapMove(bruno, c("A8"), c("B2")))
	if !m.RoundOver() || m.zeroBy != bruno {
		t.Fatalf("Zéro did not end the round (over %v, zeroBy %d)", m.RoundOver(), m.zeroBy)
	}
	if m.RoundScores()[bruno] != 0 {
		t.Errorf("Bruno scores %d", m.RoundScores()[bruno])
	}
}

func TestDealtZero(t *testing.T) {
	d := standardDeal(t)
	d.Hands[1] = cards(t, "B8 B7 B5 B1 B2 R2 Y2 G2 P2")
	d.Hands[0] = cards(t, "R1 R3 R8 Y4 Y5 Y6 G7 G8 K1")
	d.Table = cards(t, "B3 Y1 Y3 G1 A1")
	for _, tc := range []struct {
		mode       string
		overAtDeal bool
		overAfter1 bool
	}{
		{dealtZeroFirstTurn, false, true},
		{dealtZeroDeal, true, true},
		{dealtZeroSwap, false, false},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			m := started(t, map[string]string{optDealtZero: tc.mode}, d)
			if m.RoundOver() != tc.overAtDeal {
				t.Fatalf("over at deal = %v", m.RoundOver())
			}
			if tc.overAtDeal {
				return
			}
			mustApply(t, m, KnockMove(anne))
			if m.RoundOver() != tc.overAfter1 {
				t.Fatalf("over after Anne = %v", m.RoundOver())
			}
		})
	}
}

func TestTakeBackOption(t *testing.T) {
	c := func(s string) engine.Card { return cards(t, s)[0] }
	m := started(t, map[string]string{OptTakeBack: takeBackYes}, standardDeal(t))
	before := m.Snapshot()
	mustApply(t, m, SwapMove(anne, c("R1"), c("R1")))
	after := m.Snapshot()
	if !reflect.DeepEqual(before.Hands, after.Hands) || !reflect.DeepEqual(before.Table, after.Table) {
		t.Errorf("a take-back swap changed the cards")
	}
	if len(m.Legal(nil)) != 1+9*5+9 {
		t.Errorf("legal moves with take-back: %d", len(m.Legal(nil)))
	}
}

func TestDealerRotation(t *testing.T) {
	m := started(t, map[string]string{optDealer: dealerRotate}, standardDeal(t))
	mustApply(t, m, KnockMove(anne))
	mustApply(t, m, KnockMove(bruno))
	mustApply(t, m, KnockMove(chloe))
	mustApply(t, m, KnockMove(anne))
	d := standardDeal(t)
	d.Dealer = bruno // Chloe dealt: Anne must deal now
	if v, ok := m.StartRound(d).(*engine.Violation); !ok || v.Rule != "zero/clar.dealer" {
		t.Fatalf("want zero/clar.dealer, got %v", v)
	}
	d.Dealer = engine.NoSeat
	if err := m.StartRound(d); err != nil || m.dealer != anne || m.turn != bruno {
		t.Fatalf("default dealer: err %v, dealer %d, turn %d", err, m.dealer, m.turn)
	}
}

func TestGameOverAndWinners(t *testing.T) {
	m, _ := newMatch(cfg3(nil))
	for r := 0; r < 3; r++ {
		d := standardDeal(t)
		d.Dealer = engine.NoSeat
		if err := m.StartRound(d); err != nil {
			t.Fatal(err)
		}
		// Everybody knocks: 2 knocks then 2 last-lap turns.
		for !m.RoundOver() {
			mustApply(t, m, KnockMove(m.turn))
		}
	}
	if !m.GameOver() {
		t.Fatal("not over after 3 rounds")
	}
	// Each round: 36, 36, 33 (see TestIllegalMovesChangeNothing).
	if got, want := m.Totals(), []int{108, 108, 99}; !reflect.DeepEqual(got, want) {
		t.Errorf("totals %v, want %v", got, want)
	}
	if got := m.Winners(); !reflect.DeepEqual(got, []engine.Seat{chloe}) {
		t.Errorf("winners %v", got)
	}
	if v, ok := m.StartRound(standardDeal(t)).(*engine.Violation); !ok || v.Rule != "zero/game.rounds" {
		t.Errorf("deal after game over: %v", v)
	}
}
