package bohne

import (
	"strconv"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Row is what one player has laid out in one colour, reduced to what the
// scoring needs. The order in which the cards were taken does not matter.
type Row struct {
	Beans  int  // sum of the bean cards
	Count  int  // number of cards in the row, specials included
	Zero   bool // the "0" card lies in the row
	Double bool // the "x2" card lies in the row
	Minus  int  // number of "-" cards
}

// Add puts card c into the row. The caller keeps rows per colour: a special
// card only ever acts on its own colour.
func (r *Row) Add(c engine.Card) {
	r.Count++
	switch c.Mark {
	case MarkZero:
		r.Zero = true
	case MarkDouble:
		r.Double = true
	case MarkMinus:
		r.Minus++
	default:
		r.Beans += int(c.Rank)
	}
}

// Value is the row's worth: 0 with the "0" card whatever else lies there,
// otherwise the beans' sum, doubled by the "x2", negative with an odd number
// of "-".
func (r *Row) Value() int {
	if r.Zero {
		return 0
	}
	v := r.Beans
	if r.Double {
		v *= 2
	}
	if r.Minus%2 == 1 {
		v = -v
	}
	return v
}

// Rows sorts cards into one Row per colour, indexed by Suit: slot 0, which
// no colour has, stays empty, and a card of no colour is left out.
func Rows(cards []engine.Card) [numColours + 1]Row {
	var rows [numColours + 1]Row
	for _, c := range cards {
		if c.Suit >= 1 && c.Suit <= numColours {
			rows[c.Suit].Add(c)
		}
	}
	return rows
}

// Lines adds colour values up the way the score pad has them: the positive
// line sums the positive colours, the negative line the size of the
// negative ones (written without its sign, as the rulebook's 13), and the
// total is the first minus the second.
func Lines(values []int) (positive, negative, total int) {
	for _, v := range values {
		if v > 0 {
			positive += v
		} else {
			negative -= v
		}
	}
	return positive, negative, positive - negative
}

// Score returns the score lines of a player who laid out cards.
func Score(cards []engine.Card) (positive, negative, total int) {
	rows := Rows(cards)
	var values [numColours]int
	for s := 1; s <= numColours; s++ {
		values[s-1] = rows[s].Value()
	}
	return Lines(values[:])
}

// formatRow renders the cards of colour s among cards the way they lie on
// the table, specials on top, then the beans in ascending order:
// "red [- x2] 1 5 = -12". It is only called when someone listens to events.
func formatRow(cards []engine.Card, s engine.Suit) engine.Text {
	var row Row
	var beans [11]bool
	for _, c := range cards {
		if c.Suit != s {
			continue
		}
		row.Add(c)
		if c.Mark == 0 && c.Rank >= 1 && c.Rank <= 10 {
			beans[c.Rank] = true
		}
	}
	var specials []string
	if row.Zero {
		specials = append(specials, "0")
	}
	if row.Double {
		specials = append(specials, "x2")
	}
	for i := 0; i < row.Minus; i++ {
		specials = append(specials, "-")
	}
	var b strings.Builder
	if len(specials) > 0 {
		b.WriteString(" [" + strings.Join(specials, " ") + "]")
	}
	for n, ok := range beans {
		if ok {
			b.WriteString(" " + strconv.Itoa(n))
		}
	}
	return engine.Textf("%s%s = %s", colourText(s), b.String(), signed(row.Value()))
}

func signed(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// colourText is the name of colour s as a message's argument: ColourName's
// English word, another language's from the message catalogue.
func colourText(s engine.Suit) engine.Text {
	switch s {
	case Green:
		return engine.Textf("green")
	case Red:
		return engine.Textf("red")
	case Yellow:
		return engine.Textf("yellow")
	case Blue:
		return engine.Textf("blue")
	}
	return engine.Textf("%s", ColourName(s))
}
