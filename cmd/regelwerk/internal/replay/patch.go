package replay

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// marshal encodes v as compact JSON without escaping <, > and &: the
// document is data, and the HTML page escapes what it embeds itself.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// op is one JSON Patch operation (RFC 6902). Only add, remove and replace
// are used, so that a reader needs little to apply them.
type op struct {
	Op    string `json:"op"`
	Path  string `json:"path"`
	Value any    `json:"value,omitempty"`
}

// MarshalJSON writes the value of add and replace even when it is null,
// false, 0 or empty, which omitempty would drop.
func (o op) MarshalJSON() ([]byte, error) {
	type plain struct {
		Op    string `json:"op"`
		Path  string `json:"path"`
		Value any    `json:"value"`
	}
	if o.Op == "remove" {
		return marshal(struct {
			Op   string `json:"op"`
			Path string `json:"path"`
		}{o.Op, o.Path})
	}
	return marshal(plain(o))
}

// diff returns the operations that turn from into to, two values decoded
// from JSON. Objects are compared key by key and arrays of equal length
// element by element; an array that grows or shrinks at its end gets adds
// or removes there, any other change of an array is one replace. That is
// what states do from one move to the next: a card leaves a hand, joins a
// pile, a number changes.
func diff(from, to any) []op {
	ops := []op{}
	diffAt(&ops, "", from, to)
	return ops
}

func diffAt(ops *[]op, path string, from, to any) {
	switch f := from.(type) {
	case map[string]any:
		t, ok := to.(map[string]any)
		if !ok {
			break
		}
		for _, k := range slices.Sorted(maps.Keys(f)) {
			if _, kept := t[k]; !kept {
				*ops = append(*ops, op{Op: "remove", Path: path + "/" + escapeKey(k)})
			}
		}
		for _, k := range slices.Sorted(maps.Keys(t)) {
			fv, had := f[k]
			if !had {
				*ops = append(*ops, op{Op: "add", Path: path + "/" + escapeKey(k), Value: t[k]})
				continue
			}
			diffAt(ops, path+"/"+escapeKey(k), fv, t[k])
		}
		return
	case []any:
		t, ok := to.([]any)
		if !ok {
			break
		}
		if len(f) == len(t) {
			for i := range f {
				diffAt(ops, path+"/"+strconv.Itoa(i), f[i], t[i])
			}
			return
		}
		if arrayEdit(ops, path, f, t) {
			return
		}
	default:
		if reflect.DeepEqual(from, to) {
			return
		}
	}
	if !reflect.DeepEqual(from, to) {
		*ops = append(*ops, op{Op: "replace", Path: path, Value: to})
	}
}

// arrayEdit writes the change from f to t, arrays of different lengths,
// as adds or removes when t is f with elements added or removed in one
// place (a card played from a hand, cards added to a pile), and reports
// whether it could.
func arrayEdit(ops *[]op, path string, f, t []any) bool {
	i := 0 // the first index where they differ
	for i < len(f) && i < len(t) && reflect.DeepEqual(f[i], t[i]) {
		i++
	}
	if len(t) > len(f) {
		k := len(t) - len(f)
		if !reflect.DeepEqual(f[i:], t[i+k:]) {
			return false
		}
		for j := i; j < i+k; j++ {
			p := path + "/" + strconv.Itoa(j)
			if i == len(f) {
				p = path + "/-" // appended
			}
			*ops = append(*ops, op{Op: "add", Path: p, Value: t[j]})
		}
		return true
	}
	k := len(f) - len(t)
	if !reflect.DeepEqual(f[i+k:], t[i:]) {
		return false
	}
	for j := 0; j < k; j++ {
		*ops = append(*ops, op{Op: "remove", Path: path + "/" + strconv.Itoa(i)})
	}
	return true
}

// escapeKey escapes an object key for a JSON Pointer (RFC 6901).
func escapeKey(k string) string {
	if !strings.ContainsAny(k, "~/") {
		return k
	}
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}
