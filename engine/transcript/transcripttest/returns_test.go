package transcripttest

import (
	"testing"
	"time"
)

// TestReturnsWithin: a function that returns at once does within the
// time, having run; one that waits past it does not.
func TestReturnsWithin(t *testing.T) {
	ran := false
	if !ReturnsWithin(10*time.Second, func() { ran = true }) || !ran {
		t.Errorf("a function that returns at once: ran %t, or not reported as returned", ran)
	}
	release := make(chan struct{})
	defer close(release)
	if ReturnsWithin(10*time.Millisecond, func() { <-release }) {
		t.Error("a function that waits is reported as returned")
	}
}
