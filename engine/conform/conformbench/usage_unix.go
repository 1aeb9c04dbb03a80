//go:build unix

package conformbench

import (
	"os"
	"strings"
	"syscall"
	"time"
)

// usage is the processor time of this process and of its children reaped
// so far.
func usage() (self, children time.Duration) {
	var s, c syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &s)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &c)
	return cpu(s), cpu(c)
}

func cpu(r syscall.Rusage) time.Duration {
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

// Load is the system's load average over the last 1, 5 and 15 minutes, as
// /proc/loadavg gives it ("" where there is none).
func Load() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
