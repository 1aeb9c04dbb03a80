package transcript

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"github.com/regelwerk/regelwerk/engine"
)

// TestRecordRoundTrip writes a record with awkward values and reads it back.
func TestRecordRoundTrip(t *testing.T) {
	rec := Record{
		Comment:     "line one\nline two",
		Game:        "null-und-nichtig",
		Description: "a: colon, a # hash and \"quotes\"",
		Origin:      "generated",
		Covers:      []string{"nn/play.in-hand"},
		Players:     []string{"Anne", "yes", "-Jo"},
		Options:     map[string]string{"target": "60"},
		Rounds: []RecordRound{{
			Dealer: "-Jo",
			Hands:  map[string][]string{"Anne": {"B1", "G2"}, "yes": {"R3"}, "-Jo": {"Y0"}, "Ghost": {"P1"}},
			Moves: []RecordMove{
				{Player: "Anne", Text: engine.MoveText{Words: []string{"B1", "G2"}, List: true}},
				{Player: "yes", Text: engine.MoveText{Words: []string{"swap", "R3", "Y2"}}},
			},
			Expect: &RecordExpect{Scores: map[string]int{"Anne": 3, "yes": -2}, Lines: map[string]map[string]int{"positive": {"Anne": 5}}},
		}},
		Expect: &RecordExpect{Violation: &ExpectedViolation{Rule: "nn/play.in-hand", Round: 1, Move: 2}},
	}
	text := rec.Encode()
	tr, err := Parse("rec.yaml", []byte(text), DefaultLimits)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if tr.Description != rec.Description || len(tr.Players) != 3 || tr.Players[1].Value != "yes" || tr.Players[2].Value != "-Jo" {
		t.Errorf("header read back wrong:\n%s", text)
	}
	r := tr.Rounds[0]
	if r.Dealer.Value != "-Jo" || len(r.Deal) != 4 || r.Deal["Ghost"][0].Value != "P1" {
		t.Errorf("deal read back wrong:\n%s", text)
	}
	if !r.Moves[0].Text.List || r.Moves[1].Text.Words[2] != "Y2" || r.Moves[1].Player.Value != "yes" {
		t.Errorf("moves read back wrong:\n%s", text)
	}
	if r.Expect.Scores["yes"].Value != -2 || r.Expect.Lines["positive"]["Anne"].Value != 5 {
		t.Errorf("round expectations read back wrong:\n%s", text)
	}
	if v := tr.Expect.Violation; v == nil || v.Rule != "nn/play.in-hand" || v.Move != 2 {
		t.Errorf("violation read back wrong:\n%s", text)
	}
}

// awkward are characters that break naive YAML writers: controls, YAML's
// line breaks, a byte-order mark, bidi controls, quotes, indicators.
var awkward = []rune("\x00\x01\t\n\r\x1b\x7f\u0080\u0085\u009f\u00a0\u2028\u2029\ufeff\u202e\u200b\"'\\:#-?&*!|>%@`[]{},~ 0123456789eExXoO.+_aZé€𝄞")

// typedWords are scalars some YAML reader takes for something else than
// a string.
var typedWords = []string{"007", "010", "1e3", "0x1F", "0o17", "1_000", "+1", "-1", ".5", ".inf", "-.inf", ".nan", "true", "False", "YES", "no", "on", "Off", "y", "N", "null", "Null", "~", "", " ", "a ", " a", "a  b", "2001-12-14", "1:20", "=", "<<", "- a", "? a", "a: b", "a #b", "#a", "'a'", "\"a\"", "@a", "`a", "!a", "&a", "*a", "|", ">", "%a", "[a]", "{a}"}

// TestPropertyNamesRoundTrip: any name, however awkward, either is refused
// by CheckName or reads back unchanged from what Record writes, wherever
// the writer puts it (players, hands, moves, scores, winners); a comment
// of any text never changes what the transcript says.
func TestPropertyNamesRoundTrip(t *testing.T) {
	name := rapid.OneOf(
		rapid.String(),
		rapid.StringOf(rapid.RuneFrom(awkward)),
		rapid.SampledFrom(typedWords),
		rapid.Custom(func(t *rapid.T) string { // invalid UTF-8 and long names
			return string(rapid.SliceOfN(rapid.Byte(), 0, 300).Draw(t, "bytes"))
		}),
	)
	rapid.Check(t, func(t *rapid.T) {
		names := rapid.SliceOfNDistinct(name, 3, 3, func(s string) string { return s }).Draw(t, "names")
		for _, n := range names {
			if err := CheckName(n); err != nil {
				if n != "" && utf8.ValidString(n) && len(n) <= 200 {
					t.Fatalf("CheckName refuses %q: %v", n, err)
				}
				return
			}
		}
		desc := rapid.StringOf(rapid.RuneFrom(awkward)).Draw(t, "description")
		if len(desc) > 200 {
			desc = desc[:0]
		}
		rec := Record{
			Comment:     rapid.OneOf(rapid.String(), rapid.StringOf(rapid.RuneFrom(awkward))).Draw(t, "comment"),
			Game:        "zero",
			Description: desc,
			Players:     names,
			Rounds: []RecordRound{{
				Dealer: names[2],
				Hands:  map[string][]string{names[0]: {"R1"}, names[1]: {"R2"}, names[2]: {"R3"}},
				Moves:  []RecordMove{{Player: names[0], Text: engine.MoveText{Words: []string{"knock"}}}},
				Expect: &RecordExpect{Scores: ScoreMap(names, []int{1, -2, 3})},
			}},
			Expect: &RecordExpect{Totals: ScoreMap(names, []int{1, -2, 3}), Winners: names[1:]},
		}
		text := rec.Encode()
		tr, err := Parse("rec.yaml", []byte(text), DefaultLimits)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		for i, p := range tr.Players {
			if p.Value != names[i] {
				t.Fatalf("player %d reads back as %q, written %q\n%s", i, p.Value, names[i], text)
			}
		}
		if tr.Description != desc {
			t.Fatalf("description reads back as %q, written %q\n%s", tr.Description, desc, text)
		}
		r := tr.Rounds[0]
		if r.Dealer.Value != names[2] || r.Moves[0].Player.Value != names[0] || len(r.Deal) != 3 || r.Deal[names[1]][0].Value != "R2" {
			t.Fatalf("the round reads back wrong\n%s", text)
		}
		if r.Expect.Scores[names[1]].Value != -2 || tr.Expect.Totals[names[2]].Value != 3 {
			t.Fatalf("scores read back wrong\n%s", text)
		}
		if len(tr.Expect.Winners) != 2 || tr.Expect.Winners[0].Value != names[1] || tr.Expect.Winners[1].Value != names[2] {
			t.Fatalf("winners read back wrong\n%s", text)
		}
	})
}

// TestQuote: scalars any YAML reader would type, or that hold characters
// outside plain text, are double-quoted with YAML escapes; words are left
// plain.
func TestQuote(t *testing.T) {
	for s, want := range map[string]string{
		"Anne":                 "Anne",
		"B11":                  "B11",
		"nn/play.in-hand":      "nn/play.in-hand",
		"swap R3 Y2":           "swap R3 Y2",
		"Zoé":                  "Zoé",
		"007":                  `"007"`,
		"1e3":                  `"1e3"`,
		"0x1F":                 `"0x1F"`,
		"true":                 `"true"`,
		"Yes":                  `"Yes"`,
		"y":                    `"y"`,
		"null":                 `"null"`,
		"~":                    `"~"`,
		"":                     `""`,
		"-Jo":                  `"-Jo"`,
		"a\u2028b":             `"a\Lb"`,
		"a\u2029b":             `"a\Pb"`,
		"a\u0085b":             `"a\Nb"`,
		"a\x7fb":               `"a\x7fb"`,
		"a\u009bb":             `"a\x9bb"`,
		"\x1b[2J":              `"\e[2J"`,
		"a\nb\tc\rd":           `"a\nb\tc\rd"`,
		"a\"b\\c":              `"a\"b\\c"`,
		"\ufeffa":              `"\ufeffa"`,
		"a\u202eb":             `"a\u202eb"`,
		"a\u00a0b":             `"a\xa0b"`,
		"a\U000e0001b":         `"a\U000e0001b"`,
		"a: b":                 `"a: b"`,
		"a  b":                 `"a  b"`,
		"Anne ":                `"Anne "`,
		"A\nfake.yaml:1:1: zz": `"A\nfake.yaml:1:1: zz"`,
	} {
		if got := quote(s); got != want {
			t.Errorf("quote(%q) = %s, want %s", s, got, want)
		}
	}
}

// TestCommentInjection: text in a comment that holds line breaks of every
// kind and terminal controls stays in the comment.
func TestCommentInjection(t *testing.T) {
	inject := "evil\rorigin: hand\u0085game: zero\u2028description: injected\u2029x\x1b[31mred\x1b[0m\n# and a line\n"
	rec := Record{Comment: inject, Game: "zero", Players: []string{"A", "B", "C"}}
	text := rec.Encode()
	tr, err := Parse("c.yaml", []byte(text), DefaultLimits)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if tr.Origin != "" || tr.Description != "" || strings.ContainsAny(text, "\r\x1b\u0085\u2028\u2029") {
		t.Errorf("the comment leaks out:\n%q", text)
	}
	if !strings.HasPrefix(text, `# evil\rorigin: hand\u0085game: zero\u2028description: injected\u2029x\x1b[31mred\x1b[0m`+"\n# # and a line\n") {
		t.Errorf("comment written as\n%q", text)
	}
}

func TestCheckName(t *testing.T) {
	for _, n := range []string{"", "a\xffb", strings.Repeat("é", 101)} {
		if CheckName(n) == nil {
			t.Errorf("CheckName(%q) accepts it", n)
		}
	}
	for _, n := range []string{"A", "\x1b", strings.Repeat("a", 200), "007"} {
		if err := CheckName(n); err != nil {
			t.Errorf("CheckName(%q): %v", n, err)
		}
	}
}
