package transcript

import "github.com/regelwerk/regelwerk/engine"

// incomplete records where a partial game stops, in English and as a
// message to write in another language.
func (res *Result) incomplete(t engine.Text) {
	res.IncompleteText = t
	res.Incomplete = t.String()
}

// stopsInside records that the record stops inside round n, after its
// moves, and who may move next, acting (table.Table.Acting; before the
// round's first move, who may start), since the move left out is most
// likely one of theirs.
func (res *Result) stopsInside(n, moves int, acting []string) {
	res.ToMove = acting
	stop := engine.Textf("round %d stops after %d move(s) before it is over", n, moves)
	if len(acting) == 0 {
		res.incomplete(stop)
		return
	}
	names := engine.NameList{Names: acting, Or: true}
	if moves == 0 {
		res.incomplete(engine.Textf("%s; first to move: %s", stop, names))
		return
	}
	res.incomplete(engine.Textf("%s; next to move: %s", stop, names))
}
