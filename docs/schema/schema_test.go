package schema_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/regelwerk/regelwerk/docs/schema"
	"github.com/regelwerk/regelwerk/docs/schema/schematest"
	"github.com/regelwerk/regelwerk/rules"
)

// TestSchemasCompile: every schema of the folder is a valid draft
// 2020-12 schema (checked against the meta-schema as it compiles), and
// its $id is its published address.
func TestSchemasCompile(t *testing.T) {
	entries, err := schema.Files.ReadDir(".")
	if err != nil || len(entries) < 5 {
		t.Fatalf("%d schemas, %v", len(entries), err)
	}
	for _, e := range entries {
		schematest.Compile(t, e.Name())
		doc := loadSchema(t, e.Name())
		if doc["$schema"] != "https://json-schema.org/draft/2020-12/schema" || doc["$id"] != schema.Base+e.Name() {
			t.Errorf("%s: $schema %v, $id %v", e.Name(), doc["$schema"], doc["$id"])
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
