package features

import (
	"flag"
	"os"
	"path/filepath"

	"github.com/cucumber/godog"
)

// scenarioResults is the folder the scenario suites write the outcome of
// every scenario to, as Cucumber JSON, one file per game and language,
// for the site (regelwerk site --scenario-results, docs/site.md):
//
//	go test ./features -run TestScenarios -args -scenario-results DIR
var scenarioResults = flag.String("scenario-results", "", "write the outcome of every scenario as Cucumber JSON to `DIR`/<game>.<lang>.json")

// withResults adds the Cucumber JSON report to the options of a suite
// that runs feature files (TestScenarios), when -scenario-results names a
// folder. The tests' own inline features (FeatureContents) write none:
// they would replace a game's results with theirs.
func withResults(opts *godog.Options, game, lang string) *godog.Options {
	if *scenarioResults == "" || len(opts.Paths) == 0 {
		return opts
	}
	// A folder that cannot be made shows as the file godog cannot
	// create, which fails the suite.
	_ = os.MkdirAll(*scenarioResults, 0o755)
	opts.Format += ",cucumber:" + filepath.Join(*scenarioResults, game+"."+lang+".json")
	return opts
}
