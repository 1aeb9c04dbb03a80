package crosscheck

import (
	"slices"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/engine/i18n"
)

func TestMessageRows(t *testing.T) {
	msg := func(id, tr string) i18n.Message { return i18n.Message{ID: id, Message: id, Translation: tr} }
	fr := []i18n.Message{msg("%s does not hold %s", "%s n'a pas %s en main"), msg("total", "total"), msg("%s, %s", "%s, %s"), msg("round %d", "manche %s")}
	de := []i18n.Message{msg("%s does not hold %s", "%[2]s ist nicht auf der Hand von %[1]s"), msg("total", "gesamt"), msg("%s, %s", "%s, %s"), msg("round %d", "Runde %d")}
	rows := messageRows(fr, de)
	want := []struct {
		same, placeholders []string
	}{{nil, nil}, {[]string{"fr"}, nil}, {nil, nil}, {nil, []string{"fr"}}}
	for i, w := range want {
		if !slices.Equal(rows[i].Same, w.same) || !slices.Equal(rows[i].Placeholders, w.placeholders) {
			t.Errorf("%q: same %v, placeholders %v; want %v, %v", rows[i].English, rows[i].Same, rows[i].Placeholders, w.same, w.placeholders)
		}
	}
	if rows[0].German != "%[2]s ist nicht auf der Hand von %[1]s" {
		t.Errorf("the German of %q is %q", rows[0].English, rows[0].German)
	}
}

// TestMessagesListed: every message of the catalogues is listed once, in
// both languages, and none has other placeholders than its English.
func TestMessagesListed(t *testing.T) {
	rows := Messages()
	if len(rows) != len(i18n.Catalogue("fr")) || len(rows) < 100 {
		t.Fatalf("%d rows for %d messages", len(rows), len(i18n.Catalogue("fr")))
	}
	var b strings.Builder
	if err := WriteMessages(&b, rows); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.French == "" || r.German == "" || len(r.Placeholders) > 0 {
			t.Errorf("%q: fr %q, de %q, placeholders differ in %v", r.English, r.French, r.German, r.Placeholders)
		}
	}
	if !strings.Contains(b.String(), "| `%s does not hold %s` | `%s n'a pas %s en main` | `%[2]s ist nicht auf der Hand von %[1]s` |") {
		t.Errorf("the table lacks the row of %q:\n%s", "%s does not hold %s", b.String())
	}
}
