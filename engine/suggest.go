package engine

import (
	"sort"
	"strings"
)

// Suggest returns the known word nearest to s, for a "did you mean"
// hint after a misspelt game ID, rule ID, key, option or value. Case is
// folded first, so "Zero" finds "zero" at distance 0; otherwise the word
// must be within a third of its length in edits (at least 1, at most 4),
// so that a suggestion is a likely typo and not any word of the list, or,
// when none is, begin s or begin with it (three runes at least). Ties
// go to the word first in sorted order, so that the hint is the same in
// every run. ok is false when no word is near enough.
func Suggest(s string, known []string) (word string, ok bool) {
	if near := nearest(s, known); len(near) > 0 {
		return near[0], true
	}
	return "", false
}

// nearest returns the known words nearest to s, as Suggest measures,
// in sorted order, each once: several when they are as near.
func nearest(s string, known []string) []string {
	fs := strings.ToLower(s)
	var best []string
	bestDist := -1
	sorted := append([]string(nil), known...)
	sort.Strings(sorted)
	for i, k := range sorted {
		if i > 0 && k == sorted[i-1] {
			continue
		}
		d := EditDistance(fs, strings.ToLower(k))
		limit := min(max(len([]rune(k))/3, 1), 4)
		switch {
		case d > limit:
		case bestDist < 0 || d < bestDist:
			best, bestDist = append(best[:0], k), d
		case d == bestDist:
			best = append(best, k)
		}
	}
	if best == nil {
		best = prefixed(fs, sorted)
	}
	return best
}

// prefixed returns the words of sorted, each once, that s begins with or
// that begin with s, the shorter of the two at least three runes long: a
// word cut short or written out longer ("automatic" for "auto"), too far
// in edits to be a typo.
func prefixed(s string, sorted []string) []string {
	var out []string
	for i, k := range sorted {
		if i > 0 && k == sorted[i-1] {
			continue
		}
		lk := strings.ToLower(k)
		short := min(len([]rune(s)), len([]rune(lk)))
		if short >= 3 && (strings.HasPrefix(s, lk) || strings.HasPrefix(lk, s)) {
			out = append(out, k)
		}
	}
	return out
}

// maxNamed is the most words a hint names: more words as near as each
// other make s no typo of one of them but a stem they share ("nb/", the
// start of every rule ID of Null Bock), and the list no hint.
const maxNamed = 5

// DidYouMean is Suggest written as the end of an error message:
// ` (did you mean "zero/turn.order"?)`, or "" when nothing is near. Words
// as near as each other are all named (` (did you mean "deal" or
// "dealer"?)`, for "dealr"), since either may be the one meant; "" when
// more than maxNamed are.
func DidYouMean(s string, known []string) string {
	near := nearest(s, known)
	if len(near) == 0 || len(near) == 1 && near[0] == s || len(near) > maxNamed {
		return ""
	}
	quoted := make([]string, len(near))
	for i, w := range near {
		quoted[i] = `"` + w + `"`
	}
	if n := len(quoted); n > 1 {
		return ` (did you mean ` + strings.Join(quoted[:n-1], ", ") + ` or ` + quoted[n-1] + `?)`
	}
	return ` (did you mean ` + quoted[0] + `?)`
}

// DidYouMeanID is DidYouMean for a rule or clarification ID: the ID
// nearest in spelling, or else the one whose name after the game's prefix
// is nearest to the ID's own, so that an ID written without its prefix or
// with another game's ("turn.order", "nn/turn.order") finds
// "zero/turn.order".
func DidYouMeanID(id string, ids []string) string {
	if h := DidYouMean(id, ids); h != "" {
		return h
	}
	local := func(s string) string { return s[strings.LastIndexByte(s, '/')+1:] }
	byName := make(map[string]string, len(ids))
	names := make([]string, 0, len(ids))
	for _, k := range ids {
		byName[local(k)] = k
		names = append(names, local(k))
	}
	if w, ok := Suggest(local(id), names); ok && byName[w] != id {
		return ` (did you mean "` + byName[w] + `"?)`
	}
	return ""
}

// EditDistance is the number of single-rune edits that turn a into b:
// insertions, deletions, substitutions and swaps of two neighbours (the
// optimal string alignment distance), since a swapped pair ("movse") is the
// commonest typo and should cost one edit, not two.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// Three rows: the one before the previous is needed for swaps.
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
