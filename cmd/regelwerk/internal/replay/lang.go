package replay

import (
	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/i18n"
)

// text writes a message of the game in the replay's language.
func (b *builder) text(t engine.Text) string {
	if b.opt.Lang == "" || b.opt.Lang == "en" {
		return t.String()
	}
	return i18n.Render(b.opt.Lang, b.t.Game.Value, t)
}

// event writes an event in the replay's language.
func (b *builder) event(ev engine.Event) string {
	return b.text(ev.Text)
}

// stateTexts writes, in a state decoded from JSON, the texts for people
// the game's state holds (engine.StateTexts) in the replay's language, and
// says whether it changed any: the page shows them, the JSON of an English
// replay keeps the game's English.
func (b *builder) stateTexts(st any, decoded any) bool {
	ts, ok := st.(engine.StateTexts)
	obj, isObj := decoded.(map[string]any)
	if !ok || !isObj || b.opt.Lang == "" || b.opt.Lang == "en" {
		return false
	}
	changed := false
	for key, t := range ts.StateTexts() {
		if _, ok := obj[key].(string); ok {
			obj[key] = b.text(t)
			changed = true
		}
	}
	return changed
}
