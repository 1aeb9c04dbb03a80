//go:build !unix

package measure

import (
	"os"
	"time"
)

// usageOf is the processor time of a finished process; the peak resident
// set is not known here.
func usageOf(ps *os.ProcessState) (time.Duration, int64) {
	return ps.UserTime() + ps.SystemTime(), 0
}
