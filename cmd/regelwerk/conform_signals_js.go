package main

import (
	"os"
	"syscall"
)

// interruptSignals are the signals that interrupt a conform run
// (runInterruptible), as in conform_signals.go: js/wasm has no SIGHUP.
var interruptSignals = map[os.Signal]interruptSignal{
	syscall.SIGINT:  {"SIGINT", 128 + int(syscall.SIGINT)},
	syscall.SIGTERM: {"SIGTERM", 128 + int(syscall.SIGTERM)},
}
