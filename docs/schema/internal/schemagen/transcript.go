package schemagen

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// perGame are the prefixes of the transcript schema's definitions that
// are made per game, followed by the game's ID.
var perGame = []string{"rules-", "clarifications-", "card-", "options-", "move-"}

// transcript writes the per-game parts of the transcript schema: the
// game IDs, the title's list of games, a branch per game (allOf), and the
// definitions of perGame.
func transcript(doc *object, games []engine.Game) error {
	doc.set("$id", "transcript.schema.json")
	props, ok := doc.get("properties").(*object)
	if !ok {
		return fmt.Errorf("no properties")
	}
	game, ok := props.get("game").(*object)
	if !ok {
		return fmt.Errorf("no properties.game")
	}
	var ids []any
	var titles []string
	for _, g := range games {
		ids = append(ids, g.ID())
		titles = append(titles, g.Name())
	}
	game.set("enum", ids)
	if d, ok := doc.get("description").(string); ok {
		const lead, tail = "A recorded game of ", " (docs/transcripts.md)."
		if _, rest, ok := strings.Cut(d, tail); ok {
			doc.set("description", lead+orList(titles)+tail+rest)
		}
	}
	defs, ok := doc.get("$defs").(*object)
	if !ok {
		return fmt.Errorf("no $defs")
	}
	for _, k := range append([]string(nil), defs.keys...) {
		for _, p := range perGame {
			if strings.HasPrefix(k, p) {
				defs.del(k)
			}
		}
	}
	var branches []any
	for _, g := range games {
		spec, ok := g.(engine.Specified)
		if !ok {
			return fmt.Errorf("%s declares no engine.Spec: its card codes and score lines are unknown", g.ID())
		}
		cat, err := rules.For(g.ID())
		if err != nil {
			return err
		}
		branches = append(branches, branch(g, spec.Spec()))
		page := " (docs/games/" + g.ID() + ".md)"
		var ruleIDs, clarIDs []any
		for _, r := range cat.Rules {
			ruleIDs = append(ruleIDs, r.ID)
		}
		for _, c := range cat.Clarifications {
			clarIDs = append(clarIDs, c.ID)
		}
		defs.set("rules-"+g.ID(), obj("description", "The rule IDs of "+g.Name()+" (rules/"+g.ID()+".yaml).", "enum", ruleIDs))
		defs.set("clarifications-"+g.ID(), obj("description", "The clarification IDs of "+g.Name()+" (rules/"+g.ID()+".yaml).", "enum", clarIDs))
		defs.set("card-"+g.ID(), obj("type", "string", "pattern", "^(?:"+cardPattern(g.Deck())+")$",
			"description", g.Name()+" card code: "+spec.Spec().Cards+"; any letter case"+page+"."))
		defs.set("options-"+g.ID(), options(g, page))
		defs.set("move-"+g.ID(), move(g, page))
	}
	doc.set("allOf", branches)
	return nil
}

// orList writes "A, B, C or D".
func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// branch is the part of the schema that applies to a transcript of g.
func branch(g engine.Game, spec *engine.Spec) *object {
	ref := func(kind string) *object { return obj("$ref", "#/$defs/"+kind+"-"+g.ID()) }
	ruleOrClar := func() *object { return obj("anyOf", []any{ref("rules"), ref("clarifications")}) }
	expect := obj("scores", true, "totals", true)
	for _, l := range spec.Lines {
		expect.set(l.Key, obj("$ref", "#/$defs/scores", "description", "The round's "+l.Key+" score line per player: "+l.Doc+"."))
	}
	round := obj(
		"deal", obj("type", "object", "additionalProperties", obj("type", "array", "items", ref("card"))),
		"table", obj("type", "array", "items", ref("card")),
		"moves", obj("type", "array", "items", ref("move")),
		"expect", obj("type", "object", "properties", expect, "additionalProperties", false),
	)
	return obj(
		"if", obj("type", "object", "properties", obj("game", obj("const", g.ID())), "required", []any{"game"}),
		"then", obj("type", "object", "properties", obj(
			"options", ref("options"),
			"covers", obj("type", "array", "items", ruleOrClar()),
			"rounds", obj("type", "array", "items", obj("type", "object", "properties", round)),
			"expect", obj("type", "object", "properties", obj(
				"violation", obj("type", "object", "properties", obj("rule", ruleOrClar())),
			)),
		)),
	)
}

// options is the definition of g's options.
func options(g engine.Game, page string) *object {
	props := newObject()
	for _, o := range g.Options() {
		doc := o.Doc + " (default: " + o.Default + ")"
		if o.Clarification != "" {
			doc += "; " + o.Clarification
		}
		doc += "."
		if len(o.Values) == 0 {
			props.set(o.Name, obj("$ref", "#/$defs/wholeNumberOption", "description", doc, "default", json.Number(o.Default)))
			continue
		}
		var values []any
		for _, v := range o.Values {
			values = append(values, v)
		}
		props.set(o.Name, obj("description", doc, "enum", values, "default", o.Default))
	}
	return obj("type", "object", "description", "The options of "+g.Name()+page+".", "properties", props, "additionalProperties", false)
}

// move is the definition of a move of g: one of its forms (Game.Moves),
// written as words or, for a form that is a list, as a list of cards.
func move(g engine.Game, page string) *object {
	card := cardPattern(g.Deck())
	var words, lists []any
	var shown []string
	for _, f := range g.Moves() {
		shown = append(shown, "`"+f.Example+"` ("+f.Doc+")")
		if f.List {
			// How many cards a list holds is a rule of the game (a
			// violation to report, with its rule ID), not the syntax.
			if len(lists) == 0 {
				lists = append(lists, obj("type", "array", "items", obj("$ref", "#/$defs/card-"+g.ID()), "minItems", 1))
			}
			continue
		}
		var parts []string
		for _, w := range f.Words {
			switch w {
			case engine.CardSlot:
				parts = append(parts, "(?:"+card+")")
			case engine.PlayerSlot:
				parts = append(parts, ".+")
			default:
				parts = append(parts, anyCase(w))
			}
		}
		words = append(words, strings.Join(parts, `\s+`))
	}
	var alts []any
	if len(words) > 0 {
		pattern := `^\s*(?:` + joinAny(words, "|") + `)\s*$`
		alts = append(alts, obj("type", "string", "pattern", pattern))
	}
	alts = append(alts, lists...)
	var value any = obj("anyOf", alts)
	if len(alts) == 1 {
		value = alts[0]
	}
	return obj("type", "object", "description", "A move of "+g.Name()+": "+strings.Join(shown, "; ")+page+".", "additionalProperties", value)
}

func joinAny(l []any, sep string) string {
	s := make([]string, len(l))
	for i, x := range l {
		s[i] = x.(string)
	}
	return strings.Join(s, sep)
}

// cardPattern is a regular expression, without anchors, of exactly the
// codes of deck in any letter case, grouped by their first letter:
// [Rr](?:1|2|…).
func cardPattern(deck *engine.Deck) string {
	var heads []string
	tails := map[string][]string{}
	for _, f := range deck.Faces() {
		r := []rune(f.Code)
		head, tail := anyCase(string(r[:1])), anyCase(string(r[1:]))
		if _, ok := tails[head]; !ok {
			heads = append(heads, head)
		}
		tails[head] = append(tails[head], tail)
	}
	var alts []string
	for _, h := range heads {
		alts = append(alts, h+"(?:"+strings.Join(tails[h], "|")+")")
	}
	return strings.Join(alts, "|")
}

// anyCase writes s as a pattern of itself in any letter case.
func anyCase(s string) string {
	var b strings.Builder
	for _, r := range s {
		lo, up := unicode.ToLower(r), unicode.ToUpper(r)
		if lo != up {
			b.WriteString("[" + string(up) + string(lo) + "]")
			continue
		}
		b.WriteString(regexp.QuoteMeta(string(r)))
	}
	return b.String()
}
