// Package yamlpos finds where in a YAML document the error of the YAML
// reader (yaml.v3) stands, for a person to look at: the line and column
// of the slip, where the reader names a line far from it or one off, and
// words for the commonest slips of a file typed by hand (a second ": " on
// a line, a tab in the indentation, a key or list item indented one space
// off). Transcripts and the rule catalogue
// report their syntax errors through it, at file:line:col.
package yamlpos

import (
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// parserProblems are the problems yaml.v3's parser reports, as opposed to
// its scanner. For these it names a line counted from 0: the line where
// the collection being read starts, or, when that is the first line, the
// line of the problem itself. Its scanner's lines count from 1.
var parserProblems = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected '-' indicator":    true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %TAG directive":         true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// blockProblems are the parser's problems with block structure. For
// the first two yaml.v3 names the line where the enclosing collection
// starts, often far above the slip; for the third, where the node
// starts.
var blockProblems = map[string]bool{
	"did not find expected key":           true,
	"did not find expected '-' indicator": true,
	"did not find expected node content":  true,
}

// SlipSearchMax is the size in bytes of the largest document in which
// Place looks for the slip behind a problem with block structure: it
// decodes up to 24 prefixes of it (the log of its number of lines, and
// three more), each as far as the slip. In a larger one such a problem
// stands where the reader names it.
const SlipSearchMax = 1 << 20

// Place words err, an error of the YAML reader on src, on one line,
// without the reader's "yaml: " and "line N: ", and finds where it stands:
// the line the reader names, column 1; the bracket of a flow list or
// mapping left open, the commonest slip; or, for a problem with block
// structure (a line indented too far or not enough, a stray character
// after a list), the token where the reader meets it, or the start of its
// line. Line and column count from 1, the column in characters; 0, 0 for
// an error that names no line and is no slip Place knows on the first.
func Place(src []byte, err error) (msg string, line, col int) {
	msg = strings.TrimSpace(strings.SplitN(err.Error(), "\n", 2)[0])
	var at pos
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		msg = m[2]
		if parserProblems[msg] {
			line++
		}
		at = pos{line, 1}
		if open := unclosedBracket(msg); open != 0 {
			if l, c := openBracket(src, open, line); l > 0 {
				at = pos{l, c}
			}
		} else if blockProblems[msg] && len(src) <= SlipSearchMax {
			at.line, at.col = slipPos(src, line, err)
			if words := misindented(src, at.line, at.col); words != "" {
				msg = words
			}
		} else {
			msg = slipWords(src, line, msg, &at)
		}
	} else if strings.HasPrefix(msg, "yaml: ") {
		// The reader names no line for a problem on the first one.
		msg = strings.TrimPrefix(msg, "yaml: ")
		if open := unclosedBracket(msg); open != 0 {
			if l, c := openBracket(src, open, 1); l > 0 {
				at = pos{l, c}
			}
		} else {
			msg = slipWords(src, 1, msg, &at)
		}
	}
	return strings.TrimPrefix(msg, "yaml: "), at.line, at.col
}

// pos is a line and a column, from 1.
type pos struct{ line, col int }

// slipWords words the reader's problem msg, which it names on line, as
// what the writer of the file did, where it is a slip of one: a second
// ": " on a line, a tab in the indentation; then it sets at to where the
// slip is. Otherwise it returns msg and leaves at as it was.
func slipWords(src []byte, line int, msg string, at *pos) string {
	if c := secondColon(Line(src, line), msg); c > 0 {
		*at = pos{line, c}
		return "a second \": \" on this line, which YAML takes for another key's (a value that holds \": \" is written in quotes)"
	}
	if l, c := indentTab(src, line, msg); l > 0 {
		// The reader's words name no tab, and for a tab below a value
		// it names the line where the value starts.
		*at = pos{l, c}
		return "a tab in the indentation: YAML indents with spaces only"
	}
	for _, slip := range []func([]byte, int, string) (string, pos){missingColon, continuedValue, openQuote} {
		if words, p := slip(src, line, msg); p.line > 0 {
			*at = p
			return words
		}
	}
	return msg
}

// secondColon is the column of the ":" that the reader refuses with msg,
// "mapping values are not allowed in this context", on line: the one
// that follows a plain value on the line of its key (`description: Zero:
// a game`, `- Anne: swap: G6 A5`), which the reader takes for a second
// key. 0 when msg is another problem or the line holds no such colon.
func secondColon(line []byte, msg string) int {
	if msg != "mapping values are not allowed in this context" {
		return 0
	}
	i := itemStart(line)
	isColon := func(j int) bool {
		return line[j] == ':' && (j+1 == len(line) || line[j+1] == ' ' || line[j+1] == '\t')
	}
	keyEnd := -1
	for j := i; j < len(line); j++ {
		switch {
		case line[j] == '"' || line[j] == '\'' || line[j] == '[' || line[j] == '{' || line[j] == '#' && j > 0 && line[j-1] == ' ':
			// Quotes, flow collections and comments: not a plain value.
			return 0
		case isColon(j) && keyEnd < 0:
			keyEnd = j
			for j+1 < len(line) && line[j+1] == ' ' {
				j++
			}
		case isColon(j):
			return utf8.RuneCount(line[:j]) + 1
		}
	}
	return 0
}

// tabProblems are the reader's problems with a tab where YAML wants a
// space, the commonest slip of a transcript typed by hand: whether the
// problem is on the line named (true) or on a line below it, the line
// named being where the value the tab interrupts starts (false).
var tabProblems = map[string]bool{
	"found character that cannot start any token":     true,
	"found a tab character that violates indentation": false,
	// in the indentation of a block scalar, named at its start
	"found a tab character where an indentation space is expected": false,
}

// indentTab is the line and column of the tab behind the reader's
// problem msg, which it names on line: the first tab in the indentation
// of that line (or, where the problem may be below, of a line from there
// on), the indentation being the white space at the start of the line
// and after each "-" of a block list item that starts it. 0, 0 when msg
// is no problem with a tab or no such tab is found.
func indentTab(src []byte, line int, msg string) (int, int) {
	onLine, ok := tabProblems[msg]
	if !ok || line < 1 {
		return 0, 0
	}
	rest := bytes.TrimPrefix(src, []byte("\ufeff"))
	for k := 1; len(rest) > 0; k++ {
		text := rest
		if n := bytes.IndexByte(rest, '\n'); n >= 0 {
			text, rest = rest[:n], rest[n+1:]
		} else {
			rest = nil
		}
		if k < line {
			continue
		}
		if c := tabColumn(text); c > 0 {
			return k, c
		}
		if onLine {
			break
		}
	}
	return 0, 0
}

// tabColumn is the column of the first tab in the indentation of line,
// or 0.
func tabColumn(line []byte) int {
	for i, c := range line {
		switch {
		case c == '\t':
			return i + 1
		case c == '-' && (i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t'):
			// A list item's dash: its own indentation follows.
		case c != ' ':
			return 0
		}
	}
	return 0
}

// slipPos is the line and column of the slip behind err, a problem with
// block structure that yaml.v3 reports on line from, where the collection
// the slip is in starts. The line is slipLine's; the column that of the
// token where readerScan finds the reader stops on that line, when the
// reader agrees: it reads src up to the token, and fails with err once
// it has read it. Otherwise the column is that of the line's first
// character that is not white space, or that of the quoted string which
// ends on the line, when it starts above.
func slipPos(src []byte, from int, err error) (int, int) {
	want := err.Error()
	dec := As11(src)
	fails := func(n int) bool { // with its first n bytes
		err := decodeAll(dec[:n])
		return err != nil && err.Error() == want
	}
	k := slipLine(dec, from, fails)
	bom := len(src) - len(bytes.TrimPrefix(src, []byte("\ufeff")))
	s := &readerScan{src: src[bom:]}
	if t, ok := s.run(func() bool { return s.line >= k }); ok && t < len(s.src) && !fails(bom+t) && fails(bom+tokenEnd(s.src, t)) {
		return s.line, column(s.src, t)
	}
	if k > from {
		// A quoted string cut open fails with this: the reader names the
		// line where it starts.
		if err := decodeAll(dec[:linesEnd(dec, k-1)]); err != nil {
			if m := yamlLine.FindStringSubmatch(err.Error()); m != nil && m[2] == "found unexpected end of stream" {
				if l, _ := strconv.Atoi(m[1]); l >= from && l < k {
					k = l
				}
			}
		}
	}
	return k, firstColumn(Line(src, k))
}

// slipLine is the line of src where the YAML reader meets the problem
// that fails reports, with the first n bytes of src: the fewest lines of
// src, from from on, that it already refuses with that error. A document
// cut at a line break reads well up to the slip, or fails otherwise (a
// flow collection or a quoted string cut open), so the search halves the
// lines each time.
func slipLine(src []byte, from int, fails func(n int) bool) int {
	lines := bytes.Count(src, []byte{'\n'})
	if len(src) > 0 && src[len(src)-1] != '\n' {
		lines++
	}
	lo, hi := max(from, 1), lines
	if lo > hi {
		return from
	}
	for lo < hi {
		if mid := lo + (hi-lo)/2; fails(linesEnd(src, mid)) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo == lines && !fails(len(src)) {
		// Read whole it fails otherwise: this is not the reader's error.
		return from
	}
	return lo
}

// linesEnd is the offset just past the first n lines of src, line breaks
// included.
func linesEnd(src []byte, n int) int {
	end := 0
	for ; n > 0; n-- {
		i := bytes.IndexByte(src[end:], '\n')
		if i < 0 {
			return len(src)
		}
		end += i + 1
	}
	return end
}

// decodeAll is the first error of the YAML reader on the documents of
// src, or nil.
func decodeAll(src []byte) error {
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for {
		var doc yaml.Node
		if err := dec.Decode(&doc); err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// firstColumn is the column of the first character of line that is not
// white space, 1 for a blank line.
func firstColumn(line []byte) int {
	n := len(line) - len(bytes.TrimLeft(line, " \t"))
	if n == len(line) {
		return 1
	}
	return n + 1
}

// unclosedBracket is the bracket a flow collection left open opens with,
// for the reader's problem msg, or 0.
func unclosedBracket(msg string) byte {
	switch msg {
	case "did not find expected ',' or ']'":
		return '['
	case "did not find expected ',' or '}'":
		return '{'
	}
	return 0
}

// openBracket is the line and column (from 1, in characters) of the
// bracket that opens the flow collection the reader found left open, of
// kind open ('[' or '{'), when it names line named; 0, 0 when it cannot
// tell. The reader names the line of the bracket, or, when that is the
// first line, the line where it stopped. The bracket is the innermost one
// of the kind the reader expected still open where it stopped, or at the
// end of src; where the scan disagrees with the line the reader names,
// it gives up.
func openBracket(src []byte, open byte, named int) (int, int) {
	s := &readerScan{src: bytes.TrimPrefix(src, []byte("\ufeff"))}
	// The reader stops on the line it names or below, inside a collection
	// that opens on that line or on the first. Past that line no such
	// collection opens: last, the innermost still open, only moves out.
	last := -2
	viable := func() bool {
		if last == -2 {
			last = len(s.stack) - 1
		}
		for last >= 0 && (last >= len(s.stack) || s.src[s.stack[last].off] != open || s.stack[last].line != named && s.stack[last].line != 1) {
			last--
		}
		return last >= 0
	}
	off, ok := s.run(func() bool { return s.line >= named && !viable() })
	if !ok {
		return 0, 0
	}
	stop := s.line
	if off == len(s.src) && off > 0 && s.src[off-1] != '\n' {
		// The reader counts the end of src on a line of its own.
		stop++
	}
	for j := len(s.stack) - 1; j >= 0; j-- {
		if b := s.stack[j]; s.src[b.off] == open {
			if (b.line == named && stop >= named) || (b.line == 1 && stop == named) {
				return b.line, column(s.src, b.off)
			}
			break
		}
	}
	return 0, 0
}

// A bracket is a flow collection still open: its bracket at offset off,
// on line; whether the entry being read has had its ':', and the line
// where that entry starts (0 before it starts).
type bracket struct {
	off, line, entry int
	colon            bool
}

// readerScan follows yaml.v3 through a document far enough to tell where
// it stops: the flow collections open, in block context where a value may
// start, quoted strings (over lines), comments, block scalars and plain
// scalars running on over lines. It does not follow the indentation of
// block collections.
type readerScan struct {
	src    []byte
	giveUp func() bool
	stack  []bracket // the flow collections open, outermost first
	line   int       // the line reached, from 1
	ls     int       // the offset where it starts
	bol    bool      // whether the scan is at the beginning of that line

	state int // in a flow collection: expectNode, expectValue, inPlain or afterNode

	// In block context: whether a value may start here, or a node has
	// ended on this line; whether a plain scalar or a block scalar runs on
	// to lines indented more than indent; where the token being read
	// (perhaps a key) starts.
	valueAt, done, plain, literal bool
	indent, token                 int
}

const (
	expectNode  = iota // in flow: a node, or the end of the collection
	expectValue        // in flow, after ':' (or an anchor or a tag): a value, perhaps empty
	inPlain            // in flow: in a plain scalar
	afterNode          // in flow: a node ended; ',', ':' or a bracket closing follows
)

// scanStep tells how a step of readerScan ends.
type scanStep int

const (
	goesOn    scanStep = iota
	stopsHere          // at the token where the reader stops
	givesUp            // at a line break, as giveUp said
)

// run reads s.src from its start and returns the offset of the token
// where yaml.v3 stops, or len(s.src) when it reads to the end. Before
// each line break it asks giveUp, and returns false when that says so.
func (s *readerScan) run(giveUp func() bool) (int, bool) {
	*s = readerScan{src: s.src, giveUp: giveUp, line: 1, bol: true, valueAt: true, indent: -1}
	for i := 0; i < len(s.src); {
		out := goesOn
		switch c := s.src[i]; {
		case s.bol && len(s.stack) == 0:
			i = s.beginLine(i)
		case c == '\n':
			if !s.newline(i) {
				return i, false
			}
			i, s.bol = i+1, len(s.stack) == 0
		case blank(c):
			i++
		case s.comment(i):
			i = eol(s.src, i)
			s.plain = false
			if s.state == inPlain {
				s.state = afterNode
			}
		case len(s.stack) == 0:
			i, out = s.block(i)
		default:
			i, out = s.flow(i)
		}
		if out != goesOn {
			return i, out == stopsHere
		}
	}
	return len(s.src), true
}

// newline passes the line break at i, unless giveUp says to stop there.
func (s *readerScan) newline(i int) bool {
	if s.giveUp() {
		return false
	}
	s.line, s.ls = s.line+1, i+1
	return true
}

// pass passes over the anchor, alias, tag or quoted string at i.
func (s *readerScan) pass(i int) (int, scanStep) {
	end := tokenEnd(s.src, i)
	for j := i; j < end; j++ {
		if s.src[j] == '\n' && !s.newline(j) {
			return j, givesUp
		}
	}
	return end, goesOn
}

// comment reports whether a comment starts at i: a '#' after white space
// or where a token starts.
func (s *readerScan) comment(i int) bool {
	if s.src[i] != '#' {
		return false
	}
	if i == s.ls || blank(s.src[i-1]) {
		return true
	}
	if len(s.stack) == 0 {
		return !s.plain
	}
	return s.state != inPlain
}

// beginLine reads the indentation of the line at i, in block context, and
// passes over the line when it goes on with a block scalar or a plain
// scalar.
func (s *readerScan) beginLine(i int) int {
	s.bol = false
	n := 0
	for i+n < len(s.src) && s.src[i+n] == ' ' {
		n++
	}
	j := i + n
	for j < len(s.src) && s.src[j] == '\t' {
		j++
	}
	empty := j == len(s.src) || s.src[j] == '\n' || s.src[j] == '\r'
	// At column 0 the reader takes a directive or a document marker
	// before anything else: it ends a plain or block scalar of the
	// document above, which runs on to column 0 at the top level.
	marker := n == 0 && (s.src[i] == '%' || Marker(s.src[i:], "---") || Marker(s.src[i:], "..."))
	switch {
	case marker:
	case s.literal && (empty || n > s.indent):
		// a line of a block scalar
		return eol(s.src, j)
	case empty:
		return j
	case s.plain && s.src[j] != '#' && n > s.indent:
		// a plain scalar goes on, up to a comment
		end := eol(s.src, j)
		for k := j; k < end; k++ {
			if s.src[k] == '#' && blank(s.src[k-1]) {
				s.plain = false
				break
			}
		}
		return end
	}
	s.literal, s.plain, s.valueAt, s.done, s.indent, s.token = false, false, true, false, n-1, n
	switch {
	case marker && s.src[i] == '%':
		return eol(s.src, i)
	case marker:
		return i + 3
	}
	return j
}

// block reads the character at i in block context. yaml.v3 stops there
// at ',' or a closing bracket where a value starts, and at anything but
// ':' or a comment after a flow collection, a quoted string or an alias.
func (s *readerScan) block(i int) (int, scanStep) {
	c, indicator := s.src[i], i+1 == len(s.src) || blank(s.src[i+1])
	switch {
	case s.done:
		if c != ':' || !indicator {
			return i, stopsHere
		}
		s.valueAt, s.done, s.indent = true, false, s.token
	case !s.valueAt:
		if c == ':' && indicator {
			s.valueAt, s.plain, s.indent = true, false, s.token
		}
	case strings.IndexByte(",]}", c) >= 0:
		return i, stopsHere
	case c == '[' || c == '{':
		s.open(i)
		s.valueAt, s.plain, s.token = false, false, i-s.ls
	case c == '|' || c == '>':
		s.literal, s.valueAt = true, false
		return eol(s.src, i), goesOn
	case strings.IndexByte("&!*\"'", c) >= 0:
		s.token = i - s.ls
		s.valueAt = c == '&' || c == '!'
		s.done = !s.valueAt
		return s.pass(i)
	case (c == '-' || c == '?') && indicator:
		s.indent = i - s.ls
	case c == ':' && indicator:
		s.indent = s.token // a key with no text, perhaps an anchor
	default:
		s.token, s.valueAt, s.plain = i-s.ls, false, true
	}
	return i + 1, goesOn
}

// flow reads the character at i in a flow collection, as yaml.v3 does: a
// plain scalar ends at ',', '?', a bracket, ": " or " #"; elsewhere ':' and
// '?' are indicators. It stops at a closing bracket of the other kind, at
// a node right after a node, at a second ':' or one on another line than
// its key, and at ',', ':' or "- " where a node must be.
func (s *readerScan) flow(i int) (int, scanStep) {
	c, indicator := s.src[i], i+1 == len(s.src) || blank(s.src[i+1])
	top := &s.stack[len(s.stack)-1]
	expecting := s.state == expectNode || s.state == expectValue
	switch {
	case c == ',' && s.state == expectNode:
		return i, stopsHere
	case c == ',':
		s.state, top.colon, top.entry = expectNode, false, 0
	case expecting && (c == ':' || c == '-' && indicator):
		return i, stopsHere
	case c == ':' && (s.state == afterNode || indicator):
		if top.colon || top.entry != s.line {
			return i, stopsHere
		}
		s.state, top.colon = expectValue, true
	case c == '?' && expecting:
	case c == ']' || c == '}':
		if s.src[top.off] != c-2 {
			return i, stopsHere
		}
		s.stack, s.state = s.stack[:len(s.stack)-1], afterNode
		if len(s.stack) == 0 {
			s.valueAt, s.done = false, true
		}
	case s.state == afterNode || s.state == inPlain && strings.IndexByte("?[{", c) >= 0:
		return i, stopsHere
	case s.state == inPlain:
	default:
		return s.flowNode(i, top)
	}
	return i + 1, goesOn
}

// flowNode reads the start of a node at i in a flow collection.
func (s *readerScan) flowNode(i int, top *bracket) (int, scanStep) {
	if top.entry == 0 {
		top.entry = s.line
	}
	switch c := s.src[i]; c {
	case '[', '{':
		s.open(i)
	case '&', '!':
		// The node may be empty.
		s.state = expectValue
		return s.pass(i)
	case '*', '"', '\'':
		s.state = afterNode
		return s.pass(i)
	default:
		s.state = inPlain
	}
	return i + 1, goesOn
}

// open opens the flow collection whose bracket is at i.
func (s *readerScan) open(i int) {
	s.stack = append(s.stack, bracket{off: i, line: s.line})
	s.state = expectNode
}

// eol is the offset of the end of the line at i: its line break, or
// the end of src.
func eol(src []byte, i int) int {
	if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(src)
}

// tokenEnd is the offset just past the token at i: a quoted string (over
// lines), an anchor or alias name (letters, digits, '-' and '_'), a tag
// (the characters of a URI, brackets and commas too), or one character.
func tokenEnd(src []byte, i int) int {
	switch q := src[i]; q {
	case '"', '\'':
		for j := i + 1; j < len(src); j++ {
			switch {
			case src[j] == '\\' && q == '"':
				j++
			case src[j] == q && q == '\'' && j+1 < len(src) && src[j+1] == '\'':
				j++
			case src[j] == q:
				return j + 1
			}
		}
		return len(src)
	case '&', '*', '!':
		j := i + 1
		for j < len(src) && (isAlnum(src[j]) || q == '!' && strings.IndexByte(";/?:@&=+$,.!~*'()[]%", src[j]) >= 0) {
			j++
		}
		return j
	}
	_, size := utf8.DecodeRune(src[i:])
	if j := i + size; j < len(src) && strings.IndexByte("-?:", src[i]) >= 0 && !blank(src[j]) {
		// a plain scalar that starts with an indicator
		_, size = utf8.DecodeRune(src[j:])
		return j + size
	}
	return i + size
}

// blank reports whether c is white space or a line break: after ':', '-'
// or '?', an indicator.
func blank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// isAlnum reports whether c may be in the name of an anchor.
func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '-'
}

// column is the column (from 1, in characters) of offset off of src.
func column(src []byte, off int) int {
	return utf8.RuneCount(src[bytes.LastIndexByte(src[:off], '\n')+1:off]) + 1
}
