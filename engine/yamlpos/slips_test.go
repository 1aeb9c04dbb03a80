package yamlpos

import (
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestSlips: the slips of a file typed by hand that the reader words in
// its own terms are worded as the writer's, at the place of the slip
// (lines and columns counted by hand); where the lines do not show the
// slip, the reader's words and line stay.
func TestSlips(t *testing.T) {
	head := "game: zero\nplayers: [A, B, C]\n"
	for _, c := range []struct{ name, src, want string }{
		{"a list item's key without ':'", head + "rounds:\n  - seed 1\n    moves: []\n",
			`4:9: a ':' is missing after "seed" (write seed: 1)`},
		// A ':' written without the space after it is no ':' to YAML:
		// the key is what stands before it, not the whole word.
		{"a list item's key without the space after ':'", head + "rounds:\n  - seed:1\n    moves: []\n",
			`4:10: a space is missing after the ':' of "seed" (write seed: 1)`},
		{"a key without the space after ':'", "game: zero\nplayers:[A, B]\nrounds: []\n",
			`2:9: a space is missing after the ':' of "players" (write players: [A, B])`},
		{"a key without ':' or value", "game: zero\nplayers\nrounds: []\n",
			`2:8: a ':' is missing after "players" (write players: and its value)`},
		{"a quoted value left open", head + "description: \"a game\nrounds: []\n",
			`3:14: the quoted value that starts here is never closed: end it with its closing "`},
		{"a list item quoted and left open", head + "rounds:\n  - 'seed\n",
			`4:5: the quoted value that starts here is never closed: end it with its closing '`},
		// On the first line, the reader names the line past the last
		// one, where the file ends, and no column.
		{"a quoted value left open on the first line", "game: \"zero\nplayers: [A, B]\n\n",
			`1:7: the quoted value that starts here is never closed: end it with its closing "`},
		{"the same after a byte-order mark, in CRLF lines", "\ufeffgame: 'zero\r\nplayers: [A, B]\r\n",
			`1:7: the quoted value that starts here is never closed: end it with its closing '`},
		{"a quote left open in a list on the first line", "[\"zero\nplayers: [A, B]\n",
			`1:2: the quoted value that starts here is never closed: end it with its closing "`},
		// A key's quote, an item's in a flow list, after one closed.
		{"a move's key quoted and left open", head + "rounds:\n  - seed: 1\n    moves:\n      - \"A: knock\n",
			`6:9: the quoted value that starts here is never closed: end it with its closing "`},
		{"a flow list's item quoted and left open", "game: zero\nplayers: [\"A\", \"B, C]\nrounds: []\n",
			`2:16: the quoted value that starts here is never closed: end it with its closing "`},
		// A quote inside a word is the word's; one closed by the last
		// byte of the file is closed.
		{"an apostrophe in a word, then a quote left open", "game: zero\nplayers: [it's, \"B]\nrounds: []\n",
			`2:17: the quoted value that starts here is never closed: end it with its closing "`},
		{"an escaped quote at the end", "game: zero\ndescription: \"x\\\"",
			`2:14: the quoted value that starts here is never closed: end it with its closing "`},
		{"a key one space too far", head + "rounds:\n  - seed: 1\n     moves: []\n",
			`5:6: "moves" is indented further than "seed" above it, so it reads as more of that key's value, which cannot hold ": ": start the keys of one mapping in the same column, or write such a value in quotes`},
		{"a value over lines that holds ': '", "game: zero\ndescription: a long\n  text: more\n",
			`3:3: "text" is indented further than "description" above it, so it reads as more of that key's value, which cannot hold ": ": start the keys of one mapping in the same column, or write such a value in quotes`},
		// A key or a list item in a column where none of the lines
		// that could hold it starts: the columns on each side where one
		// does, with its key or its dash and first word.
		{"a move one space too far", head + "rounds:\n  - seed: 1\n    moves:\n      - A: knock\n       - B: knock\n",
			`7:8: this list item starts in column 8, where no list item above it starts: write it in column 7, where "- A" starts`},
		{"a move one space short", head + "rounds:\n  - seed: 1\n    moves:\n      - A: knock\n     - B: knock\n",
			`7:6: this list item starts in column 6, where no list item above it starts: write it in column 7, where "- A" starts, or in column 3, where "- seed" starts`},
		{"a hand one space short", head + "rounds:\n  - deal:\n      A: [R1]\n     B: [R2]\n",
			`6:6: "B" starts in column 6, where no key above it starts: write it in column 7, where "A" starts, or in column 5, where "deal" starts`},
		{"a round's key in the column of its dash", head + "rounds:\n  - seed: 1\n    moves:\n      - A: knock\n  expect:\n",
			`7:3: "expect" starts in column 3, where no key above it starts: write it in column 5, where "moves" starts, or in column 1, where "rounds" starts`},
		// An item with nothing after its dash is named by the dash.
		{"an item below an empty item", head + "rounds:\n  -\n     - b\n    - c\n",
			`6:5: this list item starts in column 5, where no list item above it starts: write it in column 6, where "- b" starts, or in column 3, where "-" starts`},
		// Comments and blank lines between are passed over, and so are
		// the lines of a list written over lines; a byte-order mark and
		// CRLF line ends count for no column.
		{"a key one space too far after a comment", "\ufeffgame: zero\r\nplayers: [A,\r\n  B, C]\r\nrounds:\r\n  - seed: 1\r\n    # the moves\r\n\r\n     moves: []\r\n",
			`8:6: "moves" starts in column 6, where no key above it starts: write it in column 5, where "seed" starts`},
		{"a hand one space too far after a hand over lines", "\ufeffgame: zero\r\nplayers: [A, B, C]\r\nrounds:\r\n  - deal:\r\n      A: [R1,\r\n        R2]\r\n\r\n       B: [R3]\r\n",
			`8:8: "B" starts in column 8, where no key above it starts: write it in column 7, where "A" starts`},
		// Blank lines between the slip and the line the
		// reader names, as many as a large file holds: found, and at
		// once (each line is read once, not once per line above it).
		{"a key without ':' far above", head + "rounds:\n  - seed 1\n" + strings.Repeat("\n", 300000) + "    moves: []\n",
			`4:9: a ':' is missing after "seed" (write seed: 1)`},
		// A line of megabytes is not written out again: a value longer
		// than the longest key the reader takes (1024 bytes) is left out
		// of the example, a longer "key" is none that lost its ':'.
		{"a key without ':' and a long value", head + "rounds:\n  - seed " + strings.Repeat("x ", 1000) + "\n    moves: []\n",
			`4:9: a ':' is missing after "seed" (write seed: and its value)`},
		{"a long line without ':'", "game: zero\n" + strings.Repeat("p", 2000) + " 1\nrounds: []\n",
			`2:1: could not find expected ':'`},
		{"a long key one space too far", "game: zero\nseed: 1\n " + strings.Repeat("q", 2000) + ": 2\n",
			`3:1: mapping values are not allowed in this context`},
		// A plain line that goes on a value above it is no list item: its
		// words are not taken for a key that lost its ':'.
		{"a value over lines, its second line holding ': '", "game: zero\ndescription:\n  a long\n  text: more\n",
			`4:1: mapping values are not allowed in this context`},
	} {
		var doc yaml.Node
		err := yaml.Unmarshal([]byte(c.src), &doc)
		if err == nil {
			t.Fatalf("%s: the reader reads it", c.name)
		}
		msg, line, col := Place([]byte(c.src), err)
		if got := fmt.Sprintf("%d:%d: %s", line, col, msg); got != c.want {
			t.Errorf("%s (%v):\n got  %s\n want %s", c.name, err, got, c.want)
		}
	}
}
