package steps

import (
	"fmt"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/features/cardwords"
)

// Names splits a list written "Anne, Jean et Laura" or "Hannah, Jan und
// Laura", as a list of cards is split.
func Names(s string) []string { return cardwords.Split(s) }

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

// Owned splits a list of cards each followed by its player, "le 5 bleu
// d'Anne et le 3 vert de Jean" or "der blauen 5 von Hannah und der grünen 3
// von Jan", into card and player pairs.
func Owned(lang, s string) ([][2]string, error) {
	var out [][2]string
	for _, item := range Names(s) {
		var card, name string
		var ok bool
		switch lang {
		case "de":
			card, name, ok = cutLast(item, " von ")
		default:
			if card, name, ok = cutLast(item, " de "); !ok {
				card, name, ok = cutLast(item, " d'")
			}
		}
		if !ok {
			return nil, fmt.Errorf("expected a card and its player, found %q", item)
		}
		out = append(out, [2]string{strings.TrimSpace(card), strings.TrimSpace(name)})
	}
	return out, nil
}

func cutLast(s, sep string) (string, string, bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
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
