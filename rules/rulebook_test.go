package rules

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// rulebookDir is where the rulebooks sit beside a checkout ("" when they
// are not found; the tests that need them skip).
var rulebookDir = RulebookDir()

// section is one heading of a rulebook and the text it governs: up to the
// next heading of the same or a higher level.
type section struct {
	heading string // its HeadingKey
	text    string // normalized, case kept
}

// rulebook is a rulebook read for the catalogue tests.
type rulebook struct {
	file     string
	text     string // normalized, case kept
	sections []section
}

// normalizeText folds typographic apostrophes, the Markdown marks and
// white space, keeping case: a quote must be the book's words as printed.
func normalizeText(s string) string {
	s = strings.NewReplacer("’", "'", "«", "", "»", "", "„", "", "“", "", "*", "", "\\", "", "\"", "").Replace(s)
	return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
}

func readRulebook(t *testing.T, file string) *rulebook {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(rulebookDir, file))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	heads := Headings(file, lines)
	rb := &rulebook{file: file, text: normalizeText(string(data))}
	for k, h := range heads {
		end := len(lines)
		for _, n := range heads[k+1:] {
			if n.Level <= h.Level {
				end = n.Line
				break
			}
		}
		rb.sections = append(rb.sections, section{
			heading: HeadingKey(h.Text),
			// The heading's own words belong to its section.
			text: normalizeText(strings.Join(lines[h.Line:end], "\n")),
		})
	}
	return rb
}

// in reports whether quote stands in the section named heading; known
// says whether the book has such a heading at all.
func (rb *rulebook) in(heading, quote string) (found, known bool) {
	h := HeadingKey(heading)
	for _, s := range rb.sections {
		if s.heading == h {
			known = true
			found = found || strings.Contains(s.text, normalizeText(quote))
		}
	}
	return found, known
}

// headings lists the book's section keys, once each, in order.
func (rb *rulebook) headings() string {
	var out []string
	seen := map[string]bool{}
	for _, s := range rb.sections {
		if !seen[s.heading] {
			seen[s.heading] = true
			out = append(out, s.heading)
		}
	}
	return strings.Join(out, "; ")
}

// headingAt returns the heading of rb that text starts with (the longest),
// or "".
func (rb *rulebook) headingAt(text string) string {
	t := foldHeading(text)
	best := ""
	for _, s := range rb.sections {
		if strings.HasPrefix(t, s.heading) && len(s.heading) > len(best) {
			best = s.heading
		}
	}
	return best
}

func catalogueBooks(t *testing.T, c *Catalogue) map[string]*rulebook {
	t.Helper()
	books, ok := tryBooks(t, c)
	if !ok {
		t.Skipf("rulebooks not found beside the checkout (%s; set REGELWERK_RULEBOOKS)", rulebookDir)
	}
	return books
}

// tryBooks reads the catalogue's rulebooks, or reports that they are not
// beside the checkout.
func tryBooks(t *testing.T, c *Catalogue) (map[string]*rulebook, bool) {
	t.Helper()
	if _, err := os.Stat(rulebookDir); err != nil {
		return nil, false
	}
	out := map[string]*rulebook{}
	for lang, file := range c.Rulebooks {
		out[lang] = readRulebook(t, file)
	}
	return out, true
}

// TestReferencesStandInTheirSection checks every reference of every rule
// and clarification: its section is a heading of that language's rulebook
// and its quote stands, with the book's capitals, in that section.
func TestReferencesStandInTheirSection(t *testing.T) {
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range all {
		books := catalogueBooks(t, c)
		check := func(id string, refs map[string]Ref) {
			for lang, ref := range refs {
				rb, ok := books[lang]
				if !ok {
					t.Errorf("%s: %s: reference in %s, a language without rulebook", c.Pos(id), id, lang)
					continue
				}
				found, known := rb.in(ref.Section, ref.Quote)
				switch {
				case !known:
					t.Errorf("%s: %s: %s section %q is not a heading of %s (its headings, folded: %s; a heading the book sets apart as plain text, not with #, is listed in plainHeadings, rules/headings.go)", c.Pos(id), id, lang, ref.Section, rb.file, rb.headings())
				case !found:
					t.Errorf("%s: %s: %s quote %q does not stand in § %s of %s: quote the book's words as printed, capitals kept", c.Pos(id), id, lang, ref.Quote, ref.Section, rb.file)
				}
			}
		}
		for _, r := range c.Rules {
			check(r.ID, r.Refs)
		}
		for _, cl := range c.Clarifications {
			check(cl.ID, cl.Refs)
		}
	}
}

// citation is "§ Heading" in a note; quotes are «…» or „…“.
var (
	citation = regexp.MustCompile(`§ `)
	quoteRe  = regexp.MustCompile(`«([^»]+)»|„([^“]+)“`)
)

// noteArgument says what is wrong with a clarification's note as the
// argument for its default, or "" when nothing is. The rule, exactly:
//   - the note contains "Argument for the default:";
//   - it cites at least one section as "§ " followed by a heading of one
//     of the catalogue's rulebooks, and every "§ " is followed by one;
//   - it quotes the rulebook at least once in «…» or „…“, and every quote
//     stands, with its capitals, in the section cited last before it (in
//     a rulebook that has that heading);
//   - when the clarification is close (the choice between readings was
//     found close), it also holds "Argument for <name>:" for every other
//     reading.
func noteArgument(cl Clarification, books map[string]*rulebook) string {
	note := cl.Note
	if !strings.Contains(note, "Argument for the default:") {
		return `no "Argument for the default:"`
	}
	if cl.Close {
		for _, rd := range cl.Readings {
			if rd.Name != cl.Default && !strings.Contains(note, "Argument for "+rd.Name+":") {
				return "a close choice without \"Argument for " + rd.Name + ":\""
			}
		}
	}
	cites := citation.FindAllStringIndex(note, -1)
	if len(cites) == 0 {
		return "no section cited as § heading"
	}
	type cite struct {
		at      int
		heading string
	}
	var cs []cite
	if books == nil {
		// Without the rulebooks only the form is checked.
		if len(quoteRe.FindAllString(note, -1)) == 0 {
			return "no quote of the rulebook in «…» or „…“"
		}
		return ""
	}
	for _, m := range cites {
		h := ""
		for _, rb := range books {
			if x := rb.headingAt(note[m[1]:]); len(x) > len(h) {
				h = x
			}
		}
		if h == "" {
			end := min(len(note), m[1]+30)
			return "§ " + note[m[1]:end] + "… names no heading of the rulebooks"
		}
		cs = append(cs, cite{m[0], h})
	}
	quotes := quoteRe.FindAllStringSubmatchIndex(note, -1)
	if len(quotes) == 0 {
		return "no quote of the rulebook in «…» or „…“"
	}
	for _, q := range quotes {
		var text string
		if q[2] >= 0 {
			text = note[q[2]:q[3]]
		} else {
			text = note[q[4]:q[5]]
		}
		last := ""
		for _, c := range cs {
			if c.at < q[0] {
				last = c.heading
			}
		}
		if last == "" {
			return "«" + text + "» comes before any § heading"
		}
		ok := false
		for _, rb := range books {
			if found, _ := rb.in(last, text); found {
				ok = true
			}
		}
		if !ok {
			return "«" + text + "» does not stand in § " + last
		}
	}
	return ""
}

// TestNotesArgueTheDefault holds every clarification of every catalogue to
// noteArgument: a default without an argument from the text fails.
func TestNotesArgueTheDefault(t *testing.T) {
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range all {
		books, ok := tryBooks(t, c)
		if !ok {
			t.Logf("rulebooks not found beside the checkout (%s): the notes' headings and quotes are not checked against them", rulebookDir)
		}
		for _, cl := range c.Clarifications {
			if why := noteArgument(cl, books); why != "" {
				t.Errorf("%s: %s: note: %s", c.Pos(cl.ID), cl.ID, why)
			}
		}
	}
}

// TestNoteArgumentRule checks the rule itself on notes written for it,
// against the Null & nichtig rulebooks.
func TestNoteArgumentRule(t *testing.T) {
	c, err := For("null-und-nichtig")
	if err != nil {
		t.Fatal(err)
	}
	books := catalogueBooks(t, c)
	readings := []Reading{{Name: "a"}, {Name: "b"}}
	tests := []struct {
		note  string
		close bool
		want  string
	}{
		{"Argument for the default: § Mise en place: «Mélangez bien le paquet».", false, ""},
		{"Argument for the default: § Spielvorbereitung: „Die Zahlenkarten werden gut gemischt“.", false, ""},
		{"", false, `no "Argument for the default:"`},
		{"The French text says so.", false, `no "Argument for the default:"`},
		{"Argument for the default: the book says «Mélangez bien le paquet».", false, "no section cited"},
		{"Argument for the default: § Mise en place says it all.", false, "no quote"},
		{"Argument for the default: § Mise en place: «mélangez bien le paquet».", false, "does not stand in"},
		{"Argument for the default: § Déroulement du jeu: «Mélangez bien le paquet».", false, "does not stand in § déroulement du jeu"},
		{"Argument for the default: § Nowhere: «Mélangez bien le paquet».", false, "names no heading"},
		{"Argument for the default: § Mise en place: «Mélangez bien le paquet».", true, `without "Argument for b:"`},
		{"Argument for the default: § Mise en place: «Mélangez bien le paquet». Argument for b: § Spielvorbereitung „gut gemischt“.", true, ""},
	}
	for _, tt := range tests {
		cl := Clarification{ID: "x", Readings: readings, Default: "a", Note: tt.note, Close: tt.close}
		got := noteArgument(cl, books)
		if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
			t.Errorf("note %q: %q, want %q", tt.note, got, tt.want)
		}
	}
}
