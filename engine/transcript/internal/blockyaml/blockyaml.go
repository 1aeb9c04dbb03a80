// Package blockyaml reads the plain block-style YAML that transcripts are
// written in into the node tree yaml.v3 builds for the same text, several
// times faster and with a few allocations per document instead of a few
// per node.
//
// It knows a subset only: block mappings and sequences indented with
// spaces, plain scalars on one line, quoted scalars without escapes, flow
// sequences and mappings closed on the line they open, comments, and one
// leading "---". Anything else (anchors, aliases, tags, block scalars,
// scalars over several lines, escapes, directives, tabs, CR, unusual line
// breaks, empty values, and every error) makes Decode report false, and
// the caller decodes with yaml.v3, which then speaks for the document. So
// the subset decides only how fast a document is read, never what it
// means: where Decode answers, its tree is yaml.v3's but for comments,
// which it drops (FuzzDecode holds it to that).
package blockyaml

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"go.yaml.in/yaml/v3"
)

// maxDepth bounds the nesting Decode follows; a deeper document goes to
// yaml.v3, whose limits and messages apply.
const maxDepth = 64

// maxKey is the most bytes from a key's start to its ":" that Decode
// reads: yaml.v3 refuses a key over 1024 characters.
const maxKey = 1000

// Decode reads src, one YAML document, into a document node. ok is false
// when src holds anything outside the subset the package reads (see the
// package comment); the caller then decodes it with yaml.v3.
func Decode(src []byte) (doc *yaml.Node, ok bool) {
	var d Reader
	return d.Decode(src)
}

// A Reader decodes documents one after another into storage it keeps
// from one to the next, so that a batch allocates its nodes once: a tree
// it returns is valid only until its next Decode. The zero Reader is
// ready to use.
type Reader struct {
	store
}

// Decode is the package's Decode, into the reader's storage.
func (d *Reader) Decode(src []byte) (doc *yaml.Node, ok bool) {
	d.reset()
	if !plainText(src) {
		return nil, false
	}
	r := &reader{src: src, text: string(src), line: 1, store: &d.store}
	return r.document()
}

// Bytes is about how much memory the reader keeps between documents.
func (d *Reader) Bytes() int {
	return d.nodeCount*int(unsafe.Sizeof(yaml.Node{})) + (d.refCount+cap(d.kids))*int(unsafe.Sizeof((*yaml.Node)(nil)))
}

// nodeBlock and refBlock are the sizes of the blocks of nodes and of
// children's pointers a store allocates: each under 32 KB, where Go
// allocates from its size classes rather than a span of its own.
const (
	nodeBlock = 128
	refBlock  = 2048
)

// store holds nodes and the children's pointers of collections in
// blocks, handed out in order and handed out again after reset.
type store struct {
	nodes     [][]yaml.Node
	nb, ni    int // the next free node is nodes[nb][ni]
	refs      [][]*yaml.Node
	rb, ri    int
	kids      []*yaml.Node // children of the collections being read
	nodeCount int          // nodes held in all blocks
	refCount  int

	// tags holds yaml.v3's tag of the plain scalars that may resolve to
	// something other than a string, by value: a transcript writes a few
	// such values (cards like Y5, words like take) hundreds of times, and
	// yaml.v3 allocates for every answer.
	tags map[string]string
}

// Bounds of the tags a store remembers: values up to maxTagged bytes,
// up to maxTags of them.
const (
	maxTagged = 32
	maxTags   = 1024
)

// tag returns the tag yaml.v3 gives the plain scalar n, which has none.
func (s *store) tag(n *yaml.Node) string {
	if t, ok := s.tags[n.Value]; ok {
		return t
	}
	t := n.ShortTag() // of a node with no tag yet: yaml.v3's resolution
	if len(n.Value) <= maxTagged {
		if s.tags == nil || len(s.tags) == maxTags {
			s.tags = make(map[string]string)
		}
		// A copy: the value would keep its whole document in memory.
		s.tags[strings.Clone(n.Value)] = t
	}
	return t
}

func (s *store) reset() {
	s.nb, s.ni, s.rb, s.ri = 0, 0, 0, 0
	s.kids = s.kids[:0]
}

// node hands out a node, cleared of any earlier use.
func (s *store) node() *yaml.Node {
	for s.nb < len(s.nodes) && s.ni == len(s.nodes[s.nb]) {
		s.nb, s.ni = s.nb+1, 0
	}
	if s.nb == len(s.nodes) {
		s.nodes = append(s.nodes, make([]yaml.Node, nodeBlock))
		s.nodeCount += nodeBlock
	}
	n := &s.nodes[s.nb][s.ni]
	s.ni++
	return n
}

// children hands out room for k children's pointers, its capacity ending
// at its length, so that an append by a later reader of the tree copies
// rather than overwrites.
func (s *store) children(k int) []*yaml.Node {
	if k > refBlock/4 {
		return make([]*yaml.Node, k) // a long collection: room of its own
	}
	for s.rb < len(s.refs) && len(s.refs[s.rb])-s.ri < k {
		s.rb, s.ri = s.rb+1, 0
	}
	if s.rb == len(s.refs) {
		s.refs = append(s.refs, make([]*yaml.Node, refBlock))
		s.refCount += refBlock
	}
	c := s.refs[s.rb][s.ri : s.ri+k : s.ri+k]
	s.ri += k
	return c
}

// reader is the state of one Decode: a position in the text, and the
// storage the nodes and their children are sliced from.
type reader struct {
	src  []byte
	text string // src as a string: every value is a substring of it
	i    int    // offset of the next byte to read
	line int    // line of offset i, from 1
	bol  int    // offset where that line begins

	// cbol, cpos and ccol remember the column of the last node placed
	// on the current line, so that a long line of characters beyond ASCII
	// is counted once, not once for every node on it.
	cbol, cpos, ccol int

	depth int
	*store
}

// node hands out a node placed at offset at of the current line.
func (r *reader) node(kind yaml.Kind, tag string, at int) *yaml.Node {
	return r.nodeAt(kind, tag, r.line, r.col(at))
}

// nodeAt hands out a node placed at line and col.
func (r *reader) nodeAt(kind yaml.Kind, tag string, line, col int) *yaml.Node {
	n := r.store.node()
	*n = yaml.Node{Kind: kind, Tag: tag, Line: line, Column: col}
	return n
}

// col is the column of offset at on the current line, counted in
// characters from 1, as yaml.v3 counts them.
func (r *reader) col(at int) int {
	if r.ccol == 0 || r.cbol != r.bol || at < r.cpos {
		r.cbol, r.cpos, r.ccol = r.bol, r.bol, 1
	}
	for _, c := range r.src[r.cpos:at] {
		if c < utf8.RuneSelf || utf8.RuneStart(c) {
			r.ccol++
		}
	}
	r.cpos = at
	return r.ccol
}

// close gives n the children read since mark.
func (r *reader) close(n *yaml.Node, mark int) {
	if k := len(r.kids) - mark; k > 0 {
		n.Content = r.children(k)
		copy(n.Content, r.kids[mark:])
	}
	r.kids = r.kids[:mark]
}

func (r *reader) document() (*yaml.Node, bool) {
	if !r.nextContent() {
		return nil, false
	}
	doc := r.node(yaml.DocumentNode, "", r.i)
	if r.marker("---") {
		r.i += 3
		if !r.endOfLine() || !r.nextContent() {
			return nil, false
		}
	}
	if r.marker("---") || r.marker("...") {
		return nil, false
	}
	mark := len(r.kids)
	root, ok := r.block(r.i - r.bol)
	if !ok || r.nextContent() {
		// Something after the root: a marker, a second document or an
		// error, all of which yaml.v3 words.
		return nil, false
	}
	r.kids = append(r.kids, root)
	r.close(doc, mark)
	return doc, true
}

// block reads the node that starts at offset r.i, the first character
// of content on its line, at column indent (counted from 0).
func (r *reader) block(indent int) (*yaml.Node, bool) {
	if r.depth++; r.depth > maxDepth {
		return nil, false
	}
	defer func() { r.depth-- }()
	if r.entry() {
		return r.sequence(indent)
	}
	if r.flowStart() {
		n, ok := r.value(false)
		return n, ok && r.endOfLine()
	}
	start := r.i
	n, ok := r.scalar(false)
	if !ok {
		return nil, false
	}
	if r.colon(false) {
		if r.i-start > maxKey {
			return nil, false
		}
		return r.mapping(indent, n)
	}
	return n, r.endOfLine()
}

// entry reports whether a block sequence entry ("- ", or "-" ending the
// line) starts at r.i.
func (r *reader) entry() bool {
	return r.i < len(r.src) && r.src[r.i] == '-' && (r.i+1 == len(r.src) || r.src[r.i+1] == ' ' || r.src[r.i+1] == '\n')
}

// flowStart reports whether a flow collection opens at r.i.
func (r *reader) flowStart() bool {
	return r.i < len(r.src) && (r.src[r.i] == '[' || r.src[r.i] == '{')
}

// colon reports whether the ":" that ends a key stands at r.i: followed
// by a space or the end of the line (in a flow mapping, by a space).
func (r *reader) colon(flow bool) bool {
	if r.i >= len(r.src) || r.src[r.i] != ':' {
		return false
	}
	if r.i+1 == len(r.src) {
		return !flow
	}
	c := r.src[r.i+1]
	return c == ' ' || (c == '\n' && !flow)
}

// more moves to the next content of the document and reports whether
// there is any that may continue a collection at the given indentation;
// a document marker at the start of a line ends every collection.
func (r *reader) more() (indent int, ok bool) {
	if !r.nextContent() || r.marker("---") || r.marker("...") {
		return 0, false
	}
	return r.i - r.bol, true
}

// sequence reads a block sequence whose entries start at column indent.
func (r *reader) sequence(indent int) (*yaml.Node, bool) {
	n := r.node(yaml.SequenceNode, "!!seq", r.i)
	mark := len(r.kids)
	for {
		r.i++ // the "-"
		r.spaces()
		var item *yaml.Node
		ok := false
		switch {
		case r.atEndOfContent():
			// The entry's value is on the lines below, indented further.
			if in, more := r.more(); more && in > indent {
				item, ok = r.block(in)
			}
		case !r.entry(): // "- - x" is left to yaml.v3
			item, ok = r.block(r.i - r.bol)
		}
		if !ok {
			return nil, false
		}
		r.kids = append(r.kids, item)
		in, more := r.more()
		if !more || in < indent || (in == indent && !r.entry()) {
			// The end of the sequence; for an indentless one, the
			// mapping around it goes on.
			break
		}
		if in > indent {
			return nil, false
		}
	}
	r.close(n, mark)
	return n, true
}

// mapping reads a block mapping whose keys start at column indent: the
// first key, k, is read already, up to its ":".
func (r *reader) mapping(indent int, k *yaml.Node) (*yaml.Node, bool) {
	n := r.nodeAt(yaml.MappingNode, "!!map", k.Line, k.Column)
	mark := len(r.kids)
	for {
		r.kids = append(r.kids, k)
		r.i++ // the ":"
		r.spaces()
		var v *yaml.Node
		ok := false
		if r.atEndOfContent() {
			in, more := r.more()
			switch {
			case !more:
			case in > indent:
				v, ok = r.block(in)
			case in == indent && r.entry():
				v, ok = r.sequence(in) // an indentless sequence
			}
			// Anything else is an empty value, left to yaml.v3.
		} else {
			v, ok = r.value(false)
			ok = ok && r.endOfLine()
		}
		if !ok {
			return nil, false
		}
		r.kids = append(r.kids, v)
		in, more := r.more()
		if !more || in < indent {
			break
		}
		if in > indent {
			return nil, false
		}
		start := r.i
		if k, ok = r.scalar(false); !ok || !r.colon(false) || r.i-start > maxKey {
			return nil, false
		}
	}
	r.close(n, mark)
	return n, true
}

// value reads a scalar or a flow collection that is not a key.
func (r *reader) value(flow bool) (*yaml.Node, bool) {
	if r.flowStart() {
		if r.depth++; r.depth > maxDepth {
			return nil, false
		}
		defer func() { r.depth-- }()
		if r.src[r.i] == '[' {
			return r.flowSequence()
		}
		return r.flowMapping()
	}
	n, ok := r.scalar(flow)
	if !ok || (r.i < len(r.src) && r.src[r.i] == ':') {
		return nil, false // a key where a value belongs
	}
	return n, true
}

// flowSequence reads "[a, b, ...]" closed on the line it opens.
func (r *reader) flowSequence() (*yaml.Node, bool) {
	n := r.node(yaml.SequenceNode, "!!seq", r.i)
	n.Style = yaml.FlowStyle
	return n, r.flow(n, ']', func() bool {
		v, ok := r.value(true)
		r.kids = append(r.kids, v)
		return ok
	})
}

// flowMapping reads "{k: v, ...}" closed on the line it opens.
func (r *reader) flowMapping() (*yaml.Node, bool) {
	n := r.node(yaml.MappingNode, "!!map", r.i)
	n.Style = yaml.FlowStyle
	return n, r.flow(n, '}', func() bool {
		start := r.i
		k, ok := r.scalar(true)
		if !ok || !r.colon(true) || r.i-start > maxKey {
			return false
		}
		r.i++
		r.spaces()
		v, ok := r.value(true)
		r.kids = append(r.kids, k, v)
		return ok
	})
}

// flow reads the entries of a flow collection, each with item, up to
// the closing character, and gives them to n.
func (r *reader) flow(n *yaml.Node, closing byte, item func() bool) bool {
	mark := len(r.kids)
	r.i++
	r.spaces()
	if r.i < len(r.src) && r.src[r.i] == closing {
		r.i++
		return true
	}
	for {
		if !item() {
			return false
		}
		r.spaces()
		if r.i >= len(r.src) {
			return false
		}
		switch r.src[r.i] {
		case closing:
			r.i++
			r.close(n, mark)
			return true
		case ',':
			r.i++
			r.spaces()
		default:
			return false
		}
	}
}

// scalar reads a plain or quoted scalar on the current line and leaves
// r.i after the spaces that follow it. flow says it stands in a flow
// collection. A plain scalar ends before a ":" followed by a space or
// the end of the line, which makes it a key.
func (r *reader) scalar(flow bool) (*yaml.Node, bool) {
	if r.i >= len(r.src) {
		return nil, false
	}
	if c := r.src[r.i]; c == '\'' || c == '"' {
		return r.quoted(c)
	}
	start := r.i
	if !plainStart(r.src, r.i, flow) {
		return nil, false
	}
	end := r.i // after the last character that is not a space
scan:
	for r.i < len(r.src) {
		switch c := r.src[r.i]; {
		case c == '\n':
			break scan
		case c == ' ':
			r.i++
			continue
		case c == '#' && r.src[r.i-1] == ' ':
			break scan // a comment
		case c == ':':
			if r.i+1 == len(r.src) || r.src[r.i+1] == ' ' || r.src[r.i+1] == '\n' {
				break scan
			}
			if flow {
				return nil, false // "a:b" in a flow collection
			}
		case flow && isFlowIndicator(c):
			break scan
		}
		r.i++
		end = r.i
	}
	n := r.node(yaml.ScalarNode, "", start)
	n.Value = r.text[start:end]
	if mayResolve[n.Value[0]] {
		n.Tag = r.store.tag(n)
	} else {
		n.Tag = "!!str"
	}
	r.i = end
	r.spaces()
	return n, true
}

// quoted reads a quoted scalar without escapes, on one line.
func (r *reader) quoted(q byte) (*yaml.Node, bool) {
	start := r.i
	j := start + 1
	for j < len(r.src) && r.src[j] != q && r.src[j] != '\n' && r.src[j] != '\\' {
		j++
	}
	if j >= len(r.src) || r.src[j] != q || (q == '\'' && j+1 < len(r.src) && r.src[j+1] == '\'') {
		return nil, false // over several lines, an escape, or '' in single quotes
	}
	n := r.node(yaml.ScalarNode, "!!str", start)
	n.Style = yaml.DoubleQuotedStyle
	if q == '\'' {
		n.Style = yaml.SingleQuotedStyle
	}
	n.Value = r.text[start+1 : j]
	r.i = j + 1
	r.spaces()
	return n, true
}

// plainStart reports whether a plain scalar may start at src[i]: not
// with an indicator, unless a "-" is followed by a character that makes
// it part of the scalar ("-3"). YAML allows "?" and ":" the same way;
// Decode leaves them to yaml.v3.
func plainStart(src []byte, i int, flow bool) bool {
	c := src[i]
	switch c {
	case '-':
		return i+1 < len(src) && src[i+1] != ' ' && src[i+1] != '\n' && !(flow && isFlowIndicator(src[i+1]))
	case '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`', ' ', '\n':
		return false
	}
	return true
}

// isFlowIndicator reports whether c ends a plain scalar in a flow
// collection, as yaml.v3 reads it ("?" among them).
func isFlowIndicator(c byte) bool {
	return c == ',' || c == '[' || c == ']' || c == '{' || c == '}' || c == '?'
}

// mayResolve marks the first characters of the plain scalars that yaml.v3
// may read as something other than a string (a number, a boolean, null,
// a timestamp, a merge key); it reads the rest as strings without
// looking further, and so does Decode.
var mayResolve = func() (t [256]bool) {
	for _, c := range "+-0123456789yYnNtTfFoO~<." {
		t[c] = true
	}
	return t
}()

// spaces skips spaces on the current line.
func (r *reader) spaces() {
	for r.i < len(r.src) && r.src[r.i] == ' ' {
		r.i++
	}
}

// atEndOfContent reports whether nothing but a comment is left on the
// line.
func (r *reader) atEndOfContent() bool {
	return r.i >= len(r.src) || r.src[r.i] == '\n' || (r.src[r.i] == '#' && r.src[r.i-1] == ' ')
}

// endOfLine skips the spaces and the comment that end the line, and
// reports false if anything else is left on it.
func (r *reader) endOfLine() bool {
	r.spaces()
	return r.atEndOfContent()
}

// nextContent moves r.i to the first character of content at or after
// it, past the line breaks, blank lines and comments in between, and
// reports whether there is any.
func (r *reader) nextContent() bool {
	for r.i < len(r.src) {
		switch r.src[r.i] {
		case ' ':
			r.i++
		case '\n':
			r.i++
			r.line++
			r.bol = r.i
		case '#':
			if r.i > r.bol && r.src[r.i-1] != ' ' {
				return true
			}
			for r.i < len(r.src) && r.src[r.i] != '\n' {
				r.i++
			}
		default:
			return true
		}
	}
	return false
}

// marker reports whether the document marker m ("---" or "...") stands
// at r.i, at the start of a line and followed by a space or its end.
func (r *reader) marker(m string) bool {
	return r.i == r.bol && len(r.src)-r.i >= 3 && string(r.src[r.i:r.i+3]) == m &&
		(r.i+3 == len(r.src) || r.src[r.i+3] == ' ' || r.src[r.i+3] == '\n')
}

// plainText reports whether src holds only characters the subset reads:
// no tab, CR, byte order mark, control character or character yaml.v3
// takes for a line break, and no directive.
func plainText(src []byte) bool {
	if len(src) > 0 && src[0] == '%' {
		return false
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c >= ' ' && c < 0x7f {
			if c == '%' && i > 0 && src[i-1] == '\n' {
				return false
			}
			continue
		}
		if c == '\n' {
			continue
		}
		if c < utf8.RuneSelf {
			return false // tab, CR, other controls, DEL
		}
		r, size := utf8.DecodeRune(src[i:])
		if !printable(r) || size == 1 {
			return false
		}
		i += size - 1
	}
	return true
}

// printable is yaml.v3's set of printable characters beyond ASCII, less
// those it reads as line breaks or as a byte order mark.
func printable(r rune) bool {
	switch {
	case r == 0x85, r == 0x2028, r == 0x2029, r == 0xFEFF:
		return false
	case r >= 0xA0 && r <= 0xD7FF, r >= 0xE000 && r <= 0xFFFD, r >= 0x10000 && r <= 0x10FFFF:
		return true
	}
	return false
}
