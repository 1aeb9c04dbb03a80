package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// JUnitSuites is a JUnit XML report, in the form Jenkins, GitLab, Azure
// and the JUnit report actions read: suites of test cases, each passed,
// failed, in error or skipped.
type JUnitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Suites   []JUnitSuite `xml:"testsuite"`
}

// JUnitSuite is a named group of cases.
type JUnitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Cases    []JUnitCase `xml:"testcase"`
}

// JUnitCase is one test: it passes unless it has a Failure, an Error or
// is Skipped.
type JUnitCase struct {
	Classname string        `xml:"classname,attr"`
	Name      string        `xml:"name,attr"`
	Failure   *JUnitProblem `xml:"failure,omitempty"`
	Error     *JUnitProblem `xml:"error,omitempty"`
	Skipped   *JUnitProblem `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

// JUnitProblem is a failure, an error or a reason to skip: a one-line
// message, a type (a rule ID) and the full text.
type JUnitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Text    string `xml:",chardata"`
}

// Add files c under the suite named after its class, the suites in the
// order their first case came, and counts it.
func (s *JUnitSuites) Add(c JUnitCase) {
	i := 0
	for i < len(s.Suites) && s.Suites[i].Name != c.Classname {
		i++
	}
	if i == len(s.Suites) {
		s.Suites = append(s.Suites, JUnitSuite{Name: c.Classname})
	}
	suite := &s.Suites[i]
	suite.Cases = append(suite.Cases, c)
	suite.Tests++
	s.Tests++
	switch {
	case c.Failure != nil:
		suite.Failures++
		s.Failures++
	case c.Error != nil:
		suite.Errors++
		s.Errors++
	case c.Skipped != nil:
		suite.Skipped++
		s.Skipped++
	}
}

// WriteTo writes the report as an XML document.
func (s *JUnitSuites) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", "  ")
	if err := enc.Encode(s); err != nil {
		return 0, err
	}
	b.WriteByte('\n')
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// JUnitCase is the verdict as a test case: classname the game (or, for
// a file that could not be read, its directory), name the transcript as
// reported. Text passes through engine.Printable, since XML 1.0 cannot
// hold most control characters.
func (v *Verdict) JUnitCase() JUnitCase {
	safe := engine.Printable
	c := JUnitCase{Classname: v.Game, Name: safe(v.File)}
	if c.Classname == "" {
		c.Classname = "<stdin>"
		if v.Path != "" {
			c.Classname = safe(path.Clean(filepath.ToSlash(filepath.Dir(v.Path))))
		}
	}
	switch v.Status {
	case Violations:
		var text strings.Builder
		for _, x := range v.Violations {
			engine.WriteReport(&text, x)
		}
		first := v.Violations[0]
		msg := first.Rule + ": " + first.Message
		if len(v.Violations) > 1 {
			msg += fmt.Sprintf(" (and %d more)", len(v.Violations)-1)
		}
		c.Failure = &JUnitProblem{Message: safe(msg), Type: safe(first.Rule), Text: text.String()}
	case Unreadable:
		c.Error = &JUnitProblem{Message: safe(v.Error.Message), Type: "unreadable", Text: safe(v.problem())}
	case Skipped:
		c.Skipped = &JUnitProblem{Message: safe(v.Error.Message)}
	case AsExpected:
		c.SystemOut = safe(v.AsExpectedText())
	case Incomplete:
		c.SystemOut = "valid so far, incomplete: " + safe(v.Incomplete)
	case Valid:
		c.SystemOut = fmt.Sprintf("valid: %d round(s)", v.Rounds)
	}
	return c
}

// problem is the unreadable input's message after its position.
func (v *Verdict) problem() string {
	if v.Error.At != nil {
		return v.Error.At.String() + ": " + v.Error.Message
	}
	return v.Error.Message
}

// AsExpectedText says, for a verdict of status invalid-as-expected,
// which violation was announced and found, and where in the file:
// "invalid as expected: RULE at round R move M (LINE:COL): message".
func (v *Verdict) AsExpectedText() string {
	x := v.Violations[0]
	s := fmt.Sprintf("invalid as expected: %s at round %d move %d", x.Rule, x.Round, x.Move)
	if x.At != nil && x.At.Line > 0 {
		s += " (" + (engine.Position{Line: x.At.Line, Column: x.At.Column}).String() + ")"
	}
	return s + ": " + x.Message
}

// junitWriter collects the cases: the suites' counts come first.
type junitWriter struct {
	w      io.Writer
	suites JUnitSuites
}

func (j *junitWriter) Write(v *Verdict) error {
	j.suites.Add(v.JUnitCase())
	return nil
}

func (j *junitWriter) Close(Summary) error {
	j.suites.Name = "regelwerk validate"
	_, err := j.suites.WriteTo(j.w)
	return err
}
