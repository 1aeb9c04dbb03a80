package engine

import "testing"

// TestDecimal: one spelling per number, the same for transcripts, options
// and flags.
func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		s                string
		unsigned, signed bool
	}{
		{"0", true, true},
		{"7", true, true},
		{"10", true, true},
		{"1000000", true, true},
		{"18446744073709551616", true, true}, // digits only: the range is the caller's
		{"-5", false, true},
		{"-10", false, true},
		{"-0", false, false},
		{"-00", false, false},
		{"-05", false, false},
		{"+0", false, false},
		{"+5", false, false},
		{"010", false, false},
		{"00", false, false},
		{"1_000", false, false},
		{"0x10", false, false},
		{"0o10", false, false},
		{"0b10", false, false},
		{"1e6", false, false},
		{"1.0", false, false},
		{"", false, false},
		{"-", false, false},
		{"--5", false, false},
		{" 1", false, false},
		{"1 ", false, false},
		{"\uff11", false, false}, // a fullwidth 1
		{"\u0661", false, false}, // an Arabic-Indic 1
	} {
		if got := Decimal(c.s, false); got != c.unsigned {
			t.Errorf("Decimal(%q, false) = %v, want %v", c.s, got, c.unsigned)
		}
		if got := Decimal(c.s, true); got != c.signed {
			t.Errorf("Decimal(%q, true) = %v, want %v", c.s, got, c.signed)
		}
	}
}
