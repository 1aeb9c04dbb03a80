package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLangUnreadableStaysEnglish: the line about input that cannot be
// read (not YAML, an unknown game, card or player) is the same in every
// language, as docs/cli.md says: it is about the YAML file, its English
// keys and its card codes, not about a game being played, and it names
// file:line:col. Exit 2 whatever the language.
func TestLangUnreadableStaysEnglish(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(fixtureDir, "zero", "valid", "zero-by-hand.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, tt := range []struct{ name, from, to, want string }{
		{"syntax", "game: zero", "game: [zero", "not YAML"},
		{"game", "game: zero", "game: zeroo", `unknown game "zeroo"`},
		{"card", "A8", "Q8", `unknown card "Q8"`},
	} {
		path := filepath.Join(dir, tt.name+".yaml")
		if err := os.WriteFile(path, []byte(strings.ReplaceAll(string(src), tt.from, tt.to)), 0o644); err != nil {
			t.Fatal(err)
		}
		var en string
		for _, lang := range []string{"en", "fr", "de"} {
			code, _, errw := runCLI("validate", "--lang", lang, path)
			if code != 2 || !strings.Contains(errw, path+":") || !strings.Contains(errw, tt.want) {
				t.Errorf("%s --lang %s: exit %d, want 2 and %q:\n%s", tt.name, lang, code, tt.want, errw)
			}
			if lang == "en" {
				en = errw
			} else if errw != en {
				t.Errorf("%s --lang %s: %q, want the English line %q", tt.name, lang, errw, en)
			}
		}
	}
}
