package rules

import (
	"strings"
	"unicode"
)

// The catalogue cites a rulebook by section heading. The catalogue's
// tests, the cross-check and the site read the headings of a book the
// same way, here, so that a citation one of them finds the others find
// too.

// Heading is one heading of a rulebook.
type Heading struct {
	// Line is the index of its line in the book, from 0.
	Line int
	// Level is 1 for "#", 2 for "##" and so on; a plain-text heading
	// has the level its book gives it (1 a section, 2 a part of one).
	Level int
	// Text is the heading as the book writes it, without the # marks
	// and the space around it.
	Text string
}

// plainHeadings are the headings of the rulebooks written as plain text,
// with their level, as the printed books set them apart; the Markdown
// rulebooks mark theirs with #.
var plainHeadings = map[string]map[string]int{
	"null-bock.fr.md": {
		"V. Contexte du jeu :": 1, "VI. Contributions :": 1, "Null Bock": 1, "De quoi s'agit t'il ?": 1,
		"Explication du concept de jeu :": 1, "I. Préparation :": 1, "II. Déroulement de la partie :": 1,
		"Généralités :": 2, "A) Jouer une carte dans l'Arène :": 2, "B) Jouer une carte sur n'importe quelle lisière :": 2,
		"Gain d'un harem": 2, "III. Fin de la manche :": 1, "IV. Comptes :": 1,
	},
	"zero.fr.md": {
		"ZERO": 1, "Principe du jeu": 1, "Préparation.": 1, "Tour de jeu": 1, "Echanger": 2, "Fraper sur la table": 2,
		"Comptage des points": 1, "Zéro": 1, "Fin de la manche": 1,
	},
}

// Headings returns the headings of the rulebook file whose lines are
// given, in order: the lines that start with #, and the plain-text lines
// its printed book sets apart as headings.
func Headings(file string, lines []string) []Heading {
	plain := plainHeadings[file]
	var out []Heading
	for i, l := range lines {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "#"):
			level := len(l) - len(strings.TrimLeft(l, "#"))
			out = append(out, Heading{Line: i, Level: level, Text: strings.TrimSpace(l[level:])})
		case plain[l] > 0:
			out = append(out, Heading{Line: i, Level: plain[l], Text: l})
		}
	}
	return out
}

// headingMarks are what a heading may carry or a citation of it omit:
// typographic apostrophes, Markdown emphasis and escapes, quotation marks.
var headingMarks = strings.NewReplacer("’", "'", "«", "", "»", "", "„", "", "“", "", "*", "", "\\", "", "\"", "")

// foldHeading folds case, white space and the marks a heading may carry
// (emphasis, escapes, quotation marks, typographic apostrophes): text that
// starts with a heading, folded, starts with its HeadingKey.
func foldHeading(s string) string {
	s = headingMarks.Replace(strings.ToLower(s))
	return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
}

// HeadingKey is a heading folded as foldHeading does, without the colon or
// full stop that closes a plain-text heading ("I. Préparation :"): two
// headings are the same section when their keys are equal.
func HeadingKey(s string) string {
	return strings.TrimRight(foldHeading(s), " :.")
}
