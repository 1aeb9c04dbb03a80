package main

import (
	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/conform"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// setupConformMerge adds the flags of conform merge and returns what it runs.
func setupConformMerge(cmd *cobra.Command) runFunc {
	var format, lang string
	checkFormat := formatFlag(cmd, &format, "output format: text, json or ndjson (the summary line)", "text", "json", "ndjson")
	langFlag(cmd, &lang, "language of the text report")
	return func(cmd *cobra.Command, args []string) error {
		if err := checkFormat(); err != nil {
			return err
		}
		lang := resolveLang(lang)
		var inputs []conform.NDJSONInput
		for _, name := range args {
			f, err := transcript.OpenInput(name)
			if err != nil {
				return err
			}
			defer f.Close()
			inputs = append(inputs, conform.NDJSONInput{Name: name, R: f})
		}
		rep, err := conform.Merge(inputs)
		if err != nil {
			return err
		}
		rep.SetLang(lang)
		if err := writeReport(cmd.OutOrStdout(), rep, format); err != nil {
			return err
		}
		if code := rep.ExitCode(); code != 0 {
			return exitError{code}
		}
		return nil
	}
}
