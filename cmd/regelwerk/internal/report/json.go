package report

import (
	"bytes"
	"encoding/json"
	"io"
)

// Format names the version of the JSON and NDJSON reports; a change that
// a reader could trip on changes it.
const Format = "regelwerk-validate/1"

// Document is the JSON report: every verdict and the summary.
type Document struct {
	Format   string     `json:"format"`
	Verdicts []*Verdict `json:"verdicts"`
	Summary  Summary    `json:"summary"`
}

// Record is one line of the NDJSON report: a verdict (Type "verdict")
// or, last, the summary (Type "summary").
type Record struct {
	Format string `json:"format"`
	Type   string `json:"type"`
	*Verdict
	Summary *Summary `json:"summary,omitempty"`
}

// WriteJSON writes v as every JSON document and NDJSON line of the
// command line is written (docs/cli.md): on one line ending in a newline,
// with &, < and > as they are (the output is not HTML). jq or any JSON
// reader lays it out for reading.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// jsonWriter writes a Document verdict by verdict, so that a run of any
// size needs no more memory than one verdict. The document is one line,
// as every JSON document of the command line (docs/cli.md).
type jsonWriter struct {
	w io.Writer
	n int
}

// jsonHead starts the document, up to its first verdict.
const jsonHead = `{"format":"` + Format + `","verdicts":[`

func (j *jsonWriter) Write(v *Verdict) error {
	var b bytes.Buffer
	if j.n == 0 {
		b.WriteString(jsonHead)
	} else {
		b.WriteString(",")
	}
	j.n++
	if err := WriteJSON(&b, v); err != nil {
		return err
	}
	b.Truncate(b.Len() - 1) // the encoder's newline: a comma may follow
	_, err := j.w.Write(b.Bytes())
	return err
}

func (j *jsonWriter) Close(s Summary) error {
	var b bytes.Buffer
	if j.n == 0 {
		b.WriteString(jsonHead)
	}
	b.WriteString(`],"summary":`)
	if err := WriteJSON(&b, s); err != nil {
		return err
	}
	b.Truncate(b.Len() - 1)
	b.WriteString("}\n")
	_, err := j.w.Write(b.Bytes())
	return err
}

// ndjsonWriter writes a Record per line.
type ndjsonWriter struct{ w io.Writer }

func (j *ndjsonWriter) Write(v *Verdict) error {
	return WriteJSON(j.w, Record{Format: Format, Type: "verdict", Verdict: v})
}

func (j *ndjsonWriter) Close(s Summary) error {
	return WriteJSON(j.w, Record{Format: Format, Type: "summary", Summary: &s})
}
