package report

import "testing"

func TestFriendlyName(t *testing.T) {
	for id, want := range map[string]string{
		"nn/play.in-hand":                "PlayInHand",
		"zero/last-lap.knocker-sits-out": "LastLapKnockerSitsOut",
		"expect.violation":               "ExpectViolation",
		"transcript.input":               "TranscriptInput",
	} {
		if got := friendlyName(id); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
}
