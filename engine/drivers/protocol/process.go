package protocol

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/regelwerk/regelwerk/engine"
)

// MaxLine is the longest line either side may send: a legal reply of a
// large set-up phase is a few hundred kilobytes.
const MaxLine = 16 << 20

// Failure is a breach of the protocol by an implementation: it exited, did
// not answer in time, printed something that is not a reply, or answered
// the wrong request. It carries the last exchange, for the report. Kind
// "harness" is a failure on regelwerk's side (an unreadable fixture),
// "interrupted" a run stopped by a signal.
type Failure struct {
	Kind    string `json:"kind"` // "exited", "timeout", "garbage", "sequence", "start", "harness", "interrupted"
	Msg     string `json:"msg"`
	Request string `json:"request,omitempty"` // the last request sent, as a JSON line
	Reply   string `json:"reply,omitempty"`   // what came back, if anything
	Stderr  string `json:"stderr,omitempty"`  // the end of the implementation's standard error
}

// Error renders the failure with the exchange that showed it. Everything
// the implementation wrote passes through engine.Printable: the text is
// safe to print on a terminal.
func (f *Failure) Error() string {
	var b strings.Builder
	switch f.Kind {
	case "harness":
		fmt.Fprintf(&b, "harness failure: %s", engine.Printable(f.Msg))
	case "interrupted":
		fmt.Fprintf(&b, "interrupted: %s", engine.Printable(f.Msg))
	default:
		fmt.Fprintf(&b, "protocol failure (%s): %s", engine.Printable(f.Kind), engine.Printable(f.Msg))
	}
	if f.Request != "" {
		fmt.Fprintf(&b, "\n  last request: %s", engine.Printable(f.Request))
	}
	if f.Reply != "" {
		fmt.Fprintf(&b, "\n  reply:        %s", engine.Printable(f.Reply))
	}
	if s := strings.TrimSpace(f.Stderr); s != "" {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			lines[i] = engine.Printable(strings.TrimSuffix(l, "\r"))
		}
		fmt.Fprintf(&b, "\n  stderr:       %s", strings.Join(lines, "\n                "))
	}
	return b.String()
}

// Peer is one side of the protocol: a child process or an in-process
// server.
type Peer interface {
	Call(req Request) (Reply, error)
	Close() error
}

// Local is a Server called directly, without a process in between.
type Local struct{ *Server }

// Call implements Peer.
func (l Local) Call(req Request) (Reply, error) { return l.Handle(req), nil }

// Close implements Peer.
func (l Local) Close() error { return nil }

// Process is an implementation run as a child process and driven through
// the protocol. Every call, sending the request and receiving its reply,
// takes at most Timeout; Close always ends the child and everything it
// started in its process group.
type Process struct {
	Timeout time.Duration

	cmd         *exec.Cmd
	stdin       *os.File
	stdout      *os.File
	stderrPipe  *os.File
	lines       chan line
	exited      chan struct{} // closed when the child has exited
	stderrDone  chan struct{} // closed when its standard error is read to the end
	done        chan struct{} // closed by Close: stop reading
	status      error         // of cmd.Wait, once exited is closed
	stderr      tail
	seq         int64
	broken      bool
	closed      bool
	interrupted atomic.Bool
}

type line struct {
	text []byte
	err  error
}

// exitGrace is how long a reply written just before the child exited may
// take to arrive.
const exitGrace = 200 * time.Millisecond

// Start runs argv as a child process in its own process group.
func Start(argv []string, timeout time.Duration) (*Process, error) {
	return StartContext(context.Background(), argv, timeout)
}

// StartContext is Start with a context: when ctx is done (a signal to stop
// the run), the child's process group is killed at once and every call
// fails as "interrupted".
func StartContext(ctx context.Context, argv []string, timeout time.Duration) (*Process, error) {
	if len(argv) == 0 {
		return nil, &Failure{Kind: "start", Msg: "no command given"}
	}
	p := &Process{Timeout: timeout, lines: make(chan line, 1), exited: make(chan struct{}),
		stderrDone: make(chan struct{}), done: make(chan struct{})}
	cmd := exec.Command(argv[0], argv[1:]...)
	setProcAttr(cmd)
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	pipe := func() (*os.File, *os.File, error) {
		r, w, err := os.Pipe()
		if err == nil {
			files = append(files, r, w)
		}
		return r, w, err
	}
	inR, inW, err := pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := pipe()
	if err != nil {
		closeAll()
		return nil, err
	}
	errR, errW, err := pipe()
	if err != nil {
		closeAll()
		return nil, err
	}
	// All three are files, so that exec starts no copying of its own:
	// Wait returns as soon as the child exits, even when a process it
	// started still holds its output.
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	started := make(chan error, 1)
	go func() {
		// The child's parent-death signal (Linux) fires when the thread
		// that started it ends: this goroutine keeps its thread for the
		// child's life and never unlocks it, so the thread ends after the
		// child has.
		runtime.LockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		p.status = cmd.Wait()
		close(p.exited)
	}()
	if err := <-started; err != nil {
		closeAll()
		return nil, &Failure{Kind: "start", Msg: fmt.Sprintf("cannot start %q: %v", argv[0], err)}
	}
	// The child holds its own ends now.
	inR.Close()
	outW.Close()
	errW.Close()
	p.cmd, p.stdin, p.stdout, p.stderrPipe = cmd, inW, outR, errR
	go p.read(outR)
	go func() {
		defer close(p.stderrDone)
		io.Copy(&p.stderr, errR)
	}()
	if ctx.Done() != nil {
		go func() {
			select {
			case <-ctx.Done():
				p.interrupted.Store(true)
				killGroup(cmd)
			case <-p.exited:
			}
		}()
	}
	return p, nil
}

// read hands each line of the child's output to Call. It stops at the end
// of the output or at the first line too long to be a reply.
func (p *Process) read(r *os.File) {
	defer r.Close()
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64<<10), MaxLine)
	for in.Scan() {
		select {
		case p.lines <- line{text: bytes.Clone(in.Bytes())}:
		case <-p.done:
			return
		}
	}
	err := in.Err()
	switch {
	case err == nil:
		err = io.EOF
	case errors.Is(err, bufio.ErrTooLong):
		err = fmt.Errorf("a line over %d MiB", MaxLine>>20)
	}
	select {
	case p.lines <- line{err: err}:
	case <-p.done:
	}
}

// Call sends req with the next sequence number and waits for its reply.
// Any breach of the protocol is a *Failure, after which the process is
// unusable.
func (p *Process) Call(req Request) (Reply, error) {
	if p.broken || p.closed {
		return Reply{}, &Failure{Kind: "exited", Msg: "the implementation is no longer running"}
	}
	p.seq++
	req.Seq = p.seq
	data, err := json.Marshal(req)
	if err != nil {
		return Reply{}, err
	}
	fail := func(kind, format string, args ...any) (Reply, error) {
		p.broken = true
		if p.interrupted.Load() {
			kind, format, args = "interrupted", "the run was stopped; the implementation's process group is killed", nil
		}
		if kind == "exited" {
			// Let the last words on standard error arrive.
			select {
			case <-p.stderrDone:
			case <-time.After(100 * time.Millisecond):
			}
		}
		return Reply{}, &Failure{Kind: kind, Msg: fmt.Sprintf(format, args...), Request: string(data), Stderr: p.stderr.String()}
	}
	// One timeout covers writing the request and reading its reply: an
	// implementation that stops reading its input blocks the write once
	// the pipe is full.
	timer := time.NewTimer(p.Timeout)
	defer timer.Stop()
	p.stdin.SetWriteDeadline(time.Now().Add(p.Timeout))
	if _, err := p.stdin.Write(append(data, '\n')); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return fail("timeout", "the implementation did not read the request within %v", p.Timeout)
		}
		return fail("exited", "cannot send the request: %s", p.exitText())
	}
	exited := p.exited
	gone := false
	for {
		select {
		case l := <-p.lines:
			if l.err == io.EOF {
				return fail("exited", "no reply: %s", p.exitText())
			}
			if l.err != nil {
				return fail("garbage", "unreadable output: %v", l.err)
			}
			if len(bytes.TrimSpace(l.text)) == 0 {
				continue
			}
			var rep Reply
			if err := json.Unmarshal(l.text, &rep); err != nil {
				r, e := fail("garbage", "the reply is not a JSON object: %v", err)
				e.(*Failure).Reply = clip(l.text)
				return r, e
			}
			if rep.Seq != req.Seq {
				r, e := fail("sequence", "the reply carries sequence number %d, the request %d", rep.Seq, req.Seq)
				e.(*Failure).Reply = clip(l.text)
				return r, e
			}
			switch rep.Status {
			case StatusOK, StatusAccepted, StatusRejected, StatusSkipped, StatusErrored:
			default:
				r, e := fail("garbage", "unknown status %q", rep.Status)
				e.(*Failure).Reply = clip(l.text)
				return r, e
			}
			return rep, nil
		case <-exited:
			// The child is gone, though a process it started may still
			// hold its output open: wait only for a reply already on its
			// way.
			exited, gone = nil, true
			timer.Reset(exitGrace)
		case <-timer.C:
			if gone {
				return fail("exited", "no reply: %s", p.exitText())
			}
			return fail("timeout", "no reply within %v", p.Timeout)
		}
	}
}

func clip(b []byte) string {
	const max = 300
	if len(b) > max {
		return string(b[:max]) + "..."
	}
	return string(b)
}

// exitText says whether and how the child has exited.
func (p *Process) exitText() string {
	select {
	case <-p.exited:
	case <-time.After(exitGrace):
		return "the implementation closed its output"
	}
	if p.status == nil {
		return "the implementation exited with status 0"
	}
	return "the implementation exited: " + p.status.Error()
}

// Close says bye when the process is healthy, then ends it and every
// process of its group, and waits for it. It never blocks for more than
// about three seconds beyond one second of waiting for the bye.
func (p *Process) Close() error {
	if p.closed {
		return nil
	}
	healthy := !p.broken && !p.interrupted.Load()
	if healthy {
		t := p.Timeout
		p.Timeout = min(t, time.Second)
		p.Call(Request{Cmd: CmdBye})
		p.Timeout = t
	}
	p.closed = true
	close(p.done)
	p.stdin.Close()
	if healthy {
		// Give a well-behaved implementation a moment to exit by itself.
		select {
		case <-p.exited:
		case <-time.After(500 * time.Millisecond):
		}
	}
	// The group may outlive its leader (a shell's children): end it all.
	killGroup(p.cmd)
	var err error
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		err = errors.New("the implementation did not exit after being killed")
	}
	// A process that left the group (setsid) may still hold the pipes:
	// stop reading them all the same.
	p.stdout.Close()
	p.stderrPipe.Close()
	return err
}

// Pid is the process ID of the child, which is also its process group.
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// tail keeps the last few kilobytes written to it: the end of the child's
// standard error, shown with failures.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 2048

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
