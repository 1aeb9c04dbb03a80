package conform

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// Reading is an option value an implementation plays by: the reading of an
// ambiguous rule it follows (each clarification of the catalogue has an
// option), or a variant. `conform --option GAME:NAME=VALUE`.
type Reading struct {
	Game, Name, Value string
}

// String writes the reading as the command line takes it.
func (r Reading) String() string { return r.Game + ":" + r.Name + "=" + r.Value }

// ParseReading reads GAME:NAME=VALUE and checks it against the game's
// options.
func ParseReading(s string) (Reading, error) {
	game, rest, ok1 := strings.Cut(s, ":")
	name, value, ok2 := strings.Cut(rest, "=")
	if !ok1 || !ok2 || game == "" || name == "" {
		return Reading{}, fmt.Errorf("an option is GAME:NAME=VALUE, such as zero:take-back=yes, not %q", s)
	}
	r := Reading{Game: game, Name: name, Value: value}
	return r, checkReadings([]Reading{r})
}

// checkReadings checks each reading against its game's options, and that
// no option is given two values.
func checkReadings(rs []Reading) error {
	seen := map[string]string{}
	for _, r := range rs {
		g, err := engine.Lookup(r.Game)
		if err != nil {
			return err
		}
		if _, err := engine.ResolveOptions(g.Options(), map[string]string{r.Name: r.Value}); err != nil {
			return fmt.Errorf("%s: %v", r.Game, err)
		}
		key := r.Game + ":" + r.Name
		if v, ok := seen[key]; ok && v != r.Value {
			return fmt.Errorf("option %s is given twice: %s and %s", key, v, r.Value)
		}
		seen[key] = r.Value
	}
	return nil
}

// readings returns the options set for game, nil when none are.
func (o *Options) readings(game string) map[string]string {
	var out map[string]string
	for _, r := range o.Readings {
		if r.Game == game {
			if out == nil {
				out = map[string]string{}
			}
			out[r.Name] = r.Value
		}
	}
	return out
}

// readingSkip decides whether fixture c is played under the readings
// asked for its game, and adds them to its options when it is.
//
// A fixture that sets an option to the value asked, or does not set it
// and comes out the same under the value asked, is played with it: every
// step gets the same verdict (and rule) and every round the same scores,
// totals and winners, played through the reference both ways. A fixture
// that sets the option to another value, or whose outcome changes under
// the value asked, depends on the option: it is skipped, with the reason;
// group is the reason without where the outcome parts, as the report
// counts skips.
func (r *runner) readingSkip(c *Case) (reason, group string) {
	asked := r.opt.readings(c.Game)
	if len(asked) == 0 {
		return "", ""
	}
	var neutral []string
	for _, name := range slices.Sorted(maps.Keys(asked)) {
		v := asked[name]
		set, ok := c.Options[name]
		switch {
		case ok && set == v:
		case ok:
			reason := fmt.Sprintf("the fixture sets %s: %s, not %s", name, set, v)
			return reason, reason
		default:
			neutral = append(neutral, name)
		}
	}
	if len(neutral) == 0 {
		return "", ""
	}
	with := c.clone()
	with.Options = maps.Clone(c.Options)
	if with.Options == nil {
		with.Options = map[string]string{}
	}
	for _, name := range neutral {
		with.Options[name] = asked[name]
	}
	if differs := outcomeDiffers(c, with); differs != "" {
		var list []string
		for _, name := range neutral {
			list = append(list, name+": "+asked[name])
		}
		group := "the fixture depends on " + strings.Join(list, ", ")
		return group + ": " + differs, group
	}
	c.Options = with.Options
	return "", ""
}

// outcomeDiffers plays both cases through the reference and says where
// their outcomes part, "" when they do not.
func outcomeDiffers(a, b *Case) string {
	sa, sb := protocol.NewServer("regelwerk", "", nil), protocol.NewServer("regelwerk", "", nil)
	score := protocol.Request{Cmd: protocol.CmdScores}
	for _, st := range a.Steps() {
		st2 := st
		if st.Req.Cmd == protocol.CmdNewGame {
			st2.Req.Options = b.Options
		}
		ra, rb := sa.Handle(st.Req), sb.Handle(st2.Req)
		if ra.Status != rb.Status || ra.Rule != rb.Rule {
			return fmt.Sprintf("%s is %s with the fixture's options, %s with the reading asked", stepText(st), shortVerdict(ra), shortVerdict(rb))
		}
		if ra.Status != protocol.StatusAccepted || st.Req.Cmd == protocol.CmdNewGame {
			continue
		}
		ka, kb := sa.Handle(score), sb.Handle(score)
		if ka.RoundOver != kb.RoundOver || ka.GameOver != kb.GameOver || !equalScores(ka.Round, kb.Round) ||
			!equalScores(ka.Totals, kb.Totals) || !slices.Equal(ka.Winners, kb.Winners) {
			return fmt.Sprintf("the scores after %s differ", stepText(st))
		}
	}
	return ""
}

// shortVerdict is a verdict in a few words: "rejected (RULE)".
func shortVerdict(rep protocol.Reply) string {
	if rep.Rule != "" {
		return rep.Status + " (" + rep.Rule + ")"
	}
	return rep.Status
}
