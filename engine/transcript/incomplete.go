package transcript

import "github.com/regelwerk/regelwerk/engine"

// incomplete records where a partial game stops, in English and as a
// message to write in another language.
func (res *Result) incomplete(t engine.Text) {
	res.IncompleteText = t
	res.Incomplete = t.String()
}
