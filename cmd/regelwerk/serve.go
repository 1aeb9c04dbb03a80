package main

import (
	"fmt"
	"runtime/debug"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/drivers/protocol"
)

func init() { commands = append(commands, newServe) }

func newServe() *cobra.Command {
	var mutate []string
	var list bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Play the reference engines through the conformance protocol on stdin and stdout",
		Long: `Serve answers the conformance protocol (docs/protocol.md): one JSON request a
line on standard input, one JSON reply a line on standard output. It is the
reference peer for implementers and the subject conform is tested against.

--mutate NAME is a test-only switch: it plays with a deliberately wrong rule,
so that a conformance harness can be shown to catch it. --list-mutations
prints the names with the rule each breaks (docs/conformance.md); those
named protocol.* break the protocol itself rather than a game's rule.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
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
			v := version()
			if len(mutate) > 0 {
				// Say so in the handshake: reports then show it.
				v += " with deliberately wrong rules: " + strings.Join(mutate, ", ")
			}
			s := protocol.NewServer("regelwerk", v, muts)
			defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
			return protocol.Serve(s, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringArrayVar(&mutate, "mutate", nil, "test only: play with this deliberately wrong rule (repeatable)")
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
	return cmd
}

// version is the module version the binary was built from, or "devel".
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}
