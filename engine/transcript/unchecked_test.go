package transcript

import (
	"fmt"
	"os"
	"slices"
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

// workedGame is the transcript testdata/name, worked out by hand, after a
// check that it has the status worked out (Valid, or Incomplete for a
// round that leaves the game unfinished).
func workedGame(t *testing.T, name, status string) string {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if got, _, msg := outcome(t, string(src)); got != status {
		t.Fatalf("%s, worked out by hand, is %s, not %s: %s", name, got, status, msg)
	}
	return string(src)
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
			"error", []string{`t.yaml:119:3: unknown key "scores" in the game's expect (expected one of: totals, winners, violation; a round's scores go in that round's expect)`}},
		{"a misspelt key of the game's expect", strings.Replace(game, "  winners: [Anne]\n", "  winner: [Anne]\n", 1),
			"error", []string{`t.yaml:118:3: unknown key "winner" in the game's expect (did you mean "winners"?) (expected one of: totals, winners, violation)`}},
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
		{"game totals beside a deal's violation after a round's failed expectation",
			"game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n" +
				strings.Replace(game[strings.Index(game, "  - dealer: Chloé\n"):strings.Index(game, "  - dealer: Anne\n")], "scores: {Anne: 6,", "scores: {Anne: 7,", 1) +
				"  - dealer: Bruno\n    deal: {Anne: [R1], Bruno: [R2], Chloé: [R3]}\n" + "expect:\n  totals: {Anne: 999, Bruno: 28, Chloé: 33}\n",
			Violations, []string{"expect.scores@t.yaml:22:22", "zero/deal.hands@t.yaml:44:12"}},
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

// TestUnknownNameInExpectation: a score, total or winner given for a
// name that is no player's is reported at the name, with the players and,
// where only the case differs, the name meant, as a move's unknown player
// is; the message once said neither and pointed at the score.
func TestUnknownNameInExpectation(t *testing.T) {
	game := fixture(t, "zero/valid/three-players-by-hand.yaml")
	for _, c := range []struct{ name, old, new, at, want string }{
		// "      scores: {Anne: 6, Bruno: 28, " is 35 characters, and
		// Chloé is the third name.
		{"a round's score, the accent left out", "scores: {Anne: 6, Bruno: 28, Chloé: 33}", "scores: {Anne: 6, Bruno: 28, Chloe: 33}",
			"expect.scores@t.yaml:51:36", `round 1 score names an unknown player "Chloe" (players: Anne, Bruno, Chloé) (did you mean "Chloé"?)` + "\n"},
		// "  totals: {" is 11 characters.
		{"a game total in the wrong case", "\n  totals: {Anne: 32,", "\n  totals: {anne: 32,",
			"expect.scores@t.yaml:117:12", `game total names an unknown player "anne" (players: Anne, Bruno, Chloé) (did you mean "Anne"?)` + "\n"},
		// "  winners: [" is 12 characters.
		{"a winner in the wrong case", "  winners: [Anne]\n", "  winners: [ANNE]\n",
			"expect.winners@t.yaml:118:13", `the winners are Anne, the transcript expects ANNE; "ANNE" is no player (players: Anne, Bruno, Chloé) (did you mean "Anne"?)` + "\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(game, c.old) {
				t.Fatal("the fixture changed: update the test's edits")
			}
			status, rules, msg := outcome(t, strings.Replace(game, c.old, c.new, 1))
			if status != Violations || !slices.Equal(rules, []string{c.at}) || msg != c.want {
				t.Errorf("%s %v %q\nwant %s [%s] %q", status, rules, msg, Violations, c.at, c.want)
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

// TestOptionsAndSuggestions: option values are decimal digits as every
// number of a transcript (+5, -0 and 010 are refused); a misspelt option name
// or value, key, game ID or rule ID is refused with the one meant.
func TestOptionsAndSuggestions(t *testing.T) {
	const nb = "game: null-bock\nplayers: [A, B, C]\n"
	for _, c := range []struct{ name, src, want string }{
		{"a plus sign", nb + "options: {target: \"+5\"}\nrounds: []\n", `t.yaml:3:19: option "target" takes a whole number from 0 to 1000000 in decimal digits, not "+5"`},
		{"a leading zero", nb + "options: {target: \"010\"}\nrounds: []\n", `not "010"`},
		{"a minus zero", nb + "options: {target: \"-0\"}\nrounds: []\n", `not "-0"`},
		{"a misspelt option", nb + "options: {traget: \"5\"}\nrounds: []\n", `t.yaml:3:11: unknown option "traget" (did you mean "target"?)`},
		{"a misspelt value", "game: zero\nplayers: [A, B, C]\noptions: {dealer: fre}\nrounds: []\n", `(did you mean "free"?)`},
		{"a game in capitals", "game: Zero\nplayers: [A, B, C]\nrounds: []\n", `t.yaml:1:7: unknown game "Zero" (did you mean "zero"?)`},
		{"a misspelt key", "game: zero\nplayers: [A, B, C]\nrounds:\n  - movse: []\n", `t.yaml:4:5: unknown key "movse" in a round (did you mean "moves"?)`},
		// A list written without its brackets, and a move's dash left out.
		{"players without brackets", "game: zero\nplayers: Anne, Bruno, Chloé\nrounds: []\n",
			`t.yaml:2:10: players must be a list, not the value "Anne, Bruno, Chloé" (a list is written in brackets: [Anne, Bruno, Chloé])`},
		{"a hand without brackets", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal:\n      A: R1, R2\n",
			`t.yaml:5:10: the cards dealt to A must be a list, not the value "R1, R2" (a list is written in brackets: [R1, R2])`},
		{"a move's dash left out", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - A: knock\n        B: knock\n",
			`t.yaml:7:9: a move is written ` + "`- Player: move`, one to a list item: this line lacks its \"- \" and reads as a second key of the move above"},
		{"two moves in one flow mapping", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - {A: knock, B: knock}\n",
			`t.yaml:6:9: a move is written ` + "`- Player: move`, found a mapping\n"},
		// A mapping written as a list of entries, or as NAME=VALUE.
		{"options as a list", nb + "options:\n  - target: 80\nrounds: []\n",
			`t.yaml:4:3: options must be a mapping, not a list (its entries are written ` + "`name: value`, one to a line, without \"- \")"},
		{"an option as on the command line", nb + "options: target=80\nrounds: []\n",
			`t.yaml:3:10: options must be a mapping, not the value "target=80" (written ` + "`target: 80`, one entry to a line, or {target: 80})"},
		// A value longer than any a transcript holds (200 bytes) is not
		// quoted, nor written again in the hint: a line of megabytes
		// made an error of megabytes.
		{"a long option as on the command line", nb + "options: " + strings.Repeat("x", 300) + "=80\nrounds: []\n",
			"t.yaml:3:10: options must be a mapping, not a value 303 bytes long\n"},
		// A key after "? " may be of any length; it is told by its length.
		{"a long unknown key", "game: zero\n? " + strings.Repeat("k", 300) + "\n: 1\n",
			"t.yaml:2:3: unknown key (300 bytes long) in the transcript (expected one of: game, description, origin, covers, players, options, teams, rounds, expect)\n"},
		{"a long unknown key in the game's expect", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  ? " + strings.Repeat("k", 300) + "\n  : 1\n",
			"t.yaml:5:5: unknown key (300 bytes long) in the game's expect"},
		{"a long unknown expectation", "game: null-bock\nplayers: [A, B, C]\nrounds:\n  - starter: A\n    seed: 1\n    expect:\n      ? " + strings.Repeat("k", 300) + "\n      : {A: 1}\n",
			"t.yaml:7:9: unknown expectation (300 bytes long): Null Bock records no such score line"},
		{"long players without brackets", "game: zero\nplayers: " + strings.Repeat("A", 300) + ", B\nrounds: []\n",
			"t.yaml:2:10: players must be a list, not a value 303 bytes long\n"},
		{"a deal as a list", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal:\n      - A: [R1]\n",
			`t.yaml:5:7: deal must be a mapping, not a list (its entries are written ` + "`name: value`, one to a line, without \"- \")"},
		{"a score line in the game's expect", "game: nicht-die-bohne\nplayers: [A, B, C]\nrounds: []\nexpect:\n  negative: {A: 13}\n",
			`t.yaml:5:3: unknown key "negative" in the game's expect (expected one of: totals, winners, violation; a round's scores and score lines go in that round's expect)`},
		// A score line too far from the game's in spelling for a
		// suggestion is refused with the lines the game records.
		{"a score line misnamed", "game: null-bock\nplayers: [A, B, C]\nrounds:\n  - starter: A\n    seed: 1\n    expect:\n      wins: {A: 1}\n",
			`t.yaml:7:7: unknown expectation "wins": Null Bock records no such score line (expected one of: scores, totals, bonus, kept, malus, won)`},
		// A key of the other level of the transcript says where it goes.
		{"options indented into a round", nb + "rounds:\n  - starter: A\n    options:\n      target: 80\n",
			`t.yaml:5:5: unknown key "options" in a round (expected one of: dealer, starter, seed, deal, table, moves, expect); "options" belongs to the whole game: write it at the top of the transcript, not indented, as "game:" is`},
		{"a starter written at the top", nb + "starter: A\nrounds:\n  - seed: 1\n",
			`t.yaml:3:1: unknown key "starter" in the transcript (expected one of: game, description, origin, covers, players, options, teams, rounds, expect); "starter" belongs to a round: write it in that round, under "rounds" (` + "`- starter: ...`)"},
		{"an unknown rule in covers", "game: zero\ncovers: [zero/no-such-rule]\nplayers: [A, B, C]\nrounds: []\n", `t.yaml:2:10: unknown rule "zero/no-such-rule" in covers`},
		{"a misspelt rule in covers", "game: zero\ncovers: [zero/turn.ordr]\nplayers: [A, B, C]\nrounds: []\n", `(did you mean "zero/turn.order"?)`},
		{"a misspelt expected violation", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  violation: {rule: zero/last-lap.knocker-sits, round: 1, move: 6}\n",
			`t.yaml:5:21: unknown rule "zero/last-lap.knocker-sits" in the expected violation (did you mean "zero/last-lap.knocker-sits-out"?)`},
		// A rule written without the game's prefix, or with another
		// game's, is too far from its ID in edits for the spelling hint.
		{"an expected rule without its prefix", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  violation: {rule: turn.order, round: 1, move: 4}\n",
			`t.yaml:5:21: unknown rule "turn.order" in the expected violation (did you mean "zero/turn.order"?)`},
		{"a covered rule with another game's prefix", "game: zero\ncovers: [nn/turn.ordr]\nplayers: [A, B, C]\nrounds: []\n",
			`t.yaml:2:10: unknown rule "nn/turn.ordr" in covers (did you mean "zero/turn.order"?)`},
		{"a violation at round -1", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  violation: {rule: zero/turn.order, round: -1, move: 0}\n",
			`t.yaml:5:45: the violation's round is counted from 0 (round 0 is the set-up, move 0 a round's deal), not -1`},
		{"an unknown card in a move", "game: zero\nplayers: [Anne, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - B:   swap R3 Q9\n",
			`t.yaml:6:22: B: unknown card "Q9" (Zero card codes: docs/games/zero.md)`},
		{"an unknown card on the table", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {A: [R1], B: [R2], C: [R3]}\n    table: [Y1, Q9]\n",
			`t.yaml:5:17: unknown card "Q9" on the table (Zero card codes: docs/games/zero.md)`},
		{"a dealer in the wrong case", "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: anne\n    seed: 1\n",
			`(did you mean "Anne"?)`},
		{"a player of a move in the wrong case", "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: Anne\n    seed: 1\n    moves:\n      - bruno: knock\n",
			`t.yaml:7:9: a move names an unknown player "bruno" (players: Anne, Bruno, Chloé) (did you mean "Bruno"?)`},
		// A name in a move's words is found on the line as a card is, and
		// one in the wrong case gets the hint the player of a move gets.
		{"an edge's owner in the wrong case", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Carl: S10 edge bert\n",
			`t.yaml:7:24: Carl: unknown player "bert" as the edge's owner (players: Anna, Bert, Carl) (did you mean "Bert"?)`},
		{"a take of a misspelt player", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: take Bret\n",
			`t.yaml:6:20: Anna: unknown player "Bret" (players: Anna, Bert, Carl) (did you mean "Bert"?)`},
		{"a player of a move with the accent left out", "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: Anne\n    seed: 1\n    moves:\n      - Chloe: knock\n",
			`t.yaml:7:9: a move names an unknown player "Chloe" (players: Anne, Bruno, Chloé) (did you mean "Chloé"?)`},
		{"a player of a move far from every name", "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: Anne\n    seed: 1\n    moves:\n      - Xavier: knock\n",
			`t.yaml:7:9: a move names an unknown player "Xavier" (players: Anne, Bruno, Chloé)` + "\n"},
		{"a take of a player in the wrong case", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: take BERT\n",
			`t.yaml:6:20: Anna: unknown player "BERT" (players: Anna, Bert, Carl) (did you mean "Bert"?)`},
		// A card written where the move names a player: the take names
		// whose card it takes, the edge whose edge it is.
		{"a take of a card", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: take R-\n",
			`t.yaml:6:20: Anna: unknown player "R-" (players: Anna, Bert, Carl) (R- is a card; the move is written ` + "`take PLAYER`, with a player's name, as in `take Anna`)\n"},
		{"an edge named by its card", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Carl: S10 edge h5\n",
			`t.yaml:7:24: Carl: unknown player "h5" as the edge's owner (players: Anna, Bert, Carl) (h5 is a card; the move is written ` + "`CARD edge PLAYER`, with a player's name, as in `S5 edge Bert`)\n"},
		// A misspelt keyword of a move is named, and found on the line.
		{"a misspelt keyword", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: H7 egde Carl\n",
			`t.yaml:7:18: Anna: not a Null Bock move: "H7 egde Carl" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (did you mean \"edge\"?)\n"},
		{"a misspelt take", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: tkae Bert\n",
			`t.yaml:6:15: Anna: unknown move "tkae": a move is ` + "`play <card>` or `take <player>` (did you mean \"take\"?)\n"},
		// A move the recorder meant is named whole, at the first word
		// written otherwise ("      - Anna: " is 14 characters): the
		// words in another order, a keyword in French or German, a card
		// code with a space in it.
		{"a move's words in another order", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: arena H7\n",
			`t.yaml:7:15: Anna: not a Null Bock move: "arena H7" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (did you mean \"H7 arena\"?)\n"},
		{"an edge in French", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: H7 lisière Carl\n",
			`t.yaml:7:18: Anna: not a Null Bock move: "H7 lisière Carl" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (did you mean \"H7 edge Carl\"?)\n"},
		{"the Arena in French", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: H7 arène\n",
			`t.yaml:7:18: Anna: not a Null Bock move: "H7 arène" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (did you mean \"H7 arena\"?)\n"},
		{"a card code with a space", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: H 7 arena\n",
			`t.yaml:7:15: Anna: not a Null Bock move: "H 7 arena" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (did you mean \"H7 arena\"?)\n"},
		{"a pretentious hind's + apart", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: lay H7 +\n",
			`t.yaml:7:19: Anna: not a Null Bock move: "lay H7 +" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (did you mean \"lay H7+\"?)\n"},
		{"a take in French", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: prend Bert\n",
			`t.yaml:6:15: Anna: unknown move "prend": a move is ` + "`play <card>` or `take <player>` (did you mean \"take Bert\"?)\n"},
		{"a play in German", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: spielt G6\n",
			`t.yaml:6:15: Anna: unknown move "spielt": a move is ` + "`play <card>` or `take <player>` (did you mean \"play G6\"?)\n"},
		{"a take's words in another order", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: Bert take\n",
			`t.yaml:6:15: Anna: unknown move "Bert": a move is ` + "`play <card>` or `take <player>` (did you mean \"take Bert\"?)\n"},
		// A move commented out, or a comment glued to a word, which YAML
		// takes for part of the word.
		{"a move commented out", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: # take Bert\n",
			`t.yaml:6:9: Anna: a move is ` + "`play <card>` or `take <player>`, not \"\" (the move is empty: what follows # is a comment, which YAML drops)\n"},
		{"a move commented out without a space", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: #take Bert\n",
			`t.yaml:6:9: Anna: a move is ` + "`play <card>` or `take <player>`, not \"\" (the move is empty: what follows # is a comment, which YAML drops)\n"},
		{"a move left out", "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\nrounds:\n  - seed: 5\n    moves:\n      - Anna: \n",
			`t.yaml:6:9: Anna: a move is ` + "`play <card>` or `take <player>`, not \"\" (the move is empty: write it after the player's name and its \":\")\n"},
		{"a comment glued to a keyword", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: H7 arena#first\n",
			`t.yaml:7:18: Anna: not a Null Bock move: "H7 arena#first" (write ` + "`lay H7`, `H7 arena`, `S5 edge Name` or `pass`) (YAML starts a comment only at a # after a space: put a space before the #)\n"},
		{"a comment glued to a card", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: H7#first arena\n",
			`t.yaml:7:15: Anna: unknown card "H7#first" (YAML starts a comment only at a # after a space: put a space before the #) (Null Bock card codes`},
		{"a comment glued to a name", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Anna: S5 edge Bert#his H7\n",
			`t.yaml:7:23: Anna: unknown player "Bert#his H7" as the edge's owner (players: Anna, Bert, Carl) (YAML starts a comment only at a # after a space: put a space before the #)` + "\n"},
		// The same slips in a deal: "  - deal: {A: [" is 15 characters.
		{"a card of a deal with a space", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {A: [R 1], B: [R2], C: [R3]}\n",
			`t.yaml:4:16: unknown card "R 1" in A's hand (a card code is written without spaces: R1) (Zero card codes`},
		{"the cards of a deal without commas", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {A: [R1 R4], B: [R2], C: [R3]}\n",
			`t.yaml:4:16: unknown card "R1 R4" in A's hand (the cards of a list are separated by commas: [R3, B5, G7]) (Zero card codes`},
		{"a table card with a space", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {A: [R1], B: [R2], C: [R3]}\n    table: [Y1, Y 2]\n",
			`t.yaml:5:17: unknown card "Y 2" on the table (a card code is written without spaces: Y2) (Zero card codes`},
		// A comma or a space where the other belongs is named.
		{"a comma after a card of a move", "game: zero\nplayers: [Anne, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - B: swap R3, Y2\n",
			`t.yaml:6:17: B: unknown card "R3," (the words of a move are separated by spaces, without commas) (Zero card codes: docs/games/zero.md)`},
		{"a comma after an edge's owner", "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    seed: 5\n    moves:\n      - Carl: S10 edge Bert,\n",
			`t.yaml:7:24: Carl: unknown player "Bert," as the edge's owner (players: Anna, Bert, Carl) (the words of a move are separated by spaces, without commas)` + "\n"},
		{"spaces between the cards of a list", "game: null-und-nichtig\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - B: [R3 B5 G7]\n",
			`t.yaml:6:13: B: unknown card "R3 B5 G7" (the cards of a list are separated by commas: [R3, B5, G7]) (Null & nichtig card codes`},
		{"an unknown card in a list", "game: null-und-nichtig\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - B: [R3, Q9, G1]\n",
			`t.yaml:6:17: B: unknown card "Q9" (Null & nichtig card codes`},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, _, msg := outcome(t, c.src)
			// A want ending in a newline must end the message: no hint
			// follows it.
			if status != "error" || !strings.Contains(msg+"\n", c.want) {
				t.Errorf("%s %q, want an error holding %q", status, msg, c.want)
			}
		})
	}
}

// TestDealViolationAtDealerOrStarter: a deal refused for the starter or
// the dealer it names is reported at him (line and column of the value),
// the entry to change, where it was reported at his hand or at the seed;
// a deal refused for its cards is still reported at the hand, a starter
// named or not.
func TestDealViolationAtDealerOrStarter(t *testing.T) {
	zero := fixture(t, "zero/invalid/wrong-starter.yaml")
	for _, c := range []struct{ name, src, status, want string }{
		// "    starter: " is 13 characters: the value starts in column 14.
		{"Zero, a dealt round", zero, AsExpected, "zero/turn.starter@t.yaml:9:14"},
		{"Zero, a seeded round", "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: Chloé\n    starter: Bruno\n    seed: 42\n",
			Violations, "zero/turn.starter@t.yaml:5:14"},
		{"Null Bock, a later round", fixture(t, "null-bock/invalid/wrong-next-starter.yaml"), AsExpected, "nb/setup.next-starter@t.yaml:68:14"},
		{"Nicht die Bohne, the first pawn", fixture(t, "nicht-die-bohne/invalid/wrong-first-pawn.yaml"), AsExpected, "bo/setup.first-pawn@t.yaml:9:14"},
		{"Null & nichtig, the first leader", "game: null-und-nichtig\nplayers: [Anne, Jean, Laura]\nrounds:\n  - dealer: Laura\n    starter: Jean\n    seed: 3\n",
			Violations, "nn/play.first-leader@t.yaml:5:14"},
		// "  - dealer: " is 12 characters.
		{"Zero, a dealer out of rotation", fixture(t, "zero/invalid/rotate-wrong-dealer.yaml"), AsExpected, "zero/clar.dealer@t.yaml:21:13"},
		{"Nicht die Bohne, another dealer beside a starter", fixture(t, "nicht-die-bohne/invalid/other-dealer.yaml"), AsExpected, "bo/setup.eldest-deals@t.yaml:139:13"},
		{"Zero, a seeded round dealt out of rotation", "game: zero\nplayers: [Anne, Bruno, Chloé]\noptions: {dealer: rotate}\nrounds:\n  - dealer: Chloé\n    seed: 42\n    moves: [Anne: knock, Bruno: knock, Chloé: knock, Anne: knock]\n  - dealer: Bruno\n    seed: 43\n",
			Violations, "zero/clar.dealer@t.yaml:8:13"},
		// The right starter and a hand one card short: the hand is wrong.
		{"a short hand beside the right starter",
			strings.Replace(strings.Replace(zero, "starter: Bruno", "starter: Anne", 1), "Bruno: [B2, B3, ", "Bruno: [B3, ", 1),
			Violations, "zero/deal.hands@t.yaml:12:7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, rules, msg := outcome(t, c.src)
			// The first is the rule broken; an expected violation not met
			// follows it.
			if status != c.status || len(rules) == 0 || rules[0] != c.want {
				t.Errorf("%s %v %s\nwant %s, first %s", status, rules, msg, c.status, c.want)
			}
		})
	}
}

// TestLastTakeAutoWritten: under last-take: auto a take written at the
// start of the next turn, most likely the last take of the turn before,
// which happens by itself, is told so; the same take with nothing to hint
// at (the last take a move) is not.
func TestLastTakeAutoWritten(t *testing.T) {
	// Carl deals: Anna, on his left, holds the pawn; Anna takes Bert's
	// card, Bert Carl's, and the pawn card, Anna's, is left to Carl.
	const turn = "game: nicht-die-bohne\nplayers: [Anna, Bert, Carl]\n%srounds:\n  - dealer: Carl\n    seed: 5\n    moves:\n" +
		"      - Anna: play G6\n      - Bert: play Y5\n      - Carl: play R9\n      - Anna: take Bert\n      - Bert: take Carl\n%s"
	const hint = " (with last-take: auto the turn's last take happens by itself and is not written)"
	for _, c := range []struct{ name, options, moves, want string }{
		{"the last take written under auto", "options: {last-take: auto}\n", "      - Carl: take Anna\n",
			"cards are taken once every player has played and all are revealed" + hint},
		{"a take before the plays of a turn, the last take a move", "", "      - Carl: take Anna\n      - Bert: take Anna\n",
			"cards are taken once every player has played and all are revealed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, rules, msg := outcome(t, fmt.Sprintf(turn, c.options, c.moves))
			if len(rules) != 1 || !strings.HasPrefix(rules[0], "bo/take.after-reveal@") || msg != c.want+"\n" {
				t.Errorf("%v %q\nwant bo/take.after-reveal %q", rules, msg, c.want)
			}
		})
	}
}

// TestTeamWinnersHint: in the team game, winners that name part of the
// winning team are told that the winners are all its members; other
// wrong winners get the plain comparison.
func TestTeamWinnersHint(t *testing.T) {
	game := fixture(t, "null-und-nichtig/valid/teams-target-by-hand.yaml")
	const right = "  winners: [Anne, Laura]\n"
	if !strings.Contains(game, right) {
		t.Fatal("the fixture changed: update the test's edits")
	}
	for _, c := range []struct{ winners, want string }{
		{"[Anne]", "the winners are Anne, Laura, the transcript expects Anne (in the team game the winners are every member of the winning team)\n"},
		{"[Jean, Luc]", "the winners are Anne, Laura, the transcript expects Jean, Luc\n"},
	} {
		_, rules, msg := outcome(t, strings.Replace(game, right, "  winners: "+c.winners+"\n", 1))
		if len(rules) != 1 || !strings.HasPrefix(rules[0], "expect.winners@") || msg != c.want {
			t.Errorf("winners %s: %v %q\nwant expect.winners %q", c.winners, rules, msg, c.want)
		}
	}
}

// TestTakeBackHint: a swap that takes back the card it lays, without the
// option that allows it, is told which option that is; a swap taking
// another card that is not on the table is not.
func TestTakeBackHint(t *testing.T) {
	// Seed 42, Chloé dealing: Anne holds G6; the table is Y8 P3 R8 Y1 A5.
	const src = "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: Chloé\n    seed: 42\n    moves:\n      - Anne: %s\n"
	for _, c := range []struct{ move, want string }{
		{"swap G6 G6", "G6 is not among the cards on the table (Y8 P3 R8 Y1 A5); taking back the card laid needs the option take-back: yes\n"},
		{"swap G6 Y5", "Y5 is not among the cards on the table (Y8 P3 R8 Y1 A5)\n"},
	} {
		_, rules, msg := outcome(t, fmt.Sprintf(src, c.move))
		if !slices.Equal(rules, []string{"zero/swap.table-card@t.yaml:7:9"}) || msg != c.want {
			t.Errorf("%s: %v %q\nwant zero/swap.table-card %q", c.move, rules, msg, c.want)
		}
	}
}

// TestDealCardTooOftenAtItsCopy: a card dealt more often than the deck
// holds it is reported at its last copy in the order written (the hands
// in the order of the deal, then the table), the copy to strike out,
// rather than at the deal's key; the columns are counted by hand.
func TestDealCardTooOftenAtItsCopy(t *testing.T) {
	nb := "game: null-bock\nplayers: [Anna, Bert, Carl]\nrounds:\n  - starter: Anna\n    deal:\n" +
		"      Anna: [H5, H6, H7, H8, H9, H11, S0, S6, S7, S8, S9, S10]\n" +
		// Bert's second card, H5, is the third: the deck of three holds two.
		"      Bert: [H5, H5, H7, H8, H9, H13, S0, S6, S7, S8, S9, S10]\n" +
		"      Carl: [H5+, H6, H7+, H8, H9+, H15, S0, S6, S7, S8, S9, S10]\n"
	for _, c := range []struct{ name, src, status, want string }{
		// "      Bert: [H5, " is 17 characters: the copy is in column 18.
		{"Null Bock, a third H5 in a hand", nb, Violations, "nb/deal.copies@t.yaml:7:18"},
		// "    table: [Y1, Y2, Y3, G1, " is 28 characters.
		{"Zero, a card in a hand and on the table", fixture(t, "zero/invalid/card-dealt-twice.yaml"), AsExpected, "zero/deck.cards@t.yaml:13:29"},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, rules, msg := outcome(t, c.src)
			if status != c.status || len(rules) == 0 || rules[0] != c.want {
				t.Errorf("%s %v %s\nwant %s, first %s", status, rules, msg, c.status, c.want)
			}
		})
	}
}

// TestScoreMismatchSaysWhy: a score that differs only in its sign, as a
// negative line written with its minus, says so; totals compared where
// the record stops between rounds of an unfinished game say that the
// game is not over, the likeliest reason they differ (a round left out).
// The round is worked out by hand in testdata/null-bock-round-by-hand.yaml.
func TestScoreMismatchSaysWhy(t *testing.T) {
	round := workedGame(t, "null-bock-round-by-hand.yaml", Incomplete)
	for _, c := range []struct{ name, src, want string }{
		{"a score with a minus", strings.Replace(round, "scores: {Anna: 46, Bert: 89, Carl: 20}", "scores: {Anna: 46, Bert: 89, Carl: -20}", 1),
			"round 1 score of Carl is 20, the transcript expects -20 (only the sign differs)\n"},
		{"a score otherwise wrong", strings.Replace(round, "scores: {Anna: 46, Bert: 89, Carl: 20}", "scores: {Anna: 46, Bert: 89, Carl: 25}", 1),
			"round 1 score of Carl is 20, the transcript expects 25\n"},
		// Two rounds agreed, one recorded, the totals of the whole game
		// expected.
		{"the game's totals with a round left out",
			strings.Replace(round, "players: [Anna, Bert, Carl]\n", "players: [Anna, Bert, Carl]\noptions: {rounds: 2}\n", 1) + "expect:\n  totals: {Anna: 100, Bert: 89, Carl: 20}\n",
			"game total after round 1 (the game is not over) of Anna is 46, the transcript expects 100\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, _, msg := outcome(t, c.src)
			if status != Violations || msg != c.want {
				t.Errorf("%s %q, want %q", status, msg, c.want)
			}
		})
	}
}

// TestScoresNamePlayersChecked: as docs/transcripts.md says, a round's
// scores check the players they name (a player left out is not checked),
// and a wrong total is reported under expect.scores, as a wrong score is.
// The round is worked out by hand in testdata/null-bock-round-by-hand.yaml.
func TestScoresNamePlayersChecked(t *testing.T) {
	src, err := os.ReadFile("testdata/null-bock-round-by-hand.yaml")
	if err != nil {
		t.Fatal(err)
	}
	round := string(src)
	partial := strings.Replace(round, "scores: {Anna: 46, Bert: 89, Carl: 20}", "scores: {Anna: 46, Carl: 20}", 1)
	if status, _, msg := outcome(t, partial); status != Incomplete {
		t.Errorf("scores naming two of three players: %s %s, want incomplete", status, msg)
	}
	total := strings.Replace(round, "totals: {Anna: 46, Bert: 89, Carl: 20}", "totals: {Anna: 46, Bert: 98, Carl: 20}", 1)
	status, rules, msg := outcome(t, total)
	// "      totals: {Anna: 46, Bert: " is 31 characters, on line 62.
	if want := []string{"expect.scores@t.yaml:62:32"}; status != Violations || !slices.Equal(rules, want) || msg != "round 1 total of Bert is 89, the transcript expects 98\n" {
		t.Errorf("a wrong total: %s %v %q, want %v", status, rules, msg, want)
	}
}

// TestUncheckedInFileOrder: a record that stops inside a round, its last
// move left out, has its round's expectations and the game's reported in
// the order of the file, the round's saying after how many moves the
// record stops. The round is worked out by hand in
// testdata/null-bock-round-by-hand.yaml (40 moves; 39 once the last is
// left out).
func TestUncheckedInFileOrder(t *testing.T) {
	src, err := os.ReadFile("testdata/null-bock-round-by-hand.yaml")
	if err != nil {
		t.Fatal(err)
	}
	short := strings.Replace(string(src), "      - Anna: H11 arena\n", "", 1) + "expect:\n  totals: {Anna: 46, Bert: 89, Carl: 20}\n"
	status, rules, msg := outcome(t, short)
	want := []string{"expect.scores@t.yaml:60:7", "expect.scores@t.yaml:61:7", "expect.scores@t.yaml:63:3"}
	wantMsg := "the scores of round 1 cannot be checked: round 1 stops after 39 move(s) before it is over\n" +
		"the totals after round 1 cannot be checked: round 1 stops after 39 move(s) before it is over\n" +
		"the game totals cannot be checked: play stops inside round 1, before it is scored\n"
	if status != Violations || !slices.Equal(rules, want) || msg != wantMsg {
		t.Errorf("%s %v\n%s\nwant %v\n%s", status, rules, msg, want, wantMsg)
	}
}

// TestMisplacedScoresNamed: a round's expected scores or totals that are,
// player for player, another round's (written under the wrong round), or
// the round's totals written as its scores, are told so in one line at
// the expectation's key, with both sets of numbers; scores that match no
// other round are still told player by player. The numbers are those of
// the game worked out by hand in the testdata's comments.
func TestMisplacedScoresNamed(t *testing.T) {
	game := workedGame(t, "nicht-die-bohne-three-rounds-by-hand.yaml", Valid)
	const (
		scores1 = "scores: {Anna: -69, Bert: 33, Carl: 22}"
		scores2 = "scores: {Anna: 52, Bert: -29, Carl: -2}"
		totals2 = "totals: {Anna: -17, Bert: 4, Carl: 20}"
		scores3 = "scores: {Anna: -58, Bert: 38, Carl: -21}"
	)
	for _, c := range []struct{ name, from, to, want string }{
		{"round 1's scores under round 2", scores2, scores1,
			"expect.scores@t.yaml:282:7 the scores expected for round 2 are those of round 1 (Anna -69, Bert 33, Carl 22); round 2's scores are Anna 52, Bert -29, Carl -2\n"},
		{"round 2's totals written as its scores", scores2, "scores: {Anna: -17, Bert: 4, Carl: 20}",
			"expect.scores@t.yaml:282:7 the scores expected for round 2 are the totals after it (Anna -17, Bert 4, Carl 20); the round's own scores are Anna 52, Bert -29, Carl -2\n"},
		{"round 2's scores written as its totals", totals2, "totals: {Anna: 52, Bert: -29, Carl: -2}",
			"expect.scores@t.yaml:285:7 the totals expected after round 2 are the round's scores (Anna 52, Bert -29, Carl -2); the totals after it are Anna -17, Bert 4, Carl 20\n"},
		{"round 2's totals under round 3", "totals: {Anna: -75, Bert: 42, Carl: -1}", "totals: {Anna: -17, Bert: 4, Carl: 20}",
			"expect.scores@t.yaml:416:7 the totals expected after round 3 are those after round 2 (Anna -17, Bert 4, Carl 20); the totals after round 3 are Anna -75, Bert 42, Carl -1\n"},
		// Round 2's scores under round 1 cannot be known in round 1.
		{"round 2's scores under round 1", scores1, scores2,
			"expect.scores@t.yaml:151:22 round 1 score of Anna is -69, the transcript expects 52\n" +
				"expect.scores@t.yaml:151:32 round 1 score of Bert is 33, the transcript expects -29\n" +
				"expect.scores@t.yaml:151:43 round 1 score of Carl is 22, the transcript expects -2\n"},
		// Two players' scores of round 1 and a third's of none.
		{"scores of no round", scores3, "scores: {Anna: -69, Bert: 33, Carl: 0}",
			"expect.scores@t.yaml:413:22 round 3 score of Anna is -58, the transcript expects -69\n" +
				"expect.scores@t.yaml:413:33 round 3 score of Bert is 38, the transcript expects 33\n" +
				"expect.scores@t.yaml:413:43 round 3 score of Carl is -21, the transcript expects 0\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(game, c.from) {
				t.Fatalf("the game has no %q", c.from)
			}
			status, rules, msg := outcome(t, strings.Replace(game, c.from, c.to, 1))
			got := ""
			for i, r := range rules {
				got += r + " " + strings.SplitAfter(msg, "\n")[i]
			}
			if status != Violations || got != c.want {
				t.Errorf("%s:\n%s\nwant\n%s", status, got, c.want)
			}
		})
	}
}

// TestSlipsInGamesRecordedByHand: the slips of a person typing a whole
// game, made in the two games recorded by hand in testdata (whose
// comments hold the working), are each told in one line at the slip,
// with what to write; the slips the format forgives leave the game valid.
// Lines are counted in the file; columns by hand ("      - Anna: " is 14
// characters).
func TestSlipsInGamesRecordedByHand(t *testing.T) {
	nb := workedGame(t, "null-bock-four-players-by-hand.yaml", Valid)
	bo := workedGame(t, "nicht-die-bohne-three-rounds-by-hand.yaml", Valid)
	for _, c := range []struct {
		name, game, from, to string
		col                  int // 0: the game stays valid
		want                 string
	}{
		{"a player's name in another case", nb, "      - Bert: S7 arena", "      - bert: S7 arena", 9,
			`a move names an unknown player "bert" (players: Anna, Bert, Carl, Dora) (did you mean "Bert"?)`},
		{"a card code in lower case", nb, "      - Carl: S8 arena", "      - Carl: s8 arena", 0, ""},
		{"a card code with a space", nb, "      - Anna: H8 arena", "      - Anna: H 8 arena", 15, `(did you mean "H8 arena"?)`},
		{"a move's words in another order", nb, "      - Anna: H8 arena", "      - Anna: arena H8", 15, `(did you mean "H8 arena"?)`},
		{"the French word for the Arena", nb, "      - Anna: H8 arena", "      - Anna: H8 arène", 18, `(did you mean "H8 arena"?)`},
		{"a move written as a list", nb, "      - Anna: H8 arena", "      - Anna: [H8, arena]", 9, `Null Bock writes no move as a list: write it as words, "H8 arena"`},
		{"the French word for an edge", nb, "      - Bert: S4 edge Dora", "      - Bert: S4 lisière Dora", 18, `(did you mean "S4 edge Dora"?)`},
		{"a move one space too far", nb, "      - Carl: H4 arena", "       - Carl: H4 arena", 8,
			`this list item starts in column 8, where no list item above it starts: write it in column 7, where "- Bert" starts`},
		{"a take that names the card", bo, "      - Anna: take Bert\n", "      - Anna: take G-\n", 20,
			"(G- is a card; the move is written `take PLAYER`, with a player's name, as in `take Anna`)"},
		{"a take in French", bo, "      - Anna: take Bert\n", "      - Anna: prend Bert\n", 15, `(did you mean "take Bert"?)`},
		{"a tab in the indentation", bo, "      - Anna: play Y2\n", "\t- Anna: play Y2\n", 1, "a tab in the indentation"},
		{"a comment glued to a move", bo, "      - Anna: play Y2\n", "      - Anna: play Y2#low\n", 20, "put a space before the #"},
		{"Windows line ends and a byte-order mark", bo, "", "", 0, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(c.game, c.from, c.to, 1)
			line := strings.Count(c.game[:strings.Index(c.game, c.from)], "\n") + 1
			if c.from == "" {
				src = "\ufeff" + strings.ReplaceAll(c.game, "\n", "\r\n")
			}
			status, _, msg := outcome(t, src)
			if c.col == 0 {
				if status != Valid {
					t.Errorf("%s: %s, want valid", status, msg)
				}
				return
			}
			at := fmt.Sprintf("t.yaml:%d:%d: ", line, c.col)
			if status != "error" || !strings.HasPrefix(msg, at) || !strings.Contains(msg, c.want) || strings.Count(msg, "\n") > 0 {
				t.Errorf("%s %q, want one line at %s holding %q", status, msg, at, c.want)
			}
		})
	}
}
