package steps

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

var listSep = regexp.MustCompile(`\s*(?:,|\bet\b|\bund\b)\s*`)

// Names splits a list written "Anne, Jean et Laura" or "Hannah, Jan und
// Laura".
func Names(s string) []string {
	var out []string
	for _, p := range listSep.Split(strings.TrimSpace(s), -1) {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Teams splits teams separated by semicolons: "Anne et Luc ; Jean et Eva".
func Teams(s string) [][]string {
	var out [][]string
	for _, t := range strings.Split(s, ";") {
		out = append(out, Names(t))
	}
	return out
}

// Items splits a list of players each followed by a value, "Anne 20, Jean
// 15 et Laura 10" or "Jean Y9, Laura P2", into name and value pairs.
func Items(s string) ([][2]string, error) {
	var out [][2]string
	for _, item := range Names(s) {
		name, value, ok := strings.Cut(item, " ")
		if !ok {
			return nil, fmt.Errorf("expected a player and a value, found %q", item)
		}
		out = append(out, [2]string{name, strings.TrimSpace(value)})
	}
	return out, nil
}

// Words splits at spaces and commas and drops the words that join a list
// ("et", "und"): "R3, B5 et G7" is three words.
func Words(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if w != "et" && w != "und" {
			out = append(out, w)
		}
	}
	return out
}

// readCards reads card codes written as Words; "rien" and "aucune" are no
// card at all.
func readCards(d *engine.Deck, s string) ([]engine.Card, error) {
	if s = strings.TrimSpace(s); s == "rien" || s == "aucune" {
		return nil, nil
	}
	var out []engine.Card
	for _, code := range Words(s) {
		c, err := d.Parse(code)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// same compares what is expected with what the engine says, as text.
func same(what string, want, got any) error {
	if fmt.Sprint(want) != fmt.Sprint(got) {
		return fmt.Errorf("expected %s %v, got %v", what, want, got)
	}
	return nil
}

// sameSet compares two lists as sets (multisets), order free.
func sameSet(what string, want, got []string) error {
	w, g := append([]string(nil), want...), append([]string(nil), got...)
	sort.Strings(w)
	sort.Strings(g)
	return same(what, w, g)
}
