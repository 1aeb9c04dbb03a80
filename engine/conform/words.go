package conform

// Summary is the divergence in one line, as the text report lists it.
func (d *Divergence) Summary() string { return d.summary() }

// category is what a divergence is about, as the report gives the first of
// each: "deal" (a new game or a deal), "scores", or "move" (a move's
// verdict or the legal moves).
func (d *Divergence) category() string {
	switch {
	case d.Kind == "scores":
		return "scores"
	case d.Player == "" && d.Move == 0:
		return "deal"
	}
	return "move"
}

// kindRank orders the kinds of case as a run plays them.
func kindRank(kind string) int {
	switch kind {
	case "fixture":
		return 0
	case "random":
		return 1
	}
	return 2
}

// caseBefore orders divergences by their case (fixtures by path, then
// random and mutated games by seed) and step, the same in a run and in the
// merge of its shards, whatever order these come in.
func caseBefore(a CaseID, da *Divergence, b CaseID, db *Divergence) bool {
	switch {
	case a.Game != b.Game:
		return a.Game < b.Game
	case kindRank(a.Kind) != kindRank(b.Kind):
		return kindRank(a.Kind) < kindRank(b.Kind)
	case a.Source.Random && a.Source.Seed != b.Source.Seed:
		return a.Source.Seed < b.Source.Seed
	case !a.Source.Random && a.Source.Path != b.Source.Path:
		return a.Source.Path < b.Source.Path
	case da.Round != db.Round:
		return da.Round < db.Round
	}
	return da.Move < db.Move
}
