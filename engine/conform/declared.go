package conform

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// declare keeps the readings the implementation's hello declares
// (protocol.Reply.Readings), per game, and notes what it cannot use: a
// game, an option or a value the reference does not know.
func (r *runner) declare(readings map[string]map[string][]string) {
	r.declared = map[string]map[string][]string{}
	for _, game := range slices.Sorted(maps.Keys(readings)) {
		g, err := engine.Lookup(game)
		if err != nil {
			r.report.addNote(engine.Textf("the hello declares readings of an unknown game %q: ignored", game))
			continue
		}
		specs := map[string]engine.OptionSpec{}
		for _, spec := range g.Options() {
			specs[spec.Name] = spec
		}
		out := map[string][]string{}
		opts := readings[game]
		for _, name := range slices.Sorted(maps.Keys(opts)) {
			spec, ok := specs[name]
			if !ok {
				r.report.addNote(engine.Textf("the hello declares an unknown option %q of %s: ignored", name, game))
				continue
			}
			for _, v := range opts[name] {
				if !takes(spec, v) {
					r.report.addNote(engine.Textf("the hello declares %s: %s of %s, a value the option does not take: ignored", name, v, game))
					continue
				}
				if !slices.Contains(out[name], v) {
					out[name] = append(out[name], v)
				}
			}
		}
		r.declared[game] = out
	}
}

// takes reports whether v is a value the option takes, "*" standing for
// any whole number of a whole-number option.
func takes(spec engine.OptionSpec, v string) bool {
	if len(spec.Values) > 0 {
		return slices.Contains(spec.Values, v)
	}
	if v == protocol.AnyNumber {
		return true
	}
	_, err := engine.ResolveOptions([]engine.OptionSpec{spec}, map[string]string{spec.Name: v})
	return err == nil
}

// declares reports whether the implementation declares value v of option
// spec for game: an option it lists no value for plays its default only.
func (r *runner) declares(game string, spec engine.OptionSpec, v string) bool {
	d, ok := r.declared[game][spec.Name]
	if !ok {
		return v == spec.Default
	}
	if slices.Contains(d, v) || v == spec.Default {
		return true
	}
	return len(spec.Values) == 0 && slices.Contains(d, protocol.AnyNumber)
}

// declaredSkip is why fixture c is not sent to an implementation that
// declares its readings of c's game, "" when it is: a fixture that sets an
// option to a value the implementation does not declare needs a reading it
// does not play. An implementation that declares nothing for the game gets
// every fixture, and answers skipped to those it cannot play.
func (r *runner) declaredSkip(c *Case) (reason, group string) {
	if _, ok := r.declared[c.Game]; !ok {
		return "", ""
	}
	g, err := engine.Lookup(c.Game)
	if err != nil {
		return "", ""
	}
	var missing []string
	for _, spec := range g.Options() {
		if v, set := c.Options[spec.Name]; set && !r.declares(c.Game, spec, v) {
			missing = append(missing, spec.Name+"="+v)
		}
	}
	if len(missing) == 0 {
		return "", ""
	}
	list := strings.Join(missing, ", ")
	return "the fixture needs " + list + ", which the implementation does not declare among its readings",
		"the fixture needs a reading the implementation does not declare: " + list
}

// nonDefault lists the options of c set to another value than the
// default, as NAME=VALUE, in the game's order: what sets a skipped case
// apart from one played with the defaults.
func nonDefault(c *Case) []string {
	g, err := engine.Lookup(c.Game)
	if err != nil {
		return nil
	}
	var out []string
	for _, spec := range g.Options() {
		if v, set := c.Options[spec.Name]; set && v != spec.Default {
			out = append(out, spec.Name+"="+v)
		}
	}
	return out
}

// maxReplacements bounds how many further seeds stand in for a random
// game the implementation skips: its seed S+i is followed by S+i+N,
// S+i+2N, ... (N random games asked), each slot keeping seeds of its own
// so that shards still play exactly the cases of the whole run.
const maxReplacements = 9

// slotSeed is the k-th seed of random game i (k = 0 the first), false
// past the largest seed.
func (r *runner) slotSeed(i, k int) (uint64, bool) {
	step := uint64(r.opt.Random) * uint64(k)
	if k > 0 && step/uint64(k) != uint64(r.opt.Random) {
		return 0, false
	}
	seed := r.opt.Seed + uint64(i)
	if seed < r.opt.Seed {
		return 0, false
	}
	if seed+step < seed {
		return 0, false
	}
	return seed + step, true
}

// checkSeeds refuses a run whose random games would go past the largest
// seed, as gen does: their seeds would wrap to 0.
func checkSeeds(seed uint64, count int) error {
	if count > 0 && seed+uint64(count-1) < seed {
		return fmt.Errorf("--seed %d with --count %d goes past the largest seed, %s", seed, count, strconv.FormatUint(^uint64(0), 10))
	}
	return nil
}
