//go:build unix

package enginetest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// The tests that start implementations as child processes (engine/protocol
// and regelwerk conform) check with ProcessRunning and GroupRunning that
// what they started is gone once it should be.

// ProcessRunning reports whether process pid runs: it exists and is not a
// zombie, which has exited and only waits for its parent to reap it. Where
// there is no /proc, a process that exists counts as running.
func ProcessRunning(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	state, _, ok := procStat(fmt.Sprintf("/proc/%d/stat", pid))
	return !ok || state != "Z"
}

// GroupRunning reports whether a process of group pgid runs, as
// ProcessRunning counts it.
func GroupRunning(pgid int) bool {
	if err := syscall.Kill(-pgid, 0); errors.Is(err, syscall.ESRCH) {
		return false
	}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	if len(stats) == 0 {
		return true
	}
	for _, f := range stats {
		if state, pgrp, ok := procStat(f); ok && pgrp == pgid && state != "Z" {
			return true
		}
	}
	return false
}

// procStat reads the state and the process group of a process from its
// /proc/PID/stat file; ok is false when the file cannot be read or parsed.
func procStat(file string) (state string, pgrp int, ok bool) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", 0, false
	}
	// pid (comm) state ppid pgrp ...: comm may hold spaces, so read after
	// its closing parenthesis.
	rest := string(data[strings.LastIndexByte(string(data), ')')+1:])
	var ppid int
	_, err = fmt.Sscan(rest, &state, &ppid, &pgrp)
	return state, pgrp, err == nil
}
