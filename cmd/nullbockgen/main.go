// Command nullbockgen writes generated Null Bock transcripts for the
// conformance corpus (fixtures/null-bock/valid/*-generated.yaml). It plays
// seeded games with the reference engine, choosing among the legal moves
// with a mild preference for captures and for getting rid of Null Bocks and
// hinds, so that games reach 150 points in a reasonable number of rounds.
// Expected scores in its output come from the engine: the files say
// origin: generated.
//
//	go run ./cmd/nullbockgen -players 4 -seed 3 [-option rounds=2] [-want pass,bigstag,nbwon,nbkept]
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/games/nullbock"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

var allNames = []string{"Anna", "Bert", "Carl", "Dora", "Emil", "Fanny"}

type optionList map[string]string

func (o optionList) String() string { return fmt.Sprint(map[string]string(o)) }
func (o optionList) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok {
		return fmt.Errorf("option is name=value")
	}
	o[k] = v
	return nil
}

func main() {
	players := flag.Int("players", 4, "number of players")
	seed := flag.Uint64("seed", 1, "first seed to try")
	want := flag.String("want", "pass,bigstag,nbwon,nbkept", "features the game must show")
	desc := flag.String("description", "", "description line")
	opts := optionList{}
	flag.Var(opts, "option", "game option name=value (repeatable)")
	flag.Parse()
	for s := *seed; s < *seed+10000; s++ {
		text, seen, err := play(*players, s, opts, *desc)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		ok := true
		for _, w := range strings.Split(*want, ",") {
			ok = ok && (w == "" || seen[w])
		}
		if ok {
			fmt.Print(text)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "no seed gives a game with every wanted feature")
	os.Exit(1)
}

// value rates a move for the player making it.
func value(m engine.Match, mv engine.Move) int {
	st := m.State().(nullbock.State)
	c := mv.Cards[0]
	switch mv.Kind {
	case nullbock.KindPass:
		return 0
	case nullbock.KindEdge:
		e, _ := nullbock.ParseCard(st.Players[mv.Target].Edge)
		if nullbock.IsStag(c) {
			v := 3 * int(e.Rank)
			if nullbock.IsNullBock(c) {
				v += 20
			}
			return v
		}
		if nullbock.IsNullBock(e) {
			return -10
		}
		return int(c.Rank)
	case nullbock.KindArena:
		if nullbock.IsNullBock(c) {
			return 25
		}
		if nullbock.IsHind(c) {
			return int(c.Rank) + 2
		}
		return 8 - int(c.Rank)/2
	}
	return 0
}

// features are the names --want takes, each with the rule whose report
// shows that a game has it.
var features = map[string]string{
	"pass":    "nb/turn.pass",
	"bigstag": "nb/bigstag.win",
	"nbwon":   "nb/score.null-bock-won",
	"nbkept":  "nb/score.null-bock-kept",
}

func play(n int, seed uint64, opts optionList, desc string) (string, map[string]bool, error) {
	names := allNames[:n]
	if desc == "" {
		desc = fmt.Sprintf("%d players, generated from seed %d", n, seed)
	}
	rec, err := transcript.GenerateRecord(nullbock.Game{}, transcript.GenerateOptions{
		Players:     names,
		Options:     opts,
		Seed:        seed,
		Description: desc,
		Choose:      choose,
	})
	if err != nil {
		return "", nil, err
	}
	claims := []string{"nb/deal.hand", "nb/setup.edge", "nb/setup.starter", "nb/setup.next-starter", "nb/turn.order",
		"nb/arena.empty-hind", "nb/edge.stag-on-hind", "nb/edge.hind-on-stag", "nb/end.empty-hand", "nb/score.hinds-won", "nb/score.hinds-in-hand",
		"nb/turn.pass", "nb/bigstag.win", "nb/bigstag.then-hind", "nb/score.null-bock-won", "nb/score.null-bock-kept"}
	if opts["rounds"] != "" && opts["rounds"] != "0" {
		claims = append(claims, "nb/game.fixed-rounds")
	} else {
		claims = append(claims, "nb/game.target")
	}
	text := rec.Encode()
	heard, err := exercised(text)
	if err != nil {
		return "", nil, err
	}
	// A game that, say, leaves no hind in any hand at the end of a round
	// does not cover the rule that scores one: the corpus test
	// (fixtures/covers_test.go) holds every claim to what the game makes
	// the engine report, so only those are written.
	rec.Covers = slices.DeleteFunc(claims, func(id string) bool { return heard[id] == 0 })
	seen := map[string]bool{}
	for feature, id := range features {
		seen[feature] = heard[id] > 0
	}
	return rec.Encode(), seen, nil
}

// exercised plays the generated transcript text again and counts the
// rules the engine reports while it is played.
func exercised(text string) (exercise.Counts, error) {
	t, err := transcript.Parse("generated", []byte(text), transcript.DefaultLimits)
	if err != nil {
		return nil, err
	}
	heard := exercise.Counts{}
	if _, err := transcript.Run(t, &transcript.Observer{Rules: heard.Hook()}); err != nil {
		return nil, err
	}
	return heard, nil
}

// choose plays the best-rated legal move, or a uniformly drawn one about a
// third of the time, so that games vary but still reach their end.
func choose(m engine.Match, legal []engine.Move, rng *engine.SplitMix64) engine.Move {
	best, bestV := 0, -1<<30
	for i, mv := range legal {
		if v := value(m, mv); v > bestV {
			best, bestV = i, v
		}
	}
	if rng.Intn(100) < 35 {
		return legal[rng.Intn(len(legal))]
	}
	return legal[best]
}
