package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/transcript"
)

// limitFlags adds the input limits shared by every command that reads
// transcripts.
func limitFlags(cmd *cobra.Command, lim *transcript.Limits) {
	*lim = transcript.DefaultLimits
	cmd.Flags().IntVar(&lim.MaxBytes, "max-bytes", lim.MaxBytes, "largest transcript file accepted, in bytes")
	cmd.Flags().IntVar(&lim.MaxMoves, "max-moves", lim.MaxMoves, "most moves accepted in one round")
	cmd.Flags().IntVar(&lim.MaxRounds, "max-rounds", lim.MaxRounds, "most rounds accepted in one transcript")
	cmd.Flags().IntVar(&lim.MaxPlayers, "max-players", lim.MaxPlayers, "most players (and team members, winners) accepted")
	cmd.Flags().IntVar(&lim.MaxDepth, "max-depth", lim.MaxDepth, "deepest nesting of YAML lists and mappings accepted")
	cmd.Flags().IntVar(&lim.MaxAliases, "max-aliases", lim.MaxAliases, "nodes YAML aliases may expand to in all (0: anchors and aliases refused)")
}

// load reads and parses one transcript, refusing an oversized file before
// reading it whole.
func load(path string, lim transcript.Limits) (*transcript.Transcript, error) {
	data, err := transcript.ReadFile(path, lim)
	if err != nil {
		return nil, err
	}
	return transcript.Parse(path, data, lim)
}

// fail prints err as the one line of a usage or input error.
func fail(w io.Writer, err error) {
	fmt.Fprintf(w, "regelwerk: %v\n", err)
}
