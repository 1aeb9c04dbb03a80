package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/regelwerk/regelwerk/engine/conform"
)

// progressAfter is how long a run goes on before a progress line shows.
const progressAfter = 2 * time.Second

// progress keeps one line on a terminal up to date with a long run: cases
// done of the total, divergences so far, round trips per second. It says
// nothing when standard error is not a terminal (a CI log, a file).
type progress struct {
	w     io.Writer
	last  time.Time
	shown bool
}

// newProgress returns nil unless w is a terminal.
func newProgress(w io.Writer) *progress {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return &progress{w: w}
}

func (p *progress) update(s conform.Progress) {
	if s.Elapsed < progressAfter || time.Since(p.last) < 200*time.Millisecond {
		return
	}
	p.last = time.Now()
	p.shown = true
	total := "?"
	if s.Total > 0 {
		total = fmt.Sprint(s.Total)
	}
	fmt.Fprintf(p.w, "\r\x1b[Kconform: %d/%s cases, %d diverged, %.0f round trips/s%s", s.Done, total, s.Diverged, float64(s.RoundTrips)/s.Elapsed.Seconds(), eta(s))
}

// eta is the time left at the pace so far, to the second (", about 1m20s
// left"), "" while it cannot be told: the total unknown, or passed (seeds
// that stand in for skipped games add cases).
func eta(s conform.Progress) string {
	if s.Total <= 0 || s.Done <= 0 || s.Done >= s.Total {
		return ""
	}
	left := time.Duration(float64(s.Elapsed) * float64(s.Total-s.Done) / float64(s.Done)).Round(time.Second)
	return fmt.Sprintf(", about %v left", left)
}

// done clears the line, if one was shown.
func (p *progress) done() {
	if p != nil && p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
