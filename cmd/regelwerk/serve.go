package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/buildinfo"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// setupServe adds the flags of serve and returns what it runs.
func setupServe(cmd *cobra.Command) runFunc {
	var mutate []string
	var list, restyle bool
	cmd.Flags().StringArrayVar(&mutate, "mutate", nil, "test only: play with this deliberately wrong rule (repeatable)")
	cmd.Flags().BoolVar(&restyle, "restyle", false, "test only: write the same replies otherwise, members in reverse order and a space after each ':' and ','")
	cmd.Flags().BoolVar(&list, "list-mutations", false, "list the deliberately wrong rules and exit")
	_ = cmd.RegisterFlagCompletionFunc("mutate", func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var out []cobra.Completion
		for _, m := range []map[string]string{protocol.Mutations(), protocol.ServerMutations()} {
			for name, breaks := range m {
				out = append(out, cobra.CompletionWithDesc(name, "breaks "+breaks))
			}
		}
		slices.Sort(out)
		return out, cobra.ShellCompDirectiveNoFileComp
	})
	return func(cmd *cobra.Command, _ []string) error {
		known := protocol.Mutations()
		for n, what := range protocol.ServerMutations() {
			known[n] = what
		}
		if list {
			names := make([]string, 0, len(known))
			for n := range known {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				fmt.Fprintf(cmd.OutOrStdout(), "%-36s breaks %s\n", n, known[n])
			}
			return nil
		}
		var muts map[string]bool
		for _, m := range mutate {
			if _, ok := known[m]; !ok {
				return fmt.Errorf("unknown mutation %q (see: regelwerk serve --list-mutations)", m)
			}
			if muts == nil {
				muts = map[string]bool{}
			}
			muts[m] = true
		}
		v := buildinfo.Version()
		if len(mutate) > 0 {
			// Say so in the handshake: reports then show it.
			v += " with deliberately wrong rules: " + strings.Join(mutate, ", ")
		}
		s := protocol.NewServer("regelwerk", v, muts)
		s.SetRestyle(restyle)
		if os.Getenv("GOGC") == "" {
			defer debug.SetGCPercent(debug.SetGCPercent(protocol.GCPercent))
		}
		return protocol.Serve(s, cmd.InOrStdin(), cmd.OutOrStdout())
	}
}
