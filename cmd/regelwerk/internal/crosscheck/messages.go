package crosscheck

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/regelwerk/regelwerk/engine/i18n"
)

// MessageRow is one message of the catalogues: its English form, the key
// (engine/i18n), and its French and German translations, with what a
// translator should look at again.
type MessageRow struct {
	English string `json:"en"`
	French  string `json:"fr"`
	German  string `json:"de"`
	// Same lists the languages whose translation reads as the English
	// message although it has words: right for some ("total"), a
	// forgotten translation for others.
	Same []string `json:"same,omitempty"`
	// Placeholders lists the languages whose translation writes other
	// placeholders than the English: always a mistake.
	Placeholders []string `json:"placeholders,omitempty"`
}

// Notes says what a translator should look at again in the row.
func (r MessageRow) Notes() []string {
	var notes []string
	for _, l := range r.Same {
		notes = append(notes, l+" reads as the English")
	}
	for _, l := range r.Placeholders {
		notes = append(notes, l+" has other placeholders")
	}
	return notes
}

// Messages lists the messages of the French and German catalogues side by
// side, in the catalogues' order (grouped by what makes them: the tools,
// the transcript's expectations, then each game).
func Messages() []MessageRow { return messageRows(i18n.Catalogue("fr"), i18n.Catalogue("de")) }

// messageRows pairs the French and German entries by their English key.
func messageRows(fr, deMessages []i18n.Message) []MessageRow {
	de := map[string]string{}
	for _, m := range deMessages {
		de[m.ID] = m.Translation
	}
	var rows []MessageRow
	for _, m := range fr {
		r := MessageRow{English: m.ID, French: m.Translation, German: de[m.ID]}
		for _, t := range []struct{ lang, text string }{{"fr", r.French}, {"de", r.German}} {
			if t.text == r.English && hasWords(r.English) {
				r.Same = append(r.Same, t.lang)
			}
			if fmt.Sprint(i18n.Placeholders(t.text)) != fmt.Sprint(i18n.Placeholders(r.English)) {
				r.Placeholders = append(r.Placeholders, t.lang)
			}
		}
		rows = append(rows, r)
	}
	return rows
}

// hasWords says whether a message has letters outside its placeholders:
// "%s, %s" has none and is rightly the same in every language.
func hasWords(format string) bool {
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c == '%' {
			i++
			for i < len(format) && !('a' <= format[i] && format[i] <= 'z' || format[i] == '%') {
				i++
			}
			continue
		}
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			return true
		}
	}
	return false
}

// WriteMessages writes the messages side by side as a Markdown table, one
// row a message, for a translator's review.
func WriteMessages(w io.Writer, rows []MessageRow) error {
	var b strings.Builder
	noted := 0
	for _, r := range rows {
		if len(r.Notes()) > 0 {
			noted++
		}
	}
	fmt.Fprintf(&b, "# Messages in French and German\n\n%d messages of engine/i18n/locales, each English message (the key) with its French and German translations; %d to look at again.\n\n", len(rows), noted)
	b.WriteString("| en | fr | de | note |\n| --- | --- | --- | --- |\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", mdCode(r.English), mdCode(r.French), mdCode(r.German), strings.Join(r.Notes(), "; "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mdCode writes a message as code in a Markdown table, so that its
// placeholders read as they are.
func mdCode(s string) string {
	return "`" + strings.ReplaceAll(s, "|", `\|`) + "`"
}

// WriteMessagesJSON writes the rows as one JSON document.
func WriteMessagesJSON(w io.Writer, rows []MessageRow) error {
	return json.NewEncoder(w).Encode(struct {
		Messages []MessageRow `json:"messages"`
	}{rows})
}
