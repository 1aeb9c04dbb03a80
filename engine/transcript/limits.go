package transcript

import (
	"go.yaml.in/yaml/v3"
)

// transcriptDepth is the deepest nesting of collections a transcript uses
// (a setup's list of cards in a move of a round), with a margin.
const transcriptDepth = 8

// check applies the limits that concern the YAML tree as a whole before
// the transcript is read: the nesting depth, and anchors and aliases,
// refused outright unless MaxAliases allows them, in which case every
// alias is charged the number of nodes it stands for.
func (p *parser) check(doc *yaml.Node) error {
	var aliases []*yaml.Node
	if err := p.walkCheck(doc, 0, &aliases); err != nil {
		return err
	}
	if len(aliases) == 0 {
		return nil
	}
	x := expansion{size: map[*yaml.Node]int{}, budget: p.lim.MaxAliases}
	for _, a := range aliases {
		if a.Alias == nil {
			return p.errf(a, "alias *%s names no anchor", a.Value)
		}
		n, ok := x.count(a.Alias, 0)
		if !ok {
			if x.cycle {
				return p.errf(a, "alias *%s refers to a node that contains it", a.Value)
			}
			return p.errf(a, "YAML aliases expand to more than %d nodes (raise the limit with --max-aliases)", p.lim.MaxAliases)
		}
		if x.budget -= n; x.budget < 0 {
			return p.errf(a, "YAML aliases expand to more than %d nodes (raise the limit with --max-aliases)", p.lim.MaxAliases)
		}
	}
	return nil
}

// walkCheck visits n, at nesting depth depth, and what it holds in
// document order, collecting aliases; recursion stops at the depth limit
// (and the YAML reader's own, 10000).
func (p *parser) walkCheck(n *yaml.Node, depth int, aliases *[]*yaml.Node) error {
	if n.Anchor != "" || n.Kind == yaml.AliasNode {
		if p.lim.MaxAliases <= 0 {
			return p.errf(n, "YAML anchors and aliases are not allowed in transcripts (allow them with --max-aliases)")
		}
		if n.Kind == yaml.AliasNode {
			*aliases = append(*aliases, n)
		}
	}
	if len(n.Content) == 0 {
		return nil
	}
	// The document node does not count: a top-level mapping is depth 1.
	if n.Kind != yaml.DocumentNode {
		depth++
	}
	if p.lim.MaxDepth > 0 && depth >= p.lim.MaxDepth {
		return p.errf(n, "YAML nesting deeper than %d levels (raise the limit with --max-nesting)", p.lim.MaxDepth)
	}
	for _, c := range n.Content {
		if len(c.Content) == 0 && c.Anchor == "" && c.Kind != yaml.AliasNode {
			continue // a plain scalar: nothing to check
		}
		if err := p.walkCheck(c, depth, aliases); err != nil {
			return err
		}
	}
	return nil
}

// expansion counts the nodes an alias stands for, aliases inside expanded,
// giving up as soon as the count passes the budget: a billion laughs costs
// no more than the budget to refuse.
type expansion struct {
	size   map[*yaml.Node]int // nodes counted so far; -1 while being counted
	budget int
	cycle  bool
}

func (x *expansion) count(n *yaml.Node, depth int) (int, bool) {
	if n.Kind == yaml.AliasNode {
		if n.Alias == nil {
			return 1, true
		}
		n = n.Alias
	}
	if k, done := x.size[n]; done {
		if k < 0 {
			x.cycle = true
			return 0, false
		}
		return k, true
	}
	if depth > 10000 {
		return 0, false
	}
	x.size[n] = -1
	total := 1
	for _, c := range n.Content {
		k, ok := x.count(c, depth+1)
		if !ok {
			return 0, false
		}
		if total += k; total > x.budget {
			return 0, false
		}
	}
	x.size[n] = total
	return total, true
}
