package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// Requests and replies are written and read here without reflection: a
// conformance run exchanges tens of thousands of them a second, and a
// Null & nichtig legal reply lists over a thousand moves. The messages are
// the same as encoding/json makes of Request and Reply (fields in their
// order, empty ones left out, map keys sorted), without its escaping of
// <, > and &, which JSON does not need.

// AppendRequest appends req as one JSON object, without a newline.
func AppendRequest(b []byte, req Request) []byte {
	w := writer{b: b}
	w.open()
	w.int("seq", req.Seq)
	w.str("cmd", req.Cmd)
	w.intOmit("protocol", int64(req.Protocol))
	w.strOmit("game", req.Game)
	w.strs("players", req.Players)
	object(&w, "options", req.Options, (*writer).quote)
	if len(req.Teams) > 0 {
		w.key("teams")
		seq(&w, req.Teams, (*writer).list)
	}
	w.strOmit("dealer", req.Dealer)
	w.strOmit("starter", req.Starter)
	object(&w, "hands", req.Hands, (*writer).list)
	w.strs("table", req.Table)
	w.strOmit("player", req.Player)
	if req.Move != nil {
		w.key("move")
		w.move(*req.Move)
	}
	w.strs("for", req.For)
	return w.close()
}

// AppendReply appends rep as one JSON object, without a newline. Moves
// left raw (Reply.RawMoves) are written as they are.
func AppendReply(b []byte, rep Reply) []byte {
	w := writer{b: b}
	w.open()
	w.int("seq", rep.Seq)
	w.str("status", rep.Status)
	w.strOmit("rule", rep.Rule)
	w.strOmit("message", rep.Message)
	w.strOmit("name", rep.Name)
	w.strOmit("version", rep.Version)
	w.intOmit("protocol", int64(rep.Protocol))
	w.strs("games", rep.Games)
	w.strs("capabilities", rep.Capabilities)
	object(&w, "readings", rep.Readings, func(w *writer, opts map[string][]string) {
		object(w, "", opts, (*writer).list)
	})
	switch {
	case len(rep.Moves) > 0:
		w.key("moves")
		w.b = AppendMoves(w.b, rep.Moves)
	case len(rep.RawMoves) > 0:
		w.key("moves")
		w.b = append(w.b, rep.RawMoves...)
	}
	w.strs("acting", rep.Acting)
	w.trueOmit("round_over", rep.RoundOver)
	w.trueOmit("game_over", rep.GameOver)
	w.scores("round", rep.Round)
	w.scores("totals", rep.Totals)
	w.strs("winners", rep.Winners)
	return w.close()
}

// AppendMoves appends the moves of a legal reply as a JSON list, exactly as
// AppendReply writes them.
func AppendMoves(b []byte, moves []Play) []byte {
	b = append(b, '[')
	for i, p := range moves {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendPlay(b, p.Player, p.Move)
	}
	return append(b, ']')
}

// AppendPlay appends one entry of a legal reply's moves, as AppendMoves
// writes it.
func AppendPlay(b []byte, player string, move Move) []byte {
	w := writer{b: append(b, `{"player":`...)}
	w.quote(player)
	w.b = append(w.b, `,"move":`...)
	w.move(move)
	return append(w.b, '}')
}

// writer appends the members of one JSON object.
type writer struct {
	b    []byte
	more bool // a member was written
}

func (w *writer) open() { w.b = append(w.b, '{') }

func (w *writer) close() []byte { return append(w.b, '}') }

func (w *writer) key(k string) {
	if w.more {
		w.b = append(w.b, ',')
	}
	w.more = true
	w.b = append(w.b, '"')
	w.b = append(w.b, k...)
	w.b = append(w.b, '"', ':')
}

// quote appends s as a JSON string, as encoding/json writes it (without
// its HTML escaping): U+2028 and U+2029, which some line readers take for
// line breaks, escaped, and invalid UTF-8 as \ufffd.
func (w *writer) quote(s string) {
	if simple(s) {
		w.b = append(w.b, '"')
		w.b = append(w.b, s...)
		w.b = append(w.b, '"')
		return
	}
	if !utf8.ValidString(s) || strings.ContainsAny(s, "\u2028\u2029") {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.Encode(s)
		w.b = append(w.b, bytes.TrimSuffix(b.Bytes(), []byte("\n"))...)
		return
	}
	w.b, _ = jsontext.AppendQuote(w.b, s)
}

// simple reports whether s needs no escaping: printable ASCII without
// quotes or backslashes, as card codes, names and rule IDs mostly are.
func simple(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

func (w *writer) int(k string, v int64) {
	w.key(k)
	w.b = strconv.AppendInt(w.b, v, 10)
}

func (w *writer) intOmit(k string, v int64) {
	if v != 0 {
		w.int(k, v)
	}
}

// trueOmit writes member k only when v holds: false is the default.
func (w *writer) trueOmit(k string, v bool) {
	if v {
		w.key(k)
		w.b = append(w.b, "true"...)
	}
}

func (w *writer) str(k, v string) {
	w.key(k)
	w.quote(v)
}

func (w *writer) strOmit(k, v string) {
	if v != "" {
		w.str(k, v)
	}
}

func (w *writer) strs(k string, v []string) {
	if len(v) > 0 {
		w.key(k)
		w.list(v)
	}
}

func (w *writer) list(v []string) { seq(w, v, (*writer).quote) }

// seq writes the values of a JSON array.
func seq[V any](w *writer, v []V, value func(*writer, V)) {
	w.b = append(w.b, '[')
	for i, x := range v {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		value(w, x)
	}
	w.b = append(w.b, ']')
}

// object writes member k, a JSON object of m's entries in the order of
// their keys, unless m is empty.
func object[V any](w *writer, k string, m map[string]V, value func(*writer, V)) {
	if len(m) == 0 && k != "" {
		return
	}
	if k != "" {
		w.key(k)
	}
	w.b = append(w.b, '{')
	for i, name := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		w.quote(name)
		w.b = append(w.b, ':')
		value(w, m[name])
	}
	w.b = append(w.b, '}')
}

// move writes a move as a string of words or a list of codes.
func (w *writer) move(m Move) {
	if m.List {
		w.list(m.Words)
		return
	}
	switch len(m.Words) {
	case 0:
		w.b = append(w.b, `""`...)
	case 1:
		w.quote(m.Words[0])
	default:
		w.b = append(w.b, '"')
		start := len(w.b)
		for i, s := range m.Words {
			if i > 0 {
				w.b = append(w.b, ' ')
			}
			w.b = append(w.b, s...)
		}
		if !simple(string(w.b[start:])) {
			joined := string(w.b[start:])
			w.b = w.b[:start-1]
			w.quote(joined)
			return
		}
		w.b = append(w.b, '"')
	}
}

func (w *writer) scores(k string, v map[string]int) {
	object(w, k, v, func(w *writer, n int) { w.b = strconv.AppendInt(w.b, int64(n), 10) })
}

// ReplyDecoder reads replies. It keeps its buffers from one reply to the
// next: a run reads each reply with one decoder.
type ReplyDecoder struct {
	// RawMoves leaves the moves of a legal reply as they came, in
	// Reply.RawMoves: a client that compares them with a list it expects
	// compares the bytes first, and decodes them (DecodeMoves) only when
	// they differ.
	RawMoves bool

	dec jsontext.Decoder
	rd  bytes.Reader
}

// Decode reads one reply line. Keys are matched exactly (the protocol's
// are lower case), and one of them in another case is an error (see
// otherCase); unknown keys are skipped, so that later versions may add
// some. A field of the wrong type is an error.
func (d *ReplyDecoder) Decode(line []byte) (Reply, error) {
	var rep Reply
	d.rd.Reset(line)
	// A key given twice is refused: readers disagree on which value
	// counts, and a reply read one way by conform and another by a
	// person or a tool is no verdict.
	d.dec.Reset(&d.rd, jsontext.AllowDuplicateNames(false))
	dec := &d.dec
	if dec.PeekKind() != '{' {
		if _, err := dec.ReadToken(); err != nil {
			return rep, syntaxErr(err)
		}
		return rep, errors.New("not a JSON object")
	}
	dec.ReadToken()
	for dec.PeekKind() != '}' {
		tok, err := dec.ReadToken()
		if err != nil {
			return rep, syntaxErr(err)
		}
		if err := d.member(&rep, tok.String()); err != nil {
			return rep, syntaxErr(err)
		}
	}
	if _, err := dec.ReadToken(); err != nil {
		return rep, syntaxErr(err)
	}
	// Nothing but white space may follow the object: not another value,
	// not stray bytes (a NUL, a word).
	if rest := line[dec.InputOffset():]; len(bytes.Trim(rest, " \t\r\n")) > 0 {
		return rep, fmt.Errorf("%q after the JSON object: one object a line", clip(bytes.Trim(rest, " \t\r\n")))
	}
	return rep, nil
}

// member reads the value of the member key into rep; an unknown key's
// value is skipped.
func (d *ReplyDecoder) member(rep *Reply, key string) error {
	dec := &d.dec
	var err error
	switch key {
	case "seq":
		rep.Seq, err = readInt(dec, key)
	case "status":
		rep.Status, err = readString(dec, key)
	case "rule":
		rep.Rule, err = readString(dec, key)
	case "message":
		rep.Message, err = readString(dec, key)
	case "name":
		rep.Name, err = readString(dec, key)
	case "version":
		rep.Version, err = readString(dec, key)
	case "protocol":
		var n int64
		n, err = readInt(dec, key)
		rep.Protocol = int(n)
	case "games":
		rep.Games, err = readStrings(dec, key)
	case "capabilities":
		rep.Capabilities, err = readStrings(dec, key)
	case "acting":
		rep.Acting, err = readStrings(dec, key)
	case "readings":
		rep.Readings, err = readReadings(dec)
	case "winners":
		rep.Winners, err = readStrings(dec, key)
	case "round_over":
		rep.RoundOver, err = readBool(dec, key)
	case "game_over":
		rep.GameOver, err = readBool(dec, key)
	case "round":
		rep.Round, err = readScores(dec, key)
	case "totals":
		rep.Totals, err = readScores(dec, key)
	case "moves":
		if d.RawMoves {
			var v jsontext.Value
			if v, err = dec.ReadValue(); err == nil {
				rep.RawMoves = bytes.Clone(v)
			}
		} else {
			rep.Moves, err = readPlays(dec)
		}
	default:
		if err := otherCase(key, replyKeys); err != nil {
			return err
		}
		err = dec.SkipValue()
	}
	return err
}

// syntaxErr shortens the decoder's messages, which name its package.
func syntaxErr(err error) error {
	var se *jsontext.SyntacticError
	if errors.As(err, &se) {
		return fmt.Errorf("invalid JSON at byte %d: %v", se.ByteOffset, se.Err)
	}
	return err
}

func typeErr(key, want string) error { return fmt.Errorf("%s is not a %s", key, want) }

func readString(dec *jsontext.Decoder, key string) (string, error) {
	if dec.PeekKind() == 'n' {
		_, err := dec.ReadToken()
		return "", err
	}
	if dec.PeekKind() != '"' {
		return "", skipBad(dec, key, "string")
	}
	tok, err := dec.ReadToken()
	return tok.String(), err
}

func readInt(dec *jsontext.Decoder, key string) (int64, error) {
	if dec.PeekKind() != '0' {
		return 0, skipBad(dec, key, "whole number")
	}
	v, err := dec.ReadValue()
	if err != nil {
		return 0, err
	}
	n, err := strconv.ParseInt(string(v), 10, 64)
	if err != nil {
		return 0, typeErr(key, "whole number")
	}
	return n, nil
}

func readBool(dec *jsontext.Decoder, key string) (bool, error) {
	switch dec.PeekKind() {
	case 't', 'f', 'n':
		tok, err := dec.ReadToken()
		return tok.Kind() == 't', err
	}
	return false, skipBad(dec, key, "boolean")
}

func skipBad(dec *jsontext.Decoder, key, want string) error {
	if err := dec.SkipValue(); err != nil {
		return err
	}
	return typeErr(key, want)
}

// readEach reads a JSON array (open '[') or object (open '{'), calling
// item for each element or member; null is an empty one. want names what
// the value should have been in the error of a value of another kind.
func readEach(dec *jsontext.Decoder, key, want string, open jsontext.Kind, item func() error) error {
	switch dec.PeekKind() {
	case 'n':
		_, err := dec.ReadToken()
		return err
	case open:
	default:
		return skipBad(dec, key, want)
	}
	dec.ReadToken()
	end := jsontext.Kind(']')
	if open == '{' {
		end = '}'
	}
	for dec.PeekKind() != end {
		if err := item(); err != nil {
			return err
		}
	}
	_, err := dec.ReadToken()
	return err
}

// readMembers reads a JSON object (null is an empty one), calling member
// with each member's name, the decoder standing on its value.
func readMembers(dec *jsontext.Decoder, key, want string, member func(name string) error) error {
	return readEach(dec, key, want, '{', func() error {
		tok, err := dec.ReadToken()
		if err != nil {
			return err
		}
		return member(tok.String())
	})
}

// readKind reads past a value that is not of the kind wanted, to report
// the syntax error of a broken line before the type error.
func readKind(dec *jsontext.Decoder, kind jsontext.Kind, key, want string) error {
	switch dec.PeekKind() {
	case kind:
		return nil
	case 0:
		_, err := dec.ReadToken()
		return err
	}
	return skipBad(dec, key, want)
}

func readStrings(dec *jsontext.Decoder, key string) ([]string, error) {
	var out []string
	err := readEach(dec, key, "list of strings", '[', func() error {
		if err := readKind(dec, '"', key, "list of strings"); err != nil {
			return err
		}
		tok, err := dec.ReadToken()
		out = append(out, tok.String())
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func readScores(dec *jsontext.Decoder, key string) (map[string]int, error) {
	var out map[string]int
	if dec.PeekKind() == '{' {
		out = map[string]int{}
	}
	err := readMembers(dec, key, "JSON object of whole numbers", func(name string) error {
		n, err := readInt(dec, key)
		out[name] = int(n)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readReadings reads the readings of a hello reply: game to option to
// values.
func readReadings(dec *jsontext.Decoder) (map[string]map[string][]string, error) {
	out := map[string]map[string][]string{}
	err := readMembers(dec, "readings", "JSON object of games", func(game string) error {
		opts := map[string][]string{}
		out[game] = opts
		return readMembers(dec, "readings", "JSON object of options", func(name string) (err error) {
			opts[name], err = readStrings(dec, "readings")
			return err
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// DecodeMoves reads the moves of a legal reply left raw (see
// ReplyDecoder.RawMoves).
func DecodeMoves(raw []byte) ([]Play, error) {
	var d ReplyDecoder
	d.rd.Reset(raw)
	d.dec.Reset(&d.rd, jsontext.AllowDuplicateNames(false))
	plays, err := readPlays(&d.dec)
	if err != nil {
		return nil, syntaxErr(err)
	}
	return plays, nil
}

// readPlays reads the moves of a legal reply: {"player": NAME, "move":
// MOVE} objects.
func readPlays(dec *jsontext.Decoder) ([]Play, error) {
	var out []Play
	err := readEach(dec, "moves", "list", '[', func() error {
		if err := readKind(dec, '{', "moves", "list of {player, move} objects"); err != nil {
			return err
		}
		var p Play
		err := readMembers(dec, "moves", "", func(name string) (err error) {
			switch name {
			case "player":
				p.Player, err = readString(dec, "moves[].player")
			case "move":
				p.Move, err = readMove(dec)
			default:
				if err = otherCase(name, playKeys); err == nil {
					err = dec.SkipValue()
				}
			}
			return err
		})
		out = append(out, p)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readMove reads a move: a string of words or a list of strings.
func readMove(dec *jsontext.Decoder) (Move, error) {
	switch dec.PeekKind() {
	case '"':
		tok, err := dec.ReadToken()
		if err != nil {
			return Move{}, err
		}
		return Move{Words: fields(tok.String())}, nil
	case '[':
		words, err := readStrings(dec, "move")
		if words == nil && err == nil {
			words = []string{}
		}
		return Move{Words: words, List: true}, err
	}
	return Move{}, skipBad(dec, "move", "string or list of strings")
}

// fields is strings.Fields for the common move of one word, which it
// returns without splitting.
func fields(s string) []string {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			return splitFields(s)
		}
		if s[i] >= 0x80 {
			return splitFields(s)
		}
	}
	if s == "" {
		return nil
	}
	return []string{s}
}

var splitFields = strings.Fields
