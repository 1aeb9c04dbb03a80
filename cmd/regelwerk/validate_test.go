package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
)

// TestValidateDirectory validates a directory tree: every *.yaml file
// below it, in lexical order whatever the number of jobs, other files
// left alone.
func TestValidateDirectory(t *testing.T) {
	dir := t.TempDir()
	valid, _ := filepath.Glob("../../fixtures/null-und-nichtig/valid/*.yaml")
	invalid, _ := filepath.Glob("../../fixtures/zero/invalid/*.yaml")
	var want []string
	put := func(name, from string) {
		path := writeFile(t, filepath.Join(dir, name), readFile(t, from))
		if strings.HasSuffix(name, ".yaml") {
			want = append(want, path)
		}
	}
	put("a/1.yaml", valid[0])
	put("a/2.yaml", invalid[0])
	put("a/b/3.yaml", valid[1])
	put("a/c.yaml", valid[2])
	put("a/notes.txt", valid[0])
	put("z.yaml", valid[3])
	for _, jobs := range []string{"1", "2", "7"} {
		code, out, errs := runCLI("validate", "--jobs", jobs, dir)
		if code != 0 || !strings.Contains(out, "a/2.yaml: invalid as expected: ") {
			t.Fatalf("--jobs %s: exit %d, want 0 (valid fixtures and an invalid one as expected)\n%s%s", jobs, code, out, errs)
		}
		var got []string
		for _, line := range strings.Split(out, "\n") {
			if i := strings.Index(line, ".yaml:"); i >= 0 && !strings.HasPrefix(line, " ") {
				name := line[:i+5]
				if len(got) == 0 || got[len(got)-1] != name {
					got = append(got, name)
				}
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("--jobs %s: reported\n%v\nwant\n%v", jobs, got, want)
		}
	}
}

// TestValidateStdinStream reads several documents from stdin: each is
// named <stdin>#N and its positions count lines in the whole stream.
func TestValidateStdinStream(t *testing.T) {
	a := readFixture(t, "null-und-nichtig/valid/three-players-by-hand.yaml")
	b := readFixture(t, "null-und-nichtig/invalid/card-not-in-hand.yaml")
	// Without its announcement, the invalid fixture fails.
	b = b[:strings.LastIndex(b, "expect:\n  violation:")]
	// # comment, ---, doc a, ---, doc b: b's move on its line 17 stands on
	// line 1 + 1 + lines(a) + 1 + 17 of the stream.
	stream := "# archive\n---\n" + a + "---\n" + b
	wantLine := 2 + strings.Count(a, "\n") + 1 + 17
	code, out, errs := runCLIStdin(stream, "validate", "-")
	if code != 1 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	lines := strings.Split(out, "\n")
	if !strings.HasPrefix(lines[0], "<stdin>#1: valid") {
		t.Errorf("first document: %q", lines[0])
	}
	if want := fmt.Sprintf("<stdin>#2:%d:", wantLine); !strings.HasPrefix(lines[1], want) {
		t.Errorf("second document: %q, want it to start with %q", lines[1], want)
	}
	if !strings.Contains(out, "nn/play.in-hand") {
		t.Errorf("the violation is not reported:\n%s", out)
	}
	// The same stream in a file: FILE#N.
	path := writeFile(t, filepath.Join(t.TempDir(), "archive.yaml"), stream)
	_, out, _ = runCLI("validate", path)
	if want := fmt.Sprintf("%s#2:%d:", path, wantLine); !strings.Contains(out, want) {
		t.Errorf("file stream: want %q in\n%s", want, out)
	}
	// A document over the size limit is refused; the next one is read.
	small, big := a, b
	if len(small) > len(big) {
		small, big = big, small
	}
	limit := fmt.Sprint(len(small) + 10)
	code, out, errs = runCLIStdin("---\n"+big+"---\n"+small, "validate", "--max-bytes", limit, "-")
	if code != 2 || !strings.Contains(errs, "<stdin>#1:1:1: over the size limit of") || !strings.Contains(out, "<stdin>#2") || strings.Contains(errs, "#2") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}

// TestValidateStreamEmptyDocuments: an empty document in a stream (a
// "---" followed by comments or blank lines only, as YAML reads it, null)
// is passed over: the transcripts around it are numbered #1 and #2 and the
// positions in the second count the lines of the whole stream.
func TestValidateStreamEmptyDocuments(t *testing.T) {
	a := readFixture(t, "zero/valid/three-players-by-hand.yaml")
	b := readFixture(t, "zero/invalid/out-of-turn.yaml")
	// Without its announcement, the invalid fixture fails: Chloé's move
	// on its line 16, at column 9 (after "      - "), is out of turn.
	b = b[:strings.LastIndex(b, "expect:\n  violation:")]
	for _, c := range []struct{ name, between string }{
		{"a comment", "---\n# just a comment\n---\n"},
		{"two markers in a row", "---\n---\n"},
		{"a blank line", "---\n\n---\n"},
		{"after a document end", "...\n---\n---\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stream := a + c.between + b
			want := fmt.Sprintf("#2:%d:9: zero/turn.order: it is Bruno's turn, not Chloé's", strings.Count(a+c.between, "\n")+16)
			code, out, errs := runCLIStdin(stream, "validate", "-")
			if code != 1 || errs != "" || !strings.HasPrefix(out, "<stdin>#1: valid: 3 round(s); won by Anne\n<stdin>"+want+"\n") ||
				!strings.Contains(out, "2 transcripts: 1 valid, 0 invalid as expected, 1 failed") {
				t.Errorf("stdin: exit %d, want 1 and <stdin>%s\n%s%s", code, want, out, errs)
			}
			path := writeFile(t, filepath.Join(t.TempDir(), "archive.yaml"), stream)
			code, out, errs = runCLI("validate", path)
			if code != 1 || errs != "" || !strings.HasPrefix(out, path+"#1: valid: 3 round(s); won by Anne\n"+path+want+"\n") {
				t.Errorf("file: exit %d, want 1 and %s%s\n%s%s", code, path, want, out, errs)
			}
		})
	}
	// Before a file's one transcript, it is that transcript, named as
	// the file, its lines counted from the file's start.
	path := writeFile(t, filepath.Join(t.TempDir(), "one.yaml"), "---\n# c\n---\n"+b)
	want := fmt.Sprintf("%s:%d:9: zero/turn.order: ", path, 3+16)
	if code, out, errs := runCLI("validate", path); code != 1 || errs != "" || !strings.HasPrefix(out, want) {
		t.Errorf("one transcript after an empty document: exit %d, want 1 and %s\n%s%s", code, want, out, errs)
	}
}

// TestValidateJSONStream checks that the JSON report stays one document
// when written verdict by verdict.
func TestValidateJSONStream(t *testing.T) {
	files := fixtures(t, "valid")[:3]
	code, out, _ := runCLI(append([]string{"validate", "--format", "json"}, files...)...)
	var doc report.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 0 || doc.Format != report.Format || len(doc.Verdicts) != 3 ||
		doc.Summary != (report.Summary{Transcripts: 3, Valid: 3}) {
		t.Errorf("exit %d, %v\n%s", code, err, out)
	}
	for i, v := range doc.Verdicts {
		if v.File != files[i] || v.Path != files[i] || v.Status != report.Valid {
			t.Errorf("verdict %d: %+v", i+1, v)
		}
	}
	code, out, errs := runCLI("validate", "--format", "json", t.TempDir())
	doc = report.Document{}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 2 || doc.Verdicts == nil || len(doc.Verdicts) != 0 ||
		doc.Summary != (report.Summary{Exit: 2}) || !strings.Contains(errs, "nothing to validate") {
		t.Errorf("empty directory: exit %d, %q, %q; want 2, no verdicts and a message", code, out, errs)
	}
}

// TestValidateDirectoryMultiDocument: a file of several documents found
// in a directory is split as when it is named, and as on stdin: every
// document is validated, a later one that breaks a rule fails the run.
func TestValidateDirectoryMultiDocument(t *testing.T) {
	_, a, _ := runCLI("gen", "--game", "zero", "--players", "3", "--seed", "1")
	dir := filepath.Join(t.TempDir(), "d")
	two := filepath.Join(dir, "two.yaml")
	stream := a + "---\ngame: zero\nplayers: [A]\nrounds: []\n"
	writeFile(t, two, stream)
	line := strings.Count(a, "\n") + 3 // ---, game, players
	want := fmt.Sprintf("%s#1: valid: 3 round(s); won by P1\n%s#2:%d:1: zero/setup.players: ", two, two, line)
	for _, args := range [][]string{{"validate", dir}, {"validate", two}} {
		code, out, errs := runCLI(args...)
		if code != 1 || !strings.HasPrefix(out, want) {
			t.Errorf("%v: exit %d\n%s%s\nwant 1 and\n%s", args, code, out, errs, want)
		}
	}
	code, out, _ := runCLIStdin(stream, "validate", "-")
	if code != 1 || !strings.Contains(out, fmt.Sprintf("<stdin>#2:%d:1: zero/setup.players", line)) {
		t.Errorf("stdin: exit %d\n%s", code, out)
	}
}

// TestValidateNothing: a run that finds no transcript fails, and says so,
// rather than passing without testing anything.
func TestValidateNothing(t *testing.T) {
	empty := t.TempDir()
	other := t.TempDir()
	for _, name := range []string{"notes.txt", "game.json"} {
		writeFile(t, filepath.Join(other, name), "game: zero\nplayers: [A, B, C]\nrounds: []\n")
	}
	for _, c := range []struct {
		name, stdin string
		args        []string
		notes       []string
	}{
		{"an empty directory", "", []string{empty}, nil},
		{"no file named as a transcript", "", []string{other}, nil},
		{"an empty stdin", "", []string{"-"}, nil},
		{"comments on stdin", "# nothing\n\n# here\n", []string{"-"}, nil},
		{"empty documents on stdin", "---\n---   # x\n...\n", []string{"-"}, nil},
		// Each empty document ends at the next marker: together they
		// are no document over the size limit.
		{"many empty documents on stdin", strings.Repeat("---\n# x\n", 1000), []string{"--max-bytes", "1000", "-"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runCLIStdin(c.stdin, append([]string{"validate"}, c.args...)...)
			lines := strings.Split(strings.TrimSpace(errs), "\n")
			if code != 2 || out != "" || len(lines) != len(c.notes)+1 ||
				lines[len(lines)-1] != "regelwerk: nothing to validate: no transcripts found (a directory is searched for *.yaml and *.yml files; a stream needs a document that is more than comments)" {
				t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, out, errs)
			}
			for i, n := range c.notes {
				if !strings.HasSuffix(lines[i], n) {
					t.Errorf("note %d: %q, want it to end in %q", i+1, lines[i], n)
				}
			}
		})
	}
}

// TestValidateStreamFlush: the verdicts on the documents of a stream are
// written while the stream stays open, each as soon as it is known, in
// text and in NDJSON.
func TestValidateStreamFlush(t *testing.T) {
	_, doc, _ := runCLI("gen", "--game", "zero", "--players", "3", "--seed", "1")
	for _, c := range []struct{ format, want string }{
		{"text", "<stdin>#%d: valid: 3 round(s)"},
		{"ndjson", `{"format":"regelwerk-validate/1","type":"verdict","file":"<stdin>#%d","document":%[1]d,"game":"zero","status":"valid"`},
	} {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan int, 1)
		go func() {
			done <- run([]string{"validate", "--format", c.format, "-"}, inR, outW, io.Discard)
			outW.Close()
		}()
		go func() {
			// Two documents, and the second one's end: a --- line.
			io.WriteString(inW, doc+"---\n"+doc+"---\n")
		}()
		lines := make(chan string)
		go func() {
			sc := bufio.NewScanner(outR)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		for i := 1; i <= 2; i++ {
			select {
			case l := <-lines:
				if want := fmt.Sprintf(c.want, i); !strings.HasPrefix(l, want) {
					t.Fatalf("%s: verdict %d: %q, want %q", c.format, i, l, want)
				}
			case <-time.After(20 * time.Second):
				t.Fatalf("%s: verdict %d not written while the stream is open", c.format, i)
			}
		}
		inW.Close()
		for range lines {
		}
		if code := <-done; code != 0 {
			t.Errorf("%s: exit %d", c.format, code)
		}
	}
}

// TestValidateStreamOverLimit: a document that passes the size limit is
// reported as soon as it does, while the stream goes on; binary data in a
// document skipped for its size ends the reading (validate - < /dev/zero).
func TestValidateStreamOverLimit(t *testing.T) {
	// Endless zeros.
	var stderr bytes.Buffer
	code := run([]string{"validate", "--max-bytes", "1000", "-"}, zeroReader{}, io.Discard, &stderr)
	errs := stderr.String()
	if code != 2 || errs != "regelwerk: <stdin>#1:1:1: over the size limit of 1000 bytes (raise it with --max-bytes)\n"+
		"regelwerk: <stdin>:1:1: binary data (a NUL byte, never part of a transcript): the rest of the stream is not read\n" {
		t.Errorf("endless zeros: exit %d\n%s", code, errs)
	}
	// Endless text: the error comes while the text goes on.
	stop := make(chan struct{})
	errR, errW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"validate", "--max-bytes", "1000", "-"}, &lineReader{line: "game: x\n", stop: stop}, io.Discard, errW)
		errW.Close()
	}()
	got := make(chan string, 1)
	go func() {
		l, _ := bufio.NewReader(errR).ReadString('\n')
		got <- l
		io.Copy(io.Discard, errR)
	}()
	select {
	case l := <-got:
		if l != "regelwerk: <stdin>#1:1:1: over the size limit of 1000 bytes (raise it with --max-bytes)\n" {
			t.Errorf("endless text: %q", l)
		}
	case <-time.After(20 * time.Second):
		t.Error("no error while the endless document goes on")
	}
	close(stop)
	if code := <-done; code != 2 {
		t.Errorf("endless text: exit %d", code)
	}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// lineReader repeats a line until stop is closed, then ends.
type lineReader struct {
	line string
	stop chan struct{}
}

func (r *lineReader) Read(p []byte) (int, error) {
	select {
	case <-r.stop:
		return 0, io.EOF
	default:
	}
	n := 0
	for n+len(r.line) <= len(p) {
		n += copy(p[n:], r.line)
	}
	return n, nil
}

// TestValidateCorpus: the whole corpus is one passing command: every
// valid fixture valid, every invalid one invalid as expected, and the
// manifest beside them passed over with a note.
func TestValidateCorpus(t *testing.T) {
	valid, invalid := fixtures(t, "valid"), fixtures(t, "invalid")
	code, out, errs := runCLI("validate", "../../fixtures")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if n := strings.Count(out, ": invalid as expected: "); n != len(invalid) {
		t.Errorf("%d invalid as expected, want %d", n, len(invalid))
	}
	if n := strings.Count(out, ": valid: ") + strings.Count(out, ": valid so far, incomplete: "); n != len(valid) {
		t.Errorf("%d valid, want %d", n, len(valid))
	}
	if errs != "regelwerk: ../../fixtures/manifest.yaml: skipped: "+manifestNote+"\n" {
		t.Errorf("stderr: %q", errs)
	}
	// A manifest that is not one is not passed over.
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "manifest.yaml"), "format: 1\nfixtures: []\ngame: zero\n")
	code, out, errs = runCLI("validate", dir)
	if code != 2 || !strings.Contains(errs, `unknown key "format"`) {
		t.Errorf("a transcript with a manifest's keys: exit %d\n%s%s", code, out, errs)
	}
}

// TestValidateIncompleteNamesWhoMoves: a record that stops inside a round
// is incomplete, and its verdict names who may move next, as the rules
// have it, or before the round's first move who may start, in every
// language and in the JSON report. Worked out by hand: in the rulebook's
// trick Jean's Y9 is the highest card, and the trick's winner leads the
// next; Zero's round dealt by Chloé is started by the player at her left,
// Anne; in Null Bock, once Anna has laid her edge card, the others lay
// theirs in any order.
func TestValidateIncompleteNamesWhoMoves(t *testing.T) {
	dir := t.TempDir()
	trick := "../../fixtures/null-und-nichtig/valid/rulebook-trick-example.yaml"
	undealt := writeFile(t, filepath.Join(dir, "no-moves.yaml"), "game: zero\nplayers: [Anne, Bruno, Chloé]\nrounds:\n  - dealer: Chloé\n    seed: 42\n")
	edges := writeFile(t, filepath.Join(dir, "edges.yaml"), fourHands)
	for _, c := range []struct{ file, lang, want string }{
		{trick, "en", "valid so far, incomplete: round 1 stops after 8 move(s) before it is over; next to move: Jean\n"},
		{trick, "fr", "valide jusqu'ici, incomplète : la manche 1 s'arrête après 8 coup(s), avant sa fin ; à jouer : Jean\n"},
		{trick, "de", "bisher gültig, unvollständig: Runde 1 endet nach 8 Zug/Zügen, bevor sie vorbei ist; als Nächstes am Zug: Jean\n"},
		{undealt, "en", "valid so far, incomplete: round 1 stops after 0 move(s) before it is over; first to move: Anne\n"},
		{undealt, "fr", "la manche 1 s'arrête après 0 coup(s), avant sa fin ; premier à jouer : Anne\n"},
		{undealt, "de", "Runde 1 endet nach 0 Zug/Zügen, bevor sie vorbei ist; als Erstes am Zug: Anne\n"},
		{edges, "fr", "la manche 1 s'arrête après 1 coup(s), avant sa fin ; à jouer : Bert, Carl ou Dora\n"},
	} {
		code, out, errs := runCLI("validate", "--lang", c.lang, c.file)
		if code != 0 || !strings.HasSuffix(out, c.want) {
			t.Errorf("validate --lang %s %s: exit %d, %q%s, want it to end with %q", c.lang, c.file, code, out, errs, c.want)
		}
	}
	_, out, _ := runCLI("validate", "--format", "json", undealt)
	if want := `"incomplete":"round 1 stops after 0 move(s) before it is over; first to move: Anne"`; !strings.Contains(out, want) {
		t.Errorf("the JSON report %s does not hold %s", out, want)
	}
}
