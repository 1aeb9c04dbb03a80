// Package steps is the step vocabulary of every game's scenarios and the
// world they run in. An Act is one thing a step does, bound to its phrasing
// in each language and to a normalizer that writes what it does to the
// engine as a language-neutral trace; a game's Vocabulary is the acts all
// games share followed by its own. The scenario runner (features/
// features_test.go) binds the acts of one language to godog, so that a step
// written in another language is undefined, and the translation cross-check
// (cmd/regelwerk/internal/crosscheck) traces scenarios from their text with the same
// acts, so that both read a step alike.
package steps

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/cardwords"
	"github.com/regelwerk/regelwerk/features/scenarios"
)

// Block is the argument a step carries below its line.
type Block uint8

// The blocks a step may carry.
const (
	NoBlock    Block = iota
	TableBlock       // a data table, header row first
	DocBlock         // a doc string
)

// Args are what a step gives its act.
type Args struct {
	Text  string     // the step's text, for an act that checks its grammar
	S     []string   // the pattern's captures
	Table [][]string // the data table, header row included
	Doc   string     // the doc string
}

// Act is one thing a step does, in every language it is written in.
type Act struct {
	// Name says what the act does; an act without a Trace writes it, with
	// its arguments, as its trace line.
	Name string
	// FR and DE are the act's patterns; "" where a language has none.
	// DE is the German clause with its subject first, as it stands after
	// Angenommen, Wenn and Und (or with its verb last, after Wenn).
	FR, DE string
	// DEThen is the German pattern after Dann, which puts the finite verb
	// before the subject ("Dann bekommt Laura den Stich"); "" for an act
	// never written after Dann. A step after Dann reads only these, the
	// others only DE, so that a step in the wrong order is undefined.
	DEThen string
	Block  Block
	// Do performs the act on a scenario's world.
	Do func(w *World, a Args) error
	// Trace writes what the act does to the engine, players as seats and
	// cards as canonical codes, one line per engine action.
	Trace func(t *Tracer, a Args) ([]string, error)
	// Move, for an act that makes a move, reads the player and the move
	// from the step's arguments. Such an act can be a line of a list of
	// moves, or one of the moves a check says are permitted.
	Move func(v *Vocabulary, lang string, a Args) (player string, mt engine.MoveText, err error)
	// Commutes names the class of acts whose consecutive steps may come in
	// any order, as long as the steps of one act about one subject (its
	// first argument: a player, an option) keep theirs: the set-up steps
	// of different players before play, the lines of a deal. "" is an act
	// whose place counts. The translation cross-check compares so.
	Commutes string
}

// refusal names the act that checks a refusal: the only act a pending
// refusal lets run.
const refusal = "refused"

// Vocabulary is a game's acts and what its world needs beyond the shared
// one.
type Vocabulary struct {
	Game engine.Game
	// Acts are the game's own acts; every vocabulary has the shared ones too.
	Acts []Act
	// Position builds a match in the middle of a game from what the Given
	// steps described, or returns nil when they described none.
	Position func(w *World, cfg engine.Config) (engine.Match, error)
	// Cards are the game's card words by language (features/
	// cardwords), filled in by register; a game's acts are read in the
	// languages it has words in.
	Cards map[string]*cardwords.Words
	// Play reads the words of "X joue W" (the card, and where it goes) as
	// a move of the game; nil reads one card.
	Play func(cw *cardwords.Words, player, words string) (engine.MoveText, error)
	// Ext makes the game's own part of a fresh world.
	Ext func() any

	all []Act
	re  map[string][]pattern // by language
}

type pattern struct {
	act *Act
	re  *regexp.Regexp
	// then marks a German pattern for the clause after Dann.
	then bool
}

// registered are the games' vocabularies as each game's file lists them;
// vocabularies completes them (compiling every pattern of every act) the
// first time a command asks for one, so that a command that reads no
// scenario, such as validate, neither spends the time nor keeps the
// patterns alive for the collector to mark at every cycle.
var registered []*Vocabulary

// register lists a game's vocabulary, to be completed by vocabularies.
func register(v *Vocabulary) { registered = append(registered, v) }

// vocabularies are the registered vocabularies, completed, by game ID.
var vocabularies = sync.OnceValue(func() map[string]*Vocabulary {
	m := make(map[string]*Vocabulary, len(registered))
	for _, v := range registered {
		complete(v)
		m[v.Game.ID()] = v
	}
	return m
})

// complete fills in a game's vocabulary: its card words, the shared acts
// and the compiled patterns. Captures must agree across languages, so that
// an act reads the same arguments whatever the language.
func complete(v *Vocabulary) {
	v.Cards = cardwords.For(v.Game.ID())
	// A game's act replaces the shared act of its name: one phrasing, the
	// game's own doing.
	for _, a := range shared {
		if !slices.ContainsFunc(v.Acts, func(b Act) bool { return b.Name == a.Name }) {
			v.all = append(v.all, a)
		}
	}
	v.all = append(v.all, v.Acts...)
	v.re = map[string][]pattern{}
	for i := range v.all {
		a := &v.all[i]
		if a.Move != nil && a.Do == nil {
			a.Do = func(w *World, args Args) error {
				player, mt, err := a.Move(w.voc, w.lang, args)
				if err != nil {
					return err
				}
				return w.Play(player, mt)
			}
		}
		if a.Move != nil && a.Trace == nil {
			a.Trace = func(t *Tracer, args Args) ([]string, error) {
				player, mt, err := a.Move(t.voc, t.cw.Lang, args)
				if err != nil {
					return nil, err
				}
				s, err := t.seat(player)
				return []string{"play " + s + " " + t.words(strings.Join(mt.Words, " "))}, err
			}
		}
		n := -1
		for _, lp := range [][2]string{{"fr", a.FR}, {"de", a.DE}, {"de then", a.DEThen}} {
			if lp[1] == "" {
				continue
			}
			lang, then := strings.CutSuffix(lp[0], " then")
			re := regexp.MustCompile(lp[1])
			if n >= 0 && re.NumSubexp() != n {
				panic(fmt.Sprintf("steps: %s takes %d arguments in one language, %d in another", a.Name, n, re.NumSubexp()))
			}
			n = re.NumSubexp()
			// A game's scenarios are written in the languages it has card
			// words for; the shared acts' other phrasings are not its.
			if v.Cards[lang] != nil {
				v.re[lang] = append(v.re[lang], pattern{a, re, then})
			}
		}
	}
}

// For returns the vocabulary of the game with the given ID.
func For(game string) (*Vocabulary, bool) {
	v, ok := vocabularies()[game]
	return v, ok
}

// Match finds the one act whose pattern in lang matches text, and its
// arguments, in any word order of the language: for a line with no step
// keyword, such as a move of a list. No match, or more than one, is an
// error, as it is for godog in strict mode.
func (v *Vocabulary) Match(lang, text string) (*Act, []string, error) {
	return v.match(lang, text, func(pattern) bool { return true })
}

// MatchStep is Match for a step written after keyword ("Dann ", "Und "):
// the word order its keyword asks for is the only one read (see
// Act.DEThen), so that "Dann Laura bekommt den Stich" matches no act.
func (v *Vocabulary) MatchStep(lang, keyword, text string) (*Act, []string, error) {
	then := ThenClause(lang, keyword)
	a, args, err := v.match(lang, text, func(p pattern) bool { return p.then == then })
	if err != nil && then {
		if b, _, e := v.Match(lang, text); e == nil {
			return nil, nil, fmt.Errorf("%w: after %q the verb comes first (%s)", err, strings.TrimSpace(keyword), b.DEThen)
		}
	}
	return a, args, err
}

// ThenClause reports whether a step of lang written after keyword is a
// German clause after Dann, which puts the verb first.
func ThenClause(lang, keyword string) bool {
	return lang == "de" && strings.TrimSpace(keyword) == "Dann"
}

func (v *Vocabulary) match(lang, text string, use func(pattern) bool) (*Act, []string, error) {
	var found *Act
	var args []string
	for _, p := range v.re[lang] {
		if !use(p) {
			continue
		}
		m := p.re.FindStringSubmatch(text)
		switch {
		case m == nil, found == p.act:
		case found != nil:
			return nil, nil, fmt.Errorf("step %q is ambiguous: it matches %s and %s", text, found.Name, p.act.Name)
		default:
			found, args = p.act, m[1:]
		}
	}
	if found == nil {
		return nil, nil, fmt.Errorf("no %s step matches %q in %s", v.Game.Name(), text, lang)
	}
	return found, args, nil
}

// move reads a sentence that makes a move, "Anna joue le 5 vert", as the
// player and the move.
func (v *Vocabulary) move(lang, text string) (string, engine.MoveText, error) {
	a, args, err := v.Match(lang, text)
	if err != nil {
		return "", engine.MoveText{}, err
	}
	if a.Move == nil {
		return "", engine.MoveText{}, fmt.Errorf("%q makes no move", text)
	}
	return a.Move(v, lang, Args{S: args})
}

// playWords reads the words of "X joue W" as a move of the game.
func (v *Vocabulary) playWords(lang, player, words string) (engine.MoveText, error) {
	cw := v.Cards[lang]
	if v.Play != nil {
		return v.Play(cw, player, words)
	}
	c, err := cw.Card(words)
	return engine.MoveText{Words: []string{cw.Code(c)}}, err
}

// Line is one entry of a trace and the line of the step that wrote it.
type Line struct {
	Text string
	Line int
	// Act names the act that wrote the line, Subject its first argument
	// as the trace writes it (a seat, an option's name); Commutes is the
	// act's (see Act.Commutes).
	Act, Subject, Commutes string
}

// StepError is a step that cannot be traced: it matches no act, or
// several, or its arguments make no sense (an unknown card or player).
type StepError struct {
	Line int
	Err  error
}

// Error renders the step's line and what is wrong with it.
func (e *StepError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Trace computes the trace of a scenario's steps written in lang: what
// they do to the engine, in order. Two scenarios say the same thing when
// their traces are equal.
func (v *Vocabulary) Trace(lang string, steps []scenarios.Step) ([]Line, error) {
	t := &Tracer{deck: v.Game.Deck(), cw: v.Cards[lang], voc: v}
	var out []Line
	for _, st := range steps {
		a, args, err := v.MatchStep(lang, st.Keyword, st.Text)
		if err == nil && (a.Block == TableBlock) != (st.Table != nil) {
			err = fmt.Errorf("step %q takes a data table: %v", st.Text, a.Block == TableBlock)
		}
		var lines []string
		if err == nil {
			lines, err = a.trace(t, Args{Text: st.Text, S: args, Table: st.Table, Doc: st.Doc})
		}
		if err != nil {
			return out, &StepError{st.Line, err}
		}
		for _, l := range lines {
			ln := Line{Text: l, Line: st.Line, Act: a.Name, Commutes: a.Commutes}
			if f := strings.Fields(l); len(f) > 1 {
				ln.Subject, _, _ = strings.Cut(f[1], "=")
			}
			out = append(out, ln)
		}
	}
	return out, nil
}

// checkOption tells whether g has the option name and it takes value.
func checkOption(g engine.Game, name, value string) error {
	_, err := engine.ResolveOptions(g.Options(), map[string]string{name: value})
	return err
}

// CheckOptions checks the options sc sets against the game's: one error
// for each step that names an option the game does not have, at the
// name's file:line:col, or a value the option does not take, at the
// value's (in an outline, at its parameter in the step, the example row
// named after the message).
func (v *Vocabulary) CheckOptions(sc scenarios.Scenario) []error {
	var out []error
	for _, o := range sc.OptionSets() {
		err := checkOption(v.Game, o.Name, o.Value)
		if err == nil {
			continue
		}
		at := o.ValueAt
		if oe := (*engine.OptionError)(nil); errors.As(err, &oe) && oe.Known != nil {
			at = o.NameAt
		}
		if sc.Row > 0 {
			err = fmt.Errorf("%w (example row %d)", err, sc.Row)
		}
		out = append(out, fmt.Errorf("%s: %w", at, err))
	}
	return out
}
