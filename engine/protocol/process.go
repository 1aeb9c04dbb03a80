package protocol

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"slices"
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
	lines       chan []line   // replies read, in batches
	queued      []line        // of the last batch, the lines not yet taken
	exited      chan struct{} // closed when the child has exited
	stderrDone  chan struct{} // closed when its standard error is read to the end
	done        chan struct{} // closed by Close: stop reading
	status      error         // of cmd.Wait, once exited is closed
	stderr      tail
	seq         int64
	pending     []pending
	lastReply   time.Time
	wbuf        []byte // requests gathered, not yet written
	unwritten   int    // how many requests wbuf holds
	dec         ReplyDecoder
	stderrLines lineRing
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
	p := &Process{Timeout: timeout, lines: make(chan []line, Window+1), exited: make(chan struct{}),
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
		io.Copy(io.MultiWriter(&p.stderr, &p.stderrLines), errR)
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

// read hands the lines of the child's output to Receive, each line read
// at once with those already behind it: one hand-over for many replies. It
// stops at the end of the output or at the first line too long to be a
// reply.
func (p *Process) read(r *os.File) {
	defer r.Close()
	in := bufio.NewReaderSize(r, 64<<10)
	var batch []line
	for {
		text, err := readLine(in, MaxLine, false)
		switch {
		case errors.Is(err, errLineTooLong):
			err = fmt.Errorf("a line over %d MiB", MaxLine>>20)
		case err == nil:
			batch = append(batch, line{text: text}) // readLine returns a copy
			if lineWaiting(in) {
				continue
			}
		}
		if err != nil {
			batch = append(batch, line{err: err})
		}
		select {
		case p.lines <- batch:
		case <-p.done:
			return
		}
		if err != nil {
			return
		}
		batch = nil
	}
}

// Window is how many requests a client may have sent ahead of their
// replies on a Process: the reader takes that many replies off the
// implementation's output without waiting, so that an implementation
// answering a stream of requests never blocks on a full pipe.
const Window = 64

// pending is a request sent and not yet answered.
type pending struct {
	seq  int64
	line []byte // as sent, for failure reports
	sent time.Time
}

// Call sends req with the next sequence number and waits for its reply.
// Any breach of the protocol is a *Failure, after which the process is
// unusable.
func (p *Process) Call(req Request) (Reply, error) {
	if _, err := p.Send(req); err != nil {
		return Reply{}, err
	}
	return p.Receive()
}

// Send writes req with the next sequence number, which it returns, without
// waiting for the reply: Receive returns the replies in order. At most
// Window requests may wait for their replies.
func (p *Process) Send(req Request) (int64, error) {
	if p.broken || p.closed {
		return 0, &Failure{Kind: "exited", Msg: "the implementation is no longer running"}
	}
	if len(p.pending) >= Window {
		return 0, fmt.Errorf("more than %d requests sent ahead of their replies", Window)
	}
	p.seq++
	req.Seq = p.seq
	start := len(p.wbuf)
	p.wbuf = append(AppendRequest(p.wbuf, req), '\n')
	p.pending = append(p.pending, pending{seq: req.Seq, line: slices.Clone(p.wbuf[start : len(p.wbuf)-1]), sent: time.Now()})
	p.unwritten++
	p.stderrLines.mark(req.Seq)
	// Requests sent ahead go out together, when a reply is awaited or
	// enough have gathered: one write for many.
	if len(p.wbuf) >= flushAt {
		if err := p.flush(); err != nil {
			return 0, err
		}
	}
	return req.Seq, nil
}

// flushAt is how many bytes of requests Send gathers before it writes them.
const flushAt = 16 << 10

// flush writes the requests gathered. The write has the timeout too: an
// implementation that stops reading its input blocks it once the pipe is
// full.
func (p *Process) flush() error {
	if len(p.wbuf) == 0 {
		return nil
	}
	// The failure names the first request not written in full.
	line := func(written int) []byte {
		for _, q := range p.pending[len(p.pending)-p.unwritten:] {
			if written < len(q.line)+1 {
				return q.line
			}
			written -= len(q.line) + 1
		}
		return p.pending[len(p.pending)-1].line
	}
	p.stdin.SetWriteDeadline(time.Now().Add(p.Timeout))
	n, err := p.stdin.Write(p.wbuf)
	if err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return p.fail(line(n), "timeout", "the implementation did not read the request within %v", p.Timeout)
		}
		return p.fail(line(n), "exited", "cannot send the request: %s", p.exitText())
	}
	p.wbuf = p.wbuf[:0]
	p.unwritten = 0
	return nil
}

// RawMoves makes Receive leave the moves of legal replies as they came
// (see ReplyDecoder.RawMoves).
func (p *Process) RawMoves() { p.dec.RawMoves = true }

// Pending is the number of requests sent whose replies have not been
// received.
func (p *Process) Pending() int { return len(p.pending) }

// fail marks the process broken and describes the failure with the
// request concerned and the end of the implementation's standard error.
func (p *Process) fail(line []byte, kind, format string, args ...any) *Failure {
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
	return &Failure{Kind: kind, Msg: fmt.Sprintf(format, args...), Request: string(line), Stderr: p.stderr.String()}
}

// Receive waits for the reply to the oldest request sent and not yet
// answered. It takes at most Timeout from that request's sending or the
// reply before it, whichever came later.
func (p *Process) Receive() (Reply, error) {
	rep, _, err := p.receive(nil)
	return rep, err
}

// ReceiveMatching is Receive for a client that can tell a reply it
// expects from its line, however it is written (the members in any order,
// any spacing): when match reports the line as expected, it is not
// decoded, and same is true with an empty Reply. Any other line is read
// and checked as Receive does.
func (p *Process) ReceiveMatching(match func(line []byte) bool) (rep Reply, same bool, err error) {
	return p.receive(match)
}

func (p *Process) receive(match func([]byte) bool) (rep Reply, same bool, err error) {
	if p.broken || p.closed {
		return Reply{}, false, &Failure{Kind: "exited", Msg: "the implementation is no longer running"}
	}
	if len(p.pending) == 0 {
		return Reply{}, false, errors.New("no request waits for a reply")
	}
	if err := p.flush(); err != nil {
		return Reply{}, false, err
	}
	head := p.pending[0]
	for {
		text, err := p.nextLine(head)
		if err != nil {
			return Reply{}, false, err
		}
		if len(bytes.TrimSpace(text)) == 0 {
			continue
		}
		if match != nil && match(text) {
			p.answered()
			return Reply{}, true, nil
		}
		rep, err := p.dec.Decode(text)
		if err != nil {
			hint := ""
			if t := bytes.TrimSpace(text); t[0] != '{' && t[0] != '[' {
				// Most often a debugging print: say where it belongs.
				hint = "; standard output carries the replies alone, one JSON object a line: write anything else to standard error"
			}
			f := p.fail(head.line, "garbage", "the reply cannot be read: %v%s", err, hint)
			f.Reply = clip(text)
			return Reply{}, false, f
		}
		if rep.Seq != head.seq {
			f := p.fail(head.line, "sequence", "the reply carries sequence number %d, the request %d", rep.Seq, head.seq)
			f.Reply = clip(text)
			return Reply{}, false, f
		}
		switch rep.Status {
		case StatusOK, StatusAccepted, StatusRejected, StatusSkipped, StatusErrored:
		default:
			f := p.fail(head.line, "garbage", "unknown status %q", rep.Status)
			f.Reply = clip(text)
			return Reply{}, false, f
		}
		p.answered()
		return rep, false, nil
	}
}

// answered takes the oldest request off the list of those waiting.
func (p *Process) answered() {
	p.pending = p.pending[1:]
	if len(p.pending) == 0 {
		p.pending = p.pending[:0:0]
	}
	p.lastReply = time.Now()
}

// nextLine waits for the next line of output, within the timeout of the
// request head.
func (p *Process) nextLine(head pending) ([]byte, error) {
	// A reply already read needs no timer.
	if len(p.queued) > 0 {
		l := p.queued[0]
		p.queued = p.queued[1:]
		return p.lineOf(head, l)
	}
	select {
	case b := <-p.lines:
		return p.lineOf(head, p.take(b))
	default:
	}
	start := head.sent
	if p.lastReply.After(start) {
		start = p.lastReply
	}
	timer := time.NewTimer(max(p.Timeout-time.Since(start), 0))
	defer timer.Stop()
	exited := p.exited
	gone := false
	for {
		select {
		case b := <-p.lines:
			return p.lineOf(head, p.take(b))
		case <-exited:
			// The child is gone, though a process it started may still
			// hold its output open: wait only for a reply already on its
			// way.
			exited, gone = nil, true
			timer.Reset(exitGrace)
		case <-timer.C:
			if gone {
				return nil, p.fail(head.line, "exited", "no reply: %s", p.exitText())
			}
			return nil, p.fail(head.line, "timeout", "no reply within %v", p.Timeout)
		}
	}
}

// take returns the first line of a batch and keeps the others.
func (p *Process) take(b []line) line {
	p.queued = b[1:]
	return b[0]
}

func (p *Process) lineOf(head pending, l line) ([]byte, error) {
	switch {
	case l.err == io.EOF:
		return nil, p.fail(head.line, "exited", "no reply: %s", p.exitText())
	case l.err != nil:
		return nil, p.fail(head.line, "garbage", "unreadable output: %v", l.err)
	}
	return l.text, nil
}

// StderrMark is the number of lines the implementation had written to its
// standard error when request seq was sent (0 for a request not sent). The
// implementation writes what concerns the request after that; with
// requests sent ahead, lines about the ones before may follow too.
func (p *Process) StderrMark(seq int64) int64 { return p.stderrLines.markOf(seq) }

// StderrSettle waits until the implementation's standard error has been
// quiet for a moment (10 ms, 200 ms at most): lines written just before a
// reply may reach conform after it.
func (p *Process) StderrSettle() {
	deadline := time.Now().Add(200 * time.Millisecond)
	last := p.stderrLines.count()
	for time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
		n := p.stderrLines.count()
		if n == last {
			return
		}
		last = n
	}
}

// StderrSince returns the lines of the implementation's standard error
// from line number mark on (as StderrMark counts them), after up to before
// lines written ahead of it, at most max lines in all, of those still kept.
func (p *Process) StderrSince(mark int64, before, max int) []string {
	return p.stderrLines.since(mark, before, max)
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
		for len(p.pending) > 0 && !p.broken {
			p.Receive()
		}
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

// lineRing keeps the last lines of the implementation's standard error,
// each clipped, and counts them all, so that a report can show the lines
// written around a request.
type lineRing struct {
	mu      sync.Mutex
	lines   [ringLines]string
	n       int64  // lines completed so far
	partial []byte // the line being written
	marks   [Window * 2]struct{ seq, n int64 }
}

const (
	ringLines   = 256 // lines kept
	ringLineMax = 400 // bytes kept of one line
)

func (r *lineRing) Write(b []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, c := range b {
		if c == '\n' {
			r.lines[r.n%ringLines] = strings.TrimSuffix(string(r.partial), "\r")
			r.n++
			r.partial = r.partial[:0]
			continue
		}
		if len(r.partial) < ringLineMax {
			r.partial = append(r.partial, c)
		}
	}
	return len(b), nil
}

// mark records the line count as request seq is sent.
func (r *lineRing) mark(seq int64) {
	r.mu.Lock()
	r.marks[seq%int64(len(r.marks))] = struct{ seq, n int64 }{seq, r.n}
	r.mu.Unlock()
}

// count is how many lines and bytes were written so far.
func (r *lineRing) count() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n<<20 | int64(len(r.partial))
}

func (r *lineRing) markOf(seq int64) int64 {
	if seq < 0 {
		return 0 // no request has one; its slot would be below the ring
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if m := r.marks[seq%int64(len(r.marks))]; m.seq == seq {
		return m.n
	}
	return 0
}

func (r *lineRing) since(mark int64, before, limit int) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	from := max(mark-int64(before), r.n-ringLines, 0)
	var out []string
	for i := from; i < r.n && len(out) < limit; i++ {
		out = append(out, r.lines[i%ringLines])
	}
	if len(r.partial) > 0 && len(out) < limit {
		out = append(out, string(r.partial))
	}
	return out
}
