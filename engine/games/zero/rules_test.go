package zero

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine"
	"github.com/regelwerk/regelwerk/engine/enginetest"
	"github.com/regelwerk/regelwerk/engine/exercise"
)

// TestRandomGamesReportKnownRules plays random games of every size under
// each option value; every rule reported must be in the catalogue.
func TestRandomGamesReportKnownRules(t *testing.T) {
	var cases []enginetest.RandomCase
	for n := minPlayers; n <= maxPlayers; n++ {
		for _, opts := range []map[string]string{nil, {optDealer: dealerRotate}, {OptTakeBack: takeBackYes}, {optDealtZero: dealtZeroDeal}, {optDealtZero: dealtZeroSwap}} {
			cases = append(cases, enginetest.RandomCase{Players: n, Options: opts, Seeds: []uint64{1, 2, 3}})
		}
	}
	enginetest.CheckRandomRules(t, Game{}, []string{"zero/turn.order", "zero/round.over", "zero/game.winner"}, cases)
}

// zeroDeal deals Bruno a Zéro (blue 1 to 5 and the 5s of four other
// colours, blue 5 in both groups) when zero is true, and otherwise the same
// hand with the blue 6 for the blue 5: a blue group, but four 5s only.
func zeroDeal(t testing.TB, zero bool) engine.Deal {
	bruno := "B1 B2 B3 B4 B5 R5 Y5 G5 P5"
	if !zero {
		bruno = "B1 B2 B3 B4 B6 R5 Y5 G5 P5"
	}
	return engine.Deal{
		Dealer:  chloe,
		Starter: engine.NoSeat,
		Hands: [][]engine.Card{
			cards(t, "R1 R2 R3 Y4 Y6 G7 G8 A1 A2"),
			cards(t, bruno),
			cards(t, "A3 A4 K5 K6 K7 K8 R4 R6 P6"),
		},
		Table: cards(t, "Y1 Y2 Y3 G1 G2"),
	}
}

// groupDeal is standardDeal, with five black cards in Chloe's hand when
// group is true (the black 4 for the grey 4).
func groupDeal(t testing.TB, group bool) engine.Deal {
	d := standardDeal(t)
	if group {
		d.Hands[2] = cards(t, "A3 K4 K5 K6 K7 K8 R4 R5 R6")
	}
	return d
}

// TestRulesReported checks, for rules that decide only in some situations,
// that a step reports the rule in such a situation and that a nearly
// identical step where the rule decides nothing does not.
func TestRulesReported(t *testing.T) {
	knock := func(s engine.Seat) engine.Move { return KnockMove(s) }
	swap := func(s engine.Seat, give, take string) engine.Move {
		return SwapMove(s, cards(t, give)[0], cards(t, take)[0])
	}
	tests := []struct {
		name   string
		opts   map[string]string
		deal   engine.Deal
		before []engine.Move
		move   *engine.Move // nil: the rules the deal reports
		rule   string
		want   bool
	}{
		{"a knock in the last lap", nil, standardDeal(t), []engine.Move{knock(anne), knock(bruno)}, ptr(knock(chloe)), "zero/last-lap.knock-no-effect", true},
		{"a swap in the last lap", nil, standardDeal(t), []engine.Move{knock(anne), knock(bruno)}, ptr(swap(chloe, "A3", "Y1")), "zero/last-lap.knock-no-effect", false},
		{"the second knock", nil, standardDeal(t), []engine.Move{knock(anne)}, ptr(knock(bruno)), "zero/last-lap.knock-no-effect", false},
		{"the second knock starts the last lap", nil, standardDeal(t), []engine.Move{knock(anne)}, ptr(knock(bruno)), "zero/knock.second-starts-last-lap", true},
		{"the first knock", nil, standardDeal(t), nil, ptr(knock(anne)), "zero/knock.second-starts-last-lap", false},
		{"a turn in the last lap", nil, standardDeal(t), []engine.Move{knock(anne), knock(bruno)}, ptr(swap(chloe, "A3", "Y1")), "zero/last-lap.others-play-once", true},
		{"a turn before the last lap", nil, standardDeal(t), []engine.Move{knock(anne)}, ptr(swap(bruno, "B2", "Y1")), "zero/last-lap.others-play-once", false},
		{"the last lap ends before the knocker's turn", nil, standardDeal(t), []engine.Move{knock(anne), knock(bruno), knock(chloe)}, ptr(knock(anne)), "zero/last-lap.knocker-sits-out", true},
		{"the last lap goes on", nil, standardDeal(t), []engine.Move{knock(anne), knock(bruno)}, ptr(knock(chloe)), "zero/last-lap.knocker-sits-out", false},
		{"a hand with five black cards is scored", nil, groupDeal(t, true), []engine.Move{knock(anne), knock(bruno), knock(chloe)}, ptr(knock(anne)), "zero/score.colour-group", true},
		{"a hand with four black cards is scored", nil, groupDeal(t, false), []engine.Move{knock(anne), knock(bruno), knock(chloe)}, ptr(knock(anne)), "zero/score.colour-group", false},
		{"a hand without a value group is scored", nil, groupDeal(t, true), []engine.Move{knock(anne), knock(bruno), knock(chloe)}, ptr(knock(anne)), "zero/score.value-group", false},
		{"a round ends without a Zéro", nil, groupDeal(t, true), []engine.Move{knock(anne), knock(bruno), knock(chloe)}, ptr(knock(anne)), "zero/zero.others-scored", false},
		{"a Zéro is dealt", nil, zeroDeal(t, true), nil, nil, "zero/clar.dealt-zero", true},
		{"a Zéro is dealt (deal reading)", map[string]string{optDealtZero: dealtZeroDeal}, zeroDeal(t, true), nil, nil, "zero/clar.dealt-zero", true},
		{"a Zéro is dealt (swap reading)", map[string]string{optDealtZero: dealtZeroSwap}, zeroDeal(t, true), nil, nil, "zero/clar.dealt-zero", true},
		{"a Zéro is dealt: the hand", nil, zeroDeal(t, true), nil, nil, "zero/zero.hand", true},
		{"no Zéro is dealt", nil, zeroDeal(t, false), nil, nil, "zero/clar.dealt-zero", false},
		{"no Zéro is dealt: the hand", nil, zeroDeal(t, false), nil, nil, "zero/zero.hand", false},
		{"the holder of a dealt Zéro comes to play", map[string]string{optDealtZero: dealtZeroFirstTurn}, zeroDeal(t, true), nil, ptr(knock(anne)), "zero/clar.dealt-zero", true},
		{"the holder of a dealt Zéro comes to play: the round ends", map[string]string{optDealtZero: dealtZeroFirstTurn}, zeroDeal(t, true), nil, ptr(knock(anne)), "zero/zero.ends-round", true},
		{"the next player holds no Zéro", map[string]string{optDealtZero: dealtZeroFirstTurn}, zeroDeal(t, false), nil, ptr(knock(anne)), "zero/clar.dealt-zero", false},
		{"the holder of a dealt Zéro swaps (swap reading)", map[string]string{optDealtZero: dealtZeroSwap}, zeroDeal(t, true), []engine.Move{knock(anne)}, ptr(swap(bruno, "R5", "Y1")), "zero/clar.dealt-zero", true},
		{"his neighbour swaps next (swap reading)", map[string]string{optDealtZero: dealtZeroSwap}, zeroDeal(t, true), []engine.Move{knock(anne), swap(bruno, "R5", "Y1")}, ptr(swap(chloe, "A3", "R5")), "zero/clar.dealt-zero", false},
		{"a swap takes back its card", map[string]string{OptTakeBack: takeBackYes}, standardDeal(t), nil, ptr(swap(anne, "R1", "R1")), "zero/clar.take-back", true},
		{"a swap takes a table card", map[string]string{OptTakeBack: takeBackYes}, standardDeal(t), nil, ptr(swap(anne, "R1", "Y1")), "zero/clar.take-back", false},
		{"a swap takes back its card: no table card", map[string]string{OptTakeBack: takeBackYes}, standardDeal(t), nil, ptr(swap(anne, "R1", "R1")), "zero/swap.table-card", false},
		{"a later round is dealt", nil, standardDeal(t), []engine.Move{knock(anne), knock(bruno), knock(chloe), knock(anne)}, nil, "zero/clar.dealer", true},
		{"the first round is dealt", nil, standardDeal(t), nil, nil, "zero/clar.dealer", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seen := exercise.Counts{}
			cfg := cfg3(tt.opts)
			cfg.Rules = seen.Hook()
			m, err := newMatch(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.StartRound(tt.deal); err != nil {
				t.Fatal(err)
			}
			for _, mv := range tt.before {
				mustApply(t, m, mv)
			}
			switch {
			case tt.move != nil:
				enginetest.CheckStep(t, m, *tt.move, tt.rule, tt.want)
			case m.Round() > 1 || len(tt.before) > 0:
				// The next round, dealt as the first.
				clear(seen)
				d := tt.deal
				d.Dealer = anne
				if err := m.StartRound(d); err != nil {
					t.Fatal(err)
				}
				enginetest.CheckReported(t, "the second deal", seen, tt.rule, tt.want)
			default:
				enginetest.CheckReported(t, "the deal", seen, tt.rule, tt.want)
			}
		})
	}
}

func ptr(mv engine.Move) *engine.Move { return &mv }

// TestApplyAllocations: applying a move allocates nothing, with or without
// a rules hook.
func TestApplyAllocations(t *testing.T) { enginetest.CheckApplyAllocs(t, Game{}) }
