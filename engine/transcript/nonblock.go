//go:build !js && !wasip1

package transcript

import (
	"io/fs"
	"syscall"
)

// nonBlockingOpen says that openInput's open returns at once on a named
// pipe without a writer (with openNonBlock), so that the file needs no
// look before it is opened. (Plan 9's syscall defines O_NONBLOCK as 0:
// Plan 9 has no named pipes whose open waits for a writer.)
const nonBlockingOpen = true

// openNonBlock is the flag that makes an open non-blocking.
const openNonBlock = syscall.O_NONBLOCK

// unknownType reports whether the file st describes is of a type that
// its mode does not show; here the mode shows every type.
func unknownType(fs.FileInfo) bool { return false }
