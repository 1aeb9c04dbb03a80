package site

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/features/scenarios"
)

// The binary does not run the scenarios (it links neither godog nor the
// testing package): their results come from a run of the scenario tests
// that wrote Cucumber JSON, the format every Cucumber runner writes,
//
//	go test ./features -run TestScenarios -args -scenario-results DIR
//
// one file per game and language. Without results every scenario shows as
// "not run", and the pages say so.

// Scenario outcomes as the pages show them.
const (
	outcomePassed = "passed"
	outcomeFailed = "failed"
	outcomeNotRun = "not run"
)

// results maps a scenario run, "file:line" of the scenario or of its
// example row, to its outcome and the message of the step that failed.
type results struct {
	// Given is false when no results were given: every scenario is "not run".
	Given bool
	// Files are the result files read, as given.
	Files []string
	byPos map[string]result
}

type result struct {
	Name    string
	Outcome string
	Message string
	// File is the result file that gave it.
	File string
}

// cukeFeature is the part of a Cucumber JSON feature the site reads.
type cukeFeature struct {
	URI      string `json:"uri"`
	Elements []struct {
		Name  string `json:"name"`
		Line  int    `json:"line"`
		Type  string `json:"type"`
		Steps []struct {
			Keyword string `json:"keyword"`
			Name    string `json:"name"`
			Line    int    `json:"line"`
			Result  struct {
				Status string `json:"status"`
				Error  string `json:"error_message"`
			} `json:"result"`
		} `json:"steps"`
	} `json:"elements"`
}

// readResults reads Cucumber JSON files; a folder stands for every *.json
// file in it.
func readResults(paths []string) (*results, error) {
	r := &results{byPos: map[string]result{}}
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("--scenario-results: %v", err)
		}
		files := []string{p}
		if fi.IsDir() {
			files, err = filepath.Glob(filepath.Join(p, "*.json"))
			if err != nil {
				return nil, err
			}
			sort.Strings(files)
			if len(files) == 0 {
				return nil, fmt.Errorf("--scenario-results %s: no *.json file there", p)
			}
		}
		for _, f := range files {
			if err := r.read(f); err != nil {
				return nil, err
			}
			r.Files = append(r.Files, f)
		}
	}
	r.Given = len(r.Files) > 0
	return r, nil
}

// maxResultsBytes bounds a results file, which is read whole to be
// decoded: the scenarios of one game and language write under 1 MiB. A
// whole number of MiB, as the error says it; a variable so that a test
// can cross it without writing 64 MiB.
var maxResultsBytes int64 = 64 << 20

// readResultsFile reads a results file whole, refusing one over
// maxResultsBytes without reading more than one byte past the limit.
func readResultsFile(file string) ([]byte, error) {
	if err := regular("--scenario-results", file); err != nil {
		return nil, err
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("--scenario-results: %v", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxResultsBytes+1))
	if err != nil {
		return nil, fmt.Errorf("--scenario-results: %v", err)
	}
	if int64(len(b)) > maxResultsBytes {
		return nil, fmt.Errorf("--scenario-results %s: larger than %d MiB, the limit of a results file", file, maxResultsBytes>>20)
	}
	return b, nil
}

func (r *results) read(file string) error {
	b, err := readResultsFile(file)
	if err != nil {
		return err
	}
	var fs []cukeFeature
	if err := json.Unmarshal(b, &fs); err != nil {
		return fmt.Errorf("--scenario-results %s: not Cucumber JSON (a list of features, as go test ./features -args -scenario-results DIR writes): %s", jsonErrorPlace(file, b, err), jsonErrorText(err))
	}
	for _, f := range fs {
		uri := featurePath(f.URI)
		if uri == "" {
			return fmt.Errorf("--scenario-results %s: feature %q is not under %s/", file, f.URI, scenarios.Dir)
		}
		for _, e := range f.Elements {
			if e.Type != "" && e.Type != "scenario" {
				continue
			}
			res := result{Name: e.Name, Outcome: outcomePassed}
			for _, st := range e.Steps {
				if st.Result.Status != "passed" {
					res.Outcome = outcomeFailed
					res.Message = fmt.Sprintf("line %d, %s%s: %s", st.Line, st.Keyword, st.Name, st.Result.Status)
					if st.Result.Error != "" {
						res.Message += ": " + st.Result.Error
					}
					break
				}
			}
			if len(e.Steps) == 0 {
				res.Outcome, res.Message = outcomeFailed, "no step ran"
			}
			// Two results for one scenario are two runs (or one file
			// given twice): which to show is not for the site to pick,
			// and a pass must not hide a failure.
			pos := fmt.Sprintf("%s:%d", uri, e.Line)
			if prev, ok := r.byPos[pos]; ok {
				return fmt.Errorf("--scenario-results: %s and %s both give a result for the scenario at %s; give the results of one run", prev.File, file, pos)
			}
			res.File = file
			r.byPos[pos] = res
		}
	}
	return nil
}

// jsonErrorPlace is file:line:col of where in b, read from file, the JSON
// reader stopped with err, or file alone when err says no place. The
// reader has read Offset bytes; the place is the last of them: the
// offending character of a syntax error, the last character of the file
// when it ends too soon; of a value of the wrong kind, the bracket that
// opens a list or object, or the last character of another value.
func jsonErrorPlace(file string, b []byte, err error) string {
	var off int64
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	default:
		return file
	}
	return engine.PosAt(b, int(min(max(off-1, 0), int64(len(b))))).In(file).String()
}

// jsonErrorText is what err says is wrong, without the Go types a value
// of the wrong kind names (the whole struct of a feature's elements).
func jsonErrorText(err error) string {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return err.Error()
	}
	if te.Field == "" {
		return "a JSON " + te.Value + " where a list of features or a feature is expected"
	}
	return te.Field + ": a JSON " + te.Value + " is not what Cucumber JSON has there"
}

// featurePath turns a runner's file name (../features/g/x.feature,
// /abs/features/g/x.feature) into features/g/x.feature.
func featurePath(uri string) string {
	uri = filepath.ToSlash(uri)
	i := strings.LastIndex(uri, scenarios.Dir+"/")
	if i < 0 {
		return ""
	}
	return uri[i:]
}

// of returns the outcome of one run of a scenario: the result recorded at
// its place under the same name, else "not run" (no results, or results
// of another version of the file).
func (r *results) of(sc scenarios.Scenario) result {
	line := sc.Line
	if sc.Row > 0 {
		line = sc.Row
	}
	res, ok := r.byPos[fmt.Sprintf("%s:%d", sc.File, line)]
	if !ok || res.Name != sc.Name {
		return result{Outcome: outcomeNotRun}
	}
	return res
}

// matchAny is an error when results were given but none is of a scenario
// in scs: a site whose every scenario shows "not run" although outcomes
// were asked for has tested nothing.
func (r *results) matchAny(scs []scenarios.Scenario) error {
	if !r.Given {
		return nil
	}
	for _, sc := range scs {
		if r.of(sc).Outcome != outcomeNotRun {
			return nil
		}
	}
	return fmt.Errorf("--scenario-results: the results given (%s) are of no scenario of the games shown: of another version of the feature files, or of other games", strings.Join(r.Files, ", "))
}
