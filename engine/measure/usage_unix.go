//go:build unix

package measure

import (
	"os"
	"runtime"
	"syscall"
	"time"
)

// usageOf is the processor time and peak resident set of a finished
// process.
func usageOf(ps *os.ProcessState) (time.Duration, int64) {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return ps.UserTime() + ps.SystemTime(), 0
	}
	rss := int64(ru.Maxrss)
	if runtime.GOOS != "darwin" {
		rss *= 1024 // kilobytes everywhere but on macOS, which counts bytes
	}
	return ps.UserTime() + ps.SystemTime(), rss
}
