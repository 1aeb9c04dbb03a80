package report

import (
	"io"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Annotation is a GitHub Actions workflow command that marks a place in
// a file: `::error file=F,line=L,col=C,title=T::message`.
type Annotation struct {
	Level        string // error, warning or notice
	File         string // empty when the input has no file (stdin)
	Line, Column int    // 0 when unknown
	Title        string
	Message      string
}

// String writes the command, escaped as the Actions runner reads it
// back: %, CR and LF in the message, and : and , as well in the
// properties.
func (a Annotation) String() string {
	var b strings.Builder
	b.WriteString("::" + a.Level)
	sep := " "
	prop := func(k, v string) {
		b.WriteString(sep + k + "=" + escapeProperty(v))
		sep = ","
	}
	if a.File != "" {
		prop("file", a.File)
		if a.Line > 0 {
			prop("line", strconv.Itoa(a.Line))
			if a.Column > 0 {
				prop("col", strconv.Itoa(a.Column))
			}
		}
	}
	if a.Title != "" {
		prop("title", a.Title)
	}
	b.WriteString("::" + escapeData(a.Message))
	return b.String()
}

var (
	dataEscaper     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	propertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)

func escapeData(s string) string     { return dataEscaper.Replace(s) }
func escapeProperty(s string) string { return propertyEscaper.Replace(s) }

// Annotations are the verdict's marks: one error per violation, at the
// violation's place, and one for a file that could not be read. Passing
// verdicts have none. Text passes through engine.Printable line by line,
// so that nothing from a transcript can act on the log's terminal.
func (v *Verdict) Annotations() []Annotation {
	safe := engine.Printable
	at := func(p *engine.Position) (int, int) {
		if p == nil {
			return 0, 0
		}
		return p.Line, p.Column
	}
	var out []Annotation
	switch v.Status {
	case Violations:
		for _, x := range v.Violations {
			lines := []string{safe(x.Message)}
			if x.Summary != "" {
				lines = append(lines, "rule: "+safe(x.Summary))
			}
			for _, lang := range engine.RefLanguages(x.Refs) {
				lines = append(lines, strings.ToUpper(lang)+" "+safe(x.Refs[lang]))
			}
			a := Annotation{Level: "error", File: safe(v.Path), Title: safe(x.Rule), Message: strings.Join(lines, "\n")}
			a.Line, a.Column = at(x.At)
			out = append(out, a)
		}
	case Unreadable:
		a := Annotation{Level: "error", File: safe(v.Path), Title: "unreadable transcript", Message: safe(v.Error.Message)}
		a.Line, a.Column = at(v.Error.At)
		out = append(out, a)
	}
	return out
}

type githubWriter struct{ w io.Writer }

func (g *githubWriter) Write(v *Verdict) error {
	var b strings.Builder
	for _, a := range v.Annotations() {
		b.WriteString(a.String() + "\n")
	}
	_, err := io.WriteString(g.w, b.String())
	return err
}

func (g *githubWriter) Close(Summary) error { return nil }
