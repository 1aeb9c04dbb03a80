package conform

import (
	"maps"
	"slices"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/exercise"
	"github.com/regelwerk/regelwerk/engine/i18n"
	"github.com/regelwerk/regelwerk/engine/protocol"
	"github.com/regelwerk/regelwerk/rules"
)

// maxListed bounds the divergences and skipped cases a report lists one
// by one; the counts include every one.
const maxDivergencesListed = 1000

// Format is the version of conform's JSON and NDJSON output: every object
// written carries it in its "format" field (docs/schema/conform.schema.json).
const Format = "regelwerk-conform/1"

// Case statuses, as results and reports give them.
const (
	StatusPassed   = "passed"
	StatusDiverged = "diverged"
	StatusExpected = "expected" // a divergence listed as a known failure
	StatusSkipped  = "skipped"
	StatusErrored  = "errored" // the implementation failed on its own account, or the run stopped in the case
)

// Report is the outcome of a conformance run.
type Report struct {
	Format string     `json:"format"`
	Type   string     `json:"type"` // "summary"
	Engine EngineInfo `json:"engine"`
	Shard  string     `json:"shard,omitempty"` // I/N when the run is one share
	// Run says what was asked for; the shards of one run agree on it.
	Run    *RunID `json:"run,omitempty"`
	Cases  int    `json:"cases"`
	Passed int    `json:"passed"`
	// Diverged counts the cases that diverged (errored ones included),
	// not counting expected failures.
	Diverged int `json:"diverged"`
	Errored  int `json:"errored"`  // of Diverged, the implementation's own failures
	Expected int `json:"expected"` // divergences listed as known failures
	Skipped  int `json:"skipped"`
	// RoundTrips counts the requests the implementation answered.
	RoundTrips int64 `json:"round_trips"`
	// ScoresCompared counts the scores answers compared with the
	// reference's: a run that compared none tested no scoring at all.
	ScoresCompared int64             `json:"scores_compared"`
	Games          map[string]*Stats `json:"games"`
	// Unplayed lists the games selected that the implementation does not
	// announce in its hello: none of their cases is built.
	Unplayed []string `json:"unplayed,omitempty"`
	// Coverage lists every rule and clarification of the catalogues of the
	// games played: how often the reference applied it in the run, in how
	// many cases, and how many divergences are blamed on it.
	Coverage []RuleCoverage `json:"coverage"`
	// Suspects are the rules the divergences point at, most suspicious
	// first (see suspicion): where to look for the bug.
	Suspects []string `json:"suspects,omitempty"`
	// Stale lists the known failures that matched nothing; they fail the
	// run, as test262's stale expectations do.
	Stale []StaleEntry `json:"stale,omitempty"`
	// Expectations tells, for a run that is one shard, which known
	// failures it used: merging the shards decides which are stale.
	Expectations []ExpectationUse `json:"expectations,omitempty"`
	// Incomplete, when set, says per game what the run asked for and did
	// not play: random or mutated games whose every seed the
	// implementation skipped, a game asked for that it does not announce.
	// Such a run is not conformant (exit status 2).
	Incomplete []string `json:"incomplete,omitempty"`
	// SkipGroups count the skipped cases by reason (and by the options
	// that set them apart), most first.
	SkipGroups []SkipGroup `json:"skip_groups,omitempty"`
	// NothingTested, when set, says why no case was played to a verdict:
	// such a run is not a pass.
	NothingTested string `json:"nothing_tested,omitempty"`
	// Notes are things the run passed over, such as a fixture that is not
	// a regular file.
	Notes   []string          `json:"notes,omitempty"`
	First   *Reproduction     `json:"first,omitempty"`
	Failure *protocol.Failure `json:"failure,omitempty"`
	// FirstByKind holds the first unexpected divergence of each kind,
	// "deal", "move" and "scores" (in the order of the cases, see
	// caseBefore): one missing check does not hide the others.
	FirstByKind map[string]*Divergence `json:"first_by_kind,omitempty"`
	firstIDs    map[string]CaseID
	// Cover lists the divergences, the first maxDivergencesListed of
	// them; Omitted counts the others.
	Cover   []*Divergence `json:"divergences,omitempty"`
	Omitted int           `json:"divergences_omitted,omitempty"`
	// Skips lists the cases skipped with the reason, the first
	// maxDivergencesListed of them.
	Skips []SkipNote `json:"skips,omitempty"`
	// ExitStatus is the status the run exits with (see ExitCode).
	ExitStatus int `json:"exit_status"`

	played   map[string]bool // games selected that the implementation plays
	ran      map[string]bool // fixture paths played (not skipped)
	fixtures map[string]bool // fixture paths found in the corpus
	corpus   engine.Text     // where the fixtures come from, for messages
	total    int             // cases the run will play, when known
	// implSkipped counts the cases the implementation skipped.
	implSkipped int
	// rules holds, per rule, the cases that exercised it and the
	// divergences blamed on it; counts, how often it was applied.
	rules   map[string]*RuleCoverage
	counts  map[string]int
	sharded bool
	// uncounted, in a shard's summary that Merge reads, names the input
	// when the summary holds no scores_compared.
	uncounted string
	spectra   suspicion // the cases' rule spectra, for Suspects
	lang      string    // of the text report (Options.Lang)
	// nothing and incomplete are the messages NothingTested and
	// Incomplete are written from, for the text report's language.
	nothing    engine.Text
	incomplete []engine.Text
	notes      map[string]engine.Text // by the note's English
}

// RunID is what a run was asked to play, beside the engine's command:
// conform merge joins only shards that agree on it.
type RunID struct {
	Games         []string `json:"games,omitempty"` // as asked; every game when none
	Count         int      `json:"count"`           // random games, and as many mutated, per game
	Seed          uint64   `json:"seed"`
	Readings      []string `json:"readings,omitempty"` // GAME:NAME=VALUE
	RandomOptions bool     `json:"random_options,omitempty"`
	Fixtures      string   `json:"fixtures"` // "built-in", "none" or the directory
	// Regelwerk is the version of regelwerk that made the report
	// (Options.Regelwerk).
	Regelwerk string `json:"regelwerk,omitempty"`
}

// EngineInfo is what the implementation said of itself (its hello reply),
// with the command that started it.
type EngineInfo struct {
	Command      string   `json:"command,omitempty"`
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Games        []string `json:"games"`
	Capabilities []string `json:"capabilities"`
	Protocol     int      `json:"protocol"` // the version the session spoke
}

// Stats count cases by outcome, for a game.
type Stats struct {
	Cases    int `json:"cases"`
	Passed   int `json:"passed"`
	Diverged int `json:"diverged"`
	Errored  int `json:"errored,omitempty"`
	Expected int `json:"expected,omitempty"`
	Skipped  int `json:"skipped,omitempty"`

	// Played (not skipped), by kind of case, and the fixtures skipped.
	Fixtures        int `json:"fixtures,omitempty"`
	FixturesSkipped int `json:"fixtures_skipped,omitempty"`
	Random          int `json:"random,omitempty"`
	Mutated         int `json:"mutated,omitempty"`
	// RandomMissing and MutatedMissing count the random and mutated games
	// asked for that were not played: the implementation skipped every
	// seed tried for them (see maxReplacements).
	RandomMissing  int `json:"random_missing,omitempty"`
	MutatedMissing int `json:"mutated_missing,omitempty"`
	// Readings are the option values the random and mutated games played
	// were played with, per option; none: the defaults.
	Readings map[string][]string `json:"readings,omitempty"`
	// Declared are the readings the implementation declares for the game.
	Declared map[string][]string `json:"declared,omitempty"`
}

// SkipGroup is a reason cases were skipped for, with how many, one of
// them, and a hint where a flag or a declaration would help.
type SkipGroup struct {
	Reason  string `json:"reason"`
	Cases   int    `json:"cases"`
	Example string `json:"example"`
	Hint    string `json:"hint,omitempty"`
}

// RuleCoverage is what a run did with one rule or clarification.
type RuleCoverage struct {
	Game string `json:"game"`
	ID   string `json:"id"`
	// Exercised counts the times the reference applied the rule: each
	// step it decided (engine.Config.Rules), each refusal naming it.
	Exercised int `json:"exercised"`
	Cases     int `json:"cases"` // cases that exercised it
	// Diverged counts the divergences blamed on the rule (see
	// Divergence.Rules), Expected those listed as known failures.
	Diverged int `json:"diverged"`
	Expected int `json:"expected,omitempty"`
}

// SkipNote is a case skipped and why.
type SkipNote struct {
	Case   string `json:"case"`
	Reason string `json:"reason"`
}

// CaseID names a case stably across runs and shards.
type CaseID struct {
	Game   string `json:"game"`
	Kind   string `json:"kind"` // fixture, random, mutated
	Source Source `json:"source"`
}

// Result is the outcome of one case, as a run streams it (`--format
// ndjson`).
type Result struct {
	Format string `json:"format"`
	Type   string `json:"type"` // "case"
	ID     CaseID `json:"id"`
	Name   string `json:"name"` // the case as text reports name it
	Status string `json:"status"`
	// Reason says why a case was skipped or errored; Group is the reason
	// of a skip without what is particular to the case, as the report
	// counts skips.
	Reason string `json:"reason,omitempty"`
	Group  string `json:"group,omitempty"`
	// Options are the options the case was played with, as set.
	Options map[string]string `json:"options,omitempty"`
	// SkipOptions are, of a case the implementation skipped at its new
	// game or first deal, the options set to another value than the
	// default (NAME=VALUE): the report counts the skip under each.
	SkipOptions []string `json:"skip_options,omitempty"`
	// Rules are the rules the case applied, sorted; a rule only its
	// refusals named is in Refused alone.
	Rules []string `json:"rules,omitempty"`
	// Refused are the rules the reference's refusals in the case named,
	// sorted: a refusal is a path of its own for the suspects' ranking.
	Refused    []string    `json:"refused,omitempty"`
	Divergence *Divergence `json:"divergence,omitempty"`

	// reason is Reason as a message, for ReasonIn: set for a case the
	// implementation skipped.
	reason engine.Text
}

// ReasonIn is Reason in lang. Why the implementation skipped a case is
// written in lang, its own message as it wrote it; another reason (a
// fixture's, as the text report's skips give it, or one read from JSON)
// stays English.
func (r Result) ReasonIn(lang string) string {
	if r.reason.Format == "" || r.reason.String() != r.Reason {
		return r.Reason
	}
	return i18n.Render(lang, "", r.reason)
}

// Reproduction is the first unexpected divergence, shrunk, as a
// transcript (Text), and where it was written.
type Reproduction struct {
	Divergence *Divergence `json:"divergence"`
	File       string      `json:"file,omitempty"`
	// WriteError says why the transcript could not be written.
	WriteError string `json:"write_error,omitempty"`
	Original   string `json:"original_size"`
	Shrunk     string `json:"shrunk_size"`
	// Text is empty when no transcript can show the divergence (a
	// required step skipped, see Divergence.reproducible): then nothing
	// is written.
	Text string `json:"-"`
}

func newReport(opt Options) *Report {
	r := &Report{Format: Format, Type: "summary", Engine: EngineInfo{Command: strings.Join(opt.Engine, " ")}, Games: map[string]*Stats{},
		played: map[string]bool{}, ran: map[string]bool{}, fixtures: map[string]bool{},
		rules: map[string]*RuleCoverage{}, counts: map[string]int{}, Shard: opt.Shard.String(), sharded: opt.Shard.N > 1,
		Run: &RunID{Games: opt.Games, Count: opt.Random, Seed: opt.Seed, RandomOptions: opt.RandomOptions, Fixtures: "built-in", Regelwerk: opt.Regelwerk}, lang: opt.Lang}
	for _, rd := range opt.Readings {
		r.Run.Readings = append(r.Run.Readings, rd.String())
	}
	switch {
	case opt.Fixtures == nil:
		r.corpus = engine.Textf("no fixture corpus")
		r.Run.Fixtures = "none"
	case opt.FixturesDir != "":
		r.corpus = engine.Textf("no fixtures (GAME/valid/*.yaml, GAME/invalid/*.yaml) in %s", opt.FixturesDir)
		r.Run.Fixtures = opt.FixturesDir
	case opt.FixturesName != "":
		r.corpus = engine.Textf("no fixtures (GAME/valid/*.yaml, GAME/invalid/*.yaml) in %s", opt.FixturesName)
		r.Run.Fixtures = opt.FixturesName
	default:
		r.corpus = engine.Textf("no fixtures in the built-in corpus")
	}
	return r
}

// status is a case's status.
func status(d *Divergence, skip string) string {
	switch {
	case skip != "":
		return StatusSkipped
	case d == nil:
		return StatusPassed
	case d.Expected:
		return StatusExpected
	case d.Kind == "errored":
		return StatusErrored
	}
	return StatusDiverged
}

func (s *Stats) add(st string) {
	s.Cases++
	switch st {
	case StatusSkipped:
		s.Skipped++
	case StatusPassed:
		s.Passed++
	case StatusExpected:
		s.Expected++
	case StatusErrored:
		s.Errored++
		s.Diverged++
	default:
		s.Diverged++
	}
}

// add makes the result of one case, which exercised rules and whose
// refusals named refused; skip groups it under group. addResult counts it.
func (r *Report) add(c *Case, d *Divergence, skip, group string, exercised map[string]bool, refused []string) Result {
	st := status(d, skip)
	res := Result{Format: Format, Type: "case", ID: CaseID{Game: c.Game, Kind: c.Kind, Source: c.Source}, Name: c.ID, Status: st,
		Divergence: d, Options: c.Options}
	switch {
	case skip != "":
		res.Reason, res.Group = skip, group
		if res.Group == "" {
			res.Group = skip
		}
		if c.Skip == "" {
			r.implSkipped++
		}
	case st == StatusErrored:
		res.Reason = "the implementation answered errored: " + d.Engine.Message
	}
	if skip == "" {
		res.Rules = slices.Sorted(maps.Keys(exercised))
		res.Refused = refused
	}
	return res
}

// addResult counts one case's result.
func (r *Report) addResult(res Result) {
	r.Cases++
	r.spectra.add(res)
	if res.ID.Kind == "fixture" && res.Status != StatusSkipped {
		r.ran[res.ID.Source.Path] = true
	}
	g := r.stats(res.ID.Game)
	g.add(res.Status)
	g.addKind(res)
	if res.Status == StatusSkipped {
		r.addSkip(res)
	}
	for _, id := range res.Rules {
		r.rule(res.ID.Game, id).Cases++
	}
	for _, id := range res.Refused {
		if !slices.Contains(res.Rules, id) {
			r.rule(res.ID.Game, id).Cases++ // a refusal exercises its rule too
		}
	}
	if d := res.Divergence; d != nil {
		if !d.Expected {
			r.noteFirst(res.ID, d)
		}
		for _, id := range d.Rules {
			rc := r.rule(res.ID.Game, id)
			if d.Expected {
				rc.Expected++
			} else {
				rc.Diverged++
			}
		}
		if len(r.Cover) < maxDivergencesListed {
			r.Cover = append(r.Cover, d)
		} else {
			r.Omitted++
		}
	}
	switch res.Status {
	case StatusSkipped:
		r.Skipped++
		if len(r.Skips) < maxDivergencesListed {
			r.Skips = append(r.Skips, SkipNote{Case: res.Name, Reason: res.Reason})
		}
	case StatusPassed:
		r.Passed++
	case StatusExpected:
		r.Expected++
	case StatusErrored:
		r.Errored++
		r.Diverged++
	default:
		r.Diverged++
	}
}

// noteFirst keeps d when it is the first divergence of its kind so far.
func (r *Report) noteFirst(id CaseID, d *Divergence) {
	k := d.category()
	if cur := r.FirstByKind[k]; cur != nil && !caseBefore(id, d, r.firstIDs[k], cur) {
		return
	}
	if r.FirstByKind == nil {
		r.FirstByKind, r.firstIDs = map[string]*Divergence{}, map[string]CaseID{}
	}
	r.FirstByKind[k], r.firstIDs[k] = d, id
}

// stats returns the counts of game, made when missing.
func (r *Report) stats(game string) *Stats {
	g := r.Games[game]
	if g == nil {
		g = &Stats{}
		r.Games[game] = g
	}
	return g
}

// addKind counts a case by its kind, and the readings of a random or
// mutated game played.
func (s *Stats) addKind(res Result) {
	skipped := res.Status == StatusSkipped
	switch res.ID.Kind {
	case "fixture":
		if skipped {
			s.FixturesSkipped++
		} else {
			s.Fixtures++
		}
		return
	case "random":
		if !skipped {
			s.Random++
		}
	case "mutated":
		if !skipped {
			s.Mutated++
		}
	}
	if skipped {
		return
	}
	for name, v := range res.Options {
		if s.Readings == nil {
			s.Readings = map[string][]string{}
		}
		if !slices.Contains(s.Readings[name], v) {
			s.Readings[name] = append(s.Readings[name], v)
			slices.Sort(s.Readings[name])
		}
	}
}

// addSkip counts a skipped case in its group: under each option value
// that sets it apart when it has some (SkipOptions), else under its
// reason.
func (r *Report) addSkip(res Result) {
	if len(res.SkipOptions) == 0 {
		r.skipIn(res.Group, res)
		return
	}
	for _, o := range res.SkipOptions {
		r.skipIn(res.Group+" with "+o, res)
	}
}

// skipHint is the hint of a group of random or mutated games the
// implementation skipped for their options.
var skipHint = skipHintIn("en")

// skipHintIn is the hint in lang.
func skipHintIn(lang string) string {
	return i18n.Sprintf(lang, "an implementation declares the readings it plays in its hello reply (docs/protocol.md), and random and mutated games then draw only those; --random-options=false plays the default readings only")
}

// declaredSkipHint is the hint of such a group when the implementation
// declared its readings: the games were drawn from them, so telling it to
// declare them would send its author round in a circle.
var declaredSkipHint = declaredSkipHintIn("en")

// declaredSkipHintIn is the hint in lang.
func declaredSkipHintIn(lang string) string {
	return i18n.Sprintf(lang, "the implementation declares its readings in its hello reply, and these games drew only from them, yet it skipped them: a declared reading must be played; declare only those it plays (docs/protocol.md)")
}

func (r *Report) skipIn(reason string, res Result) {
	hint := ""
	if len(res.SkipOptions) > 0 && res.ID.Kind != "fixture" {
		hint = skipHint
		if s := r.Games[res.ID.Game]; s != nil && len(s.Declared) > 0 {
			hint = declaredSkipHint
		}
	}
	for i := range r.SkipGroups {
		if g := &r.SkipGroups[i]; g.Reason == reason {
			g.Cases++
			if g.Hint == "" {
				g.Hint = hint
			}
			// The same example whatever the order of a merge's shards.
			g.Example = min(g.Example, res.Name)
			return
		}
	}
	r.SkipGroups = append(r.SkipGroups, SkipGroup{Reason: reason, Cases: 1, Example: res.Name, Hint: hint})
}

func (r *Report) rule(game, id string) *RuleCoverage {
	rc := r.rules[id]
	if rc == nil {
		rc = &RuleCoverage{Game: game, ID: id}
		r.rules[id] = rc
	}
	return rc
}

// setCoverage lists every rule of the catalogues of games with how often
// counts has it.
func (r *Report) setCoverage(games []string, counts map[string]int) {
	for id, n := range counts {
		r.counts[id] += n
	}
	r.Coverage = r.Coverage[:0]
	for _, game := range games {
		cat, err := rules.For(game)
		if err != nil {
			continue
		}
		for _, id := range cat.IDs() {
			rc := *r.rule(game, id)
			rc.Exercised = r.counts[id]
			r.Coverage = append(r.Coverage, rc)
		}
	}
}

// coverage sets the report's coverage of the games the run played.
func (r *runner) coverage(games []engine.Game) []RuleCoverage {
	var ids []string
	for _, g := range games {
		if r.report.played[g.ID()] {
			ids = append(ids, g.ID())
		}
	}
	counts := exercise.Counts{}
	for id, n := range r.cover {
		counts[id] = *n
	}
	r.report.setCoverage(ids, counts)
	return r.report.Coverage
}

func (r *Report) finish(e *Expectations) {
	r.rankSuspects()
	r.judge()
	r.Stale = e.stale(r)
	if r.sharded {
		// Another shard may use what this one did not: merging the
		// shards decides which entries are stale.
		r.Expectations = e.uses(r)
		r.Stale = nil
	}
	r.ExitStatus = r.ExitCode()
	if r.Passed+r.Diverged+r.Expected > 0 {
		if r.ScoresCompared == 0 && r.Diverged == 0 && r.Failure == nil && !r.sharded {
			r.setNothing(noScores())
			r.ExitStatus = r.ExitCode()
		}
		return
	}
	if r.sharded && r.Cases == 0 && r.Failure == nil {
		// Another shard plays the cases: merging the shards tells
		// whether anything was tested.
		r.addNote(engine.Textf("no cases in shard %s", r.Shard))
		return
	}
	switch {
	case len(r.played) == 0 && len(r.Unplayed) > 0:
		announced := strings.Join(r.Engine.Games, ", ")
		if announced == "" {
			announced = "none"
		}
		r.setNothing(engine.Textf("the implementation plays none of the games selected (%s); it announces: %s", strings.Join(r.Unplayed, ", "), announced))
	case r.Cases == 0:
		r.setNothing(engine.Textf("no cases to play: %s, and no random games asked for", r.corpus))
	case r.implSkipped == r.Cases:
		r.setNothing(engine.Textf("the implementation skipped all %d case(s)", r.Cases))
	default:
		r.setNothing(engine.Textf("all %d case(s) were skipped (%d by the implementation, the others for the readings asked)", r.Cases, r.implSkipped))
	}
	r.ExitStatus = r.ExitCode()
}

// ExitCode is 2 after a protocol or harness failure or when nothing was
// tested, 1 when a divergence is not a known failure or a known failure is
// stale, 0 otherwise.
func (r *Report) ExitCode() int {
	switch {
	case r.Failure != nil, r.NothingTested != "":
		return 2
	case r.Diverged > 0, len(r.Stale) > 0:
		return 1
	case len(r.Incomplete) > 0:
		return 2
	}
	return 0
}

// judge says, per game played, what the run asked for and did not play,
// and orders the skip groups, most cases first.
func (r *Report) judge() {
	r.Incomplete, r.incomplete = nil, nil
	if r.Run != nil && len(r.Run.Games) > 0 {
		for _, id := range r.Unplayed {
			// Asked for by name: the run cannot say it conforms.
			r.addIncomplete(engine.Textf("%s: asked for with --game, but the implementation does not announce it", id))
		}
	}
	for _, id := range slices.Sorted(maps.Keys(r.Games)) {
		s := r.Games[id]
		if s.RandomMissing+s.MutatedMissing == 0 {
			continue
		}
		r.addIncomplete(engine.Textf("%s: %d random and %d mutated game(s) not played: the implementation skipped every seed tried for them (%d each); see the skips",
			id, s.RandomMissing, s.MutatedMissing, 1+maxReplacements))
	}
	slices.SortFunc(r.SkipGroups, func(a, b SkipGroup) int {
		if a.Cases != b.Cases {
			return b.Cases - a.Cases
		}
		return strings.Compare(a.Reason, b.Reason)
	})
}

// noScores is why a run that compared no scores tested nothing.
func noScores() engine.Text {
	return engine.Textf("no scores were compared: the implementation skipped them, or no case reached the end of a round or a refused step")
}

// addNote adds a note of the run, keeping the message it is written
// from for the text report's language.
func (r *Report) addNote(note engine.Text) {
	s := note.String()
	r.Notes = append(r.Notes, s)
	if r.notes == nil {
		r.notes = map[string]engine.Text{}
	}
	r.notes[s] = note
}

// noteIn writes a note in lang; as it is (English) when it came from JSON,
// a shard's report read by conform merge.
func (r *Report) noteIn(lang, note string) string {
	if t, ok := r.notes[note]; ok {
		return i18n.Render(lang, "", t)
	}
	return note
}

// setNothing says that the run tested nothing, and why.
func (r *Report) setNothing(why engine.Text) { r.NothingTested, r.nothing = why.String(), why }

// addIncomplete adds what the run asked for and did not play.
func (r *Report) addIncomplete(what engine.Text) {
	r.Incomplete = append(r.Incomplete, what.String())
	r.incomplete = append(r.incomplete, what)
}
