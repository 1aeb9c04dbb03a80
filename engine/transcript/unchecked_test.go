package transcript

import (
	"os"
	"strings"
	"testing"
)

// outcome runs src and sums up the verdict: the status (or "error" and
// the error's message), and every violation as "rule@line:col".
func outcome(t *testing.T, src string) (status string, rules []string, msg string) {
	t.Helper()
	tr, err := Parse("t.yaml", []byte(src), DefaultLimits)
	if err == nil {
		var res *Result
		if res, err = Run(tr, nil); err == nil {
			for _, v := range res.Violations {
				rules = append(rules, v.Rule+"@"+v.At.String())
				msg += v.Summary + "\n"
			}
			return res.Status(), rules, msg
		}
	}
	return "error", nil, err.Error()
}

func fixture(t *testing.T, path string) string {
	t.Helper()
	src, err := os.ReadFile("../../fixtures/" + path)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// firstLines is the first n lines of src.
func firstLines(src string, n int) string {
	lines := strings.SplitAfter(src, "\n")
	return strings.Join(lines[:min(n, len(lines))], "")
}

// TestEveryExpectationChecked: every expectation a transcript may hold is
// checked, or refused where it has no meaning, or fails a verdict that
// would otherwise pass because play never reached it. Totals and winners
// come from the fixture's hand-worked comments.
func TestEveryExpectationChecked(t *testing.T) {
	game := fixture(t, "zero/valid/three-players-by-hand.yaml")
	if !strings.Contains(game, "\n  winners: [Anne]\n") || !strings.Contains(game, "      scores: {Anne: 6, Bruno: 28, Chloé: 33}\n") {
		t.Fatal("the fixture changed: update the test's edits")
	}
	// The three-player game is over after round 3: a fourth deal breaks
	// zero/game.rounds, and the game's totals and winners are decided.
	fourth := "  - dealer: Chloé\n    seed: 1\n"
	announce := "  violation: {rule: zero/game.rounds, round: 4, move: 0}\n"
	over := strings.Replace(game, "\nexpect:\n", "\n"+fourth+"expect:\n", 1)
	// Bruno swaps a card he does not hold at move 2 of round 1.
	card := fixture(t, "zero/invalid/give-card-not-in-hand.yaml")
	for _, c := range []struct {
		name, src string
		status    string
		want      []string // rules with positions, or the error's text
	}{
		{"game-level scores are refused",
			strings.Replace(game, "  winners: [Anne]\n", "  winners: [Anne]\n  scores: {Anne: 999, Bruno: 0, Chloé: 0}\n", 1),
			"error", []string{`t.yaml:119:3: unknown key "scores" in the game's expect`}},
		{"winners in a round are refused",
			strings.Replace(game, "      scores: {Anne: 6, Bruno: 28, Chloé: 33}\n", "      scores: {Anne: 6, Bruno: 28, Chloé: 33}\n      winners: [Nobody]\n", 1),
			"error", []string{"t.yaml:52:7: the winners are the game's"}},
		{"the game over before the announced violation, as stated",
			over + announce, AsExpected, []string{"zero/game.rounds@t.yaml:117:11"}},
		{"the game over before the announced violation, false totals and winners",
			strings.Replace(strings.Replace(over, "\n  totals: {Anne: 32,", "\n  totals: {Anne: 999,", 1), "  winners: [Anne]\n", "  winners: [Bruno]\n", 1) + announce,
			Violations, []string{"zero/game.rounds@t.yaml:117:11", "expect.scores@t.yaml:119:18", "expect.winners@t.yaml:120:13"}},
		{"winners: [] on a finished game",
			strings.Replace(game, "  winners: [Anne]\n", "  winners: []\n", 1),
			Violations, []string{"expect.winners@t.yaml:118:12"}},
		{"game totals beside a record that stops inside a round",
			firstLines(game, 110) + "expect:\n  totals: {Anne: 999, Bruno: 0, Chloé: 0}\n",
			Violations, []string{"expect.scores@t.yaml:112:3"}},
		{"game totals beside a record that stops between rounds",
			firstLines(game, 101) + "expect:\n  totals: {Anne: 17, Bruno: 38, Chloé: 47}\n",
			Incomplete, nil},
		{"an unfinished round's expect",
			firstLines(game, 110) + "    expect:\n      scores: {Anne: 0, Bruno: 0, Chloé: 0}\n",
			Violations, []string{"expect.scores@t.yaml:112:7"}},
		{"an unknown key in an unfinished round's expect",
			firstLines(game, 110) + "    expect:\n      scores: {Anne: 0, Bruno: 0, Chloé: 0}\n      bogus: {Anne: 1}\n",
			"error", []string{`t.yaml:113:7: unknown expectation "bogus"`}},
		{"game totals beside a violation inside a round",
			card + "  totals: {Anne: 0, Bruno: 0, Chloé: 0}\n",
			Violations, []string{"zero/swap.hand-card@t.yaml:16:9", "expect.scores@t.yaml:19:3"}},
		{"a round after the announced violation states its scores",
			strings.Replace(card, "\nexpect:\n", "\n  - dealer: Anne\n    seed: 2\n    expect:\n      scores: {Anne: 0, Bruno: 0, Chloé: 0}\n\nexpect:\n", 1),
			Violations, []string{"zero/swap.hand-card@t.yaml:16:9", "expect.scores@t.yaml:20:7"}},
		{"an unannounced violation is not buried under what play never reached",
			strings.Replace(card, "expect:\n  violation: {rule: zero/swap.hand-card, round: 1, move: 2}\n", "expect:\n  totals: {Anne: 0, Bruno: 0, Chloé: 0}\n", 1),
			Violations, []string{"zero/swap.hand-card@t.yaml:16:9"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, rules, msg := outcome(t, c.src)
			if status != c.status {
				t.Fatalf("status %s, want %s: %v %s", status, c.status, rules, msg)
			}
			if status == "error" {
				if !strings.Contains(msg, c.want[0]) {
					t.Errorf("error %q, want it to hold %q", msg, c.want[0])
				}
				return
			}
			if strings.Join(rules, " ") != strings.Join(c.want, " ") {
				t.Errorf("violations %v, want %v\n%s", rules, c.want, msg)
			}
		})
	}
}

// TestEmptyWinnersMessage: an empty list of winners is compared, not a
// crash, and the message says what each side holds.
func TestEmptyWinnersMessage(t *testing.T) {
	game := fixture(t, "zero/valid/three-players-by-hand.yaml")
	_, _, msg := outcome(t, strings.Replace(game, "  winners: [Anne]\n", "  winners: []\n", 1))
	if want := "the winners are Anne, the transcript expects none"; !strings.Contains(msg, want) {
		t.Errorf("message %q, want %q", msg, want)
	}
}
