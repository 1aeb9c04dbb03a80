package table

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/regelwerk/regelwerk/engine"
)

// Deal is a round's deal in names.
type Deal struct {
	// Dealer and Starter are player names, "" when not named.
	Dealer, Starter string
	// Hands lists the cards dealt to each player named, in the order
	// given, each player once; a player left out is dealt nothing.
	Hands []Hand
	// Table lists the cards laid face up on the table.
	Table []string
}

// Hand is the cards dealt to one player, as codes.
type Hand struct {
	Player string
	Cards  []string
}

// HandsByName lists the hands of a deal given as a map from player to
// cards, in the order of the players' names: a map has no order, and a
// deal read the same way every time reports a problem the same way.
func HandsByName(hands map[string][]string) []Hand {
	out := make([]Hand, 0, len(hands))
	for _, name := range slices.Sorted(maps.Keys(hands)) {
		out = append(out, Hand{Player: name, Cards: hands[name]})
	}
	return out
}

// Hand returns the cards dealt to player. It reads a Deal value, so that
// it applies to what Dealt returns: t.Dealt().Hand("Anne").
func (d Deal) Hand(player string) []string {
	for _, h := range d.Hands {
		if h.Player == player {
			return h.Cards
		}
	}
	return nil
}

// Deal starts the next round with d. A deal the rules refuse is an
// *engine.Violation and changes nothing. Dealt returns the deal as
// started.
func (t *Table) Deal(d Deal) error {
	ed, err := t.engineDeal(d)
	if err != nil {
		return err
	}
	return t.start(ed)
}

// DealSeeded starts the next round with the deal the seed makes (see
// engine.Shuffle) for the named dealer, or the game's dealer when dealer
// is "". A starter named overrides the one the deal proposes. Dealt
// returns the deal made; SeededDeal makes the same deal without starting
// the round. The game's dealer is not the one of a generated game
// (engine.DealRound, regelwerk gen), which names the dealer of round r
// itself: to deal as gen does, pass that dealer.
func (t *Table) DealSeeded(dealer, starter string, seed uint64) error {
	ed, err := t.SeededDeal(dealer, seed)
	if err != nil {
		return err
	}
	if starter != "" {
		s, err := t.seat(starter, FieldStarter)
		if err != nil {
			return err
		}
		ed.Starter = s
	}
	return t.start(ed)
}

// Dealt returns the deal the current round started with, in names, every
// hand in seat order; nothing before the first round. It is written out
// when asked for: validation does without it.
func (t *Table) Dealt() Deal {
	if !t.hasDealt {
		return Deal{}
	}
	return t.names(t.dealt)
}

// SeededDeal returns the deal the seed makes for the named dealer (the
// game's dealer when ""), without starting the round.
func (t *Table) SeededDeal(dealer string, seed uint64) (engine.Deal, error) {
	d, err := t.seat(dealer, FieldDealer)
	if err != nil {
		return engine.Deal{}, err
	}
	return t.match.DealFromSeed(d, seed), nil
}

// StartRound begins the next round with an engine deal, which the table
// keeps (for Dealt): the caller does not change it afterwards.
func (t *Table) StartRound(d engine.Deal) error { return t.start(d) }

func (t *Table) start(d engine.Deal) error {
	if err := t.match.StartRound(d); err != nil {
		var v *engine.Violation
		if errors.As(err, &v) {
			return named(v, t.cfg)
		}
		return err
	}
	t.dealt, t.hasDealt = d, true
	return nil
}

// Names writes an engine deal in names.
func (t *Table) Names(d engine.Deal) Deal { return t.names(d) }

func (t *Table) names(d engine.Deal) Deal {
	out := Deal{Table: t.Codes(d.Table)}
	if d.Dealer != engine.NoSeat {
		out.Dealer = t.Name(d.Dealer)
	}
	if d.Starter != engine.NoSeat {
		out.Starter = t.Name(d.Starter)
	}
	for s, h := range d.Hands {
		out.Hands = append(out.Hands, Hand{Player: t.Name(engine.Seat(s)), Cards: t.Codes(h)})
	}
	return out
}

// Codes writes cards as their codes.
func (t *Table) Codes(cards []engine.Card) []string {
	if cards == nil {
		return nil
	}
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = t.deck.Code(c)
	}
	return out
}

// engineDeal reads a deal in names.
func (t *Table) engineDeal(d Deal) (engine.Deal, error) { return readDeal(t.cfg.Players, t.deck, d) }

// ReadDeal reads a deal in names for a game set up as s, before any match
// exists: for a position that begins with a deal (see Configure). A set-up
// of more players than an engine.Seat numbers (128) has no deal: an
// *InputError of kind Unsupported.
func (s Setup) ReadDeal(g engine.Game, d Deal) (engine.Deal, error) {
	return readDeal(s.Players, g.Deck(), d)
}

func readDeal(players []string, deck *engine.Deck, d Deal) (engine.Deal, error) {
	if len(players) > maxSeats {
		// No game seats them (a Table never has so many); a Setup may.
		return engine.Deal{}, &InputError{Kind: Unsupported, Field: FieldPlayers, Index: -1,
			Err: fmt.Errorf("a table seats at most %d players, not %d", maxSeats, len(players))}
	}
	ed := engine.Deal{Hands: make([][]engine.Card, len(players))}
	var err error
	if ed.Dealer, err = seatNamed(players, d.Dealer, FieldDealer); err != nil {
		return ed, err
	}
	if ed.Starter, err = seatNamed(players, d.Starter, FieldStarter); err != nil {
		return ed, err
	}
	for j, h := range d.Hands {
		s, ok := seatOf(players, h.Player)
		if !ok {
			return ed, &InputError{Kind: UnknownPlayer, Field: FieldHands, Player: h.Player, Index: -1, players: players}
		}
		// A hand read is never nil: a second one would replace it unseen.
		if ed.Hands[s] != nil {
			return ed, &InputError{Kind: DuplicatePlayer, Field: FieldHands, Player: h.Player, Index: j}
		}
		hand := make([]engine.Card, 0, len(h.Cards))
		for i, code := range h.Cards {
			c, err := deck.Parse(code)
			if err != nil {
				return ed, &InputError{Kind: UnknownCard, Field: FieldHands, Player: h.Player, Index: i, Value: code, Err: err}
			}
			hand = append(hand, c)
		}
		ed.Hands[s] = hand
	}
	for i, code := range d.Table {
		c, err := deck.Parse(code)
		if err != nil {
			return ed, &InputError{Kind: UnknownCard, Field: FieldTable, Index: i, Value: code, Err: err}
		}
		ed.Table = append(ed.Table, c)
	}
	return ed, nil
}

// seat finds a named player, NoSeat for "".
func (t *Table) seat(name string, f Field) (engine.Seat, error) {
	return seatNamed(t.cfg.Players, name, f)
}

func seatNamed(players []string, name string, f Field) (engine.Seat, error) {
	if name == "" {
		return engine.NoSeat, nil
	}
	s, ok := seatOf(players, name)
	if !ok {
		return engine.NoSeat, &InputError{Kind: UnknownPlayer, Field: f, Player: name, Index: -1, players: players}
	}
	return s, nil
}
