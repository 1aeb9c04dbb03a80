package report

import (
	"fmt"
	"io"
	"strings"
)

// Writer writes the verdicts of a run in one format, each as it comes
// (or all at the end, where the format needs the totals first).
type Writer interface {
	// Write reports one verdict, in the order of the run.
	Write(v *Verdict) error
	// Close ends the report with the run's summary.
	Close(s Summary) error
}

// Formats are the formats New writes; "text" is the terminal's, written
// by the command itself with engine.WriteReport.
var Formats = []string{"json", "ndjson", "junit", "sarif", "github"}

// New returns a Writer of format to w.
func New(format string, w io.Writer) (Writer, error) {
	switch format {
	case "json":
		return &jsonWriter{w: w}, nil
	case "ndjson":
		return &ndjsonWriter{w: w}, nil
	case "junit":
		return &junitWriter{w: w}, nil
	case "sarif":
		return &sarifWriter{w: w}, nil
	case "github":
		return &githubWriter{w: w}, nil
	}
	return nil, fmt.Errorf("unknown format %q (known: text, %s)", format, strings.Join(Formats, ", "))
}
