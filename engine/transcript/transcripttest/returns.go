package transcripttest

import "time"

// ReturnsWithin runs f and reports whether it returns within d. It is for
// the tests of readers that must not wait on a named pipe no one writes to
// (MakeFIFO): such a test fails when ReturnsWithin reports false. f goes
// on running then, so it should set only variables that the test reads
// after a true answer.
func ReturnsWithin(d time.Duration, f func()) bool {
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
		return true
	case <-time.After(d):
		return false
	}
}
