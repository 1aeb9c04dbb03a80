package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/rules"
)

// resolveRoot returns the folder holding features/ and fixtures/: the
// --root flag when given, otherwise the current folder or its nearest parent
// with go.mod.
func resolveRoot(flag string) (string, error) {
	if flag == "" {
		return scenarios.FindRoot(".")
	}
	fi, err := os.Stat(filepath.Join(flag, scenarios.Dir))
	if err != nil || !fi.IsDir() {
		return "", fmt.Errorf("--root %s: no %s folder there", flag, scenarios.Dir)
	}
	return flag, nil
}

// checkoutRoot is resolveRoot for the commands that read the scenarios of
// a checkout, which the binary does not carry: outside one, the error says
// what the command needs rather than what it did not find.
func checkoutRoot(command, flag string) (string, error) {
	dir, err := resolveRoot(flag)
	if err == nil {
		return dir, sameCatalogue(command, dir)
	}
	if flag != "" {
		return "", fmt.Errorf("%s reads the scenarios of a regelwerk checkout, and %v", command, err)
	}
	return "", fmt.Errorf("%s reads the scenarios of a regelwerk checkout: run it inside one or pass --root DIR (there is none here or above: no folder with go.mod and %s/)", command, scenarios.Dir)
}

// sameCatalogue refuses a checkout whose rules/ is not the catalogue the
// binary carries: a rules editor who has changed rules/<game>.yaml and
// runs a regelwerk installed before would see, or write with --write, the
// catalogue as it was, with no word that it is not his.
func sameCatalogue(command, dir string) error {
	differ, err := rules.Differing(filepath.Join(dir, "rules"))
	if err != nil {
		return fmt.Errorf("%s: %v (a checkout's rules/ is compared with the catalogue this regelwerk was built with)", command, err)
	}
	if len(differ) == 0 {
		return nil
	}
	return fmt.Errorf("%s: rules/%s of %s is not the catalogue this regelwerk was built with: rebuild it (go install ./cmd/regelwerk) or run go run ./cmd/regelwerk %s",
		command, strings.Join(differ, ", rules/"), dir, command)
}

// checkoutFlags are the flags of the commands that read the scenarios and
// fixtures of a checkout game by game (coverage, crosscheck): --game,
// repeatable, --root and --format.
type checkoutFlags struct {
	games        []string
	root, format string
	checkFormat  func() error // refuses a --format not among add's formats
}

// add adds the flags to cmd: gameUsage says what --game selects,
// formatUsage the formats, which --format takes (the first by default)
// and completion offers.
func (f *checkoutFlags) add(cmd *cobra.Command, gameUsage, formatUsage string, formats ...string) {
	gamesFlag(cmd, &f.games, gameUsage)
	rootFlag(cmd, &f.root)
	f.checkFormat = formatFlag(cmd, &f.format, formatUsage, formats...)
}

// resolve checks --format and returns the checkout and the catalogues of
// the games named by --game and by the GAME argument.
func (f *checkoutFlags) resolve(cmd *cobra.Command, args []string) (string, []*rules.Catalogue, error) {
	if err := f.checkFormat(); err != nil {
		return "", nil, err
	}
	cats, err := catalogues(f.games, args)
	if err != nil {
		return "", nil, err
	}
	dir, err := checkoutRoot(cmd.Name(), f.root)
	return dir, cats, err
}

// catalogues returns the catalogues of the games named by --game and by a
// GAME argument, in the registry's order, or every catalogue when none is
// named.
func catalogues(named, args []string) ([]*rules.Catalogue, error) {
	want := slices.Clone(named)
	for _, a := range args {
		if _, err := lookupGame(a); err != nil {
			return nil, err
		}
		want = append(want, a)
	}
	all, err := rules.All()
	if err != nil || len(want) == 0 {
		return all, err
	}
	var out []*rules.Catalogue
	for _, c := range all {
		if slices.Contains(want, c.Game) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no rule catalogue for %s", strings.Join(want, ", "))
	}
	return out, nil
}
