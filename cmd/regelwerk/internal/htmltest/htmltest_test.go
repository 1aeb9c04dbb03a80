package htmltest

import (
	"slices"
	"testing"

	"golang.org/x/net/html"
)

func TestTables(t *testing.T) {
	page := []byte(`<p>before</p><table><tr><th>term</th><th>fr</th></tr>
<tr><td>trick<span class="note">a note</span></td><td>pli<br>levée</td></tr></table>
<table><tr><td></td></tr></table>`)
	note := func(n *html.Node) bool {
		return slices.ContainsFunc(n.Attr, func(a html.Attribute) bool { return a.Key == "class" && a.Val == "note" })
	}
	for _, tt := range []struct {
		name string
		skip func(*html.Node) bool
		want [][][]string
	}{
		{"all text", nil, [][][]string{{{"term", "fr"}, {"tricka note", "pli\nlevée"}}, {{""}}}},
		{"notes skipped", note, [][][]string{{{"term", "fr"}, {"trick", "pli\nlevée"}}, {{""}}}},
	} {
		got := Tables(t, page, tt.skip)
		if !slices.EqualFunc(got, tt.want, func(a, b [][]string) bool {
			return slices.EqualFunc(a, b, slices.Equal)
		}) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
