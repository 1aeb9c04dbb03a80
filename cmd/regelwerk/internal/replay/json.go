package replay

import (
	"encoding/json"
	"io"
)

// File is the JSON replay: the format version and one document per
// transcript read.
type File struct {
	Format string      `json:"format"`
	Games  []*Document `json:"games"`
}

// WriteJSON writes docs as one JSON object on one line, <, > and &
// unescaped.
func WriteJSON(w io.Writer, docs []*Document) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if docs == nil {
		docs = []*Document{}
	}
	return enc.Encode(File{Format: Format, Games: docs})
}
