//go:build unix

package protocol

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// script writes a shell script that stands for an implementation.
func script(t *testing.T, body string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "engine.sh")
	if err := os.WriteFile(f, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return f
}

// startScript starts the shell script body as an implementation with the
// timeout given, and closes it when the test ends.
func startScript(t *testing.T, timeout time.Duration, body string) *Process {
	t.Helper()
	p, err := Start([]string{script(t, body)}, timeout)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

const helloReply = `{"seq":1,"status":"ok","name":"sh","version":"0","games":["zero"]}`

func failureOf(t *testing.T, err error) *Failure {
	t.Helper()
	var f *Failure
	if !errors.As(err, &f) {
		t.Fatalf("%v is not a protocol failure", err)
	}
	return f
}

// TestProcessWriteDeadline: an implementation that answers without reading
// its input fills the pipe; the write that blocks then is bounded by the
// timeout too.
func TestProcessWriteDeadline(t *testing.T) {
	// Replies to every sequence number, read or not.
	p := startScript(t, time.Second, "i=1\nwhile [ $i -lt 100000 ]; do echo \"{\\\"seq\\\":$i,\\\"status\\\":\\\"skipped\\\"}\"; i=$((i+1)); done\nexec sleep 1000\n")
	pad := strings.Repeat("P", 1000)
	for i := 0; i < 100000; i++ {
		_, err := p.Call(Request{Cmd: CmdNewGame, Game: pad})
		if err == nil {
			continue
		}
		f := failureOf(t, err)
		if f.Kind != "timeout" || !strings.Contains(f.Msg, "did not read the request") {
			t.Fatalf("after %d requests: %v", i, err)
		}
		return
	}
	t.Fatal("100000 requests of 1 kB were written to an implementation that reads nothing")
}

// TestProcessExitWhileOutputHeld: the implementation exits while a process
// it started holds its output open; that is an exit, reported as such, not
// a timeout.
func TestProcessExitWhileOutputHeld(t *testing.T) {
	sh := script(t, "sleep 1000 &\necho $! > \"$0.child\"\nexit 3\n")
	p, err := Start([]string{sh}, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Call(Request{Cmd: CmdHello, Protocol: Version})
	f := failureOf(t, err)
	if f.Kind != "exited" || !strings.Contains(f.Msg, "exit status 3") {
		t.Errorf("%v", err)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	// The sleeping child was in the group: Close ended it.
	data, _ := os.ReadFile(sh + ".child")
	var child int
	fmt.Sscan(string(data), &child)
	if child == 0 {
		t.Fatal("the child's PID was not written")
	}
	for i := 0; i < 100 && enginetest.ProcessRunning(child); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if enginetest.ProcessRunning(child) {
		syscall.Kill(child, syscall.SIGKILL)
		t.Error("the implementation's child outlived Close")
	}
}

// TestProcessInterrupted: cancelling the context kills the implementation
// at once; the pending call fails as interrupted.
func TestProcessInterrupted(t *testing.T) {
	sh := script(t, "read line\necho '"+helloReply+"'\nexec sleep 1000\n")
	ctx, cancel := context.WithCancel(context.Background())
	p, err := StartContext(ctx, []string{sh}, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Call(Request{Cmd: CmdHello, Protocol: Version}); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(100 * time.Millisecond)
		cancel()
	}()
	_, err = p.Call(Request{Cmd: CmdNewGame, Game: "zero"})
	if f := failureOf(t, err); f.Kind != "interrupted" {
		t.Errorf("%v", err)
	}
	pid := p.Pid()
	p.Close()
	if enginetest.ProcessRunning(pid) {
		t.Error("the implementation outlived the interruption")
	}
}

// TestProcessPipelined: requests sent ahead of their replies come back in
// order, each reply checked against its request; the standard error lines
// written around a request can be had.
func TestProcessPipelined(t *testing.T) {
	p := startScript(t, 5*time.Second, `while IFS= read -r line; do
  seq=${line#*\"seq\":}; seq=${seq%%,*}
  echo "working on $seq" >&2
  echo "{\"seq\":$seq,\"status\":\"ok\"}"
done
`)
	const n = Window
	for i := 1; i <= n; i++ {
		seq, err := p.Send(Request{Cmd: CmdScores})
		if err != nil || seq != int64(i) {
			t.Fatalf("send %d: seq %d, %v", i, seq, err)
		}
	}
	if _, err := p.Send(Request{Cmd: CmdScores}); err == nil {
		t.Errorf("more than %d requests ahead are sent", n)
	}
	for i := 1; i <= n; i++ {
		rep, err := p.Receive()
		if err != nil || rep.Seq != int64(i) || rep.Status != StatusOK {
			t.Fatalf("reply %d: %+v, %v", i, rep, err)
		}
	}
	if p.Pending() != 0 {
		t.Errorf("%d requests still wait", p.Pending())
	}
	// The line written for request 10 is among those since it was sent
	// (standard error is read apart from the replies: a line may come a
	// little late).
	deadline := time.Now().Add(2 * time.Second)
	for {
		lines := p.StderrSince(p.StderrMark(10), 3, 100)
		if slices.Contains(lines, "working on 10") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("stderr around request 10: %q", lines)
		}
		time.Sleep(10 * time.Millisecond)
	}
	// A request not sent has no mark: one to come, and a sequence number
	// below zero, which none has.
	for _, seq := range []int64{1000, -1, -Window * 2} {
		if m := p.StderrMark(seq); m != 0 {
			t.Errorf("the mark of request %d, never sent, is %d, not 0", seq, m)
		}
	}
	// A reply the client tells from its line is not read.
	exactly := func(want string) func([]byte) bool {
		return func(line []byte) bool { return string(line) == want }
	}
	p.Send(Request{Cmd: CmdScores})
	if rep, same, err := p.ReceiveMatching(exactly(`{"seq":65,"status":"ok"}`)); err != nil || !same || rep.Status != "" {
		t.Errorf("%+v %v %v", rep, same, err)
	}
	p.Send(Request{Cmd: CmdScores})
	if rep, same, err := p.ReceiveMatching(exactly(`{"seq":66,"status":"rejected"}`)); err != nil || same || rep.Status != StatusOK {
		t.Errorf("%+v %v %v", rep, same, err)
	}
}

// TestProcessLongLineWithoutNewline: a line over MaxLine is a protocol
// failure as soon as MaxLine bytes have come without a newline, not a
// timeout once the implementation has gone quiet.
func TestProcessLongLineWithoutNewline(t *testing.T) {
	p := startScript(t, time.Minute, "head -c 17000000 /dev/zero | tr '\\000' x\nexec sleep 1000\n")
	start := time.Now()
	_, err := p.Call(Request{Cmd: CmdHello, Protocol: Version})
	f := failureOf(t, err)
	if f.Kind != "garbage" || !strings.Contains(f.Msg, "a line over 16 MiB") || time.Since(start) > 30*time.Second {
		t.Errorf("after %v: %v", time.Since(start), err)
	}
}
