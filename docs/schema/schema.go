// Package schema holds the JSON Schemas (draft 2020-12) of the project's
// file formats and reports, the files of docs/schema: transcripts, the
// fixture manifest, the conformance protocol's messages, validate's JSON
// and NDJSON reports, and the replay document. They are written by hand,
// except what go generate writes from the registry (the transcript
// schema's per-game parts) and the copies that make each schema stand
// alone (internal/schemagen), and checked by the tests against what the
// code reads and writes.
package schema

//go:generate go run ./internal/gen

import "embed"

// Files holds the *.schema.json files.
//
//go:embed *.schema.json
var Files embed.FS
