package table

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

func game(t *testing.T, id string) engine.Game {
	t.Helper()
	g, err := engine.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		game  string
		setup Setup
		// want is the input error expected, compared field by field; rule
		// the violation expected instead.
		want *InputError
		rule string
	}{
		{"empty name", "zero", Setup{Players: []string{"A", "", "C"}}, &InputError{Kind: EmptyName, Field: FieldPlayers, Index: 1}, ""},
		{"duplicate", "zero", Setup{Players: []string{"A", "B", "A"}}, &InputError{Kind: DuplicatePlayer, Field: FieldPlayers, Index: 2, Player: "A"}, ""},
		{"unknown option", "zero", Setup{Players: []string{"A", "B", "C"}, Options: map[string]string{"dealr": "rotate"}}, &InputError{Kind: UnknownOption, Field: FieldOptions, Option: "dealr", Value: "rotate"}, ""},
		{"bad option value", "zero", Setup{Players: []string{"A", "B", "C"}, Options: map[string]string{"dealer": "left"}}, &InputError{Kind: BadOption, Field: FieldOptions, Option: "dealer", Value: "left"}, ""},
		{"team member unknown", "null-und-nichtig", Setup{Players: []string{"A", "B", "C", "D"}, Teams: [][]string{{"A", "C"}, {"B", "X"}}}, &InputError{Kind: UnknownPlayer, Field: FieldTeams, Team: 1, Index: 1, Player: "X"}, ""},
		{"teams in a game without", "zero", Setup{Players: []string{"A", "B", "C", "D"}, Teams: [][]string{{"A", "C"}, {"B", "D"}}}, &InputError{Kind: Unsupported, Field: FieldTeams}, ""},
		{"too few players", "zero", Setup{Players: []string{"A", "B"}}, nil, "zero/setup.players"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(game(t, tc.game), tc.setup)
			checkErr(t, err, tc.want, tc.rule)
		})
	}
}

// checkErr compares err with the input error or the violation of rule
// expected, field by field: tools locate problems by the fields.
func checkErr(t *testing.T, err error, want *InputError, rule string) {
	t.Helper()
	if rule != "" {
		var v *engine.Violation
		if !errors.As(err, &v) || v.Rule != rule {
			t.Fatalf("got %v, want a violation of %s", err, rule)
		}
		return
	}
	var ie *InputError
	if !errors.As(err, &ie) {
		t.Fatalf("got %v (%T), want an input error", err, err)
	}
	got := *ie
	got.Err, got.players = nil, nil
	if !reflect.DeepEqual(got, *want) {
		t.Errorf("got %+v, want %+v", got, *want)
	}
	if ie.Error() == "" {
		t.Error("the error says nothing")
	}
}

func zeroTable(t *testing.T) *Table {
	t.Helper()
	tb, err := New(game(t, "zero"), Setup{Players: []string{"Anne", "Bruno", "Chloé"}})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestDealErrors(t *testing.T) {
	hand := func(p string) Hand {
		return Hand{Player: p, Cards: []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "Y1"}}
	}
	for _, tc := range []struct {
		name string
		deal Deal
		want *InputError
		rule string
	}{
		{"unknown dealer", Deal{Dealer: "Zoé"}, &InputError{Kind: UnknownPlayer, Field: FieldDealer, Player: "Zoé", Index: -1}, ""},
		{"unknown starter", Deal{Starter: "Zoé"}, &InputError{Kind: UnknownPlayer, Field: FieldStarter, Player: "Zoé", Index: -1}, ""},
		{"unknown hand owner", Deal{Hands: []Hand{hand("Anne"), hand("Zoé")}}, &InputError{Kind: UnknownPlayer, Field: FieldHands, Player: "Zoé", Index: -1}, ""},
		{"unknown card in hand", Deal{Hands: []Hand{{Player: "Bruno", Cards: []string{"R1", "Q9"}}}}, &InputError{Kind: UnknownCard, Field: FieldHands, Player: "Bruno", Index: 1, Value: "Q9"}, ""},
		{"unknown card on table", Deal{Table: []string{"R1", "R2", "ZZ"}}, &InputError{Kind: UnknownCard, Field: FieldTable, Index: 2, Value: "ZZ"}, ""},
		// A map of hands cannot name a player twice; a list can, and the
		// second hand would replace the first unseen.
		{"a hand named twice", Deal{Hands: []Hand{hand("Anne"), hand("Bruno"), {Player: "Anne"}}}, &InputError{Kind: DuplicatePlayer, Field: FieldHands, Player: "Anne", Index: 2}, ""},
		{"short hands", Deal{Hands: []Hand{{Player: "Anne", Cards: []string{"R1"}}}, Table: []string{"B1", "B2", "B3", "B4", "B5"}}, nil, "zero/deal.hands"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := zeroTable(t)
			err := tb.Deal(tc.deal)
			checkErr(t, err, tc.want, tc.rule)
			if tb.Round() != 0 {
				t.Error("a refused deal started a round")
			}
		})
	}
}

func TestPlayErrors(t *testing.T) {
	tb := zeroTable(t)
	if err := tb.DealSeeded("Chloé", "", 7); err != nil {
		t.Fatal(err)
	}
	d := tb.Dealt()
	if d.Dealer != "Chloé" || len(d.Hands) != 3 || d.Hands[0].Player != "Anne" || len(d.Hand("Bruno")) != 9 || len(d.Table) != 5 {
		t.Fatalf("seeded deal in names: %+v", d)
	}
	_, err := tb.Play("Zoé", engine.MoveText{Words: []string{"knock"}})
	checkErr(t, err, &InputError{Kind: UnknownPlayer, Field: FieldMove, Player: "Zoé", Index: -1}, "")
	_, err = tb.Play("Anne", engine.MoveText{Words: []string{"dance"}})
	checkErr(t, err, &InputError{Kind: NotAMove, Field: FieldMove, Player: "Anne", Index: -1}, "")
	// Bruno knocks out of turn: Anne, left of the dealer, starts.
	_, err = tb.Play("Bruno", engine.MoveText{Words: []string{"knock"}})
	var v *engine.Violation
	if !errors.As(err, &v) || v.Player != "Bruno" || v.Rule == "" {
		t.Fatalf("a knock out of turn: %v, want a violation by Bruno", err)
	}
	if _, err := tb.Play("Anne", engine.MoveText{Words: []string{"knock"}}); err != nil {
		t.Fatalf("Anne's knock: %v", err)
	}
}

// TestListOnlyWhereAMoveIsOne: a move written as a list is read only in a
// game with a move written so (Null & nichtig's setup); in the others it
// is no move, as the schema has it, however its words read, through Play
// and Parse alike.
func TestListOnlyWhereAMoveIsOne(t *testing.T) {
	for _, g := range engine.Games() {
		lists := false
		for _, f := range g.Moves() {
			lists = lists || f.List
		}
		tb, err := New(g, Setup{Players: []string{"Anne", "Bruno", "Chloé", "Denis"}[:max(g.(engine.Specified).Spec().MinPlayers, 3)]})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range g.Moves() {
			if f.List {
				continue
			}
			// The words of the game's own example, written as a list.
			text := engine.MoveText{Words: strings.Fields(f.Example), List: true}
			_, parseErr := tb.Parse("Anne", text)
			_, playErr := tb.Play("Anne", text)
			for _, err := range []error{parseErr, playErr} {
				var ie *InputError
				if lists {
					if errors.As(err, &ie) && strings.Contains(err.Error(), "writes no move as a list") {
						t.Errorf("%s: %v, where the game has moves written as lists", g.ID(), err)
					}
					continue
				}
				if !errors.As(err, &ie) || ie.Kind != NotAMove || !strings.Contains(err.Error(), "writes no move as a list: write it as words, \""+f.Example+"\"") {
					t.Errorf("%s: %s as a list: %v, want no move, written as words", g.ID(), f.Example, err)
				}
			}
		}
	}
}

// TestTextReadsBack plays random games of every game and checks that each
// legal move, written in names, reads back as the same move.
func TestTextReadsBack(t *testing.T) {
	for _, g := range engine.Games() {
		t.Run(g.ID(), func(t *testing.T) {
			// The smallest table the game accepts.
			var players []string
			var tb *Table
			for n := 1; n <= 8 && tb == nil; n++ {
				players = append(players, fmt.Sprintf("P%d", n))
				tb, _ = New(g, Setup{Players: players})
			}
			if tb == nil {
				t.Fatal("no table size from 1 to 8 players accepted")
			}
			rng := engine.NewSplitMix64(3)
			for r := 1; !tb.GameOver() && r <= 3; r++ {
				if err := tb.DealSeeded("", "", rng.Uint64()); err != nil {
					t.Fatal(err)
				}
				for !tb.RoundOver() {
					plays := tb.LegalPlays()
					moves := tb.Legal(nil)
					for i, p := range plays {
						back, err := tb.Parse(p.Player, p.Move)
						if err != nil || back != moves[i] {
							t.Fatalf("%s reads back as %+v (%v), not %+v", p, back, err, moves[i])
						}
					}
					pick := plays[rng.Intn(len(plays))]
					if _, err := tb.Play(pick.Player, pick.Move); err != nil {
						t.Fatalf("legal %s refused: %v", pick, err)
					}
				}
				if len(tb.Totals()) != len(players) || len(tb.RoundScores()) != len(players) {
					t.Fatalf("scores by name: %v %v", tb.RoundScores(), tb.Totals())
				}
			}
		})
	}
}

func TestClone(t *testing.T) {
	tb := zeroTable(t)
	if err := tb.DealSeeded("", "", 1); err != nil {
		t.Fatal(err)
	}
	state := func(tb *Table) string {
		b, err := json.Marshal(tb.Match().State())
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	before := state(tb)
	c := tb.Clone()
	p := c.LegalPlays()[0]
	if _, err := c.Play(p.Player, p.Move); err != nil {
		t.Fatal(err)
	}
	if state(tb) != before {
		t.Fatal("a move on the clone changed the table")
	}
	if _, err := tb.Play(p.Player, p.Move); err != nil {
		t.Fatalf("the move played on the clone is refused on the original: %v", err)
	}
	if state(tb) != state(c) {
		t.Fatal("the same move leaves the table and its clone in different states")
	}
}

// TestSetupBeforeMatch reads names and a deal through a set-up alone, as a
// position that begins with a deal must, and agrees with the table.
func TestSetupBeforeMatch(t *testing.T) {
	s := Setup{Players: []string{"Anne", "Bruno", "Chloé"}}
	if seat, ok := s.Seat("Chloé"); !ok || seat != 2 {
		t.Errorf("Seat(Chloé) = %d, %v; want 2, true", seat, ok)
	}
	if _, ok := s.Seat("Zoé"); ok {
		t.Error("Seat(Zoé) found a player who is not at the table")
	}
	g := game(t, "zero")
	ed, err := s.ReadDeal(g, Deal{Dealer: "Chloé", Hands: []Hand{{Player: "Bruno", Cards: []string{"R1", "Y8"}}}, Table: []string{"K1"}})
	if err != nil {
		t.Fatal(err)
	}
	if ed.Dealer != 2 || ed.Starter != engine.NoSeat || len(ed.Hands) != 3 || g.Deck().Codes(ed.Hands[1]) != "R1 Y8" || g.Deck().Codes(ed.Table) != "K1" {
		t.Errorf("deal read as %+v", ed)
	}
	_, err = s.ReadDeal(g, Deal{Starter: "Zoé"})
	checkErr(t, err, &InputError{Kind: UnknownPlayer, Field: FieldStarter, Player: "Zoé", Index: -1}, "")
	_, err = s.ReadDeal(g, Deal{Hands: []Hand{{Player: "Anne", Cards: []string{"Q9"}}}})
	checkErr(t, err, &InputError{Kind: UnknownCard, Field: FieldHands, Player: "Anne", Index: 0, Value: "Q9"}, "")
}

// TestSetupBeyondTheSeats: an engine.Seat numbers 128 seats at most. A
// set-up of more players (which no game accepts) has no seat for the
// ones after the 128th, and a deal read for it is refused with an input
// error, where Seat gave a number wrapped round to another seat or below
// zero and ReadDeal indexed the hands with it and panicked.
func TestSetupBeyondTheSeats(t *testing.T) {
	s := Setup{Players: playerNames(300)}
	if seat, ok := s.Seat("P127"); !ok || seat != 127 {
		t.Errorf("Seat(P127) = %d, %v; want 127, true", seat, ok)
	}
	for _, name := range []string{"P128", "P200", "P299"} {
		if seat, ok := s.Seat(name); ok {
			t.Errorf("Seat(%s) = %d, true; want no seat", name, seat)
		}
	}
	g := game(t, "zero")
	for _, d := range []Deal{{Dealer: "P200"}, {Hands: []Hand{{Player: "P128"}}}, {}} {
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("ReadDeal(%+v) of 300 players panics: %v", d, r)
				}
			}()
			_, err = s.ReadDeal(g, d)
		}()
		checkErr(t, err, &InputError{Kind: Unsupported, Field: FieldPlayers, Index: -1}, "")
	}
	if _, err := (Setup{Players: playerNames(128)}).ReadDeal(g, Deal{Dealer: "P127", Hands: []Hand{{Player: "P127", Cards: []string{"R1"}}}}); err != nil {
		t.Errorf("a deal for 128 players: %v", err)
	}
}

func TestSizes(t *testing.T) {
	for id, want := range map[string]string{"zero": "[3 4 5]", "null-und-nichtig": "[3 4 5 6]", "null-bock": "[3 4 5 6]", "nicht-die-bohne": "[3 4 5 6]"} {
		if got := fmt.Sprint(Sizes(game(t, id))); got != want {
			t.Errorf("%s accepts %s players, want %s", id, got, want)
		}
	}
}

// TestDealtBeforeAnyRound: before the first deal there is no deal to show
// (not a deal by seat 0 of nothing); after it, the deal in names.
func TestDealtBeforeAnyRound(t *testing.T) {
	tb := zeroTable(t)
	if d := tb.Dealt(); !reflect.DeepEqual(d, Deal{}) {
		t.Errorf("before any deal: %+v", d)
	}
	if err := tb.DealSeeded("", "", 1); err != nil {
		t.Fatal(err)
	}
	if d := tb.Dealt(); d.Dealer == "" || len(d.Hands) != len(tb.Players()) || len(tb.Clone().Dealt().Hands) != len(d.Hands) {
		t.Errorf("after the deal: %+v", d)
	}
}

// TestWinnersInSeatOrder plays a Null & nichtig game of two teams, each
// listed against seat order, to its end: the winners are one team, named in
// seat order as Winners promises, whatever order the team was given in.
func TestWinnersInSeatOrder(t *testing.T) {
	tb, err := New(game(t, "null-und-nichtig"), Setup{
		Players: []string{"A", "B", "C", "D"},
		Teams:   [][]string{{"C", "A"}, {"D", "B"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewSplitMix64(1)
	var buf []engine.Move
	for !tb.GameOver() {
		if _, err := engine.DealRound(tb.Match(), tb.Round()+1, rng.Uint64()); err != nil {
			t.Fatal(err)
		}
		for !tb.RoundOver() {
			var mv engine.Move
			mv, buf, _ = engine.RandomMove(tb.Match(), rng, buf)
			if v := tb.Apply(mv); v != nil {
				t.Fatal(v)
			}
		}
	}
	got := fmt.Sprint(tb.Winners())
	if got != "[A C]" && got != "[B D]" {
		t.Errorf("Winners = %s, want one team in seat order: [A C] or [B D]", got)
	}
}

// TestActing follows who may act through the start of the rulebooks' trick
// example of Null & nichtig (fixtures/null-und-nichtig/valid/
// rulebook-trick-example.yaml): all four lay out their setup cards in any
// order, so whoever has not yet may act; then Jean, left of the dealer Anne,
// leads, and the trick goes clockwise.
func TestActing(t *testing.T) {
	tb, err := New(game(t, "null-und-nichtig"), Setup{Players: []string{"Anne", "Jean", "Laura", "Luc"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := tb.Acting(); got != nil {
		t.Errorf("before the deal Acting = %q, want nobody", got)
	}
	err = tb.Deal(Deal{Dealer: "Anne", Hands: []Hand{
		{"Anne", []string{"R6", "B10", "B11", "G10", "G11", "P8", "P9", "R8", "R9", "Y7", "Y8", "P10", "P11"}},
		{"Jean", []string{"R3", "B5", "G7", "Y9", "B1", "B2", "G1", "G2", "P1", "P3", "R1", "Y1", "Y2"}},
		{"Laura", []string{"P2", "B3", "B4", "G3", "G4", "P4", "P5", "R2", "R4", "Y3", "Y4", "B6", "G5"}},
		{"Luc", []string{"Y0", "B7", "B8", "G6", "G8", "P6", "P7", "R5", "R7", "Y5", "Y6", "B9", "G9"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		player string
		move   []string
		list   bool
		acting string // who may act before the move
	}{
		{"Luc", []string{"B7", "G6", "R5"}, true, "[Anne Jean Laura Luc]"},
		{"Anne", []string{"B10", "G10", "R8"}, true, "[Anne Jean Laura]"},
		{"Laura", []string{"B3", "G3", "R2"}, true, "[Jean Laura]"},
		{"Jean", []string{"R3", "B5", "G7"}, true, "[Jean]"},
		{"Jean", []string{"Y9"}, false, "[Jean]"},
		{"Laura", []string{"P2"}, false, "[Laura]"},
	}
	for _, st := range steps {
		if got := fmt.Sprint(tb.Acting()); got != st.acting {
			t.Errorf("before %s: %v Acting = %s, want %s", st.player, st.move, got, st.acting)
		}
		if _, err := tb.Play(st.player, engine.MoveText{Words: st.move, List: st.list}); err != nil {
			t.Fatal(err)
		}
	}
	if got := fmt.Sprint(tb.Acting()); got != "[Luc]" {
		t.Errorf("after Laura's P2 Acting = %s, want [Luc]", got)
	}
}
