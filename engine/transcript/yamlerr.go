package transcript

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
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

// yamlError words an error of the YAML reader on src as a one-line Error
// at the line it names, column 1, or at the bracket of a flow list or
// mapping left open, the commonest slip. An error naming no line has no
// position; the caller gives it one.
func yamlError(file string, src []byte, err error) *Error {
	msg := strings.TrimSpace(strings.SplitN(err.Error(), "\n", 2)[0])
	e := &Error{File: file}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		msg = m[2]
		if parserProblems[msg] {
			line++
		}
		e.Pos.Line, e.Pos.Col = line, 1
		if open := unclosedBracket(msg); open != 0 {
			// The line is the collection's own unless it starts on the
			// first line; then it is where the reader gave up.
			for _, l := range []int{line, 1} {
				if col := openAtEnd(lineOf(src, l), open); col > 0 {
					e.Pos.Line, e.Pos.Col = l, col
					break
				}
			}
		}
	}
	e.Msg = "not YAML: " + strings.TrimPrefix(msg, "yaml: ")
	return e
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

// lineOf is the text of line n (from 1) of src, without its line break,
// and for the first line without a byte-order mark, which the YAML reader
// does not count as a column either.
func lineOf(src []byte, n int) []byte {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	for ; n > 1; n-- {
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			return nil
		}
		src = src[i+1:]
	}
	if i := bytes.IndexByte(src, '\n'); i >= 0 {
		src = src[:i]
	}
	return bytes.TrimSuffix(src, []byte{'\r'})
}

// openAtEnd is the column (from 1, in characters) of the innermost
// bracket open that is still open at the end of line and opens a flow
// collection, or 0. Quoted strings and comments are passed over.
func openAtEnd(line []byte, open byte) int {
	var stack []int // byte offsets of the brackets still open
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t'):
			i = len(line)
		case (c == '\'' || c == '"') && valueStart(line, i, len(stack) > 0):
			i = skipQuoted(line, i)
		case (c == '[' || c == '{') && valueStart(line, i, len(stack) > 0):
			stack = append(stack, i)
		case (c == ']' || c == '}') && len(stack) > 0:
			stack = stack[:len(stack)-1]
		}
	}
	for j := len(stack) - 1; j >= 0; j-- {
		if line[stack[j]] == open {
			return len([]rune(string(line[:stack[j]]))) + 1
		}
	}
	return 0
}

// valueStart reports whether a value may start at offset i of line: first
// on the line, after ": ", "- " or "? ", or, inside a flow collection,
// after a bracket, a comma or a colon. Elsewhere a bracket or a quote is
// part of a plain scalar ("description: l'option [b]").
func valueStart(line []byte, i int, inFlow bool) bool {
	before := bytes.TrimRight(line[:i], " \t")
	if len(before) == 0 {
		return true
	}
	c := before[len(before)-1]
	if inFlow {
		return strings.IndexByte("[{,:", c) >= 0
	}
	spaced := len(before) < i
	switch c {
	case ':':
		return spaced
	case '-', '?':
		return spaced && (len(before) == 1 || before[len(before)-2] == ' ' || before[len(before)-2] == '\t')
	}
	return false
}

// skipQuoted is the offset of the quote closing the string opened at i,
// or the end of line.
func skipQuoted(line []byte, i int) int {
	q := line[i]
	for j := i + 1; j < len(line); j++ {
		switch {
		case q == '"' && line[j] == '\\':
			j++
		case line[j] == q && q == '\'' && j+1 < len(line) && line[j+1] == '\'':
			j++
		case line[j] == q:
			return j
		}
	}
	return len(line)
}
