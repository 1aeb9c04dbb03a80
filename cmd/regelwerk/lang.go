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
	cmd.Flags().Var(langName{lang}, "lang", what+": en, fr or de (default from LC_ALL, LC_MESSAGES or LANG, else en)")
	completeValues(cmd, "lang", i18n.Langs...)
}

// langName is a --lang flag: a language regelwerk does not write is
// refused as the command line is read, as an unknown --game is.
type langName struct{ p *string }

func (l langName) String() string { return *l.p }

func (l langName) Type() string { return "string" }

func (l langName) Set(s string) error {
	lang, err := i18n.Parse(s)
	if err != nil {
		return err
	}
	*l.p = lang
	return nil
}

// resolveLang is the language a run writes in: the --lang given, checked
// by langName, or, when it is empty, the one the environment asks for.
func resolveLang(lang string) string {
	if lang == "" {
		return i18n.FromEnv()
	}
	return lang
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
