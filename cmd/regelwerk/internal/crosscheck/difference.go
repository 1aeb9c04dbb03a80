package crosscheck

import (
	"fmt"

	"github.com/regelwerk/regelwerk/features/scenarios"
	"github.com/regelwerk/regelwerk/features/steps"
)

// differ writes the finding for twin scenarios a and b whose traces part
// at index i: the Gherkin steps that do different things, quoted as
// written with their keywords, each at its file:line, which also become
// the finding's places (the side-by-side document highlights them there).
// A translator reads steps, not the engine's trace.
func differ(f Finding, a, b scenarios.Scenario, la, lb []steps.Line, i int) Finding {
	switch {
	case i >= len(la):
		f.At = []string{b.At(lb[i].Line)}
		f.Message = fmt.Sprintf("%s goes on where %s has ended: %s %s", b.Language, a.Language, b.Language, quoteStep(b, lb[i].Line))
	case i >= len(lb):
		f.At = []string{a.At(la[i].Line)}
		f.Message = fmt.Sprintf("%s goes on where %s has ended: %s %s", a.Language, b.Language, a.Language, quoteStep(a, la[i].Line))
	default:
		f.At = []string{a.At(la[i].Line), b.At(lb[i].Line)}
		f.Message = fmt.Sprintf("these steps do not do the same thing: %s %s, %s %s",
			a.Language, quoteStep(a, la[i].Line), b.Language, quoteStep(b, lb[i].Line))
	}
	return f
}

// quoteStep quotes the step of sc at line with its keyword, or names the
// line when no step stands there.
func quoteStep(sc scenarios.Scenario, line int) string {
	for _, st := range sc.Steps {
		if st.Line == line {
			return fmt.Sprintf("%q", st.Keyword+st.Text)
		}
	}
	return fmt.Sprintf("(line %d)", line)
}
