package schemagen

import (
	"strings"
	"testing"
)

const source = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://example.invalid/source.schema.json",
  "$defs": {
    "names": {"type": "array", "items": {"$ref": "#/$defs/name"}},
    "name": {"type": "string"}
  }
}
`

// TestBundle: a schema that uses another's definition gets a copy of it
// and of what it refers to, its $id becomes its file name, and writing it
// again changes nothing.
func TestBundle(t *testing.T) {
	for _, c := range []struct {
		name, host string
		want       []string // in the text written
	}{
		{"no $defs yet", `{
  "$id": "x",
  "properties": {"players": {"$ref": "source.schema.json#/$defs/names"}}
}
`, []string{`"$id": "host.schema.json"`, `"players": {"$ref": "#/$defs/names"}`,
			`"names": {"$comment": "copied from source.schema.json#/$defs/names by go generate: edit it there", "type": "array", "items": {"$ref": "#/$defs/name"}}`,
			`"name": {"$comment": "copied from source.schema.json#/$defs/name by go generate: edit it there", "type": "string"}`}},
		{"own $defs", `{
  "$id": "x",
  "properties": {"players": {"$ref": "source.schema.json#/$defs/names"}},
  "$defs": {
    "mine": {"type": "integer"}
  }
}
`, []string{`"mine": {"type": "integer"}`, `"names": {"$comment"`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string][]byte{"source.schema.json": []byte(source), "host.schema.json": []byte(c.host)}
			out, err := Generate(files, nil)
			if err != nil {
				t.Fatal(err)
			}
			text := string(out["host.schema.json"])
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%q missing from:\n%s", w, text)
				}
			}
			if err := Check(out["host.schema.json"]); err != nil {
				t.Error(err)
			}
			files["host.schema.json"] = out["host.schema.json"]
			again, err := Generate(files, nil)
			if err != nil || string(again["host.schema.json"]) != text {
				t.Errorf("written again (%v):\n%s\nfirst:\n%s", err, again["host.schema.json"], text)
			}
		})
	}
}

// TestBundleRefusesATakenName: a copy that would take the name of one of
// the schema's own definitions is refused, not written over it.
func TestBundleRefusesATakenName(t *testing.T) {
	host := `{
  "$id": "x",
  "properties": {"players": {"$ref": "source.schema.json#/$defs/names"}},
  "$defs": {
    "name": {"type": "integer"}
  }
}
`
	_, err := Generate(map[string][]byte{"source.schema.json": []byte(source), "host.schema.json": []byte(host)}, nil)
	if err == nil || !strings.Contains(err.Error(), `copied as "name", a name already taken`) {
		t.Errorf("error %v, want the name taken", err)
	}
}
