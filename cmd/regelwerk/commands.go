package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
)

// subcommand declares a command of regelwerk: what its help says, the
// arguments it takes, and its setup, which lives in the file named after
// the command. The help texts stand together here, as the examples do in
// examples.go, so that the commands read alike.
type subcommand struct {
	use, short, long string
	args             cobra.PositionalArgs
	// completeArgs offers the arguments in shell completion; nil lets
	// the shell offer files.
	completeArgs cobra.CompletionFunc
	// setup adds the command's flags and returns what the command runs,
	// which reads the flags' values from the variables they are bound to.
	setup func(cmd *cobra.Command) runFunc
	subs  []subcommand
}

// runFunc is what a command runs (cobra's RunE).
type runFunc = func(cmd *cobra.Command, args []string) error

// command makes a new cobra command of s, its flags at their defaults:
// each run of the command line gets its own.
func (s subcommand) command() *cobra.Command {
	cmd := &cobra.Command{Use: s.use, Short: s.short, Long: s.long, Args: usageHint(s.args), ValidArgsFunction: s.completeArgs}
	cmd.RunE = s.setup(cmd)
	for _, sub := range s.subs {
		cmd.AddCommand(sub.command())
	}
	return cmd
}

// usageHint makes the error of a wrong number of arguments say what the
// command takes: its usage line, and where its help is. cobra's own
// message ("requires at least 1 arg(s), only received 0") names no
// argument.
func usageHint(check cobra.PositionalArgs) cobra.PositionalArgs {
	if check == nil {
		return nil
	}
	return func(cmd *cobra.Command, args []string) error {
		err := check(cmd, args)
		if err == nil {
			return nil
		}
		switch {
		case len(args) == 0:
			err = errors.New("missing argument")
		case cmd.HasAvailableSubCommands():
			// conform mrege: a misspelt command, not an argument.
			return unknownCommand(cmd, args[0])
		}
		return fmt.Errorf("%v; usage: %s (see: %s --help)", err, cmd.UseLine(), cmd.CommandPath())
	}
}

// subcommands are the commands of regelwerk below the root.
var subcommands = []subcommand{{
	use:   "bench [--game GAME]...",
	short: "Measure the engines and validation, and print the table of docs/performance.md",
	long: `Bench runs the measurements of docs/performance.md on this machine, each for
about a second as go test -bench does, and prints them as a Markdown table:
applying a move and listing the legal moves (time and allocations per op),
complete random games per second, and the validation of a generated
transcript beside the bare YAML decode of the same bytes. The same
measurements run as Go benchmarks with

    go test -run '^$' -bench . ./engine/transcript/transcripttest

A second table measures "regelwerk validate DIR" (this binary, as a child
process) with one job and with two, over --files generated transcripts of
the games in turn: files and MB per second, wall and processor seconds and
peak memory, the medians of --runs alternating runs; then the throughput
of two jobs over that of one, and the peak memory of two jobs over a
quarter of the files and over all of them (docs/performance.md, "Scaling
with cores"); on a machine with one core it says so instead.

A third table measures conform against "regelwerk serve" (this binary) as
a child process, per game: the fixtures and 30 random and 30 mutated games
as a default run does, --runs times, the median of each figure. It gives protocol round trips per
second of wall time, and the processor time conform and serve each spend
per round trip (docs/conformance.md, "Speed"), with the load average of the
machine before the runs. A fourth table measures the same against
"regelwerk serve --restyle", which writes the same replies otherwise
(members in reverse order, a space after each ':' and ','), as an
implementation with a JSON library of its own does.`,
	args:  cobra.NoArgs,
	setup: setupBench,
}, {
	use:   "clarifications [--game GAME]...",
	short: "Print the clarifications reference (docs/clarifications.md) from the catalogues",
	long: `clarifications writes, in Markdown, every clarification of every game's rule
catalogue (of the games given with --game): the question, where the
rulebooks say it, the readings, the default, the option, and the scenarios
that exercise each reading; --format json writes the same as one JSON
document. With --write it replaces docs/clarifications.md under the root,
for every game. Exit status 1 when a scenario's reading cannot be told (see
the reference's introduction), 2 on a usage error or outside a checkout:
the scenarios are read from a regelwerk checkout (the current folder or the
nearest parent with go.mod and features/, or --root).`,
	args:         cobra.MaximumNArgs(1),
	completeArgs: completeGameArg,
	setup:        setupClarifications,
}, {
	use:   `conform --engine "CMD ARGS"`,
	short: "Test another implementation against the reference engines through the protocol",
	long: `Conform starts the implementation as a child process, speaks the conformance
protocol with it (docs/protocol.md) and compares each of its answers with the
reference engines': accepted or rejected, the rule ID where both name one,
the legal moves where it lists them, round scores, totals and winners, and,
after every step both refuse, that the implementation's state is unchanged.
It plays (a) every fixture of the corpus, (b) --count seeded random complete
games per game, which seek the rules the corpus does not exercise, and (c)
as many games with one illegal move inserted. --option GAME:NAME=VALUE says
which reading of a rule the implementation follows; fixtures that depend on
another are skipped with the reason. The report gives, per rule of each
catalogue, how often the run exercised it and the divergences blamed on it;
--format ndjson streams one JSON line per case as it ends, then the report
(docs/schema/conform.schema.json). --shard I/N plays one share of the cases,
for CI matrices; "conform merge" joins the shards' NDJSON. The first
divergence is shrunk from the smallest case that shows it to the fewest
rounds and moves that still do, and written as a transcript that "regelwerk
validate" flags: to --repro FILE (never replacing a file without --force),
or by default to a new file in the temporary directory; --repro "" writes
none.

Exit status: 0 conformant; 1 divergences (other than --expect-failures) or
stale --expect-failures entries; 2 a harness or protocol failure (the
implementation crashed, hung past --timeout, or printed something that is
not a reply), nothing tested (no cases, or every case skipped), or a usage
error; 130, 143, 129 interrupted by SIGINT, SIGTERM, SIGHUP, after killing
the implementation's process group.`,
	args:  cobra.NoArgs,
	setup: setupConform,
	subs: []subcommand{{
		use:   "merge FILE...",
		short: "Join the NDJSON reports of a sharded conform run into one report and one exit status",
		long: `Merge reads the reports that "regelwerk conform --shard I/N --format ndjson"
wrote on each machine of a CI matrix, one file per shard, and prints the
report of the whole run: every case once, the rules' coverage added up, a
known failure stale only when no shard used it. Every shard 1/N to N/N
must be given, once. The exit status is the whole run's (see conform).`,
		args:  cobra.MinimumNArgs(1),
		setup: setupConformMerge,
	}},
}, {
	use:   "coverage [--game GAME]...",
	short: "List, for every rule of the catalogue, the scenarios and fixtures that exercise it",
	long: `coverage lists every rule and clarification of a game's catalogue (of every
game without --game) with the scenarios, per language, and the transcript
fixtures (their covers: list and the rule an invalid one breaks) that
exercise it. Exit status 1 when a rule has no scenario in some language, or
a scenario or fixture names a rule the catalogue lacks; 2 on a usage error,
or outside a checkout: coverage reads the scenarios and fixtures of a
regelwerk checkout (the current folder or the nearest parent with go.mod and
features/, or --root).`,
	args:         cobra.MaximumNArgs(1),
	completeArgs: completeGameArg,
	setup:        setupCoverage,
}, {
	use:   "crosscheck [--game GAME]...",
	short: "Compare a game's scenarios across languages, and list the rulebooks' divergences",
	long: `crosscheck compares the language versions of the scenarios: every rule
covered in one language is covered in the others, and twin scenarios (the
same @pair- tag) do the same thing to the engine step for step, players
compared by seat. It then lists the divergences between the rulebooks that
the catalogue records, with the reading the engine takes and the option for
the other; differences of wording that change nothing in play are listed
apart.

With --side-by-side it writes instead the twin scenarios as two-column
tables, one language a column, each pair under its @pair- tag, for a
translator to review what the cross-check cannot judge (titles,
descriptions, grammar): Markdown, or one HTML page with --format html.
Each table gives the tags and the features' descriptions, marks the steps
that do not do the same thing as their twin, and ends with what each
rulebook says of the rules the pair covers: the whole sentence when the
rulebooks are found, looked for as --rulebooks looks for them (below), the
catalogue's quote otherwise. The document says which: the folder of the
books it read, or where it looked.

With --rulebooks it writes instead the two rulebooks of a game side by side,
section by section (Markdown, or HTML with --format html): a section is
paired with the section of the other book that the catalogue cites for the
same rules; sections nothing cites, as many in each book between the same
two pairs, are paired by their place; the sections left unpaired are named
as having no twin (with the citation, if any, that lost to a pair cited
together more often), and
each divergence clarification is marked at the sentence it quotes in each
book, with its readings below. The books are not part of the
repository: the document is made from them at run time, for the reader's
own review, and without them crosscheck says where it looked and exits 2.
A divergence whose quote a book does not hold exits 1, and so does a
citation of a section a book does not have (headings are read as the
catalogue's test reads them: case, emphasis and a closing colon aside);
each is listed at the end of the document and on standard error at its
entry of the catalogue (rules/GAME.yaml:line:col).

It reads the scenarios of a regelwerk checkout: the current folder or the
nearest parent with go.mod and features/, or --root. With --rulebooks it
reads no scenarios. The books, for --rulebooks and --side-by-side alike,
are looked for in shared/rulebooks of --root or a folder above it when
--root is given, of the current folder or a folder above it otherwise, or
in the folder REGELWERK_RULEBOOKS names. --game limits it to some games
(every game by default).

Exit status 0: consistent; 1: findings; 2: a usage error, no checkout, or
nothing to compare (every game asked has its scenarios in one language).`,
	args:         cobra.MaximumNArgs(1),
	completeArgs: completeGameArg,
	setup:        setupCrosscheck,
}, {
	use:   "gen --game GAME [--players N | --names A,B,...] [--seed S] [--count K]",
	short: "Write random complete legal games as transcripts",
	long: `Gen plays random complete games with the reference engine, choosing uniformly
among the legal moves, and prints them as transcripts (origin: generated) with
their scores as expectations. The same seed always gives the same game; with
--count K the seeds S, S+1, ... S+K-1 are used, one YAML document each.
Options are set with --option NAME=VALUE (regelwerk rules GAME lists them).`,
	args:  cobra.NoArgs,
	setup: setupGen,
}, {
	use:   "man --dir DIR",
	short: "Write the manual pages of regelwerk and its commands, made from their help",
	long: `Man writes a manual page (section 1, roff) for regelwerk and for each of its
commands, regelwerk-validate.1 and so on, into DIR: the same text as --help
gives, for man and for packages that install manual pages. Read one without
installing it with man -l DIR/regelwerk-validate.1, or install them in a
folder of MANPATH, such as ~/.local/share/man/man1. Pages of regelwerk
already in DIR that no command of this version writes (a command renamed
since) are left as they were, and named on a second line.`,
	args:  cobra.NoArgs,
	setup: setupMan,
}, {
	use:   "manifest [DIR]",
	short: "Print or write the index of the fixture corpus (fixtures/manifest.yaml)",
	long: `Manifest indexes every fixture under DIR (default: fixtures): its path, game,
description, origin, the rule IDs it covers and its expected outcome, all
read from the fixture itself. With --write it writes DIR/manifest.yaml,
which a test keeps current. Files are read within the input limits; one that is
not a regular file (a FIFO, a device) is left out with a line on stderr.

Without DIR it indexes the fixtures folder of the current folder, as at the
root of a regelwerk checkout, and says so when there is none (exit status 2).`,
	args:         cobra.MaximumNArgs(1),
	completeArgs: completeDirs,
	setup:        setupManifest,
}, {
	use:   "perft [--game GAME] FILE --depth D [--divide]",
	short: "Count the legal move sequences of a given length from a transcript's position",
	long: `Perft plays the transcript to the position it reaches (a partial record stops
mid-round), then counts the sequences of D legal moves from there, as the
engine's legal-move lists give them. Deals are not moves: a sequence that
ends the round counts no further. With --divide it prints the count under
each first move, so that an implementation whose count differs can follow
the difference down to the one move missing or extra. Reference counts are
in docs/conformance.md. "-" reads the transcript from the standard input.

The work grows fast with the depth (a Null & nichtig set-up has thousands of
moves): --max-positions bounds the positions set up on the way, and a count
that needs more stops with an error.`,
	args:  cobra.ExactArgs(1),
	setup: setupPerft,
}, {
	use:   "replay FILE",
	short: "Show a recorded game move by move, with what the rules make of each move",
	long: `Replay plays a transcript through its game's reference engine and prints each
move followed by what the rules made happen (tricks won, piles, captures,
scores), then the score table.

With --format html it writes one self-contained page to step through the
game (--lang fr or de for French or German labels); with --format json one
JSON document with the table after the deal and after every move, the
broken rule and the scores (docs/replay.md). "-" reads the standard input;
a stream or file of several YAML documents gives every game, the page one
with a game chooser. The broken rules go to stderr with html and json.

-o FILE writes to FILE through a temporary file beside it, which replaces
FILE once the replay is whole: a replay cut short leaves FILE as it was.
A FILE that is a transcript the replay reads (by any name or link), or a
new transcript inside the folder it reads, is refused (exit 2). A page is
never written to a terminal.

The verdict and the exit status are validate's: 0 valid, incomplete or
invalid as expected (a negative test), 1 a rule broken or an expectation
not met, 2 unreadable.`,
	args:  cobra.ExactArgs(1),
	setup: setupReplay,
}, {
	use:   "rules [GAME] [RULE-ID]",
	short: "Print the rule catalogue: the games, a game's rules, or one rule in full",
	long: `Rules prints the rule catalogue built into regelwerk. Without arguments it
lists the games with their number of rules and clarifications; with GAME (or
--game GAME), that game's rules, clarifications and options; with a RULE-ID
(of a rule or a clarification), that entry in full: its summary, where each
rulebook says it, and for a clarification its readings, the default and the
option that selects another. A RULE-ID names its game (nn/play.in-hand is of
Null & nichtig), so the game need not be given; "rules GAME RULE-ID" checks
that the entry is of that game. --format json writes the same as one JSON
document. A word of the rulebooks (pli, Stich) is no argument it takes:
the error names the entries whose passages hold it.`,
	args:         cobra.MaximumNArgs(2),
	completeArgs: completeRulesArgs,
	setup:        setupRules,
}, {
	use:   "serve",
	short: "Play the reference engines through the conformance protocol on stdin and stdout",
	long: `Serve answers the conformance protocol (docs/protocol.md): one JSON request a
line on standard input, one JSON reply a line on standard output. It is the
reference peer for implementers and the subject conform is tested against.

--mutate NAME is a test-only switch: it plays with a deliberately wrong rule,
so that a conformance harness can be shown to catch it. --list-mutations
prints the names with the rule each breaks (docs/conformance.md); those
named protocol.* break the protocol itself rather than a game's rule.`,
	args:  cobra.NoArgs,
	setup: setupServe,
}, {
	use:   "site --out DIR",
	short: "Write the living rulebook: a static site of rules, scenarios, fixtures",
	long: `Site writes a static site to --out: plain HTML pages, one style sheet and a
small script, every file inside the folder, readable from file:// and from
any static host. Per game: an overview, the rule catalogue, the
clarifications, the glossary, the coverage matrix and the fixtures with
their replays; per rule a page with its rulebook passages, clarifications,
scenarios (French and German twins side by side) and fixtures; a search
over rules, clarifications and scenarios; a page per language pair for
translators. The same inputs give the same bytes.

The binary does not run the scenarios: --scenario-results reads the
Cucumber JSON a run of them writes (go test ./features -run TestScenarios
-args -scenario-results DIR); without it every scenario shows as not run.
--conform adds the conform reports (NDJSON) of implementations: a grid of
implementation × rule, the suspects, and each divergence with both sides'
answers and its reproduction as a replay. docs/site.md tells more.

It reads the scenarios, fixtures and docs of a regelwerk checkout: the
current folder or the nearest parent with go.mod and features/, or --root.
An --out folder that is not empty must hold an earlier site, which is
replaced.`,
	args:  cobra.NoArgs,
	setup: setupSite,
}, {
	use:   "validate FILE-OR-DIR...",
	short: "Check recorded games against the rules and their stated expectations",
	long: `Validate plays each transcript through its game's reference engine and reports
every broken rule as file:line:col: rule-id: message, with the rulebook
references, and every expectation (scores, totals, winners, the announced
violation) that does not hold.

A transcript that announces the violation it commits (expect: violation:
{rule, round, move}) and breaks exactly that rule at that round and move,
and nothing else, is invalid as expected: a negative test that passes,
reported as "invalid as expected". One that breaks a rule without
announcing it, or breaks another rule or at another place than it
announces, or announces a violation that does not happen, fails.

A directory stands for every *.yaml and *.yml file below it (any letter
case), in lexical order; one so named that cannot be read as a transcript
(a pipe, a device, a dangling link) is an error. A fixture manifest (a
document that reads as a valid manifest, as fixtures/manifest.yaml) is
skipped with a note on stderr.
"-" reads a stream of YAML documents (each started by a --- line, or after
a ... line; an empty one, a --- with only comments after it, is passed
over) from the standard input, each reported as <stdin>#N with its lines
counted in the stream; a file holding several documents is read the
same way (FILE#N). The size limit applies to each document. Transcripts
are validated on --jobs goroutines (default: every core) and reported in
the order given, as soon as each is known.

--format picks the report: text (the default), json (one document with a
"format" version, the verdicts and a summary), ndjson (a verdict per line
as each is known, then the summary), junit (JUnit XML, a test case per
transcript), sarif (SARIF 2.1.0 with the rule catalogue) or github
(GitHub Actions ::error annotations). docs/transcripts.md describes them;
the JSON ones follow docs/schema/validate.schema.json. The text report of
several transcripts ends with their count (valid, invalid as expected,
failed); it is in colour on a terminal, unless NO_COLOR is set
(CLICOLOR_FORCE colours it anywhere; docs/cli.md).

Exit status: 0 when every transcript is valid or invalid as expected, 1
when a rule is broken or an expectation fails, 2 when one cannot be read
as a transcript, or when there is nothing to validate.`,
	args:  cobra.MinimumNArgs(1),
	setup: setupValidate,
}, {
	use:   "version",
	short: "Print the version of regelwerk, the commit it was built from and the Go version",
	long: `Version prints, on one line, the module version regelwerk was built as, the
version-control revision it was built from (with its time, and "modified"
when the working tree had uncommitted changes), and the Go version and
platform of the build. "regelwerk --version" prints the same line.

A binary built in a clone (go install ./cmd/regelwerk, go build) carries
the revision, and since Go 1.24 a version made from it; "go run" and "go
test" builds, and builds with -buildvcs=false, carry neither and say
(devel). Once regelwerk is published, a binary installed from a published
version names that version and no revision. Quote this line in a bug
report.`,
	args:  cobra.NoArgs,
	setup: setupVersion,
}}
