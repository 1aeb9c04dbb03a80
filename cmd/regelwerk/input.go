package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// maxLimitBytes is the highest --max-bytes: a tebibyte, far above any
// transcript, and far below what would overflow a count of bytes; where
// an int has 32 bits, the largest int.
const maxLimitBytes = min(1<<40, math.MaxInt)

// limitFlags adds the input limits shared by every command that reads
// transcripts. Each takes a positive whole number in decimal digits; none
// can be switched off, only raised (--max-aliases 0 refuses anchors and
// aliases). --max-nodes follows --max-bytes (transcript.NodeLimit)
// unless given.
func limitFlags(cmd *cobra.Command, lim *transcript.Limits) {
	*lim = transcript.DefaultLimits
	nodesGiven := false
	f := cmd.Flags()
	f.Var(&countFlag{p: &lim.MaxBytes, min: 1, max: maxLimitBytes, set: func() {
		if !nodesGiven {
			lim.MaxNodes = transcript.NodeLimit(lim.MaxBytes)
		}
	}}, "max-bytes", "largest document accepted, in bytes (a file or a stream may hold several)")
	f.Var(&countFlag{p: &lim.MaxNodes, min: 1, max: maxLimitBytes, set: func() { nodesGiven = true }},
		"max-nodes", "most YAML nodes accepted in one document (default: a sixteenth of --max-bytes, at least 65536)")
	f.Var(&countFlag{p: &lim.MaxMoves, min: 1, max: math.MaxInt32}, "max-moves", "most moves accepted in one round")
	f.Var(&countFlag{p: &lim.MaxRounds, min: 1, max: math.MaxInt32}, "max-rounds", "most rounds accepted in one transcript")
	f.Var(&countFlag{p: &lim.MaxPlayers, min: 1, max: math.MaxInt32}, "max-players", "most players (and team members, winners) accepted")
	f.Var(&countFlag{p: &lim.MaxDepth, min: 1, max: math.MaxInt32}, "max-nesting", "deepest nesting of YAML lists and mappings accepted")
	f.Var(&countFlag{p: &lim.MaxAliases, min: 0, max: math.MaxInt32}, "max-aliases", "nodes YAML aliases may expand to in all (0: anchors and aliases refused)")
	// Its first name, beside perft's --depth, read as a search depth.
	oldSpelling(cmd, "max-depth", "max-nesting")
}

// countFlag is an integer flag with a range, written as transcripts write
// numbers (engine.Decimal): 010, 0x10, 1e6, +1 and -0 are refused rather
// than read as some number, and -1 by the range rather than read as "no
// limit".
type countFlag struct {
	p        *int
	min, max int
	set      func() // called after each value is set
}

func (c *countFlag) String() string { return strconv.Itoa(*c.p) }

func (c *countFlag) Type() string { return "int" }

func (c *countFlag) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || !engine.Decimal(s, true) || n < int64(c.min) || n > int64(c.max) {
		return fmt.Errorf("takes a whole number from %d to %d", c.min, c.max)
	}
	*c.p = int(n)
	if c.set != nil {
		c.set()
	}
	return nil
}

// load reads and parses one transcript, refusing an oversized file before
// reading it whole. "-" reads it from stdin, which must hold one document;
// what is passed over (a fixture manifest) is said on errw.
func load(path string, stdin io.Reader, errw io.Writer, lim transcript.Limits) (*transcript.Transcript, error) {
	if path != "-" {
		data, err := transcript.ReadFile(path, lim)
		if err != nil {
			return nil, err
		}
		return transcript.Parse(path, data, lim)
	}
	var first *transcript.Transcript
	_, err := eachTranscript(path, stdin, errw, func() error { return nil }, lim, nil, func(name string, t *transcript.Transcript, err error) error {
		if err != nil {
			return err
		}
		if first != nil {
			return fmt.Errorf("%s:%s: a second transcript: give one position at a time", name, t.Pos)
		}
		first = t
		return nil
	})
	switch {
	case err != nil:
		return nil, err
	case first == nil:
		return nil, errors.New("<stdin>: the standard input holds no transcript")
	}
	return first, nil
}

// fail prints err as the one line of a usage or input error, escaped so
// that nothing in it acts on the terminal or starts a line of its own.
// cobra's "Did you mean this?" after an unknown command is the one
// exception: its suggestions, names of regelwerk's own commands, are
// printed on lines of their own, as cobra lays them out, while the
// command line's word before them is escaped as any other.
func fail(w io.Writer, err error) {
	msg, suggestions, ok := strings.Cut(err.Error(), cobraSuggestions)
	fmt.Fprintf(w, "regelwerk: %s\n", engine.Printable(msg))
	if !ok {
		return
	}
	fmt.Fprintf(w, "\nDid you mean this?\n")
	for _, s := range strings.Split(strings.TrimSpace(suggestions), "\n") {
		fmt.Fprintf(w, "\t%s\n", engine.Printable(strings.TrimSpace(s)))
	}
}

// cobraSuggestions starts the suggestions cobra adds to the error for an
// unknown command, one "\tNAME\n" line each after it.
const cobraSuggestions = "\n\nDid you mean this?\n"

// seedFlag is a seed written in decimal digits only, as transcripts write
// theirs: 0x10 and 010 are refused, not read as 16 and 8.
type seedFlag struct{ p *uint64 }

func (s *seedFlag) String() string { return strconv.FormatUint(*s.p, 10) }

func (s *seedFlag) Type() string { return "uint" }

func (s *seedFlag) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil || !engine.Decimal(v, false) {
		return fmt.Errorf("takes a whole number from 0 to %d in decimal digits", uint64(math.MaxUint64))
	}
	*s.p = n
	return nil
}
