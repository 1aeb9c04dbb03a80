package transcript

import "io/fs"

// An open cannot be made non-blocking on js/wasm: syscall has no
// O_NONBLOCK, and the file is opened by the host (Node.js's fs; in a
// browser there is no file system and every open fails). openInput looks
// at the file first instead (lookBeforeOpen): Node reports a named pipe as
// one.
const (
	nonBlockingOpen = false
	openNonBlock    = 0
)

// unknownType reports whether the file st describes is of a type that
// its mode does not show; here the mode shows every type.
func unknownType(fs.FileInfo) bool { return false }
