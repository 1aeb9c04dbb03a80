package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/replay"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/table"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// setupReplay adds the flags of replay and returns what it runs.
func setupReplay(cmd *cobra.Command) runFunc {
	var format, lang, states, output string
	var lim transcript.Limits
	checkFormat := formatFlag(cmd, &format, "output format: text, json or html", "text", "json", "html")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to `FILE` instead of the standard output")
	cmd.Flags().StringVar(&states, "states", "patch", "json and html: each step's state as a patch from the one before (patch) or whole (full)")
	langFlag(cmd, &lang, "language of the page's labels, the events, messages and verdict")
	completeValues(cmd, "states", "patch", "full")
	limitFlags(cmd, &lim)
	return func(cmd *cobra.Command, args []string) error {
		if err := checkFormat(); err != nil {
			return err
		}
		lang := resolveLang(lang)
		if states != "patch" && states != "full" {
			return fmt.Errorf("--states takes patch or full, not %q", states)
		}
		dest := cmd.OutOrStdout()
		var check func(file string) error
		if output != "" {
			if outputOverwritesInput(output, args[0]) {
				return fmt.Errorf("replay -o %s would overwrite the transcripts it reads from %s: write to another file", output, args[0])
			}
			f, err := createOutput(output)
			if err != nil {
				return err
			}
			defer f.discard()
			dest = f
			check = f.notRead
		} else if format == "html" && terminal(dest) {
			// Some 50 KB of markup on a terminal helps no one.
			return fmt.Errorf("replay --format html writes a page: name its file with -o FILE (or redirect: > game.html)")
		}
		// Every write goes through a buffer whose first error sticks:
		// it is reported at the end, rather than a replay cut short
		// that looks complete.
		out := bufio.NewWriter(dest)
		cmd.SetOut(out)
		var err error
		if format != "text" {
			err = replayDocuments(cmd, args[0], format, lang, replay.BuildOptions{FullStates: states == "full", Lang: lang}, lim, check)
		} else {
			err = replayTexts(cmd, args[0], lang, lim, check)
		}
		if ferr := out.Flush(); ferr != nil {
			return ferr
		}
		// A verdict's exit status comes after a replay written whole;
		// any other error cut it short, and -o FILE is left as it was.
		var verdict exitError
		if f, ok := dest.(*outputFile); ok && (err == nil || errors.As(err, &verdict)) {
			if cerr := f.commit(); cerr != nil {
				return cerr
			}
		}
		return err
	}
}

// outputFile is the file replay -o writes. A regular file (or a new one)
// is written beside itself, to a temporary file that replaces it once the
// replay is whole: it is never emptied before the transcripts are read,
// whichever of them it may be through a link, and a replay that fails
// leaves it as it was. A device or a pipe is written to directly.
type outputFile struct {
	io.Writer
	name string            // as given with -o
	was  os.FileInfo       // what was there, when something was
	temp *conform.TempFile // nil when written directly
	file *os.File
}

// createOutput opens the file name for replay -o.
func createOutput(name string) (*outputFile, error) {
	o := &outputFile{name: name}
	if st, err := os.Stat(name); err == nil {
		o.was = st
		if !st.Mode().IsRegular() {
			f, err := os.Create(name)
			if err != nil {
				return nil, err
			}
			o.Writer, o.file = f, f
			return o, nil
		}
	}
	// A symbolic link is written through, as os.Create would: the file it
	// names is replaced, and the link stays.
	target := name
	if p, err := filepath.EvalSymlinks(name); err == nil {
		target = p
	}
	t, err := conform.CreateTemp(target)
	if err != nil {
		return nil, err
	}
	if o.was != nil {
		// The replaced file keeps its permissions, as it would if it were
		// written over (where the file system has them: hence no error).
		t.Chmod(o.was.Mode().Perm())
	}
	o.Writer, o.temp = t, t
	return o, nil
}

// notRead is replay's check (see eachTranscript) of every file its
// transcripts come from: that file is not the output.
func (o *outputFile) notRead(file string) error {
	if o.was == nil {
		return nil
	}
	if st, err := os.Stat(file); err == nil && os.SameFile(st, o.was) {
		return fmt.Errorf("replay -o %s would overwrite %s, a transcript it reads: write to another file", o.name, file)
	}
	return nil
}

// commit puts the replay in place.
func (o *outputFile) commit() error {
	if o.temp != nil {
		return o.temp.Commit()
	}
	return o.file.Close()
}

// discard throws away a replay not committed.
func (o *outputFile) discard() {
	if o.temp != nil {
		o.temp.Discard()
	} else {
		o.file.Close()
	}
}

// outputOverwritesInput reports, before anything is read, whether the file
// output is the file input (whatever the path says, links included), or a
// transcript's name inside the directory input, which the next replay of
// it would read. What the paths do not show (a link that the walk follows,
// a hard link of another name) is outputFile.notRead's, file by file.
func outputOverwritesInput(output, input string) bool {
	if input == "-" {
		return false
	}
	in, err := os.Stat(input)
	if err != nil {
		return false // replay reports that input cannot be read
	}
	if out, err := os.Stat(output); err == nil && os.SameFile(in, out) {
		return true
	}
	if !in.IsDir() || !transcript.TranscriptName(output) {
		return false
	}
	abs, err := filepath.Abs(output)
	if err != nil {
		return false
	}
	for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
		if st, err := os.Stat(dir); err == nil && os.SameFile(in, st) {
			return true
		}
		if dir == filepath.Dir(dir) {
			return false
		}
	}
}

// terminal reports whether w writes to a terminal.
func terminal(w io.Writer) bool {
	if c, ok := w.(*checkedWriter); ok {
		w = c.w
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// replayText writes the game for a terminal: names, moves and the rules'
// messages go through engine.Printable, so that none can act on the
// terminal or forge a line.
func replayText(t *transcript.Transcript, out io.Writer, lang string) (*transcript.Result, error) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format+"\n", args...) }
	safe := engine.Printable
	obs := &transcript.Observer{
		RoundStart: func(n int, d table.Deal, _ engine.Match) {
			p("")
			head := i18n.Sprintf(lang, "Round %d", n)
			if d.Dealer != "" {
				head = i18n.Sprintf(lang, "Round %d, dealt by %s", n, safe(d.Dealer))
			}
			p("%s", head)
			for _, h := range d.Hands {
				p("  %-10s %s", safe(h.Player)+":", strings.Join(h.Cards, " "))
			}
			if len(d.Table) > 0 {
				p("  %-10s %s", i18n.Sprintf(lang, "table:"), strings.Join(d.Table, " "))
			}
		},
		Move: func(_, i int, e *transcript.MoveEntry, mv engine.Move, m engine.Match) {
			p("  %3d. %s: %s", i, safe(e.Player.Value), safe(m.FormatMove(mv).String()))
		},
		Event: func(ev engine.Event) {
			p("       > %s", safe(i18n.Event(lang, t.Game.Value, ev)))
		},
	}
	res, err := transcript.Run(t, obs)
	if err != nil {
		return nil, err
	}
	if !refusedMove(p, t, res, lang) {
		nextToMove(p, t, res, lang)
	}
	p("")
	writeScoreTable(out, res, lang)
	return res, nil
}

// refusedMove writes the move that breaks a rule where it stands in the
// list of moves, numbered as in its round, with the rule and its message:
// a reader following the game sees where and why play stops, before the
// verdict gives the rule in full. It reports whether there is one.
func refusedMove(p func(string, ...any), t *transcript.Transcript, res *transcript.Result, lang string) bool {
	for _, v := range res.Violations {
		if strings.HasPrefix(v.Rule, "expect.") {
			continue
		}
		if v.Round < 1 || v.Round > len(t.Rounds) || v.Move < 1 || v.Move > len(t.Rounds[v.Round-1].Moves) {
			// A deal or the set-up: no move to show.
			return true
		}
		e := t.Rounds[v.Round-1].Moves[v.Move-1]
		p("  %3d. %s: %s", v.Move, engine.Printable(e.Player.Value), engine.Printable(e.Text.String()))
		p("       > %s", engine.Printable(i18n.Sprintf(lang, "this move breaks %s: %s", v.Rule, i18n.Render(lang, t.Game.Value, v.Text()))))
		return true
	}
	return false
}

// nextToMove writes, for a game that stops inside a round after a move,
// the players who may move next, as the game's legal moves name them
// (transcript.Result.ToMove): where a record stops short, the move left
// out is most often one of theirs. Before the round's first move the
// event of its start names who starts.
func nextToMove(p func(string, ...any), t *transcript.Transcript, res *transcript.Result, lang string) {
	if len(res.ToMove) == 0 {
		return
	}
	if n := res.Final.Round(); n < 1 || n > len(t.Rounds) || len(t.Rounds[n-1].Moves) == 0 {
		// None of the round's moves recorded.
		return
	}
	names := make([]string, len(res.ToMove))
	for i, name := range res.ToMove {
		names[i] = engine.Printable(name)
	}
	p("       > %s", i18n.Sprintf(lang, "the record stops here; next to move: %s", engine.NameList{Names: names, Or: true}))
}

func writeScoreTable(out io.Writer, res *transcript.Result, lang string) {
	if res.Config == nil {
		return
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{i18n.Sprintf(lang, "player")}
	for i := range res.Scores {
		head = append(head, i18n.Sprintf(lang, "round %d", i+1))
	}
	head = append(head, i18n.Sprintf(lang, "total"))
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
		fmt.Fprintln(out, i18n.Sprintf(lang, "winner(s): %s", strings.Join(names, ", ")))
	}
	writeRanking(out, res, lang)
}

// writeRanking writes the final ranking of a game that is over, best
// place first, each player (or team) with its total: the score table
// lists them by seat, a reader wants to see who came where.
func writeRanking(out io.Writer, res *transcript.Result, lang string) {
	ranking := replay.Standings(res.Config, res.Final)
	if len(ranking) == 0 {
		return
	}
	fmt.Fprintln(out, i18n.Sprintf(lang, "ranking:"))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	for _, s := range ranking {
		names := make([]string, len(s.Players))
		for i, n := range s.Players {
			names[i] = engine.Printable(n)
		}
		fmt.Fprintf(tw, "%d.\t%s\t%d\t\n", s.Place, i18n.Join(lang, names, false), s.Total)
	}
	tw.Flush()
}
