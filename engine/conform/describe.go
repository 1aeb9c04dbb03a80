package conform

import (
	"strconv"
	"strings"
)

// String is the divergence in one line, as the text report lists it: the
// case, where, what differs with both sides' values, the rules blamed.
func (d *Divergence) String() string {
	return d.Case + ": round " + strconv.Itoa(d.Round) + " move " + strconv.Itoa(d.Move) + ": " + d.summary()
}

// Detail is the divergence as the text report explains the first one:
// what each side answered and the rules blamed with their summaries and
// rulebook passages, one line each, and the implementation's standard
// error. Every line passes through engine.Printable.
func (d *Divergence) Detail() string {
	var b strings.Builder
	d.writeDetail(textOut{w: &b}, "")
	return strings.TrimSuffix(b.String(), "\n")
}
