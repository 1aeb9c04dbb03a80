package transcript

import (
	"os"
	"strings"
	"testing"
)

// TestAsExpected: a transcript is invalid as expected only when it breaks
// exactly the rule it announces, at the round and move it names, and
// nothing else fails.
func TestAsExpected(t *testing.T) {
	// Anne holds R1, which lies on the table too: zero/deck.cards at the
	// deal of round 1 (move 0). The second round's deal is never reached.
	const game = `game: zero
players: [Anne, Bruno, Chloé]
rounds:
  - dealer: Chloé
    deal:
      Anne:  [R1, R2, R3, Y4, Y5, Y6, G7, G8, B1]
      Bruno: [B2, B3, B4, P5, P6, P7, A8, A1, A2]
      Chloé: [A3, A4, K5, K6, K7, K8, R4, R5, R6]
    table: [Y1, Y2, Y3, G1, R1]
    moves:
      - Anne: knock
`
	// The same deal without the doubled card: Anne knocks, legally.
	valid := strings.Replace(game, "G1, R1]", "G1, G2]", 1)
	for _, c := range []struct {
		name, src string
		as        bool
		rules     []string // every violation's rule, in order
	}{
		{"the announced violation", game + "expect:\n  violation: {rule: zero/deck.cards, round: 1, move: 0}\n", true, []string{"zero/deck.cards"}},
		{"no announcement", game, false, []string{"zero/deck.cards"}},
		{"another rule", game + "expect:\n  violation: {rule: zero/deal.hands, round: 1, move: 0}\n", false, []string{"zero/deck.cards", "expect.violation"}},
		{"another round", game + "expect:\n  violation: {rule: zero/deck.cards, round: 2, move: 0}\n", false, []string{"zero/deck.cards", "expect.violation"}},
		{"another move", game + "expect:\n  violation: {rule: zero/deck.cards, round: 1, move: 1}\n", false, []string{"zero/deck.cards", "expect.violation"}},
		{"announced, none occurs", valid + "expect:\n  violation: {rule: zero/deck.cards, round: 1, move: 0}\n", false, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Parse("t.yaml", []byte(c.src), DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			res, err := Run(tr, nil)
			if err != nil {
				t.Fatal(err)
			}
			var rules []string
			for _, v := range res.Violations {
				rules = append(rules, v.Rule)
			}
			if c.name == "announced, none occurs" {
				// The one violation is the failed announcement itself.
				if len(rules) != 1 || rules[0] != "expect.violation" {
					t.Errorf("violations %v, want [expect.violation]", rules)
				}
			} else if strings.Join(rules, " ") != strings.Join(c.rules, " ") {
				t.Errorf("violations %v, want %v", rules, c.rules)
			}
			if res.AsExpected() != c.as || (c.as && res.OK()) {
				t.Errorf("AsExpected %v, OK %v; want AsExpected %v and OK false", res.AsExpected(), res.OK(), c.as)
			}
		})
	}
}

// TestAsExpectedRoundExpectation: a round's expectation that fails before
// the announced violation makes the transcript other than announced.
func TestAsExpectedRoundExpectation(t *testing.T) {
	src, err := os.ReadFile("../../fixtures/null-und-nichtig/invalid/wrong-next-leader.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := Parse("t.yaml", src, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(tr, nil)
	if err != nil || !res.AsExpected() {
		t.Fatalf("the fixture as written: %v, AsExpected %v, %v", err, res != nil && res.AsExpected(), res.Violations)
	}
	if tr.Rounds[0].Expect == nil || len(tr.Rounds[0].Expect.Scores) == 0 {
		t.Fatal("the fixture states no scores for its first round")
	}
	for name, n := range tr.Rounds[0].Expect.Scores {
		n.Value++
		tr.Rounds[0].Expect.Scores[name] = n
		break
	}
	res, err = Run(tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.AsExpected() || len(res.Violations) != 2 || res.Violations[0].Rule != "expect.scores" {
		t.Errorf("a wrong score before the announced violation: AsExpected %v, %v", res.AsExpected(), res.Violations)
	}
}

// TestIsManifest: the corpus manifest is told from transcripts, and from
// a transcript that happens to hold the manifest's keys.
func TestIsManifest(t *testing.T) {
	manifest, err := os.ReadFile("../../fixtures/manifest.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, src string
		want      bool
	}{
		{"the corpus manifest", string(manifest), true},
		{"a small manifest", "format: 1\nfixtures: []\n", true},
		{"with a comment and CRLF", "# index\r\nformat: 1\r\nfixtures:\r\n  - path: zero/valid/a.yaml\r\n    game: zero\r\n    description: d\r\n    origin: hand\r\n    players: [A, B, C]\r\n    expect: {valid: true}\r\n", true},
		{"a fixture without its keys", "format: 1\nfixtures:\n  - path: a.yaml\n", false},
		{"a transcript with quoted keys", "format: 1\nfixtures: []\n\"game\": zero\n\"players\": [A]\n\"rounds\": []\n", false},
		{"a transcript with escaped keys", "format: 1\nfixtures: []\n\"\\x67ame\": zero\n", false},
		{"a transcript with complex keys", "format: 1\nfixtures: []\n? game\n: zero\n", false},
		{"a flow mapping after the keys", "format: 1\nfixtures: []\n{game: zero}\n", false},
		{"an invalid fixture without its violation", "format: 1\nfixtures:\n  - {path: a.yaml, game: zero, description: d, origin: hand, players: [A], expect: {valid: false}}\n", false},
		{"a second document", "format: 1\nfixtures: []\n---\ngame: zero\n", false},
		{"a transcript", "game: zero\nplayers: [A, B, C]\nrounds: []\n", false},
		{"a transcript with the manifest's keys", "format: 1\nfixtures: []\ngame: zero\nplayers: [A]\nrounds: []\n", false},
		{"only format", "format: 1\n", false},
		{"another format", "format: 2\nfixtures: []\n", false},
		{"a format that is no number", "format: yes\nfixtures: x\n", false},
		{"the format with a comment", "format: 1 # of the manifest\nfixtures: []\n", true},
		{"keys nested", "x:\n  format: 1\n  fixtures: []\n", false},
		{"empty", "", false},
	} {
		if got := IsManifest([]byte(c.src)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
