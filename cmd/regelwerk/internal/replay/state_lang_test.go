package replay

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestStateTextsInLanguage: the state's note of why a Null Bock round
// ended is English in an English replay, as the game's JSON keeps it, and
// in the replay's language in a French or German one, where the page shows
// it. The fixture's round ends with the Arena empty and no hind left to
// play into it (§ III. Fin de la manche).
func TestStateTextsInLanguage(t *testing.T) {
	path := filepath.Join(fixtureDir, "null-bock", "valid", "three-players-one-round-by-hand.yaml")
	ends := map[string]string{}
	for _, lang := range []string{"en", "fr", "de"} {
		d := build(t, path, BuildOptions{FullStates: true, Lang: lang})
		for _, s := range d.Steps {
			var st struct {
				End string `json:"end"`
			}
			if err := json.Unmarshal(s.State, &st); err != nil {
				t.Fatal(err)
			}
			if st.End != "" {
				ends[lang] = st.End
			}
		}
	}
	want := map[string]string{
		"en": "no player can play a hind into the empty Arena",
		"fr": "aucun joueur ne peut jouer une biche dans l'Arène vide",
		"de": "kein Spieler kann eine Hirschkuh in die leere Arena spielen",
	}
	for lang, w := range want {
		if ends[lang] != w {
			t.Errorf("%s: the state's end note is %q, want %q", lang, ends[lang], w)
		}
	}
}
