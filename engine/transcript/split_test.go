package transcript

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

const doc1 = "game: zero\nplayers: [A, B, C]\nrounds: []\n"

// TestSplit cuts streams into documents as a YAML reader sees them: at
// "---" after content, after "...", before directives; comments and blank
// lines alone are no document.
func TestSplit(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []string // each document as "line:text"
	}{
		{"one document", doc1, []string{"1:" + doc1}},
		{"leading marker", "---\n" + doc1, []string{"1:---\n" + doc1}},
		{"comments before the marker stay with the document", "# archive\n---\n" + doc1, []string{"1:# archive\n---\n" + doc1}},
		{"two documents", doc1 + "---\n" + doc1, []string{"1:" + doc1, "4:---\n" + doc1}},
		{"content on the marker line", "--- [a]\n--- [b]\n", []string{"1:--- [a]\n", "2:--- [b]\n"}},
		{"a marker with a comment only", "---   # first\na: 1\n", []string{"1:---   # first\na: 1\n"}},
		{"document end then a bare document", doc1 + "...\n" + doc1, []string{"1:" + doc1 + "...\n", "5:" + doc1}},
		{"document end then a marker", doc1 + "...\n# next\n---\na: 1\n", []string{"1:" + doc1 + "...\n", "5:# next\n---\na: 1\n"}},
		{"document end and nothing after", doc1 + "...\n# the end\n", []string{"1:" + doc1 + "...\n"}},
		{"directives belong to the next document", "%YAML 1.1\n---\na: 1\n...\n%YAML 1.2\n%TAG !e! tag:e,2000:\n---\nb: 2\n",
			[]string{"1:%YAML 1.1\n---\na: 1\n...\n", "5:%YAML 1.2\n%TAG !e! tag:e,2000:\n---\nb: 2\n"}},
		{"a directive after content starts the next document", "a: 1\n%YAML 1.1\n---\nb: 2\n", []string{"1:a: 1\n", "2:%YAML 1.1\n---\nb: 2\n"}},
		{"markers need a space or the end of the line", "a: ---x\n---x: 1\n...y: 2\n%YAMLx: 3\n", []string{"1:a: ---x\n---x: 1\n...y: 2\n%YAMLx: 3\n"}},
		{"indented markers are content", "a: |\n  ---\n  ...\n", []string{"1:a: |\n  ---\n  ...\n"}},
		{"empty documents", "---\n---\n# c\n---\n", nil},
		// An empty document (a "---" with comments or blank lines only
		// after it) is a null document to YAML, and is passed over: the
		// next one starts at its own "---".
		{"an empty document with a comment, then a document", "---\n#c\n---\n" + doc1, []string{"3:---\n" + doc1}},
		{"two markers in a row, then a document", "---\n---\n" + doc1, []string{"2:---\n" + doc1}},
		{"an empty document between two", doc1 + "---\n\n---\n" + doc1, []string{"1:" + doc1, "6:---\n" + doc1}},
		{"document end, then an empty document", doc1 + "...\n---\n---\n" + doc1, []string{"1:" + doc1 + "...\n", "6:---\n" + doc1}},
		{"an empty document ended by a document end", doc1 + "...\n---\n...\n# c\n---\n" + doc1, []string{"1:" + doc1 + "...\n", "7:# c\n---\n" + doc1}},
		{"an empty document with a comment on its marker line", "--- # c\n--- [b]\n", []string{"2:--- [b]\n"}},
		{"a directive after an empty document", "---\n%YAML 1.1\n---\na: 1\n", []string{"2:%YAML 1.1\n---\na: 1\n"}},
		{"empty documents after the last", doc1 + "---\n---\n# c\n", []string{"1:" + doc1}},
		{"no final newline", "a: 1\n---\nb: 2", []string{"1:a: 1\n", "2:---\nb: 2"}},
		{"CRLF", "a: 1\r\n---\r\nb: 2\r\n", []string{"1:a: 1\r\n", "2:---\r\nb: 2\r\n"}},
		{"byte-order mark", "\ufeff---\na: 1\n---\nb: 2\n", []string{"1:\ufeff---\na: 1\n", "3:---\nb: 2\n"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			sp := splitter{keep: true}
			if err := sp.split(strings.NewReader(c.in), func(ch *chunk, final bool) bool {
				if final {
					got = append(got, fmt.Sprintf("%d:%s", ch.line, ch.data))
					if string(ch.data) != c.in[ch.off:ch.off+ch.size] {
						t.Errorf("offset %d size %d do not locate %q", ch.off, ch.size, ch.data)
					}
				}
				return true
			}); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprintf("%q", got) != fmt.Sprintf("%q", c.want) {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
			// Where the YAML reader takes the stream (it reads YAML 1.1,
			// which wants "---" after "..."), it finds the documents split
			// out, and empty ones besides.
			if n, err := yamlDocuments(c.in); err == nil && n != len(c.want) {
				t.Errorf("the YAML reader finds %d documents, the splitter %d", n, len(c.want))
			}
			// Parse refuses what holds a second document, at its line.
			if len(c.want) > 1 {
				second := secondDocument([]byte(c.in))
				var line int
				fmt.Sscanf(c.want[1], "%d:", &line)
				text := strings.SplitN(c.want[1], ":", 2)[1]
				if first := strings.IndexFunc(text, func(r rune) bool { return r != '\n' }); first >= 0 {
					// The second document's content starts on its first line
					// that is not a comment, a directive or a bare marker.
					for _, l := range strings.SplitAfter(text, "\n") {
						if hasContent([]byte(strings.TrimPrefix(l, "---"))) && classify([]byte(l)) != lineDirective {
							break
						}
						line++
					}
				}
				if second != line {
					t.Errorf("secondDocument = %d, want %d", second, line)
				}
			} else if n := secondDocument([]byte(c.in)); n != 0 {
				t.Errorf("secondDocument = %d for one document", n)
			}
		})
	}
}

// yamlDocuments counts the documents the YAML reader finds in s, but for
// empty ones (null, with nothing after their "---").
func yamlDocuments(s string) (int, error) {
	dec := yaml.NewDecoder(strings.NewReader(s))
	n := 0
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		if len(doc.Content) > 0 && !isEmpty(doc.Content[0]) {
			n++
		}
	}
}

// TestSplitLongLines reads lines longer than the reader's buffer: a
// comment line that goes on with text, a line that starts with white
// space and then holds content.
func TestSplitLongLines(t *testing.T) {
	long := strings.Repeat(" ", 100<<10)
	in := "# " + strings.Repeat("x", 100<<10) + "\n---\n" + long + "a: 1\n---\nb: 2\n"
	var lines []int
	sp := splitter{}
	if err := sp.split(strings.NewReader(in), func(ch *chunk, final bool) bool {
		lines = append(lines, ch.line)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(lines) != "[1 4]" {
		t.Errorf("documents start on lines %v, want [1 4]", lines)
	}
}

// TestSplitOverLimit: a stream's document over the size limit is handed
// on as soon as it passes the limit, the next one is read, and binary data
// in what is skipped ends the reading.
func TestSplitOverLimit(t *testing.T) {
	big := "a: [" + strings.Repeat("x, ", 400) + "x]\n"
	in := doc1 + "---\n" + big + "---\n" + doc1
	var events []string
	sp := splitter{max: 200, keep: true, stopBinary: true}
	if err := sp.split(strings.NewReader(in), func(ch *chunk, final bool) bool {
		events = append(events, fmt.Sprintf("%d:%v:%v:%d", ch.line, ch.over, final, len(ch.data)))
		return true
	}); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("[1:false:true:%d 4:true:false:0 4:true:true:0 6:false:true:%d]", len(doc1), len(doc1)+4)
	if fmt.Sprint(events) != want {
		t.Errorf("events %v, want %s", events, want)
	}

	// /dev/zero: no line, no separator, ever.
	var reported bool
	err := sp.split(io.MultiReader(strings.NewReader(doc1), zeros{}), func(ch *chunk, final bool) bool {
		reported = reported || (ch.over && !final)
		return true
	})
	var be *binaryError
	if !errors.As(err, &be) || !reported || be.line != 4 {
		t.Errorf("endless zeros: error %v (line %v), over reported %v", err, be, reported)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestSplitEmptyDocuments: a hostile stream of a million empty documents
// hands on nothing, and costs no memory per document: each is dropped
// when the next "---" ends it, not held until the size limit.
func TestSplitEmptyDocuments(t *testing.T) {
	in := strings.Repeat("---\n# x\n", 1_000_000) // 8 MB
	sp := splitter{max: 1 << 20, keep: true, stopBinary: true}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var chunks int
	err := sp.split(strings.NewReader(in), func(*chunk, bool) bool { chunks++; return true })
	runtime.ReadMemStats(&after)
	if err != nil || chunks != 0 {
		t.Errorf("error %v, %d chunk(s) handed on, want none", err, chunks)
	}
	// The reader's buffer of 64 KiB, and little else; one small
	// allocation per document would be 8 bytes or more a million times.
	a := after.TotalAlloc - before.TotalAlloc
	if a > 1<<20 {
		t.Errorf("a million empty documents allocated %d bytes", a)
	}
	t.Logf("a million empty documents: %d bytes allocated", a)
}

// TestSplitStops: emit returning false stops the reading.
func TestSplitStops(t *testing.T) {
	n := 0
	sp := splitter{}
	in := strings.Repeat(doc1+"---\n", 10)
	if err := sp.split(strings.NewReader(in), func(*chunk, bool) bool { n++; return n < 3 }); err != nil {
		t.Fatal(err)
	}
	if n != 3 {
		t.Errorf("%d documents handed on after a stop at the third", n)
	}
}

func TestSecondDocumentSkipsContent(t *testing.T) {
	// Lines that start with a marker's first character but are no marker
	// leave a document whole.
	src := []byte("rounds:\n- a\n-- b\n.. c\n%d\n---x\n")
	if n := secondDocument(src); n != 0 {
		t.Errorf("secondDocument = %d", n)
	}
	if n := secondDocument(bytes.Repeat([]byte("\n"), 3)); n != 0 {
		t.Errorf("blank lines: %d", n)
	}
}

// TestSplitStopsAtBinary: a NUL byte ends the reading of a stream even in
// a document within the size limit, so that binary data under a large
// limit (validate --max-bytes 1099511627776 - < /dev/zero) is not held in
// memory up to it.
func TestSplitStopsAtBinary(t *testing.T) {
	sp := splitter{max: math.MaxInt, keep: true, stopBinary: true}
	var docs int
	err := sp.split(io.MultiReader(strings.NewReader(doc1), io.LimitReader(zeros{}, 8<<20)), func(ch *chunk, final bool) bool {
		docs++
		return true
	})
	var be *binaryError
	if !errors.As(err, &be) || be.line != 4 || docs != 0 {
		t.Errorf("zeros after a document: error %v, %d document(s) handed on", err, docs)
	}
}

// TestBigFileSmallDocuments: the small documents of a file too big to be
// read whole are handed on as scanned, not read again one by one; a big
// document of it is read again when loaded.
func TestBigFileSmallDocuments(t *testing.T) {
	big := "game: zero\nplayers: [A, B, C]\nrounds: []\ndescription: " + strings.Repeat("x", 150) + "\ncovers: [" + strings.Repeat("zero/turn.order, ", keepDocument/16) + "zero/turn.order]\n"
	text := strings.Repeat(doc1+"---\n", smallFile/len(doc1)) + big
	path := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var n, kept int
	var last Source
	for s := range Sources([]string{path}, nil, DefaultLimits, nil) {
		if s.Err != nil {
			t.Fatal(s.Err)
		}
		n++
		if s.Data != nil {
			kept++
		}
		last = s
	}
	if want := smallFile/len(doc1) + 1; n != want || kept != n-1 || last.Data != nil {
		t.Errorf("%d documents, %d kept as scanned, the big one kept: %v; want %d, %d and false", n, kept, last.Data != nil, want, want-1)
	}
	if data, err := last.Read(DefaultLimits); err != nil || string(data) != "---\n"+big {
		t.Errorf("the big document read again: %v, %d bytes, want %d", err, len(data), len(big)+4)
	}
}

// FuzzMarkerFree: a file markerFree lets through whole is one document or
// none to the splitter, which is what reading it whole assumes.
func FuzzMarkerFree(f *testing.F) {
	for _, s := range []string{"a: 1\n", "---\na: 1\n", "a: 1\n...\n", "%YAML 1.2\n---\na\n", "\ufeff---\na\n", "a\n--- b\n", "a\n-- b\n.. c\n%x\n", "-\n---x\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if !markerFree(src) {
			return
		}
		docs := 0
		sp := splitter{keep: true}
		if err := sp.split(bytes.NewReader(src), func(c *chunk, final bool) bool {
			if final {
				docs++
			}
			return true
		}); err != nil {
			t.Fatal(err)
		}
		if docs > 1 {
			t.Fatalf("%q: marker-free, and %d documents to the splitter", src, docs)
		}
	})
}
