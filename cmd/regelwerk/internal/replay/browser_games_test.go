//go:build !js && !wasip1 && !plan9

// The page tests drive Chromium through browsertest, which js, wasip1 and
// plan9 builds leave out.

package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/regelwerk/regelwerk/engine"
)

// The page's contract, which every game's renderer meets and these tests
// read: the game's section carries data-game-id (the game's ID),
// data-verdict (validate's status), data-moves (the moves of the game, a
// refused one included), data-players, and, once shown, data-step (the
// step's index) and data-move (its #move=N, 0 for a deal). The board holds
// one .seat[data-player] per player with a [data-part=hand] of
// .card[data-code]; the cards of the step's move carry data-last; the
// step of a broken rule has one .stepviolation[data-rule], the head one
// .violation box per violation.

// contract is what a page shows, read through its contract.
type contract struct {
	Game        string      `json:"game"`
	Verdict     string      `json:"verdict"`
	Moves       string      `json:"moves"`
	Players     string      `json:"players"`
	Step        string      `json:"step"`
	Move        string      `json:"move"`
	VerdictText string      `json:"verdictText"`
	SetupOpen   bool        `json:"setupOpen"`
	Boxes       int         `json:"boxes"`
	StepNotes   []string    `json:"stepNotes"`
	Repeats     int         `json:"repeats"`
	Last        []string    `json:"last"`
	EventsLang  string      `json:"eventsLang"`
	Seats       []seatShown `json:"seats"`
	ScrollWidth int         `json:"scrollWidth"`
	ControlsTop float64     `json:"controlsTop"`
	// Visible counts the cards face up in the middle of the table or in
	// a seat outside its hand whose codes the step's move names.
	Visible int `json:"visible"`
}

type seatShown struct {
	Player string   `json:"player"`
	Hand   []string `json:"hand"`
	Top    float64  `json:"top"`
}

const readContract = `(() => {
  const sec = document.querySelector('section.game:not([hidden])');
  const setup = sec.querySelector('details.setup');
  const events = sec.querySelector('.board .events');
  return {
    game: sec.getAttribute('data-game-id'), verdict: sec.getAttribute('data-verdict'),
    moves: sec.getAttribute('data-moves'), players: sec.getAttribute('data-players'),
    step: sec.getAttribute('data-step'), move: sec.getAttribute('data-move'),
    verdictText: sec.querySelector('.verdict strong').textContent,
    setupOpen: setup ? setup.open : false,
    boxes: sec.querySelectorAll('.violations .violation').length,
    repeats: sec.querySelectorAll('.board .message, .board .summary, .board .source').length,
    stepNotes: Array.from(sec.querySelectorAll('.board .stepviolation')).map(n => n.getAttribute('data-rule')),
    last: Array.from(sec.querySelectorAll('.board .card[data-last]')).map(c => c.getAttribute('data-code')),
    eventsLang: events ? (events.closest('[lang]') || {}).lang || '' : 'none',
    seats: Array.from(sec.querySelectorAll('.board .seat')).map(s => ({
      player: s.getAttribute('data-player'),
      hand: Array.from(s.querySelectorAll('[data-part=hand] .card')).map(c => c.getAttribute('data-code')),
      top: s.getBoundingClientRect().top})),
    scrollWidth: document.documentElement.scrollWidth,
    controlsTop: sec.querySelector('.controls').getBoundingClientRect().top + window.scrollY,
    visible: (() => {
      const a = sec.querySelector('.movelist a[aria-current="step"]');
      const words = a ? a.textContent.split(/[\s,;:()\[\]]+/) : [];
      const cards = Array.from(sec.querySelectorAll('.board .centre .card[data-code], .board .seat .part:not([data-part=hand]) .card[data-code]'));
      return cards.filter(c => c.getAttribute('data-code') && words.includes(c.getAttribute('data-code'))).length;
    })(),
  };
})()`

// gameFixtures picks, for every registered game, its smallest valid
// fixture and its smallest invalid one whose announced violation is at a
// move (so that the page has a move to show it at).
func gameFixtures(t *testing.T) map[string][2]string {
	t.Helper()
	out := map[string][2]string{}
	for _, g := range engine.Games() {
		var pick [2]string
		for k, kind := range []string{"valid", "invalid"} {
			files, _ := filepath.Glob(filepath.Join(fixtureDir, g.ID(), kind, "*.yaml"))
			best := int64(-1)
			for _, f := range files {
				if kind == "invalid" {
					tr := parse(t, f)
					if tr.Expect == nil || tr.Expect.Violation == nil || tr.Expect.Violation.Move == 0 {
						continue
					}
				}
				st, err := os.Stat(f)
				if err != nil {
					t.Fatal(err)
				}
				if best < 0 || st.Size() < best {
					best, pick[k] = st.Size(), f
				}
			}
			if pick[k] == "" {
				t.Errorf("%s has no %s fixture with a move to show", g.ID(), kind)
			}
		}
		out[g.ID()] = pick
	}
	return out
}

// TestEveryGamesPage opens, for every game of the registry, the page of
// one valid and one invalid fixture (the invalid one in German) and reads
// it through the contract: the game, validate's verdict, the number of
// moves, where it stands after #move=N, a seat and a hand sorted by
// colour and value for every player, the last move's cards among those it
// names, the broken rule told once in the head and once at its step, the
// engine's English marked as such, the options folded away, the seats on
// one row up to four players; at 360 px nothing wider than the screen
// and the controls within the first screen. The console stays clean.
// REGELWERK_SCREENSHOTS=DIR keeps a screenshot of each page at 1280 and
// 360 px wide in DIR.
func TestEveryGamesPage(t *testing.T) {
	bctx := browser(t)
	shots := os.Getenv("REGELWERK_SCREENSHOTS")
	opened := 0
	for _, g := range engine.Games() {
		for k, f := range gameFixtures(t)[g.ID()] {
			if f == "" {
				continue
			}
			lang := []string{"en", "de"}[k]
			t.Run(g.ID()+"/"+filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(t *testing.T) {
				eng := runEngine(t, f)
				doc := build(t, f, BuildOptions{})
				file := writePage(t, []*Document{doc}, lang)
				tb := openTab(t, bctx)
				moves := eng.moves
				if !eng.res.OK() && !strings.HasPrefix(eng.res.Violations[0].Rule, "expect.") {
					moves++ // the refused move has a number too
				}
				// The middle of the game, and its last move: the refused
				// one in an invalid game.
				for _, n := range []int{(moves + 1) / 2, moves} {
					addr := "#move=" + strconv.Itoa(n)
					if n == (moves+1)/2 {
						tb.run(t, chromedp.EmulateViewport(1280, 900), chromedp.Navigate("file://"+file+addr))
					} else {
						tb.setHash(t, addr)
					}
					waitMove(t, tb, n)
					var c contract
					tb.eval(t, readContract, &c)
					checkContract(t, g, eng, doc, lang, n, moves, c)
					if n == moves {
						tb.Screenshot(t, shots, g.ID()+"-"+filepath.Base(filepath.Dir(f))+"-1280")
						checkNarrow(t, tb, shots, g.ID()+"-"+filepath.Base(filepath.Dir(f)), n)
					}
				}
				tb.check(t, file)
				opened++
			})
		}
	}
	t.Logf("opened %d pages of %d games", opened, len(engine.Games()))
	if opened < 2*len(engine.Games()) {
		t.Errorf("opened %d pages, want a valid and an invalid one of each of %d games", opened, len(engine.Games()))
	}
}

// waitMove waits for the page to stand at #move=n.
func waitMove(t *testing.T, tb *tab, n int) {
	t.Helper()
	var c contract
	for range 250 {
		tb.eval(t, readContract, &c)
		if c.Move == strconv.Itoa(n) {
			return
		}
		tb.eval(t, `new Promise(r => setTimeout(() => r(0), 20))`, nil)
	}
	t.Fatalf("the page stands at move %s, want %d", c.Move, n)
}

func checkContract(t *testing.T, g engine.Game, eng *engineRun, doc *Document, lang string, n, moves int, c contract) {
	t.Helper()
	where := fmt.Sprintf("#move=%d", n)
	status := eng.res.Status()
	if c.Game != g.ID() || c.Verdict != status || c.Moves != strconv.Itoa(moves) {
		t.Errorf("%s: the page is of %s, verdict %s, %s moves; want %s, %s, %d", where, c.Game, c.Verdict, c.Moves, g.ID(), status, moves)
	}
	// The verdict in validate's words, on an English page.
	if words := map[string]string{"valid": "valid", "incomplete": "incomplete", "invalid-as-expected": "invalid as expected"}[status]; lang == "en" && !strings.HasPrefix(c.VerdictText, words) {
		t.Errorf("%s: the verdict reads %q, want validate's %q", where, c.VerdictText, words)
	}
	if c.SetupOpen {
		t.Errorf("%s: the players and options are open; they start folded", where)
	}
	players := eng.res.Config.Players
	if c.Players != strconv.Itoa(len(players)) || len(c.Seats) != len(players) {
		t.Fatalf("%s: %s players and %d seats shown for %d players", where, c.Players, len(c.Seats), len(players))
	}
	rank := map[string]int{}
	for i, f := range g.Deck().Faces() {
		rank[f.Code] = i
	}
	for i, s := range c.Seats {
		if s.Player != players[i] {
			t.Errorf("%s: seat %d is %s, want %s", where, i, s.Player, players[i])
		}
		if !slices.IsSortedFunc(s.Hand, func(a, b string) int { return rank[a] - rank[b] }) {
			t.Errorf("%s: %s's hand is not in colour and value order: %v", where, s.Player, s.Hand)
		}
		for _, code := range s.Hand {
			if _, ok := rank[code]; !ok {
				t.Errorf("%s: %s's hand shows %q, no card of %s", where, s.Player, code, g.ID())
			}
		}
		// Up to four players sit in one row at 1280 px.
		if len(players) <= 4 && s.Top != c.Seats[0].Top {
			t.Errorf("%s: %d players do not sit in one row: %s at %.0f, %s at %.0f", where, len(players), s.Player, s.Top, players[0], c.Seats[0].Top)
		}
	}
	// The cards ringed are among those the move (or for a move that names
	// none, its first event) names.
	var step *Step
	for i := range doc.Steps {
		if s := &doc.Steps[i]; s.Move > 0 && s.N == n {
			step = s
		}
	}
	if step == nil {
		t.Fatalf("%s: no step of the document has that move", where)
	}
	named := step.Text
	if len(step.Events) > 0 {
		named += " " + step.Events[0]
	}
	for _, code := range c.Last {
		if !slices.Contains(strings.FieldsFunc(named, func(r rune) bool { return strings.ContainsRune(" ,;:()[]", r) }), code) {
			t.Errorf("%s: %s is ringed as the last move's, which names %q", where, code, named)
		}
	}
	if step.Refused {
		if len(c.Last) != 0 {
			t.Errorf("%s: a refused move rings %v", where, c.Last)
		}
	} else if len(c.Last) == 0 && c.Visible > 0 {
		t.Errorf("%s: the move %q rings no card, though %d of the cards it names lie face up", where, step.Text, c.Visible)
	}
	// The broken rule: one box in the head, one line at its step.
	if c.Boxes != len(eng.res.Violations) || c.Repeats != 0 {
		t.Errorf("%s: %d rule boxes for %d violations, and the board repeats %d of their parts", where, c.Boxes, len(eng.res.Violations), c.Repeats)
	}
	if want := []string{}; step.Refused {
		want = append(want, eng.res.Violations[0].Rule)
		if !slices.Equal(c.StepNotes, want) {
			t.Errorf("%s: the refused move names %v, want %v", where, c.StepNotes, want)
		}
	} else if len(c.StepNotes) != 0 {
		t.Errorf("%s: a move that breaks nothing names %v", where, c.StepNotes)
	}
	if lang != "en" && c.EventsLang != "en" && c.EventsLang != "none" {
		t.Errorf("%s: the engine's English events are marked lang=%q on a %s page", where, c.EventsLang, lang)
	}
}

// checkNarrow looks at the page at 360 px: nothing wider than the screen,
// and the head so compact that the controls are on the first screen.
func checkNarrow(t *testing.T, tb *tab, dir, name string, n int) {
	t.Helper()
	// Loaded at that width, as a phone loads it.
	tb.run(t, chromedp.EmulateViewport(360, 740), chromedp.Reload())
	waitMove(t, tb, n)
	var c contract
	tb.eval(t, readContract, &c)
	if c.ScrollWidth > 360 {
		t.Errorf("at 360 px the page is %d px wide", c.ScrollWidth)
	}
	if c.ControlsTop > 370 {
		t.Errorf("at 360 px the head pushes the controls down to %.0f px, half the screen", c.ControlsTop)
	}
	tb.Screenshot(t, dir, name+"-360")
	tb.run(t, chromedp.EmulateViewport(1280, 900), chromedp.Reload())
	waitMove(t, tb, n)
}
