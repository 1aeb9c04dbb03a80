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
	return i18n.Event(b.opt.Lang, b.t.Game.Value, ev)
}
