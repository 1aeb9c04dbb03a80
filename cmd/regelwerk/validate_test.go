package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLIStdin(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errw bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errw)
	return code, out.String(), errw.String()
}

// TestValidateDirectory validates a directory tree: every *.yaml file
// below it, in lexical order whatever the number of jobs, other files
// left alone.
func TestValidateDirectory(t *testing.T) {
	dir := t.TempDir()
	valid, _ := filepath.Glob("../../fixtures/null-und-nichtig/valid/*.yaml")
	invalid, _ := filepath.Glob("../../fixtures/zero/invalid/*.yaml")
	var want []string
	put := func(name, from string) {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
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
		if code != 1 {
			t.Fatalf("--jobs %s: exit %d, want 1 (an invalid fixture)\n%s%s", jobs, code, out, errs)
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
	a, err := os.ReadFile("../../fixtures/null-und-nichtig/valid/three-players-by-hand.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("../../fixtures/null-und-nichtig/invalid/card-not-in-hand.yaml")
	if err != nil {
		t.Fatal(err)
	}
	// # comment, ---, doc a, ---, doc b: b's move on its line 17 stands on
	// line 1 + 1 + lines(a) + 1 + 17 of the stream.
	stream := "# archive\n---\n" + string(a) + "---\n" + string(b)
	wantLine := 2 + bytes.Count(a, []byte("\n")) + 1 + 17
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
	path := filepath.Join(t.TempDir(), "archive.yaml")
	if err := os.WriteFile(path, []byte(stream), 0o644); err != nil {
		t.Fatal(err)
	}
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
	code, out, errs = runCLIStdin("---\n"+string(big)+"---\n"+string(small), "validate", "--max-bytes", limit, "-")
	if code != 2 || !strings.Contains(errs, "<stdin>#1:1:1: over the size limit of") || !strings.Contains(out, "<stdin>#2") || strings.Contains(errs, "#2") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}

// TestValidateJSONStream checks that the JSON report stays one array when
// written file by file.
func TestValidateJSONStream(t *testing.T) {
	files := fixtures(t, "valid")[:3]
	code, out, _ := runCLI(append([]string{"validate", "--format", "json"}, files...)...)
	if code != 0 || !strings.HasPrefix(out, "[\n  {\n    \"file\": ") || !strings.HasSuffix(out, "\n  }\n]\n") || strings.Count(out, "\"status\": \"valid\"") != 3 {
		t.Errorf("exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("validate", "--format", "json", t.TempDir())
	if code != 0 || out != "[]\n" {
		t.Errorf("empty directory: exit %d, %q", code, out)
	}
}
