package protocol

// Restyle appends line, a JSON value as AppendReply writes it (compact,
// valid), written otherwise with the same values: the members of every
// object in reverse order and a space after every ':' and ','. It is how
// `regelwerk serve --restyle` answers, an implementation that writes its
// replies as a JSON library of its own would: the same replies, none of
// them byte for byte as the reference writes them, for measuring and
// testing a client's reading of them (docs/performance.md).
func Restyle(dst, line []byte) []byte {
	dst, _ = restyleValue(dst, line, 0, nil)
	return dst
}

// restyleValue appends the value starting at src[i] and returns the index
// past it. spans is scratch storage for the members of objects.
func restyleValue(dst, src []byte, i int, spans []int) ([]byte, int) {
	switch src[i] {
	case '{':
		// The members' spans, key start to value end, then written last
		// first.
		base := len(spans)
		j := i + 1
		for src[j] != '}' {
			start := j
			j = stringEnd(src, j)
			j++ // ':'
			j = valueEnd(src, j)
			spans = append(spans, start, j)
			if src[j] == ',' {
				j++
			}
		}
		dst = append(dst, '{')
		for k := len(spans) - 2; k >= base; k -= 2 {
			start := spans[k]
			keyEnd := stringEnd(src, start)
			dst = append(dst, src[start:keyEnd]...)
			dst = append(dst, ':', ' ')
			dst, _ = restyleValue(dst, src, keyEnd+1, spans)
			if k > base {
				dst = append(dst, ',', ' ')
			}
		}
		return append(dst, '}'), j + 1
	case '[':
		dst = append(dst, '[')
		j := i + 1
		for src[j] != ']' {
			dst, j = restyleValue(dst, src, j, spans)
			if src[j] == ',' {
				dst = append(dst, ',', ' ')
				j++
			}
		}
		return append(dst, ']'), j + 1
	case '"':
		j := stringEnd(src, i)
		return append(dst, src[i:j]...), j
	}
	j := valueEnd(src, i)
	return append(dst, src[i:j]...), j
}

// stringEnd returns the index past the JSON string starting at src[i].
func stringEnd(src []byte, i int) int {
	for j := i + 1; ; j++ {
		switch src[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
}

// valueEnd returns the index past the JSON value starting at src[i].
func valueEnd(src []byte, i int) int {
	switch src[i] {
	case '"':
		return stringEnd(src, i)
	case '{', '[':
		depth := 0
		for j := i; ; j++ {
			switch src[j] {
			case '"':
				j = stringEnd(src, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
	}
	j := i
	for j < len(src) && src[j] != ',' && src[j] != '}' && src[j] != ']' {
		j++
	}
	return j
}

// SetRestyle makes Serve write every reply as Restyle rewrites it: for
// measuring and testing clients only (`regelwerk serve --restyle`).
func (s *Server) SetRestyle(on bool) { s.restyle = on }
