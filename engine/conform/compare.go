package conform

import (
	"unicode/utf8"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// matchReply reports whether line, a reply of the implementation, says
// exactly what the reference answered to the exchange r.matching, however
// it is written: the members in any order, any spacing, unknown members
// anywhere. It reads the line once, compares as it goes and allocates
// nothing, so that an implementation that writes its replies otherwise
// than `regelwerk serve` costs conform no more than one that writes them
// byte for byte alike.
//
// It answers false as soon as anything differs or looks unusual (an escape
// in a string, a member given twice, a value of another type, moves in
// another order): the reply is then decoded and compared as a structure,
// which finds the divergence or a protocol failure, or, for the unusual
// but equal reply, nothing.
func (r *runner) matchReply(line []byte) bool {
	ex := r.matching
	m := replyMatcher{r: r, ex: ex, s: scanner{b: line}}
	return m.match()
}

// replyMatcher compares one reply line with an exchange.
type replyMatcher struct {
	r  *runner
	ex *exchange
	s  scanner
	// rule is the reply's rule, status whether its status is the one
	// expected.
	rule []byte
}

// Members of a reply, as bits: a member given twice is unusual (the
// decoder refuses it).
const (
	mSeq = 1 << iota
	mStatus
	mRule
	mMoves
	mActing
	mRoundOver
	mGameOver
	mRound
	mTotals
	mWinners
	mMessage
	mName
	mVersion
	mProtocol
	mGames
	mCapabilities
	mUnknown // a member the protocol does not know: told apart by keys
)

func (m *replyMatcher) match() bool {
	s := &m.s
	want := &m.ex.want
	seen := 0
	var unknown keySet
	var roundOver, gameOver bool
	ok := s.object(func(key []byte) bool {
		bit, ok := m.member(string(key), &roundOver, &gameOver)
		switch {
		case !ok:
			return false
		case bit == mUnknown:
			// One of the protocol's keys in another case is the
			// decoder's to refuse.
			return !protocol.ReplyKeyInOtherCase(key, false) && unknown.add(key)
		case bit&seen != 0:
			return false
		}
		seen |= bit
		return true
	})
	if !ok || !s.end() || seen&(mSeq|mStatus) != mSeq|mStatus {
		return false
	}
	switch m.ex.check {
	case checkVerdict:
		return want.Status != protocol.StatusRejected || len(m.rule) == 0 || string(m.rule) == want.Rule
	case checkScores:
		return roundOver == want.RoundOver && gameOver == want.GameOver &&
			(seen&mRound != 0 || len(want.Round) == 0) && (seen&mTotals != 0 || len(want.Totals) == 0) &&
			(seen&mWinners != 0 || len(want.Winners) == 0)
	}
	// legal
	return (seen&mMoves != 0 || len(m.ex.legal.moves) == 0) && (seen&mActing != 0 || m.r.proto < 2 || m.ex.legal.acting == 0)
}

// member reads the value of member key and compares it with what is
// expected; ok is false when it differs or is unusual. The members that
// describe the game's state are stateMember's.
func (m *replyMatcher) member(key string, roundOver, gameOver *bool) (bit int, ok bool) {
	s := &m.s
	switch key {
	case "seq":
		n, ok := s.int()
		return mSeq, ok && n == m.ex.seq
	case "status":
		v, ok := s.str()
		expected := m.ex.want.Status
		if m.ex.check != checkVerdict {
			expected = protocol.StatusOK
		}
		return mStatus, ok && string(v) == expected
	case "rule":
		v, ok := s.str()
		m.rule = v
		return mRule, ok
	case "protocol":
		_, ok := s.int()
		return mProtocol, ok
	}
	if bit, ok := textMembers[key]; ok {
		_, ok := s.str()
		return bit, ok
	}
	if bit, ok := listMembers[key]; ok {
		return bit, s.strings(func([]byte) bool { return true })
	}
	return m.stateMember(key, roundOver, gameOver)
}

// textMembers and listMembers are the members checked only for their
// type (a string, a list of strings), with their bits.
var (
	textMembers = map[string]int{"message": mMessage, "name": mName, "version": mVersion}
	listMembers = map[string]int{"games": mGames, "capabilities": mCapabilities}
)

// stateMember is member for the members that say where the game stands:
// each is compared only by the exchange that checks it, and is unusual in
// the others.
func (m *replyMatcher) stateMember(key string, roundOver, gameOver *bool) (bit int, ok bool) {
	s := &m.s
	want := &m.ex.want
	check := m.ex.check
	switch key {
	case "round_over":
		v, ok := s.boolean()
		*roundOver = v
		return mRoundOver, ok && (check == checkScores || !v)
	case "game_over":
		v, ok := s.boolean()
		*gameOver = v
		return mGameOver, ok && (check == checkScores || !v)
	case "round":
		return mRound, check == checkScores && s.scores(want.Round)
	case "totals":
		return mTotals, check == checkScores && s.scores(want.Totals)
	case "winners":
		return mWinners, check == checkScores && m.winners()
	case "acting":
		return mActing, check == checkLegal && m.acting()
	case "moves":
		return mMoves, check == checkLegal && m.moves()
	}
	return mUnknown, s.skip()
}

// winners compares a list of names with the reference's winners, sorted,
// in any order.
func (m *replyMatcher) winners() bool {
	want := m.ex.want.Winners
	var got uint64 // indexes of want matched
	n := 0
	ok := m.s.strings(func(name []byte) bool {
		n++
		for i, w := range want {
			if i < 64 && got&(1<<uint(i)) == 0 && string(name) == w {
				got |= 1 << uint(i)
				return true
			}
		}
		return false
	})
	return ok && n == len(want) && len(want) <= 64
}

// acting compares the names of who may act with the reference's seats.
func (m *replyMatcher) acting() bool {
	t := m.r.ref.Table()
	if t == nil {
		return false
	}
	players := t.Players()
	var got uint64
	ok := m.s.strings(func(name []byte) bool {
		for seat, p := range players {
			if string(name) == p {
				bit := uint64(1) << uint(seat)
				if seat >= maxSeats || got&bit != 0 {
					return false
				}
				got |= bit
				return true
			}
		}
		return false
	})
	return ok && (m.r.proto < 2 || got == m.ex.legal.acting)
}

// moves compares the entries of a legal reply with the reference's legal
// moves, in the reference's order, each written as the reference writes
// it: the player's name, and the move's words (a string of words
// separated by spaces, or a list of card codes).
func (m *replyMatcher) moves() bool {
	s := &m.s
	want := m.ex.legal.moves
	t := m.r.ref.Table()
	if t == nil || !s.lit('[') {
		return false
	}
	i := 0
	for first := true; ; first = false {
		if s.peek(']') {
			s.i++
			return i == len(want)
		}
		if !first && !s.lit(',') || i == len(want) {
			return false
		}
		p := t.AppendText(m.r.words[:0], want[i])
		m.r.words = p.Move.Words
		seen := 0
		var unknown keySet
		ok := s.object(func(key []byte) bool {
			switch string(key) {
			case "player":
				name, ok := s.str()
				ok = ok && seen&1 == 0 && string(name) == p.Player
				seen |= 1
				return ok
			case "move":
				ok := seen&2 == 0 && s.move(p.Move)
				seen |= 2
				return ok
			}
			return !protocol.ReplyKeyInOtherCase(key, true) && unknown.add(key) && s.skip()
		})
		if !ok || seen != 3 {
			return false
		}
		i++
	}
}

// scanner reads JSON text as the protocol's replies use it.
type scanner struct {
	b []byte
	i int
}

func (s *scanner) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// peek reports whether the next character, after blanks, is c.
func (s *scanner) peek(c byte) bool {
	s.ws()
	return s.i < len(s.b) && s.b[s.i] == c
}

// lit reads c, after blanks.
func (s *scanner) lit(c byte) bool {
	if !s.peek(c) {
		return false
	}
	s.i++
	return true
}

// end reports whether only blanks are left.
func (s *scanner) end() bool {
	s.ws()
	return s.i == len(s.b)
}

// str reads a string without escapes and returns its bytes.
func (s *scanner) str() ([]byte, bool) {
	if !s.lit('"') {
		return nil, false
	}
	start := s.i
	ascii := true
	for ; s.i < len(s.b); s.i++ {
		switch c := s.b[s.i]; {
		case c == '"':
			v := s.b[start:s.i]
			s.i++
			return v, ascii || utf8.Valid(v)
		case c == '\\' || c < 0x20:
			return nil, false
		case c >= 0x80:
			ascii = false
		}
	}
	return nil, false
}

// int reads a whole number.
func (s *scanner) int() (int64, bool) {
	s.ws()
	neg := s.i < len(s.b) && s.b[s.i] == '-'
	if neg {
		s.i++
	}
	start := s.i
	var n int64
	for ; s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9'; s.i++ {
		if n > (1<<62)/10 {
			return 0, false
		}
		n = n*10 + int64(s.b[s.i]-'0')
	}
	digits := s.i - start
	if digits == 0 || digits > 1 && s.b[start] == '0' || s.i < len(s.b) && (s.b[s.i] == '.' || s.b[s.i] == 'e' || s.b[s.i] == 'E') {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

func (s *scanner) boolean() (bool, bool) {
	s.ws()
	switch {
	case hasPrefix(s.b[s.i:], "true"):
		s.i += 4
		return true, true
	case hasPrefix(s.b[s.i:], "false"):
		s.i += 5
		return false, true
	}
	return false, false
}

func hasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

// items reads a JSON array (open '[', end ']') or object ('{', '}'):
// the brackets and the commas between its items, item reading each one.
func (s *scanner) items(open, end byte, item func() bool) bool {
	if !s.lit(open) {
		return false
	}
	for first := true; ; first = false {
		if s.peek(end) {
			s.i++
			return true
		}
		if !first && !s.lit(',') || !item() {
			return false
		}
	}
}

// strings reads a list of strings, handing each to each.
func (s *scanner) strings(each func([]byte) bool) bool {
	return s.items('[', ']', func() bool {
		v, ok := s.str()
		return ok && each(v)
	})
}

// object reads a JSON object, handing each member's key to each, which
// reads the member's value.
func (s *scanner) object(each func(key []byte) bool) bool {
	return s.items('{', '}', func() bool {
		key, ok := s.str()
		return ok && s.lit(':') && each(key)
	})
}

// keySet holds the keys of an object read so far, to refuse one given
// twice as the decoder does, without allocating: an object with more keys
// than it holds is left to the decoder.
type keySet struct {
	keys [8][]byte
	n    int
}

// add reports whether key is new, and there was room to note it.
func (k *keySet) add(key []byte) bool {
	for _, old := range k.keys[:k.n] {
		if string(old) == string(key) {
			return false
		}
	}
	if k.n == len(k.keys) {
		return false
	}
	k.keys[k.n] = key
	k.n++
	return true
}

// scores reads an object of whole numbers and compares it with want: each
// name of want once, none other.
func (s *scanner) scores(want map[string]int) bool {
	var names keySet
	return s.object(func(name []byte) bool {
		v, ok := s.int()
		w, known := want[string(name)]
		return ok && known && int64(w) == v && names.add(name)
	}) && names.n == len(want)
}

// move reads a move and compares it with want: a string of words
// separated by blanks, or a list of codes.
func (s *scanner) move(want engine.MoveText) bool {
	if s.peek('[') {
		i := 0
		return want.List && s.strings(func(w []byte) bool {
			i++
			return i <= len(want.Words) && string(w) == want.Words[i-1]
		}) && i == len(want.Words)
	}
	v, ok := s.str()
	if !ok || want.List {
		return false
	}
	i := 0
	for j := 0; j < len(v); {
		if v[j] == ' ' {
			j++
			continue
		}
		k := j
		for k < len(v) && v[k] != ' ' {
			k++
		}
		if i == len(want.Words) || string(v[j:k]) != want.Words[i] {
			return false
		}
		i++
		j = k
	}
	return i == len(want.Words)
}

// skip reads any value.
func (s *scanner) skip() bool {
	s.ws()
	if s.i == len(s.b) {
		return false
	}
	switch s.b[s.i] {
	case '"':
		_, ok := s.str()
		return ok
	case '{', '[':
		open, end := s.b[s.i], byte('}')
		if open == '[' {
			end = ']'
		}
		s.i++
		var keys keySet
		for first := true; ; first = false {
			if s.peek(end) {
				s.i++
				return true
			}
			if !first && !s.lit(',') {
				return false
			}
			if open == '{' {
				if key, ok := s.str(); !ok || !keys.add(key) || !s.lit(':') {
					return false
				}
			}
			if !s.skip() {
				return false
			}
		}
	case 't', 'f':
		_, ok := s.boolean()
		return ok
	case 'n':
		if hasPrefix(s.b[s.i:], "null") {
			s.i += 4
			return true
		}
		return false
	}
	return s.number()
}

// number reads a JSON number.
func (s *scanner) number() bool {
	digits := func() int {
		start := s.i
		for s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
			s.i++
		}
		return s.i - start
	}
	if s.i < len(s.b) && s.b[s.i] == '-' {
		s.i++
	}
	start := s.i
	if n := digits(); n == 0 || n > 1 && s.b[start] == '0' {
		return false
	}
	if s.i < len(s.b) && s.b[s.i] == '.' {
		s.i++
		if digits() == 0 {
			return false
		}
	}
	if s.i < len(s.b) && (s.b[s.i] == 'e' || s.b[s.i] == 'E') {
		s.i++
		if s.i < len(s.b) && (s.b[s.i] == '+' || s.b[s.i] == '-') {
			s.i++
		}
		if digits() == 0 {
			return false
		}
	}
	return true
}

// receiveMatching is receive for a reply match tells from its line (see
// pipeline): same reports that it came as expected, unread.
func (r *runner) receiveMatching(req protocol.Request, match func([]byte) bool, allowed ...string) (protocol.Reply, bool, error) {
	rep, same, err := r.impl.ReceiveMatching(match)
	if err != nil {
		return rep, false, err
	}
	if r.counting && !r.stepwise {
		// The cases' own round trips, once each: those of the shards of a
		// run add up to the run's.
		r.report.RoundTrips++
	}
	if same {
		return rep, true, nil
	}
	rep, err = r.checkStatus(req, rep, allowed)
	return rep, false, err
}
