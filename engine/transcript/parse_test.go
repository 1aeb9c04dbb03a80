package transcript

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

const head = "game: zero\nplayers: [A, B, C]\n"

// TestParseRefuses: what the reader refuses, with the position of the
// problem (file:line:col, or file: when the problem has no place).
func TestParseRefuses(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
	}{
		{"second document", head + "rounds: []\n---\n" + head + "rounds: []\n", "t.yaml:5:1: a second YAML document starts here"},
		{"content after the document end", head + "rounds: []\n...\n\n" + head + "rounds: []\n", "t.yaml:6:1: a second YAML document starts here"},
		{"a second document after an empty one", head + "rounds: []\n---\n# c\n---\n" + head + "rounds: []\n", "t.yaml:7:1: a second YAML document starts here"},
		// Empty documents before the transcript are passed over; its
		// lines are counted from the start of the file.
		{"an empty document before the transcript", "---\n# c\n---\ngame: zero\nplayers: !!seq [A, B, C]\nrounds: []\n", "t.yaml:5:10: YAML tags (here !!seq)"},
		{"two markers before the transcript", "---\n---\n" + head + "rounds: [{seed: 010}]\n", `t.yaml:5:17: seed must be a whole number from 0 to 18446744073709551615 in decimal digits, not "010"`},
		{"a doubled byte-order mark", "\ufeff\ufeffgame: zero\n#players: [A, B, C]\n#rounds: []\n", "t.yaml:1:2: not a transcript: a byte-order mark (U+FEFF) is only allowed at the very start"},
		{"a byte-order mark in a string", head + "description: \"a\ufeffb\"\nrounds: []\n", "t.yaml:3:16: not a transcript: a byte-order mark"},
		{"a lone CR", head + "rounds: []\rgame: x\n", "t.yaml:3:11: not a transcript: a carriage return (CR) not followed by a line feed"},
		{"U+2028", head + "rounds: []\u2028game: x\n", `t.yaml:3:11: not a transcript: a line separator (U+2028) is a line break to YAML: lines end in LF or CRLF (write it as \L`},
		{"U+2029", head + "description: a\u2029b\nrounds: []\n", "t.yaml:3:15: not a transcript: a paragraph separator (U+2029)"},
		{"U+0085", head + "description: ab\u0085\nrounds: []\n", "t.yaml:3:16: not a transcript: a next-line character (U+0085)"},
		{"UTF-16 without a byte-order mark", "g\x00a\x00m\x00e\x00:\x00", "t.yaml:1:2: not YAML: the control character U+0000 is not allowed"},
		{"DEL", head + "description: a\x7fb\nrounds: []\n", "t.yaml:3:15: not YAML: the control character U+007F"},
		// Lengths are counted in bytes of UTF-8, and said so: 70 CJK
		// characters are 210 bytes.
		{"a name over 200 bytes", "game: zero\nplayers: [\"" + strings.Repeat("名", 70) + "\", B, C]\nrounds: []\n", "t.yaml:2:11: players entry is 210 bytes long, over the limit of 200 bytes"},
		{"a move over 200 bytes", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - A: " + strings.Repeat("名", 67) + "\n", "t.yaml:6:12: a move is 201 bytes long, over the limit of 200 bytes"},
		{"a problem on the first line", "%YAML 2.0\n---\n" + head + "rounds: []\n", "t.yaml:1:1: not YAML: found incompatible YAML document"},
		// The second colon of a line is named, at its column (once at
		// column 1 in yaml.v3's words).
		{"a scanner problem on the first line", "a: b: c\n", "t.yaml:1:5: not YAML: a second \": \" on this line"},
		{"a colon in a description", head + "description: Zero: a game\nrounds: []\n", `t.yaml:3:18: not YAML: a second ": " on this line, which YAML takes for another key's (a value that holds ": " is written in quotes)`},
		{"a colon after a move's word", head + "rounds:\n  - seed: 1\n    moves:\n      - A: swap: R1 R2\n", `t.yaml:6:16: not YAML: a second ": " on this line`},
		{"a key with no colon above a key", head + "rounds:\n  - dealer A\n    seed: 1\n", `t.yaml:4:11: not YAML: a ':' is missing after "dealer" (write dealer: A)`},
		// yaml.v3's parser counts lines from 0 and names the line where the
		// open collection starts; a flow list or mapping left open is
		// given at its bracket.
		{"an open flow list", "game: zero\nplayers: [A, B\nrounds: []\n", "t.yaml:2:10: not YAML: did not find expected ',' or ']'"},
		{"an open flow list on a line of its own", "game: zero\nplayers:\n  [A, B\nrounds: []\n", "t.yaml:3:3: not YAML: did not find expected ',' or ']'"},
		{"an open flow list on the first line", "game: [zero\n", "t.yaml:1:7: not YAML: did not find expected ',' or ']'"},
		{"an open flow list after a byte-order mark", "\ufeffgame: [zero\n", "t.yaml:1:7: not YAML: did not find expected ',' or ']'"},
		{"an open flow list after quoted brackets", "game: zero\ndescription: l'option [b\nplayers: [Zoé, \"B]\", 'C]'\nrounds: []\n", "t.yaml:3:10: not YAML: did not find expected ',' or ']'"},
		{"an open flow mapping around a closed one", head + "expect: {totals: {A: 3}\n", "t.yaml:3:9: not YAML: did not find expected ',' or '}'"},
		// The reader stops at a closing bracket of the other kind, or at a
		// node right after a node: the collection left open is the
		// innermost one of the kind it names there, whatever line it
		// stopped on.
		{"a list closed by a brace", "game: zero\nexpect: {totals: {A: 3, B: [1, 2}\n", "t.yaml:2:28: not YAML: did not find expected ',' or ']'"},
		{"a list in a mapping in a list closed by a brace", "game: zero\nplayers: [A, {b: [c, d}, e\n", "t.yaml:2:18: not YAML: did not find expected ',' or ']'"},
		{"a bracket inside a name", "game: zero\nplayers: [Anna, Bert, Ca[rl, Dora]\n", "t.yaml:2:10: not YAML: did not find expected ',' or ']'"},
		{"a question mark inside a name", "game: zero\ncovers: [bo/?take.after-reveal]\n", "t.yaml:2:9: not YAML: did not find expected ',' or ']'"},
		{"an inner list closed on the next line", "game: zero\nplayers: [A, [B,\n  C] D\n", "t.yaml:2:10: not YAML: did not find expected ',' or ']'"},
		{"a key over two lines", "game: zero\nexpect: {totals: {A\n  : 3}}\n", "t.yaml:2:18: not YAML: did not find expected ',' or '}'"},
		{"a second colon in a mapping entry", "game: zero\nexpect: {violation: {rule: x round: 1}}\n", "t.yaml:2:21: not YAML: did not find expected ',' or '}'"},
		{"a comment right after a comma", "game: zero\nplayers: [A,#B, C]\nrounds: []\n", "t.yaml:2:10: not YAML: did not find expected ',' or ']'"},
		{"a list closed on the next line, then a tagged one left open", "notes: [a,\n  b]\nplayers: !!seq [A, B\n", "t.yaml:3:16: not YAML: did not find expected ',' or ']'"},
		{"a list closed on the next line, then an anchored one left open", "notes: [a,\n  b]\nplayers: &p [A, B\n", "t.yaml:3:13: not YAML: did not find expected ',' or ']'"},
		{"an open flow list after a quoted string over two lines", "game: zero\ndescription: \"a [\n  b\"\nplayers: [A, B\n", "t.yaml:4:10: not YAML: did not find expected ',' or ']'"},
		{"an open flow list after a block scalar", "game: zero\ndescription: |\n  [not a list\nplayers: [A, B\n", "t.yaml:4:10: not YAML: did not find expected ',' or ']'"},
		{"an open flow list after a plain scalar over two lines", "game: zero\ndescription: a\n  [b\nplayers: [A, B\n", "t.yaml:4:10: not YAML: did not find expected ',' or ']'"},
		// On the first line, closed by a bracket of the other kind there:
		// the reader names no line at all.
		{"a list closed by a brace on the first line", "expect: {totals: [1, 2}\n", "t.yaml:1:18: not YAML: did not find expected ',' or ']'"},
		{"a mapping closed by a bracket on the first line", "players: [b, {c: d]\n", "t.yaml:1:14: not YAML: did not find expected ',' or '}'"},
		// A directive and a document marker at column 0 end the document
		// above, whatever it is read as; the first lines are no plain
		// scalar running on over the list left open.
		{"an open flow list after a directive", "%YAML 1.1\n---\ngame: zero\nplayers: [A, B\n", "t.yaml:4:10: not YAML: did not find expected ',' or ']'"},
		{"an open flow list after a directive of YAML 1.2", "%YAML 1.2\n---\ngame: zero\nplayers: [A, B\nrounds: []\n", "t.yaml:4:10: not YAML: did not find expected ',' or ']'"},
		// For a problem with block structure, yaml.v3 names the line where
		// the enclosing collection starts; the slip is given at the first
		// character of the line where the reader meets it, and a key or
		// item in a column where none above it starts is named with the
		// columns where one does.
		{"a list item outside its list", head + "rounds:\n  - seed: 1\n - x\n", "t.yaml:5:2: not YAML: this list item starts in column 2, where no list item above it starts: write it in column 3, where \"- seed\" starts"},
		{"a list item outside its list, after a comment", "# header\n" + head + "rounds:\n  - seed: 1\n - x\n", "t.yaml:6:2: not YAML: this list item starts in column 2, where no list item above it starts: write it in column 3, where \"- seed\" starts"},
		{"a key outdented in a list item", head + "rounds:\n  - seed: 1\n    x: 2\n   y: 3\n", "t.yaml:6:4: not YAML: \"y\" starts in column 4, where no key above it starts: write it in column 5, where \"x\" starts, or in column 1, where \"rounds\" starts"},
		{"a move indented one space short", head + "rounds:\n  - seed: 1\n    moves:\n" + strings.Repeat("      - A: play R1\n", 20) + "     - B: play R2\n", "t.yaml:26:6: not YAML: this list item starts in column 6, where no list item above it starts: write it in column 7, where \"- A\" starts, or in column 3, where \"- seed\" starts"},
		// The first 5 lines fail too, but otherwise: a list cut open.
		{"a list item outside its list, after a list over four lines", "# header\ngame: zero\ncovers: [a,\n  b,\n  c,\n  d]\nrounds:\n  - seed: 1\n - x\n", "t.yaml:9:2: not YAML: this list item starts in column 2, where no list item above it starts: write it in column 3, where \"- seed\" starts"},
		// ... or at the token where the reader stops on that line.
		{"a comma doubled", "game: zero\nplayers: [A,, B]\n", "t.yaml:2:13: not YAML: did not find expected node content"},
		{"a value starting with a closing brace", "# c\ngame: }zero\n", "t.yaml:2:7: not YAML: did not find expected node content"},
		{"a character after a flow list", "# c\ngame: zero\nplayers: [A, B, C]x\n", "t.yaml:3:19: not YAML: did not find expected key"},
		{"a flow list closed early", "# c\ngame: zero\nplayers: [A, B]-, C]\n", "t.yaml:3:16: not YAML: did not find expected key"},
		{"a quoted string after a flow list, closed lines below", "# c\ngame: zero\nplayers: [A, B, C]'\nrounds: []\n'\n", "t.yaml:3:19: not YAML: did not find expected key"},
		{"a quoted string closed lines below", "# c\n" + head + "rounds:\n  - seed: [1]\n     ' x\n\n  - seed: 2'\n", "t.yaml:6:6: not YAML: did not find expected key"},
		{"an undefined tag handle", "game: zero\nplayers: !x!y [A]\n", "t.yaml:2:1: not YAML: found undefined tag handle"},
		{"a flow list with no item", head + "rounds: [,]\n", "t.yaml:3:10: not YAML: did not find expected node content"},
		{"a dealer written as the deal", head + "rounds:\n  - deal: B\n", "t.yaml:4:11: deal must be a mapping of each player to his cards, not the value \"B\" (the player who dealt is written `dealer: B`)"},
		{"a deal of nothing", head + "rounds:\n  - deal: ~\n", "t.yaml:4:11: deal must be a mapping, not the value \"~\""},
		// yaml.v3 says "found character that cannot start any token" at
		// column 1 for a tab it meets as a token, and names the line where
		// the value above starts for a tab it meets inside one.
		{"a list item indented with a tab", head + "rounds:\n\t- seed: 1\n", "t.yaml:4:1: not YAML: a tab in the indentation: YAML indents with spaces only"},
		{"a move indented with spaces and a tab", head + "rounds:\n  - seed: 1\n    moves:\n    \t- A: x\n", "t.yaml:6:5: not YAML: a tab in the indentation"},
		{"a tab after a list item's dash", head + "rounds:\n  - seed: 1\n    moves:\n      -\tA: x\n", "t.yaml:6:8: not YAML: a tab in the indentation"},
		{"a key indented with a tab below a value", head + "rounds:\n  - dealer: A\n\tseed: 1\n", "t.yaml:5:1: not YAML: a tab in the indentation"},
		{"a tab-indented blank line below a value", head + "rounds:\n  - seed: 1\n    moves:\n      - A: x\n\n\t\n", "t.yaml:8:1: not YAML: a tab in the indentation"},
		{"a tab on the first line", "\tgame: zero\nplayers: [A, B, C]\nrounds: []\n", "t.yaml:1:1: not YAML: a tab in the indentation"},
		// In a block scalar the reader words it otherwise, at the line
		// where the scalar starts.
		{"a tab in a block scalar's indentation", "game: zero\ndescription: >\n  a long\n\ttext\n", "t.yaml:4:1: not YAML: a tab in the indentation"},
		{"spaces and a tab in a block scalar's indentation", "game: zero\ndescription: |\n    a long\n  \ttext\n", "t.yaml:4:3: not YAML: a tab in the indentation"},
		{"a character that starts no token, no tab", head + "rounds:\n  - seed: 1\n    moves:\n      - A: @x\n", "t.yaml:6:1: not YAML: found character that cannot start any token"},
		{"empty", "", "t.yaml: not a transcript: the document is empty"},
		{"comments only", "# nothing\n\n# here\n", "t.yaml: not a transcript: the document is empty"},
		{"a marker alone", "---\n", "t.yaml: not a transcript: the document is empty"},
		{"blank lines, one with a tab", "\n \n\t\n\n", "t.yaml: not a transcript: the document is empty"},
		{"many markers", strings.Repeat("---\n", 100000), "t.yaml: not a transcript: the document is empty"},
		{"a tag on the root", "!!map\n" + head + "rounds: []\n", "t.yaml:1:1: YAML tags (here !!map) are not used in transcripts"},
		{"a local tag", "game: !foo zero\nplayers: [A, B, C]\nrounds: []\n", "t.yaml:1:7: YAML tags (here !foo)"},
		{"a binary seed", head + "rounds: [{seed: !!binary AQID}]\n", "t.yaml:3:17: YAML tags (here !!binary)"},
		{"a tag on a list", "game: zero\nplayers: !!seq [A, B, C]\nrounds: []\n", "t.yaml:2:10: YAML tags (here !!seq)"},
		{"an octal-looking seed", head + "rounds: [{seed: 010}]\n", `t.yaml:3:17: seed must be a whole number from 0 to 18446744073709551615 in decimal digits, not "010"`},
		{"a hexadecimal seed", head + "rounds: [{seed: 0x10}]\n", `in decimal digits, not "0x10"`},
		{"an octal seed", head + "rounds: [{seed: 0o10}]\n", `not "0o10"`},
		{"a binary-digit seed", head + "rounds: [{seed: 0b10}]\n", `not "0b10"`},
		{"a seed with an underscore", head + "rounds: [{seed: 1_000}]\n", `not "1_000"`},
		{"a signed seed", head + "rounds: [{seed: +1}]\n", `not "+1"`},
		{"a quoted seed", head + "rounds: [{seed: \"8\"}]\n", `t.yaml:3:17: seed must be a whole number written without quotes, not the string "8"`},
		{"a seed over 64 bits", head + "rounds: [{seed: 18446744073709551616}]\n", `from 0 to 18446744073709551615 in decimal digits`},
		{"a quoted score", head + "rounds: []\nexpect: {totals: {A: '3'}}\n", `t.yaml:4:22: totals of A must be a whole number written without quotes, not the string "3"`},
		{"a score of minus zero", head + "rounds: []\nexpect: {totals: {A: -0}}\n", `t.yaml:4:22: totals of A must be a whole number between -2147483648 and 2147483647 in decimal digits, not "-0"`},
		{"a score with a plus sign", head + "rounds: []\nexpect: {totals: {A: +0}}\n", `t.yaml:4:22: totals of A must be a whole number between -2147483648 and 2147483647 in decimal digits, not "+0"`},
		{"a score with a leading zero", head + "rounds: []\nexpect: {totals: {A: 03}}\n", `totals of A must be a whole number between -2147483648 and 2147483647 in decimal digits, not "03"`},
		{"a table in a seeded round", head + "rounds:\n  - seed: 1\n    table: [NOT-A-CARD]\n", `t.yaml:5:5: a seeded round deals the table too: "table" goes with "deal", not with "seed"`},
		{"too many nodes", head + "rounds: []\ncovers: [" + strings.Repeat("x,", 600000) + "x]\n", "t.yaml:4:1048541: the document may hold more than 524288 YAML nodes (estimated before decoding; raise the limit with --max-nodes)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("t.yaml", []byte(c.src), DefaultLimits)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v\nwant %s", err, c.want)
			}
		})
	}
}

// TestParseSlipSearchBound: the line of a problem with block structure is
// looked for in a document of up to slipSearchMax bytes; a larger one has
// it where yaml.v3 names it, the start of the enclosing collection.
func TestParseSlipSearchBound(t *testing.T) {
	body := head + "rounds:\n  - seed: 1\n - x\n"
	for _, c := range []struct {
		size int
		want string
	}{
		// line 1: a comment that makes the document size bytes long;
		// the root mapping starts on line 2, the slip is " - x" on line 6.
		{slipSearchMax, "t.yaml:6:2: not YAML: this list item starts in column 2, where no list item above it starts: write it in column 3, where \"- seed\" starts"},
		{slipSearchMax + 1, "t.yaml:2:1: not YAML: did not find expected key"},
	} {
		src := "# " + strings.Repeat("x", c.size-len(body)-3) + "\n" + body
		if len(src) != c.size {
			t.Fatalf("the document is %d bytes, want %d", len(src), c.size)
		}
		if _, err := Parse("t.yaml", []byte(src), DefaultLimits); err == nil || err.Error() != c.want {
			t.Errorf("%d bytes: got %v\nwant %s", c.size, err, c.want)
		}
	}
}

// TestParseAtYAMLErrors: a document of a stream has the positions of its
// YAML errors counted in the stream.
func TestParseAtYAMLErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		// The document starts on line 10: its line 7 is line 16.
		{"a list item outside its list", "---\n# c\n" + head + "rounds:\n  - seed: 1\n - x\n", "s.yaml:16:2: not YAML: this list item starts in column 2, where no list item above it starts: write it in column 3, where \"- seed\" starts"},
		{"an open flow list", "---\n# c\ngame: zero\nplayers: [A, B\n", "s.yaml:13:10: not YAML: did not find expected ',' or ']'"},
	} {
		if _, err := ParseAt("s.yaml", []byte(c.src), 10, DefaultLimits); err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v\nwant %s", c.name, err, c.want)
		}
	}
}

// TestTranscriptLine: the lines quoted in messages, counted in the file,
// without line breaks or a byte-order mark.
func TestTranscriptLine(t *testing.T) {
	tr, err := Parse("t.yaml", []byte("\ufeffgame: zero\r\nplayers: [A, B, C]\r\nrounds: []\r\n"), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range []string{"", "game: zero", "players: [A, B, C]", "rounds: []", ""} {
		if got := tr.Line(n); got != want {
			t.Errorf("Line(%d) = %q, want %q", n, got, want)
		}
	}
	// A document that starts on line 10 of a stream.
	tr, err = ParseAt("s.yaml", []byte("game: zero\nplayers: [A, B, C]\nrounds: []"), 10, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int]string{9: "", 10: "game: zero", 12: "rounds: []", 13: ""} {
		if got := tr.Line(n); got != want {
			t.Errorf("document from line 10: Line(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestParseAccepts: forms that read as written.
func TestParseAccepts(t *testing.T) {
	for _, c := range []struct{ name, src string }{
		{"a byte-order mark at the start", "\ufeff" + head + "rounds: []\n"},
		{"a YAML 1.2 directive", "%YAML 1.2\n---\n" + head + "rounds: []\n"},
		{"a YAML 1.1 directive", "%YAML 1.1\n---\n" + head + "rounds: []\n"},
		{"a document end and comments", head + "rounds: []\n...\n# done\n"},
		{"CRLF", strings.ReplaceAll(head+"rounds: []\n", "\n", "\r\n")},
		{"escapes in double quotes", "game: zero\nplayers: [\"A\\u2028\\x85\\L\", B, C]\nrounds: []\n"},
		{"seed 0 and the largest seed", head + "rounds: [{seed: 0}, {seed: 18446744073709551615}]\n"},
		{"negative scores", head + "rounds: []\nexpect: {totals: {A: -3, B: 0}}\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Parse("t.yaml", []byte(c.src), DefaultLimits); err != nil {
				t.Error(err)
			}
		})
	}
	tr, err := Parse("t.yaml", []byte("game: zero\nplayers: [\"A\\u2028\\x85\\L\", B, C]\nrounds: [{seed: 42}]\n"), DefaultLimits)
	if err != nil || tr.Players[0].Value != "A\u2028\u0085\u2028" || *tr.Rounds[0].Seed != 42 {
		t.Errorf("read back wrong: %v", err)
	}
}

// TestRunMessagesDeterministic: a document with several problems of the
// same kind is reported at the first in document order, every time, at
// the key that names it.
func TestRunMessagesDeterministic(t *testing.T) {
	for _, c := range []struct {
		name, src string
		lim       Limits
		want      string
	}{
		{"unknown players in a deal", head + "rounds:\n  - deal: {X: [R1], Y: [R2], Z: [R3]}\n", DefaultLimits,
			`t.yaml:4:12: the deal names an unknown player "X"`},
		{"unknown player after known ones", head + "rounds:\n  - deal:\n      A: [R1]\n      Q: [R2]\n      B: [R3]\n", DefaultLimits,
			`t.yaml:6:7: the deal names an unknown player "Q"`},
		{"bad cards in several hands", head + "rounds:\n  - deal:\n      C: [X9]\n      A: [Y9]\n      B: [Z9]\n", DefaultLimits,
			`t.yaml:5:11: unknown card "X9" in C's hand`},
		{"options", "game: null-und-nichtig\nplayers: [A, B, C]\noptions:\n  target: rounds\n  rounds: x\nrounds: []\n", DefaultLimits,
			`t.yaml:5:11: option "rounds" takes a whole number`},
		{"unknown options", "game: zero\nplayers: [A, B, C]\noptions:\n  zz: 1\n  aa: 2\nrounds: []\n", DefaultLimits,
			`t.yaml:5:3: unknown option "aa"`},
		{"a duplicate key through an alias", "game: zero\n&k players: [A, B, C]\n*k : [A]\nrounds: []\n", Limits{MaxAliases: 100},
			`t.yaml:3:1: duplicate key "players" in the transcript`},
	} {
		t.Run(c.name, func(t *testing.T) {
			for i := 0; i < 20; i++ {
				tr, err := Parse("t.yaml", []byte(c.src), c.lim)
				if err == nil {
					_, err = Run(tr, nil)
				}
				if err == nil || !strings.HasPrefix(err.Error(), c.want) {
					t.Fatalf("run %d: got %v\nwant %s...", i+1, err, c.want)
				}
			}
		})
	}
}

// TestNodeBound: the count made before decoding is never below the number
// of nodes the YAML reader builds, for the corpus and for shapes chosen
// to build many nodes from few characters.
func TestNodeBound(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/*/*/*.yaml")
	hostile, _ := filepath.Glob("../../cmd/regelwerk/testdata/hostile/*.yaml")
	srcs := map[string][]byte{}
	for _, f := range append(files, hostile...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = data
	}
	for name, s := range map[string]string{
		"flow list":           "[" + strings.Repeat("x,", 100) + "x]",
		"flow mapping, nulls": "{" + strings.Repeat("a,", 100) + "a}",
		"pairs in a list":     "[" + strings.Repeat("a: b,", 100) + "a: b]",
		"nested lists":        strings.Repeat("[", 30) + strings.Repeat("]", 30),
		"empty lists":         "[" + strings.Repeat("[],", 100) + "[]]",
		"dashes":              strings.Repeat("-\n", 100),
		"nested dashes":       "- - - - - - - x\n",
		"null values":         strings.Repeat("a:\n", 100),
		"explicit keys":       strings.Repeat("? a\n", 100),
		"empty keys":          "{" + strings.Repeat(": a,", 100) + "}",
		"aliases":             "a: &x [1]\nb: [" + strings.Repeat("*x,", 100) + "*x]\n",
		"a scalar":            "x",
		"nothing":             "",
		"a marker":            "--- x\n",
		"continued lists":     strings.Repeat("- a\n", 100),
		"entries with keys":   strings.Repeat("- a: b\n", 100),
		"entry, nested map":   strings.Repeat("- a:\n    b: c\n", 100),
		"lists in a list":     strings.Repeat("- - a\n  - b\n", 100),
		"indentless lists":    strings.Repeat("a:\n- x\n- y\nb:\n- z\n", 1) + "c:\n- w\n",
		"flow map of pairs":   "{" + strings.Repeat("a: b, c, ", 100) + "e}",
		"nested flows":        "{a: [b, c], d: {e, f}, g: [h: i, {j, k}]}",
		"stray brackets":      "a: x {b: c}\nd: e [f, g\n- h {i: j\n",
		"quoted key entries":  strings.Repeat("- \"a: b\": c\n", 50) + strings.Repeat("- 'x' : y\n", 50),
		"quoted brackets":     "{a: \"[\", b, c, d, e, f, g, h}",
		"dashes in words":     "- -a\n- b-\n- c - d\n- null-bock\n",
		"block scalar dashes": "- |\n  - x\n  - y\n- z\n- >\n  - a: b\n- c: d\n",
		"comment lines":       "- a\n# x\n\n- b: c\n  # - d\n- e\n",
		"multi-line flow":     "[a,\n b, {c: d,\n e: f}, g]\n",
		"tabs":                "- a\t\n-\tb: c\n",
	} {
		srcs[name] = []byte(s)
	}
	for name, src := range srcs {
		var doc yaml.Node
		if err := yaml.Unmarshal(src, &doc); err != nil {
			continue
		}
		n := countNodes(&doc)
		if b := nodeBound(src); b < n {
			t.Errorf("%s: bound %d, %d nodes", name, b, n)
		}
	}
}

// nodeBound is the bound overNodes compares with its limit.
func nodeBound(src []byte) int {
	n, _ := nodeCount(src, math.MaxInt)
	return n
}

// countNodes counts the nodes of a document as the YAML reader builds it.
func countNodes(n *yaml.Node) int {
	c := 1
	for _, x := range n.Content {
		c += countNodes(x)
	}
	return c
}

// TestNodeLimitMemory crosses the node limit: a document of tiny nodes
// over it is refused before any is built, for less than its own size in
// allocations; the densest document within it costs at most 32 times the
// size limit, the bound docs/performance.md states.
func TestNodeLimitMemory(t *testing.T) {
	lim := DefaultLimits
	lim.MaxBytes = 1 << 20
	lim.MaxNodes = NodeLimit(lim.MaxBytes)
	dense := func(entries int) []byte {
		return []byte(head + "rounds: []\ncovers: [" + strings.Repeat("x,", entries) + "x]\n")
	}
	allocs := func(src []byte) (uint64, error) {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err := Parse("t.yaml", src, lim)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc, err
	}
	over := dense(lim.MaxBytes/2 - 100) // just under the size limit
	refused, err := allocs(over)
	if err == nil || !strings.Contains(err.Error(), "YAML nodes") {
		t.Fatalf("a document of %d tiny nodes: %v", lim.MaxBytes/2, err)
	}
	if refused > uint64(len(over)) {
		t.Errorf("refusing %d bytes of tiny nodes allocated %d bytes", len(over), refused)
	}
	// Within the limit: one bound unit for each "x," of a flow list.
	within := dense(lim.MaxNodes - 40)
	a, err := allocs(within)
	if err == nil || !strings.Contains(err.Error(), "covers has") {
		t.Fatalf("the densest document within the limit: %v", err)
	}
	if a > 32*uint64(lim.MaxBytes) {
		t.Errorf("the densest document within the node limit (%d bytes) allocated %d bytes, over 32 times the size limit", len(within), a)
	}
	t.Logf("refused: %d bytes allocated for %d bytes; within: %d bytes allocated for %d bytes (%.1f times the size limit)",
		refused, len(over), a, len(within), float64(a)/float64(lim.MaxBytes))
}

// TestMoveWords: the words of every move, kept in storage shared by the
// moves of a round, are those strings.Fields finds, and a move read later
// never changes the words of one read before.
func TestMoveWords(t *testing.T) {
	round := func(n int, text string) string {
		var b strings.Builder
		b.WriteString("  - seed: 1\n    moves:\n")
		for j := range n {
			b.WriteString("      - A: " + text + " m" + strconv.Itoa(j) + "\n")
		}
		return b.String()
	}
	for _, c := range []struct {
		name   string
		rounds []string // a round's move count and text, in turn
		texts  []string
	}{
		{"a few words", []string{round(5, "swap R1 Y2")}, []string{"swap R1 Y2"}},
		{"many words", []string{round(40, "a b c d e f g h i j")}, []string{"a b c d e f g h i j"}},
		{"more words than the round before", []string{round(3, "knock"), round(50, "a  b\tc d e f g")}, []string{"knock", "a  b\tc d e f g"}},
		{"fewer words than the round before", []string{round(30, "a b c d e f"), round(30, "knock")}, []string{"a b c d e f", "knock"}},
		{"unicode space", []string{round(10, "a b"), round(10, "x\u2003y z")}, []string{"a b", "x\u2003y z"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Parse("t.yaml", []byte(head+"rounds:\n"+strings.Join(c.rounds, "")), DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range tr.Rounds {
				for j, m := range r.Moves {
					want := strings.Fields(c.texts[i] + " m" + strconv.Itoa(j))
					if strings.Join(m.Text.Words, "|") != strings.Join(want, "|") {
						t.Errorf("round %d move %d: words %q, want %q", i+1, j+1, m.Text.Words, want)
					}
				}
			}
		})
	}
}
