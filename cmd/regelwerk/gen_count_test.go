package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenCount: --count K prints K games from seeds S..S+K-1, each a
// complete legal game that validate accepts with its own expectations.
func TestGenCount(t *testing.T) {
	for _, game := range allGames {
		t.Run(game, func(t *testing.T) {
			code, out, errs := runCLI("gen", "--game", game, "--players", "3", "--seed", "40", "--count", "3")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			docs := strings.Split(strings.TrimPrefix(out, "---\n"), "\n---\n")
			if len(docs) != 3 {
				t.Fatalf("%d documents, want 3", len(docs))
			}
			dir := t.TempDir()
			for i, doc := range docs {
				if !strings.Contains(doc, fmt.Sprintf("seed %d", 40+i)) {
					t.Errorf("game %d does not come from seed %d", i+1, 40+i)
				}
				_, single, _ := runCLI("gen", "--game", game, "--players", "3", "--seed", fmt.Sprint(40+i))
				if strings.TrimSpace(single) != strings.TrimSpace(doc) {
					t.Errorf("game %d differs from gen --seed %d alone", i+1, 40+i)
				}
				f := writeFile(t, filepath.Join(dir, fmt.Sprintf("g%d.yaml", i)), doc)
				code, vout, verrs := runCLI("validate", f)
				if code != 0 || !strings.Contains(vout, ": valid: ") {
					t.Errorf("game %d: validate exits %d: %s%s", i+1, code, vout, verrs)
				}
			}
		})
	}
}
