package rules

import (
	"fmt"
	"testing"
)

// TestHeadingKey: the key of a heading is the same however a book or the
// catalogue writes it.
func TestHeadingKey(t *testing.T) {
	for in, want := range map[string]string{
		"*Spielvorbereitung*":             "spielvorbereitung",
		"**Spiel  mit 6\u00a0Spielern**":  "spiel mit 6 spielern",
		"I. Préparation :":                "i. préparation",
		"Préparation.":                    "préparation",
		"Fin d’une manche":                "fin d'une manche",
		"«Zéro» \\& „nichtig“":            "zéro & nichtig",
		"Qui gagne le pli ?":              "qui gagne le pli ?",
		"Explication du concept de jeu :": "explication du concept de jeu",
	} {
		if got := HeadingKey(in); got != want {
			t.Errorf("HeadingKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHeadings: the # lines of a book are its headings, with their level,
// and so are the plain lines its printed book sets apart; other lines are
// not.
func TestHeadings(t *testing.T) {
	lines := []string{"# ZERO", "", "  ## *Principe*  ", "Tour de jeu", "Echanger", "Echanger les cartes.", "#### Fin"}
	want := "[{0 1 ZERO} {2 2 *Principe*} {3 1 Tour de jeu} {4 2 Echanger} {6 4 Fin}]"
	if got := fmt.Sprint(Headings("zero.fr.md", lines)); got != want {
		t.Errorf("zero.fr.md: %s, want %s", got, want)
	}
	// Another book has no plain headings.
	if got, want := fmt.Sprint(Headings("other.fr.md", lines)), "[{0 1 ZERO} {2 2 *Principe*} {6 4 Fin}]"; got != want {
		t.Errorf("other.fr.md: %s, want %s", got, want)
	}
}
