package nullbock

import (
	"testing"

	"github.com/regelwerk/regelwerk/engine/enginetest"
)

// The measurements of docs/performance.md, shared by every game, for this
// game alone: go test -run '^$' -bench . ./engine/games/nullbock

func BenchmarkApply(b *testing.B)      { enginetest.BenchApply(Game{})(b) }
func BenchmarkLegal(b *testing.B)      { enginetest.BenchLegal(Game{})(b) }
func BenchmarkRandomGame(b *testing.B) { enginetest.BenchRandomGame(Game{})(b) }

// BenchmarkApplyRules is BenchmarkApply with a rules hook that does
// nothing: the cost of reporting rules, next to BenchmarkApply without one.
func BenchmarkApplyRules(b *testing.B) {
	enginetest.BenchApply(enginetest.WithRules(Game{}, func(string) {}))(b)
}
