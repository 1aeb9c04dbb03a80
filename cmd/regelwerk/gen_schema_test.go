package main

import (
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/docs/schema/schematest"
)

// TestGenNamesAreStrings reads gen's output with a general YAML reader:
// names that YAML would take for numbers are strings wherever they
// stand (players, deal, moves, expectations), and the document follows
// the transcript schema, which wants names to be strings.
func TestGenNamesAreStrings(t *testing.T) {
	names := []string{"007", "1e3", "0x1F"}
	code, out, errs := runCLI("gen", "--game", "zero", "--names", strings.Join(names, ","), "--seed", "2")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	var doc struct {
		Players []any
		Rounds  []struct {
			Dealer any
			Deal   map[any]any
			Moves  []map[any]any
			Expect map[string]map[any]any
		}
		Expect struct {
			Totals  map[any]any
			Winners []any
		}
	}
	if err := yaml.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	isName := func(where string, v any) {
		t.Helper()
		if s, ok := v.(string); !ok || (s != names[0] && s != names[1] && s != names[2]) {
			t.Errorf("%s: %T %v, want one of the names as a string", where, v, v)
		}
	}
	if fmt.Sprint(doc.Players) != fmt.Sprint(names) {
		t.Errorf("players %v", doc.Players)
	}
	for _, p := range doc.Players {
		isName("players", p)
	}
	for k := range doc.Expect.Totals {
		isName("totals", k)
	}
	for _, w := range doc.Expect.Winners {
		isName("winners", w)
	}
	for i, r := range doc.Rounds {
		isName(fmt.Sprintf("round %d dealer", i+1), r.Dealer)
		for k := range r.Deal {
			isName(fmt.Sprintf("round %d deal", i+1), k)
		}
		for _, m := range r.Moves {
			for k := range m {
				isName(fmt.Sprintf("round %d move", i+1), k)
			}
		}
		for _, line := range r.Expect {
			for k := range line {
				isName(fmt.Sprintf("round %d expect", i+1), k)
			}
		}
	}
	if len(doc.Rounds) == 0 || len(doc.Rounds[0].Moves) == 0 || len(doc.Expect.Totals) != 3 {
		t.Fatalf("too little read back:\n%s", out)
	}
	v, err := schematest.YAML([]byte(out))
	if err == nil {
		err = schematest.Compile(t, "transcript.schema.json").Validate(v)
	}
	if err != nil {
		t.Error(err)
	}
}

// TestGenSchemaLine: --schema starts every document with the YAML
// language server's line, naming the path or address given; the
// transcripts stay valid. Without a value it is refused: there is no
// published schema to default to.
func TestGenSchemaLine(t *testing.T) {
	if code, _, errs := runCLI("gen", "--game", "zero", "--schema"); code != 2 || !strings.Contains(errs, "--schema") {
		t.Errorf("--schema without a value: exit %d %s", code, errs)
	}
	for _, c := range []struct {
		args []string
		ref  string
	}{
		{[]string{"--schema", "../docs/schema/transcript.schema.json"}, "../docs/schema/transcript.schema.json"},
		{[]string{"--schema=../docs/schema/transcript.schema.json"}, "../docs/schema/transcript.schema.json"},
	} {
		args := append([]string{"gen", "--game", "null-bock", "--players", "3", "--count", "2"}, c.args...)
		code, out, errs := runCLI(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", c.args, code, errs)
		}
		line := "# yaml-language-server: $schema=" + c.ref + "\n"
		if strings.Count(out, "---\n"+line) != 2 {
			t.Errorf("%v: not the first line of each document:\n%.300s", c.args, out)
		}
		if code, vout, verrs := runCLIStdin(out, "validate", "-"); code != 0 {
			t.Errorf("%v: validate exits %d\n%s%s", c.args, code, vout, verrs)
		}
	}
}
