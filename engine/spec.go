package engine

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"
)

// Spec is what a game declares about itself: its identity, deck and
// options, the table it is played at, and its deliberately wrong rules.
// A game's Game type answers the methods of Game that read these facts by
// embedding Described, and checks a Config against them with Prepare.
type Spec struct {
	// ID is the stable identifier used in transcripts and the catalogue
	// file name; Name the printed title.
	ID, Name string
	// Deck is the complete deck, used to read card codes.
	Deck *Deck
	// Options lists the options a transcript may set.
	Options []OptionSpec
	// MinPlayers and MaxPlayers bound the number of players, as the
	// catalogue rule PlayersRule sets it. Seats, when set, says the same
	// in the rulebook's words for the message of a wrong table ("3 to 5
	// players, or 6 in the six-player variant").
	MinPlayers, MaxPlayers int
	PlayersRule            string
	Seats                  string
	// Solo marks a game in which everyone plays for himself: Prepare
	// refuses teams.
	Solo bool
	// Ranks is which way the game ranks its players once it is over, as
	// its rulebook names the winner: Ranking reads it. Every game
	// declares it.
	Ranks Order
	// Moves are the shapes of the game's moves in a transcript, its move
	// syntax, declared once.
	Moves []MoveForm
	// Cards says how a card code is written, for a reader who has never
	// seen one: "a colour R, Y, G, B, P, A (grey) or K (black) and a value
	// 1 to 8 (R1, K8)".
	Cards string
	// Lines are the score lines a round records besides its scores, the
	// keys of ScoreLines.RoundLines; nil for a game with none.
	Lines []ScoreLine
	// Mutations maps the name of each deliberately wrong rule the game
	// can be switched to (Config.Mutations) to the catalogue ID of the rule
	// it breaks. They exist only to show that a conformance harness
	// catches a broken implementation (`regelwerk serve --mutate NAME`,
	// docs/conformance.md); nothing else ever sets them.
	Mutations map[string]string
	// Conformance is what a conformance harness must know of the game
	// besides its rules: the edges its random and mutated games must
	// reach, and the rules it blames a divergence on. Every game declares
	// it.
	Conformance Conformance
}

// Order is which way a game ranks its players once it is over: the highest
// total first, or the lowest. Every game declares it in its Spec (Ranks);
// its zero value is no declaration.
type Order uint8

const (
	// HighestFirst ranks the highest total first: it wins.
	HighestFirst Order = iota + 1
	// LowestFirst ranks the lowest total first: it wins.
	LowestFirst
)

// Conformance is what a game tells a conformance harness (engine/conform)
// that the rules alone do not: which of the game's edges a bug may need
// (a total equal to the target, a round ended by an empty hand), under
// which rules the reference refuses a move of a player at the table, and
// which rules decide who acts, when a round ends and when the game ends,
// on which a divergence there is blamed. Every ID is a rule or
// clarification of the game's catalogue.
type Conformance struct {
	// Target, when set, is the option whose number the totals race to:
	// random and mutated games must reach a total equal to it and one
	// past it.
	Target string
	// Edges are the other ends of a round the games must reach, in the
	// order a report lists them.
	Edges []Edge
	// Refusals are the rules under which the reference refuses a move of
	// the game by a player at the table (docs/protocol.md, "Which rule a
	// refusal names"): a mutated game inserts a move refused under each.
	Refusals []string
	// EndRules decide when the game ends and who wins it: a divergence
	// in game over or in the winners is blamed on them.
	EndRules []string
	// TurnRules decide who may act: turn order, who leads or starts. A
	// divergence in who may act is blamed on them.
	TurnRules []string
	// RoundEndRules decide whether a round is over: a divergence in
	// round over, at the step that ended the round, is blamed on those of
	// them the step applied, not on the rules that scored the round: one
	// side scored it and the other did not, and blamed they would stand
	// beside the rule that ended it at the head of the suspects.
	RoundEndRules []string
}

// Edge is an end of a round a conformance harness must reach: one at which
// the rule Rule was applied in the round. ID names it in reports and
// tests ("round.last-card").
type Edge struct {
	ID, Rule string
}

// Prepare checks cfg as a match of the game begins: the number of players
// must lie between MinPlayers and MaxPlayers (a *Violation of PlayersRule
// otherwise), a Solo game must have no teams (a plain error: the game has
// no such set-up at all), and the options must resolve against Options (an
// *OptionError otherwise; an option given as "" takes its default). On
// success cfg holds the resolved options, in a map of its own, so that the
// caller's map stays as it was; and, unless settings is nil, the game's
// struct of settings it points to holds them as the fields' tags ask
// (ReadSettings). A success reports PlayersRule to cfg.Rules: Prepare is
// where that rule is consulted, so that no game has to remember to say so.
func (s *Spec) Prepare(cfg *Config, settings any) error {
	if n := cfg.Seats(); n < s.MinPlayers || n > s.MaxPlayers {
		// Seats is a message of its own, translated as it stands.
		seats := Text{Format: s.Seats}
		if seats.Format == "" {
			seats = Textf("%d to %d players", s.MinPlayers, s.MaxPlayers)
		}
		return Violationf(s.PlayersRule, NoSeat, "%s is played by %s, not %d", s.Name, seats, n)
	}
	if s.Solo && cfg.Teams != nil {
		return fmt.Errorf("%s has no teams: everyone plays for himself", s.Name)
	}
	// ResolveOptions leaves the map it is given as it was: a copy is only
	// needed to drop the options given as "".
	// An option given as "" takes its default; an unknown name stays, to
	// be refused.
	given := map[string]string(cfg.Options)
	for k, v := range cfg.Options {
		if v == "" && s.declares(k) {
			given = make(map[string]string, len(cfg.Options))
			for k, v := range cfg.Options {
				if v != "" || !s.declares(k) {
					given[k] = v
				}
			}
			break
		}
	}
	opts, err := ResolveOptions(s.Options, given)
	if err != nil {
		return err
	}
	cfg.Options = opts
	if settings != nil {
		if err := s.ReadSettings(opts, settings); err != nil {
			return err
		}
	}
	cfg.Exercise(s.PlayersRule)
	return nil
}

// Specified is a game type that declares itself with a Spec.
type Specified interface {
	// Spec returns the game's declaration. Its callers only read it.
	Spec() *Spec
}

// Described answers, for the game type G that embeds it, the methods of
// Game that G's Spec decides, and Mutations; G adds Spec and New:
//
//	type Game struct{ engine.Described[Game] }
//
//	func (Game) Spec() *engine.Spec { return &spec }
//
// It holds nothing, so that the zero value of G is the game.
type Described[G Specified] struct{}

func (Described[G]) spec() *Spec {
	var g G
	return g.Spec()
}

// ID returns Spec().ID.
func (d Described[G]) ID() string { return d.spec().ID }

// Name returns Spec().Name.
func (d Described[G]) Name() string { return d.spec().Name }

// Deck returns Spec().Deck.
func (d Described[G]) Deck() *Deck { return d.spec().Deck }

// Options returns Spec().Options.
func (d Described[G]) Options() []OptionSpec { return d.spec().Options }

// Moves returns Spec().Moves.
func (d Described[G]) Moves() []MoveForm { return d.spec().Moves }

// Mutations returns a copy of Spec().Mutations: each deliberately wrong
// rule by name, with the catalogue ID of the rule it breaks.
func (d Described[G]) Mutations() map[string]string { return maps.Clone(d.spec().Mutations) }

// declares reports whether the game has an option named name.
func (s *Spec) declares(name string) bool {
	return slices.ContainsFunc(s.Options, func(o OptionSpec) bool { return o.Name == name })
}

// ReadSettings sets the fields of the struct settings points to from the
// options o, resolved against s.Options, as each field's `option` tag says:
//
//	Rounds    int    `option:"rounds"`             // the option's number
//	DealtZero string `option:"dealt-zero"`         // the option's value
//	Exceed    bool   `option:"target-rule=exceed"` // whether it has that value
//
// so that a game declares once how it reads each option, and plays by
// plain fields. Fields without the tag are left alone; tagged ones must be
// exported. A tag that names an option or a value s does not declare, or a
// field of another type, is a mistake of the game and an error.
func (s *Spec) ReadSettings(o Options, settings any) error {
	v := reflect.ValueOf(settings)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("%s: settings are read into a pointer to a struct, not a %T", s.ID, settings)
	}
	v = v.Elem()
	plan, err := s.settingsPlan(v.Type())
	if err != nil {
		return err
	}
	for _, f := range plan {
		switch field := v.Field(f.index); f.kind {
		case reflect.Bool:
			field.SetBool(o.Get(f.option) == f.value)
		case reflect.Int:
			field.SetInt(int64(o.Int(f.option)))
		default:
			field.SetString(o.Get(f.option))
		}
	}
	return nil
}

// setting is how one field of a game's settings is read: as whether option
// has value (a bool), as its number (an int) or as its value (a string).
type setting struct {
	index  int
	kind   reflect.Kind
	option string
	value  string
}

type planKey struct {
	spec *Spec
	typ  reflect.Type
}

type planned struct {
	plan []setting
	err  error
}

// plans holds the reading of each settings type a spec has read into: a
// match of a game begins far more often than its tags could change (they
// cannot), and reading them through reflection costs more than the match.
var plans sync.Map // planKey -> planned

// settingsPlan returns how the fields of struct type t are read from s's
// options, or the game's mistake in its tags.
func (s *Spec) settingsPlan(t reflect.Type) ([]setting, error) {
	key := planKey{s, t}
	if p, ok := plans.Load(key); ok {
		return p.(planned).plan, p.(planned).err
	}
	plan, err := s.planSettings(t)
	plans.Store(key, planned{plan, err})
	return plan, err
}

func (s *Spec) planSettings(t reflect.Type) ([]setting, error) {
	var plan []setting
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, ok := f.Tag.Lookup("option")
		if !ok {
			continue
		}
		name, value, reading := strings.Cut(tag, "=")
		j := slices.IndexFunc(s.Options, func(x OptionSpec) bool { return x.Name == name })
		bad := func(what string) error {
			return fmt.Errorf("%s: setting %s (option:%q) %s", s.ID, f.Name, tag, what)
		}
		switch {
		case j < 0:
			return nil, bad("names no option of the game")
		case !f.IsExported():
			return nil, bad("is not exported")
		case reading && f.Type.Kind() != reflect.Bool:
			return nil, bad("reads a value into a field that is not a bool")
		case reading && !slices.Contains(s.Options[j].Values, value):
			return nil, bad("names a value the option does not take")
		case reading:
			plan = append(plan, setting{i, reflect.Bool, name, value})
		case f.Type.Kind() == reflect.Int && len(s.Options[j].Values) == 0:
			plan = append(plan, setting{i, reflect.Int, name, ""})
		case f.Type.Kind() == reflect.String:
			plan = append(plan, setting{i, reflect.String, name, ""})
		default:
			return nil, bad("reads an option into a field that is neither a string nor, for a number, an int")
		}
	}
	return plan, nil
}
