// Package schemagen writes the parts of the JSON Schemas of docs/schema
// that are not written by hand, so that the registry stays the only list
// of games: the per-game parts of the transcript schema (game IDs,
// options, rule and clarification IDs, card codes, moves and score lines,
// from the registry, the catalogues and the decks), every schema's $id
// (its file name, an address relative to wherever the schema is read
// from: nothing is published yet), and, in each schema that uses another
// schema's definitions, a copy of them, so that every schema validates
// on its own with any validator. go generate in docs/schema runs it
// (internal/gen); a test there checks that the committed files are what
// it writes.
package schemagen

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// copiedFrom starts the $comment of a definition copied from another
// schema; the rest of the comment names where it comes from.
const copiedFrom = "copied from "

// copiedNote ends it.
const copiedNote = " by go generate: edit it there"

// Generate returns the schema files (name to text) with their generated
// parts written anew from games. Files are changed only where a part is
// generated.
func Generate(files map[string][]byte, games []engine.Game) (map[string][]byte, error) {
	out := make(map[string][]byte, len(files))
	docs := map[string]any{}
	const tname = "transcript.schema.json"
	if src, ok := files[tname]; ok {
		doc, err := parse(src)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", tname, err)
		}
		if err := transcript(doc.(*object), games); err != nil {
			return nil, fmt.Errorf("%s: %v", tname, err)
		}
		out[tname] = encode(doc)
		docs[tname] = doc
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if name == tname {
			continue
		}
		doc, err := parse(files[name])
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		docs[name] = doc
	}
	for _, name := range names {
		if name == tname {
			continue
		}
		text, err := bundle(name, files[name], docs)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		out[name] = text
	}
	return out, nil
}

var idLine = regexp.MustCompile(`(?m)^(  "\$id": )"[^"]*"(,?)$`)

// bundle rewrites a hand-written schema: its $id becomes its file name,
// each reference into another schema of docs a reference to a copy of
// the definition in its own $defs (one line each, marked by their
// $comment), and the copies made before are made again. The text is
// edited, not written anew, so that its hand-made layout stays.
func bundle(name string, src []byte, docs map[string]any) ([]byte, error) {
	doc, ok := docs[name].(*object)
	if !ok {
		return nil, fmt.Errorf("not a JSON object")
	}
	text := string(src)
	if !idLine.MatchString(text) {
		return nil, fmt.Errorf("no \"$id\" line at the top level")
	}
	text = idLine.ReplaceAllString(text, `${1}"`+name+`"${2}`)
	own, old := ownDefs(doc)
	// The definitions to copy: those the schema's own parts refer to,
	// and (copyDefs adds them) what they refer to in turn.
	var need []string
	walkOwn(doc, old, func(ref string) {
		if file, _, ok := external(ref); ok && file != name {
			need = appendNew(need, ref)
		} else if k, ok := strings.CutPrefix(ref, "#/$defs/"); ok && old[k] != "" {
			need = appendNew(need, old[k])
		}
	})
	c, err := copyDefs(need, docs, own)
	if err != nil {
		return nil, err
	}
	text = place(text, c, len(own) > 0)
	if _, err := parse([]byte(text)); err != nil {
		return nil, fmt.Errorf("the schema written is not JSON: %v", err)
	}
	return []byte(text), nil
}

// ownDefs splits the definitions of doc into its own and the copies
// (by key, where each was copied from).
func ownDefs(doc *object) (own map[string]bool, copies map[string]string) {
	own, copies = map[string]bool{}, map[string]string{}
	defs, _ := doc.get("$defs").(*object)
	if defs == nil {
		return own, copies
	}
	for _, k := range defs.keys {
		if origin, ok := copiedOrigin(defs.get(k)); ok {
			copies[k] = origin
		} else {
			own[k] = true
		}
	}
	return own, copies
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// copied are the definitions a schema copies: where each comes from, in
// order, its key in the schema's $defs, and the copy.
type copied struct {
	origins []string
	key     map[string]string
	def     map[string]*object
}

// copyDefs copies the definitions at origins ("file#pointer") and those
// they refer to, each under the last name of its pointer, which must not
// be one of the schema's own; their references point at the copies.
func copyDefs(origins []string, docs map[string]any, own map[string]bool) (*copied, error) {
	c := &copied{key: map[string]string{}, def: map[string]*object{}}
	raw := map[string]any{}
	for i := 0; i < len(origins); i++ {
		origin := origins[i]
		file, ptr, _ := external(origin)
		target, ok := pointer(docs[file], ptr)
		if !ok {
			return nil, fmt.Errorf("%s: no such definition in the folder", origin)
		}
		key := ptr[strings.LastIndex(ptr, "/")+1:]
		if own[key] || slices.Contains(slices.Collect(maps.Values(c.key)), key) {
			return nil, fmt.Errorf("%s would be copied as %q, a name already taken", origin, key)
		}
		c.key[origin] = key
		raw[origin] = clone(target)
		refs(raw[origin], func(ref string) {
			if strings.HasPrefix(ref, "#") {
				origins = appendNew(origins, file+ref)
			}
		})
	}
	c.origins = origins
	for _, origin := range origins {
		file, _, _ := external(origin)
		rewriteRefs(raw[origin], func(ref string) string {
			if strings.HasPrefix(ref, "#") {
				ref = file + ref
			}
			return "#/$defs/" + c.key[ref]
		})
		o, ok := raw[origin].(*object)
		if !ok {
			return nil, fmt.Errorf("%s is not a JSON object", origin)
		}
		marked := obj("$comment", copiedFrom+origin+copiedNote)
		for _, k := range o.keys {
			if k != "$comment" {
				marked.set(k, o.get(k))
			}
		}
		c.def[origin] = marked
	}
	return c, nil
}

// place writes the copies into the text of a schema: the old copies out,
// the references pointed at the new ones, which go in at the top of its
// $defs, one line each. hasOwn says the schema has definitions of its
// own after them.
func place(text string, c *copied, hasOwn bool) string {
	var lines []string
	for _, l := range strings.SplitAfter(text, "\n") {
		if !strings.Contains(l, `"$comment": "`+copiedFrom) {
			lines = append(lines, l)
		}
	}
	text = strings.Join(lines, "")
	for origin, key := range c.key {
		text = strings.ReplaceAll(text, `"$ref": "`+origin+`"`, `"$ref": "#/$defs/`+key+`"`)
	}
	if len(c.origins) == 0 {
		return text
	}
	var block []string
	for _, origin := range c.origins {
		block = append(block, `    "`+c.key[origin]+`": `+string(compact(c.def[origin])))
	}
	open := "\n  \"$defs\": {\n"
	if i := strings.Index(text, open); i >= 0 {
		sep := "\n"
		if hasOwn {
			sep = ",\n"
		}
		j := i + len(open)
		return text[:j] + strings.Join(block, ",\n") + sep + text[j:]
	}
	end := strings.LastIndex(text, "\n}")
	if end < 0 {
		return text // not a schema written as this folder writes them: the check of references fails it
	}
	return text[:end] + ",\n  \"$defs\": {\n" + strings.Join(block, ",\n") + "\n  }" + text[end:]
}

// walkOwn calls f with every $ref of doc outside the copies.
func walkOwn(doc *object, copies map[string]string, f func(string)) {
	for _, k := range doc.keys {
		if k != "$defs" {
			refs(obj(k, doc.get(k)), f)
			continue
		}
		defs, ok := doc.get(k).(*object)
		if !ok {
			continue
		}
		for _, d := range defs.keys {
			if copies[d] == "" {
				refs(defs.get(d), f)
			}
		}
	}
}

// copiedOrigin returns where a copied definition comes from.
func copiedOrigin(v any) (string, bool) {
	o, ok := v.(*object)
	if !ok {
		return "", false
	}
	c, _ := o.get("$comment").(string)
	rest, ok := strings.CutPrefix(c, copiedFrom)
	if !ok {
		return "", false
	}
	origin, _, _ := strings.Cut(rest, " ")
	return origin, true
}

// external splits a reference into another schema of the folder,
// "transcript.schema.json#/$defs/names", into its file and pointer.
func external(ref string) (file, ptr string, ok bool) {
	file, ptr, ok = strings.Cut(ref, "#")
	if !ok || !strings.HasSuffix(file, ".schema.json") || strings.Contains(file, "/") {
		return "", "", false
	}
	return file, ptr, true
}

// Check reports the references of a schema that do not stay inside it.
func Check(src []byte) error {
	doc, err := parse(src)
	if err != nil {
		return err
	}
	var bad []string
	refs(doc, func(ref string) {
		if !strings.HasPrefix(ref, "#") {
			bad = append(bad, ref)
		}
	})
	if len(bad) > 0 {
		return fmt.Errorf("references outside the schema: %s", strings.Join(bad, ", "))
	}
	return nil
}
