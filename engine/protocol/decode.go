package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// requestKeys are the JSON keys of Request, exactly as spelt.
var requestKeys = sync.OnceValue(func() map[string]bool {
	keys := map[string]bool{}
	t := reflect.TypeFor[Request]()
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		keys[name] = true
	}
	return keys
})

// replyKeys are the keys of a reply, and playKeys those of a legal move's
// entry, as the protocol spells them.
var (
	replyKeys = jsonKeys(reflect.TypeFor[Reply]())
	playKeys  = jsonKeys(reflect.TypeFor[Play]())
)

// jsonKeys are the JSON keys of the fields of struct type t.
func jsonKeys(t reflect.Type) [][]byte {
	var keys [][]byte
	for i := 0; i < t.NumField(); i++ {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			keys = append(keys, []byte(name))
		}
	}
	return keys
}

// otherCase refuses key, a key none of keys, when it spells one of them in
// another case ("Status" for "status"), as DecodeRequest refuses it in a
// request: a reader that matches keys regardless of case (encoding/json,
// which also folds "ſ" to "s") reads it as that key, where the decoder
// skips it; beside the key itself, readers disagree on which counts.
func otherCase(key string, keys [][]byte) error {
	if k := inOtherCase([]byte(key), keys); k != nil {
		return fmt.Errorf("key %q: keys are case-sensitive, the protocol's is %q", key, k)
	}
	return nil
}

// inOtherCase returns the key of keys that key, none of them, spells in
// another case; nil when none.
func inOtherCase(key []byte, keys [][]byte) []byte {
	for _, k := range keys {
		if bytes.EqualFold(key, k) {
			return k
		}
	}
	return nil
}

// ReplyKeyInOtherCase reports whether key, a key of a reply that is none
// of the protocol's (of a legal move's entry when inPlay), spells one of
// them in another case, which the decoder refuses. It allocates nothing,
// for a reply matched without decoding.
func ReplyKeyInOtherCase(key []byte, inPlay bool) bool {
	if inPlay {
		return inOtherCase(key, playKeys) != nil
	}
	return inOtherCase(key, replyKeys) != nil
}

// RequestError is a line that is not a usable request. Seq is the
// request's sequence number when it could be read, so that the error
// reply still answers it; 0 otherwise.
type RequestError struct {
	Seq int64
	Msg string
}

// Error implements error.
func (e *RequestError) Error() string { return e.Msg }

// DecodeRequest reads one request line strictly: the line must be UTF-8
// (encoding/json would turn invalid bytes in a name into U+FFFD and play on
// with another name), a JSON object, and its keys spelt exactly as the
// protocol spells them (encoding/json would take "SEQ" or "Cmd" for "seq"
// and "cmd"). Keys the protocol does not know are ignored, so that later
// versions may add fields.
func DecodeRequest(line []byte) (Request, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(line, &raw); err != nil || raw == nil {
		msg := "not a request: not a JSON object"
		var se *json.SyntaxError
		if errors.As(err, &se) {
			// Say what is wrong with the text (a value nested too deep,
			// a line cut short) rather than call it no object.
			msg = fmt.Sprintf("not a request: not valid JSON at byte %d: %v", se.Offset, err)
		}
		return Request{}, &RequestError{Seq: leadingSeq(line), Msg: msg}
	}
	var seq int64
	if s, ok := raw["seq"]; ok {
		if err := json.Unmarshal(s, &seq); err != nil {
			return Request{}, &RequestError{Msg: "not a request: seq is not a whole number"}
		}
	}
	if !utf8.Valid(line) {
		return Request{}, &RequestError{Seq: seq, Msg: "not a request: the line is not valid UTF-8"}
	}
	if !jsontext.Value(line).IsValid() {
		// Valid JSON to encoding/json, which keeps the last of a key
		// given twice; readers differ on which counts.
		return Request{}, &RequestError{Seq: seq, Msg: "not a request: a key is given twice"}
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if requestKeys()[k] {
			continue
		}
		for known := range requestKeys() {
			if strings.EqualFold(k, known) {
				return Request{}, &RequestError{Seq: seq, Msg: fmt.Sprintf("not a request: key %q: keys are case-sensitive, the protocol's is %q", k, known)}
			}
		}
	}
	var req Request
	if err := json.Unmarshal(line, &req); err != nil {
		msg := err.Error()
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			msg = fmt.Sprintf("%s is not a %s", te.Field, jsonKind(te.Type))
		}
		return Request{}, &RequestError{Seq: seq, Msg: "not a request: " + msg}
	}
	return req, nil
}

// leadingSeq is the seq of a line that cannot be decoded whole, when the
// line is an object whose members up to its seq can be read, so that the
// error still answers the request (a value nested too deep after seq);
// 0 otherwise.
func leadingSeq(line []byte) int64 {
	d := jsontext.NewDecoder(bytes.NewReader(line))
	if tok, err := d.ReadToken(); err != nil || tok.Kind() != '{' {
		return 0
	}
	for {
		name, err := d.ReadToken()
		if err != nil || name.Kind() != '"' {
			return 0
		}
		if name.String() != "seq" {
			if d.SkipValue() != nil {
				return 0
			}
			continue
		}
		v, err := d.ReadValue()
		var seq int64
		if err != nil || json.Unmarshal(v, &seq) != nil {
			return 0
		}
		return seq
	}
}

// jsonKind names what a Go type reads from JSON, for error messages.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Slice:
		return "list"
	case reflect.Map, reflect.Struct:
		return "JSON object"
	case reflect.Int, reflect.Int64:
		return "whole number"
	}
	return t.String()
}

// errLineTooLong is a line over MaxLine.
var errLineTooLong = fmt.Errorf("line over %d MiB", MaxLine>>20)

// readLine reads one line of at most max bytes, without its newline. A
// longer line is read to its end and dropped when drain is set:
// errLineTooLong, and the next call reads the line after it; otherwise
// errLineTooLong comes as soon as max bytes are read without a newline,
// whether one follows or not. At the end of the input it returns the last
// line, then io.EOF.
func readLine(in *bufio.Reader, max int, drain bool) ([]byte, error) {
	var buf []byte
	over := false
	for {
		chunk, err := in.ReadSlice('\n')
		if !over {
			if len(buf)+len(chunk) > max+1 { // +1: the newline
				over, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		if over && !drain {
			return nil, errLineTooLong
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && (len(buf) > 0 || over):
			err = nil
		case err != nil:
			return nil, err
		}
		if over {
			return nil, errLineTooLong
		}
		return bytes.TrimSuffix(buf, []byte{'\n'}), nil
	}
}
