package main

import (
	"os"
	"syscall"
)

// interruptSignals are the notes that interrupt a conform run
// (runInterruptible). Plan 9 has notes, not numbered signals: syscall
// gives SIGINT and SIGTERM as the one note "interrupt", and SIGHUP as
// "hangup"; the exit statuses are those of SIGINT and SIGHUP on Unix.
var interruptSignals = map[os.Signal]interruptSignal{
	syscall.SIGINT: {"interrupt", 130},
	syscall.SIGHUP: {"hangup", 129},
}
