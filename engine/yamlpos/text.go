package yamlpos

import "bytes"

// As11 rewrites a %YAML 1.2 directive, which the YAML reader refuses (it
// reads YAML 1.1), as %YAML 1.1, in a copy of src. A regelwerk file reads
// the same in both versions: every value is taken as the text written,
// and numbers are read by the file's own rules (docs/transcripts.md), not
// by YAML's. Place reads src as As11 gives it, as its callers do.
func As11(src []byte) []byte {
	const from, to = "%YAML 1.2", "%YAML 1.1"
	if bytes.IndexByte(src, '%') < 0 || !bytes.Contains(src, []byte(from)) {
		return src
	}
	out := bytes.Clone(src)
	for i := 0; i+len(from) <= len(out); {
		if (i == 0 || out[i-1] == '\n') && string(out[i:i+len(from)]) == from && Marker(out[i:], from) {
			copy(out[i:], to)
		}
		j := bytes.IndexByte(out[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return out
}

// Marker reports whether line starts with m followed by white space or
// the end of the line: a document marker ("---", "...") or a directive
// ("%YAML") as the reader takes it.
func Marker(line []byte, m string) bool {
	if len(line) < len(m) || string(line[:len(m)]) != m {
		return false
	}
	if len(line) == len(m) {
		return true
	}
	switch line[len(m)] {
	case ' ', '\t', '\r', '\n':
		return true
	}
	return false
}

// Line is the text of line n (from 1) of src, without its line break,
// and for the first line without a byte-order mark, which the YAML reader
// does not count as a column either.
func Line(src []byte, n int) []byte {
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
