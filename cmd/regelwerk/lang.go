package main

import (
	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/report"
	"github.com/regelwerk/regelwerk/engine"
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

// language is the writer's language, English when none is set.
func (w *textWriter) language() string {
	if w.lang == "" {
		return "en"
	}
	return w.lang
}

// outcome is what a valid game came to: its rounds and winners, in lang.
func outcome(v *report.Verdict, lang string) string {
	if len(v.Winners) == 0 {
		return i18n.Sprintf(lang, "%d round(s)", v.Rounds)
	}
	names := make([]string, len(v.Winners))
	for i, w := range v.Winners {
		names[i] = engine.Printable(w)
	}
	return i18n.Sprintf(lang, "%d round(s); won by %s", v.Rounds, engine.NameList{Names: names})
}

// validWord is the verdict word "valid" in the writer's language.
func (w *textWriter) validWord() string { return i18n.Sprintf(w.language(), "valid") }

// incompleteWords are the verdict words of an incomplete game.
func (w *textWriter) incompleteWords() string {
	return i18n.Sprintf(w.language(), "valid so far, incomplete")
}
