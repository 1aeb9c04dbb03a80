package main

import (
	"strings"

	"github.com/spf13/cobra"
)

// examples are the commands' help examples, by command path below the
// root, kept in one place so that a test can read them all: every
// regelwerk command line among them must name a command, flags and a
// number of arguments that exist (TestHelpExamples).
var examples = map[string]string{
	"": `  # What a transcript breaks, then the game move by move
  regelwerk validate game.yaml
  regelwerk replay game.yaml
  # A rule in full, with where each rulebook says it
  regelwerk rules nn/play.in-hand`,

	"validate": `  # One recorded game: exit status 1 when it breaks a rule
  regelwerk validate game.yaml
  # Every *.yaml below a folder, as JSON
  regelwerk validate --format json my-games/
  # A stream of documents on the standard input
  regelwerk gen --game zero --players 3 --count 5 | regelwerk validate -
  # A bigger file than the default limit allows
  regelwerk validate --max-bytes 67108864 archive.yaml`,

	"site": `  regelwerk site --out site
  # With the scenarios' outcomes and an implementation's conform run
  go test ./features -run TestScenarios -args -scenario-results /tmp/results
  regelwerk site --out site --scenario-results /tmp/results --conform run.ndjson`,

	"replay": `  regelwerk replay game.yaml
  # A page to step through the game, with French labels
  regelwerk replay --format html --lang fr game.yaml > game.html
  regelwerk replay --format json game.yaml > game.json
  regelwerk gen --game null-bock --players 4 | regelwerk replay -`,

	"rules": `  # The games
  regelwerk rules
  # A game's rules, clarifications and options
  regelwerk rules zero
  # One rule or clarification in full; its ID names the game
  regelwerk rules nn/play.in-hand
  regelwerk rules null-und-nichtig nn/clar.collect-order
  # The catalogue as JSON
  regelwerk rules --format json zero`,

	"gen": `  regelwerk gen --game zero --players 3 --seed 7
  # Named players in teams
  regelwerk gen --game null-und-nichtig --names Anne,Jean,Laura,Luc --teams Anne,Laura/Jean,Luc
  # Ten games from seeds 1 to 10, with an option set
  regelwerk gen --game nicht-die-bohne --players 4 --option dealer=same --count 10 > games.yaml`,

	"conform": `  # The reference engine against itself: 0 divergences
  regelwerk conform --engine "regelwerk serve"
  # An adapter, one game, more random games, one case a line as it ends
  regelwerk conform --engine "python3 adapter.py" --game zero --count 50 --seed 1000 --format ndjson
  # An implementation that follows another reading of a clarification
  regelwerk conform --engine ./my-engine --option zero:dealt-zero=first-turn
  # One share of three on a CI machine
  regelwerk conform --engine ./my-engine --shard 2/3 --format ndjson > shard-2.ndjson
  # Known failures allowed, report as JSON, the shrunk divergence to a file
  regelwerk conform --engine ./my-engine --expect-failures known.txt --format json --repro bug.yaml`,

	"conform merge": `  # The shards of a CI matrix joined into one report and one exit status
  regelwerk conform merge shard-1.ndjson shard-2.ndjson shard-3.ndjson
  regelwerk conform merge --format json shard-*.ndjson`,

	"serve": `  # A session by hand
  printf '%s\n' '{"seq":1,"cmd":"hello","protocol":2}' | regelwerk serve
  # The deliberately wrong rules, and one of them under test
  regelwerk serve --list-mutations
  regelwerk conform --engine "regelwerk serve --mutate zero.take-back-always"`,

	"perft": `  regelwerk perft position.yaml --depth 2
  # The count under each first move, to find the move an implementation misses
  regelwerk perft --divide --depth 3 position.yaml
  regelwerk perft --game zero --depth 4 --max-positions 1000000 position.yaml`,

	"man": `  regelwerk man --dir man
  man -l man/regelwerk-validate.1
  # For the current user, for good
  regelwerk man --dir ~/.local/share/man/man1`,

	"manifest": `  # At the root of a checkout
  regelwerk manifest
  regelwerk manifest --write fixtures
  # A corpus of one's own
  regelwerk manifest my-corpus`,

	"crosscheck": `  regelwerk crosscheck
  regelwerk crosscheck --game null-und-nichtig --format json
  # The twin scenarios as two-column tables, for a translator
  regelwerk crosscheck --game null-und-nichtig --side-by-side --format html > twins.html
  # The two rulebooks section by section, the divergences marked (for one's own review)
  regelwerk crosscheck --rulebooks null-und-nichtig --format html > rulebooks.html`,

	"coverage": `  regelwerk coverage
  regelwerk coverage --game zero --game null-bock
  regelwerk coverage --format json > coverage.json
  # From outside the checkout
  regelwerk coverage --root ~/src/regelwerk`,

	"clarifications": `  regelwerk clarifications
  regelwerk clarifications --game zero --format json
  # Bring docs/clarifications.md up to date
  regelwerk clarifications --write`,

	"bench": `  # About three and a half minutes
  regelwerk bench
  regelwerk bench --game zero --game null-bock`,

	"version": `  regelwerk version
  regelwerk --version`,

	"help": `  regelwerk help validate
  regelwerk validate --help`,

	"completion": `  # Bash, in this shell only
  source <(regelwerk completion bash)
  # Zsh, for good
  regelwerk completion zsh > "${fpath[1]}/_regelwerk"`,

	"completion bash": `  source <(regelwerk completion bash)
  regelwerk completion bash > /etc/bash_completion.d/regelwerk`,

	"completion zsh": `  regelwerk completion zsh > "${fpath[1]}/_regelwerk"`,

	"completion fish": `  regelwerk completion fish | source
  regelwerk completion fish > ~/.config/fish/completions/regelwerk.fish`,

	"completion powershell": `  regelwerk completion powershell | Out-String | Invoke-Expression`,
}

// addExamples gives every command of the tree its examples.
func addExamples(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := strings.TrimPrefix(strings.TrimPrefix(c.CommandPath(), root.Name()), " ")
		if ex, ok := examples[path]; ok {
			c.Example = ex
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
