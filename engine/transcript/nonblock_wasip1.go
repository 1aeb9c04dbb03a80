package transcript

import (
	"io/fs"
	"syscall"
)

// An open cannot be made non-blocking on wasip1: syscall has no
// O_NONBLOCK, and the runtime opens the file on the host as it sees fit.
// openInput looks at the file first instead (lookBeforeOpen).
const (
	nonBlockingOpen = false
	openNonBlock    = 0
)

// unknownType reports whether the file st describes is of a type WASI
// preview 1 does not name. WASI has no file type for a named pipe: a
// runtime reports one as unknown, which package os shows with the mode of
// a regular file, so the look before the open would let it through.
func unknownType(st fs.FileInfo) bool {
	s, ok := st.Sys().(*syscall.Stat_t)
	return ok && s.Filetype == syscall.FILETYPE_UNKNOWN
}
