package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/docs/schema/schematest"
)

// TestProtocolSchema records a conformance run of the reference server
// through a shell that copies both directions of the conversation, and
// checks every request conform wrote and every reply serve gave against
// docs/schema/protocol.schema.json; so too the session kept as the
// protocol's example.
func TestProtocolSchema(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := sharedBinary(t)
	dir := t.TempDir()
	reqs, reps := filepath.Join(dir, "requests.jsonl"), filepath.Join(dir, "replies.jsonl")
	script := writeScript(t, filepath.Join(dir, "tee.sh"), "tee \"$REQS\" | \"$BIN\" serve | tee \"$REPS\"\n")
	t.Setenv("REQS", reqs)
	t.Setenv("REPS", reps)
	t.Setenv("BIN", bin)
	code, out, errs := runCLI("conform", "--engine", "sh "+script, "--games", "2", "--fixtures", fixtureDir, "--repro", "")
	if code != 0 {
		t.Fatalf("conform: exit %d\n%s%s", code, out, errs)
	}
	request := schematest.Compile(t, "protocol.schema.json#/$defs/request")
	reply := schematest.Compile(t, "protocol.schema.json#/$defs/reply")
	cmds := map[string]int{}
	for _, c := range []struct {
		file   string
		schema interface{ Validate(any) error }
	}{
		{reqs, request}, {reps, reply},
		{"testdata/serve/session.in.jsonl", request}, {"testdata/serve/session.out.jsonl", reply},
	} {
		f, err := os.Open(c.file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 16<<20)
		n := 0
		for sc.Scan() {
			n++
			v, err := schematest.JSON(sc.Bytes())
			if err == nil {
				err = c.schema.Validate(v)
			}
			if err != nil {
				t.Fatalf("%s:%d: %v\n%s", c.file, n, err, sc.Text())
			}
			if c.file == reqs {
				cmds[v.(map[string]any)["cmd"].(string)]++
			}
		}
		f.Close()
		if n == 0 {
			t.Errorf("%s is empty", c.file)
		}
	}
	for _, cmd := range []string{"hello", "new_game", "deal", "move", "legal", "scores", "bye"} {
		if cmds[cmd] == 0 {
			t.Errorf("no %s request in the run", cmd)
		}
	}
}

// TestReplaySchema: the JSON replay of every fixture, and of a stream
// holding an unreadable document, follows docs/schema/replay.schema.json.
func TestReplaySchema(t *testing.T) {
	s := schematest.Compile(t, "replay.schema.json")
	files := append(fixtures(t, "valid"), fixtures(t, "invalid")...)
	for _, f := range files {
		_, out, errs := runCLI("replay", "--format", "json", f)
		if err := schematest.Validate(s, []byte(out)); err != nil {
			t.Fatalf("%s: %v\n%s", f, err, errs)
		}
	}
	_, gen, _ := runCLI("gen", "--game", "null-bock", "--players", "4", "--seed", "2")
	_, out, _ := runCLIStdin("game: skat\nplayers: [A]\nrounds: []\n---\n"+gen, "replay", "--format", "json", "--states", "full", "-")
	if err := schematest.Validate(s, []byte(out)); err != nil || !strings.Contains(out, `"status":"error"`) {
		t.Fatalf("%v\n%.500s", err, out)
	}
}
