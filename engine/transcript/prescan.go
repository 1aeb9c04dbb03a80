package transcript

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// The checks here run over the bytes of a document before the YAML reader
// sees them: each is a scan far cheaper than decoding, and each refuses
// something the reader would get wrong or pay dearly for.

// textProblem finds what the YAML reader would read differently from the
// splitter and from the positions in messages: a byte-order mark anywhere
// but at the very start (the reader loses a character of every later line
// after a second one), and the line breaks YAML 1.1 knows besides LF and
// CRLF (a lone CR, U+0085, U+2028, U+2029), which would hide a document
// marker from the splitter and put every later position off. It returns
// the byte offset of the first one and a message, or -1.
func textProblem(src []byte) (int, string) {
	at, msg := -1, ""
	found := func(i int, m string) {
		if i >= 0 && (at < 0 || i < at) {
			at, msg = i, m
		}
	}
	if len(src) > 0 {
		if i := bytes.Index(src[1:], []byte("\ufeff")); i >= 0 {
			found(i+1, "a byte-order mark (U+FEFF) is only allowed at the very start of the file")
		}
	}
	for from := 0; ; {
		i := bytes.IndexByte(src[from:], '\r')
		if i < 0 {
			break
		}
		if i += from; i+1 == len(src) || src[i+1] != '\n' {
			found(i, "a carriage return (CR) not followed by a line feed: lines end in LF or CRLF")
			break
		}
		from = i + 1
	}
	found(bytes.Index(src, []byte("\u0085")), `a next-line character (U+0085) is a line break to YAML: lines end in LF or CRLF (write it as \N in a double-quoted string)`)
	found(bytes.Index(src, []byte("\u2028")), `a line separator (U+2028) is a line break to YAML: lines end in LF or CRLF (write it as \L in a double-quoted string)`)
	found(bytes.Index(src, []byte("\u2029")), `a paragraph separator (U+2029) is a line break to YAML: lines end in LF or CRLF (write it as \P in a double-quoted string)`)
	return at, msg
}

// firstControl returns the offset of the first character the YAML reader
// refuses as a control character (it says so without a position), or -1.
func firstControl(src []byte) int {
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		switch {
		case r == '\t' || r == '\n' || r == '\r':
		case r < 0x20 || (r >= 0x7f && r <= 0x9f && r != 0x85) || r == 0xfffe || r == 0xffff:
			return i
		}
		i += size
	}
	return -1
}

// Every YAML node starts at a character from a short list, or is the
// document's root: a collection at its "[" or "{" (a flow mapping's first
// entry may stand for a key and an empty value), a list entry at its "-"
// or after a ",", a mapping entry at its ":" (with its key, its value and,
// for the first, the mapping), an explicit key at its "?", an alias at its
// "*". nodeWeight is how many nodes each can stand for at most, so that
// their sum bounds the nodes of any document: a cheap count that refuses a
// file of tiny nodes before the reader builds them (each costs some 250
// bytes to build, a hundred times the two bytes of "x,"). Characters in
// quoted strings and comments are counted too: the bound is loose, never
// short (FuzzValidate checks it against the reader).
//
// nodeCount tightens the weights where the text shows that a character
// stands for fewer nodes, so that a transcript is counted close to the
// nodes it holds (a move line "- P3: lay H8" holds three and counts three)
// while the bound stays safe:
//   - a "-" is an entry only before a blank and after a blank or the start
//     of a line: "null-bock" and "---" count nothing;
//   - a "- " that begins a line in the column where the "- " that began
//     the line before stood continues that list: it counts its entry only;
//   - the first ":" after a "- " on its line, with nothing but a key
//     between, is the mapping that the "- " counted: it counts the key and
//     the value only;
//   - on a line without quotes or comments, a flow collection opened on
//     the line is known: in a flow list a "," counts one entry, in a flow
//     mapping a ":" counts nothing, its entry being counted at the "{" or
//     ",".
var nodeWeight = [256]uint8{'[': 2, '{': 3, ',': 2, ':': 3, '-': 2, '?': 2, '*': 1}

// nodeBase counts the document node and its root.
const nodeBase = 3

// overNodes returns the offset at which the bound on the number of nodes
// of src passes max, or -1 when it stays within.
func overNodes(src []byte, max int) int {
	if max <= 0 || nodeBase+3*len(src) <= max {
		return -1 // too short to hold more: no need to count
	}
	_, at := nodeCount(src, max)
	return at
}

// isBlankAt reports whether line holds white space or nothing at i.
func isBlankAt(line []byte, i int) bool {
	return i >= len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
}

// nodeCount is the bound on the nodes of src (see nodeWeight), and the
// offset at which it passes max, or -1.
func nodeCount(src []byte, max int) (n, at int) {
	n = nodeBase
	i := 0
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		i = 3
	}
	ls := lineScan{prevEntry: -1}
	for i < len(src) {
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			j = len(src)
		} else {
			j += i
		}
		ls.start(src[i:j])
		for p := range ls.line {
			if n += ls.weight(p); n > max {
				return n, i + p
			}
		}
		i = j + 1
	}
	return n, -1
}

// lineScan is what nodeCount knows as it reads a line: of the line
// itself, its indentation and its flow collections, and of the lines
// before it, where the last list entry began.
type lineScan struct {
	line []byte
	// prevEntry is the column of the "- " that began the last line with
	// content, or -1.
	prevEntry int
	k         int  // the column of the line's first character other than a space
	cont      bool // the line's "- " continues the list of the line above
	known     bool // the line's flow collections can be followed
	// afterEntry: a "- " was the last of the characters counted on the
	// line, so a ":" now is the mapping it counted.
	afterEntry bool
	depth      int      // how many known flow collections are open
	stack      [64]byte // their "[" or "{", innermost last
}

// start begins line: its indentation, whether its "- " continues the list
// above, and whether its flow collections can be followed.
func (s *lineScan) start(line []byte) {
	s.line = line
	s.known = !bytes.ContainsAny(line, "'\"#")
	s.depth, s.afterEntry = 0, false
	k := 0
	for k < len(line) && line[k] == ' ' {
		k++
	}
	s.k, s.cont = k, false
	switch {
	case len(bytes.TrimLeft(line[k:], " \t\r")) == 0, line[k] == '#':
		// A blank or comment line ends no list.
	case line[k] == '-' && isBlankAt(line, k+1):
		s.cont = s.prevEntry == k
		s.prevEntry = k
	default:
		s.prevEntry = -1
	}
}

// weight is how many nodes the character at p of the line stands for at
// most, given the characters before it.
func (s *lineScan) weight(p int) int {
	switch c := s.line[p]; c {
	case '-':
		return s.dash(p)
	case ':':
		return s.colon()
	case ',':
		s.afterEntry = false
		if s.depth > 0 && s.stack[s.depth-1] == '[' {
			return 1
		}
		return 2
	case '[', '{':
		s.open(c)
		return int(nodeWeight[c])
	case ']', '}':
		if s.depth > 0 {
			s.depth--
		}
		s.afterEntry = false
	case '?', '*', '&', '!', '|', '>', '#':
		s.afterEntry = false
		return int(nodeWeight[c])
	}
	return 0
}

// dash weighs a "-" at p: a list entry only between blanks (or after the
// start of the line), and only its entry where it continues the list of
// the line above.
func (s *lineScan) dash(p int) int {
	switch {
	case !isBlankAt(s.line, p+1) || (p > 0 && !isBlankAt(s.line, p-1)):
		return 0
	case p == s.k && s.cont:
		s.afterEntry = true
		return 1
	default:
		s.afterEntry = true
		return 2
	}
}

// colon weighs a ":": nothing in a known flow mapping, whose entry its "{"
// or "," counted; the key and the value only right after a "- ", which
// counted the mapping.
func (s *lineScan) colon() int {
	after := s.afterEntry
	s.afterEntry = false
	switch {
	case s.depth > 0 && s.stack[s.depth-1] == '{':
		return 0
	case after:
		return 2
	default:
		return 3
	}
}

// open follows a flow collection opened on a line that can be followed;
// on any other line, or past the stack's depth, it stops following the
// line's flow collections.
func (s *lineScan) open(c byte) {
	if s.known && s.depth < len(s.stack) {
		s.stack[s.depth] = c
		s.depth++
	} else {
		s.known = false
		s.depth = 0
	}
	s.afterEntry = false
}

// describeRune names a character for a message: U+0000.
func describeRune(r rune) string { return fmt.Sprintf("U+%04X", r) }
