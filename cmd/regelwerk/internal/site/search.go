package site

import (
	"bytes"
	"encoding/json"
	"strings"
)

// searchEntry is one thing the search finds: a rule, a clarification or
// a scenario, with the words it is found by.
type searchEntry struct {
	Title string `json:"t"`
	Kind  string `json:"k"` // rule, clarification, scenario
	Game  string `json:"g"`
	URL   string `json:"u"` // from the site's root
	Text  string `json:"x"`
	// Lang is the language of a scenario's title.
	Lang string `json:"l,omitempty"`
}

// searchIndex is the file the search page reads.
type searchIndex struct {
	Format  string        `json:"format"`
	Entries []searchEntry `json:"entries"`
}

// SearchFormat versions search.json.
const SearchFormat = "regelwerk-site-search/1"

// indexRule adds a catalogue entry's page and the scenarios first shown
// on it to the search index.
func (b *builder) indexRule(g *gameData, id string, v ruleView) {
	kind := "rule"
	if v.Clarification {
		kind = "clarification"
	}
	var words []string
	words = append(words, v.Summary)
	for _, p := range v.Passages {
		words = append(words, p.Section, p.Quote)
	}
	for _, c := range v.Clarifications {
		if c.ID != id {
			continue
		}
		for _, r := range c.Readings {
			words = append(words, r.Name, r.Summary)
		}
		words = append(words, c.Option, c.Note)
	}
	page := rulePage(g.Slug(), id)
	b.index = append(b.index, searchEntry{Title: id, Kind: kind, Game: g.Cat.Name, URL: page, Text: strings.Join(words, " ")})
	if b.indexed == nil {
		b.indexed = map[string]bool{}
	}
	for _, t := range v.Twins {
		for _, c := range t.Columns {
			if b.indexed[c.Pos] {
				continue
			}
			b.indexed[c.Pos] = true
			var sw []string
			for _, s := range c.Steps {
				var text strings.Builder
				for _, p := range s.Parts {
					text.WriteString(p.Text)
				}
				sw = append(sw, s.Keyword+" "+text.String())
			}
			for _, tg := range c.Tags {
				sw = append(sw, tg.Text)
			}
			b.index = append(b.index, searchEntry{Title: c.Name, Kind: "scenario (" + c.Lang + ")", Game: g.Cat.Name, URL: page + "#" + c.Anchor, Text: strings.Join(sw, " "), Lang: c.Lang})
		}
	}
}

// searchPage writes the search page and its index: search.json for any
// tool, and the same JSON wrapped in a script (assets/search-index.js),
// which a page opened from file:// can load where it could not fetch.
func (b *builder) searchPage() error {
	idx := searchIndex{Format: SearchFormat, Entries: b.index}
	if idx.Entries == nil {
		idx.Entries = []searchEntry{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(true) // nothing in it can close the script element
	if err := enc.Encode(idx); err != nil {
		return err
	}
	b.put("search.json", buf.Bytes())
	js := append([]byte("window.regelwerkSearchIndex = "), bytes.TrimSpace(buf.Bytes())...)
	js = append(js, ";\n"...)
	b.put("assets/search-index.js", js)
	return b.page("search.html", "Search", nil, "search", struct{ Entries int }{len(idx.Entries)})
}
