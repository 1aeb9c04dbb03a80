package engine

import (
	"fmt"
	"testing"
)

func TestMoveForms(t *testing.T) {
	deck := NewDeck([]Face{{Card: Card{Suit: 1, Rank: 1}, Code: "R1", Copies: 1}, {Card: Card{Suit: 2, Rank: 1}, Code: "B1", Copies: 1}})
	swap := MoveForm{Words: []string{"swap", CardSlot, CardSlot}, Example: "swap R1 B1"}
	edge := MoveForm{Words: []string{CardSlot, "edge", PlayerSlot}, Example: "R1 edge Anne Marie"}
	list := MoveForm{Words: []string{CardSlot, CardSlot}, List: true, Example: "[R1, B1]"}
	knock := MoveForm{Words: []string{"knock"}, Example: "knock"}
	players := []string{"Anne Marie", "Bert"}
	for _, c := range []struct {
		form MoveForm
		text MoveText
		want bool
	}{
		{swap, MoveText{Words: []string{"SWAP", "r1", "B1"}}, true},
		{swap, MoveText{Words: []string{"swap", "R1"}}, false},
		{swap, MoveText{Words: []string{"swap", "R1", "B1", "B1"}}, false},
		{swap, MoveText{Words: []string{"swap", "R1", "Y1"}}, false},
		{swap, MoveText{Words: []string{"swap", "R1", "B1"}, List: true}, false},
		{edge, MoveText{Words: []string{"R1", "edge", "Anne", "Marie"}}, true},
		{edge, MoveText{Words: []string{"R1", "edge", "Anne"}}, false},
		{edge, MoveText{Words: []string{"R1", "edge"}}, false},
		{list, MoveText{Words: []string{"R1", "B1"}, List: true}, true},
		{list, MoveText{Words: []string{"R1", "B1"}}, false},
		{knock, MoveText{Words: []string{"Knock"}}, true},
		{knock, MoveText{}, false},
	} {
		if got := c.form.Matches(c.text, deck, players); got != c.want {
			t.Errorf("%s matches %s: %v, want %v", c.form, c.text, got, c.want)
		}
	}
	if got := fmt.Sprint(swap.Expand([]string{"R1", "B1"}, players)); got != "[swap R1 R1 swap R1 B1 swap B1 R1 swap B1 B1]" {
		t.Errorf("Expand: %s", got)
	}
	if n := edge.Count(2, 2); n != 4 || len(edge.Expand([]string{"R1", "B1"}, players)) != n {
		t.Errorf("Count %d", n)
	}
	if got := MoveHint([]MoveForm{swap, knock, list}); got != "`swap R1 B1`, `knock` or `[R1, B1]`" {
		t.Errorf("MoveHint: %s", got)
	}
	if got := list.String(); got != "[CARD, CARD]" {
		t.Errorf("String: %s", got)
	}
}
