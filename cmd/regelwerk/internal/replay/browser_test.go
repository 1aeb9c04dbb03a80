//go:build !js && !wasip1 && !plan9

// The page tests drive Chromium through browsertest, which js, wasip1 and
// plan9 builds leave out.

package replay

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/browsertest"
	"github.com/regelwerk/regelwerk/engine"

	"github.com/regelwerk/regelwerk/engine/games/bohne"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
	"github.com/regelwerk/regelwerk/engine/games/nullnichtig"
	"github.com/regelwerk/regelwerk/engine/games/zero"
)

// browser starts one headless Chromium for the test and its subtests.
func browser(t *testing.T) context.Context { return browsertest.Start(t) }

// tab is one page of the browser, with every request it makes and every
// script error it meets.
type tab struct{ *browsertest.Tab }

func openTab(t *testing.T, bctx context.Context) *tab {
	return &tab{browsertest.Open(t, bctx)}
}

// check fails the test for a script error or a request that leaves the
// page: only the file itself (and data: addresses) may be asked for.
func (tb *tab) check(t *testing.T, file string) { tb.Check(t, file) }

func (tb *tab) run(t *testing.T, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(tb.Ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// eval runs a script and decodes its result, which it gives as JSON text.
func (tb *tab) eval(t *testing.T, script string, v any) {
	t.Helper()
	out, err := chromedp.Run(tb.Ctx, chromedp.Evaluate[string]("JSON.stringify("+script+")"))
	if err != nil {
		t.Fatal(err)
	}
	if v != nil {
		if err := json.Unmarshal([]byte(out), v); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
	}
}

// setHash goes to an address of the page without loading it again.
func (tb *tab) setHash(t *testing.T, addr string) {
	t.Helper()
	tb.eval(t, `location.hash = "`+addr+`"`, nil)
}

// view is what the page shows of a table, read from the DOM, or what it
// should show, made from the engine's state.
type view struct {
	Seats  map[string]seatView `json:"seats"`
	Centre []string            `json:"centre"`
}

// seatView is a player's part: his hand, his piles or rows or won cards,
// the cards marked (pile tops, cards scoring nothing, the edge; for Nicht
// die Bohne the colour label of each row) and his running total.
type seatView struct {
	Hand  []string   `json:"hand"`
	Piles [][]string `json:"piles"`
	Marks []string   `json:"marks"`
	Total string     `json:"total"`
}

// pageState is a view with where the page stands.
type pageState struct {
	view
	Current []int  `json:"current"`
	Hash    string `json:"hash"`
	Caption string `json:"caption"`
	Rule    string `json:"rule"`
	Game    string `json:"game"`
}

// readPage is the script that reads the view from the DOM.
const readPage = `(() => {
  const sec = document.querySelector('section.game:not([hidden])');
  const game = sec.getAttribute('data-game-id');
  const codes = (root, q) => Array.from(root.querySelectorAll(q)).map(c => c.getAttribute('data-code'));
  const plays = q => Array.from(sec.querySelectorAll(q)).map(p => p.getAttribute('data-player') + ' ' + p.querySelector('.card').getAttribute('data-code'));
  const v = {seats: {}, centre: [], game: game};
  sec.querySelectorAll('.board .seat').forEach(s => {
    const sv = {hand: codes(s, '[data-part=hand] .card'), piles: [], marks: [], total: ''};
    const t = s.querySelector('[data-total]');
    if (t) sv.total = t.getAttribute('data-total');
    if (game === 'null-und-nichtig') {
      sv.piles = Array.from(s.querySelectorAll('[data-part=piles] .pile')).map(p => codes(p, '.card'));
      sv.marks = codes(s, '[data-part=piles] [data-top]');
    } else if (game === 'zero') {
      sv.marks = codes(s, '[data-part=hand] .card[data-null]');
    } else if (game === 'null-bock') {
      sv.piles = [codes(s, '[data-part=won] .card')];
      sv.marks = codes(s, '[data-part=edge] .card');
    } else {
      const rows = Array.from(s.querySelectorAll('[data-part=rows] .row'));
      sv.piles = rows.map(r => codes(r, '.card'));
      sv.marks = rows.map(r => { const c = r.querySelector('.colour'); return c ? c.textContent : ''; });
    }
    v.seats[s.getAttribute('data-player')] = sv;
  });
  if (game === 'null-und-nichtig') v.centre = plays('[data-part=trick] .play');
  else if (game === 'zero') v.centre = codes(sec, '[data-part=table] .card');
  else if (game === 'null-bock') v.centre = plays('[data-part=arena] .play');
  else v.centre = plays('[data-part=played] .play');
  v.current = Array.from(sec.querySelectorAll('.movelist a[aria-current="step"]')).map(a => Number(a.getAttribute('data-step')));
  v.hash = location.hash;
  v.caption = sec.querySelector('.caption').textContent;
  const r = sec.querySelector('.board .stepviolation');
  v.rule = r ? r.getAttribute('data-rule') : '';
  return v;
})()`

func (tb *tab) read(t *testing.T) pageState {
	t.Helper()
	var p pageState
	tb.eval(t, readPage, &p)
	return p
}

// sortedHand is a hand as the page shows it: in the order of the game's
// deck, colour by colour and value by value, cards of one code in the
// order dealt. keep, if given, tells which cards to keep of the sorted
// hand (for the marks), by their place in the hand as dealt.
func sortedHand(t *testing.T, game string, hand []string, keep func(i int) bool) []string {
	t.Helper()
	g, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	rank := map[string]int{}
	for i, f := range g.Deck().Faces() {
		rank[f.Code] = i
	}
	idx := make([]int, len(hand))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return rank[hand[idx[a]]] < rank[hand[idx[b]]] })
	out := []string{}
	for _, i := range idx {
		if keep == nil || keep(i) {
			out = append(out, hand[i])
		}
	}
	return out
}

// expectView is what the page must show of an engine state.
func expectView(t *testing.T, st any) view {
	t.Helper()
	v := view{Seats: map[string]seatView{}, Centre: []string{}}
	switch s := st.(type) {
	case nullnichtig.State:
		for _, p := range s.Players {
			v.Seats[p.Name] = seatView{Hand: sortedHand(t, "null-und-nichtig", p.Hand, nil), Piles: p.Piles, Marks: p.Tops, Total: strconv.Itoa(p.Total)}
		}
		for _, c := range s.Trick {
			v.Centre = append(v.Centre, c.Player+" "+c.Card)
		}
	case zero.State:
		for _, h := range s.Hands {
			sv := seatView{Hand: sortedHand(t, "zero", h.Cards, nil), Total: strconv.Itoa(h.Total)}
			sv.Marks = sortedHand(t, "zero", h.Cards, func(i int) bool { return h.Nullified[i] })
			v.Seats[h.Player] = sv
		}
		v.Centre = s.Table
	case nullbock.State:
		for i, p := range s.Players {
			sv := seatView{Hand: sortedHand(t, "null-bock", p.Hand, nil), Piles: [][]string{p.Won}, Total: strconv.Itoa(s.Totals[i])}
			switch {
			case p.EdgeDown:
				sv.Marks = []string{""} // a card's back
			case p.Edge != "":
				sv.Marks = []string{p.Edge}
			}
			v.Seats[p.Name] = sv
		}
		for _, a := range s.Arena {
			v.Centre = append(v.Centre, a.Player+" "+a.Card)
		}
	case bohne.State:
		for _, p := range s.Seats {
			sv := seatView{Hand: sortedHand(t, "nicht-die-bohne", p.Hand, nil), Total: strconv.Itoa(p.Total)}
			for _, r := range p.Rows {
				sv.Piles = append(sv.Piles, append(append([]string{}, r.Specials...), r.Beans...))
				// Every row is labelled with its colour, empty or not:
				// on an English page, the colour's word in the state.
				sv.Marks = append(sv.Marks, r.Colour)
			}
			v.Seats[p.Name] = sv
			if p.Played != "" {
				card := p.Played
				if p.FaceDown {
					card = ""
				}
				v.Centre = append(v.Centre, p.Name+" "+card)
			}
		}
	default:
		t.Fatalf("no view for state %T", st)
	}
	return normal(v)
}

// normal makes empty lists of both sides alike.
func normal(v view) view {
	if v.Centre == nil {
		v.Centre = []string{}
	}
	for name, s := range v.Seats {
		if s.Hand == nil {
			s.Hand = []string{}
		}
		if s.Marks == nil {
			s.Marks = []string{}
		}
		if s.Piles == nil {
			s.Piles = [][]string{}
		}
		for i, p := range s.Piles {
			if p == nil {
				s.Piles[i] = []string{}
			}
		}
		v.Seats[name] = s
	}
	return v
}

func sameView(t *testing.T, where string, got pageState, want view) {
	t.Helper()
	if g := normal(got.view); !reflect.DeepEqual(g, want) {
		gj, _ := json.Marshal(g)
		wj, _ := json.Marshal(want)
		t.Fatalf("%s: the page shows\n%s\nthe engine's state is\n%s", where, gj, wj)
	}
}

// pageFixtures are the transcripts opened in the browser: a game worked
// by hand and a broken rule of each game, and an incomplete game.
var pageFixtures = []string{
	"null-und-nichtig/valid/teams-target-by-hand.yaml",
	"null-und-nichtig/valid/rulebook-trick-example.yaml",
	"null-und-nichtig/invalid/trick-winner-must-lead.yaml",
	"zero/valid/three-players-by-hand.yaml",
	"zero/invalid/second-knocker-plays-last-lap.yaml",
	"null-bock/valid/three-players-one-round-by-hand.yaml",
	"null-bock/invalid/stag-on-edge-stag.yaml",
	"nicht-die-bohne/valid/three-players-hand.yaml",
	"nicht-die-bohne/invalid/take-own-card.yaml",
}

func writePage(t *testing.T, docs []*Document, lang string) string {
	t.Helper()
	var out bytes.Buffer
	if err := WriteHTML(&out, docs, lang); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.html")
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestPageInBrowser opens the page of fixtures of every game in a real
// headless Chromium: at several addresses #move=N the DOM must show the
// hands, table and totals of the engine's state after move N (played
// apart from this package); then the keyboard and the buttons go through
// every step to the end, where the totals and the score table must be the
// engine's; the move shown carries aria-current="step"; the page asks for
// nothing but its own file.
func TestPageInBrowser(t *testing.T) {
	bctx := browser(t)
	for _, f := range pageFixtures {
		t.Run(f, func(t *testing.T) {
			path := filepath.Join(fixtureDir, f)
			eng := runEngine(t, path)
			doc := build(t, path, BuildOptions{})
			file := writePage(t, []*Document{doc}, "en")
			tb := openTab(t, bctx)
			refused := len(doc.Steps) > 0 && doc.Steps[len(doc.Steps)-1].Refused
			last := len(eng.seq) - 1
			if refused {
				last++
			}
			// Open the page at a few moves, the first by loading it there.
			marks := []int{0, 1, eng.moves / 2, eng.moves}
			if eng.moves >= 37 {
				marks = append(marks, 37)
			}
			for k, n := range marks {
				addr := "#move=" + strconv.Itoa(n)
				if k == 0 {
					tb.run(t, chromedp.Navigate("file://"+file+addr))
				} else {
					tb.setHash(t, addr)
				}
				i := indexOfMove(eng, n)
				waitStep(t, tb, i)
				sameView(t, addr, tb.read(t), expectView(t, eng.seq[i].state))
				if n > 0 && n <= eng.moves {
					waitHash(t, tb, addr)
				}
			}
			// Step through everything: the Next button, then the keys; the
			// table is compared at each of the first steps, then at every
			// tenth, each deal and the last two.
			tb.setHash(t, "#move=0")
			waitStep(t, tb, 0)
			for i := 1; i <= last; i++ {
				if i <= 2 {
					tb.run(t, chromedp.Click(chromedp.CSS(`section.game:not([hidden]) button[data-act="next"]`)))
				} else {
					tb.run(t, chromedp.KeyEvent(kb.ArrowRight))
				}
				if i > 30 && i%10 != 0 && i < last-1 && eng.seq[i].move > 0 {
					continue // every step for a start, then every tenth
				}
				p := tb.read(t)
				if len(p.Current) != 1 || p.Current[0] != i {
					t.Fatalf("after %d steps aria-current is on %v", i, p.Current)
				}
				if i < len(eng.seq) {
					sameView(t, fmt.Sprintf("step %d", i), p, expectView(t, eng.seq[i].state))
					if s := eng.seq[i]; s.move > 0 && (i%100 == 0 || i == len(eng.seq)-1) {
						// The address follows once stepping pauses.
						waitHash(t, tb, "#move="+strconv.Itoa(s.n))
					}
				} else {
					// The refused move: the table as it was, the rule named.
					sameView(t, "the refused move", p, expectView(t, eng.res.Final.State()))
					if want := eng.res.Violations[0].Rule; p.Rule != want {
						t.Errorf("the refused move shows rule %q, want %q", p.Rule, want)
					}
				}
			}
			// Past the end nothing moves; Home goes back to the deal and
			// End to the end again.
			tb.run(t, chromedp.KeyEvent(kb.ArrowRight))
			if p := tb.read(t); p.Current[0] != last {
				t.Errorf("stepping past the end moved to %v", p.Current)
			}
			tb.run(t, chromedp.KeyEvent(kb.Home))
			waitStep(t, tb, 0)
			tb.run(t, chromedp.KeyEvent(kb.End))
			waitStep(t, tb, last)
			checkTotals(t, tb, eng)
			tb.check(t, file)
		})
	}
}

// indexOfMove is the step of the page that shows the table after move n.
func indexOfMove(eng *engineRun, n int) int {
	for i, s := range eng.seq {
		if s.move > 0 && s.n == n {
			return i
		}
	}
	if n > eng.moves && eng.res.OK() {
		return len(eng.seq) - 1
	}
	if n > eng.moves {
		return len(eng.seq) // the refused move
	}
	return 0
}

// waitLimit bounds every wait for the page.
const waitLimit = browsertest.WaitLimit

func waitStep(t *testing.T, tb *tab, i int) {
	t.Helper()
	sel := fmt.Sprintf(`section.game:not([hidden]) .movelist a[data-step="%d"][aria-current="step"]`, i)
	ctx, cancel := context.WithTimeout(tb.Ctx, waitLimit)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(sel))); err != nil {
		t.Fatalf("step %d is not shown as current: %v", i, err)
	}
}

// waitHash waits for the page's address to become addr.
func waitHash(t *testing.T, tb *tab, addr string) {
	t.Helper()
	var hash string
	for start := time.Now(); time.Since(start) < waitLimit; time.Sleep(20 * time.Millisecond) {
		tb.eval(t, "location.hash", &hash)
		if hash == addr {
			return
		}
	}
	t.Fatalf("the address is %s, want %s", hash, addr)
}

// checkTotals compares the last step's totals and the score table with
// the engine's result.
func checkTotals(t *testing.T, tb *tab, eng *engineRun) {
	t.Helper()
	res := eng.res
	if res.Config == nil {
		return
	}
	totals := res.Final.Totals()
	p := tb.read(t)
	var rows []struct {
		Player string   `json:"player"`
		Cells  []string `json:"cells"`
	}
	tb.eval(t, `Array.from(document.querySelectorAll('section.game:not([hidden]) table.scores tbody tr')).map(tr => ({
		player: tr.getAttribute('data-player'), cells: Array.from(tr.querySelectorAll('td')).map(td => td.textContent)}))`, &rows)
	if len(res.Scores) > 0 && len(rows) != len(res.Config.Players) {
		t.Fatalf("the score table has %d rows for %d players", len(rows), len(res.Config.Players))
	}
	for s, name := range res.Config.Players {
		if got, want := p.Seats[name].Total, strconv.Itoa(totals[s]); got != want {
			t.Errorf("at the end %s's total shows %s, the engine's is %s", name, got, want)
		}
		if len(res.Scores) == 0 {
			continue
		}
		r := rows[s]
		if r.Player != name || len(r.Cells) != len(res.Scores)+1 {
			t.Fatalf("score table row %d: %+v", s, r)
		}
		for k, sc := range res.Scores {
			if got := strings.Fields(r.Cells[k])[0]; got != strconv.Itoa(sc[s]) {
				t.Errorf("score table: %s round %d shows %s, the engine's is %d", name, k+1, got, sc[s])
			}
		}
		if got := r.Cells[len(res.Scores)]; got != strconv.Itoa(totals[s]) {
			t.Errorf("score table: %s's total is %s, the engine's is %d", name, got, totals[s])
		}
	}
}

// TestPageChooserAndLanguage opens one page holding two games, in French,
// at the second game's 3rd move, chooses the first game with the keyboard
// and checks what is shown.
func TestPageChooserAndLanguage(t *testing.T) {
	bctx := browser(t)
	files := []string{"zero/valid/three-players-by-hand.yaml", "nicht-die-bohne/valid/three-players-hand.yaml"}
	var docs []*Document
	var engs []*engineRun
	for _, f := range files {
		path := filepath.Join(fixtureDir, f)
		docs = append(docs, build(t, path, BuildOptions{}))
		engs = append(engs, runEngine(t, path))
	}
	file := writePage(t, docs, "fr")
	tb := openTab(t, bctx)
	tb.run(t, chromedp.Navigate("file://"+file+"#game=2&move=3"))
	waitStep(t, tb, indexOfMove(engs[1], 3))
	p := tb.read(t)
	if p.Game != "nicht-die-bohne" {
		t.Fatalf("#game=2 shows %s", p.Game)
	}
	want := expectView(t, engs[1].seq[indexOfMove(engs[1], 3)].state)
	// The French page labels the rows with the colours' French words.
	french := map[string]string{"green": "vert", "red": "rouge", "yellow": "jaune", "blue": "bleu"}
	for name, s := range want.Seats {
		for i, c := range s.Marks {
			s.Marks[i] = french[c]
		}
		want.Seats[name] = s
	}
	sameView(t, "#game=2&move=3", p, want)
	next, err := chromedp.Run(tb.Ctx, chromedp.Text(chromedp.CSS(`section.game:not([hidden]) button[data-act="next"]`)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(next, "Suivant") {
		t.Errorf("the French page's next button says %q", next)
	}
	// Choose the first game from the keyboard: focus the chooser, go up.
	tb.run(t, chromedp.Focus(chromedp.CSS(`#game-choice`)), chromedp.KeyEvent(kb.ArrowUp))
	ctx, cancel := context.WithTimeout(tb.Ctx, waitLimit)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#game-1 .movelist a[aria-current="step"]`))); err != nil {
		t.Fatalf("choosing the first game: %v", err)
	}
	p = tb.read(t)
	if p.Game != "zero" {
		t.Fatalf("after choosing the first game: %s", p.Game)
	}
	waitHash(t, tb, "#game=1&deal=1")
	sameView(t, "first game", p, expectView(t, engs[0].seq[0].state))
	// The slider moves with the keyboard too.
	tb.run(t, chromedp.Focus(chromedp.CSS(`#game-1 .slider`)), chromedp.KeyEvent(kb.ArrowRight))
	waitStep(t, tb, 1)
	sameView(t, "slider", tb.read(t), expectView(t, engs[0].seq[1].state))
	tb.check(t, file)
}
