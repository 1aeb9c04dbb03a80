package report

import (
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine"
)

// unescape reads a workflow command's escapes back, as the Actions
// runner does: %25 last, so that an escaped % cannot start another escape.
func unescape(s string) string {
	return strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%").Replace(s)
}

// TestAnnotationEscaping: %, CR and LF are escaped in the message and in
// properties, : and , in properties too, so that a file name or a title
// can neither end its property nor the command, and a message cannot
// start a line of its own.
func TestAnnotationEscaping(t *testing.T) {
	for _, c := range []struct {
		name string
		a    Annotation
		want string
	}{
		{"plain", Annotation{Level: "error", File: "a/b.yaml", Line: 3, Column: 9, Title: "zero/turn.order", Message: "it is Anne's turn"},
			"::error file=a/b.yaml,line=3,col=9,title=zero/turn.order::it is Anne's turn"},
		{"properties", Annotation{Level: "error", File: "odd, name: 100%.yaml", Line: 1, Title: "a,b:c"},
			"::error file=odd%2C name%3A 100%25.yaml,line=1,title=a%2Cb%3Ac::"},
		{"message", Annotation{Level: "error", Title: "t", Message: "50% of a: b, c\r\nnext\n::error::forged"},
			"::error title=t::50%25 of a: b, c%0D%0Anext%0A::error::forged"},
		{"an escape in the text", Annotation{Level: "notice", File: "%0A.yaml", Message: "%0A"},
			"::notice file=%250A.yaml::%250A"},
		{"no line, no column", Annotation{Level: "error", File: "f.yaml", Column: 4, Title: "t", Message: "m"},
			"::error file=f.yaml,title=t::m"},
	} {
		got := c.a.String()
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
		if strings.ContainsAny(got, "\r\n") {
			t.Errorf("%s: a line break in %q", c.name, got)
		}
		msg := got[strings.Index(got[2:], "::")+4:]
		if unescape(msg) != c.a.Message {
			t.Errorf("%s: the message reads back as %q", c.name, unescape(msg))
		}
	}
}

// TestAnnotationsOfVerdict: one annotation per violation with its rule
// as title and the catalogue's words below the message, control
// characters from the transcript escaped; none for passing verdicts.
func TestAnnotationsOfVerdict(t *testing.T) {
	at := &engine.Position{File: "g.yaml#2", Line: 40, Column: 9}
	v := Verdict{File: "g.yaml#2", Path: "g.yaml", Document: 2, Status: Violations, Violations: []engine.ViolationReport{
		{Rule: "zero/turn.order", Message: "it is \x1b[2JAnne's turn", At: at, Summary: "Turns pass clockwise.", Refs: map[string]string{"fr": "§ Tour de jeu"}},
		{Rule: "expect.scores", Message: "round 1 score of Anne is 3, the transcript expects 4", At: &engine.Position{File: "g.yaml#2", Line: 50, Column: 7}},
	}}
	got := v.Annotations()
	want := []string{
		`::error file=g.yaml,line=40,col=9,title=zero/turn.order::it is \x1b[2JAnne's turn%0Arule: Turns pass clockwise.%0AFR § Tour de jeu`,
		`::error file=g.yaml,line=50,col=7,title=expect.scores::round 1 score of Anne is 3, the transcript expects 4`,
	}
	if len(got) != len(want) {
		t.Fatalf("%d annotations, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("annotation %d:\n got %s\nwant %s", i+1, got[i], want[i])
		}
	}
	for _, status := range []string{Valid, Incomplete, Skipped} {
		if a := (&Verdict{Status: status}).Annotations(); a != nil {
			t.Errorf("%s: %v", status, a)
		}
	}
	stdin := Verdict{File: "<stdin>#1", Status: Unreadable, Error: &Problem{Message: "not YAML", At: &engine.Position{File: "<stdin>#1", Line: 2, Column: 1}}}
	if a := stdin.Annotations(); len(a) != 1 || a[0].String() != "::error title=unreadable transcript::not YAML" {
		t.Errorf("stdin: %v", a)
	}
}
