package schemagen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// object is a JSON object that keeps its keys in order, so that a schema
// read and written again reads as it was written.
type object struct {
	keys []string
	vals map[string]any
}

func newObject() *object { return &object{vals: map[string]any{}} }

// obj builds an object from key, value pairs.
func obj(kv ...any) *object {
	o := newObject()
	for i := 0; i+1 < len(kv); i += 2 {
		o.set(kv[i].(string), kv[i+1])
	}
	return o
}

func (o *object) get(k string) any { return o.vals[k] }

// set replaces the value of k where it stands, or adds k at the end.
func (o *object) set(k string, v any) {
	if _, ok := o.vals[k]; !ok {
		o.keys = append(o.keys, k)
	}
	o.vals[k] = v
}

func (o *object) del(k string) {
	if _, ok := o.vals[k]; !ok {
		return
	}
	delete(o.vals, k)
	for i, x := range o.keys {
		if x == k {
			o.keys = append(o.keys[:i], o.keys[i+1:]...)
			break
		}
	}
}

// parse reads one JSON value, objects as *object, numbers as json.Number.
func parse(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("more than one JSON value")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			o := newObject()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				o.set(kt.(string), v)
			}
			_, err := dec.Token()
			return o, err
		case '[':
			l := []any{}
			for dec.More() {
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				l = append(l, v)
			}
			_, err := dec.Token()
			return l, err
		}
		return nil, fmt.Errorf("unexpected %v", t)
	}
	return tok, nil
}

// encode writes v indented by two spaces a level, each member and item
// on a line of its own.
func encode(v any) []byte {
	var b bytes.Buffer
	write(&b, v, "")
	b.WriteByte('\n')
	return b.Bytes()
}

func write(b *bytes.Buffer, v any, indent string) {
	in := indent + "  "
	switch x := v.(type) {
	case *object:
		if len(x.keys) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteString("{\n")
		for i, k := range x.keys {
			b.WriteString(in)
			b.Write(scalar(k))
			b.WriteString(": ")
			write(b, x.vals[k], in)
			if i < len(x.keys)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "}")
	case []any:
		if len(x) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, e := range x {
			b.WriteString(in)
			write(b, e, in)
			if i < len(x)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "]")
	default:
		b.Write(scalar(x))
	}
}

// compact writes v on one line, as the hand-written schemas write small
// values: {"a": 1, "b": [2, 3]}.
func compact(v any) []byte {
	var b bytes.Buffer
	writeCompact(&b, v)
	return b.Bytes()
}

func writeCompact(b *bytes.Buffer, v any) {
	switch x := v.(type) {
	case *object:
		b.WriteByte('{')
		for i, k := range x.keys {
			if i > 0 {
				b.WriteString(", ")
			}
			b.Write(scalar(k))
			b.WriteString(": ")
			writeCompact(b, x.vals[k])
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			writeCompact(b, e)
		}
		b.WriteByte(']')
	default:
		b.Write(scalar(x))
	}
}

// scalar writes a string, number, boolean or null; text stays as
// written, <, > and & included.
func scalar(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("schemagen: %v", err))
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// refs calls f with every "$ref" value in v.
func refs(v any, f func(string)) {
	switch x := v.(type) {
	case *object:
		for _, k := range x.keys {
			if s, ok := x.vals[k].(string); ok && k == "$ref" {
				f(s)
				continue
			}
			refs(x.vals[k], f)
		}
	case []any:
		for _, e := range x {
			refs(e, f)
		}
	}
}

// rewriteRefs replaces every "$ref" value s in v by to(s).
func rewriteRefs(v any, to func(string) string) {
	switch x := v.(type) {
	case *object:
		for _, k := range x.keys {
			if s, ok := x.vals[k].(string); ok && k == "$ref" {
				x.vals[k] = to(s)
				continue
			}
			rewriteRefs(x.vals[k], to)
		}
	case []any:
		for _, e := range x {
			rewriteRefs(e, to)
		}
	}
}

// clone copies v deeply.
func clone(v any) any {
	switch x := v.(type) {
	case *object:
		o := newObject()
		for _, k := range x.keys {
			o.set(k, clone(x.vals[k]))
		}
		return o
	case []any:
		l := make([]any, len(x))
		for i, e := range x {
			l[i] = clone(e)
		}
		return l
	}
	return v
}

// pointer finds the value at the JSON pointer p ("/$defs/names") in v.
func pointer(v any, p string) (any, bool) {
	if p == "" {
		return v, true
	}
	for _, part := range strings.Split(strings.TrimPrefix(p, "/"), "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		o, ok := v.(*object)
		if !ok {
			return nil, false
		}
		if v, ok = o.vals[part]; !ok {
			return nil, false
		}
	}
	return v, true
}
