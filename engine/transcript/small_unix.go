//go:build unix

package transcript

import "syscall"

// readSmall reads the file at path whole when it is a regular file of at
// most limit bytes, and reports whether it did. It goes straight to the
// system: an *os.File would cost a poller registration that a regular file
// always refuses, a lock per read, and a cleanup for the collector, per
// file, and a batch opens a file per transcript. Anything else (an error,
// a device, a bigger file, a file that grows while it is read) is left to
// the *os.File path, which says what went wrong.
func readSmall(path string, limit int64) ([]byte, bool) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, false
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Size > limit {
		return nil, false
	}
	// One byte more than the file held when examined, so that a read that
	// fills it shows the file grew.
	buf := make([]byte, st.Size+1)
	n := 0
	for {
		m, err := syscall.Read(fd, buf[n:])
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return nil, false
		case m == 0:
			return buf[:n:n], true
		}
		n += m
		switch {
		case n == len(buf):
			return nil, false
		case int64(n) == st.Size:
			// All the file held when examined, and not a byte more: the
			// read that would find its end is spared.
			return buf[:n:n], true
		}
	}
}
