// Command fixturegen writes generated Null Bock transcripts for the
// conformance corpus (fixtures/null-bock/valid/*-generated.yaml). It plays
// seeded games with the reference engine, choosing among the legal moves
// with a mild preference for captures and for getting rid of Null Bocks and
// hinds, so that games reach 150 points in a reasonable number of rounds.
// Expected scores in its output come from the engine: the files say
// origin: generated.
//
//	go run ./engine/nullbock/internal/fixturegen -players 4 -seed 3 [-option rounds=2] [-want pass,bigstag,nbwon,nbkept]
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/nullbock"
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

func play(n int, seed uint64, opts optionList, desc string) (string, map[string]bool, error) {
	names := allNames[:n]
	seen := map[string]bool{}
	cfg := engine.Config{Players: names, Options: map[string]string(opts)}
	cfg.Events = func(e engine.Event) {
		switch {
		case strings.HasPrefix(e.Text, "big stag"):
			seen["bigstag"] = true
		case strings.Contains(e.Text, "no legal play"):
			seen["pass"] = true
		case strings.Contains(e.Text, "Null Bock won +") && !strings.Contains(e.Text, "Null Bock won +0"):
			seen["nbwon"] = true
		}
		if strings.Contains(e.Text, "Null Bock in hand -") && !strings.Contains(e.Text, "Null Bock in hand -0") {
			seen["nbkept"] = true
		}
	}
	m, err := nullbock.Game{}.New(cfg)
	if err != nil {
		return "", nil, err
	}
	rng := engine.NewSplitMix64(seed)
	var b strings.Builder
	if desc == "" {
		desc = fmt.Sprintf("%d players, generated from seed %d", n, seed)
	}
	fmt.Fprintf(&b, "game: null-bock\ndescription: %s\norigin: generated\n", desc)
	b.WriteString("covers: [COVERS]\n")
	fmt.Fprintf(&b, "players: [%s]\n", strings.Join(names, ", "))
	if len(opts) > 0 {
		b.WriteString("options:\n")
		keys := make([]string, 0, len(opts))
		for k := range opts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(&b, "  %s: %q\n", k, opts[k])
		}
	}
	b.WriteString("rounds:\n")
	buf := make([]engine.Move, 0, 256)
	for r := 1; !m.GameOver(); r++ {
		if r > 200 {
			return "", nil, fmt.Errorf("seed %d: no end after 200 rounds", seed)
		}
		d := m.DealFromSeed(engine.Seat((r-1)%n), rng.Uint64())
		if err := m.StartRound(d); err != nil {
			return "", nil, err
		}
		fmt.Fprintf(&b, "  - dealer: %s\n    starter: %s\n    deal:\n", names[d.Dealer], names[d.Starter])
		for s, h := range d.Hands {
			fmt.Fprintf(&b, "      %s: [%s]\n", names[s], strings.ReplaceAll(nullbock.Game{}.Deck().Codes(h), " ", ", "))
		}
		b.WriteString("    moves:\n")
		for !m.RoundOver() {
			buf = m.Legal(buf[:0])
			best, bestV := 0, -1<<30
			for i, mv := range buf {
				if v := value(m, mv); v > bestV {
					best, bestV = i, v
				}
			}
			pick := buf[best]
			if rng.Intn(100) < 35 {
				pick = buf[rng.Intn(len(buf))]
			}
			if v := m.Apply(pick); v != nil {
				return "", nil, fmt.Errorf("engine refused its own move: %v", v)
			}
			fmt.Fprintf(&b, "      - %s: %s\n", names[pick.Seat], m.FormatMove(pick))
		}
		b.WriteString("    expect:\n")
		fmt.Fprintf(&b, "      scores: {%s}\n", pairs(names, m.RoundScores()))
		lines := m.(engine.ScoreLines).RoundLines()
		for _, k := range []string{nullbock.LineWon, nullbock.LineKept, nullbock.LineBonus, nullbock.LineMalus} {
			fmt.Fprintf(&b, "      %s: {%s}\n", k, pairs(names, lines[k]))
		}
		fmt.Fprintf(&b, "      totals: {%s}\n", pairs(names, m.Totals()))
	}
	var winners []string
	for _, s := range m.Winners() {
		winners = append(winners, names[s])
	}
	fmt.Fprintf(&b, "expect:\n  totals: {%s}\n  winners: [%s]\n", pairs(names, m.Totals()), strings.Join(winners, ", "))
	covers := []string{"nb/deal.hand", "nb/setup.edge", "nb/setup.starter", "nb/setup.next-starter", "nb/turn.order",
		"nb/arena.empty-hind", "nb/edge.stag-on-hind", "nb/edge.hind-on-stag", "nb/end.empty-hand", "nb/score.hinds-won", "nb/score.hinds-in-hand"}
	if seen["pass"] {
		covers = append(covers, "nb/turn.pass")
	}
	if seen["bigstag"] {
		covers = append(covers, "nb/bigstag.win", "nb/bigstag.then-hind")
	}
	if seen["nbwon"] {
		covers = append(covers, "nb/score.null-bock-won")
	}
	if seen["nbkept"] {
		covers = append(covers, "nb/score.null-bock-kept")
	}
	if opts["rounds"] != "" && opts["rounds"] != "0" {
		covers = append(covers, "nb/game.fixed-rounds")
	} else {
		covers = append(covers, "nb/game.target")
	}
	return strings.Replace(b.String(), "COVERS", strings.Join(covers, ", "), 1), seen, nil
}

func pairs(names []string, vals []int) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s: %d", n, vals[i])
	}
	return strings.Join(parts, ", ")
}
