//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// engineScript writes a shell script that stands for an implementation.
// Scripts write their PID to "$0.pid" for checkNoLeftover.
func engineScript(t *testing.T, body string) string {
	t.Helper()
	return writeScript(t, filepath.Join(t.TempDir(), "engine.sh"), "#!/bin/sh\n"+body)
}

// proxyEngine returns the --engine command of a bash script that stands
// between conform and regelwerk serve: it runs body for each request line
// read into $line, and body may call forward, which sends $line to serve
// and reads its answer into $reply. A test that needs one is skipped
// without bash, whose coproc runs serve.
func proxyEngine(t *testing.T, body string) string {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("needs bash")
	}
	script := writeScript(t, filepath.Join(t.TempDir(), "proxy.sh"), `#!/usr/bin/env bash
coproc SERVE { exec "$1" serve; }
forward() {
  printf '%s\n' "$line" >&"${SERVE[1]}"
  IFS= read -r reply <&"${SERVE[0]}"
}
while IFS= read -r line; do
`+body+`done
`)
	return script + " " + sharedBinary(t)
}

// answering is a script body that answers each request by its command:
// hello with the given reply fields, bye with ok, others with other.
func answering(hello, other string) string {
	return `echo $$ > "$0.pid"
while IFS= read -r line; do
  seq=${line#*\"seq\":}; seq=${seq%%,*}
  case $line in
    *'"cmd":"hello"'*) printf '%s\n' "{\"seq\":$seq,\"status\":\"ok\",` + hello + `}";;
    *'"cmd":"bye"'*) printf '%s\n' "{\"seq\":$seq,\"status\":\"ok\"}"; exit 0;;
    *) printf '%s\n' "{\"seq\":$seq,` + other + `}";;
  esac
done
`
}

// TestConformEngines runs conform against implementations whose fault only
// the protocol shows.
func TestConformEngines(t *testing.T) {
	cases := []struct {
		name, script string
		args         []string
		code         int
		want         []string
	}{{
		// It answers every request it would get, but reads none: conform's
		// writes fill the pipe and must time out.
		name: "stops reading", args: []string{"--game", "zero", "--games", "1000", "--timeout", "1s"},
		script: `echo $$ > "$0.pid"
echo '{"seq":1,"status":"ok","name":"n","version":"0","games":["zero"]}'
i=2; while :; do echo "{\"seq\":$i,\"status\":\"skipped\"}"; i=$((i+1)); done
`,
		code: 2, want: []string{"did not read the request within 1s"},
	}, {
		name: "skips everything", args: []string{"--game", "zero"},
		script: answering(`\"name\":\"s\",\"version\":\"0\",\"games\":[\"zero\"]`, `\"status\":\"skipped\"`),
		code:   2, want: []string{"skipped", "result: nothing was tested: the implementation skipped all"},
	}, {
		name: "plays no game", args: []string{"--game", "zero"},
		script: answering(`\"name\":\"s\",\"version\":\"0\",\"games\":null`, `\"status\":\"skipped\"`),
		code:   2, want: []string{"zero                 not played by the implementation", "nothing was tested: the implementation plays none of the games selected (zero); it announces: none"},
	}, {
		// A status the command does not allow: the report shows the
		// request as it was sent, with its sequence number.
		name: "wrong status", args: []string{"--game", "zero"},
		script: answering(`\"name\":\"s\",\"version\":\"0\",\"games\":[\"zero\"]`, `\"status\":\"ok\"`),
		code:   2, want: []string{`new_game answered "ok"`, `last request: {"seq":2,"cmd":"new_game","game":"zero"`},
	}, {
		name: "hostile text", args: []string{"--game", "zero", "--games", "0"},
		script: answering(`\"name\":\"\\u001b[2Jevil\\nfake.yaml:1:1: forged\",\"version\":\"\\u202e0\",\"games\":[\"zero\"]`,
			`\"status\":\"errored\",\"message\":\"\\u001b[31mboom\\u001b[0m\\r\\u2028\"`),
		code: 1, want: []string{`\x1b[2Jevil\nfake.yaml:1:1: forged \u202e0`, `engine errored: \x1b[31mboom\x1b[0m\r\u2028`},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			script := engineScript(t, c.script)
			args := append([]string{"conform", "--engine", script, "--fixtures", fixtureDir, "--repro", ""}, c.args...)
			code, out, errs := runCLI(args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d:\n%s%s", code, c.code, out, errs)
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("no %q in:\n%s", w, out)
				}
			}
			for _, r := range out + errs {
				if r == '\x1b' || r == '\r' || r == '\u2028' || r == '\u202e' {
					t.Fatalf("raw %U in the output", r)
				}
			}
			checkNoLeftover(t, script+".pid")
		})
	}
}

func TestConformNothingToPlay(t *testing.T) {
	empty := t.TempDir()
	code, out, errs := runCLI("conform", "--engine", sharedBinary(t)+" serve", "--fixtures", empty, "--games", "0")
	if code != 2 || !strings.Contains(out, "result: nothing was tested: no cases to play: no fixtures (GAME/valid/*.yaml, GAME/invalid/*.yaml) in "+empty) {
		t.Errorf("exit %d:\n%s%s", code, out, errs)
	}
}

// TestConformUsage: bad options are refused before the implementation
// starts; an existing reproduction file is never replaced without --force.
func TestConformUsage(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "started")
	engine := engineScript(t, "touch "+marker+"\nexec "+sharedBinary(t)+" serve\n")
	existing := writeFile(t, filepath.Join(dir, "precious.yaml"), "precious\n")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--timeout", "0s"}, "--timeout takes a positive duration"},
		{[]string{"--timeout", "-5s"}, "--timeout takes a positive duration"},
		{[]string{"--repro", filepath.Join(dir, "missing", "r.yaml")}, "--repro: cannot write in " + filepath.Join(dir, "missing")},
		{[]string{"--repro", existing}, "--repro: " + existing + " exists; --force replaces it"},
		{[]string{"--repro", dir, "--force"}, "is not a regular file"},
		{[]string{"--fixtures", existing}, "--fixtures: " + existing + " is not a directory"},
		{[]string{"--max-bytes", "0"}, `invalid argument "0" for "--max-bytes" flag: takes a whole number from 1`},
		// As gen refuses it: the seeds would wrap to 0.
		{[]string{"--seed", "18446744073709551615", "--count", "3"}, "--seed 18446744073709551615 with --count 3 goes past the largest seed, 18446744073709551615"},
	}
	for _, c := range cases {
		args := append([]string{"conform", "--engine", engine, "--game", "zero", "--games", "1"}, c.args...)
		code, out, errs := runCLI(args...)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || out != "" {
			t.Errorf("%v: exit %d:\n%s%s", c.args, code, out, errs)
		}
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the implementation was started despite a usage error")
	}
	if data, _ := os.ReadFile(existing); string(data) != "precious\n" {
		t.Errorf("the existing file now holds %q", data)
	}
}

// TestConformReproWrite: the reproduction goes by default to a new file in
// the temporary directory; when it cannot be written after the run, the
// report is printed all the same, then the error, and divergences still
// exit 1.
func TestConformReproWrite(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	mutant := sharedBinary(t) + " serve --mutate zero.zero-does-not-end-round"
	code, out, errs := runCLI("conform", "--engine", mutant, "--game", "zero", "--games", "1", "--fixtures", fixtureDir)
	files, _ := filepath.Glob(filepath.Join(tmp, "regelwerk-repro-*.yaml"))
	if code != 1 || len(files) != 1 || !strings.Contains(out, "reproduction written to "+files[0]) {
		t.Fatalf("exit %d, files %q:\n%s%s", code, files, out, errs)
	}

	// The command that checks the reproduction works when pasted into a
	// shell, a folder with a space and a quote in its name included:
	// validate finds the file and fails it, as the reference does.
	odd := filepath.Join(t.TempDir(), "it's a dir")
	os.Mkdir(odd, 0o755)
	code, out, errs = runCLI("conform", "--engine", mutant, "--game", "zero", "--games", "1", "--fixtures", fixtureDir, "--repro", filepath.Join(odd, "r.yaml"))
	_, pasted, ok := strings.Cut(out, "check it with: regelwerk ")
	pasted, _, _ = strings.Cut(pasted, "\n")
	if code != 1 || !ok {
		t.Fatalf("exit %d:\n%s%s", code, out, errs)
	}
	sh := exec.Command("sh", "-c", sharedBinary(t)+" "+pasted)
	if shOut, err := sh.CombinedOutput(); sh.ProcessState.ExitCode() != 1 || !strings.Contains(string(shOut), "r.yaml:") {
		t.Errorf("the command to paste, regelwerk %s: %v\n%s", pasted, err, shOut)
	}

	// The engine removes the directory once conform has checked it.
	gone := filepath.Join(t.TempDir(), "gone")
	os.Mkdir(gone, 0o755)
	engine := engineScript(t, "rm -rf "+gone+"\nexec "+mutant+"\n")
	code, out, errs = runCLI("conform", "--engine", engine, "--game", "zero", "--games", "1", "--fixtures", fixtureDir, "--repro", filepath.Join(gone, "r.yaml"))
	if code != 1 || !strings.Contains(out, "first divergence") || !strings.Contains(out, "reproduction not written: cannot write in "+gone) ||
		!strings.Contains(errs, "regelwerk: --repro: cannot write in "+gone) {
		t.Errorf("exit %d:\n%s%s", code, out, errs)
	}
}

// TestConformScoresReproReplay: when the first divergence is a score, the
// report also gives the replay of the reproduction, which shows how the
// reference ended the round and counted each hand (validate names only the score that
// differs); pasted into a shell, it runs and shows the scoring.
func TestConformScoresReproReplay(t *testing.T) {
	mutant := sharedBinary(t) + " serve --mutate zero.colour-group-of-six"
	repro := filepath.Join(t.TempDir(), "r.yaml")
	code, out, errs := runCLI("conform", "--engine", mutant, "--game", "zero", "--fixtures", fixtureDir, "--repro", repro)
	_, pasted, ok := strings.Cut(out, "ended and scored the round: regelwerk ")
	pasted, _, _ = strings.Cut(pasted, "\n")
	if code != 1 || !ok || !strings.Contains(out, "scores") {
		t.Fatalf("exit %d, no replay command for a scores divergence:\n%s%s", code, out, errs)
	}
	sh := exec.Command("sh", "-c", sharedBinary(t)+" "+pasted)
	if shOut, err := sh.CombinedOutput(); sh.ProcessState.ExitCode() != 1 || !strings.Contains(string(shOut), " scores ") {
		t.Errorf("the command to paste, regelwerk %s: %v\n%s", pasted, err, shOut)
	}
	// Another kind of divergence gives no such line.
	mutant = sharedBinary(t) + " serve --mutate zero.take-back-always"
	code, out, _ = runCLI("conform", "--engine", mutant, "--game", "zero", "--games", "1", "--fixtures", fixtureDir, "--repro", filepath.Join(t.TempDir(), "r.yaml"))
	if code != 1 || !strings.Contains(out, "reproduction written to") || strings.Contains(out, "ended and scored the round") {
		t.Errorf("exit %d; a divergence that is no score's gives the replay line, or none is found:\n%s", code, out)
	}
}

// TestConformSkippedStepNoRepro: a required step the implementation skips
// is a divergence no transcript can show (validate would pass the step the
// reference plays): the report says so, and no file is written, neither
// where --repro says nor in the temporary directory.
func TestConformSkippedStepNoRepro(t *testing.T) {
	// The reference behind a proxy that answers every scores request
	// skipped.
	engine := proxyEngine(t, `  case $line in
    *'"cmd":"scores"'*)
      seq=${line#*\"seq\":}; seq=${seq%%,*}
      printf '{"seq":%s,"status":"skipped","message":"no scores"}\n' "$seq";;
    *)
      forward
      printf '%s\n' "$reply";;
  esac
`)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	repro := filepath.Join(t.TempDir(), "r.yaml")
	for _, args := range [][]string{{"--repro", repro}, nil} {
		args = append([]string{"conform", "--engine", engine, "--game", "zero", "--games", "1", "--fixtures", t.TempDir()}, args...)
		code, out, errs := runCLI(args...)
		if code != 1 || !strings.Contains(out, "the scores after the deal of round 1: regelwerk ok; the engine skipped: no scores\n"+
			"  no reproduction: the engine skipped a step it must answer, which a transcript cannot show\n") || strings.Contains(out, "reproduction written") || errs != "" {
			t.Errorf("%v: exit %d:\n%s%s", args, code, out, errs)
		}
	}
	if _, err := os.Stat(repro); err == nil {
		t.Errorf("%s written", repro)
	}
	if files, _ := filepath.Glob(filepath.Join(tmp, "regelwerk-repro-*")); len(files) > 0 {
		t.Errorf("written: %q", files)
	}
}

// TestConformJUnitSkipInLanguage: under --lang, JUnit's message for a case
// the implementation skipped is in that language, as the text report's
// skips are; the implementation's own message stays as it wrote it.
func TestConformJUnitSkipInLanguage(t *testing.T) {
	script := engineScript(t, answering(`\"name\":\"s\",\"version\":\"0\",\"games\":[\"zero\"]`, `\"status\":\"skipped\",\"message\":\"no three\"`))
	code, out, errs := runCLI("conform", "--engine", script, "--game", "zero", "--count", "0", "--fixtures", fixtureDir, "--repro", "",
		"--lang", "fr", "--format", "junit")
	want := `<skipped message="l&#39;implémentation a ignoré une nouvelle partie de zero pour Anne, Bruno, Chloé : no three">`
	if code != 2 || !strings.Contains(out, want) || strings.Contains(out, "the implementation skipped") {
		t.Errorf("exit %d, no %s:\n%s%s", code, want, out, errs)
	}
	checkNoLeftover(t, script+".pid")
}

// TestConformKeyInOtherCase: a reply that says "status":"accepted" and
// "Status":"rejected", which a reader regardless of case (encoding/json)
// takes for a refusal, is a protocol failure, not a pass.
func TestConformKeyInOtherCase(t *testing.T) {
	engine := proxyEngine(t, `  forward
  case $line$reply in
    *'"cmd":"move"'*'"status":"accepted"'*) reply="${reply%\}},\"Status\":\"rejected\"}";;
  esac
  printf '%s\n' "$reply"
`)
	code, out, errs := runCLI("conform", "--engine", engine, "--game", "zero", "--games", "1", "--fixtures", t.TempDir(), "--repro", "")
	want := `the reply cannot be read: key "Status": keys are case-sensitive, the protocol's is "status"`
	if code != 2 || !strings.Contains(out, want) || !strings.Contains(out, `"status":"accepted","Status":"rejected"}`) {
		t.Errorf("exit %d, no %s:\n%s%s", code, want, out, errs)
	}
}

// TestConformActingAlone: an implementation that writes its legal moves
// as the reference does, byte for byte (which conform then compares
// without reading them), but names a player too many among those who may
// act, diverges in who may act alone: no move is counted missing.
func TestConformActingAlone(t *testing.T) {
	engine := proxyEngine(t, `  forward
  reply=${reply/\"acting\":\[/\"acting\":[\"Zed\",}
  printf '%s\n' "$reply"
`)
	code, out, errs := runCLI("conform", "--engine", engine, "--game", "zero", "--games", "1", "--fixtures", t.TempDir(), "--repro", "")
	want := regexp.MustCompile(`: 0 extra, 0 missing legal move\(s\) \[who may act differs: regelwerk (P\d); the engine (P\d), Zed\] \(zero/turn.starter, zero/turn.order\)\n`)
	if m := want.FindStringSubmatch(out); code != 1 || m == nil || m[1] != m[2] {
		t.Errorf("exit %d, no %s:\n%s%s", code, want, out, errs)
	}
}

// TestConformFixtureFIFO: a FIFO among the fixtures is noted and skipped,
// never opened.
func TestConformFixtureFIFO(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "zero", "valid")
	writeFile(t, filepath.Join(sub, "a.yaml"), readFixture(t, "zero/valid/three-players-by-hand.yaml"))
	transcripttest.MakeFIFO(t, filepath.Join(sub, "pipe.yaml"))
	code, out, errs := runCLI("conform", "--engine", sharedBinary(t)+" serve", "--fixtures", dir, "--games", "0", "--game", "zero")
	if code != 0 || !strings.Contains(out, "note: "+filepath.Join(sub, "pipe.yaml")+": not a regular file, skipped") {
		t.Errorf("exit %d:\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI("manifest", dir)
	if code != 0 || !strings.Contains(errs, filepath.Join(sub, "pipe.yaml")+": not a regular file, skipped") || !strings.Contains(out, "zero/valid/a.yaml") {
		t.Errorf("manifest: exit %d:\n%s%s", code, out, errs)
	}
}

// TestConformSignals: conform stopped by a signal kills the
// implementation's process group and exits 128 + the signal's number; on
// Linux, killed outright (SIGKILL), it takes the implementation with it.
func TestConformSignals(t *testing.T) {
	bin := sharedBinary(t)
	sigs := []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}
	if runtime.GOOS == "linux" {
		sigs = append(sigs, syscall.SIGKILL)
	}
	for _, sig := range sigs {
		t.Run(sig.String(), func(t *testing.T) {
			t.Parallel()
			script := engineScript(t, "read line\necho '{\"seq\":1,\"status\":\"ok\",\"name\":\"h\",\"version\":\"0\",\"games\":[\"zero\"]}'\necho $$ > \"$0.pid\"\nexec sleep 1000\n")
			cmd := exec.Command(bin, "conform", "--engine", script, "--game", "zero", "--timeout", "60s", "--repro", "")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			waitForPID(t, cmd, script+".pid", "the engine was never greeted")
			cmd.Process.Signal(sig)
			cmd.Wait()
			if sig != syscall.SIGKILL {
				if got := cmd.ProcessState.ExitCode(); got != 128+int(sig) {
					t.Errorf("exit %d, want %d: %s", got, 128+int(sig), stderr.String())
				}
				if want := fmt.Sprintf("interrupted by %s", signalName(sig)); !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr %q, want %q", stderr.String(), want)
				}
			}
			checkNoLeftover(t, script+".pid")
		})
	}
}

// TestConformSignalAfterLostOutput: a run whose NDJSON lines were lost to
// a full disk, then interrupted, exits with the signal's status (not 2),
// and says that the output was lost.
func TestConformSignalAfterLostOutput(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full on this system")
	}
	bin := sharedBinary(t)
	// serve answers the first requests (some fixture cases end, and their
	// lines are written), then nothing more comes back: the script keeps
	// its standard output open.
	script := engineScript(t, `i=0
while [ $i -lt 60 ] && IFS= read -r line; do printf '%s\n' "$line"; i=$((i+1)); done | "`+bin+`" serve
echo $$ > "$0.pid"
exec sleep 1000
`)
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	cmd := exec.Command(bin, "conform", "--engine", script, "--game", "zero", "--games", "0", "--format", "ndjson", "--timeout", "60s", "--repro", "")
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = full, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitForPID(t, cmd, script+".pid", "the engine never read its requests")
	time.Sleep(time.Second) // conform reads the replies sent and writes their cases
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	if got := cmd.ProcessState.ExitCode(); got != 130 {
		t.Errorf("exit %d, want 130: %s", got, stderr.String())
	}
	for _, want := range []string{"interrupted by SIGINT", "regelwerk: write /dev/stdout: no space left on device"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr %q lacks %q", stderr.String(), want)
		}
	}
	checkNoLeftover(t, script+".pid")
}

// waitForPID waits up to ten seconds for an engine script to write its
// process ID to path; past that it kills conform's process cmd and fails
// with why.
func waitForPID(t *testing.T, cmd *exec.Cmd, path, why string) {
	t.Helper()
	for i := 0; ; i++ {
		if data, err := os.ReadFile(path); err == nil && len(data) > 0 {
			return
		}
		if i == 500 {
			cmd.Process.Kill()
			t.Fatal(why)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestConformTamperedReplies: a reply line with bytes after its object,
// or a key given twice, is a protocol failure, not an answer read one way
// or the other (the reference behind a filter that spoils its replies).
func TestConformTamperedReplies(t *testing.T) {
	bin := sharedBinary(t)
	for name, edit := range map[string]string{
		"trailing": `s/$/ x/`,
		"nul":      `s/$/\x00/`,
		"dup":      `s/"status":"rejected"/"status":"accepted","status":"rejected"/`,
	} {
		t.Run(name, func(t *testing.T) {
			script := engineScript(t, "echo $$ > \"$0.pid\"\n"+bin+" serve | sed -u '"+edit+"'\n")
			code, out, errs := runCLI("conform", "--engine", script, "--game", "zero", "--count", "2", "--fixtures", fixtureDir, "--repro", "")
			if code != 2 || !strings.Contains(out, "protocol failure (garbage)") {
				t.Errorf("exit %d:\n%s%s", code, out, errs)
			}
			checkNoLeftover(t, script+".pid")
		})
	}
}
