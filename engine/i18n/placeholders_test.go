package i18n

import (
	"slices"
	"testing"
)

func TestPlaceholders(t *testing.T) {
	for _, tt := range []struct {
		format string
		want   []string
	}{
		{"no verbs, 100%% sure", nil},
		{"%s does not hold %s", []string{"1:s", "2:s"}},
		{"%[2]s ist nicht auf der Hand von %[1]s", []string{"1:s", "2:s"}},
		{"%s names %q, %d", []string{"1:s", "2:q", "3:d"}},
		{"%[1]s hat %[3]d und %[2]s", []string{"1:s", "2:s", "3:d"}},
		{"%[2]d then %s", []string{"2:d", "3:s"}},
		{"%-10s|%5.2f", []string{"1:s", "2:f"}},
	} {
		if got := Placeholders(tt.format); !slices.Equal(got, tt.want) {
			t.Errorf("Placeholders(%q) = %v, want %v", tt.format, got, tt.want)
		}
	}
	// What the catalogue test relies on: a swapped verb is a difference.
	if slices.Equal(Placeholders("%s has %d"), Placeholders("%[2]s a %[1]d")) {
		t.Errorf("%q and %q compare equal", "%s has %d", "%[2]s a %[1]d")
	}
}
