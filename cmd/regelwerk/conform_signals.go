//go:build !js && !plan9

package main

import (
	"os"
	"syscall"
)

// interruptSignals are the signals that interrupt a conform run
// (runInterruptible); the exit status is 128 + the signal's number, as a
// shell reports a command a signal ended.
var interruptSignals = map[os.Signal]interruptSignal{
	syscall.SIGINT:  {"SIGINT", 128 + int(syscall.SIGINT)},
	syscall.SIGTERM: {"SIGTERM", 128 + int(syscall.SIGTERM)},
	syscall.SIGHUP:  {"SIGHUP", 128 + int(syscall.SIGHUP)},
}
