// Command cardwords rewrites the feature files under a folder so that their
// steps name cards in the words of each file's language, as the rulebooks
// do ("le 9 jaune", "die gelbe 9", "la biche 5"), instead of transcript
// codes (Y9, H5): the words come from the step vocabulary's card words
// (features/steps), which the steps read back. Moves written as transcript
// lines ("- Anna: play G5") become steps of the language ("- Anna joue le 5
// vert"). Only text that still holds codes is rewritten, so it can run again
// after other edits of the feature files and changes nothing:
//
//	go run ./features/steps/testdata/cardwords features
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/features/steps"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: cardwords FOLDER")
		os.Exit(2)
	}
	files, _ := filepath.Glob(filepath.Join(os.Args[1], "*", "*.feature"))
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		c, err := newConverter(filepath.Base(filepath.Dir(f)), string(src))
		if err != nil {
			fmt.Fprintln(os.Stderr, f+":", err)
			os.Exit(1)
		}
		if out := c.rewrite(string(src)); out != string(src) {
			if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			fmt.Println("rewrote", f)
		}
	}
}

// converter rewrites one feature file of a game in a language.
type converter struct {
	game, lang string
	deck       *engine.Deck
	cw         *steps.CardWords
	rules      []rule
}

// rule rewrites a step text whose captures hold codes; to returns false
// when they hold none, so that text already rewritten stays.
type rule struct {
	from *regexp.Regexp
	to   func(m []string) (string, bool)
}

func newConverter(game, src string) (*converter, error) {
	lang, _, _ := strings.Cut(strings.TrimPrefix(src, "# language: "), "\n")
	v, ok := steps.For(game)
	if !ok {
		return nil, fmt.Errorf("no vocabulary for %s", game)
	}
	cw, ok := v.Words(lang)
	if !ok {
		return nil, fmt.Errorf("%s has no card words in %q", game, lang)
	}
	c := &converter{game: game, lang: lang, deck: v.Game.Deck(), cw: cw}
	c.rules = c.stepRules()
	return c, nil
}

func (c *converter) r(pattern string, to func(m []string) (string, bool)) rule {
	return rule{regexp.MustCompile(pattern), to}
}

// stepRules are the rewrites of the steps that name cards, by language.
func (c *converter) stepRules() []rule {
	if c.lang == "de" {
		return []rule{
			c.r(`^(\S+) hat (.+) auf der Hand$`, func(m []string) (string, bool) { return c.with(m[2], c.list, m[1]+" hat %s auf der Hand") }),
			c.r(`^vor (\S+) liegen die Stapel (.+)$`, func(m []string) (string, bool) { return c.with(m[2], c.piles, "vor "+m[1]+" liegen die Stapel %s") }),
			c.r(`^(sind )?die Stapel von (\S+)( sind)? (.+)$`, func(m []string) (string, bool) {
				return c.with(m[4], c.piles, m[1]+"die Stapel von "+m[2]+m[3]+" %s")
			}),
			c.r(`^(\S+) (\S+) spielt$`, func(m []string) (string, bool) { return c.with(m[2], c.card, m[1]+" %s spielt") }),
			c.r(`^(\S+) (.+) offen auslegt$`, func(m []string) (string, bool) { return c.with(m[2], c.list, m[1]+" %s offen auslegt") }),
			c.r(`^reihum (.+) gespielt werden$`, func(m []string) (string, bool) { return c.with(m[1], c.seatCards, "reihum %s spielen") }),
			c.r(`^(?:ist )?der letzte Stich(?: ist)? (.+)$`, func(m []string) (string, bool) {
				return c.with(m[1], c.owned, "besteht der letzte Stich aus %s")
			}),
			c.r(`^jede der Farben (.+) hat (.+)$`, func(m []string) (string, bool) { return c.with(m[1], c.colours, "jede der Farben %s hat "+m[2]) }),
			c.r(`^(es )?gewinnen ([^\s<]+)$`, func(m []string) (string, bool) { return m[1] + "gewinnt " + m[2], true }),
		}
	}
	return []rule{
		c.r(`^(\S+) a en main (.+)$`, func(m []string) (string, bool) { return c.with(m[2], c.list, m[1]+" a en main %s") }),
		c.r(`^la main (?:de |d')(\S+) est (.+)$`, func(m []string) (string, bool) {
			return c.with(m[2], c.list, m[1]+" a maintenant en main %s")
		}),
		c.r(`^(\S+) a devant lui les piles (.+)$`, func(m []string) (string, bool) {
			return c.with(m[2], c.piles, "les piles "+de(m[1])+" sont : %s")
		}),
		c.r(`^les piles ((?:de |d')\S+) sont ([^:].*)$`, func(m []string) (string, bool) {
			return c.with(m[2], c.piles, "les piles "+m[1]+" sont maintenant : %s")
		}),
		c.r(`^(\S+) pose (.+) face visible$`, func(m []string) (string, bool) { return c.with(m[2], c.list, m[1]+" pose %s face visible") }),
		c.r(`^les cartes jouées sont (.+)$`, func(m []string) (string, bool) { return c.with(m[1], c.seatCards, "tour à tour, %s") }),
		c.r(`^le dernier pli est (.+)$`, func(m []string) (string, bool) { return c.with(m[1], c.owned, "le dernier pli se compose %s") }),
		c.r(`^chacune des couleurs (.+) a (.+)$`, func(m []string) (string, bool) { return c.with(m[1], c.colours, "chacune des couleurs %s a "+m[2]) }),
		c.r(`^les gagnants sont ([^\s<]+)$`, func(m []string) (string, bool) { return "le gagnant est " + m[1], true }),
		// Zero.
		c.r(`^(\S+) échange (\S+) contre (\S+)$`, func(m []string) (string, bool) {
			a, ok1 := c.card(m[2])
			b, ok2 := c.card(m[3])
			return m[1] + " échange " + a + " contre " + b, ok1 && ok2
		}),
		c.r(`^la table est (.+)$`, func(m []string) (string, bool) { return c.with(m[1], c.list, "les cartes de la table sont %s") }),
		c.r(`^dans la main (.+), les cartes annulées sont aucune$`, func(m []string) (string, bool) {
			return c.with(m[1], c.bare, "dans la main %s, aucune carte n'est annulée")
		}),
		c.r(`^dans la main (.+), les cartes annulées sont (.+)$`, func(m []string) (string, bool) {
			h, ok1 := c.bare(m[1])
			n, ok2 := c.list(m[2])
			return "dans la main " + h + ", les cartes annulées sont " + n, ok1 || ok2
		}),
		c.r(`^la main (.+) (vaut .+|est un « Zéro »|n'est pas un « Zéro »)$`, func(m []string) (string, bool) {
			return c.with(m[1], c.bare, "la main %s "+m[2])
		}),
		// Null Bock.
		c.r(`^la lisière ((?:de |d')\S+) (porte|est maintenant) (\S+)$`, func(m []string) (string, bool) {
			return c.with(m[3], c.card, "la lisière "+m[1]+" "+m[2]+" %s")
		}),
		c.r(`^l'Arène (contient|est maintenant) (.+)$`, func(m []string) (string, bool) { return c.with(m[2], c.arena, "l'Arène "+m[1]+" %s") }),
		c.r(`^(\S+) a maintenant gagné rien$`, func(m []string) (string, bool) { return m[1] + " n'a rien gagné", true }),
		c.r(`^(\S+) a (déjà|maintenant) gagné (.+)$`, func(m []string) (string, bool) { return c.with(m[3], c.list, m[1]+" a "+m[2]+" gagné %s") }),
		c.r(`^(le paquet à \S+ joueurs contient \S+ fois) (\S+)$`, func(m []string) (string, bool) { return c.with(m[2], c.card, m[1]+" %s") }),
		c.r(`^(\S+) ne peut que passer$`, func(m []string) (string, bool) { return m[1] + " ne peut rien jouer", true }),
		// Nicht die Bohne.
		c.r(`^devant (\S+) sont déjà posées "([^"]*)"$`, func(m []string) (string, bool) { return c.with(m[2], c.list, m[1]+" a déjà pris %s") }),
		c.r(`^devant (\S+) sont posées "([^"]*)"$`, func(m []string) (string, bool) { return c.with(m[2], c.list, m[1]+" a maintenant pris %s") }),
		c.r(`^un joueur a posé devant lui "([^"]*)"$`, func(m []string) (string, bool) {
			return c.with(m[1], c.list, "un joueur a posé devant lui %s")
		}),
		c.r(`^la donne pose "([^"]*)" sur la table$`, func(m []string) (string, bool) { return c.with(m[1], c.list, "la donne pose %s sur la table") }),
		c.r(`^(la série \S+ (?:de |d')\S+ montre) "([^"]*)"$`, func(m []string) (string, bool) {
			return c.with(strings.NewReplacer("[", "", "]", "").Replace(m[2]), c.list, m[1]+" %s")
		}),
		c.r(`^les coups permis sont "([^"]*)"$`, func(m []string) (string, bool) {
			var out []string
			for _, p := range strings.Split(m[1], ",") {
				s, ok := c.moveLine(strings.TrimSpace(p))
				if !ok {
					return "", false
				}
				out = append(out, s)
			}
			return "les coups permis sont : " + strings.Join(out, " ; "), true
		}),
		// Moves, last: "X joue ..." is the widest pattern.
		c.r(`^(\S+) (peut|ne peut pas) jouer (.+)$`, func(m []string) (string, bool) {
			s, ok := c.move(m[1], m[3])
			s, _ = strings.CutPrefix(s, m[1]+" joue ")
			return m[1] + " " + m[2] + " jouer " + s, ok
		}),
		c.r(`^(\S+) joue (.+)$`, func(m []string) (string, bool) { return c.move(m[1], m[2]) }),
	}
}

// with fills format with conv(arg), when arg holds codes.
func (c *converter) with(arg string, conv func(string) (string, bool), format string) (string, bool) {
	s, ok := conv(arg)
	return fmt.Sprintf(format, s), ok
}

var codeSep = regexp.MustCompile(`[\s,]+|\bet\b|\bund\b`)

// codes reads a list of codes; placeholders (<carte>) stay as they are.
// It fails unless the list holds at least one code and nothing else.
func (c *converter) codes(s string) ([]string, bool) {
	var out []string
	found := false
	for _, w := range codeSep.Split(strings.TrimSpace(s), -1) {
		switch {
		case w == "":
		case strings.HasPrefix(w, "<") && strings.HasSuffix(w, ">"):
			out = append(out, w)
		default:
			if _, err := c.deck.Parse(w); err != nil {
				return nil, false
			}
			out, found = append(out, w), true
		}
	}
	return out, found
}

func (c *converter) parse(code string) engine.Card {
	k, _ := c.deck.Parse(code)
	return k
}

// list writes codes as cards with their articles; placeholders stay.
func (c *converter) list(s string) (string, bool) { return c.items(s, c.cw.Phrase) }

// bare writes codes as cards without article.
func (c *converter) bare(s string) (string, bool) { return c.items(s, c.cw.Bare) }

func (c *converter) items(s string, write func(engine.Card) string) (string, bool) {
	cs, ok := c.codes(s)
	if !ok {
		return s, false
	}
	var items []string
	for _, code := range cs {
		if strings.HasPrefix(code, "<") {
			items = append(items, code)
		} else {
			items = append(items, write(c.parse(code)))
		}
	}
	return c.join(items), true
}

func (c *converter) join(items []string) string {
	and := map[string]string{"fr": " et ", "de": " und "}[c.lang]
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + and + items[len(items)-1]
}

func (c *converter) card(s string) (string, bool) {
	cs, ok := c.codes(s)
	if !ok || len(cs) != 1 {
		return s, false
	}
	return c.cw.Phrase(c.parse(cs[0])), true
}

// piles writes "R3 R9, B5" as "rouge 3 9, bleu 5", a group a pile.
func (c *converter) piles(s string) (string, bool) {
	var items []string
	for _, p := range strings.Split(s, ",") {
		cs, ok := c.codes(p)
		if !ok {
			return s, false
		}
		var cards []engine.Card
		for _, code := range cs {
			cards = append(cards, c.parse(code))
		}
		items = append(items, c.cw.Groups(cards, false))
	}
	return c.join(items), true
}

// seatCards writes "Jean Y9, Laura P2" as "Jean joue le 9 jaune, Laura le 2
// violet", or "Jan die gelbe 9, Laura die lila 2".
func (c *converter) seatCards(s string) (string, bool) {
	items, err := steps.Items(s)
	if err != nil {
		return s, false
	}
	var out []string
	for i, it := range items {
		w, ok := c.card(it[1])
		if !ok {
			return s, false
		}
		if i == 0 && c.lang == "fr" {
			w = "joue " + w
		}
		out = append(out, it[0]+" "+w)
	}
	return c.join(out), true
}

// owned writes "Anne B5, Jean G3" as "du 5 bleu d'Anne et du 3 vert de
// Jean", or "der blauen 5 von Hannah und der grünen 3 von Jan".
func (c *converter) owned(s string) (string, bool) {
	items, err := steps.Items(s)
	if err != nil {
		return s, false
	}
	var out []string
	for _, it := range items {
		w, ok := c.card(it[1])
		if !ok {
			return s, false
		}
		switch c.lang {
		case "de":
			f := strings.Fields(w)
			if f[1] != "lila" {
				f[1] += "n"
			}
			f[0] = "der"
			out = append(out, strings.Join(f, " ")+" von "+it[0])
		default:
			out = append(out, "du "+strings.TrimPrefix(w, "le ")+" "+de(it[0]))
		}
	}
	return c.join(out), true
}

// arena writes "H3 (Bert), S4 (Anna)" as "la biche 3 de Bert et le cerf 4
// d'Anna".
func (c *converter) arena(s string) (string, bool) {
	var out []string
	for _, it := range strings.Split(s, ",") {
		code, name, ok := strings.Cut(strings.TrimSuffix(strings.TrimSpace(it), ")"), " (")
		if !ok {
			return s, false
		}
		w := code
		if !strings.HasPrefix(code, "<") {
			if w, ok = c.card(code); !ok {
				return s, false
			}
		}
		out = append(out, w+" "+de(name))
	}
	return c.join(out), true
}

// colours writes colour letters as the colours' names.
func (c *converter) colours(s string) (string, bool) {
	var out []string
	for _, l := range steps.Names(s) {
		k, err := c.deck.Parse(l + "1")
		if err != nil {
			return s, false
		}
		g := strings.Fields(c.cw.Groups([]engine.Card{k}, false))
		out = append(out, g[0])
	}
	return c.join(out), true
}

// move writes the words of "X joue W" as a step of the language.
func (c *converter) move(player, words string) (string, bool) {
	f := strings.Fields(words)
	card := func(code string) (string, bool) {
		if strings.HasPrefix(code, "<") {
			return code, true
		}
		return c.card(code)
	}
	switch {
	case c.game == "null-bock" && len(f) == 1 && f[0] == "pass":
		return player + " perd son tour", true
	case c.game == "null-bock" && len(f) == 2 && f[0] == "lay":
		w, ok := card(f[1])
		return player + " pose " + w + " dans sa lisière", ok
	case c.game == "null-bock" && len(f) == 2 && f[1] == "arena":
		w, ok := card(f[0])
		return player + " joue " + w + " dans l'Arène", ok
	case c.game == "null-bock" && len(f) == 3 && f[1] == "edge":
		w, ok := card(f[0])
		target := "la lisière " + de(f[2])
		if f[2] == player {
			target = "sa lisière"
		}
		return player + " joue " + w + " sur " + target, ok
	case c.game == "nicht-die-bohne" && len(f) == 2 && f[0] == "play":
		w, ok := card(f[1])
		return player + " joue " + w, ok
	case c.game == "nicht-die-bohne" && len(f) == 2 && f[0] == "take":
		return player + " prend la carte " + de(f[1]), true
	case len(f) == 1:
		w, ok := card(f[0])
		return player + " joue " + w, ok
	}
	return "", false
}

// moveLine writes a transcript line "Anna: play G5" as a step.
func (c *converter) moveLine(l string) (string, bool) {
	player, words, ok := strings.Cut(l, ":")
	if !ok || strings.ContainsAny(player, " <") {
		return l, false
	}
	return c.move(player, strings.TrimSpace(words))
}

// de writes "de Jean", "d'Anne".
func de(name string) string {
	r, _ := utf8.DecodeRuneInString(name)
	if strings.ContainsRune("AEIOUÉÈaeiou", unicode.ToUpper(r)) || strings.ContainsRune("AEIOUÉÈ", r) {
		return "d'" + name
	}
	return "de " + name
}

var stepLine = regexp.MustCompile(`^(\s*)(Soit|Et|Quand|Alors|Mais|Lorsque|Donc|Angenommen|Gegeben sei|Und|Wenn|Dann|Aber) (.*)$`)

// deal steps carry a table of hands.
var dealStep = regexp.MustCompile(`(?:donne(?:, \S+ commençant)? :|la donne est :|so verteilt:)$`)

func (c *converter) step(text string) string {
	for _, r := range c.rules {
		if m := r.from.FindStringSubmatch(text); m != nil {
			if s, ok := r.to(m); ok {
				return s
			}
			return text
		}
	}
	return text
}

// rewrite converts a file: steps, the lines of lists of moves, the hands
// of deal tables and the cells of examples.
func (c *converter) rewrite(src string) string {
	lines := strings.Split(src, "\n")
	changed := map[int]bool{}
	inDoc, inDeal, inExamples := false, false, false
	var header []string
	for i, l := range lines {
		t := strings.TrimSpace(l)
		indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
		switch {
		case strings.HasPrefix(t, `"""`):
			inDoc = !inDoc
		case inDoc:
			if rest, ok := strings.CutPrefix(t, "- "); ok {
				if s, ok := c.moveLine(rest); ok {
					lines[i] = indent + "- " + s
				}
			}
		case strings.HasPrefix(t, "Exemples:") || strings.HasPrefix(t, "Beispiele:"):
			inExamples, inDeal, header = true, false, nil
		case strings.HasPrefix(t, "|"):
			cs := cells(l)
			if inDeal && len(cs) == 2 {
				if s, ok := c.deal(cs[0], cs[1]); ok {
					cs[1] = s
					lines[i], changed[i] = indent+"| "+strings.Join(cs, " | ")+" |", true
				}
			} else if inExamples && header == nil {
				header = cs
			} else if inExamples {
				if c.cells(header, cs) {
					lines[i], changed[i] = indent+"| "+strings.Join(cs, " | ")+" |", true
				}
			}
		default:
			if m := stepLine.FindStringSubmatch(l); m != nil {
				inExamples = false
				inDeal = dealStep.MatchString(m[3])
				lines[i] = m[1] + m[2] + " " + c.step(m[3])
			} else if t != "" && !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "@") {
				inExamples, inDeal = false, false
			}
		}
	}
	// Every table is aligned, so that hand edits of a cell leave none
	// ragged.
	for i, l := range lines {
		changed[i] = changed[i] || strings.HasPrefix(strings.TrimSpace(l), "|")
	}
	return strings.Join(align(lines, changed), "\n")
}

// deal writes a hand in the compact form, sorted by colour as a player
// holds it; the table's cards keep their places.
func (c *converter) deal(player, s string) (string, bool) {
	cs, ok := c.codes(s)
	if !ok {
		return s, false
	}
	var cards []engine.Card
	for _, code := range cs {
		cards = append(cards, c.parse(code))
	}
	if player != "table" {
		sort.SliceStable(cards, func(i, j int) bool { return c.deck.Index(cards[i]) < c.deck.Index(cards[j]) })
	}
	return c.cw.Groups(cards, false), true
}

// cells rewrites the cells of an examples row: a code, a list of codes, a
// transcript line of a move, or a whole step.
func (c *converter) cells(header, cs []string) bool {
	changed := false
	for j, v := range cs {
		s, ok := c.moveLine(v)
		if !ok && j < len(header) && header[j] == "main" {
			// Zero's hands, written into "la main <main> vaut ...".
			s, ok = c.bare(v)
		}
		if !ok {
			s, ok = c.list(v)
		}
		if !ok {
			if s2 := c.step(v); s2 != v {
				s, ok = s2, true
			}
		}
		if ok {
			cs[j], changed = s, true
		}
	}
	return changed
}

func cells(row string) []string {
	parts := strings.Split(strings.TrimSpace(row), "|")
	var out []string
	for _, p := range parts[1 : len(parts)-1] {
		out = append(out, strings.TrimSpace(p))
	}
	return out
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
