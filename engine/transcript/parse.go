package transcript

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/transcript/internal/blockyaml"
	"github.com/regelwerk/regelwerk/engine/yamlpos"
)

// Limits bound what a transcript may hold, so that a hostile file is refused
// with a clear error instead of exhausting memory or time. Each is raised on
// the command line by the flag its error names. A field at 0 bounds
// nothing, but for MaxAliases, at which aliases are refused: the zero
// Limits reads a file of any size, and a program reading files it does not
// trust starts from DefaultLimits.
type Limits struct {
	MaxBytes   int // size of the file (--max-bytes)
	MaxRounds  int // (--max-rounds)
	MaxMoves   int // per round (--max-moves)
	MaxPlayers int // (--max-players)
	// MaxDepth bounds the nesting of YAML collections (--max-nesting). A
	// transcript needs 6 levels; the YAML reader itself stops at 10000.
	MaxDepth int
	// MaxAliases is how many nodes YAML aliases may expand to in all
	// (--max-aliases). At 0, the default, anchors and aliases are refused:
	// a transcript never needs them, and they are the vehicle of expansion
	// bombs.
	MaxAliases int
	// MaxNodes bounds the YAML nodes of a document (--max-nodes). They
	// are counted before the YAML reader builds them, with a bound that
	// may count more nodes than there are but never fewer (see
	// nodeWeight): each costs some 250 bytes to build, so a file of tiny
	// nodes ("x,x,x,...") would cost a hundred times its size before any
	// other limit could refuse it. The default, NodeLimit(MaxBytes),
	// keeps a document's cost within about 32 times MaxBytes
	// (docs/performance.md); a transcript needs far fewer.
	MaxNodes int
}

// DefaultLimits are generous for real games and small enough to stop abuse.
var DefaultLimits = Limits{MaxBytes: 8 << 20, MaxRounds: 1000, MaxMoves: 10000, MaxPlayers: 16, MaxDepth: 32, MaxNodes: NodeLimit(8 << 20)}

// NodeLimit is the node limit that goes with a size limit of maxBytes: a
// sixteenth of it, and at least 65536. A transcript holds a node for every
// 6 or 7 bytes, and the bound counts one for every 3 (2.7 at the least
// among the fixtures): the default takes transcripts of up to about 1.4
// MB, far beyond any game, while "x,x,x", two bytes to a node, is held to
// 1 MB.
func NodeLimit(maxBytes int) int { return max(maxBytes/16, 1<<16) }

// Error is unusable input: not YAML, not a transcript, an unknown game, card
// or player. It carries the position where the problem was found.
type Error struct {
	File string
	Pos  engine.Pos
	Msg  string
}

// Error renders the problem as file:line:col: message.
func (e *Error) Error() string { return e.Position().String() + ": " + e.Msg }

// Position is where the problem stands, as reports show it.
func (e *Error) Position() engine.Position { return e.Pos.In(e.File) }

type parser struct {
	file    string
	src     []byte
	lineOff int // line of src's first line in the file, minus one
	lim     Limits
	aliases int // alias expansion still allowed

	// st backs the transcript's moves, their words and its lists.
	st *storage
}

func (p *parser) errf(n *yaml.Node, format string, args ...any) *Error {
	return &Error{File: p.file, Pos: p.pos(n), Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) pos(n *yaml.Node) engine.Pos {
	if n == nil {
		return engine.Pos{}
	}
	return engine.Pos{Line: n.Line + p.lineOff, Col: n.Column}
}

// Parse reads one transcript from src. file names it in positions.
func Parse(file string, src []byte, lim Limits) (*Transcript, error) {
	return ParseAt(file, src, 1, lim)
}

// ParseAt is Parse for a document that starts on line first of a larger
// stream (see Sources): positions and quoted lines count from there. src
// must hold one YAML document with content: a second one is refused,
// never ignored; empty documents before or after it (a "---" followed by
// comments or blank lines only) are passed over, as in a stream.
func ParseAt(file string, src []byte, first int, lim Limits) (*Transcript, error) {
	return parseAt(file, src, first, lim, true, new(storage))
}

// readers keep the storage of the fast reader's trees from one
// transcript to the next: a transcript holds nothing of its tree.
var readers = sync.Pool{New: func() any { return new(blockyaml.Reader) }}

// keepReader is the most storage a reader may hold to go back to
// readers: one that read a large document is left to the collector.
const keepReader = 4 << 20

// keepsReader reports whether rd goes back to readers.
func keepsReader(rd *blockyaml.Reader) bool { return rd.Bytes() <= keepReader }

// parseAt is ParseAt into st, trying the fast reader before yaml.v3 if
// fast: the tests turn it off, to hold the two readers to the same
// transcripts and errors.
func parseAt(file string, src []byte, first int, lim Limits, fast bool, st *storage) (*Transcript, error) {
	off := max(first, 1) - 1
	fail := func(at int, format string, args ...any) error {
		e := &Error{File: file, Msg: fmt.Sprintf(format, args...)}
		if at >= 0 {
			e.Pos = engine.PosAt(src, at)
			e.Pos.Line += off
		}
		return e
	}
	if lim.MaxBytes > 0 && len(src) > lim.MaxBytes {
		line := 0
		if first > 1 {
			line = first
		}
		return nil, overSize(file, line, lim)
	}
	if !utf8.Valid(src) {
		pos := firstInvalidUTF8(src)
		pos.Line += off
		return nil, &Error{File: file, Pos: pos, Msg: "not a transcript: the file is not valid UTF-8 text"}
	}
	if at, msg := textProblem(src); at >= 0 {
		return nil, fail(at, "not a transcript: %s", msg)
	}
	start := firstDocument(src)
	if start < 0 {
		return nil, &Error{File: file, Msg: "not a transcript: the document is empty"}
	}
	if start > 0 {
		// Empty documents before the transcript are passed over, as in
		// a stream: the transcript is read from where it starts, its
		// lines counted from there.
		off += bytes.Count(src[:start], []byte("\n"))
		src = src[start:]
	}
	if at := overNodes(src, lim.MaxNodes); at >= 0 {
		return nil, fail(at, "the document may hold more than %d YAML nodes (estimated before decoding; raise the limit with --max-nodes)", lim.MaxNodes)
	}
	var doc *yaml.Node
	ok := false
	if fast {
		rd := readers.Get().(*blockyaml.Reader)
		defer func() {
			if keepsReader(rd) {
				readers.Put(rd)
			}
		}()
		doc, ok = rd.Decode(src)
	}
	if !ok {
		// Outside the plain block style that blockyaml reads: yaml.v3
		// reads it, or words what is wrong with it.
		var err error
		if doc, err = decodeYAML(file, src, off, fail); err != nil {
			return nil, err
		}
	}
	if doc.Kind == 0 || len(doc.Content) == 0 || isEmpty(doc.Content[0]) {
		return nil, &Error{File: file, Msg: "not a transcript: the document is empty"}
	}
	p := &parser{file: file, src: src, lineOff: off, lim: lim, aliases: lim.MaxAliases, st: st}
	// Reading a transcript visits every node and refuses anchors as it
	// meets them, and nests at most transcriptDepth deep. So the limits on
	// the tree as a whole are checked first only when they may refuse a
	// document that reads well (aliases allowed, whose expansion is
	// charged; a depth limit within what transcripts use); otherwise only
	// to explain a document that fails to read.
	if lim.MaxAliases > 0 || (lim.MaxDepth > 0 && lim.MaxDepth <= transcriptDepth) {
		if err := p.check(doc); err != nil {
			return nil, err
		}
	}
	t, err := p.document(doc)
	if err != nil {
		if cerr := p.check(doc); cerr != nil {
			return nil, cerr
		}
		return nil, err
	}
	return t, nil
}

// yamlError is the YAML reader's err on src as a one-line Error, placed
// by yamlpos; an error naming no line has no position: the caller gives
// it one.
func yamlError(file string, src []byte, err error) *Error {
	msg, line, col := yamlpos.Place(src, err)
	return &Error{File: file, Pos: engine.Pos{Line: line, Col: col}, Msg: "not YAML: " + msg}
}

// decodeYAML decodes src, one document, with yaml.v3; off and fail are
// ParseAt's.
func decodeYAML(file string, src []byte, off int, fail func(int, string, ...any) error) (*yaml.Node, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(yamlpos.As11(src)))
	yerr := func(err error) error {
		e := yamlError(file, src, err)
		if e.Pos.Line > 0 {
			e.Pos.Line += off
		} else if at := firstControl(src); at >= 0 && strings.Contains(e.Msg, "control characters") {
			r, _ := utf8.DecodeRune(src[at:])
			return fail(at, "not YAML: the control character %s is not allowed (in a double-quoted string, write it as an escape)", describeRune(r))
		} else {
			// The reader names no line for a problem on the first one.
			e.Pos = engine.Pos{Line: 1 + off, Col: 1}
		}
		return e
	}
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		return nil, yerr(err)
	}
	if err := refuseSecond(dec, file, src, off, yerr); err != nil {
		return nil, err
	}
	return &doc, nil
}

// refuseSecond reads whatever follows the document dec has read: a
// second document is refused, never left unread. off is the line the
// document starts after; yerr words an error of the YAML reader.
func refuseSecond(dec *yaml.Decoder, file string, src []byte, off int, yerr func(error) error) error {
	for {
		var next yaml.Node
		err := dec.Decode(&next)
		if err == io.EOF {
			return nil
		}
		second := &Error{File: file, Msg: "a second YAML document starts here: a transcript is one document (validate reads each document of a stream)"}
		if err == nil && len(next.Content) > 0 && !isEmpty(next.Content[0]) {
			second.Pos = engine.Pos{Line: next.Content[0].Line + off, Col: next.Content[0].Column}
			return second
		}
		if err != nil {
			// YAML 1.1 wants a "---" after "...": its reader stops at a
			// bare document that YAML 1.2 and the splitting of streams
			// see.
			if n := secondDocument(src); n > 0 {
				second.Pos = engine.Pos{Line: n + off, Col: 1}
				return second
			}
			return yerr(err)
		}
	}
}

// isEmpty reports whether n is the empty value of a document that holds
// nothing after its "---".
func isEmpty(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Style == 0 && n.Value == "" && n.Tag == "!!null"
}

func firstInvalidUTF8(src []byte) engine.Pos {
	line, col := 1, 1
	for len(src) > 0 {
		r, size := utf8.DecodeRune(src)
		if r == utf8.RuneError && size <= 1 {
			return engine.Pos{Line: line, Col: col}
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		src = src[size:]
	}
	return engine.Pos{Line: line, Col: col}
}

// mapping walks a mapping node, refusing duplicate and unknown keys, and
// calls fn for each known key.
func (p *parser) mapping(n *yaml.Node, what string, known []string, fn func(key string, k, v *yaml.Node) error) error {
	n, err := p.deref(n)
	if err != nil {
		return err
	}
	if n.Kind != yaml.MappingNode {
		return p.errf(n, "%s must be a mapping, not %s%s", what, kindName(n), mappingHint(n))
	}
	// Small mappings, nearly all of them, look for duplicates in place.
	var seen map[string]bool
	if len(n.Content) > 32 {
		seen = make(map[string]bool, len(n.Content)/2)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		// Messages point at the key as written, which may be an alias.
		at, v := n.Content[i], n.Content[i+1]
		k, err := p.deref(at)
		if err != nil {
			return err
		}
		if k.Kind != yaml.ScalarNode {
			return p.errf(at, "a key in %s must be a single value, not %s", what, kindName(k))
		}
		dup := false
		if seen != nil {
			dup = seen[k.Value]
			seen[k.Value] = true
		} else {
			for j := 0; j < i; j += 2 {
				if q := n.Content[j]; q.Value == k.Value || (q.Kind == yaml.AliasNode && q.Alias != nil && q.Alias.Value == k.Value) {
					dup = true
					break
				}
			}
		}
		if dup {
			return p.errf(at, "duplicate key %s in %s", quoteShort(k.Value), what)
		}
		if known != nil && !containsStr(known, k.Value) {
			return p.errf(at, "unknown key %s in %s%s (expected one of: %s)%s", quoteShort(k.Value), what, engine.DidYouMean(k.Value, known), strings.Join(known, ", "), misplacedKey(k.Value, what))
		}
		if err := fn(k.Value, k, v); err != nil {
			return err
		}
	}
	return nil
}

// mappingHint is the end of the message for n where a mapping belongs:
// how to write it when n is one written another way by a slip of the
// hand, a list of one-key mappings (each entry given a "- ") or a value
// "name=value" (as the command line's --option NAME=VALUE); "" otherwise.
func mappingHint(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		for _, it := range n.Content {
			if it.Kind != yaml.MappingNode || len(it.Content) != 2 {
				return ""
			}
		}
		if len(n.Content) > 0 {
			return " (its entries are written `name: value`, one to a line, without \"- \")"
		}
	case yaml.ScalarNode:
		if name, value, ok := strings.Cut(n.Value, "="); ok && name != "" && !strings.ContainsAny(name, " ,") && len(n.Value) <= maxValue {
			return fmt.Sprintf(" (written `%s: %s`, one entry to a line, or {%s: %s})", strings.TrimSpace(name), strings.TrimSpace(value), strings.TrimSpace(name), strings.TrimSpace(value))
		}
	}
	return ""
}

// misplacedKey says where key goes when it belongs at the other level of
// a transcript than what, the mapping it was found in: a game's key
// (`options`, `players`) indented into a round, or a round's (`starter`,
// `deal`) written at the top, the commonest slips of a transcript typed
// by hand; "" otherwise.
func misplacedKey(key, what string) string {
	switch {
	case what == "a round" && containsStr(topKeys, key):
		return fmt.Sprintf("; %q belongs to the whole game: write it at the top of the transcript, not indented, as \"game:\" is", key)
	case what == "the transcript" && containsStr(roundKeys, key):
		return fmt.Sprintf("; %q belongs to a round: write it in that round, under \"rounds\" (`- %s: ...`)", key, key)
	}
	return ""
}

// deref follows an alias to the node it names. check has refused aliases
// already unless the limits allow them, and has charged their expansion.
func (p *parser) deref(n *yaml.Node) (*yaml.Node, error) {
	if n.Style&yaml.TaggedStyle != 0 {
		return nil, p.errf(n, "YAML tags (here %s) are not used in transcripts", n.Tag)
	}
	if n.Anchor != "" && p.lim.MaxAliases <= 0 {
		return nil, p.errf(n, "YAML anchors and aliases are not allowed in transcripts (allow them with --max-aliases)")
	}
	if n.Kind == yaml.AliasNode {
		if p.lim.MaxAliases <= 0 || n.Alias == nil {
			return nil, p.errf(n, "YAML anchors and aliases are not allowed in transcripts (allow them with --max-aliases)")
		}
		return n.Alias, nil
	}
	return n, nil
}

// maxValue is the longest value a transcript holds, in bytes: a name, a
// move, a description. A message quotes no longer value of the file.
const maxValue = 200

func (p *parser) scalar(n *yaml.Node, what string) (Str, error) {
	n, err := p.deref(n)
	if err != nil {
		return Str{}, err
	}
	if n.Kind != yaml.ScalarNode {
		return Str{}, p.errf(n, "%s must be a single value, not %s", what, kindName(n))
	}
	if len(n.Value) > maxValue {
		return Str{}, p.errf(n, "%s is %d bytes long, over the limit of %d bytes", what, len(n.Value), maxValue)
	}
	return Str{Value: n.Value, Pos: p.pos(n)}, nil
}

func (p *parser) seq(n *yaml.Node, what string, max int, flag string) ([]*yaml.Node, error) {
	n, err := p.deref(n)
	if err != nil {
		return nil, err
	}
	if n.Kind != yaml.SequenceNode {
		hint := ""
		if n.Kind == yaml.ScalarNode && n.Style == 0 && strings.Contains(n.Value, ",") && len(n.Value) <= maxValue {
			// The items written with their commas but without the
			// brackets that make them a list.
			hint = fmt.Sprintf(" (a list is written in brackets: [%s])", n.Value)
		}
		return nil, p.errf(n, "%s must be a list, not %s%s", what, kindName(n), hint)
	}
	if max > 0 && len(n.Content) > max {
		if flag != "" {
			return nil, p.errf(n, "%s has %d entries, over the limit of %d (raise it with %s)", what, len(n.Content), max, flag)
		}
		return nil, p.errf(n, "%s has %d entries, over the limit of %d", what, len(n.Content), max)
	}
	return n.Content, nil
}

func (p *parser) scalars(n *yaml.Node, what string, max int, flag string) ([]Str, error) {
	items, err := p.seq(n, what, max, flag)
	if err != nil {
		return nil, err
	}
	out := cut(&p.st.strs, len(items), p.st.kept)
	for _, it := range items {
		s, err := p.scalar(it, what+" entry")
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func (p *parser) number(n *yaml.Node, what string) (Num, error) {
	s, err := p.scalar(n, what)
	if err != nil {
		return Num{}, err
	}
	if d, _ := p.deref(n); d.Style != 0 {
		return Num{}, p.errf(n, "%s must be a whole number written without quotes, not the string %q", what, s.Value)
	}
	v, err := strconv.ParseInt(s.Value, 10, 64)
	if err != nil || !engine.Decimal(s.Value, true) || v > math.MaxInt32 || v < math.MinInt32 {
		return Num{}, p.errf(n, "%s must be a whole number between -2147483648 and 2147483647 in decimal digits, not %q", what, s.Value)
	}
	return Num{Value: int(v), Pos: s.Pos}, nil
}

// quoteShort quotes s, a key of the file, as %q does; a key longer than
// any value a transcript holds is told by its length instead: YAML takes
// a key of any length after "? ", and one of megabytes quoted would make
// an error of megabytes.
func quoteShort(s string) string {
	if len(s) > maxValue {
		return fmt.Sprintf("(%d bytes long)", len(s))
	}
	return strconv.Quote(s)
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if len(n.Value) > maxValue {
			// A value of megabytes written out would make an error of
			// megabytes.
			return fmt.Sprintf("a value %d bytes long", len(n.Value))
		}
		return fmt.Sprintf("the value %q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "nothing"
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

var topKeys = []string{"game", "description", "origin", "covers", "players", "options", "teams", "rounds", "expect"}

func (p *parser) document(doc *yaml.Node) (*Transcript, error) {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, &Error{File: p.file, Msg: "not a transcript: the document is empty"}
	}
	root := doc.Content[0]
	t := &Transcript{File: p.file, Pos: p.pos(root), src: p.src, lineOff: p.lineOff}
	if root.Kind != yaml.MappingNode {
		return nil, p.errf(root, "not a transcript: expected a mapping with game, players and rounds, found %s", kindName(root))
	}
	err := p.mapping(root, "the transcript", topKeys, func(key string, k, v *yaml.Node) error {
		var err error
		switch key {
		case "game":
			t.Game, err = p.scalar(v, "game")
		case "description":
			var s Str
			s, err = p.scalar(v, "description")
			t.Description = s.Value
		case "origin":
			var s Str
			if s, err = p.scalar(v, "origin"); err == nil {
				if s.Value != "hand" && s.Value != "generated" {
					err = p.errf(v, "origin must be hand or generated, not %q", s.Value)
				}
				t.Origin = s.Value
			}
		case "covers":
			var ss []Str
			ss, err = p.scalars(v, "covers", 1000, "")
			for _, s := range ss {
				t.Covers = append(t.Covers, s.Value)
				t.coversPos = append(t.coversPos, s.Pos)
			}
		case "players":
			t.PlayersPos = p.pos(k)
			t.Players, err = p.scalars(v, "players", p.lim.MaxPlayers, "--max-players")
		case "options":
			t.Options = map[string]Str{}
			err = p.mapping(v, "options", nil, func(name string, ok, ov *yaml.Node) error {
				s, err := p.scalar(ov, "option "+name)
				t.Options[name] = s
				t.optionKeys = append(t.optionKeys, Str{Value: name, Pos: p.pos(ok)})
				return err
			})
		case "teams":
			t.TeamsPos = p.pos(k)
			var teams []*yaml.Node
			if teams, err = p.seq(v, "teams", p.lim.MaxPlayers, "--max-players"); err == nil {
				for _, tn := range teams {
					var team []Str
					if team, err = p.scalars(tn, "a team", p.lim.MaxPlayers, "--max-players"); err != nil {
						break
					}
					t.Teams = append(t.Teams, team)
				}
			}
		case "rounds":
			err = p.rounds(t, v)
		case "expect":
			t.Expect, err = p.expect(k, v, true)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if t.Game.Value == "" {
		return nil, p.errf(root, "not a transcript: the key \"game\" is missing")
	}
	if t.Players == nil {
		return nil, p.errf(root, "not a transcript: the key \"players\" is missing")
	}
	if t.Rounds == nil {
		return nil, p.errf(root, "not a transcript: the key \"rounds\" is missing")
	}
	return t, nil
}

var roundKeys = []string{"dealer", "starter", "seed", "deal", "table", "moves", "expect"}

// deal reads a round's explicit deal, key k and value v, into r: each
// player's hand, where it is written, in the order written.
func (p *parser) deal(r *Round, k, v *yaml.Node) error {
	r.DealPos = p.pos(k)
	r.Deal = p.st.hands.take(len(v.Content)/2, p.st.kept)
	r.HandPos = p.st.places.take(len(v.Content)/2, p.st.kept)
	if v.Kind == yaml.MappingNode {
		r.dealOrder = make([]string, 0, len(v.Content)/2)
	}
	if v.Kind == yaml.ScalarNode && v.Style&yaml.TaggedStyle == 0 && v.ShortTag() == "!!str" {
		// One name where the hands belong: the dealer, misspelt.
		return p.errf(v, "deal must be a mapping of each player to his cards, not the value %q (the player who dealt is written `dealer: %s`)", v.Value, v.Value)
	}
	return p.mapping(v, "deal", nil, func(name string, hk, hv *yaml.Node) error {
		// The label is only built for a message: read again to get it.
		cards, err := p.scalars(hv, "", 1000, "")
		if err != nil {
			_, err = p.scalars(hv, "the cards dealt to "+name, 1000, "")
		}
		r.Deal[name] = cards
		r.HandPos[name] = p.pos(hk)
		r.dealOrder = append(r.dealOrder, name)
		return err
	})
}

func (p *parser) rounds(t *Transcript, v *yaml.Node) error {
	items, err := p.seq(v, "rounds", p.lim.MaxRounds, "--max-rounds")
	if err != nil {
		return err
	}
	t.Rounds = make([]Round, 0, len(items))
	for _, rn := range items {
		r := Round{Pos: p.pos(rn)}
		err := p.mapping(rn, "a round", roundKeys, func(key string, k, v *yaml.Node) error {
			var err error
			switch key {
			case "dealer", "starter":
				var s Str
				if s, err = p.scalar(v, key); err == nil {
					if key == "dealer" {
						r.Dealer = &s
					} else {
						r.Starter = &s
					}
				}
			case "seed":
				var s Str
				if s, err = p.scalar(v, "seed"); err == nil {
					if d, _ := p.deref(v); d.Style != 0 {
						return p.errf(v, "seed must be a whole number written without quotes, not the string %q", s.Value)
					}
					seed, err := strconv.ParseUint(s.Value, 10, 64)
					if err != nil || !engine.Decimal(s.Value, false) {
						return p.errf(v, "seed must be a whole number from 0 to 18446744073709551615 in decimal digits, not %q", s.Value)
					}
					r.Seed, r.SeedPos = &seed, s.Pos
				}
			case "deal":
				err = p.deal(&r, k, v)
			case "table":
				r.TablePos = p.pos(k)
				r.Table, err = p.scalars(v, "table", 1000, "")
			case "moves":
				err = p.moves(&r, v)
			case "expect":
				r.Expect, err = p.expect(k, v, false)
			}
			return err
		})
		if err != nil {
			return err
		}
		if r.Deal == nil && r.Seed == nil {
			return p.errf(rn, "a round needs a \"deal\" or a \"seed\"")
		}
		if r.Deal != nil && r.Seed != nil {
			return p.errf(rn, "a round has either a \"deal\" or a \"seed\", not both")
		}
		if r.Seed != nil && r.Table != nil {
			return &Error{File: p.file, Pos: r.TablePos, Msg: "a seeded round deals the table too: \"table\" goes with \"deal\", not with \"seed\""}
		}
		t.Rounds = append(t.Rounds, r)
	}
	return nil
}

func (p *parser) moves(r *Round, v *yaml.Node) error {
	items, err := p.seq(v, "moves", p.lim.MaxMoves, "--max-moves")
	if err != nil {
		return err
	}
	r.Moves = cut(&p.st.moves, len(items), p.st.kept)
	p.reserve(countWords(items))
	for _, mn := range items {
		if mn, err = p.deref(mn); err != nil {
			return err
		}
		if mn.Kind == yaml.MappingNode && mn.Style&yaml.FlowStyle == 0 && len(mn.Content) > 2 {
			// Two moves on one item: the second line's "- " left out,
			// which YAML reads as a second key of the move above.
			return p.errf(mn.Content[2], "a move is written `- Player: move`, one to a list item: this line lacks its \"- \" and reads as a second key of the move above")
		}
		if mn.Kind != yaml.MappingNode || len(mn.Content) != 2 {
			return p.errf(mn, "a move is written `- Player: move`, found %s", kindName(mn))
		}
		k, val := mn.Content[0], mn.Content[1]
		name, err := p.scalar(k, "a move's player")
		if err != nil {
			return err
		}
		r.Moves = append(r.Moves, MoveEntry{Player: name, Pos: name.Pos})
		m := &r.Moves[len(r.Moves)-1]
		if val, err = p.deref(val); err != nil {
			return err
		}
		switch val.Kind {
		case yaml.ScalarNode:
			if len(val.Value) > maxValue {
				return p.errf(val, "a move is %d bytes long, over the limit of %d bytes", len(val.Value), maxValue)
			}
			m.Text.Words = p.fields(val.Value)
		case yaml.SequenceNode:
			items, err := p.seq(val, "a move's list", engine.MaxMoveCards*4, "")
			if err != nil {
				return err
			}
			m.Text.List = true
			words := p.alloc(len(items))
			for i, it := range items {
				w, err := p.scalar(it, "a move's list entry")
				if err != nil {
					return err
				}
				words[i] = w.Value
			}
			m.Text.Words = words
		default:
			return p.errf(val, "a move is a word or a list of cards, not %s", kindName(val))
		}
	}
	return nil
}

// alloc returns n words of storage, taken from a shared array: one
// allocation serves hundreds of moves. The slice's capacity is n, so that
// appending to it never overwrites the next move's words.
func (p *parser) alloc(n int) []string {
	if n > cap(p.st.words)-len(p.st.words) {
		room(&p.st.words, max(n, 64), p.st.kept)
	}
	return cut(&p.st.words, n, p.st.kept)[:n]
}

// reserve makes room for n more words in the shared storage.
func (p *parser) reserve(n int) {
	room(&p.st.words, n, p.st.kept)
}

// countWords is the number of words the moves written as items hold, as
// gen writes them (words one space apart), so that one allocation stores
// them all; fields makes more room for moves written otherwise.
func countWords(items []*yaml.Node) int {
	n := 0
	for _, mn := range items {
		if mn.Kind != yaml.MappingNode || len(mn.Content) != 2 {
			continue
		}
		switch v := mn.Content[1]; v.Kind {
		case yaml.ScalarNode:
			n += strings.Count(v.Value, " ") + 1
		case yaml.SequenceNode:
			n += len(v.Content)
		}
	}
	return n
}

// fields is strings.Fields with its result in p's shared word storage.
// When the storage is full, the move's words so far move to a new array:
// the words of earlier moves are never copied.
func (p *parser) fields(s string) []string {
	words := p.st.words
	start, from := len(words), -1
	for i := 0; i < len(s); i++ {
		switch byteClass[s[i]] {
		case word:
			if from < 0 {
				from = i
			}
		case space:
			if from >= 0 {
				if len(words) == cap(words) {
					words, start = spill(words[start:]), 0
				}
				words = append(words, s[from:i])
				from = -1
			}
		default:
			// Unicode white space is rare enough to take the slow way.
			return strings.Fields(s)
		}
	}
	if from >= 0 {
		if len(words) == cap(words) {
			words, start = spill(words[start:]), 0
		}
		words = append(words, s[from:])
	}
	p.st.words = words
	if len(words) == start {
		return nil
	}
	return words[start:len(words):len(words)]
}

// spill returns new word storage that starts with the words of a move
// under way and has room for more.
func spill(move []string) []string {
	words := make([]string, len(move), max(64, 2*len(move)))
	copy(words, move)
	return words
}

// The classes of byteClass: a byte of a word, ASCII white space, or the
// first byte of a character outside ASCII, which may be white space.
const (
	word = iota
	space
	wide
)

// byteClass classifies bytes for fields.
var byteClass = func() (c [256]uint8) {
	for b := utf8.RuneSelf; b < 256; b++ {
		c[b] = wide
	}
	for _, b := range "\t\n\v\f\r " {
		c[b] = space
	}
	return c
}()

// gameExpectKeys are the keys of the game's expect: a round's scores go
// in the round's expect, and its winners are the game's.
var gameExpectKeys = []string{"totals", "winners", "violation"}

func (p *parser) expect(k, v *yaml.Node, top bool) (*Expect, error) {
	e := &Expect{Pos: p.pos(k)}
	what := "the game's expect"
	if !top {
		// A round's expect may also name the game's extra score lines,
		// which the run checks against the game.
		what = "a round's expect"
	}
	err := p.mapping(v, what, nil, func(key string, k, v *yaml.Node) error {
		if top && !containsStr(gameExpectKeys, key) {
			// A round's scores written at the game's level, its expect
			// indented as the game's: say where they go.
			where, hint := "", engine.DidYouMean(key, gameExpectKeys)
			switch {
			case key == "scores":
				where = "; a round's scores go in that round's expect"
			case hint == "":
				// No misspelt key of the game's: most likely a score
				// line (Nicht die Bohne's negative), which only a
				// round's expect may name.
				where = "; a round's scores and score lines go in that round's expect"
			}
			return p.errf(k, "unknown key %s in %s%s (expected one of: %s%s)", quoteShort(key), what, hint, strings.Join(gameExpectKeys, ", "), where)
		}
		e.setKeyPos(key, p.pos(k))
		switch key {
		case "winners":
			if !top {
				return p.errf(k, "the winners are the game's: they belong in the transcript's top-level expect, not in a round's")
			}
			v, err := p.deref(v)
			if err != nil {
				return err
			}
			e.WinnersPos = p.pos(v)
			if v.Kind == yaml.ScalarNode {
				s, err := p.scalar(v, "winners")
				e.Winners = []Str{s}
				return err
			}
			e.Winners, err = p.scalars(v, "winners", p.lim.MaxPlayers, "--max-players")
			if e.Winners == nil && err == nil {
				e.Winners = []Str{} // stated, and empty
			}
			return err
		case "violation":
			if !top {
				return p.errf(k, "an expected violation belongs in the transcript's top-level expect")
			}
			ev := &ExpectedViolation{Pos: p.pos(k)}
			e.Violation = ev
			return p.mapping(v, "violation", []string{"rule", "round", "move"}, func(key string, _, vv *yaml.Node) error {
				if key == "rule" {
					s, err := p.scalar(vv, "rule")
					ev.Rule, ev.RulePos = s.Value, s.Pos
					return err
				}
				n, err := p.number(vv, key)
				if err == nil && n.Value < 0 {
					return p.errf(vv, "the violation's %s is counted from 0 (round 0 is the set-up, move 0 a round's deal), not %d", key, n.Value)
				}
				if key == "round" {
					ev.Round = n.Value
				} else {
					ev.Move = n.Value
				}
				return err
			})
		default:
			nums := p.st.nums.take(0, p.st.kept)
			err := p.mapping(v, key, nil, func(name string, nk, nv *yaml.Node) error {
				n, err := p.number(nv, "")
				if err != nil {
					_, err = p.number(nv, key+" of "+name)
				}
				n.NamePos = p.pos(nk)
				nums[name] = n
				return err
			})
			switch key {
			case "scores":
				e.Scores = nums
			case "totals":
				e.Totals = nums
			default:
				if e.Lines == nil {
					e.Lines = map[string]map[string]Num{}
				}
				e.Lines[key] = nums
			}
			return err
		}
	})
	if err == nil && e.Violation != nil && e.Violation.Rule == "" {
		err = &Error{File: p.file, Pos: e.Violation.Pos, Msg: "an expected violation needs a rule"}
	}
	return e, err
}
