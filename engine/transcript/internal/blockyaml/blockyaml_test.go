package blockyaml

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// reference decodes src with yaml.v3 as the transcript reader does: one
// document, and nothing after it.
func reference(src []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	var next yaml.Node
	if err := dec.Decode(&next); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("a second document (%v)", err)
	}
	return &doc, nil
}

// diff describes the first difference between two trees in what a
// reader of transcripts sees: everything but comments.
func diff(path string, got, want *yaml.Node) string {
	if got.Kind != want.Kind || got.Style != want.Style || got.Tag != want.Tag || got.Value != want.Value ||
		got.Anchor != want.Anchor || got.Line != want.Line || got.Column != want.Column || (got.Alias == nil) != (want.Alias == nil) {
		return fmt.Sprintf("%s: got {kind %d style %d tag %q value %q at %d:%d}, yaml.v3 {kind %d style %d tag %q value %q at %d:%d}",
			path, got.Kind, got.Style, got.Tag, got.Value, got.Line, got.Column,
			want.Kind, want.Style, want.Tag, want.Value, want.Line, want.Column)
	}
	if len(got.Content) != len(want.Content) {
		return fmt.Sprintf("%s: got %d children, yaml.v3 %d", path, len(got.Content), len(want.Content))
	}
	for i := range got.Content {
		if d := diff(fmt.Sprintf("%s/%d", path, i), got.Content[i], want.Content[i]); d != "" {
			return d
		}
	}
	return ""
}

// agree fails t if Decode answers for src with a tree other than
// yaml.v3's, or answers where yaml.v3 refuses src. It reports whether
// Decode answered.
func agree(t *testing.T, src []byte) bool {
	t.Helper()
	return agreeWith(t, Decode, src)
}

// agreeWith is agree for the decoding function decode.
func agreeWith(t *testing.T, decode func([]byte) (*yaml.Node, bool), src []byte) bool {
	t.Helper()
	got, ok := decode(src)
	if !ok {
		return false
	}
	want, err := reference(src)
	if err != nil {
		t.Fatalf("Decode read %q, which yaml.v3 refuses: %v", src, err)
	}
	if d := diff("doc", got, want); d != "" {
		t.Fatalf("%q: %s", src, d)
	}
	return true
}

// cases are documents inside the subset (read: true) and outside it.
var cases = []struct {
	src  string
	read bool
}{
	{"a: b\n", true},
	{"a: b", true},
	{"---\na: b\n", true},
	{"# head\n\n---  # c\n  a: b  # line\n\n# foot\n", true},
	{"a: [x, y , z]\nb: {p: 1, q: -2}\nc: []\nd: {}\n", true},
	{"players: [P1, P2]\nrounds:\n  - dealer: P1\n    moves:\n      - P1: [B1, R4]\n      - P2: G0\n", true},
	{"rounds:\n- dealer: P1\n  moves:\n  - P1: x\n- dealer: P2\nexpect: 3\n", true},
	{"- a\n- b: c\n  d: e\n-\n  f: g\n- [h]\n", true},
	{"a:\n  b:\n    c: 1\n  d: 2\ne: 3\n", true},
	{"'a b': \"c # d\"\n\"e\" : 'f'\n", true},
	{"a: b # c\nd: e#f\n", true},
	{"a: http://x.y/z\nb: x:y\n", true},
	{"n: ~\nt: true\nf: 1.5\ni: 0x1F\no: 0o7\ns: yes\nm: <<\nd: 2001-12-14\nneg: -3\ne: -.inf\n", true},
	{"a: [é, ü, x, {ö: ß}]\nö: [x]\n", true},
	{strings.Repeat("k", 900) + ": v\n", true},
	{"Jürgen: [Bär, Öl]\nnote: straße\n", true},
	{"a: [x, [y, {z: 1}]]\n", true},
	{"a: b  \n", true},
	{"key  : value\n", true},
	{"a: {x: [1, 2], y: 'q'}\n", true},
	{"  a: 1\n  b: 2\n", true},
	{"just a scalar\n", true},
	{"[a, b]\n", true},

	{"", false},
	{"# only a comment\n", false},
	{"a:\n", false},                                     // an empty value
	{"a:\nb: c\n", false},                               // an empty value
	{"a: &x b\nc: *x\n", false},                         // anchors and aliases
	{"a: !!str 1\n", false},                             // a tag
	{"a: |\n  text\n", false},                           // a block scalar
	{"a: b\n  c\n", false},                              // a scalar over two lines
	{"a: \"x\\ty\"\n", false},                           // an escape
	{"a: 'it''s'\n", false},                             // '' in single quotes
	{"a: [x,\n  y]\n", false},                           // a flow collection over two lines
	{"a:\tb\n", false},                                  // a tab
	{"a: b\r\nc: d\r\n", false},                         // CR
	{"%YAML 1.2\n---\na: b\n", false},                   // a directive
	{"a: b\n---\nc: d\n", false},                        // a second document
	{"a: b\n...\n", false},                              // an end marker
	{"a: b: c\n", false},                                // an error
	{"a: b\n c: d\n", false},                            // an error
	{"a:\n  - x\n  y: z\n", false},                      // an error
	{"- - x\n", false},                                  // a compact nested sequence
	{"? a\n: b\n", false},                               // an explicit key
	{"a: [x: y]\n", false},                              // a pair in a flow sequence
	{"a: {x:y}\n", false},                               // a key glued to its value
	{"a: [x, ]\n", false},                               // a trailing comma
	{"a: b\u2028c: d\n", false},                         // a line separator
	{"\ufeffa: b\n", false},                             // a byte order mark
	{"a: - b\n", false},                                 // an error
	{"--- a: b\n", false},                               // content on the marker's line
	{"a: b\n--- c\n", false},                            // a second document
	{"a: {x: }\n", false},                               // an empty value
	{"a: [x]y\n", false},                                // an error
	{"a: 'x' y\n", false},                               // an error
	{"a: @x\n", false},                                  // a reserved indicator
	{"a: [x?]\n", false},                                // "?" in a flow collection
	{strings.Repeat("k", 1100) + ": v\n", false},        // a key too long for yaml.v3
	{"a" + strings.Repeat(" ", 1100) + ": v\n", false},  // likewise, by its spaces
	{"{" + strings.Repeat("k", 1100) + ": v}\n", false}, // likewise in a flow mapping
	{strings.Repeat("[", 100) + strings.Repeat("]", 100), false}, // too deep
}

func TestDecodeAgreesWithYAMLv3(t *testing.T) {
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			if got := agree(t, []byte(c.src)); got != c.read {
				t.Errorf("Decode(%q) answered %v, want %v", c.src, got, c.read)
			}
		})
	}
}

// TestDecodeReadsTheFixtures: every transcript of the corpus that does
// not go out of its way to use YAML beyond the subset is read, and as
// yaml.v3 reads it.
func TestDecodeReadsTheFixtures(t *testing.T) {
	// One reader reads them all, as a batch does: a tree must not keep
	// anything of the one before it in the reader's storage.
	var shared Reader
	read, all := 0, 0
	for _, src := range fixtures(t) {
		all++
		if agreeWith(t, shared.Decode, src) {
			read++
		}
	}
	if all < 100 || read*10 < all*9 {
		t.Errorf("read %d of %d fixtures; most should be in the subset", read, all)
	}
	t.Logf("read %d of %d fixtures", read, all)
}

// fixtures are the transcripts of the corpus.
func fixtures(t testing.TB) [][]byte {
	paths, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "fixtures", "*", "*", "*.yaml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures found (%v)", err)
	}
	var out [][]byte
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, src)
	}
	return out
}

func FuzzDecode(f *testing.F) {
	for _, c := range cases {
		f.Add([]byte(c.src))
	}
	for _, src := range fixtures(f) {
		f.Add(src)
	}
	var shared Reader // reused from one input to the next, as in a batch
	f.Fuzz(func(t *testing.T, src []byte) {
		agreeWith(t, shared.Decode, src)
	})
}

// TestTagsBound: a reader remembers the tags of at most maxTags values,
// none longer than maxTagged bytes, and what it remembers leaves the trees
// as yaml.v3 builds them, past the bound and after it.
func TestTagsBound(t *testing.T) {
	var b strings.Builder
	for i := range maxTags + 10 {
		fmt.Fprintf(&b, "k%d: [t%d, %d, true, Y5]\n", i, i, i-maxTags/2)
	}
	fmt.Fprintf(&b, "long: t%s\n", strings.Repeat("x", maxTagged))
	src := []byte(b.String())
	var r Reader
	for range 2 {
		if !agreeWith(t, r.Decode, src) {
			t.Fatal("the document was not read")
		}
		if n := len(r.tags); n == 0 || n > maxTags {
			t.Fatalf("%d tags remembered, bound %d", n, maxTags)
		}
		for v := range r.tags {
			if len(v) > maxTagged {
				t.Fatalf("a value of %d bytes remembered", len(v))
			}
		}
	}
}
