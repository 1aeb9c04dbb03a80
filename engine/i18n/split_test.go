package i18n

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var split = flag.Bool("split", false, "move every message to the catalogue file it belongs in: a game's own to locales/<lang>/<game-id>.json, a shared one to locales/<lang>.json")

// TestSplit, with -split, rewrites the catalogue files so that each
// message stands in the file TestEveryMessageTranslated wants it in: when
// a second package starts making a game's message, or a game's message was
// added to the shared file. Entries keep their order: the shared file's
// first, then each game's file's by game ID. A message no code makes stays
// where it is, for TestNoUnusedMessage to name; a game's file left empty
// is removed.
func TestSplit(t *testing.T) {
	if !*split {
		t.Skip("run with -split to rewrite the catalogue files")
	}
	found, owner := used(t)
	for _, lang := range Langs[1:] {
		own, err := filepath.Glob(filepath.Join("locales", lang, "*.json"))
		if err != nil {
			t.Fatal(err)
		}
		paths := append([]string{fileOf(lang, "")}, own...)
		byFile := map[string][]Message{}
		for _, p := range paths {
			byFile[filepath.ToSlash(p)] = nil
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			var f File
			if err := json.Unmarshal(data, &f); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			for _, m := range f.Messages {
				to := filepath.ToSlash(p)
				if _, ok := found[m.ID]; ok {
					to = fileOf(lang, owner[m.ID])
				}
				byFile[to] = append(byFile[to], m)
			}
		}
		for p, msgs := range byFile {
			if len(msgs) == 0 && p != fileOf(lang, "") {
				if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
					t.Fatal(err)
				}
				continue
			}
			if err := writeCatalogue(p, File{Language: lang, Messages: msgs}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// writeCatalogue writes a catalogue file as the files are kept: indented by
// one space, characters unescaped, a newline at the end.
func writeCatalogue(path string, f File) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(f); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
