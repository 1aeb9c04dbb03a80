package engine

import "testing"

func TestSuggest(t *testing.T) {
	rules := []string{"zero/turn.order", "zero/turn.swap-or-knock", "zero/last-lap.knocker-sits-out"}
	games := []string{"nicht-die-bohne", "null-bock", "null-und-nichtig", "zero"}
	cases := []struct {
		s     string
		known []string
		want  string
		ok    bool
	}{
		{"Zero", games, "zero", true},
		{"zero/turn.ordr", rules, "zero/turn.order", true},
		{"zero/last-lap.knocker-sits", rules, "zero/last-lap.knocker-sits-out", true},
		{"nul-bock", games, "null-bock", true},
		{"chess", games, "", false},
		{"movse", []string{"moves", "deal", "expect"}, "moves", true},
		{"x", []string{"moves"}, "", false},
	}
	for _, c := range cases {
		got, ok := Suggest(c.s, c.known)
		if got != c.want || ok != c.ok {
			t.Errorf("Suggest(%q) = %q, %v; want %q, %v", c.s, got, ok, c.want, c.ok)
		}
	}
	if got := DidYouMean("zero/turn.ordr", rules); got != ` (did you mean "zero/turn.order"?)` {
		t.Errorf("DidYouMean = %q", got)
	}
	if got := DidYouMean("chess", games); got != "" {
		t.Errorf("DidYouMean of a far word = %q", got)
	}
}

func TestEditDistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"a", "", 1}, {"kitten", "sitting", 3}, {"grün", "grüne", 1}, {"été", "ete", 2}, {"movse", "moves", 1}, {"ab", "ba", 1},
	}
	for _, c := range cases {
		if got := EditDistance(c.a, c.b); got != c.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestDidYouMeanID(t *testing.T) {
	ids := []string{"zero/turn.order", "zero/turn.starter", "zero/knock.first-no-effect"}
	for _, c := range []struct{ id, want string }{
		{"zero/turn.ordr", ` (did you mean "zero/turn.order"?)`},
		{"turn.order", ` (did you mean "zero/turn.order"?)`},
		{"nn/turn.starter", ` (did you mean "zero/turn.starter"?)`},
		{"Zero/Turn.Order", ` (did you mean "zero/turn.order"?)`},
		{"zero/turn.order", ""},
		{"nn/trick.winner-leads", ""},
	} {
		if got := DidYouMeanID(c.id, ids); got != c.want {
			t.Errorf("DidYouMeanID(%q) = %q, want %q", c.id, got, c.want)
		}
	}
}

// TestDidYouMeanTies: words as near as each other are all named, in
// sorted order, each once; the word itself is no hint.
func TestDidYouMeanTies(t *testing.T) {
	keys := []string{"game", "players", "dealer", "deal", "options", "rounds"}
	for _, c := range []struct {
		s     string
		known []string
		want  string
	}{
		{"dealr", keys, ` (did you mean "deal" or "dealer"?)`},
		{"deal", keys, ""},
		{"Deal", keys, ` (did you mean "deal"?)`},
		{"rounds", append(keys, "rounds"), ""},
		{"ab", []string{"ac", "bb", "ab "}, ` (did you mean "ab ", "ac" or "bb"?)`},
		{"xyz", keys, ""},
		// Too far in edits, but cut short or written out longer.
		{"automatic", []string{"move", "auto"}, ` (did you mean "auto"?)`},
		{"first", []string{"any", "first-clockwise"}, ` (did you mean "first-clockwise"?)`},
		{"au", []string{"move", "auto"}, ""},
		// Five as near are named; six are a stem they share, not a
		// typo, and a list as long as the catalogue's is no hint.
		{"nb/", []string{"nb/a", "nb/b", "nb/c", "nb/d", "nb/e"}, ` (did you mean "nb/a", "nb/b", "nb/c", "nb/d" or "nb/e"?)`},
		{"nb/", []string{"nb/a", "nb/b", "nb/c", "nb/d", "nb/e", "nb/f"}, ""},
	} {
		if got := DidYouMean(c.s, c.known); got != c.want {
			t.Errorf("DidYouMean(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}
