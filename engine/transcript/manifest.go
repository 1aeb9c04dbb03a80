package transcript

import (
	"bytes"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// IsManifest reports whether src is a fixture manifest (the index of a
// corpus, docs/conformance.md, docs/schema/manifest.schema.json) rather
// than a transcript. validate passes over a manifest found beside the
// transcripts instead of failing on it, so the test is strict: src must
// parse as a valid manifest, format 1 and a list of fixtures with the
// manifest's keys and nothing else. A document that holds any other key
// (game, players, rounds, quoted or escaped as they may be) is a
// transcript to judge. A cheap look at the lines comes first, so that
// hostile input that is no manifest costs no decoding.
func IsManifest(src []byte) bool {
	if !looksLikeManifest(src) || overNodes(src, DefaultLimits.MaxNodes) >= 0 {
		return false
	}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(src))
	if dec.Decode(&doc) != nil || doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return false
	}
	var next yaml.Node
	if dec.Decode(&next) == nil {
		return false // a second document
	}
	m := manifestCheck{}
	return m.fields(doc.Content[0], map[string]func(*yaml.Node) bool{
		"format":   func(n *yaml.Node) bool { return m.plain(n) && n.Value == "1" },
		"fixtures": m.fixtures,
	}, "format", "fixtures")
}

// looksLikeManifest: among the keys written at the start of a line are
// format and fixtures, as `regelwerk manifest` writes them.
func looksLikeManifest(src []byte) bool {
	var format, fixtures bool
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		key, _, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			continue
		}
		switch string(bytes.TrimRight(key, " \t")) {
		case "format":
			format = true
		case "fixtures":
			fixtures = true
		}
	}
	return format && fixtures
}

// manifestCheck checks a decoded manifest against its schema.
type manifestCheck struct{}

var manifestPath = regexp.MustCompile(`^[^/].*\.yaml$`)

// plain reports whether n is a scalar without tag, anchor or alias.
func (manifestCheck) plain(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Anchor == "" && n.Style&yaml.TaggedStyle == 0
}

// str is a scalar as the manifest writes a text: names such as 007 are
// numbers to YAML, and still names.
func (c manifestCheck) str(n *yaml.Node) bool { return c.plain(n) && n.Tag != "!!null" }

func (c manifestCheck) integer(n *yaml.Node) bool {
	_, err := strconv.Atoi(n.Value)
	return c.plain(n) && n.Style == 0 && n.Tag == "!!int" && err == nil
}

// fields checks that n is a mapping of the given keys only, each once and
// as check wants it, with every key of required present.
func (c manifestCheck) fields(n *yaml.Node, check map[string]func(*yaml.Node) bool, required ...string) bool {
	if n.Kind != yaml.MappingNode || n.Anchor != "" || n.Style&yaml.TaggedStyle != 0 {
		return false
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		fn, ok := check[k.Value]
		if !c.plain(k) || k.Tag != "!!str" || !ok || seen[k.Value] || !fn(v) {
			return false
		}
		seen[k.Value] = true
	}
	for _, k := range required {
		if !seen[k] {
			return false
		}
	}
	return true
}

// each reports whether n is a list whose every item passes fn.
func (manifestCheck) each(n *yaml.Node, fn func(*yaml.Node) bool) bool {
	if n.Kind != yaml.SequenceNode || n.Anchor != "" || n.Style&yaml.TaggedStyle != 0 {
		return false
	}
	for _, it := range n.Content {
		if !fn(it) {
			return false
		}
	}
	return true
}

func (c manifestCheck) scores(n *yaml.Node) bool {
	if n.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if !c.plain(n.Content[i]) || !c.integer(n.Content[i+1]) {
			return false
		}
	}
	return true
}

func (c manifestCheck) fixtures(n *yaml.Node) bool {
	strs := func(n *yaml.Node) bool { return c.each(n, c.str) }
	return c.each(n, func(f *yaml.Node) bool {
		return c.fields(f, map[string]func(*yaml.Node) bool{
			"path":        func(n *yaml.Node) bool { return c.str(n) && manifestPath.MatchString(n.Value) },
			"game":        c.str,
			"description": c.str,
			"origin":      func(n *yaml.Node) bool { return c.str(n) && (n.Value == "hand" || n.Value == "generated") },
			"covers":      strs,
			"players":     strs,
			"options": func(n *yaml.Node) bool {
				return n.Kind == yaml.MappingNode && c.each(&yaml.Node{Kind: yaml.SequenceNode, Content: n.Content}, c.plain)
			},
			"expect": c.outcome,
		}, "path", "game", "description", "origin", "players", "expect")
	})
}

// outcome checks a fixture's expect: valid, or one violation.
func (c manifestCheck) outcome(n *yaml.Node) bool {
	valid, violation := "", false
	ok := c.fields(n, map[string]func(*yaml.Node) bool{
		"valid": func(n *yaml.Node) bool {
			valid = n.Value
			return c.plain(n) && n.Tag == "!!bool" && (n.Value == "true" || n.Value == "false")
		},
		"totals":  c.scores,
		"winners": func(n *yaml.Node) bool { return c.each(n, c.str) },
		"violation": func(n *yaml.Node) bool {
			violation = true
			return c.fields(n, map[string]func(*yaml.Node) bool{
				"rule":  c.str,
				"round": func(n *yaml.Node) bool { return c.integer(n) && n.Value[0] != '-' },
				"move":  func(n *yaml.Node) bool { return c.integer(n) && n.Value[0] != '-' },
			}, "rule", "round", "move")
		},
	}, "valid")
	return ok && violation == (valid == "false")
}
