//go:build !js && !wasip1 && !plan9

// The page tests drive Chromium through browsertest, which js, wasip1 and
// plan9 builds leave out.

package replay

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPageEventsInLanguage opens a French and a German page of a Null &
// nichtig game in Chromium: after the first trick its events, and in the
// head the broken rule's message, are in the page's language, with cards
// as the scenarios write them, and carry no lang="en". An English
// document on a French page still marks its events as English.
func TestPageEventsInLanguage(t *testing.T) {
	bctx := browser(t)
	path := filepath.Join(fixtureDir, "null-und-nichtig/invalid/trick-winner-must-lead.yaml")
	type shown struct {
		Events     string `json:"events"`
		EventsLang string `json:"eventsLang"`
		Message    string `json:"message"`
		MsgLang    string `json:"msgLang"`
	}
	read := `(function () {
	  var ul = document.querySelector('section.game:not([hidden]) ul.events');
	  var m = document.querySelector('section.game:not([hidden]) .violation .message');
	  return {events: ul ? ul.textContent : '', eventsLang: ul ? (ul.getAttribute('lang') || '') : '',
	    message: m ? m.textContent : '', msgLang: m ? (m.getAttribute('lang') || '') : ''};
	})()`
	for _, tt := range []struct {
		page, doc         string
		events, message   []string
		eventsLang, mLang string
	}{
		// Move 6 ends the first trick: Anne's blue 11 wins it.
		{"fr", "fr", []string{"pli 1 :", "Anne le 11 bleu", "Anne remporte le pli avec le 11 bleu", "piles d'Anne"}, []string{"Anne entame, mais Jean a remporté le dernier pli"}, "", ""},
		{"de", "de", []string{"Stich 1:", "Anne die blaue 11", "Anne bekommt den Stich (die blaue 11 sticht)", "Stapel von Anne"}, []string{"Anne spielt aus, doch Jean hat den letzten Stich bekommen"}, "", ""},
		{"fr", "en", []string{"trick 1: Anne B11", "Anne wins with B11"}, []string{"Anne leads, but Jean won the last trick"}, "en", "en"},
	} {
		t.Run(tt.page+"/"+tt.doc, func(t *testing.T) {
			doc := build(t, path, BuildOptions{Lang: tt.doc})
			file := writePage(t, []*Document{doc}, tt.page)
			tb := openTab(t, bctx)
			tb.run(t, chromedp.Navigate("file://"+file+"#move=6"))
			waitStep(t, tb, 6)
			var s shown
			tb.eval(t, read, &s)
			for _, w := range tt.events {
				if !strings.Contains(s.Events, w) {
					t.Errorf("the events do not say %q: %q", w, s.Events)
				}
			}
			for _, w := range tt.message {
				if !strings.Contains(s.Message, w) {
					t.Errorf("the message does not say %q: %q", w, s.Message)
				}
			}
			if s.EventsLang != tt.eventsLang || s.MsgLang != tt.mLang {
				t.Errorf("events and message marked lang=%q and %q, want %q and %q", s.EventsLang, s.MsgLang, tt.eventsLang, tt.mLang)
			}
			tb.check(t, file)
		})
	}
}
