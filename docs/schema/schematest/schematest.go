// Package schematest compiles the project's JSON Schemas for tests, with
// github.com/santhosh-tekuri/jsonschema/v6, and turns YAML documents
// into the values a JSON Schema validates, as editors' YAML language
// servers do.
package schematest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/docs/schema"
)

// base is where Compile places the schemas: an address no loader can
// reach, so that a reference out of a schema fails instead of being
// fetched.
const base = "https://regelwerk.invalid/docs/schema/"

// Compile returns the schema in docs/schema/name (such as
// "transcript.schema.json"), or the schema at fragment within it
// ("validate.schema.json#/$defs/record"). The schema is compiled alone,
// with a loader that refuses every address: each schema of the folder
// holds all it refers to, as a validator given that one file needs.
func Compile(t testing.TB, name string) *jsonschema.Schema {
	t.Helper()
	s, err := CompileAlone(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

// CompileAlone compiles the schema docs/schema/name (a fragment may
// follow) from its file alone: it checks the schema against the draft
// 2020-12 meta-schema (which the library holds), and any reference out of
// the file fails.
func CompileAlone(name string) (*jsonschema.Schema, error) {
	file, fragment, _ := strings.Cut(name, "#")
	data, err := schema.Files.ReadFile(file)
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	c.UseLoader(noLoader{})
	if err := c.AddResource(base+file, doc); err != nil {
		return nil, err
	}
	if fragment != "" {
		fragment = "#" + fragment
	}
	return c.Compile(base + file + fragment)
}

// noLoader loads nothing: not the network, not the file system.
type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("the schema refers to %s, outside itself", url)
}

// CompileFile returns the schema in the file at path, of whichever draft
// it declares.
func CompileFile(t testing.TB, path string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	s, err := c.Compile(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// JSON decodes one JSON value as the schema library reads it (numbers
// kept exact).
func JSON(data []byte) (any, error) {
	return jsonschema.UnmarshalJSON(bytes.NewReader(data))
}

// Validate checks the JSON text data against s, and says where it fails.
func Validate(s *jsonschema.Schema, data []byte) error {
	v, err := JSON(data)
	if err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	return s.Validate(v)
}

// YAML decodes one YAML document into the values a JSON Schema checks:
// mappings with string keys, lists, strings, numbers, booleans and null,
// each scalar typed as YAML's core schema types it (the YAML language
// server's default). Keys of other types are taken as written. Aliases
// are refused rather than expanded: transcripts have none, and an alias
// bomb would cost the test what it costs a reader that expands them.
func YAML(data []byte) (any, error) {
	// The YAML reader knows no %YAML 1.2 directive; a transcript reads the
	// same in both versions, as the transcript reader has it.
	if bytes.HasPrefix(data, []byte("%YAML 1.2")) {
		data = append([]byte("%YAML 1.1"), data[len("%YAML 1.2"):]...)
	}
	var n yaml.Node
	if err := yaml.Unmarshal(data, &n); err != nil {
		return nil, err
	}
	if n.Kind == 0 {
		return nil, nil
	}
	return value(&n)
}

func value(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.DocumentNode:
		return value(n.Content[0])
	case yaml.AliasNode:
		return nil, fmt.Errorf("line %d: an alias", n.Line)
	case yaml.MappingNode:
		m := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if k.Kind == yaml.AliasNode {
				return nil, fmt.Errorf("line %d: an alias", k.Line)
			}
			v, err := value(n.Content[i+1])
			if err != nil {
				return nil, err
			}
			m[k.Value] = v
		}
		return m, nil
	case yaml.SequenceNode:
		l := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := value(c)
			if err != nil {
				return nil, err
			}
			l = append(l, v)
		}
		return l, nil
	}
	// A scalar: what the YAML reader resolves it to, numbers as JSON
	// numbers so that a schema sees 1 and 1.0 alike.
	var v any
	if err := n.Decode(&v); err != nil {
		return nil, err
	}
	switch x := v.(type) {
	case int, int64, uint64, float64:
		return json.Number(strings.TrimSpace(fmt.Sprint(x))), nil
	}
	return v, nil
}
