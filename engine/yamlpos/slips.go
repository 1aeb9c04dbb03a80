package yamlpos

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The slips below are the reader's problems that a file typed by hand
// meets most after a second ": " and a tab: a key written without its
// ':', a key indented one space too far, a quoted value left open. The
// reader names them in its own terms ("could not find expected ':'",
// "mapping values are not allowed in this context", "found unexpected
// end of stream"), often on another line than the slip; each function
// words one, and places it, or returns a zero pos when the lines do not
// show that slip.

// itemStart is the offset in line of its text after the indentation and
// the dash of each list item that starts it.
func itemStart(line []byte) int {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '-' && (i+1 == len(line) || line[i+1] == ' ')) {
		i++
	}
	return i
}

// plainText is the text of line after itemStart, without a comment and
// trailing white space, when it is a plain value with no ": " in it (a
// key that lost its ':', "seed 1"), and where it starts; "", 0 otherwise.
func plainText(line []byte) (string, int) {
	i := itemStart(line)
	text := line[i:]
	if k := bytes.Index(text, []byte(" #")); k >= 0 {
		text = text[:k]
	}
	text = bytes.TrimRight(text, " \t\r")
	if len(text) == 0 || bytes.IndexByte([]byte("\"'[{#&*!|>%@`"), text[0]) >= 0 ||
		bytes.Contains(text, []byte(": ")) || text[len(text)-1] == ':' {
		return "", 0
	}
	return string(text), i
}

// maxEcho is the longest text of the file a slip's words quote: the
// longest key the YAML reader takes (1024), more than a line typed by
// hand holds. A longer "key" is none that lost its ':', and a longer
// value is not written out again in the example: a line of megabytes
// would make an error of megabytes.
const maxEcho = 1024

// colonWanted words a plain value at offset i of line, text, as a key
// whose ':' is missing, and places the slip where the ':' goes: after
// its first word.
func colonWanted(line []byte, n, i int, text string) (string, pos) {
	key, value, _ := bytes.Cut([]byte(text), []byte(" "))
	if len(key) > maxEcho {
		return "", pos{}
	}
	if k := bytes.IndexByte(key, ':'); k >= 0 {
		// The ':' is there, without the space YAML wants after it
		// (`players:[A, B]`): the key is what stands before it.
		if k == 0 {
			return "", pos{}
		}
		key, value = key[:k], []byte(text[k+1:])
		return fmt.Sprintf("a space is missing after the ':' of %q (write %s)", key, keyValue(key, value)), pos{n, utf8.RuneCount(line[:i+k+1]) + 1}
	}
	return fmt.Sprintf("a ':' is missing after %q (write %s)", key, keyValue(key, value)), pos{n, utf8.RuneCount(line[:i+len(key)]) + 1}
}

// keyValue writes key and value as a mapping entry, the value left to the
// reader where there is none or it is too long to quote.
func keyValue(key, value []byte) string {
	value = bytes.TrimSpace(value)
	if len(value) == 0 || len(value) > maxEcho {
		return string(key) + ": and its value"
	}
	return string(key) + ": " + string(value)
}

// missingColon words "could not find expected ':'" on line: a plain value
// stands where the keys of a mapping go (`players` for `players: [A, B]`).
func missingColon(src []byte, line int, msg string) (string, pos) {
	if msg != "could not find expected ':'" {
		return "", pos{}
	}
	l := Line(src, line)
	if text, i := plainText(l); text != "" {
		return colonWanted(l, line, i, text)
	}
	return "", pos{}
}

// continuedValue words "mapping values are not allowed in this context"
// when the key on line goes on a plain value of the line above, as the
// reader takes it: that line's key lost its ':' (`- seed 1` above
// `moves: []`), or this key is indented further than the one above it
// (`moves` one space right of `seed`).
func continuedValue(src []byte, line int, msg string) (string, pos) {
	if msg != "mapping values are not allowed in this context" || line < 2 {
		return "", pos{}
	}
	l := Line(src, line)
	i := itemStart(l)
	key, _, ok := bytes.Cut(l[i:], []byte(":"))
	if !ok || len(key) == 0 || bytes.IndexByte(key, ' ') >= 0 {
		return "", pos{}
	}
	above, p := lineAbove(src, line)
	if above == 0 {
		return "", pos{}
	}
	j := itemStart(p)
	if text, _ := plainText(p); text != "" {
		// A list item only: a plain line that goes on a value above it
		// (a description over lines) may hold a key's words.
		if bytes.IndexByte(p[:j], '-') < 0 {
			return "", pos{}
		}
		return colonWanted(p, above, j, text)
	}
	prev, _, ok := bytes.Cut(p[j:], []byte(": "))
	if !ok || i <= j || len(prev) == 0 || bytes.IndexByte(prev, ' ') >= 0 || len(key) > maxEcho || len(prev) > maxEcho {
		return "", pos{}
	}
	return fmt.Sprintf("%q is indented further than %q above it, so it reads as more of that key's value, which cannot hold \": \": start the keys of one mapping in the same column, or write such a value in quotes", key, prev),
		pos{line, utf8.RuneCount(l[:i]) + 1}
}

// openQuote words "found unexpected end of stream" on line when a quoted
// string starts there that no quote of its kind closes: the reader reads
// on to the end of the file for its end. It names the line where the
// string starts, or, when that is the first, the line of the end of the
// file.
func openQuote(src []byte, line int, msg string) (string, pos) {
	if msg != "found unexpected end of stream" {
		return "", pos{}
	}
	i := unclosedQuote(src, line)
	if i < 0 && line > 1 && line == bytes.Count(src, []byte{'\n'})+1 {
		line = 1
		i = unclosedQuote(src, line)
	}
	if i < 0 {
		return "", pos{}
	}
	l := Line(src, line)
	return fmt.Sprintf("the quoted value that starts here is never closed: end it with its closing %c", l[i]), pos{line, utf8.RuneCount(l[:i]) + 1}
}

// unclosedQuote is the offset in line n of src of the quote that opens a
// string no quote closes before the end of src: a value, a key or an
// item of a flow list (`- "A: knock`, `players: ["A, B]`); -1 when there
// is none. A quote opens a string where a token starts: at the start of
// the text, or after white space or an indicator; one inside a word
// (it's) is the word's.
func unclosedQuote(src []byte, n int) int {
	body := bytes.TrimPrefix(src, []byte("\ufeff"))
	off := linesEnd(body, n-1)
	line := Line(src, n)
	for j := 0; j < len(line); j++ {
		if line[j] != '"' && line[j] != '\'' || j > 0 && bytes.IndexByte([]byte(" \t[{,:-?"), line[j-1]) < 0 {
			continue
		}
		end := tokenEnd(body, off+j)
		if end == len(body) {
			// Left open, or closed by the last byte: a byte more tells.
			if ext := append(body[:len(body):len(body)], ' '); tokenEnd(ext, off+j) == len(ext) {
				return j
			}
			return -1
		}
		if end > off+len(line) {
			// Closed on a line below: the string the reader left open
			// starts after it, not on this line.
			return -1
		}
		j = end - off - 1
	}
	return -1
}

// lineAbove is the nearest line above line n of src that is neither
// blank nor a comment, and its number; 0 when there is none. It reads
// src once, however many blank lines stand between.
func lineAbove(src []byte, n int) (int, []byte) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	end := linesEnd(src, n-1) // just past line n-1's line break
	for k := n - 1; k > 0; k-- {
		text := src[:end]
		text = bytes.TrimSuffix(text, []byte{'\n'})
		start := bytes.LastIndexByte(text, '\n') + 1
		line := bytes.TrimSuffix(text[start:], []byte{'\r'})
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			return k, line
		}
		end = start
	}
	return 0, nil
}

// misindented words a problem with block structure that the reader
// meets at the start of line n, in column c: a key or a list item in a
// column where no key, or no item, of the lines above that could hold it
// starts, the commonest slip of a file indented by hand (one space too
// far or too short). Of the starts aboveStarts finds, it names the
// nearest column on each side, with the key or item that starts there
// (not its line, which is counted in the document, where a caller counts
// lines in a stream). "" when line n is no key or item, starts elsewhere
// than column c, or lines up with such a line (the slip is another).
func misindented(src []byte, n, c int) string {
	l := Line(src, n)
	if firstColumn(l) != c {
		return ""
	}
	key, item := blockEntry(l)
	if key == "" && !item || len(key) > maxEcho {
		return ""
	}
	var left, right *start
	for _, s := range aboveStarts(src, n, item) {
		switch {
		case s.col == c:
			return ""
		case s.col > c && (right == nil || s.col < right.col):
			right = &s
		case s.col < c && (left == nil || s.col > left.col):
			left = &s
		}
	}
	var at []string
	for _, s := range []*start{right, left} {
		if s != nil {
			at = append(at, fmt.Sprintf("in column %d, where %s starts", s.col, s.name))
		}
	}
	if len(at) == 0 {
		return ""
	}
	what, where := "this list item", "no list item"
	if !item {
		what, where = strconv.Quote(key), "no key"
	}
	return fmt.Sprintf("%s starts in column %d, where %s above it starts: write it %s", what, c, where, strings.Join(at, ", or "))
}

// start is where a key or a list item starts on a line above a slip: its
// column, and its name as a message quotes it.
type start struct {
	col  int
	name string
}

// aboveStarts are the starts of the keys (item false) or list items above
// line n of src that could hold a line of line n's kind: on the lines
// that start left of every line between them and line n, up to the
// document's start. A key after an item's dash starts after the dash.
func aboveStarts(src []byte, n int, item bool) []start {
	var out []start
	least := math.MaxInt
	for k := n - 1; k > 0; k-- {
		p := Line(src, k)
		if t := bytes.TrimSpace(p); len(t) == 0 || t[0] == '#' {
			continue
		}
		if Marker(p, "---") || Marker(p, "...") {
			break
		}
		pc := firstColumn(p)
		pkey, pitem := blockEntry(p)
		if pc >= least || pkey == "" && !pitem {
			continue
		}
		least = pc
		switch {
		case item && pitem:
			// An item is named by its dash and first word.
			out = append(out, start{pc, strconv.Quote(strings.TrimSpace("- " + string(firstWord(p[pc:]))))})
		case !item && pkey != "" && pitem:
			out = append(out, start{pc + itemStart(p[pc-1:]), strconv.Quote(pkey)})
		case !item && pkey != "":
			out = append(out, start{pc, strconv.Quote(pkey)})
		}
	}
	return out
}

// blockEntry is the key that line starts, after the dash of a list item
// ("- Anna: H7 arena" starts the key "Anna"), or "" when it starts none,
// and whether it is a list item.
func blockEntry(line []byte) (key string, item bool) {
	t := bytes.TrimLeft(line, " ")
	item = len(t) > 0 && t[0] == '-' && (len(t) == 1 || t[1] == ' ')
	t = line[itemStart(line):]
	if len(t) == 0 || bytes.IndexByte([]byte("#'\"[{&*!|>%@`"), t[0]) >= 0 {
		return "", item
	}
	if k, _, ok := bytes.Cut(t, []byte(": ")); ok {
		return string(k), item
	}
	if t = bytes.TrimRight(t, " \t\r"); len(t) > 1 && t[len(t)-1] == ':' {
		return string(t[:len(t)-1]), item
	}
	return "", item
}

// firstWord is the first word of text after its spaces, up to a space or
// a ':', at most maxEcho bytes.
func firstWord(text []byte) []byte {
	text = bytes.TrimLeft(text, " ")
	if i := bytes.IndexAny(text, " :"); i >= 0 {
		text = text[:i]
	}
	return text[:min(len(text), maxEcho)]
}
