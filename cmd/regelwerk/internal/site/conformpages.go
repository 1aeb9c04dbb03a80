package site

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/replay"
	"github.com/regelwerk/regelwerk/engine/conform"
)

// verdictView is one side's answer at a divergence.
type verdictView struct {
	Status, Message string
	Rule            link
	Acting          string
	Moves           int
	Round, Totals   string
	Winners         string
	Flags           string
}

// divView is one divergence on an implementation's page.
type divView struct {
	N                   int
	Anchor              string
	Case, Kind, Step    string
	Where               string
	Request             string
	AfterRejection      bool
	Expected            bool
	Reference, Engine   verdictView
	Extra, Missing, Dup string
	Rules               []link
	Stderr              []string
	Repro               *link
	ReproNote           string
}

// maxSkips bounds the skipped cases an implementation's page lists one by
// one; the count says how many more there are.
const maxSkips = 50

// conformPages writes the grid and a page per implementation.
func (b *builder) conformPages() error {
	if len(b.impls) == 0 {
		return nil
	}
	type gridRow struct {
		ID, Href string
		Cells    []gridCell
	}
	type gridGame struct {
		Name, Slug string
		Rows       []gridRow
		// Diverged lists the rules some implementation diverged on.
		Diverged []link
		// Notes say why the cells that did not pass did not, written out
		// under the grid: a tooltip is out of reach on a phone, from the
		// keyboard and on paper.
		Notes []*gridNote
	}
	var v struct {
		Impls []implSummary
		Games []gridGame
		// Unplayed are the games no run played: no grid of "not played".
		Unplayed []string
	}
	for _, im := range b.impls {
		v.Impls = append(v.Impls, b.implSummary(im, "../"))
		if err := b.implPage(im); err != nil {
			return err
		}
	}
	for _, g := range b.games {
		gg := gridGame{Name: g.Cat.Name, Slug: g.Slug()}
		played := false
		for _, im := range b.impls {
			played = played || im.Report.Games[g.Cat.Game] != nil
		}
		if !played {
			v.Unplayed = append(v.Unplayed, g.Cat.Name)
			continue
		}
		notes := map[string]*gridNote{}
		ids := g.Cat.IDs()
		for _, id := range ids {
			r := gridRow{ID: id, Href: "../" + rulePage(g.Slug(), id)}
			diverged := false
			for i, c := range b.implCells(g, id, "../") {
				gc := gridCell{implCell: c}
				if c.Status != "passed" {
					// One note for every cell of an implementation that
					// says the same, so that a column of "not played"
					// is one line, not a line per rule.
					key := fmt.Sprint(i, "\x00", c.Status, "\x00", c.Detail)
					n := notes[key]
					if n == nil {
						n = &gridNote{ID: fmt.Sprintf("note-%s-%d", g.Slug(), len(gg.Notes)+1), Cell: c}
						notes[key] = n
						gg.Notes = append(gg.Notes, n)
					}
					n.Rules = append(n.Rules, link{Text: id, Href: "#row-" + id})
					gc.Note = n.ID
				}
				diverged = diverged || c.Status == "diverged"
				r.Cells = append(r.Cells, gc)
			}
			if diverged {
				gg.Diverged = append(gg.Diverged, link{Text: id, Href: "#row-" + id})
			}
			gg.Rows = append(gg.Rows, r)
		}
		for _, n := range gg.Notes {
			n.Every = len(n.Rules) == len(ids)
		}
		v.Games = append(v.Games, gg)
	}
	return b.page("conform/index.html", "Implementations", nil, "grid", v)
}

// gridCell is a cell of the implementation × rule grid.
type gridCell struct {
	implCell
	// Note is the anchor of the note that says why the cell did not
	// pass, "" for a passed one (its rule's page counts its cases).
	Note string
}

// gridNote is the detail of the grid's cells of one implementation that
// did not pass for the same reason.
type gridNote struct {
	ID   string
	Cell implCell
	// Rules are the rows it is the detail of, each linking back to its
	// row; Every is set when they are every row of the game.
	Rules []link
	Every bool
}

// implPage writes an implementation's page: its run, its suspects, and
// each divergence with both sides' answers and its reproduction.
func (b *builder) implPage(im *impl) error {
	name := "conform/" + im.Slug + ".html"
	rel := relTo(name)
	var v struct {
		S           implSummary
		Run         string
		Games       []string
		Divs        []divView
		Omitted     int
		Notes       []string
		Failure     string
		Skips       []conform.SkipNote
		SkipsMore   int
		ReproNote   string
		ReproHref   string
		FirstAnchor string
	}
	v.S = b.implSummary(im, rel)
	rep := im.Report
	if r := rep.Run; r != nil {
		v.Run = fmt.Sprintf("seed %d, %d random and %d mutated game(s) per game, fixtures: %s", r.Seed, r.Count, r.Count, r.Fixtures)
		if len(r.Readings) > 0 {
			v.Run += ", readings " + strings.Join(r.Readings, ", ")
		}
		if r.RandomOptions {
			v.Run += ", random option values"
		}
	}
	for _, g := range sortedKeys(rep.Games) {
		st := rep.Games[g]
		v.Games = append(v.Games, fmt.Sprintf("%s: %d case(s), %d passed, %d diverged, %d skipped", g, st.Cases, st.Passed, st.Diverged, st.Skipped))
	}
	v.Omitted, v.Notes = rep.Omitted, rep.Notes
	if rep.Failure != nil {
		v.Failure = fmt.Sprintf("%+v", *rep.Failure)
	}
	for i, s := range rep.Skips {
		if i == maxSkips {
			v.SkipsMore = len(rep.Skips) - maxSkips
			break
		}
		v.Skips = append(v.Skips, s)
	}
	if im.Repro != nil {
		fd := rep.First.Divergence
		anchor := stepAnchor(im.Repro, fd.Round, fd.Move)
		if err := b.replayPage(im.ReproPage, im.Repro); err != nil {
			return err
		}
		v.ReproHref = rel + im.ReproPage + anchor
	}
	v.ReproNote = im.ReproNote
	for i, d := range rep.Cover {
		dv := b.divView(im, d, i+1, rel)
		if rep.First != nil && rep.First.Divergence != nil && rep.First.Divergence.Case == d.Case && v.FirstAnchor == "" {
			v.FirstAnchor = dv.Anchor
			if v.ReproHref != "" {
				dv.Repro = &link{Text: "the shrunk reproduction (" + rep.First.Shrunk + ", from " + rep.First.Original + "), at the diverging move", Href: v.ReproHref}
			} else if im.ReproNote != "" {
				dv.ReproNote = im.ReproNote
			}
		}
		v.Divs = append(v.Divs, dv)
	}
	return b.page(name, im.Name(), nil, "impl", v)
}

func (b *builder) divView(im *impl, d *conform.Divergence, n int, rel string) divView {
	dv := divView{N: n, Anchor: "d" + strconv.Itoa(n), Case: d.Case, Kind: d.Kind, Step: d.Step, Request: d.Request,
		AfterRejection: d.AfterRejection, Expected: d.Expected, Stderr: d.Stderr,
		Reference: b.verdictView(d.Reference, rel), Engine: b.verdictView(d.Engine, rel)}
	dv.Where = fmt.Sprintf("round %d, move %d", d.Round, d.Move)
	if d.Player != "" {
		dv.Where += ": " + d.Player + ": " + d.Play
	}
	dv.Extra = moves(d.Extra, d.ExtraCount)
	dv.Missing = moves(d.Missing, d.MissingCount)
	dv.Dup = moves(d.Duplicates, d.DuplicateCount)
	for _, id := range d.Rules {
		dv.Rules = append(dv.Rules, link{Text: id, Href: b.ruleHref(id, rel)})
	}
	// A fixture's case is the fixture itself: its replay, at the
	// diverging move, shows the position even where no shrunk copy was
	// kept.
	for _, g := range b.games {
		if fx := g.fixturesByFile["fixtures/"+d.Case]; fx != nil {
			dv.Repro = &link{Text: "the fixture " + fx.File + ", at the diverging move (not shrunk)", Href: rel + fx.Page + stepAnchor(fx.Doc, d.Round, d.Move)}
		}
	}
	if dv.Repro == nil {
		dv.ReproNote = "conform keeps a shrunk reproduction of the first divergence only; rerun the case to see this one (its name gives the game and the seed)"
	}
	return dv
}

func (b *builder) verdictView(v conform.Verdict, rel string) verdictView {
	out := verdictView{Status: v.Status, Message: v.Message, Acting: strings.Join(v.Acting, ", "), Moves: v.Moves,
		Round: scoreLine(v.Round), Totals: scoreLine(v.Totals), Winners: strings.Join(v.Winners, ", ")}
	if v.Rule != "" {
		out.Rule = link{Text: v.Rule, Href: b.ruleHref(v.Rule, rel)}
	}
	var flags []string
	if v.RoundOver {
		flags = append(flags, "round over")
	}
	if v.GameOver {
		flags = append(flags, "game over")
	}
	out.Flags = strings.Join(flags, ", ")
	return out
}

// scoreLine writes scores as "Anne 34, Bruno 0", players sorted.
func scoreLine(m map[string]int) string {
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

func moves(list []string, count int) string {
	if len(list) == 0 {
		return ""
	}
	s := strings.Join(list, "; ")
	if count > len(list) {
		s += fmt.Sprintf(" and %d more", count-len(list))
	}
	return s
}

// stepAnchor is the replay address of the step at round and move (move 0:
// the deal), or of the last step when the document has no such step.
func stepAnchor(doc *replay.Document, round, move int) string {
	for _, s := range doc.Steps {
		if s.Round == round && s.Move == move {
			if move == 0 {
				return "#deal=" + strconv.Itoa(round)
			}
			return "#move=" + strconv.Itoa(s.N)
		}
	}
	if n := len(doc.Steps); n > 0 {
		s := doc.Steps[n-1]
		if s.Move == 0 {
			return "#deal=" + strconv.Itoa(s.Round)
		}
		return "#move=" + strconv.Itoa(s.N)
	}
	return ""
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
