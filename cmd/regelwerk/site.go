package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/site"
)

// setupSite adds the flags of site and returns what it runs.
func setupSite(cmd *cobra.Command) runFunc {
	var opt site.Options
	var root string
	rootFlag(cmd, &root)
	gamesFlag(cmd, &opt.Games, "limit the site to this game (repeatable; default: every game)")
	cmd.Flags().StringVar(&opt.Out, "out", "", "the `DIR` to write the site to (required; emptied first when an earlier site is there)")
	cmd.Flags().StringArrayVar(&opt.ScenarioResults, "scenario-results", nil, "Cucumber JSON `FILE` or folder of a run of the scenarios (repeatable; see docs/site.md)")
	cmd.Flags().StringArrayVar(&opt.Conform, "conform", nil, "an NDJSON report `FILE` of regelwerk conform (repeatable: the shards of one run are merged, each run is an implementation)")
	cmd.Flags().StringVar(&opt.Rulebooks, "rulebooks", "", "a `DIR` of the rulebooks' Markdown: render them and link every passage to its section (for local use: the rulebooks are the publishers' text)")
	_ = cmd.MarkFlagDirname("out")
	return func(cmd *cobra.Command, args []string) error {
		if opt.Out == "" {
			return fmt.Errorf("site needs --out DIR, the folder to write the site to")
		}
		dir, err := checkoutRoot(cmd.Name(), root)
		if err != nil {
			return err
		}
		opt.Root = dir
		st, err := site.Build(opt)
		if err != nil {
			return err
		}
		w := cmd.OutOrStdout()
		for _, g := range st.Games {
			// The cross-check's findings are on the pages; the line
			// counts them so that a build log shows them too.
			findings := ""
			if g.Findings > 0 {
				findings = fmt.Sprintf(" (%d cross-check finding(s), listed on the pages)", g.Findings)
			}
			fmt.Fprintf(w, "%s: %d rules and %d clarifications, %d with rulebook passages, %d twin pairs%s, %d without a scenario, %d without a fixture\n",
				g.Game, g.Rules, g.Clarifications, g.WithPassages, g.Twins, findings, g.NoScenario, g.NoFixture)
		}
		if st.ResultsGiven {
			fmt.Fprintf(w, "scenarios: %d passed, %d failed, %d not run\n", st.Scenarios.Passed, st.Scenarios.Failed, st.Scenarios.NotRun)
		} else {
			fmt.Fprintf(w, "scenarios: not run (%d shown as not run; --scenario-results gives their outcomes)\n", st.Scenarios.NotRun)
		}
		if st.Implementations > 0 {
			fmt.Fprintf(w, "implementations: %d\n", st.Implementations)
		}
		fmt.Fprintf(w, "wrote %d files (%d replays, %d bytes) to %s\n", st.Files, st.Replays, st.Bytes, opt.Out)
		return nil
	}
}
