package schema_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/regelwerk/regelwerk/docs/schema/schematest"
	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/engine/transcript/transcripttest"
)

// checkYAML validates the YAML document src against s.
func checkYAML(s *jsonschema.Schema, src []byte) error {
	v, err := schematest.YAML(src)
	if err != nil {
		return err
	}
	return s.Validate(v)
}

// TestTranscriptFixtures: every transcript of the corpus follows the
// transcript schema.
func TestTranscriptFixtures(t *testing.T) {
	s := schematest.Compile(t, "transcript.schema.json")
	files, _ := filepath.Glob("../../fixtures/*/*/*.yaml")
	if len(files) < 100 {
		t.Fatalf("only %d fixtures found", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkYAML(s, data); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestTranscriptGenerated: what gen writes follows the schema, for every
// game, at every table size the game takes, with every value of every
// option, with teams, and with names YAML would read as something else.
func TestTranscriptGenerated(t *testing.T) {
	s := schematest.Compile(t, "transcript.schema.json")
	check := func(g engine.Game, opt transcript.GenerateOptions) bool {
		t.Helper()
		text, err := transcript.Generate(g, opt)
		if err != nil {
			return false
		}
		if err := checkYAML(s, []byte(text)); err != nil {
			t.Errorf("%s %v: %v\n%s", g.ID(), opt, err, text)
		}
		return true
	}
	players := func(n int) []string {
		var p []string
		for i := 1; i <= n; i++ {
			p = append(p, fmt.Sprintf("P%d", i))
		}
		return p
	}
	for _, g := range engine.Games() {
		sizes := 0
		for n := 1; n <= 8; n++ {
			for seed := uint64(1); seed <= 2; seed++ {
				if check(g, transcript.GenerateOptions{Players: players(n), Seed: seed}) {
					sizes++
				}
			}
		}
		if sizes == 0 {
			t.Errorf("%s: no game generated", g.ID())
		}
		for _, o := range g.Options() {
			values := o.Values
			if len(values) == 0 {
				values = []string{"1", "2"}
			}
			for _, v := range values {
				if !check(g, transcript.GenerateOptions{Players: players(4), Seed: 3, Options: map[string]string{o.Name: v}}) {
					t.Logf("%s: %s=%s not generated", g.ID(), o.Name, v)
				}
			}
		}
		check(g, transcript.GenerateOptions{Players: []string{"007", "1e3", "0x1F", "yes"}, Seed: 4})
	}
	nn, _ := engine.Lookup("null-und-nichtig")
	if !check(nn, transcript.GenerateOptions{Players: players(4), Seed: 5, Teams: [][]string{{"P1", "P3"}, {"P2", "P4"}}}) {
		t.Error("no team game generated")
	}
}

// refused lists transcripts that the reader refuses for their structure
// (an unknown key, a wrong type, a missing key, deal and seed together, a
// move written wrong, a bad seed): the schema refuses each too, so that
// an editor marks the mistake.

var refused = []struct{ name, src string }{
	{"an unknown key", "game: zero\nplayers: [A, B, C]\nrounds: []\nround: []\n"},
	{"an unknown key in a round", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    deals: {}\n"},
	{"an unknown key in expect", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  total: {A: 1}\n"},
	{"an unknown key in violation", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  violation: {rule: zero/turn.order, round: 1, move: 1, player: A}\n"},
	{"game missing", "players: [A, B, C]\nrounds: []\n"},
	{"players missing", "game: zero\nrounds: []\n"},
	{"rounds missing", "game: zero\nplayers: [A, B, C]\n"},
	{"not a mapping", "- game: zero\n"},
	{"game a list", "game: [zero]\nplayers: [A, B, C]\nrounds: []\n"},
	{"players a word", "game: zero\nplayers: A\nrounds: []\n"},
	{"players a list of lists", "game: zero\nplayers: [[A, B], C]\nrounds: []\n"},
	{"rounds a mapping", "game: zero\nplayers: [A, B, C]\nrounds: {seed: 1}\n"},
	{"a round a list", "game: zero\nplayers: [A, B, C]\nrounds:\n  - [seed, 1]\n"},
	{"teams a word", "game: null-und-nichtig\nplayers: [A, B, C, D]\nteams: AB\nrounds: []\n"},
	{"options a list", "game: zero\nplayers: [A, B, C]\noptions: [dealer]\nrounds: []\n"},
	{"an option a list", "game: zero\nplayers: [A, B, C]\noptions:\n  dealer: [free]\nrounds: []\n"},
	{"origin neither hand nor generated", "game: zero\norigin: tool\nplayers: [A, B, C]\nrounds: []\n"},
	{"covers a word", "game: zero\ncovers: zero/turn.order\nplayers: [A, B, C]\nrounds: []\n"},
	{"deal and seed", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    deal: {A: [R1]}\n"},
	{"neither deal nor seed", "game: zero\nplayers: [A, B, C]\nrounds:\n  - dealer: C\n    moves: []\n"},
	{"table with seed", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    table: [R1]\n"},
	{"a deal a list", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: [R1, R2]\n"},
	{"a hand a word", "game: zero\nplayers: [A, B, C]\nrounds:\n  - deal: {A: R1}\n"},
	{"moves a mapping", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves: {A: knock}\n"},
	{"a move a word", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves: [knock]\n"},
	{"a move of two players", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - {A: knock, B: knock}\n"},
	{"a move an empty mapping", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - {}\n"},
	{"a move a mapping", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - A: {swap: R1}\n"},
	{"a move a list of lists", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - A: [[R1]]\n"},
	{"a quoted seed", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: \"8\"\n"},
	{"a negative seed", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: -1\n"},
	{"a fraction for a seed", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1.5\n"},
	{"a seed of 2^64", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 18446744073709551616\n"},
	{"a seed a list", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: [1]\n"},
	{"a quoted score", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  totals: {A: \"3\"}\n"},
	{"a score past 32 bits", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  totals: {A: 2147483648}\n"},
	{"winners a mapping", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  winners: {A: 1}\n"},
	{"a violation without a rule", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  violation: {round: 1, move: 1}\n"},
	{"a violation in a round", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    expect:\n      violation: {rule: zero/turn.order}\n"},
	{"a quoted violation round", "game: zero\nplayers: [A, B, C]\nrounds: []\nexpect:\n  violation: {rule: zero/turn.order, round: \"1\", move: 1}\n"},
	{"a move with a card not in the deck", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - C: swap B3 B9\n"},
	{"a move of no form of the game", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - C: swop B3 B4\n"},
	{"a move of another game", "game: null-bock\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - A: swap H1 H2\n"},
	{"a list for a move written in words", "game: zero\nplayers: [A, B, C]\nrounds:\n  - seed: 1\n    moves:\n      - C: [B3, B4]\n"},
	{"a name too long", "game: zero\nplayers: [" + strings.Repeat("x", 201) + ", B, C]\nrounds: []\n"},
}

// load reads and plays a transcript as validate does, and returns why it
// is not a usable transcript, if it is not.
func load(name string, data []byte) error {
	tr, err := transcript.Parse(name, data, transcript.DefaultLimits)
	if err != nil {
		return err
	}
	_, err = transcript.Run(tr, nil)
	return err
}

// TestTranscriptStructureRefused: the reader refuses each of refused, and
// so does the schema. (How a number is written, 010, 0x10, +1 or 1_000
// for a seed, the schema cannot see: to it they are numbers.)
func TestTranscriptStructureRefused(t *testing.T) {
	s := schematest.Compile(t, "transcript.schema.json")
	for _, c := range refused {
		if load("t.yaml", []byte(c.src)) == nil {
			t.Errorf("%s: the reader takes it", c.name)
		}
		if err := checkYAML(s, []byte(c.src)); err == nil {
			t.Errorf("%s: the schema takes it", c.name)
		}
	}
}

// hostile classifies every file of cmd/regelwerk/testdata/hostile: what
// the schema refuses as the reader does, and why it cannot see the rest.
var hostile = map[string]string{
	"bad-options.yaml":      "schema",
	"complex-key.yaml":      "schema",
	"deep-nesting.yaml":     "schema",
	"huge-number.yaml":      "schema",
	"huge-seed.yaml":        "schema",
	"long-scalar.yaml":      "schema",
	"missing-rounds.yaml":   "schema",
	"move-two-players.yaml": "schema",
	"quoted-seed.yaml":      "schema",
	"scalar.yaml":           "schema",
	"table-with-seed.yaml":  "schema",
	"unknown-card.yaml":     "schema",
	"unknown-game.yaml":     "schema",
	"unknown-option.yaml":   "schema",
	"huge-score.yaml":       "schema",

	"hex-seed.yaml":   "a number's form: the schema sees the number 16",
	"octal-seed.yaml": "a number's form: the schema sees a number",

	"deal-unknown-players.yaml": "names: who sits at the table is not structure",
	"unknown-player.yaml":       "names: who sits at the table is not structure",
	"too-many-players.yaml":     "a limit (--max-players), raised at will",

	"after-document-end.yaml":  "YAML: several documents",
	"second-document.yaml":     "YAML: several documents",
	"alias-bomb.yaml":          "YAML: anchors and aliases",
	"alias-cycle.yaml":         "YAML: anchors and aliases",
	"alias-duplicate-key.yaml": "YAML: anchors and aliases",
	"alias.yaml":               "YAML: anchors and aliases",
	"duplicate-key.yaml":       "YAML: a duplicate key",
	"tag-binary.yaml":          "YAML: tags",
	"tag-directive.yaml":       "YAML: tags",
	"tag-map.yaml":             "YAML: tags",
	"binary.yaml":              "text: not UTF-8 text",
	"invalid-utf8.yaml":        "text: not UTF-8 text",
	"utf16-no-bom.yaml":        "text: not UTF-8 text",
	"doubled-bom.yaml":         "text: a byte-order mark",
	"line-separator.yaml":      "text: line breaks",
	"lone-cr.yaml":             "text: line breaks",
	"broken.yaml":              "YAML: not YAML",
	"empty.yaml":               "YAML: no document",
	"empty-document.yaml":      "YAML: no document",

	"bidi-name.yaml":             "valid",
	"escape-name.yaml":           "valid",
	"escape-name-violation.yaml": "valid",
	"newline-name.yaml":          "valid",
	"yaml-1.2-directive.yaml":    "valid",
}

// TestTranscriptHostile: the hostile inputs the reader refuses for their
// structure are refused by the schema; the valid ones are taken; every
// file is accounted for.
func TestTranscriptHostile(t *testing.T) {
	s := schematest.Compile(t, "transcript.schema.json")
	files, _ := filepath.Glob("../../cmd/regelwerk/testdata/hostile/*.yaml")
	seen := map[string]bool{}
	for _, f := range files {
		name := filepath.Base(f)
		seen[name] = true
		kind, ok := hostile[name]
		if !ok {
			t.Errorf("%s: not classified: add it to hostile", name)
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rerr := load(name, data)
		var serr error
		if kind == "valid" || kind == "schema" || strings.HasPrefix(kind, "a number's form") {
			serr = checkYAML(s, data)
		}
		switch {
		case kind == "valid":
			if rerr != nil || serr != nil {
				t.Errorf("%s: reader %v, schema %v; want both to take it", name, rerr, serr)
			}
		case kind == "schema":
			if rerr == nil || serr == nil {
				t.Errorf("%s: reader %v, schema %v; want both to refuse it", name, rerr, serr)
			}
		case rerr == nil:
			t.Errorf("%s: the reader takes it", name)
		case strings.HasPrefix(kind, "a number's form") && serr != nil:
			t.Errorf("%s: the schema refuses it (%v): then classify it as schema", name, serr)
		}
	}
	for name := range hostile {
		if !seen[name] {
			t.Errorf("%s is classified but gone", name)
		}
	}
}

// TestTranscriptRegistry: the lists the schema holds follow the
// registry and the catalogues: the game IDs, each game's options with
// their values and defaults, its rule and clarification IDs, its score
// lines, and its card codes.
func TestTranscriptRegistry(t *testing.T) {
	doc := loadSchema(t, "transcript.schema.json")
	defs := doc["$defs"].(map[string]any)
	var ids []string
	for _, g := range engine.Games() {
		ids = append(ids, g.ID())
	}
	if got := strs(doc["properties"].(map[string]any)["game"].(map[string]any)["enum"]); fmt.Sprint(got) != fmt.Sprint(ids) {
		t.Errorf("game enum %v, registry %v", got, ids)
	}
	// The other schemas take a game ID by its shape (gameID), so that a
	// game added changes the transcript schema only.
	shape := regexp.MustCompile(defs["gameID"].(map[string]any)["pattern"].(string))
	for _, id := range ids {
		if !shape.MatchString(id) {
			t.Errorf("the game ID %q has not the shape of gameID", id)
		}
	}
	branches := map[string]map[string]any{}
	for _, b := range doc["allOf"].([]any) {
		b := b.(map[string]any)
		id := b["if"].(map[string]any)["properties"].(map[string]any)["game"].(map[string]any)["const"].(string)
		branches[id] = b["then"].(map[string]any)["properties"].(map[string]any)
	}
	if len(branches) != len(ids) {
		t.Errorf("%d per-game branches, %d games", len(branches), len(ids))
	}
	for _, g := range engine.Games() {
		id := g.ID()
		if _, ok := branches[id]; !ok {
			t.Errorf("%s: no branch in allOf", id)
		}
		opts, ok := defs["options-"+id].(map[string]any)
		if !ok {
			t.Errorf("%s: no options-%[1]s", id)
			continue
		}
		props := opts["properties"].(map[string]any)
		if len(props) != len(g.Options()) {
			t.Errorf("%s: %d options in the schema, %d in the game", id, len(props), len(g.Options()))
		}
		for _, o := range g.Options() {
			p, ok := props[o.Name].(map[string]any)
			if !ok {
				t.Errorf("%s: option %s missing", id, o.Name)
				continue
			}
			if len(o.Values) > 0 {
				if fmt.Sprint(strs(p["enum"])) != fmt.Sprint(o.Values) || p["default"] != o.Default {
					t.Errorf("%s: option %s: enum %v default %v; the game: %v, %s", id, o.Name, p["enum"], p["default"], o.Values, o.Default)
				}
			} else if p["$ref"] != "#/$defs/wholeNumberOption" || fmt.Sprint(p["default"]) != o.Default {
				t.Errorf("%s: option %s: %v; a whole number defaulting to %s", id, o.Name, p, o.Default)
			}
		}
		cat := catalogue(t, id)
		if got := strs(defs["rules-"+id].(map[string]any)["enum"]); fmt.Sprint(got) != fmt.Sprint(cat.rules) {
			t.Errorf("%s: rule IDs differ from the catalogue:\n%v\n%v", id, got, cat.rules)
		}
		if got := strs(defs["clarifications-"+id].(map[string]any)["enum"]); fmt.Sprint(got) != fmt.Sprint(cat.clarifications) {
			t.Errorf("%s: clarification IDs differ from the catalogue:\n%v\n%v", id, got, cat.clarifications)
		}
		checkLines(t, g, branches[id])
		checkCards(t, g, defs["card-"+id].(map[string]any)["pattern"].(string))
	}
}

// checkLines compares the round expectations the schema allows a game
// with the score lines a played round of it records.
func checkLines(t *testing.T, g engine.Game, branch map[string]any) {
	t.Helper()
	round := branch["rounds"].(map[string]any)["items"].(map[string]any)["properties"].(map[string]any)
	var allowed []string
	for k := range round["expect"].(map[string]any)["properties"].(map[string]any) {
		allowed = append(allowed, k)
	}
	sort.Strings(allowed)
	var text string
	var err error
	for n := 3; n <= 6 && text == ""; n++ {
		var players []string
		for i := 1; i <= n; i++ {
			players = append(players, fmt.Sprintf("P%d", i))
		}
		text, err = transcript.Generate(g, transcript.GenerateOptions{Players: players, Seed: 1})
	}
	if text == "" {
		t.Fatalf("%s: %v", g.ID(), err)
	}
	_, res := transcripttest.Play(t, "g.yaml", []byte(text), nil)
	want := []string{"scores", "totals"}
	if sl, ok := res.Final.(engine.ScoreLines); ok {
		for k := range sl.RoundLines() {
			want = append(want, k)
		}
	}
	sort.Strings(want)
	if fmt.Sprint(allowed) != fmt.Sprint(want) {
		t.Errorf("%s: a round may expect %v in the schema, %v in the game", g.ID(), allowed, want)
	}
}

// checkCards requires the card pattern to match exactly the codes the
// deck reads: every card in either case, and no other code of a letter
// and a value from a wide set of candidates.
func checkCards(t *testing.T, g engine.Game, pattern string) {
	t.Helper()
	re := regexp.MustCompile(pattern)
	deck := g.Deck()
	var suffixes []string
	for n := 0; n <= 20; n++ {
		suffixes = append(suffixes, fmt.Sprint(n), fmt.Sprint(n)+"+", fmt.Sprintf("0%d", n))
	}
	suffixes = append(suffixes, "", "-", "+", "x2", "X2", "x3", "--", "x")
	for c := 'A'; c <= 'Z'; c++ {
		for _, letter := range []string{string(c), strings.ToLower(string(c))} {
			for _, sfx := range suffixes {
				code := letter + sfx
				_, err := deck.Parse(code)
				if re.MatchString(code) != (err == nil) {
					t.Errorf("%s: %q: the pattern says %v, the deck %v", g.ID(), code, re.MatchString(code), err)
				}
			}
		}
	}
	for _, f := range deck.Faces() {
		for _, code := range []string{f.Code, strings.ToLower(f.Code), strings.ToUpper(f.Code)} {
			if !re.MatchString(code) {
				t.Errorf("%s: the pattern refuses %q", g.ID(), code)
			}
		}
	}
}
