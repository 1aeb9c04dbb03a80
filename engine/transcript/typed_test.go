package transcript

import (
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
)

// TestRecordScalarsAreStrings writes typed-looking words in every place
// a record holds a name or a value, reads the text back with a general
// YAML reader into plain values, and requires each to be the same
// string: what gen and conform's reproductions write reads the same in
// any tool, not only in the transcript reader.
func TestRecordScalarsAreStrings(t *testing.T) {
	for i := 0; i+3 <= len(typedWords); i += 3 {
		names := typedWords[i : i+3]
		a, b, c := names[0], names[1], names[2]
		rec := Record{
			Game: "zero", Description: a, Origin: "generated", Covers: []string{b},
			Players: names, Options: map[string]string{a: b}, Teams: [][]string{{a, c}, {b}},
			Rounds: []RecordRound{{
				Dealer: c, Starter: a,
				Hands: map[string][]string{a: {b, c}, b: {a}, c: {c}},
				Table: []string{a, b},
				Moves: []RecordMove{
					{Player: a, Text: engine.MoveText{Words: []string{b}}},
					{Player: b, Text: engine.MoveText{Words: []string{c, a}, List: true}},
				},
				Expect: &RecordExpect{Scores: map[string]int{a: 1, b: 2}, Lines: map[string]map[string]int{c: {a: 3}}},
			}},
			Expect: &RecordExpect{Totals: map[string]int{c: 4}, Winners: []string{a, b}, Violation: &ExpectedViolation{Rule: c, Round: 1, Move: 2}},
		}
		text := rec.Encode()
		var doc any
		if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		got := map[string]int{}
		if err := onlyStrings(doc, "", got); err != nil {
			t.Errorf("%v in\n%s", err, text)
			continue
		}
		for _, w := range names {
			if got[w] == 0 {
				t.Errorf("%q is not read back as a string:\n%s", w, text)
			}
		}
		// Numbers stay numbers.
		m := doc.(map[string]any)
		if v := m["expect"].(map[string]any)["violation"].(map[string]any)["move"]; v != 2 {
			t.Errorf("the violation's move reads %v (%T)", v, v)
		}
	}
}

// onlyStrings walks a decoded document: every key must be a string, and
// every scalar a string, but for the numbers of expectations (scores,
// totals, lines, round, move). It counts the strings seen.
func onlyStrings(v any, path string, seen map[string]int) error {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			seen[k]++
			if err := onlyStrings(e, path+"/"+k, seen); err != nil {
				return err
			}
		}
	case map[any]any:
		for k := range x {
			return fmt.Errorf("%s: a key read as %T %v", path, k, k)
		}
	case []any:
		for i, e := range x {
			if err := onlyStrings(e, fmt.Sprintf("%s/%d", path, i), seen); err != nil {
				return err
			}
		}
	case string:
		seen[x]++
	case int:
		if !numberPath(path) {
			return fmt.Errorf("%s: the number %v", path, x)
		}
	default:
		return fmt.Errorf("%s: %T %v", path, x, x)
	}
	return nil
}

// numberPath reports the places where a record writes numbers: the
// values of score maps and a violation's round and move.
func numberPath(path string) bool {
	if strings.Contains(path, "/violation/") {
		return strings.HasSuffix(path, "/round") || strings.HasSuffix(path, "/move")
	}
	return strings.Contains(path, "/expect/")
}
