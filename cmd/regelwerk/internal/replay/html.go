package replay

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/i18n"
)

// assets are the page's template, style sheet and script, and under
// assets/games the drawing of each game's table, <id>.js: a page holds
// the drawings of the games it shows.
//
//go:embed assets/page.html assets/page.css assets/page.js assets/games
var assets embed.FS

// page is the page's template, parsed when the first page is written:
// other commands of the binary neither parse it nor keep it alive.
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page.html").Funcs(template.FuncMap{
		"add":  func(a, b int) int { return a + b },
		"href": href,
		// A team's members, as the events name them: "Anne et Laura".
		"join": func(lang string, names []string) string { return i18n.Join(lang, names, false) },
	}).ParseFS(assets, "assets/page.html"))
})

// pageData is what the template reads.
type pageData struct {
	Lang  string
	L     map[string]string
	Title string
	Games []gameView
	Multi bool
	CSS   template.CSS
	JS    template.JS
	Data  template.JS
}

// gameView is one document with what the template shows of it as is.
type gameView struct {
	Index int // 1-based
	Multi bool
	*Document
	Table scoreTable
	Chart *chart
}

// Verdict is the label key of the game's verdict: its status, as
// validate reports it, except that a game whose every failure is an
// expectation (a score, a total, the winners) reads "expectation not
// met", since no rule of the game is broken.
func (g gameView) Verdict() string {
	if g.Status != Violations || len(g.Violations) == 0 {
		return g.Status
	}
	for _, v := range g.Violations {
		if !strings.HasPrefix(v.Rule, "expect.") {
			return g.Status
		}
	}
	return "expectations"
}

// Moves is the number of moves of the game, the refused one included:
// the highest address #move=N of the page.
func (g gameView) Moves() int {
	n := 0
	for _, s := range g.Steps {
		n = max(n, s.N)
	}
	return n
}

// Changed are the options not at their default, which the page's head
// shows without being opened.
func (g gameView) Changed() []Option {
	var out []Option
	for _, o := range g.Options {
		if !o.Default {
			out = append(out, o)
		}
	}
	return out
}

// scoreTable is the score sheet: a row per player, a column per round.
type scoreTable struct {
	Rounds []int
	Rows   []scoreRow
}

type scoreRow struct {
	Player string
	Cells  []string
	Total  string
	Winner bool
}

// script is the JSON the page's script reads: the documents, how to draw
// their cards and the labels.
type script struct {
	Format string                     `json:"format"`
	Games  []*Document                `json:"games"`
	Faces  map[string]map[string]Face `json:"faces"`
	Labels map[string]string          `json:"labels"`
}

// WriteHTML writes docs as one self-contained page: styles, script and
// data inline, nothing loaded from elsewhere. lang picks the labels ("en",
// "fr" or "de").
func WriteHTML(w io.Writer, docs []*Document, lang string) error {
	if err := CheckLang(lang); err != nil {
		return err
	}
	css, err := assets.ReadFile("assets/page.css")
	if err != nil {
		return err
	}
	sc := script{Format: Format, Games: docs, Faces: map[string]map[string]Face{}, Labels: Labels(lang)}
	if sc.Games == nil {
		sc.Games = []*Document{}
	}
	// The drawings register themselves before the page's script, which
	// draws the first step as it runs.
	var js []byte
	for _, d := range docs {
		if g, err := engine.Lookup(d.Game); err == nil && sc.Faces[d.Game] == nil {
			sc.Faces[d.Game] = Faces(g, lang)
			draw, err := drawing(g)
			if err != nil {
				return err
			}
			js = append(js, draw...)
		}
	}
	pageJS, err := assets.ReadFile("assets/page.js")
	if err != nil {
		return err
	}
	js = append(js, pageJS...)
	// json.Marshal escapes <, > and &, so nothing in the data can close
	// the script element that holds it.
	data, err := json.Marshal(sc)
	if err != nil {
		return err
	}
	pd := pageData{Lang: lang, L: sc.Labels, Multi: len(docs) > 1, CSS: template.CSS(css), JS: template.JS(js), Data: template.JS(data)}
	for i, d := range docs {
		gv := gameView{Index: i + 1, Multi: pd.Multi, Document: d, Table: scoresOf(d)}
		gv.Chart = newChart(d)
		pd.Games = append(pd.Games, gv)
	}
	pd.Title = sc.Labels["replay"]
	if len(docs) == 1 {
		// A transcript that cannot be read has no game to name: the
		// page is then a replay of its file, as its heading says.
		name := docs[0].Title
		if name == "" {
			name = sc.Labels["replay"]
		}
		pd.Title = name + " — " + docs[0].File
	}
	var buf bytes.Buffer
	if err := page().Execute(&buf, pd); err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// drawing is the script that draws g's table, assets/games/<id>.js. A
// game without one is shown without its table (TestEveryGameHasDrawing
// fails for it).
func drawing(g engine.Game) ([]byte, error) {
	data, err := assets.ReadFile(drawingFile(g))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// drawingFile is where the drawing of g's table is, in assets.
func drawingFile(g engine.Game) string { return "assets/games/" + g.ID() + ".js" }

// href is the address of step s of game g (1-based) on the page.
func href(g gameView, s Step) string {
	a := "#"
	if g.Multi {
		a += "game=" + strconv.Itoa(g.Index) + "&"
	}
	if s.Move == 0 {
		return a + "deal=" + strconv.Itoa(s.Round)
	}
	return a + "move=" + strconv.Itoa(s.N)
}

func scoresOf(d *Document) scoreTable {
	var t scoreTable
	winner := map[string]bool{}
	for _, w := range d.Winners {
		winner[w] = true
	}
	for _, r := range d.Rounds {
		t.Rounds = append(t.Rounds, r.Round)
	}
	for s, p := range d.Players {
		row := scoreRow{Player: p, Winner: winner[p]}
		for _, r := range d.Rounds {
			cell := ""
			if s < len(r.Scores) {
				cell = strconv.Itoa(r.Scores[s])
			}
			if pos, neg := r.Lines["positive"], r.Lines["negative"]; s < len(pos) && s < len(neg) {
				cell = fmt.Sprintf("%s (+%d −%d)", cell, pos[s], neg[s])
			}
			row.Cells = append(row.Cells, cell)
		}
		if s < len(d.Totals) {
			row.Total = strconv.Itoa(d.Totals[s])
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}
