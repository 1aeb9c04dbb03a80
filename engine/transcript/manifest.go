package transcript

import "bytes"

// IsManifest reports whether src is a fixture manifest (the index of a
// corpus, docs/conformance.md) rather than a transcript: among the keys
// written at the start of a line are format, with the manifest's format
// number 1, and fixtures, and none of game, players and rounds. validate passes over a manifest found beside
// the transcripts instead of failing on it. Only the block style that
// `regelwerk manifest` writes is recognised; the check reads lines, not
// YAML, so that it costs nothing on hostile input.
func IsManifest(src []byte) bool {
	var format, fixtures bool
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		key, value, ok := bytes.Cut(line, []byte(":"))
		if !ok || len(key) == 0 || bytes.ContainsAny(key[:1], " \t#-{[\"'") {
			continue
		}
		switch string(bytes.TrimSpace(key)) {
		case "format":
			v, _, _ := bytes.Cut(value, []byte("#"))
			format = string(bytes.TrimSpace(v)) == "1"
		case "fixtures":
			fixtures = true
		case "game", "players", "rounds":
			return false
		}
	}
	return format && fixtures
}
