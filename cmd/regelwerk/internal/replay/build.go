package replay

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
	"github.com/regelwerk/regelwerk/rules"
)

// BuildOptions tune what Build records.
type BuildOptions struct {
	// FullStates gives every step its whole state instead of a patch.
	FullStates bool
	// Lang is the language of the events and messages: en (or empty),
	// fr or de.
	Lang string
}

// Build plays t through its game and records the replay. It fails only on
// a transcript that cannot be played at all (an unknown game, card or
// player), as transcript.Run does; a broken rule is in the Document.
func Build(t *transcript.Transcript, opt BuildOptions) (*Document, error) {
	b := &builder{t: t, opt: opt, doc: &Document{File: t.File, Game: t.Game.Value, Steps: []Step{}, Rounds: []Round{}}}
	if opt.Lang != "en" {
		b.doc.Lang = opt.Lang
	}
	obs := &transcript.Observer{
		RoundStart: func(n int, _ table.Deal, m engine.Match) {
			pos := t.Rounds[n-1].Pos
			if err := b.step(Step{Round: n, N: b.moves, At: b.at(pos)}, m, true); err != nil {
				b.err = err
			}
		},
		Move: func(n, i int, e *transcript.MoveEntry, mv engine.Move, m engine.Match) {
			b.moves++
			s := Step{Round: n, Move: i, N: b.moves, Player: e.Player.Value, Text: m.FormatMove(mv).String(), At: b.at(e.Pos)}
			if err := b.step(s, m, b.opt.FullStates); err != nil {
				b.err = err
			}
		},
		Event: func(ev engine.Event) {
			if k := len(b.doc.Steps); k > 0 {
				b.doc.Steps[k-1].Events = append(b.doc.Steps[k-1].Events, b.event(ev))
			}
		},
		RoundEnd: func(n int, m engine.Match) {
			r := Round{Round: n, Scores: append([]int(nil), m.RoundScores()...), Totals: append([]int(nil), m.Totals()...)}
			if sl, ok := m.(engine.ScoreLines); ok {
				r.Lines = map[string][]int{}
				for k, v := range sl.RoundLines() {
					r.Lines[k] = append([]int(nil), v...)
				}
			}
			b.doc.Rounds = append(b.doc.Rounds, r)
		},
	}
	res, err := transcript.Run(t, obs)
	if err != nil {
		return nil, err
	}
	if b.err != nil {
		return nil, fmt.Errorf("%s: recording the replay: %v", t.File, b.err)
	}
	if err := b.finish(res); err != nil {
		return nil, fmt.Errorf("%s: recording the replay: %v", t.File, err)
	}
	return b.doc, nil
}

// Failed is the document of a transcript that could not be read.
func Failed(file string, err error) *Document {
	return &Document{File: file, Status: Unreadable, Error: err.Error(), Steps: []Step{}, Rounds: []Round{}}
}

type builder struct {
	t     *transcript.Transcript
	opt   BuildOptions
	doc   *Document
	moves int // moves met so far in the game
	// prev is the last state recorded, decoded, for the next patch.
	prev any
	err  error
}

func (b *builder) at(p engine.Pos) *engine.Position {
	if p.Line == 0 {
		return nil
	}
	return &engine.Position{Line: p.Line, Column: p.Col}
}

// step records s with m's state, whole or as a patch from the last one.
func (b *builder) step(s Step, m engine.Match, whole bool) error {
	data, err := marshal(m.State())
	if err != nil {
		return err
	}
	var cur any
	if err := json.Unmarshal(data, &cur); err != nil {
		return err
	}
	if b.stateTexts(m.State(), cur) {
		if data, err = marshal(cur); err != nil {
			return err
		}
	}
	if whole || b.prev == nil {
		s.State = data
	} else if s.Patch, err = marshal(diff(b.prev, cur)); err != nil {
		return err
	}
	b.prev = cur
	b.doc.Steps = append(b.doc.Steps, s)
	return nil
}

// finish adds what the run found out: the refused move, the verdict, the
// scores.
func (b *builder) finish(res *transcript.Result) error {
	d, t := b.doc, b.t
	d.Title = res.Game.Name()
	s := t.Setup()
	d.Players, d.Teams = s.Players, s.Teams
	if resolved, err := engine.ResolveOptions(res.Game.Options(), s.Options); err == nil {
		for _, spec := range res.Game.Options() {
			v := resolved[spec.Name]
			d.Options = append(d.Options, Option{Name: spec.Name, Value: v, Default: v == spec.Default, Clarification: spec.Clarification})
		}
	}
	for _, v := range res.Violations {
		step := len(d.Steps) - 1
		if !strings.HasPrefix(v.Rule, "expect.") {
			// Play stops at a broken rule: record the refused move or deal
			// as a step of its own, with the table it leaves unchanged.
			var err error
			if step, err = b.refused(v, res.Final); err != nil {
				return err
			}
		}
		x := violation(v, step)
		x.Message = b.text(v.Text())
		d.Violations = append(d.Violations, x)
	}
	d.Incomplete = res.Incomplete
	if res.IncompleteText.Format != "" {
		d.Incomplete = b.text(res.IncompleteText)
	}
	if res.Config != nil && res.Final != nil {
		// The totals of the rounds played out, also where play stops.
		d.Totals = append([]int(nil), res.Final.Totals()...)
		for _, s := range res.Winners {
			d.Winners = append(d.Winners, res.Config.Name(s))
		}
		d.Ranking = Standings(res.Config, res.Final)
	}
	// The verdict is validate's: a transcript that breaks exactly the
	// rule it announces is invalid as expected, a negative test that passes.
	d.Status = res.Status()
	return nil
}

// refused adds the step of the move or deal that breaks v's rule and
// returns its index, or -1 when the rule is broken before any deal.
func (b *builder) refused(v *engine.Violation, m engine.Match) (int, error) {
	if v.Round < 1 || v.Round > len(b.t.Rounds) || m == nil {
		return -1, nil
	}
	rd := &b.t.Rounds[v.Round-1]
	s := Step{Round: v.Round, N: b.moves, Refused: true, At: b.at(engine.Pos{Line: v.At.Line, Col: v.At.Column}), Player: v.Player}
	if v.Move > 0 && v.Move <= len(rd.Moves) {
		e := &rd.Moves[v.Move-1]
		b.moves++
		s.Move, s.N, s.Player, s.Text = v.Move, b.moves, e.Player.Value, moveText(e.Text)
	}
	if err := b.step(s, m, b.opt.FullStates || b.prev == nil); err != nil {
		return -1, err
	}
	return len(b.doc.Steps) - 1, nil
}

// moveText writes a move as the transcript does.
func moveText(t engine.MoveText) string {
	if t.List {
		return "[" + strings.Join(t.Words, ", ") + "]"
	}
	return strings.Join(t.Words, " ")
}

func violation(v *engine.Violation, step int) Violation {
	return Violation{ViolationReport: engine.Report(v, rules.Explainer), Step: step}
}
