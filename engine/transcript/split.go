package transcript

import (
	"bufio"
	"bytes"
	"io"

	"github.com/regelwerk/regelwerk/engine/yamlpos"
)

// A YAML stream holds documents one after the other. A line that starts
// with "---" starts a document, one that starts with "..." ends the one
// before it, and directives (%YAML, %TAG) stand before the "---" of the
// document they belong to. Splitting a stream at these lines gives exactly
// the documents a YAML reader sees, as long as lines end in LF or CRLF:
// ParseAt refuses the other line breaks of YAML 1.1 (a lone CR, U+0085,
// U+2028, U+2029), which would hide a marker from the splitter.

// lineKind is what a line means to the splitting of a stream.
type lineKind uint8

const (
	lineOther     lineKind = iota // content, a comment or a blank line
	lineStart                     // "---": a document starts (its content may follow on the line)
	lineEnd                       // "...": the document ends
	lineDirective                 // "%YAML ..." or "%TAG ...": belongs to the next document
)

// classify tells what a line (or the first part of a long line) means.
func classify(line []byte) lineKind {
	if len(line) < 3 {
		return lineOther
	}
	switch line[0] {
	case '-':
		if yamlpos.Marker(line, "---") {
			return lineStart
		}
	case '.':
		if yamlpos.Marker(line, "...") {
			return lineEnd
		}
	case '%':
		if yamlpos.Marker(line, "%YAML") || yamlpos.Marker(line, "%TAG") {
			return lineDirective
		}
	}
	return lineOther
}

// hasContent reports whether a line holds more than white space and a
// comment.
func hasContent(line []byte) bool {
	t := bytes.TrimSpace(line)
	return len(t) > 0 && t[0] != '#'
}

// docTracker follows the documents of a stream line by line.
type docTracker struct {
	content bool // the current document has content
	marked  bool // the current document has started with its "---"
}

// line takes the next line of the stream and says where documents end:
// before, when the document under way ends before the line, which belongs
// to the next; after, when the document ends with the line. Comments,
// blank lines and directives before a "---" are the start of the document
// it begins, never a document of their own. A document begun by its "---"
// ends at the next marker or directive even when it holds nothing: it is
// then an empty document, which YAML reads as null, not the start of the
// next one, which would hold two documents.
func (d *docTracker) line(line []byte) (before, after bool) {
	switch classify(line) {
	case lineStart:
		before = d.content || d.marked
		d.content = hasContent(line[3:])
		d.marked = true
	case lineDirective:
		before = d.content || d.marked
		d.content, d.marked = false, false
	case lineEnd:
		after = d.content || d.marked
		d.content, d.marked = false, false
	default:
		if !d.content {
			d.content = hasContent(line)
		}
	}
	return before, after
}

// markerFree reports whether no line of src is one that the splitting
// of a stream takes for a marker or a directive, and src does not start
// with a byte order mark: src is then one document, or none, as it
// stands, and needs no splitting.
func markerFree(src []byte) bool {
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		return false
	}
	for i := 0; i < len(src); {
		if c := src[i]; (c == '-' || c == '.' || c == '%') && classify(src[i:]) != lineOther {
			return false
		}
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return true
}

// firstDocument returns the offset in src at which the first document
// with content starts, as the splitting of a stream cuts it (with the
// comments before its "---"), and -1 when src holds none: blank lines
// (white space only, tabs included), comments, directives and markers
// alone. What comes before that offset is empty documents, passed over as
// the splitting of a stream passes them over. The YAML reader takes a
// line of white space with a tab for a token it cannot read; such a file
// is empty, as the same bytes on a stream are.
func firstDocument(src []byte) int {
	var d docTracker
	start := 0
	for i := 0; i < len(src); {
		line := src[i:]
		next := len(src)
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line, next = line[:j+1], i+j+1
		}
		if i == 0 {
			line = bytes.TrimPrefix(line, []byte("\ufeff"))
		}
		before, after := d.line(line)
		if before {
			start = i
		}
		if d.content {
			return start
		}
		if after {
			start = next
		}
		i = next
	}
	return -1
}

// secondDocument returns the line (1-based) of src on which the content
// of a second document starts, or 0 when src holds at most one document.
func secondDocument(src []byte) int {
	var d docTracker
	docs := 0
	for n := 1; len(src) > 0; n++ {
		line := src
		i := bytes.IndexByte(src, '\n')
		if i >= 0 {
			line = src[:i+1]
		}
		if n == 1 {
			line = bytes.TrimPrefix(line, []byte("\ufeff"))
		}
		// Within a document's content only a marker at the start of a
		// line can end it: the other lines need no look.
		if !d.content || line[0] == '-' || line[0] == '.' || line[0] == '%' {
			// Only documents with content count: an empty one before
			// or after the transcript is passed over.
			had := d.content
			before, after := d.line(line)
			if (before || after) && had {
				docs++
			}
			if docs > 0 && d.content {
				return n
			}
		}
		if i < 0 {
			break
		}
		src = src[i+1:]
	}
	return 0
}

// chunk is a part of a stream that the splitter cuts: a document, an
// empty one, leading comments with no document after them, or a document
// over the size limit.
type chunk struct {
	line    int   // the line it starts on, from 1
	off     int64 // its first byte in the stream
	size    int64
	content bool
	over    bool   // longer than the size limit
	data    []byte // its bytes, when the splitter keeps them (never over the limit)
}

// splitter cuts a stream into chunks at document boundaries.
type splitter struct {
	max  int  // size limit of a document; 0 for none
	keep bool // keep the bytes of each document
	// keepUpTo keeps the bytes of each document of at most that many
	// bytes, when keep is off: the small documents of a big file are handed
	// on as read instead of read again one by one.
	keepUpTo int
	// stopBinary ends the reading with a *binaryError when a NUL byte
	// shows up: a NUL is never part of a transcript, no separator can be
	// expected from binary data (/dev/zero), and reading on would never end
	// or, under a large size limit, hold the data in memory up to it.
	stopBinary bool
}

// kept reports whether the splitter keeps the bytes of a chunk of size
// bytes.
func (s *splitter) kept(size int64) bool {
	return s.keep || size <= int64(s.keepUpTo)
}

// binaryError stops a stream that turns out to be binary data.
type binaryError struct{ line int }

func (e *binaryError) Error() string { return "binary data" }

// split reads r to its end and calls emit for every chunk: once with
// final false at the moment a chunk passes the size limit, and once with
// final true when it ends, if it has content or is over the limit (a
// chunk of only comments and blank lines, or an empty document, is
// dropped). emit returns false to stop. It returns the first error
// reading r.
func (s *splitter) split(r io.Reader, emit func(c *chunk, final bool) bool) error {
	size := 64 << 10
	if b, ok := r.(*bytes.Reader); ok {
		// Bytes already in memory (a small file read whole): a buffer of
		// their size, not 64 KiB for every file of a walk.
		size = min(size, max(int(b.Len())+1, 16))
	}
	br := bufio.NewReaderSize(r, size)
	var buf bytes.Buffer
	var d docTracker
	c := &chunk{line: 1}
	var off int64
	line := 1
	atStart, first, blank := true, true, false
	finish := func() bool {
		if !c.content && !c.over {
			// Nothing handed on: the chunk is reused, so that a stream
			// of empty documents costs no memory per document.
			buf.Reset()
			*c = chunk{line: line, off: off}
			return true
		}
		if s.kept(c.size) && !c.over {
			c.data = bytes.Clone(buf.Bytes())
		}
		buf.Reset()
		ok := emit(c, true)
		c = &chunk{line: line, off: off}
		return ok
	}
	for {
		part, err := br.ReadSlice('\n')
		if len(part) > 0 {
			var before, after bool
			if atStart {
				l := part
				if first {
					l = bytes.TrimPrefix(l, []byte("\ufeff"))
				}
				before, after = d.line(l)
				blank = len(bytes.TrimSpace(l)) == 0
			} else if blank {
				// More of a long line that started blank.
				d.content = d.content || hasContent(part)
				blank = len(bytes.TrimSpace(part)) == 0
			}
			if before && !finish() {
				return nil
			}
			c.content = c.content || d.content
			if !s.add(c, &buf, part, emit) {
				return nil
			}
			if s.stopBinary && bytes.IndexByte(part, 0) >= 0 {
				return &binaryError{line: line}
			}
			off += int64(len(part))
			first = false
			if atStart = part[len(part)-1] == '\n'; atStart {
				line++
			}
			if after && !finish() {
				return nil
			}
		}
		switch {
		case err == nil, err == bufio.ErrBufferFull:
		case err == io.EOF:
			finish()
			return nil
		default:
			return err
		}
	}
}

// add counts part into chunk c, keeping its bytes in buf while c stays
// within the size limit, and reports c to emit when it passes it.
func (s *splitter) add(c *chunk, buf *bytes.Buffer, part []byte, emit func(*chunk, bool) bool) bool {
	c.size += int64(len(part))
	if c.over {
		return true
	}
	if s.max > 0 && c.size > int64(s.max) {
		c.over = true
		buf.Reset()
		return emit(c, false)
	}
	if s.kept(c.size) {
		buf.Write(part)
	} else if buf.Len() > 0 {
		buf.Reset() // read again when loaded
	}
	return true
}
