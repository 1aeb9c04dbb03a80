package engine

import "testing"

func TestPrintable(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Anne", "Anne"},
		{"Chloé", "Chloé"},
		{"Jürgen 7", "Jürgen 7"},
		{"", ""},
		{"a\nfake.yaml:1:1: zero/swap.exchange: forged", `a\nfake.yaml:1:1: zero/swap.exchange: forged`},
		{"\x1b[2J\x1b[31mEVIL\x1b[0m", `\x1b[2J\x1b[31mEVIL\x1b[0m`},
		{"tab\there", `tab\there`},
		{"cr\rlf", `cr\rlf`},
		{"del\x7f", `del\x7f`},
		{"c1\u0085next", `c1\u0085next`},
		{"csi\u009b", `csi\u009b`},
		{"bidi\u202eevil", `bidi\u202eevil`},
		{"iso\u2066x\u2069", `iso\u2066x\u2069`},
		{"ls\u2028ps\u2029", `ls\u2028ps\u2029`},
		{"zw\u200bj\u200d", `zw\u200bj\u200d`},
		{"\ufeffbom", `\ufeffbom`},
		{"bad\xffutf8", `bad\xffutf8`},
		{"nul\x00", `nul\x00`},
		{"back\\slash", `back\slash`},
	} {
		if got := Printable(tc.in); got != tc.want {
			t.Errorf("Printable(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestPrintableKeepsSafeTextWithoutCopy(t *testing.T) {
	s := "Anne plays R3"
	if n := testing.AllocsPerRun(100, func() { _ = Printable(s) }); n != 0 {
		t.Errorf("Printable allocated %v times for safe text", n)
	}
}
