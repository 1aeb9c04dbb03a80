package transcript

import (
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// incomplete records where a partial game stops, in English and as a
// message to write in another language.
func (res *Result) incomplete(t engine.Text) {
	res.IncompleteText = t
	res.Incomplete = t.String()
}

// stopsInside records that the record stops inside round n, after its
// moves, with m as they leave it: where it stops and who may move next,
// as the game's legal moves name them (before the round's first move,
// who may start), since the move left out is most likely one of theirs.
func (res *Result) stopsInside(n, moves int, m engine.Match) {
	for _, mv := range m.Legal(nil) {
		if !slices.Contains(res.ToMove, mv.Seat) {
			res.ToMove = append(res.ToMove, mv.Seat)
		}
	}
	stop := engine.Textf("round %d stops after %d move(s) before it is over", n, moves)
	if len(res.ToMove) == 0 {
		res.incomplete(stop)
		return
	}
	names := engine.NameList{Or: true}
	for _, s := range res.ToMove {
		names.Names = append(names.Names, m.Config().Name(s))
	}
	if moves == 0 {
		res.incomplete(engine.Textf("%s; first to move: %s", stop, names))
		return
	}
	res.incomplete(engine.Textf("%s; next to move: %s", stop, names))
}
