package main

import (
	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/engine/i18n"
)

// langFlag adds --lang, the language of the game's text (messages, events,
// verdicts and summary lines), to cmd. Left unset, the environment decides
// (LC_ALL, LC_MESSAGES, LANG), as for any Unix tool; English when it names
// no language regelwerk writes.
func langFlag(cmd *cobra.Command, lang *string, what string) {
	cmd.Flags().StringVar(lang, "lang", "", what+": en, fr or de (default from LC_ALL, LC_MESSAGES or LANG, else en)")
	completeValues(cmd, "lang", i18n.Langs...)
}

// resolveLang checks a --lang value, or reads the environment when it is
// empty.
func resolveLang(lang string) (string, error) {
	if lang == "" {
		return i18n.FromEnv(), nil
	}
	return lang, i18n.Check(lang)
}
