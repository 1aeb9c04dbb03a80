package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/rules"
)

// complete asks cobra's __complete command, as the shells' scripts do, and
// returns the values offered (without descriptions) and the directive.
func complete(t *testing.T, args ...string) ([]string, cobra.ShellCompDirective) {
	t.Helper()
	code, out, errs := runCLI(append([]string{cobra.ShellCompRequestCmd}, args...)...)
	if code != 0 {
		t.Fatalf("__complete %q: exit %d %s", args, code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	d, err := strconv.Atoi(strings.TrimPrefix(last, ":"))
	if !strings.HasPrefix(last, ":") || err != nil {
		t.Fatalf("__complete %q: no directive in %q", args, out)
	}
	var values []string
	for _, l := range lines[:len(lines)-1] {
		v, _, _ := strings.Cut(l, "\t")
		values = append(values, v)
	}
	return values, cobra.ShellCompDirective(d)
}

func catalogueIDs(t *testing.T, game string) []string {
	t.Helper()
	c, err := rules.For(game)
	if err != nil {
		t.Fatal(err)
	}
	return c.IDs()
}

// withPrefix returns the words of list that start with prefix.
func withPrefix(list []string, prefix string) []string {
	var out []string
	for _, w := range list {
		if strings.HasPrefix(w, prefix) {
			out = append(out, w)
		}
	}
	return out
}

func TestCompletion(t *testing.T) {
	// The games and IDs offered come from the registry and the
	// catalogues: a game added is offered without a change here.
	games := allGames
	var everyID []string
	for _, g := range games {
		everyID = append(everyID, catalogueIDs(t, g)...)
	}
	not := func(id string) []string {
		return slices.DeleteFunc(slices.Clone(games), func(g string) bool { return g == id })
	}
	noFiles := cobra.ShellCompDirectiveNoFileComp
	for _, c := range []struct {
		args []string
		want []string
		dir  cobra.ShellCompDirective
	}{
		// --game wherever a command takes it, its own or not.
		{[]string{"gen", "--game", ""}, games, noFiles},
		{[]string{"gen", "--game", "nu"}, withPrefix(games, "nu"), noFiles},
		{[]string{"perft", "--game", "z"}, withPrefix(games, "z"), noFiles},
		{[]string{"bench", "--game", "zero", "--game", ""}, not("zero"), noFiles},
		{[]string{"conform", "--game", ""}, games, noFiles},
		{[]string{"coverage", "--game", "null-bock", "--game", "n"}, withPrefix(not("null-bock"), "n"), noFiles},
		{[]string{"crosscheck", "--game=null"}, withPrefix(games, "null"), noFiles},
		// The GAME argument that coverage and crosscheck still take.
		{[]string{"coverage", ""}, games, noFiles},
		{[]string{"crosscheck", "zero", ""}, nil, noFiles},
		// rules: a game or any entry, then the entries of the game.
		{[]string{"rules", ""}, append(slices.Clone(games), everyID...), noFiles},
		{[]string{"rules", "nn/play.in"}, withPrefix(everyID, "nn/play.in"), noFiles},
		{[]string{"rules", "zero", ""}, catalogueIDs(t, "zero"), noFiles},
		{[]string{"rules", "--game", "null-bock", ""}, catalogueIDs(t, "null-bock"), noFiles},
		{[]string{"rules", "zero", "zero/turn.order", ""}, nil, noFiles},
		// --option: the names of the game's options, then their values.
		{[]string{"gen", "--game", "zero", "--option", ""}, []string{"dealer=", "take-back=", "dealt-zero="}, noFiles | cobra.ShellCompDirectiveNoSpace},
		{[]string{"gen", "--game", "zero", "--option", "take-back="}, []string{"take-back=no", "take-back=yes"}, noFiles},
		{[]string{"gen", "--game", "null-bock", "--option", "target="}, []string{"target=150"}, noFiles},
		{[]string{"gen", "--option", "deale"}, []string{"dealer="}, noFiles | cobra.ShellCompDirectiveNoSpace},
		{[]string{"gen", "--option", "dealer="}, []string{"dealer=free", "dealer=same", "dealer=rotate"}, noFiles},
		// Fixed values, files, folders.
		{[]string{"replay", "--format", ""}, []string{"text", "json", "html"}, noFiles},
		{[]string{"replay", "--lang", ""}, []string{"en", "fr", "de"}, noFiles},
		{[]string{"crosscheck", "--format", ""}, []string{"text", "json", "html"}, noFiles},
		{[]string{"validate", ""}, nil, cobra.ShellCompDirectiveDefault},
		{[]string{"manifest", ""}, nil, cobra.ShellCompDirectiveFilterDirs},
	} {
		got, dir := complete(t, c.args...)
		if !slices.Equal(got, c.want) || dir != c.dir {
			t.Errorf("__complete %q:\n got %q, directive %d\nwant %q, directive %d", c.args, got, dir, c.want, c.dir)
		}
	}
}

// TestCompletionHidesOldSpellings: the old spellings are read but not
// offered.
func TestCompletionHidesOldSpellings(t *testing.T) {
	got, _ := complete(t, "gen", "--game", "zero", "--")
	if !slices.Contains(got, "--count") || slices.Contains(got, "--games") {
		t.Errorf("gen's flags: %q", got)
	}
	got, _ = complete(t, "validate", "--max-")
	if !slices.Contains(got, "--max-nesting") || slices.Contains(got, "--max-depth") {
		t.Errorf("validate's limits: %q", got)
	}
}

func TestCompletionScripts(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errs := runCLI("completion", shell)
		if code != 0 || !strings.Contains(out, "regelwerk") || !strings.Contains(out, cobra.ShellCompRequestCmd) {
			t.Errorf("completion %s: exit %d %s\n%.300s", shell, code, errs, out)
		}
	}
}
