package conform

import "github.com/regelwerk/regelwerk/engine/protocol"

// inflight is the settle window of one case: the requests sent to the
// implementation ahead of their replies (the runner's queue, up to
// window of them), and what the replies settled so far have shown. Once
// one diverges, or the implementation skips the case, the replies still
// on their way are read and dropped.
type inflight struct {
	r    *runner
	c    *Case
	d    *Divergence
	skip string
}

// stopped reports whether a reply has ended the case.
func (w *inflight) stopped() bool { return w.d != nil || w.skip != "" }

// send sends ex and queues it. When the window is full it settles half of
// it, so that the requests that follow go out together, one write for
// many, rather than one write, and one wake-up of each process, per
// request; once the case has stopped, everything.
func (w *inflight) send(ex exchange) error {
	r := w.r
	seq, err := r.impl.Send(ex.req)
	if err != nil {
		return err
	}
	ex.seq, ex.req.Seq = seq, seq
	if r.proc != nil {
		ex.mark = r.proc.StderrMark(seq)
	}
	r.queue.push(ex)
	if r.queue.len() < r.window() && !w.stopped() {
		return nil
	}
	keep := r.window() / 2
	for r.queue.len() > 0 && (r.queue.len() > keep || w.stopped()) {
		if err := w.settle(); err != nil {
			return err
		}
	}
	return nil
}

// drain settles every reply still waiting.
func (w *inflight) drain() error {
	for w.r.queue.len() > 0 {
		if err := w.settle(); err != nil {
			return err
		}
	}
	return nil
}

// settle reads the oldest reply waiting and checks it.
func (w *inflight) settle() error {
	r := w.r
	ex := r.queue.pop()
	allowed := []string{protocol.StatusOK}
	if ex.check == checkVerdict {
		allowed = []string{protocol.StatusAccepted, protocol.StatusRejected}
	}
	var match func([]byte) bool
	if r.proc != nil && !w.stopped() {
		// Compared as it is read, however it is written (compare.go).
		r.matching, match = &ex, r.matchFn
	}
	got, same, err := r.receiveMatching(ex.req, match, allowed...)
	switch {
	case err != nil:
		return err
	case w.stopped():
		return nil // after a divergence: read and dropped
	case same:
		// The reply says what the reference's own says.
		w.agreed(&ex)
		return nil
	}
	if got.RawMoves != nil {
		if err := r.rawMoves(&ex, &got); err != nil {
			return err
		}
	}
	if err := r.actingGiven(&ex, got); err != nil {
		return err
	}
	w.check(&ex, got)
	return nil
}

// agreed keeps what an exchange the implementation answered as the
// reference did leaves: a legal list to fill again, a scores answer
// compared.
func (w *inflight) agreed(ex *exchange) {
	switch ex.check {
	case checkLegal:
		w.r.lists = append(w.r.lists, ex.legal.moves)
	case checkScores:
		w.r.report.ScoresCompared++
	}
}

// check compares a reply read with the reference's answer; a divergence
// takes the implementation's standard error written around the request.
func (w *inflight) check(ex *exchange, got protocol.Reply) {
	r := w.r
	w.d, w.skip = r.settle(w.c, ex, got)
	if w.d != nil && r.proc != nil {
		if r.stepwise {
			// Nothing else was in flight: what the implementation
			// wrote since the request concerns it.
			r.proc.StderrSettle()
		}
		w.d.Stderr = r.proc.StderrSince(ex.mark, 3, maxStderrLines)
	}
	if ex.check == checkLegal && w.d == nil {
		r.lists = append(r.lists, ex.legal.moves)
	}
}
