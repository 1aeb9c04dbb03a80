// Package schema holds the JSON Schemas (draft 2020-12) of the project's
// file formats and reports, the files of docs/schema: transcripts, the
// fixture manifest, the conformance protocol's messages, validate's JSON
// and NDJSON reports, and the replay document. They are written by hand
// and checked by the tests against what the code reads and writes.
package schema

import "embed"

// Files holds the *.schema.json files.
//
//go:embed *.schema.json
var Files embed.FS

// Base is the address the schemas are published at, and their $id's
// prefix.
const Base = "https://raw.githubusercontent.com/regelwerk/regelwerk/main/docs/schema/"
