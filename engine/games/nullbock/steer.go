package nullbock

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// A stuck Arena (nb/clar.stuck-arena) needs every stag gone from the hands
// and every edge a hind, with a hind on top of the Arena that no hind in
// hand beats: uniform random play, which spends stags and hinds alike,
// practically never gets there. Prefer says which moves lead toward it, for
// harnesses that seek coverage (exercise.Steerer).

// Steered lists the rules Prefer steers toward.
func (m *match) Steered() []string { return []string{"nb/clar.stuck-arena"} }

// Prefer keeps, of the legal moves, those that lead toward rule: hinds
// laid on the edges; stags played into the Arena while any remain (a stag
// on an edge would let hinds go there); otherwise the lowest hind into the
// Arena, which keeps the high hinds to top it last.
func (m *match) Prefer(rule string, moves []engine.Move) []engine.Move {
	if rule != "nb/clar.stuck-arena" {
		return nil
	}
	keep := func(f func(mv engine.Move) bool) []engine.Move {
		var out []engine.Move
		for _, mv := range moves {
			if f(mv) {
				out = append(out, mv)
			}
		}
		return out
	}
	if out := keep(func(mv engine.Move) bool { return mv.Kind == KindLay && IsHind(mv.Cards[0]) }); len(out) > 0 {
		return out
	}
	if out := keep(func(mv engine.Move) bool { return mv.Kind == KindArena && IsStag(mv.Cards[0]) }); len(out) > 0 {
		return out
	}
	hinds := keep(func(mv engine.Move) bool { return mv.Kind == KindArena && IsHind(mv.Cards[0]) })
	if len(hinds) == 0 {
		return nil
	}
	low := slices.MinFunc(hinds, func(a, b engine.Move) int { return int(a.Cards[0].Rank) - int(b.Cards[0].Rank) })
	return []engine.Move{low}
}
