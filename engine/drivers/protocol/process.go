package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// MaxLine is the longest line either side may send: a legal reply of a
// large set-up phase is a few hundred kilobytes.
const MaxLine = 16 << 20

// Failure is a breach of the protocol by an implementation: it exited, did
// not answer in time, printed something that is not a reply, or answered
// the wrong request. It carries the last exchange, for the report.
type Failure struct {
	Kind    string // "exited", "timeout", "garbage", "sequence", "start"
	Msg     string
	Request string // the last request sent, as a JSON line
	Reply   string // what came back, if anything
	Stderr  string // the end of the implementation's standard error
}

// Error renders the failure with the exchange that showed it.
func (f *Failure) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "protocol failure (%s): %s", f.Kind, f.Msg)
	if f.Request != "" {
		fmt.Fprintf(&b, "\n  last request: %s", f.Request)
	}
	if f.Reply != "" {
		fmt.Fprintf(&b, "\n  reply:        %s", f.Reply)
	}
	if s := strings.TrimSpace(f.Stderr); s != "" {
		fmt.Fprintf(&b, "\n  stderr:       %s", strings.ReplaceAll(s, "\n", "\n                "))
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
// the protocol. Every call waits at most Timeout for its reply; Close always
// ends the child and everything it started.
type Process struct {
	Timeout time.Duration

	cmd    *exec.Cmd
	stdin  *os.File
	lines  chan line
	exited chan struct{}
	done   chan struct{} // closed by Close: stop reading
	status error         // of cmd.Wait, once exited is closed
	stderr tail
	seq    int64
	broken bool
	closed bool
}

type line struct {
	text []byte
	err  error
}

// Start runs argv as a child process in its own process group.
func Start(argv []string, timeout time.Duration) (*Process, error) {
	if len(argv) == 0 {
		return nil, &Failure{Kind: "start", Msg: "no command given"}
	}
	p := &Process{Timeout: timeout, lines: make(chan line, 1), exited: make(chan struct{}), done: make(chan struct{})}
	cmd := exec.Command(argv[0], argv[1:]...)
	setProcessGroup(cmd)
	cmd.WaitDelay = time.Second
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, &p.stderr
	if err := cmd.Start(); err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, &Failure{Kind: "start", Msg: fmt.Sprintf("cannot start %q: %v", argv[0], err)}
	}
	// The child holds its own ends now.
	inR.Close()
	outW.Close()
	p.cmd, p.stdin = cmd, inW
	go p.read(outR)
	go func() {
		p.status = cmd.Wait()
		close(p.exited)
	}()
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
	if err == nil {
		err = io.EOF
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
		return Reply{}, &Failure{Kind: kind, Msg: fmt.Sprintf(format, args...), Request: string(data), Stderr: p.stderr.String()}
	}
	if _, err := p.stdin.Write(append(data, '\n')); err != nil {
		return fail("exited", "cannot send the request: %s", p.exitText())
	}
	timer := time.NewTimer(p.Timeout)
	defer timer.Stop()
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
		case <-timer.C:
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
	case <-time.After(200 * time.Millisecond):
		return "the implementation closed its output"
	}
	if p.status == nil {
		return "the implementation exited with status 0"
	}
	return "the implementation exited: " + p.status.Error()
}

// Close says bye when the process is healthy, then ends it and every
// process it started, and waits for it. It never blocks for more than about
// a second beyond one timeout.
func (p *Process) Close() error {
	if p.closed {
		return nil
	}
	healthy := !p.broken
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
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		return errors.New("the implementation did not exit after being killed")
	}
	return nil
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
