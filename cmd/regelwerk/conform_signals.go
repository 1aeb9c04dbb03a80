//go:build !js

package main

import (
	"os"
	"syscall"
)

// interruptSignals are the signals that interrupt a conform run
// (runInterruptible), with the usual names its message gives them.
var interruptSignals = map[os.Signal]string{
	syscall.SIGINT:  "SIGINT",
	syscall.SIGTERM: "SIGTERM",
	syscall.SIGHUP:  "SIGHUP",
}
