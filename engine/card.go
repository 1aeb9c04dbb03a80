package engine

// Suit is a card's colour or family, an index into its deck's suit list.
type Suit uint8

// Rank is a card's printed value. Games with signed or special values (a
// "Null Bock" stag of value 0, a bean card's "-") encode them here or in Mark.
type Rank int8

// Mark tells apart faces that share suit and rank but play differently, such
// as a pretentious hind or a special bean card. Zero for ordinary cards.
type Mark uint8

// Card is one face of a deck. Physical copies of the same face (the two 0s of
// a colour in Null & nichtig) are equal Cards: the deck records how many
// copies of each face exist.
type Card struct {
	Suit Suit
	Rank Rank
	Mark Mark
}

// NoCard is the zero Card value used where a slot is empty. Decks never use
// it as a real face: every deck's first suit starts at index 1.
var NoCard Card

// IsZero reports whether c is NoCard.
func (c Card) IsZero() bool { return c == NoCard }
