package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

func init() { commands = append(commands, newReplay) }

func newReplay() *cobra.Command {
	var format string
	var lim transcript.Limits
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Show a recorded game move by move, with what the rules make of each move",
		Long: `Replay plays a transcript through its game's reference engine and prints each
move followed by what the rules made happen (tricks won, piles, captures,
scores), then the score table. With --format json it prints the table's
state after the deal and after every move.

Exit status as for validate.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("--format takes text or json, not %q", format)
			}
			t, err := load(args[0], lim)
			if err != nil {
				return err
			}
			// Every write goes through out, whose first error sticks: it
			// is reported after the last, instead of a replay cut short
			// that looks complete.
			out := bufio.NewWriter(cmd.OutOrStdout())
			var res *transcript.Result
			if format == "json" {
				res, err = replayJSON(t, out)
			} else {
				res, err = replayText(t, out)
			}
			if err != nil {
				if ferr := out.Flush(); ferr != nil {
					return ferr
				}
				return err
			}
			if !res.OK() {
				rep := report(res)
				rep.writeText(out, cmd.ErrOrStderr())
			}
			if err := out.Flush(); err != nil {
				return err
			}
			if !res.OK() {
				return exitError{1}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	limitFlags(cmd, &lim)
	return cmd
}

// replayText writes the game for a terminal: names, moves and the rules'
// messages go through engine.Printable, so that none can act on the
// terminal or forge a line.
func replayText(t *transcript.Transcript, out io.Writer) (*transcript.Result, error) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	safe := engine.Printable
	obs := &transcript.Observer{
		RoundStart: func(n int, d engine.Deal, m engine.Match) {
			cfg := m.Config()
			p("")
			head := fmt.Sprintf("Round %d", n)
			if d.Dealer != engine.NoSeat {
				head += ", dealt by " + safe(cfg.Name(d.Dealer))
			}
			p("%s", head)
			deck := mustGame(t).Deck()
			for s, h := range d.Hands {
				p("  %-10s %s", safe(cfg.Name(engine.Seat(s)))+":", deck.Codes(h))
			}
			if len(d.Table) > 0 {
				p("  %-10s %s", "table:", deck.Codes(d.Table))
			}
		},
		Move: func(_, i int, e *transcript.MoveEntry, mv engine.Move, m engine.Match) {
			p("  %3d. %s: %s", i, safe(e.Player.Value), safe(m.FormatMove(mv)))
		},
		Event: func(ev engine.Event) { p("       > %s", safe(ev.Text)) },
	}
	res, err := transcript.Run(t, obs)
	if err != nil {
		return nil, err
	}
	p("")
	writeScoreTable(out, res)
	if res.Incomplete != "" {
		p("incomplete: %s", safe(res.Incomplete))
	}
	return res, nil
}

func mustGame(t *transcript.Transcript) engine.Game {
	g, _ := engine.Lookup(t.Game.Value)
	return g
}

func writeScoreTable(out io.Writer, res *transcript.Result) {
	if res.Config == nil {
		return
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{"player"}
	for i := range res.Scores {
		head = append(head, fmt.Sprintf("round %d", i+1))
	}
	head = append(head, "total")
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	totals := res.Final.Totals()
	for s, name := range res.Config.Players {
		row := []string{engine.Printable(name)}
		for _, sc := range res.Scores {
			row = append(row, fmt.Sprint(sc[s]))
		}
		row = append(row, fmt.Sprint(totals[s]))
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	tw.Flush()
	if len(res.Winners) > 0 {
		var names []string
		for _, s := range res.Winners {
			names = append(names, engine.Printable(res.Config.Name(s)))
		}
		fmt.Fprintf(out, "winner(s): %s\n", strings.Join(names, ", "))
	}
}

// jsonStep is one entry of a JSON replay.
type jsonStep struct {
	Round  int      `json:"round"`
	Move   int      `json:"move"`
	Player string   `json:"player,omitempty"`
	Text   string   `json:"text,omitempty"`
	Events []string `json:"events,omitempty"`
	State  any      `json:"state"`
}

func replayJSON(t *transcript.Transcript, out io.Writer) (*transcript.Result, error) {
	var steps []jsonStep
	var pending []string
	obs := &transcript.Observer{
		RoundStart: func(n int, _ engine.Deal, m engine.Match) {
			steps = append(steps, jsonStep{Round: n, Events: pending, State: m.State()})
			pending = nil
		},
		Move: func(n, i int, e *transcript.MoveEntry, mv engine.Move, m engine.Match) {
			steps = append(steps, jsonStep{Round: n, Move: i, Player: e.Player.Value, Text: m.FormatMove(mv), State: m.State()})
		},
		Event: func(ev engine.Event) {
			// Events follow the move that caused them.
			if len(steps) > 0 && steps[len(steps)-1].Move > 0 {
				steps[len(steps)-1].Events = append(steps[len(steps)-1].Events, ev.Text)
			} else {
				pending = append(pending, ev.Text)
			}
		},
	}
	res, err := transcript.Run(t, obs)
	if err != nil {
		return nil, err
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return res, enc.Encode(map[string]any{"file": t.File, "game": t.Game.Value, "steps": steps})
}
