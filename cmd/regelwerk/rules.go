package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// setupRules adds the flags of rules and returns what it runs.
func setupRules(cmd *cobra.Command) runFunc {
	var game, format string
	gameFlag(cmd, &game, "the `GAME` whose catalogue or entry to print")
	checkFormat := formatFlag(cmd, &format, "output format: text or json", "text", "json")
	return func(cmd *cobra.Command, args []string) error {
		if err := checkFormat(); err != nil {
			return err
		}
		asJSON := format == "json"
		out := cmd.OutOrStdout()
		if game == "" && len(args) > 0 {
			if _, err := engine.Lookup(args[0]); err == nil {
				game, args = args[0], args[1:]
			} else if len(args) == 2 {
				return err
			}
		}
		switch {
		case len(args) > 1:
			return fmt.Errorf("rules takes one RULE-ID after --game, not %d arguments", len(args))
		case game == "" && len(args) == 0 && asJSON:
			return writeGamesJSON(out)
		case game == "" && len(args) == 0:
			return listGames(out)
		case game == "":
			c, err := catalogueOf(rules.All, args[0])
			if err != nil {
				return err
			}
			return printEntry(out, c, args[0], asJSON)
		}
		cat, err := rules.For(game)
		if err != nil {
			return err
		}
		if len(args) == 0 && asJSON {
			return report.WriteJSON(out, catalogueToJSON(cat))
		}
		if len(args) == 0 {
			printCatalogue(out, cat)
			return nil
		}
		return printEntry(out, cat, args[0], asJSON)
	}
}

// catalogueOf returns the catalogue, of those all loads, holding the rule
// or clarification id. A catalogue that does not load is that error, not
// an unknown entry: after an edit of rules/<game>.yaml its mistake, at its
// file:line:col, is what the editor needs to see.
func catalogueOf(all func() ([]*rules.Catalogue, error), id string) (*rules.Catalogue, error) {
	cats, err := all()
	if err != nil {
		return nil, err
	}
	for _, c := range cats {
		if c.Has(id) {
			return c, nil
		}
	}
	return nil, unknownEntry(cats, id)
}

// unknownEntry explains an argument of rules that is neither a game nor an
// entry of any catalogue.
func unknownEntry(cats []*rules.Catalogue, arg string) error {
	var ids []string
	for _, c := range cats {
		ids = append(ids, c.IDs()...)
	}
	if !strings.Contains(arg, "/") {
		_, err := lookupGame(arg)
		// A rule ID without its game's prefix, as the site's addresses
		// write it (rules/play.in-hand.html), is no game: name the rule,
		// or every rule of that name when several games have one.
		var same []string
		for _, id := range ids {
			if id[strings.IndexByte(id, '/')+1:] == arg {
				same = append(same, strconv.Quote(id))
			}
		}
		hint := engine.DidYouMeanID(arg, ids)
		if len(same) > 0 {
			hint = " (did you mean " + strings.Join(same, " or ") + "?)"
		}
		if strings.Contains(arg, ".") && hint != "" {
			return fmt.Errorf("no game has a rule or clarification %q%s (a rule ID starts with its game's prefix; see: regelwerk rules GAME)", arg, hint)
		}
		// A translator looks a rule up by a word of the book ("pli",
		// "Stich"): name the entries whose passages hold it, unless the
		// word is a misspelt game, which the error names already.
		if cited := citing(cats, arg); len(cited) > 0 && !strings.Contains(err.Error(), "did you mean") {
			return fmt.Errorf("%v; %q is a word of the rulebooks' passages of %s (regelwerk rules RULE-ID shows one)", err, arg, cited)
		}
		return err
	}
	return fmt.Errorf("no game has a rule or clarification %q%s (see: regelwerk rules GAME)", arg, engine.DidYouMeanID(arg, ids))
}

func listGames(out io.Writer) error {
	all, err := rules.All()
	if err != nil {
		return err
	}
	for _, c := range all {
		langs := make([]string, 0, len(c.Rulebooks))
		for l := range c.Rulebooks {
			langs = append(langs, l)
		}
		sort.Strings(langs)
		fmt.Fprintf(out, "%-18s %-18s %3d rules, %2d clarifications, rulebooks: %s\n", c.Game, c.Name, len(c.Rules), len(c.Clarifications), strings.Join(langs, ", "))
	}
	return nil
}

func printCatalogue(out io.Writer, c *rules.Catalogue) {
	width := 0
	for _, id := range c.IDs() {
		width = max(width, len(id))
	}
	fmt.Fprintf(out, "%s (%s)\n\nRules:\n", c.Name, c.Game)
	for _, r := range c.Rules {
		fmt.Fprintf(out, "  %-*s  %s\n", width, r.ID, r.Summary)
	}
	if len(c.Clarifications) > 0 {
		fmt.Fprintf(out, "\nClarifications:\n")
		for _, cl := range c.Clarifications {
			fmt.Fprintf(out, "  %-*s  %s\n", width, cl.ID, cl.Question)
		}
	}
	if g, err := engine.Lookup(c.Game); err == nil && len(g.Options()) > 0 {
		fmt.Fprintf(out, "\nOptions:\n")
		for _, o := range g.Options() {
			vals := "a whole number"
			if len(o.Values) > 0 {
				vals = strings.Join(o.Values, " | ")
			}
			fmt.Fprintf(out, "  %-16s %s (default %s): %s\n", o.Name, vals, o.Default, o.Doc)
		}
	}
}

// printEntry prints the rule or clarification id of c, as text or JSON.
func printEntry(out io.Writer, c *rules.Catalogue, id string, asJSON bool) error {
	if asJSON && c.Has(id) {
		return writeEntryJSON(out, c, id)
	}
	if r, ok := c.Rule(id); ok {
		fmt.Fprintf(out, "%s\n  %s\n", r.ID, r.Summary)
		printRefs(out, r.Refs)
		for _, cid := range r.Clarifications {
			cl, _ := c.Clarification(cid)
			fmt.Fprintf(out, "  clarified by %s: %s\n", cl.ID, cl.Question)
		}
		return nil
	}
	if cl, ok := c.Clarification(id); ok {
		fmt.Fprintf(out, "%s\n  %s\n", cl.ID, cl.Question)
		printRefs(out, cl.Refs)
		if cl.Divergence {
			fmt.Fprintf(out, "  the rulebook's language versions differ here\n")
		}
		for _, rd := range cl.Readings {
			mark := " "
			if rd.Name == cl.Default {
				mark = "*"
			}
			sel := ""
			if cl.Option != "" && rd.Value != "" {
				sel = fmt.Sprintf(" [%s: %s]", cl.Option, rd.Value)
			}
			fmt.Fprintf(out, "  %s %s%s: %s\n", mark, rd.Name, sel, rd.Summary)
		}
		if !cl.AffectsPlay {
			fmt.Fprintf(out, "  (no effect on play)\n")
		}
		if cl.Note != "" {
			fmt.Fprintf(out, "  note: %s\n", cl.Note)
		}
		return nil
	}
	// The entry of another game (rules zero nn/play.in-hand) is named:
	// its ID alone would have found it.
	if other, err := catalogueOf(rules.All, id); err == nil {
		return fmt.Errorf("%s has no rule or clarification %q (see: regelwerk rules %s); it is of %s: regelwerk rules %s", c.Name, id, c.Game, other.Name, id)
	}
	return fmt.Errorf("%s has no rule or clarification %q%s (see: regelwerk rules %s)", c.Name, id, engine.DidYouMeanID(id, c.IDs()), c.Game)
}

func printRefs(out io.Writer, refs map[string]rules.Ref) {
	for _, lang := range []string{"fr", "de"} {
		if ref, ok := refs[lang]; ok {
			fmt.Fprintf(out, "  %s %s\n", strings.ToUpper(lang), ref)
		}
	}
}

// citing lists the rules and clarifications whose rulebook passages
// (section heading or quote, in any language) hold word at the start of
// one of theirs (pli in plis, not in explication), case aside: at most
// eight, then how many more.
func citing(cats []*rules.Catalogue, word string) string {
	const most = 8
	w := strings.ToLower(word)
	if strings.TrimSpace(w) == "" {
		return ""
	}
	holds := func(refs map[string]rules.Ref) bool {
		for _, r := range refs {
			if startsWord(strings.ToLower(r.Section), w) || startsWord(strings.ToLower(r.Quote), w) {
				return true
			}
		}
		return false
	}
	var ids []string
	for _, c := range cats {
		for _, r := range c.Rules {
			if holds(r.Refs) {
				ids = append(ids, r.ID)
			}
		}
		for _, cl := range c.Clarifications {
			if holds(cl.Refs) {
				ids = append(ids, cl.ID)
			}
		}
	}
	if len(ids) > most {
		return fmt.Sprintf("%s and %d more", strings.Join(ids[:most], ", "), len(ids)-most)
	}
	return strings.Join(ids, ", ")
}

// startsWord reports whether w stands in text at the start of a word.
func startsWord(text, w string) bool {
	for i := 0; i < len(text); {
		k := strings.Index(text[i:], w)
		if k < 0 {
			return false
		}
		at := i + k
		if r, _ := utf8.DecodeLastRuneInString(text[:at]); at == 0 || !unicode.IsLetter(r) {
			return true
		}
		i = at + 1
	}
	return false
}
