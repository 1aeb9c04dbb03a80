package main

import (
	"encoding/json"
	"io"
)

// writeJSON writes v as the JSON documents of every command are written
// (docs/cli.md): on one line ending in a newline, as NDJSON lines and the
// replay document are, with &, < and > as they are (the output is not
// HTML). jq or any JSON reader lays it out for reading.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
