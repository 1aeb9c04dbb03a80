package transcript

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// openInput opens a file to read transcripts from, refusing, without
// waiting, anything but a regular file or a character device (/dev/stdin
// on a terminal, /dev/null): a named pipe without a writer would block the
// open for ever, a socket or a directory holds no transcript. The file is
// opened without blocking and then examined, so that it cannot be swapped
// for a pipe between a look and the open.
func openInput(path string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	if msg := notReadable(st.Mode()); msg != "" {
		f.Close()
		return nil, nil, &Error{File: path, Msg: msg}
	}
	return f, st, nil
}

// OpenInput opens a file named on a command line as the reader opens
// transcripts (see openInput): a named pipe, a socket or a directory is
// refused at once with an *Error, never waited on.
func OpenInput(path string) (*os.File, error) {
	f, _, err := openInput(path)
	return f, err
}

// notReadable says why a file of mode m cannot hold transcripts, or ""
// when it can: a regular file or a character device.
func notReadable(m fs.FileMode) string {
	switch t := m.Type(); {
	case t == 0, t&fs.ModeCharDevice != 0:
		return ""
	case t&fs.ModeDir != 0:
		return "is a directory, not a file"
	case t&fs.ModeNamedPipe != 0:
		return "not a regular file (a named pipe; read a stream with -)"
	case t&fs.ModeSocket != 0:
		return "not a regular file (a socket)"
	case t&fs.ModeDevice != 0:
		return "not a regular file (a block device)"
	}
	return "not a regular file"
}

// ReadFile reads a transcript file, refusing one over the size limit
// before reading it whole, and anything that is not a regular file or a
// character device (see openInput).
func ReadFile(path string, lim Limits) ([]byte, error) {
	f, _, err := openInput(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := io.Reader(f)
	if lim.MaxBytes > 0 {
		r = io.LimitReader(f, int64(lim.MaxBytes)+1)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	if lim.MaxBytes > 0 && len(data) > lim.MaxBytes {
		return nil, overSize(path, 0, lim)
	}
	return data, nil
}

// readRange reads size bytes at off in the file at path: one document of
// a file that holds several.
func readRange(path string, off, size int64) ([]byte, error) {
	f, _, err := openInput(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data := make([]byte, size)
	if _, err := f.ReadAt(data, off); err != nil {
		if err == io.EOF {
			return nil, &Error{File: path, Msg: "cannot read: the file changed while it was read"}
		}
		return nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	return data, nil
}

// overSize is the error for a document over the size limit, starting on
// line (0 for a whole file).
func overSize(name string, line int, lim Limits) *Error {
	e := &Error{File: name, Msg: fmt.Sprintf("over the size limit of %d bytes (raise it with --max-bytes)", lim.MaxBytes)}
	if line > 0 {
		e.Pos.Line, e.Pos.Col = line, 1
	}
	return e
}

func shortOSError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
