package schema_test

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/docs/schema"
	"github.com/regelwerk/regelwerk/docs/schema/internal/schemagen"
	"github.com/regelwerk/regelwerk/docs/schema/schematest"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// TestSchemasCompile: every schema of the folder is a valid draft
// 2020-12 schema (checked against the meta-schema as it compiles), stands
// alone (compiled from its file only, with a loader that reaches neither
// the network nor the disk, and no reference out of it), and its $id is
// its file name: nothing is published yet, so no schema names an address
// as if it worked.
func TestSchemasCompile(t *testing.T) {
	entries, err := schema.Files.ReadDir(".")
	if err != nil || len(entries) < 5 {
		t.Fatalf("%d schemas, %v", len(entries), err)
	}
	for _, e := range entries {
		if _, err := schematest.CompileAlone(e.Name()); err != nil {
			t.Errorf("%s does not compile on its own: %v", e.Name(), err)
		}
		data, _ := schema.Files.ReadFile(e.Name())
		if err := schemagen.Check(data); err != nil {
			t.Errorf("%s: %v", e.Name(), err)
		}
		doc := loadSchema(t, e.Name())
		if doc["$schema"] != "https://json-schema.org/draft/2020-12/schema" || doc["$id"] != e.Name() {
			t.Errorf("%s: $schema %v, $id %v", e.Name(), doc["$schema"], doc["$id"])
		}
		if strings.Contains(string(data), "raw.githubusercontent.com") {
			t.Errorf("%s names the address the schemas are not published at yet", e.Name())
		}
	}
}

// TestSchemasGenerated: the committed schemas are what go generate
// writes from the registry, the catalogues and the decks (the transcript
// schema's per-game parts) and from each other (the copies that make each
// stand alone). After adding a game, an option or a rule: go generate
// ./docs/schema.
func TestSchemasGenerated(t *testing.T) {
	entries, err := schema.Files.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		if files[e.Name()], err = schema.Files.ReadFile(e.Name()); err != nil {
			t.Fatal(err)
		}
	}
	out, err := schemagen.Generate(files, engine.Games())
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range out {
		if string(text) != string(files[name]) {
			t.Errorf("docs/schema/%s is out of date: run go generate ./docs/schema", name)
		}
	}
}

// TestManifest: the corpus manifest follows its schema; a manifest entry
// that lists a violation as valid is refused.
func TestManifest(t *testing.T) {
	s := schematest.Compile(t, "manifest.schema.json")
	data, err := os.ReadFile("../../fixtures/manifest.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := checkYAML(s, data); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{
		"format: 1\nfixtures:\n  - {path: zero/valid/a.yaml, game: zero, description: d, origin: hand, players: [A], expect: {valid: true, violation: {rule: r, round: 1, move: 1}}}\n",
		"format: 1\nfixtures:\n  - {path: zero/valid/a.yaml, game: zero, description: d, origin: hand, players: [A], expect: {valid: false}}\n",
		"format: 2\nfixtures: []\n",
	} {
		if checkYAML(s, []byte(bad)) == nil {
			t.Errorf("the schema takes %q", bad)
		}
	}
}

func loadSchema(t *testing.T, name string) map[string]any {
	t.Helper()
	data, err := schema.Files.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

type ids struct{ rules, clarifications []string }

func catalogue(t *testing.T, game string) ids {
	t.Helper()
	c, err := rules.For(game)
	if err != nil {
		t.Fatal(err)
	}
	var out ids
	for _, r := range c.Rules {
		out.rules = append(out.rules, r.ID)
	}
	for _, cl := range c.Clarifications {
		out.clarifications = append(out.clarifications, cl.ID)
	}
	return out
}

// typeKeywords are the keywords that apply to one type of value only.
var typeKeywords = map[string]string{
	"properties": "object", "additionalProperties": "object", "required": "object", "propertyNames": "object",
	"minProperties": "object", "maxProperties": "object", "patternProperties": "object",
	"items": "array", "minItems": "array", "maxItems": "array", "uniqueItems": "array", "prefixItems": "array", "contains": "array",
	"pattern": "string", "minLength": "string", "maxLength": "string",
	"minimum": "number", "maximum": "number", "multipleOf": "number", "exclusiveMinimum": "number", "exclusiveMaximum": "number",
}

// TestSchemasNameTheirTypes: wherever the value checked changes (a
// property, an item, a definition), a schema that uses keywords of one
// type says that type, as strict validators (ajv's strictTypes) want;
// subschemas at the same place (allOf, if, then) take it from their
// parent.
func TestSchemasNameTheirTypes(t *testing.T) {
	entries, err := schema.Files.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		var walk func(v any, at string, types []string)
		walk = func(v any, at string, types []string) {
			s, ok := v.(map[string]any)
			if !ok {
				return
			}
			switch ty := s["type"].(type) {
			case string:
				types = []string{ty}
			case []any:
				types = strs(ty)
			}
			for k, want := range typeKeywords {
				if _, used := s[k]; used && !slices.Contains(types, want) && !(want == "number" && slices.Contains(types, "integer")) {
					t.Errorf("%s %s: %s without type %s", e.Name(), at, k, want)
				}
			}
			for k, sub := range s {
				switch k {
				case "properties", "patternProperties", "$defs":
					for name, x := range sub.(map[string]any) {
						walk(x, at+"/"+k+"/"+name, nil)
					}
				case "additionalProperties", "items", "propertyNames", "contains":
					walk(sub, at+"/"+k, nil)
				case "allOf", "anyOf", "oneOf":
					for i, x := range sub.([]any) {
						walk(x, fmt.Sprintf("%s/%s/%d", at, k, i), types)
					}
				case "if", "then", "else", "not":
					walk(sub, at+"/"+k, types)
				}
			}
		}
		walk(loadSchema(t, e.Name()), "#", nil)
	}
}
