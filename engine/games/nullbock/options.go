package nullbock

import "github.com/regelwerk/regelwerk/engine"

// Option names, as written in a transcript's options.
const (
	optRounds        = "rounds"
	optTarget        = "target"
	optTargetRule    = "target-rule"
	optFixedStop     = "fixed-rounds-stop"
	optSetupCard     = "edge-setup"
	optOwnEdge       = "own-edge"
	optZeroOnZero    = "null-bock-on-null-bock"
	optStarterScore  = "starter-score"
	optStarterTie    = "starter-tie"
	optNullBockCount = "null-bock-count"
	optEndArenaBonus = "end-arena-bonus"
	optEmptyHand     = "empty-hand"
	optTurnStart     = "turn-start"
	optStuck         = "stuck-arena"
	optNoHindEnd     = "no-hind-end"
	optWinnerTie     = "winner-tie"
)

var optionSpecs = []engine.OptionSpec{
	{Name: optRounds, Default: "0",
		Doc: "play this many rounds and let the highest total win (0: play to the target)"},
	{Name: optTarget, Default: "150",
		Doc: "the total that ends the game when rounds is 0"},
	{Name: optTargetRule, Default: "reach", Values: []string{"reach", "exceed"}, Clarification: "nb/clar.target",
		Doc: "whether the game ends when a total reaches the target or only when it exceeds it"},
	{Name: optFixedStop, Default: "rounds", Values: []string{"rounds", "first"}, Clarification: "nb/clar.fixed-rounds",
		Doc: "with fixed rounds, whether reaching the target earlier also ends the game"},
	{Name: optSetupCard, Default: "any", Values: []string{"any", "no-high-hinds"}, Clarification: "nb/clar.setup-any-card",
		Doc: "whether the hinds 11, 13 and 15 may be laid on one's edge at the start of a round"},
	{Name: optOwnEdge, Default: "allowed", Values: []string{"allowed", "forbidden"}, Clarification: "nb/clar.own-edge",
		Doc: "whether a player may play onto his own edge"},
	{Name: optZeroOnZero, Default: "allowed", Values: []string{"allowed", "forbidden"}, Clarification: "nb/clar.null-bock-on-null-bock",
		Doc: "whether a Null Bock may cover a Null Bock in the Arena"},
	{Name: optStarterScore, Default: "total", Values: []string{"total", "round"}, Clarification: "nb/clar.next-starter",
		Doc: "which score picks the next round's starter: the running total or the last round's score"},
	{Name: optStarterTie, Default: "named", Values: []string{"named", "clockwise"}, Clarification: "nb/clar.starter-tie",
		Doc: "on a tie for the highest score, the transcript names one of the tied players, or the first of them clockwise after the last starter starts"},
	{Name: optNullBockCount, Default: "per-card", Values: []string{"per-card", "once"}, Clarification: "nb/clar.null-bock-count",
		Doc: "whether the 15-point bonus and malus count per Null Bock or once per player"},
	{Name: optEndArenaBonus, Default: "big-stag-only", Values: []string{"big-stag-only", "counts"}, Clarification: "nb/clar.null-bock-end-arena",
		Doc: "whether only a Null Bock in an Arena cleared by a big stag earns the bonus, or one in the Arena won at the end of the round too"},
	{Name: optEmptyHand, Default: "ends", Values: []string{"ends", "skip"}, Clarification: "nb/clar.empty-hand-empty-arena",
		Doc: "whether a player to move without cards ends the round even when the Arena is empty, or is passed over then"},
	{Name: optTurnStart, Default: "big-stag-first", Values: []string{"big-stag-first", "empty-hand-first"}, Clarification: "nb/clar.turn-start",
		Doc: "when a turn begins with the player's stag on top and his hand empty: he clears the Arena as big stag first, or the round ends on his empty hand first"},
	{Name: optStuck, Default: "end", Values: []string{"end", "clear"}, Clarification: "nb/clar.stuck-arena",
		Doc: "when a hind tops the Arena and nobody can play: the round ends, or the Arena is set aside and play goes on"},
	{Name: optNoHindEnd, Default: "empty-arena", Values: []string{"empty-arena", "no-hind-held"}, Clarification: "nb/clar.no-hind-scope",
		Doc: "the round ends when nobody can open the empty Arena with a hind (empty-arena), or as soon as nobody holds a hind, a stag on top or not, the Arena then scoring for nobody (no-hind-held)"},
	{Name: optWinnerTie, Default: "share", Values: []string{"share", "play-on"}, Clarification: "nb/clar.winner-tie",
		Doc: "on a tie for the highest final total: the tied players share the win, or further rounds are played"},
}

// settings are the options resolved into the values the rules consult,
// each field read from the option its tag names (engine.Spec.ReadSettings).
type settings struct {
	Rounds          int  `option:"rounds"`
	Target          int  `option:"target"`
	Exceed          bool `option:"target-rule=exceed"`
	FixedFirst      bool `option:"fixed-rounds-stop=first"`
	NoHighSetup     bool `option:"edge-setup=no-high-hinds"`
	NoOwnEdge       bool `option:"own-edge=forbidden"`
	NoZeroOnZero    bool `option:"null-bock-on-null-bock=forbidden"`
	StarterByRound  bool `option:"starter-score=round"`
	StarterTieClock bool `option:"starter-tie=clockwise"`
	NullBockOnce    bool `option:"null-bock-count=once"`
	BonusBigStag    bool `option:"end-arena-bonus=big-stag-only"`
	EmptyHandSkip   bool `option:"empty-hand=skip"`
	EmptyHandFirst  bool `option:"turn-start=empty-hand-first"`
	StuckClear      bool `option:"stuck-arena=clear"`
	NoHindHeld      bool `option:"no-hind-end=no-hind-held"`
	TiePlayOn       bool `option:"winner-tie=play-on"`
}
