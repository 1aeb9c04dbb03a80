package protocol

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// bohneDeal deals three players of Nicht die Bohne, P3 dealing, P1
// holding the pawn.
const bohneDeal = `{"seq":2,"cmd":"deal","dealer":"P3","hands":{` +
	`"P1":["Rx2","Y2","Bx2","G5","G4","G6","Y10","Y3","G8","R-","G0","G-","R-","G7","R9","G1","Y8","G9","B3","B10"],` +
	`"P2":["Y0","G-","Y9","B1","B2","R6","B9","B-","Y4","R4","R0","Y-","Y1","Y7","B-","Y-","B0","Gx2","R10","B6"],` +
	`"P3":["Y6","B8","R7","B7","Yx2","R3","Y5","R-","B-","B4","G3","G2","G10","G-","R8","Y-","B5","R5","R1","R2"]}}`

// TestRefusalOrderDocumented: where a move or a deal breaks two rules at
// once, the reference names one, and the table of docs/protocol.md, "Which
// rule a refusal names" for moves, the deal checks for deals, lists that
// one before the other, since an implementation that names rules checks
// them in the order the table gives. Each case is a session whose last
// step breaks both rules; which rules it breaks is worked out by hand from
// the position.
func TestRefusalOrderDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	// rows are the rows, by game, of the first table after marker.
	rows := func(marker string) map[string]string {
		_, section, ok := strings.Cut(string(doc), marker)
		if !ok {
			t.Fatalf("docs/protocol.md has no %q", marker)
		}
		out := map[string]string{}
		for _, l := range strings.Split(section, "\n") {
			for _, g := range []string{"Zero", "Null & nichtig", "Null Bock", "Nicht die Bohne"} {
				if strings.HasPrefix(l, "| "+g+" | ") && out[g] == "" {
					out[g] = l
				}
			}
		}
		return out
	}
	moveRows, dealRows := rows("### Which rule a refusal names"), rows("| game | a deal is refused when")
	newBohne := `{"seq":1,"cmd":"new_game","game":"nicht-die-bohne","players":["P1","P2","P3"]}`
	// A Nicht die Bohne turn in which P1 has taken P2's card.
	bohneTaken := []string{
		newBohne, bohneDeal,
		`{"seq":3,"cmd":"move","player":"P1","move":"play Y3"}`,
		`{"seq":4,"cmd":"move","player":"P2","move":"play B6"}`,
		`{"seq":5,"cmd":"move","player":"P3","move":"play R8"}`,
		`{"seq":6,"cmd":"move","player":"P1","move":"take P2"}`,
	}
	cases := []struct {
		name, game string
		session    []string
		both       [2]string // the two rules the last step breaks
	}{{
		// P1 holds 21 cards, among them P3's R8 a second time: a hand
		// of the wrong size and a card dealt more often than the deck
		// holds it.
		name: "bohne deal of a wrong size and a card twice", game: "Nicht die Bohne",
		session: []string{newBohne, strings.Replace(bohneDeal, `"B10"]`, `"B10","R8"]`, 1)},
		both:    [2]string{"bo/setup.deal", "bo/deck.composition"},
	}, {
		// A deal while round 1 is in play, Anne holding 8 cards.
		name: "zero deal in a round in play", game: "Zero",
		session: append(zeroSession[:2:2], strings.Replace(strings.Replace(zeroSession[1], `"seq":2`, `"seq":3`, 1), `"R1",`, ``, 1)),
		both:    [2]string{"zero/round.over", "zero/deal.hands"},
	}, {
		// Laura holds 12 cards, and B11 is dealt to Anne and to Jean.
		name: "null-und-nichtig deal of a wrong size and a card twice", game: "Null & nichtig",
		session: []string{
			`{"seq":1,"cmd":"new_game","game":"null-und-nichtig","players":["Anne","Jean","Laura"]}`,
			`{"seq":2,"cmd":"deal","dealer":"Laura","hands":{` +
				`"Anne":["B1","G1","R1","B11","G11","R3","Y2","P4","B6","Y4","G5","B8","P5"],` +
				`"Jean":["B2","G2","Y1","B11","G3","R11","Y11","P3","B7","Y7","R5","G6","P6"],` +
				`"Laura":["P1","P2","R2","B4","G4","R4","Y3","P11","B5","G7","R6","B9"]}}`,
		},
		both: [2]string{"nn/deck.cards", "nn/deal.hand-size"},
	}, {
		// Bruno plays out of turn, and swaps Anne's R1, which he does
		// not hold.
		name: "zero out of turn with a card not held", game: "Zero",
		session: append(zeroSession[:2:2], `{"seq":3,"cmd":"move","player":"Bruno","move":"swap R1 B2"}`),
		both:    [2]string{"zero/turn.order", "zero/swap.hand-card"},
	}, {
		// P1 took P2's card; P2, robbed, takes it back: his own card,
		// and one already taken.
		name: "bohne own card already taken", game: "Nicht die Bohne",
		session: append(bohneTaken[:6:6], `{"seq":7,"cmd":"move","player":"P2","move":"take P2"}`),
		both:    [2]string{"bo/take.not-own", "bo/take.available"},
	}, {
		// P1 took P2's card; P3, not robbed, takes his own card.
		name: "bohne wrong taker takes his own card", game: "Nicht die Bohne",
		session: append(bohneTaken[:6:6], `{"seq":7,"cmd":"move","player":"P3","move":"take P3"}`),
		both:    [2]string{"bo/take.robbed-next", "bo/take.not-own"},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := NewServer("regelwerk", "test", nil)
			var rep Reply
			for i, l := range c.session {
				var req Request
				if err := json.Unmarshal([]byte(l), &req); err != nil {
					t.Fatal(err)
				}
				rep = s.Handle(req)
				if i < len(c.session)-1 && rep.Status != StatusAccepted {
					t.Fatalf("%s: %+v", l, rep)
				}
			}
			named, other := c.both[0], c.both[1]
			if rep.Rule == other {
				named, other = other, named
			}
			if rep.Status != StatusRejected || rep.Rule != named {
				t.Fatalf("the last move: %+v, want it refused under %s or %s", rep, c.both[0], c.both[1])
			}
			row := moveRows[c.game]
			if strings.Contains(c.session[len(c.session)-1], `"cmd":"deal"`) {
				row = dealRows[c.game]
			}
			first, last := strings.Index(row, "`"+named+"`"), strings.LastIndex(row, "`"+other+"`")
			if first < 0 || last < 0 || first > last {
				t.Errorf("the reference names %s before %s, which docs/protocol.md's order of %s does not:\n%s", named, other, c.game, row)
			}
		})
	}
}
