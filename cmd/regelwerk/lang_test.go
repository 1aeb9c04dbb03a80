package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/goldentest"
	"github.com/regelwerk/regelwerk/engine"

	"github.com/regelwerk/regelwerk/docs/schema/schematest"
)

// The command's tests read English unless they ask for another language:
// a developer's LANG=de_DE.UTF-8 must not change what they compare.
func init() {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(name)
	}
}

// langFixtures are one invalid fixture per game, each breaking a rule
// whose message names cards, with a replay that has events before it. A
// game without an entry plays its first invalid fixture (langFixture).
var langFixtures = map[string]string{
	"null-und-nichtig": "null-und-nichtig/invalid/trick-winner-must-lead.yaml",
	"zero":             "zero/invalid/take-card-not-on-table.yaml",
	"null-bock":        "null-bock/invalid/hind-on-stag-in-arena.yaml",
	"nicht-die-bohne":  "nicht-die-bohne/invalid/take-own-card.yaml",
}

// TestLangGoldens: validate and replay of one invalid fixture per game in
// English, French and German, against testdata/lang (-update rewrites).
// Whatever the language, the verdict and exit status are the same.
func TestLangGoldens(t *testing.T) {
	for _, g := range engine.Games() {
		game := g.ID()
		path := langFixture(t, game)
		for _, cmd := range []string{"validate", "replay"} {
			outs := map[string]string{}
			for _, lang := range []string{"en", "fr", "de"} {
				t.Run(game+"/"+cmd+"/"+lang, func(t *testing.T) {
					code, out, errw := runCLI(cmd, "--lang", lang, path)
					if code != 0 || errw != "" {
						t.Fatalf("exit %d, want 0 (invalid as expected):\n%s%s", code, out, errw)
					}
					outs[lang] = out
					goldentest.Check(t, filepath.Join("testdata", "lang", game+"."+cmd+"."+lang+".txt"), []byte(out))
				})
			}
			if outs["fr"] == outs["en"] || outs["de"] == outs["en"] {
				t.Errorf("%s %s: the French or German output is the English one", cmd, game)
			}
		}
	}
}

// langFixture is the invalid fixture of game whose messages
// TestLangGoldens writes in every language: the one langFixtures names, or
// the game's first, so that every registered game has its messages
// compared, a new one included.
func langFixture(t *testing.T, game string) string {
	t.Helper()
	if f, ok := langFixtures[game]; ok {
		return filepath.Join(fixtureDir, f)
	}
	files, _ := filepath.Glob(filepath.Join(fixtureDir, game, "invalid", "*.yaml"))
	if len(files) == 0 {
		t.Fatalf("%s has no invalid fixture in %s for its messages in every language", game, filepath.Join(fixtureDir, game, "invalid"))
	}
	return files[0]
}

// TestLangVerdictPunctuation: French sets a space before the colon of a
// verdict and the semicolon of a summary, as every French message of the
// catalogue does; the colon after the file name is a location's, the same
// in every language.
func TestLangVerdictPunctuation(t *testing.T) {
	valid := filepath.Join(fixtureDir, "zero", "valid", "three-players-by-hand.yaml")
	incomplete := filepath.Join(fixtureDir, "null-und-nichtig", "valid", "rulebook-trick-example.yaml")
	for _, tt := range []struct{ lang, want string }{
		{"fr", "three-players-by-hand.yaml: valide : 3 manche(s) ; gagnée par Anne\n"},
		{"fr", "rulebook-trick-example.yaml: valide jusqu'ici, incomplète : la manche 1"},
		{"fr", "2 transcriptions : 1 valide, 1 incomplète"},
		{"de", "three-players-by-hand.yaml: gültig: 3 Runde(n); gewonnen von Anne\n"},
		{"en", "three-players-by-hand.yaml: valid: 3 round(s); won by Anne\n"},
	} {
		_, out, _ := runCLI("validate", "--lang", tt.lang, valid, incomplete)
		if !strings.Contains(out, tt.want) {
			t.Errorf("--lang %s: no %q in\n%s", tt.lang, tt.want, out)
		}
	}
}

// TestLangFromEnvironment: without --lang the language is the
// environment's, LC_ALL before LC_MESSAGES before LANG, English when it
// names another; --lang wins over all of them.
func TestLangFromEnvironment(t *testing.T) {
	path := filepath.Join(fixtureDir, langFixtures["zero"])
	for _, tt := range []struct {
		env  map[string]string
		args []string
		want string
	}{
		{map[string]string{}, nil, "invalid as expected: zero/swap.table-card"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, nil, "ungültig wie erwartet: zero/swap.table-card"},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, nil, "invalide comme prévu : zero/swap.table-card"},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, nil, "invalid as expected: zero/swap.table-card"},
		{map[string]string{"LANG": "es_ES.UTF-8"}, nil, "invalid as expected: zero/swap.table-card"},
		{map[string]string{"LC_ALL": "fr_FR.UTF-8"}, []string{"--lang", "de"}, "ungültig wie erwartet: zero/swap.table-card"},
	} {
		for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
			t.Setenv(name, tt.env[name])
		}
		code, out, errw := runCLI(append(append([]string{"validate"}, tt.args...), path)...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%v %v: exit %d, want 0 and %q:\n%s%s", tt.env, tt.args, code, tt.want, out, errw)
		}
	}
}

// TestLangUnknown: a language regelwerk does not write is a usage error,
// and a slip from one names it; a locale or code of one it writes (FR,
// de_AT, fre) is read as that language.
func TestLangUnknown(t *testing.T) {
	file := filepath.Join(fixtureDir, langFixtures["zero"])
	code, _, errw := runCLI("validate", "--lang", "frn", file)
	if code != 2 || !strings.Contains(errw, `unknown language "frn"`) || !strings.Contains(errw, `did you mean "fr"?`) {
		t.Errorf("exit %d, want 2 and the languages:\n%s", code, errw)
	}
	_, want, _ := runCLI("validate", "--lang", "fr", file)
	for _, lang := range []string{"FR", "fr_FR", "fr-CH.UTF-8", "fre"} {
		if code, out, errw := runCLI("validate", "--lang", lang, file); code != 0 || out != want {
			t.Errorf("--lang %s: exit %d:\n%s%s\nwant, as --lang fr:\n%s", lang, code, out, errw, want)
		}
	}
}

// TestLangMachineFormats: JSON keeps its keys, status and rule ID in
// every language; only the message follows --lang.
func TestLangMachineFormats(t *testing.T) {
	path := filepath.Join(fixtureDir, langFixtures["null-und-nichtig"])
	type verdict struct {
		Status     string
		Violations []struct{ Rule, Message string }
	}
	type record struct {
		Format   string
		Verdicts []verdict
	}
	read := func(lang string) verdict {
		code, out, errw := runCLI("validate", "--format", "json", "--lang", lang, path)
		if code != 0 {
			t.Fatalf("--lang %s: exit %d\n%s", lang, code, errw)
		}
		var r record
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("--lang %s: %v\n%s", lang, err, out)
		}
		if len(r.Verdicts) != 1 || len(r.Verdicts[0].Violations) != 1 {
			t.Fatalf("--lang %s: want one verdict with one violation\n%s", lang, out)
		}
		return r.Verdicts[0]
	}
	en, fr, de := read("en"), read("fr"), read("de")
	for _, r := range []verdict{fr, de} {
		if r.Status != en.Status || r.Status != "invalid-as-expected" || r.Violations[0].Rule != en.Violations[0].Rule {
			t.Errorf("keys differ: %+v and %+v", r, en)
		}
	}
	if !strings.Contains(fr.Violations[0].Message, "entame") || !strings.Contains(de.Violations[0].Message, "spielt aus") {
		t.Errorf("the messages are not in French and German: %q, %q", fr.Violations[0].Message, de.Violations[0].Message)
	}
}

// TestCrosscheckMessages: crosscheck --messages lists the messages side
// by side outside any checkout, in Markdown or JSON, and refuses to mix
// with --side-by-side or to write html.
func TestCrosscheckMessages(t *testing.T) {
	code, out, errw := runCLI("crosscheck", "--messages")
	if code != 0 || !strings.Contains(out, "| `invalid as expected` | `invalide comme prévu` | `ungültig wie erwartet` |") {
		t.Errorf("exit %d:\n%s%s", code, out, errw)
	}
	code, out, _ = runCLI("crosscheck", "--messages", "--format", "json")
	var doc struct {
		Messages []struct{ En, Fr, De string }
	}
	if err := json.Unmarshal([]byte(out), &doc); code != 0 || err != nil || len(doc.Messages) < 100 {
		t.Errorf("json: exit %d, %v, %d messages", code, err, len(doc.Messages))
	}
	for _, args := range [][]string{{"--side-by-side"}, {"--format", "html"}} {
		if code, _, errw := runCLI(append([]string{"crosscheck", "--messages"}, args...)...); code != 2 || errw == "" {
			t.Errorf("--messages %v: exit %d, want 2 with a reason: %s", args, code, errw)
		}
	}
}

// TestLangReplaySchema: a French or German JSON replay says its language
// and still follows docs/schema/replay.schema.json.
func TestLangReplaySchema(t *testing.T) {
	s := schematest.Compile(t, "replay.schema.json")
	for _, g := range engine.Games() {
		game, path := g.ID(), langFixture(t, g.ID())
		for _, lang := range []string{"fr", "de"} {
			_, out, errw := runCLI("replay", "--format", "json", "--lang", lang, path)
			if err := schematest.Validate(s, []byte(out)); err != nil || !strings.Contains(out, `"lang":"`+lang+`"`) {
				t.Errorf("%s --lang %s: %v\n%s", game, lang, err, errw)
			}
		}
	}
}
