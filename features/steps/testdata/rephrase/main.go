// Command rephrase rewrites the French steps of the feature files under a
// folder to the one phrasing every game shares for the same act (see the
// shared acts of features/steps). It changes nothing already rephrased, so
// it can run again after other edits of the feature files:
//
//	go run ./features/steps/testdata/rephrase features
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"
)

// rule rewrites a whole step text; game limits it to one game's folder.
type rule struct {
	game, from, to string
}

var rules = []rule{
	{"zero", `^les joueurs sont (.+)$`, `les joueurs $1 sont assis dans le sens des aiguilles d'une montre`},
	{"", `^les joueurs ((?:[^ ,]+)(?:, [^ ,]+)*(?: et [^ ,]+)?)$`, `les joueurs $1 sont assis dans le sens des aiguilles d'une montre`},
	{"", `^c'est refusé selon la règle "([^"]+)"$`, `c'est refusé selon la règle $1`},
	{"", `^(?:le coup|la donne|la partie) est refusée? (?:selon|au titre de) la règle "([^"]+)"$`, `c'est refusé selon la règle $1`},
	{"", `^(?:le coup est accepté|la donne est acceptée|la partie est ouverte)$`, `c'est accepté`},
	{"", `^(?:on ouvre une partie pour ces joueurs|une partie est créée)$`, `la partie commence`},
	{"", `^la (manche|partie) continue$`, `la $1 n'est pas terminée`},
	{"", `^la partie est gagnée par (.+ et .+)$`, `les gagnants sont $1`},
	{"", `^la partie est gagnée par (.+)$`, `le gagnant est $1`},
	{"", `^les totaux sont maintenant (.+)$`, `les totaux sont $1`},
	{"", `^les totaux avant la manche sont (.+)$`, `les totaux avant cette manche sont $1`},
	{"", `^le total (de |d')(\S+) est de (-?\d+)$`, `le total $1$2 est de $3 points`},
	{"", `^(\S+) marque (-?\d+) pour la manche, (.+)$`, `$1 marque $2 points dans la manche, $3`},
	{"", `^la main (?:de |d')(\S+) est "([^"]*)"$`, `$1 a en main $2`},
	{"", `^la main (de |d')(\S+) est maintenant (.+)$`, `la main $1$2 est $3`},
	{"", `^(\S+) a (\d+|<[^>]+>) cartes en main$`, `$1 a encore $2 cartes en main`},
	{"", `^(\S+) est le donneur$`, `le donneur de la manche est $1`},
	{"zero", `^c'est au tour (?:de |d')(\S+)$`, `c'est à $1 de jouer`},
	{"", `^c'est maintenant au tour (?:de |d')(\S+)$`, `c'est à $1 de jouer`},
	{"", `^on distribue la graine (\d+), (\S+) donnant$`, `$2 donne avec la graine $1`},
	{"", `^(\S+) donne et (\S+) commence :$`, `$1 donne, $2 commençant :`},
	{"", `^la manche suivante est donnée par (\S+) :$`, `$1 donne :`},
	{"", `^(?:la manche suivante est donnée sans nommer de donneur|la manche commence avec cette donne, sans premier joueur désigné) :$`, `on donne :`},
	{"", `^la manche commence avec cette donne, (\S+) commençant :$`, `on donne, $1 commençant :`},
	{"", `^(\S+) joue "([^"]+)"$`, `$1 joue $2`},
	{"", `^(\S+) (peut|ne peut pas) jouer "([^"]+)"$`, `$1 $2 jouer $3`},
	// A step that did two things becomes two steps, split at "\n".
	{"", `^c'est la manche (\d+), avec les totaux (.+)$`, "c'est la manche $1\nles totaux avant cette manche sont $2"},
	{"", `^c'est la manche (\d+), lancée par (\S+)$`, "c'est la manche $1\n$2 a commencé la manche"},
}

var (
	stepLine = regexp.MustCompile(`^(\s*)(Soit|Et|Quand|Alors|Mais|Lorsque|Donc) (.*)$`)
	// A data table below these steps becomes a list in the step or a doc
	// string: "les totaux sont Anne 36, Bruno 36 et Chloé 33".
	tableSteps = []rule{
		{"", `^les totaux sont :$`, `les totaux sont `},
		{"", `^les points de la manche sont :$`, `les scores de la manche sont `},
		{"", `^les totaux avant la manche (\d+) sont :$`, "c'est la manche $1\nles totaux avant cette manche sont "},
	}
	movesStep = `les coups suivants sont joués :`
	// An outline step "la partie <suite>" whose examples finish the step.
	prefixed = regexp.MustCompile(`^la partie <([^>]+)>$`)
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: rephrase FOLDER")
		os.Exit(2)
	}
	files, _ := filepath.Glob(filepath.Join(os.Args[1], "*", "*.feature"))
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err == nil && strings.HasPrefix(string(src), "# language: fr") {
			out := rewrite(filepath.Base(filepath.Dir(f)), string(src))
			if out != string(src) {
				err = os.WriteFile(f, []byte(out), 0o644)
				fmt.Println("rephrased", f)
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

func apply(game, text string, rs []rule) (string, bool) {
	for _, r := range rs {
		re := regexp.MustCompile(r.from)
		if (r.game == "" || r.game == game) && re.MatchString(text) {
			return re.ReplaceAllString(text, r.to), true
		}
	}
	return text, false
}

func rewrite(game, src string) string {
	lines := strings.Split(src, "\n")
	var out []string
	changed := map[int]bool{} // output lines of tables to align again
	columns := map[string]string{}
	var header []string
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		trimmed := strings.TrimSpace(l)
		if strings.HasPrefix(trimmed, "Scénario") || strings.HasPrefix(trimmed, "Plan du scénario") {
			columns = map[string]string{}
		}
		m := stepLine.FindStringSubmatch(l)
		if m == nil {
			switch {
			case !strings.HasPrefix(trimmed, "|"):
			case len(out) == 0 || !strings.HasPrefix(strings.TrimSpace(out[len(out)-1]), "|"):
				header = cells(l)
			default:
				if row, ok := rewriteRow(game, l, header, columns); ok {
					changed[len(out)] = true
					l = row
				}
			}
			out = append(out, l)
			continue
		}
		indent, kw, text := m[1], m[2], m[3]
		if p := prefixed.FindStringSubmatch(text); p != nil {
			columns[p[1]] = "la partie "
			text = "<" + p[1] + ">"
		}
		var rows [][]string
		if head, ok := apply(game, text, tableSteps); ok || text == movesStep {
			for i+1 < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i+1]), "|") {
				i++
				rows = append(rows, cells(lines[i]))
			}
			switch {
			case ok && len(rows) > 1:
				text = head + list(rows[1:])
			case text == movesStep && len(rows) > 1:
				out = append(out, indent+kw+" "+text, indent+`  """`)
				for _, r := range rows[1:] {
					out = append(out, indent+"  - "+r[0]+": "+r[1])
				}
				out = append(out, indent+`  """`)
				continue
			default:
				i -= len(rows)
				rows = nil
			}
		}
		text, _ = apply(game, text, rules)
		for j, part := range strings.Split(text, "\n") {
			if j > 0 {
				kw = "Et"
			}
			out = append(out, indent+kw+" "+part)
		}
	}
	return strings.Join(align(out, changed), "\n")
}

func cells(row string) []string {
	parts := strings.Split(strings.TrimSpace(row), "|")
	var out []string
	for _, p := range parts[1 : len(parts)-1] {
		out = append(out, strings.TrimSpace(p))
	}
	return out
}

// list writes table rows of a player and a number as "Anne 36, Bruno 36 et
// Chloé 33".
func list(rows [][]string) string {
	var items []string
	for _, r := range rows {
		items = append(items, r[0]+" "+r[1])
	}
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " et " + items[len(items)-1]
}

// rewriteRow rewrites the cells of an examples row that hold whole steps,
// or finish a step whose column has a prefix.
func rewriteRow(game, row string, header []string, columns map[string]string) (string, bool) {
	cs := cells(row)
	changed := false
	for j, c := range cs {
		prefix := ""
		if j < len(header) {
			prefix = columns[header[j]]
		}
		if text, ok := apply(game, prefix+c, rules); ok || prefix != "" {
			cs[j], changed = text, true
		}
	}
	return "| " + strings.Join(cs, " | ") + " |", changed
}

// align pads the columns of every table that holds a changed row.
func align(lines []string, changed map[int]bool) []string {
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|") {
			j++
		}
		touched := false
		for k := i; k < j; k++ {
			touched = touched || changed[k]
		}
		if touched {
			indent := lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], " "))]
			var rows [][]string
			var width []int
			for k := i; k < j; k++ {
				rows = append(rows, cells(lines[k]))
				for c, v := range rows[len(rows)-1] {
					if c == len(width) {
						width = append(width, 0)
					}
					width[c] = max(width[c], utf8.RuneCountInString(v))
				}
			}
			for k, r := range rows {
				for c, v := range r {
					r[c] = v + strings.Repeat(" ", width[c]-utf8.RuneCountInString(v))
				}
				lines[i+k] = indent + "| " + strings.Join(r, " | ") + " |"
			}
		}
		i = max(j, i+1)
	}
	return lines
}
