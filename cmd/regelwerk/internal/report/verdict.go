package report

import (
	"errors"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// Status values of a Verdict.
const (
	Valid      = transcript.Valid      // every rule kept and every expectation met, the game over
	Incomplete = transcript.Incomplete // every rule kept so far, the game not over
	// AsExpected is a transcript that announces the violation it commits
	// (expect: violation) and commits exactly that one: a negative test
	// that passes.
	AsExpected = transcript.AsExpected
	Violations = transcript.Violations // a broken rule or an expectation that fails
	Unreadable = "error"               // not a usable transcript
	Skipped    = "skipped"             // an entry that is not read as a transcript
)

// Verdict is the outcome of validating one transcript.
type Verdict struct {
	// File names the transcript as reported: its path, or path#N and
	// <stdin>#N for the N-th document of a file or stream of several.
	File string `json:"file"`
	// Path is the file that holds it, as named or found; empty for the
	// standard input. Document is N in path#N, 0 for a whole file.
	Path     string `json:"path,omitempty"`
	Document int    `json:"document,omitempty"`
	Game     string `json:"game,omitempty"`
	Status   string `json:"status"`
	// Error says why the transcript could not be read (status error) or
	// why the entry was passed over (status skipped).
	Error      *Problem `json:"error,omitempty"`
	Incomplete string   `json:"incomplete,omitempty"`
	// IncompleteText is Incomplete before formatting (Localize).
	IncompleteText engine.Text `json:"-"`
	// Rounds counts the rounds played out.
	Rounds  int            `json:"rounds"`
	Totals  map[string]int `json:"totals,omitempty"`
	Winners []string       `json:"winners,omitempty"`
	// Expected is the violation the transcript announces, if any.
	Expected *Expected `json:"expected,omitempty"`
	// Violations are the broken rule, where play stops, and every
	// expectation that does not hold; for status invalid-as-expected, the
	// one announced.
	Violations []engine.ViolationReport `json:"violations,omitempty"`
}

// Problem is input that could not be used, and where.
type Problem struct {
	Message string           `json:"message"`
	At      *engine.Position `json:"at,omitempty"`
}

// Expected is an announced violation: the rule, the round (0 for the
// game's set-up) and the move (0 for the round's deal).
type Expected struct {
	Rule  string `json:"rule"`
	Round int    `json:"round"`
	Move  int    `json:"move"`
}

// ExitCode is the exit status the verdict calls for: 0 when it passes
// (valid, incomplete, invalid as expected, skipped), 1 for violations, 2
// for input that is not a transcript.
func (v *Verdict) ExitCode() int { return ExitCode(v.Status) }

// ExitCode is the exit status of a verdict's status, for every command
// that judges a transcript (validate, replay).
func ExitCode(status string) int {
	switch status {
	case Violations:
		return 1
	case Unreadable:
		return 2
	}
	return 0
}

// Source returns the verdict's file and document fields for s.
func Source(s transcript.Source) Verdict {
	return Verdict{File: s.Name, Path: s.File, Document: s.Doc}
}

// Result fills v from the run of a transcript; ex (may be nil) explains
// the rules broken.
func (v *Verdict) Result(res *transcript.Result, t *transcript.Transcript, ex engine.Explainer) {
	v.Game, v.Rounds, v.Incomplete, v.IncompleteText = res.Game.ID(), res.Rounds, res.Incomplete, res.IncompleteText
	if t.Expect != nil && t.Expect.Violation != nil {
		ev := t.Expect.Violation
		v.Expected = &Expected{Rule: ev.Rule, Round: ev.Round, Move: ev.Move}
	}
	if res.Config != nil && res.Totals != nil {
		v.Totals = map[string]int{}
		for s, total := range res.Totals {
			v.Totals[res.Config.Name(engine.Seat(s))] = total
		}
		for _, s := range res.Winners {
			v.Winners = append(v.Winners, res.Config.Name(s))
		}
	}
	for _, x := range res.Violations {
		v.Violations = append(v.Violations, engine.Report(x, ex))
	}
	v.Status = res.Status()
}

// Fail marks v as unreadable for err, with err's position where it has
// one (a *transcript.Error).
func (v *Verdict) Fail(err error) {
	v.Status = Unreadable
	v.Error = &Problem{Message: err.Error()}
	var te *transcript.Error
	if errors.As(err, &te) {
		at := te.Position()
		v.Error = &Problem{Message: te.Msg, At: &at}
	}
}

// Skip marks v as passed over, for the reason why.
func (v *Verdict) Skip(why string) {
	v.Status = Skipped
	v.Error = &Problem{Message: why}
}

// Summary counts the verdicts of a run.
type Summary struct {
	// Transcripts counts the verdicts, skipped entries left out.
	Transcripts       int `json:"transcripts"`
	Valid             int `json:"valid"`
	Incomplete        int `json:"incomplete"`
	InvalidAsExpected int `json:"invalid_as_expected"`
	Violations        int `json:"violations"`
	Errors            int `json:"errors"`
	Skipped           int `json:"skipped"`
	// Exit is the run's exit status: the highest of its verdicts', and 2
	// when there was nothing to validate.
	Exit int `json:"exit"`
	// Shard is the share of the files validated, I/N (validate --shard),
	// "" for the whole run. The shares' reports concatenate into the run's:
	// each transcript once, the counts the sums of the shares', the exit
	// status the highest.
	Shard string `json:"shard,omitempty"`
}

// Add counts v.
func (s *Summary) Add(v *Verdict) {
	switch v.Status {
	case Valid:
		s.Valid++
	case Incomplete:
		s.Incomplete++
	case AsExpected:
		s.InvalidAsExpected++
	case Violations:
		s.Violations++
	case Unreadable:
		s.Errors++
	case Skipped:
		s.Skipped++
		return
	}
	s.Transcripts++
	s.Exit = max(s.Exit, v.ExitCode())
}
