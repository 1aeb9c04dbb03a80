package report

import (
	"bytes"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/owenrumney/go-sarif/v2/sarif"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/buildinfo"
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/rules"
)

// The SARIF log names no web address: regelwerk publishes none yet, and
// SARIF wants absolute ones (helpUri, informationUri). Each rule's help
// names instead the file of a regelwerk checkout that documents it.

// Rule IDs of the reports that are no rule of a game: an expectation of
// the transcript that fails, and a file that is not a usable transcript.
const (
	RuleExpectScores    = "expect.scores"
	RuleExpectWinners   = "expect.winners"
	RuleExpectViolation = "expect.violation"
	RuleUnreadable      = "transcript.input"
)

// pseudoRules describe the IDs above for the SARIF catalogue.
var pseudoRules = []struct{ id, summary, doc string }{
	{RuleExpectScores, "The scores, totals and score lines a transcript states are those the rules give.", "docs/transcripts.md, section Expectations"},
	{RuleExpectWinners, "The winners a transcript names are those the rules give.", "docs/transcripts.md, section Expectations"},
	{RuleExpectViolation, "A transcript that announces a violation breaks that rule, at the round and move it names, and no other.", "docs/transcripts.md, section Expectations"},
	{RuleUnreadable, "A transcript is a YAML document the reader accepts: known game, players, cards and keys, within the limits.", "docs/transcripts.md, section Verdicts"},
}

// SARIFRules is the rule catalogue of every game as SARIF reporting
// descriptors, followed by the expectation and input pseudo-rules: the
// ID, the catalogue's summary as short description, the summary with
// where each rulebook says it and the clarifications that bear on it as
// full description (GitHub code scanning asks for one), and as help the
// rulebook references and the page of the checkout that documents the
// game. index maps an ID to its place, for results' ruleIndex.
func SARIFRules() (list []*sarif.ReportingDescriptor, index map[string]int, err error) {
	cats, err := rules.All()
	if err != nil {
		return nil, nil, err
	}
	index = map[string]int{}
	add := func(d *sarif.ReportingDescriptor) {
		index[d.ID] = len(list)
		list = append(list, d)
	}
	for _, c := range cats {
		page := "docs/games/" + c.Game + ".md"
		for _, r := range c.Rules {
			var refs []string
			for _, lang := range langs(r.Refs) {
				refs = append(refs, strings.ToUpper(lang)+" "+r.Refs[lang].String())
			}
			full := r.Summary
			if len(refs) > 0 {
				full += " Rulebook: " + strings.Join(refs, "; ") + "."
			}
			for _, id := range r.Clarifications {
				if cl, ok := c.Clarification(id); ok {
					full += " Clarified by " + cl.ID + ": " + cl.Question
				}
			}
			help := append(refs, c.Name+": "+page+" in the regelwerk repository; regelwerk rules "+r.ID+" prints the rule in full.")
			add(sarif.NewRule(r.ID).
				WithName(friendlyName(r.ID)).
				WithShortDescription(sarif.NewMultiformatMessageString(r.Summary)).
				WithFullDescription(sarif.NewMultiformatMessageString(full)).
				WithHelp(sarif.NewMultiformatMessageString(strings.Join(help, "\n"))))
		}
	}
	for _, p := range pseudoRules {
		add(sarif.NewRule(p.id).
			WithName(friendlyName(p.id)).
			WithShortDescription(sarif.NewMultiformatMessageString(p.summary)).
			WithFullDescription(sarif.NewMultiformatMessageString(p.summary + " Documented in " + p.doc + ".")).
			WithHelp(sarif.NewMultiformatMessageString(p.doc + " in the regelwerk repository.")))
	}
	return list, index, nil
}

// friendlyName is the SARIF name of a rule: its ID without the game's
// prefix, as one PascalCase word (nn/play.in-hand: PlayInHand), which
// viewers show where an ID of several parts reads as a path.
func friendlyName(id string) string {
	if _, rest, ok := strings.Cut(id, "/"); ok {
		id = rest
	}
	var b strings.Builder
	for _, w := range strings.FieldsFunc(id, func(r rune) bool { return r == '.' || r == '-' || r == '_' }) {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}

// langs orders a rule's rulebook languages as the reports do.
func langs(refs map[string]rules.Ref) []string {
	m := make(map[string]string, len(refs))
	for l := range refs {
		m[l] = ""
	}
	return engine.RefLanguages(m)
}

// ArtifactURI is path as a SARIF artifact location: a relative URI
// reference for a relative path (resolved against the directory the run
// started in, as code scanning takes it), a file URI for an absolute one.
func ArtifactURI(path string) string {
	u := url.URL{Path: filepath.ToSlash(path)}
	if filepath.IsAbs(path) {
		u.Scheme = "file"
		if !strings.HasPrefix(u.Path, "/") {
			u.Path = "/" + u.Path // C:/x on Windows
		}
	}
	return u.String()
}

// SARIFResult is one result of level error: ruleID broken (its place in
// the catalogue is index), with the message, at the position in file (no
// location when file is empty: the standard input).
func SARIFResult(ruleID string, index map[string]int, message, file string, at *engine.Position) *sarif.Result {
	r := sarif.NewRuleResult(ruleID).WithLevel("error").WithMessage(sarif.NewTextMessage(message))
	if i, ok := index[ruleID]; ok {
		r.WithRuleIndex(i)
	}
	if file != "" {
		loc := sarif.NewPhysicalLocation().WithArtifactLocation(sarif.NewSimpleArtifactLocation(ArtifactURI(file)))
		if at != nil && at.Line > 0 {
			region := sarif.NewRegion().WithStartLine(at.Line)
			if at.Column > 0 {
				region.WithStartColumn(at.Column)
			}
			loc.WithRegion(region)
		}
		r.AddLocation(sarif.NewLocationWithPhysicalLocation(loc))
	}
	return r
}

// SARIFResults are the verdict's results: one per violation, and one for
// a file that could not be read. Passing verdicts have none.
func (v *Verdict) SARIFResults(index map[string]int) []*sarif.Result {
	var out []*sarif.Result
	switch v.Status {
	case Violations:
		for _, x := range v.Violations {
			out = append(out, SARIFResult(x.Rule, index, x.Message, v.Path, x.At))
		}
	case Unreadable:
		out = append(out, SARIFResult(RuleUnreadable, index, v.Error.Message, v.Path, v.Error.At))
	}
	return out
}

// WriteSARIF writes a SARIF 2.1.0 log of one run of the tool named
// regelwerk with the rule catalogue and results, as JSON without HTML
// escaping. Columns count Unicode code points, as the transcript reader
// does.
func WriteSARIF(w io.Writer, ruleList []*sarif.ReportingDescriptor, results []*sarif.Result) error {
	log, err := sarif.New(sarif.Version210)
	if err != nil {
		return err
	}
	run := sarif.NewRun(*sarif.NewTool(sarif.NewDriver("regelwerk").WithVersion(buildinfo.Version())))
	run.Tool.Driver.Rules = ruleList
	run.WithColumnKind("unicodeCodePoints")
	if results == nil {
		results = []*sarif.Result{} // a run with no result says so: []
	}
	run.WithResults(results)
	log.AddRun(run)
	var b bytes.Buffer
	if err := WriteJSON(&b, log); err != nil {
		return err
	}
	_, err = w.Write(b.Bytes())
	return err
}

// sarifWriter collects the results: the log is one document.
type sarifWriter struct {
	w       io.Writer
	results []*sarif.Result
	index   map[string]int
	rules   []*sarif.ReportingDescriptor
	err     error
}

func (s *sarifWriter) Write(v *Verdict) error {
	if s.index == nil && s.err == nil {
		s.rules, s.index, s.err = SARIFRules()
	}
	if s.err != nil {
		return s.err
	}
	s.results = append(s.results, v.SARIFResults(s.index)...)
	return nil
}

func (s *sarifWriter) Close(Summary) error {
	if s.index == nil && s.err == nil {
		s.rules, s.index, s.err = SARIFRules()
	}
	if s.err != nil {
		return s.err
	}
	return WriteSARIF(s.w, s.rules, s.results)
}
