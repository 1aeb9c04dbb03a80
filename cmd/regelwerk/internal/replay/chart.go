package replay

import (
	"fmt"
	"strconv"
	"strings"
)

// chart is the SVG line chart of the running totals, one line per player,
// worked out here so that the page draws it without a script.
type chart struct {
	Width, Height int
	Lines         []chartLine
	XTicks        []tick
	YTicks        []tick
	Left, Right   int
	Top, Bottom   int
	Zero          int // y of the 0 line
	XEnd, YEnd    int // the right and bottom edges of the plot
}

type chartLine struct {
	Player string
	Points string
	Class  string // colour and dash pattern, told apart without colour too
	Marks  []point
	Last   point
	Label  string
}

type point struct{ X, Y int }

type tick struct {
	At    int
	Label string
}

// newChart returns the chart of d's rounds, or nil before any round is
// played out.
func newChart(d *Document) *chart {
	if len(d.Rounds) == 0 || len(d.Players) == 0 {
		return nil
	}
	c := &chart{Width: 640, Height: 260, Left: 48, Right: 120, Top: 12, Bottom: 28}
	lo, hi := 0, 0
	for _, r := range d.Rounds {
		for _, v := range r.Totals {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if lo == hi {
		hi = lo + 1
	}
	plotW, plotH := c.Width-c.Left-c.Right, c.Height-c.Top-c.Bottom
	n := len(d.Rounds)
	x := func(i int) int { return c.Left + i*plotW/n }
	y := func(v int) int { return c.Top + (hi-v)*plotH/(hi-lo) }
	c.Zero = y(0)
	c.XEnd, c.YEnd = c.Width-c.Right, c.Height-c.Bottom
	for i := 0; i <= n; i++ {
		if n <= 12 || i%((n+11)/12) == 0 || i == n {
			c.XTicks = append(c.XTicks, tick{At: x(i), Label: strconv.Itoa(i)})
		}
	}
	step := niceStep(hi - lo)
	for v := (lo / step) * step; v <= hi; v += step {
		if v >= lo {
			c.YTicks = append(c.YTicks, tick{At: y(v), Label: strconv.Itoa(v)})
		}
	}
	for s, p := range d.Players {
		l := chartLine{Player: p, Class: fmt.Sprintf("s%d", s%8)}
		pts := []string{fmt.Sprintf("%d,%d", x(0), y(0))}
		for i, r := range d.Rounds {
			if s >= len(r.Totals) {
				continue
			}
			pt := point{x(i + 1), y(r.Totals[s])}
			pts = append(pts, fmt.Sprintf("%d,%d", pt.X, pt.Y))
			l.Marks = append(l.Marks, pt)
			l.Last = pt
			l.Label = p + " " + strconv.Itoa(r.Totals[s])
		}
		l.Points = strings.Join(pts, " ")
		c.Lines = append(c.Lines, l)
	}
	spreadLabels(c.Lines, 14)
	return c
}

// niceStep is a step of 1, 2 or 5 times a power of ten giving at most
// about six ticks over span.
func niceStep(span int) int {
	step := 1
	for {
		for _, m := range []int{1, 2, 5} {
			if span/(step*m) <= 6 {
				return step * m
			}
		}
		step *= 10
	}
}

// spreadLabels moves the end labels apart vertically so that players with
// close totals stay readable.
func spreadLabels(lines []chartLine, gap int) {
	order := make([]int, len(lines))
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && lines[order[j]].Last.Y < lines[order[j-1]].Last.Y; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for i := 1; i < len(order); i++ {
		prev, cur := &lines[order[i-1]], &lines[order[i]]
		if cur.Last.Y-prev.Last.Y < gap {
			cur.Last.Y = prev.Last.Y + gap
		}
	}
}
