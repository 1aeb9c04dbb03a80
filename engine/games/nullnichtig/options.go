package nullnichtig

import "github.com/regelwerk/regelwerk/engine"

// Option names, as written in a transcript's options.
const (
	optCollectOrder = "collect-order"
	optTie          = "tie"
	optSixSetup     = "six-setup"
	optRounds       = "rounds"
	optTarget       = "target"
	optLowestTie    = "lowest-tie"
	optSixTeams     = "six-teams"
	optTeamTarget   = "team-target"
)

var optionSpecs = []engine.OptionSpec{
	{Name: optCollectOrder, Default: "clockwise", Values: []string{"clockwise", "play-order"}, Clarification: "nn/clar.collect-order",
		Doc: "order in which a trick's winner collects the other cards after his own"},
	{Name: optTie, Default: "highest", Values: []string{"highest", "any-equal"}, Clarification: "nn/clar.tie-wording",
		Doc: "which equal cards the first-played tie rule applies to"},
	{Name: optSixSetup, Default: "every-round", Values: []string{"every-round", "first-round-only"}, Clarification: "nn/clar.six-setup-timing",
		Doc: "with six players, whether setup cards are laid out every round or only in the first"},
	{Name: optRounds, Default: "0", Clarification: "nn/clar.six-rounds",
		Doc: "number of rounds; 0 means as many as players"},
	{Name: optTarget, Default: "0",
		Doc: "play until a total exceeds this many points (0: play a fixed number of rounds)"},
	{Name: optLowestTie, Default: "any", Values: []string{"any", "first-clockwise"}, Clarification: "nn/clar.lowest-tie",
		Doc: "who leads the next round when several players share the lowest round score"},
	{Name: optSixTeams, Default: "two-of-three", Values: []string{"two-of-three", "three-of-two"}, Clarification: "nn/clar.six-teams",
		Doc: "with six players in teams, two teams of three only (two-of-three), or three teams of two as well (three-of-two)"},
	{Name: optTeamTarget, Default: "player", Values: []string{"player", "team"}, Clarification: "nn/clar.team-target",
		Doc: "in the team game with a points limit, whether a player's total (player) or a team's sum (team) must pass it"},
}

// settings are the options resolved into the values the rules consult,
// each field read from the option its tag names (engine.Spec.ReadSettings).
type settings struct {
	PlayOrder       bool `option:"collect-order=play-order"` // collect in play order instead of clockwise
	AnyEqualTie     bool `option:"tie=any-equal"`
	SixSetupOnce    bool `option:"six-setup=first-round-only"`
	Rounds          int  `option:"rounds"` // 0: as many as players
	Target          int  `option:"target"` // 0: fixed rounds
	LowestTieFirstC bool `option:"lowest-tie=first-clockwise"`
	SixPairs        bool `option:"six-teams=three-of-two"` // six players may also form three teams of two
	TeamTarget      bool `option:"team-target=team"`       // a team's sum, not a player's total, must pass the target
}
