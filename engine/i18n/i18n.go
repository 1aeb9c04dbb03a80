// Package i18n writes what regelwerk says about a game in English, French
// or German: violation messages, replay events, verdict words and the
// summary lines of the reports.
//
// The English format string of a message is its key. The French and German
// forms are data, one catalogue a language in the JSON layout of
// golang.org/x/text's gotext tool (id, message, translation): the shared
// messages in locales/<lang>.json, each game's own (those only its package
// makes) in locales/<lang>/<game-id>.json, a file the game adds rather than
// entries in a file every game edits. They are loaded into one
// golang.org/x/text/message catalogue a language and formatted by its
// printer, which reorders arguments written %[2]s.
// English is written by fmt as the code formats it, so that the English
// output does not depend on the catalogue at all.
//
// Arguments of the engine's message types are written in the same
// language: an engine.Text as its own message, an engine.CardArg or
// engine.CardList in the words the scenarios use for cards
// (features/cardwords: "le 9 jaune", "die gelbe 9"), an engine.NameList
// joined by the language's "and" or "or" (or by its own Sep), an
// engine.TextList as its parts joined by its Join, a message of its own.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/cardwords"
)

// Langs are the languages regelwerk writes, English first: the values of
// every command's --lang.
var Langs = []string{"en", "fr", "de"}

var tags = []language.Tag{language.English, language.French, language.German}

// locales is the folder of the catalogue files, whichever games have one.
//
//go:embed locales
var locales embed.FS

// File is a catalogue file: one language's messages, each the English
// format (ID, also written as Message for a translator's reference) and its
// translation.
type File struct {
	Language string    `json:"language"`
	Messages []Message `json:"messages"`
}

// Message is one entry of a catalogue file.
type Message struct {
	ID          string `json:"id"`
	Message     string `json:"message"`
	Translation string `json:"translation"`
}

// catalogues are the catalogue files by language (the shared file first,
// then the games' files by game ID) and a printer for each language, read
// the first time a message is written in a language other than English or
// a catalogue is asked for: a command that writes only
// English (validate by default) neither reads them nor keeps them alive
// for the collector to mark at every cycle.
var catalogues = sync.OnceValues(func() (files map[string][]*File, printers map[string]*message.Printer) {
	files, printers = map[string][]*File{}, map[string]*message.Printer{}
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for i, lang := range Langs[1:] {
		paths, err := catalogueFiles(lang)
		if err != nil {
			panic(err)
		}
		for _, path := range paths {
			f, err := readFile(path, lang)
			if err != nil {
				panic(err)
			}
			files[lang] = append(files[lang], f)
			for _, m := range f.Messages {
				if err := b.SetString(tags[i+1], m.ID, m.Translation); err != nil {
					panic(fmt.Sprintf("i18n: %s: %q: %v", path, m.ID, err))
				}
			}
		}
	}
	for i, lang := range Langs {
		printers[lang] = message.NewPrinter(tags[i], message.Catalog(b))
	}
	return files, printers
})

// catalogueFiles are the paths of lang's catalogue files: the shared one,
// then the games' own by game ID (fs.Glob sorts them).
func catalogueFiles(lang string) ([]string, error) {
	own, err := fs.Glob(locales, "locales/"+lang+"/*.json")
	return append([]string{"locales/" + lang + ".json"}, own...), err
}

// readFile reads the catalogue file at path, of lang. A file that does not
// parse, or holds another language, is a mistake of this package.
func readFile(path, lang string) (*File, error) {
	data, err := locales.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("i18n: %s: %v", path, err)
	}
	if f.Language != lang {
		return nil, fmt.Errorf("i18n: %s holds the language %q", path, f.Language)
	}
	return &f, nil
}

// Catalogue returns the messages of lang's catalogue: its shared file's,
// then each game's file's, in file order; none for English, whose messages
// are their keys.
func Catalogue(lang string) []Message {
	files, _ := catalogues()
	var all []Message
	for _, f := range files[lang] {
		all = append(all, f.Messages...)
	}
	return all
}

// Parse reads a language as a person writes it on a command line: one of
// Langs, or a locale of one of them as the environment names it, in any
// case ("DE", "de_DE", "fr-CH", "fr_FR.UTF-8"), which gives the language.
// Anything else is an error naming the languages, and the one meant when
// lang is a slip from one of them: a command line that names a language
// regelwerk does not write is refused, not answered in English.
func Parse(lang string) (string, error) {
	if slices.Contains(Langs, lang) {
		return lang, nil
	}
	// Not Match: it answers a language near one of Langs (Breton,
	// Luxembourgish) with that one, as fits a locale the environment
	// sets, but a language named on the command line is taken as named.
	base, known := baseOf(lang)
	if known && slices.Contains(Langs, base) {
		return base, nil
	}
	hint := ""
	if !known {
		// A language regelwerk does not write (es) is no slip.
		hint = engine.DidYouMean(strings.ToLower(lang), Langs)
	}
	return "", fmt.Errorf("unknown language %q: want %s%s", lang, strings.Join(Langs, ", "), hint)
}

// baseOf is the language of a locale as the environment names it
// ("de_AT.UTF-8" gives de), and whether it is a language at all.
func baseOf(locale string) (string, bool) {
	t, err := localeTag(locale)
	if err != nil {
		return "", false
	}
	base, conf := t.Base()
	return base.String(), conf == language.Exact
}

// localeTag reads a locale as the environment names it (de_AT.UTF-8,
// fr_FR@euro), its encoding and modifier left aside; C and POSIX name no
// language.
func localeTag(locale string) (language.Tag, error) {
	name, _, _ := strings.Cut(locale, ".")
	name, _, _ = strings.Cut(name, "@")
	if name == "C" || name == "POSIX" {
		return language.Und, fmt.Errorf("the locale %s names no language", name)
	}
	return language.Parse(strings.ReplaceAll(name, "_", "-"))
}

// FromEnv is the language the environment asks for, as Unix tools read it:
// LC_ALL, else LC_MESSAGES, else LANG, the first one set deciding
// ("fr_FR.UTF-8" gives fr, "de_AT" de); English when none is set or the one
// set names a language regelwerk does not write ("C", "POSIX", "es_ES").
func FromEnv() string { return fromEnv(os.Getenv) }

func fromEnv(getenv func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return Match(v)
		}
	}
	return "en"
}

var matcher = language.NewMatcher(tags)

// Match returns the language of Langs closest to a locale name such as
// "fr_CH.UTF-8" or "de-DE", English when none is close.
func Match(locale string) string {
	t, err := localeTag(locale)
	if err != nil {
		return "en"
	}
	_, i, conf := matcher.Match(t)
	if conf < language.High {
		return "en"
	}
	return Langs[i]
}

// Sprintf writes format, an English message the catalogue translates, in
// lang with args: a tool's own sentence (a verdict, a summary line).
// Arguments are written as Render writes them, with no game's card words.
func Sprintf(lang, format string, args ...any) string {
	return Render(lang, "", engine.Text{Format: format, Args: args})
}

// Render writes t in lang. game (a game ID, or "") gives the card words of
// its CardArg and CardList arguments; a game without words in lang writes
// them as codes. English is t.String(), unchanged.
func Render(lang, game string, t engine.Text) string {
	if lang == "en" {
		return t.String()
	}
	_, printers := catalogues()
	p := printers[lang]
	if p == nil {
		return t.String()
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		args[i] = arg(lang, game, a)
	}
	out := p.Sprintf(t.Format, args...)
	if lang == "fr" {
		out = elide(out, args)
	}
	return out
}

// elide writes French elision before the arguments of a message that
// start with a vowel: "de Anne" is "d'Anne", "que Emil" "qu'Emil". Only
// where an argument stands: the catalogue's own words are written elided
// already, and a name's first letter is known only once it is given.
func elide(out string, args []any) string {
	for _, a := range args {
		s := fmt.Sprint(a)
		r, _ := utf8.DecodeRuneInString(s)
		if !strings.ContainsRune("AEIOUÀÂÉÈÊËÎÏÔÙÛÜaeiouàâéèêëîïôùûü", r) {
			continue
		}
		out = strings.ReplaceAll(out, " de "+s, " d'"+s)
		out = strings.ReplaceAll(out, " que "+s, " qu'"+s)
		if strings.HasPrefix(out, "de "+s) {
			out = "d'" + out[len("de "):]
		}
	}
	return out
}

// arg writes one argument of a message in lang.
func arg(lang, game string, a any) any {
	switch a := a.(type) {
	case engine.Text:
		return Render(lang, game, a)
	case engine.CardArg:
		if cw := cardwords.ForMessages(game)[lang]; cw != nil && cw.Phrase(a.Card) != "" {
			return cw.Phrase(a.Card)
		}
		return a.Code
	case engine.CardList:
		if cw := cardwords.ForMessages(game)[lang]; cw != nil && len(a.Cards) > 0 {
			return cw.List(a.Cards, false)
		}
		return a.Codes
	case engine.CardGroups:
		if cw := cardwords.ForMessages(game)[lang]; cw != nil && len(a.Cards) > 0 {
			return cw.Groups(a.Cards, false)
		}
		return a.Text
	case engine.NameList:
		if a.Sep != "" {
			return a.String()
		}
		return Join(lang, a.Names, a.Or)
	case engine.TextList:
		return Render(lang, game, a.Text())
	}
	return a
}

// Join lists words with commas and the language's "and" (or "or") before
// the last: "Anne, Bert et Carl".
func Join(lang string, words []string, or bool) string {
	if lang == "en" {
		return engine.NameList{Names: words, Or: or}.String()
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	head := strings.Join(words[:len(words)-1], ", ")
	if or {
		return Sprintf(lang, "%s or %s", head, words[len(words)-1])
	}
	return Sprintf(lang, "%s and %s", head, words[len(words)-1])
}

// Event writes a game's event in lang.
func Event(lang, game string, ev engine.Event) string {
	return Render(lang, game, ev.Text)
}
