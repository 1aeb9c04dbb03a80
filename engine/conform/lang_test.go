package conform

import (
	"fmt"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/games/zero"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// TestReportInLanguage: with Options.Lang the reference's messages of
// broken rules and the text report's summary lines are in that language;
// the rule IDs and statuses are not.
func TestReportInLanguage(t *testing.T) {
	for _, tt := range []struct {
		lang, result, count, message string
	}{
		{"en", "\nresult: ", "divergence(s)\n", "is not among the cards on the table"},
		{"fr", "\nrésultat : ", "divergence(s)\n", "n'est pas parmi les cartes sur la table"},
		{"de", "\nErgebnis: ", "Abweichung(en)\n", "liegt nicht unter den Karten in der Tischmitte"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			// The planted bug lets a player take back the card he just
			// laid: the reference refuses it, naming the cards on the table.
			opt := Options{Peer: mutant(zero.MutTakeBack), Games: []string{"zero"}, Fixtures: corpusFS, Lang: tt.lang}
			rep, err := Run(opt)
			if err != nil {
				t.Fatal(err)
			}
			text := reportText(rep)
			if !strings.Contains(text, tt.result) || !strings.HasSuffix(text, tt.count) {
				t.Errorf("the report does not end with %q and %q:\n%s", tt.result, tt.count, text)
			}
			found := false
			for _, d := range rep.Cover {
				if d.Reference.Status == protocol.StatusRejected && d.Reference.Rule == "zero/swap.table-card" {
					found = true
					if !strings.Contains(d.Reference.Message, tt.message) {
						t.Errorf("the reference's message %q does not say %q", d.Reference.Message, tt.message)
					}
				}
			}
			if !found {
				t.Fatalf("no divergence where the reference refuses zero/swap.table-card:\n%s", text)
			}
		})
	}
}

// TestStepAndSkipInLanguage: the steps and the skip reasons the JSON keeps
// in English are written in the text report's language, the moves' codes
// and the implementation's own message as they are; a form the run does
// not make stays as it is.
func TestStepAndSkipInLanguage(t *testing.T) {
	for _, tt := range []struct {
		lang, in, want string
		skip           bool
	}{
		{"fr", "the scores after Anne: swap A8 B2", "les points après Anne: swap A8 B2", false},
		{"de", "the scores after refusing the deal of round 2", "die Punkte nach dem abgelehnten Schritt Geben der Runde 2", false},
		{"fr", "the legal moves before Bruno: knock", "les coups légaux avant Bruno: knock", false},
		{"de", "a new game of zero for Anne, Bruno", "neues Spiel zero für Anne, Bruno", false},
		{"en", "the scores after Anne: knock", "the scores after Anne: knock", false},
		{"fr", "something else", "something else", false},
		{"fr", "the implementation skipped the new game (no six players) with players=6", "l'implémentation a ignoré la nouvelle partie (no six players) avec players=6", true},
		// A required step skipped is a divergence, never a group of skips:
		// the reason older runs gave it is a form no run makes now.
		{"de", "the implementation skipped a move (not (yet) supported): moves are not optional", "the implementation skipped a move (not (yet) supported): moves are not optional", true},
		{"de", "the implementation skipped the first deal (no deals) with dealer=rotate", "die Implementierung hat das erste Geben übersprungen (no deals) mit dealer=rotate", true},
		{"fr", "the implementation skipped the first deal (no reason given)", "l'implémentation a ignoré la première donne (no reason given)", true},
		{"de", "the fixture needs an option", "the fixture needs an option", true},
	} {
		got := stepIn(tt.lang, tt.in)
		if tt.skip {
			got = skipReasonIn(tt.lang, tt.in)
		}
		if got != tt.want {
			t.Errorf("%s %q:\n got %q\nwant %q", tt.lang, tt.in, got, tt.want)
		}
	}
}

// TestHeadingsInEveryLanguage: the table's headings, one message, give six
// headings in every language.
func TestHeadingsInEveryLanguage(t *testing.T) {
	for _, lang := range i18n.Langs {
		if h := strings.Split(i18n.Sprintf(lang, "game|cases|passed|diverged|expected|skipped"), "|"); len(h) != 6 {
			t.Errorf("%s: %d headings: %q", lang, len(h), h)
		}
	}
}

// TestNothingTestedInLanguage: why a run tested nothing is said in the
// report's language, and kept in English in the report's JSON field.
func TestNothingTestedInLanguage(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"en", "result: nothing was tested: no cases to play: no fixture corpus, and no random games asked for\n"},
		{"fr", "résultat : rien n'a été testé : aucun cas à jouer : aucun corpus de transcriptions, et aucune partie aléatoire demandée\n"},
		{"de", "Ergebnis: nichts wurde getestet: keine Fälle zu spielen: kein Mitschriften-Korpus, und keine zufälligen Spiele verlangt\n"},
	} {
		rep, err := Run(Options{Peer: mutant(""), Games: []string{"zero"}, Lang: tt.lang})
		if err != nil {
			t.Fatal(err)
		}
		if text := reportText(rep); !strings.HasSuffix(text, tt.want) {
			t.Errorf("%s: the report does not end with %q:\n%s", tt.lang, tt.want, text)
		}
		if rep.NothingTested != "no cases to play: no fixture corpus, and no random games asked for" {
			t.Errorf("%s: NothingTested %q is not the English", tt.lang, rep.NothingTested)
		}
	}
}

// TestRulebookOfTheReaderFirst: a rule's passages list the reader's
// rulebook first; English keeps the languages' order.
func TestRulebookOfTheReaderFirst(t *testing.T) {
	for _, tt := range []struct{ lang, first string }{
		{"en", "(de)"}, {"fr", "(fr)"}, {"de", "(de)"},
	} {
		got := ruleText(tt.lang, "nn/play.first-leader")
		de, fr := strings.Index(got, "(de)"), strings.Index(got, "(fr)")
		if de < 0 || fr < 0 {
			t.Fatalf("%s: %q does not quote both rulebooks", tt.lang, got)
		}
		if first := map[bool]string{true: "(de)", false: "(fr)"}[de < fr]; first != tt.first {
			t.Errorf("%s: %q quotes %s first, want %s", tt.lang, got, first, tt.first)
		}
	}
}

// TestNotesInLanguage: the run's notes are in the report's language, and
// in English in the report's JSON field.
func TestNotesInLanguage(t *testing.T) {
	peer := declaring{Local: reference(), readings: map[string]map[string][]string{"zero": {"nope": {"x"}}}}
	rep, err := Run(Options{Peer: peer, Games: []string{"zero"}, Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	if want, text := `Anmerkung: das hello nennt eine unbekannte Option "nope" von zero: nicht beachtet`, reportText(rep); !strings.Contains(text, want+"\n") {
		t.Errorf("the report lacks %q:\n%s", want, text)
	}
	if len(rep.Notes) != 1 || rep.Notes[0] != `the hello declares an unknown option "nope" of zero: ignored` {
		t.Errorf("notes: %q", rep.Notes)
	}
}

// TestSkipReasonInLanguage: why the implementation skipped a case (its new
// game, its first deal) is written in the report's language, its own
// message as it wrote it; the JSON's Reason stays English.
func TestSkipReasonInLanguage(t *testing.T) {
	for _, tt := range []struct {
		cmd, en, fr, de string
	}{
		{protocol.CmdNewGame, "the implementation skipped a new game of zero for Anne, Bruno, Chloé: not answered",
			"l'implémentation a ignoré une nouvelle partie de zero pour Anne, Bruno, Chloé : not answered",
			"die Implementierung hat den Schritt neues Spiel zero für Anne, Bruno, Chloé übersprungen: not answered"},
		{protocol.CmdDeal, "the implementation skipped the deal of round 1: not answered",
			"l'implémentation a ignoré la donne de la manche 1 : not answered",
			"die Implementierung hat den Schritt Geben der Runde 1 übersprungen: not answered"},
	} {
		// skipping skips deals from the second on: the first deal is
		// skipped by a peer of its own.
		var peer protocol.Peer = &skipping{Local: reference(), cmd: tt.cmd}
		if tt.cmd == protocol.CmdDeal {
			peer = firstDealSkipped{reference()}
		}
		_, res := results(t, Options{Peer: peer, Games: []string{"zero"}, Fixtures: corpusFS})
		found := false
		for _, r := range res {
			if r.Name != "zero/valid/three-players-by-hand.yaml" {
				continue
			}
			found = true
			if r.Reason != tt.en || r.ReasonIn("en") != tt.en || r.ReasonIn("fr") != tt.fr || r.ReasonIn("de") != tt.de {
				t.Errorf("%s: %q, in en %q, fr %q, de %q", tt.cmd, r.Reason, r.ReasonIn("en"), r.ReasonIn("fr"), r.ReasonIn("de"))
			}
		}
		if !found {
			t.Fatalf("%s: no result for zero/valid/three-players-by-hand.yaml", tt.cmd)
		}
	}
	// A reason of another form (a fixture's) stays as it is.
	r := Result{Reason: "the fixture sets take-back: no, not yes"}
	if got := r.ReasonIn("fr"); got != r.Reason {
		t.Errorf("%q", got)
	}
}

// firstDealSkipped is the reference, but it skips every deal.
type firstDealSkipped struct{ protocol.Local }

func (f firstDealSkipped) Call(req protocol.Request) (protocol.Reply, error) {
	if req.Cmd == protocol.CmdDeal {
		return protocol.Reply{Seq: req.Seq, Status: protocol.StatusSkipped, Message: "not answered"}, nil
	}
	return f.Local.Call(req)
}

// TestNamesTextClipped: a list of names an implementation sent (who may
// act, the winners, the players it scores) longer than any table seats
// (16) is told by its first sixteen and how many more; sixteen are told
// whole.
func TestNamesTextClipped(t *testing.T) {
	var names []string
	for i := 1; i <= 20; i++ {
		names = append(names, fmt.Sprintf("P%02d", i))
	}
	sixteen := "P01, P02, P03, P04, P05, P06, P07, P08, P09, P10, P11, P12, P13, P14, P15, P16"
	if got, want := namesText("en", names), sixteen+"; and 4 more"; got != want {
		t.Errorf("20 names: got %q, want %q", got, want)
	}
	if got, want := namesText("en", names[:16]), sixteen; got != want {
		t.Errorf("16 names: got %q, want %q", got, want)
	}
	if got, want := namesText("en", nil), "nobody"; got != want {
		t.Errorf("no names: got %q, want %q", got, want)
	}
	// Scores by player, sorted by name, are cut the same way.
	scores := map[string]int{}
	for i, n := range names {
		scores[n] = i + 1
	}
	if got, want := numbersText("en", scores), "P01 1, P02 2, P03 3, P04 4, P05 5, P06 6, P07 7, P08 8, P09 9, P10 10, P11 11, P12 12, P13 13, P14 14, P15 15, P16 16; and 4 more"; got != want {
		t.Errorf("20 scores: got %q, want %q", got, want)
	}
}
