package enginetest

import "testing"

// TestPickOptions: the fuzzer's byte picks among the option sets given,
// and no sets at all stand for the defaults.
func TestPickOptions(t *testing.T) {
	sets := []map[string]string{nil, {"a": "1"}, {"b": "2"}}
	for b, want := range map[byte]string{0: "", 1: "1", 2: "", 4: "1", 255: ""} {
		if got := pickOptions(sets, b)["a"]; got != want {
			t.Errorf("byte %d: a=%q, want %q", b, got, want)
		}
	}
	if got := pickOptions(sets, 5); got["b"] != "2" {
		t.Errorf("byte 5: %v, want the third set", got)
	}
	for _, none := range [][]map[string]string{nil, {}} {
		if got := pickOptions(none, 7); got != nil {
			t.Errorf("no sets: %v, want the defaults (nil)", got)
		}
	}
}
