package transcript

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// openInput opens a file to read transcripts from, refusing, without
// waiting, anything but a regular file or a character device (/dev/stdin
// on a terminal, /dev/null): a named pipe without a writer would block the
// open for ever, a socket or a directory holds no transcript. The file is
// opened without blocking and then examined, so that it cannot be swapped
// for a pipe between a look and the open. Where an open cannot be made
// non-blocking (see nonBlockingOpen), the file is looked at first as well.
func openInput(path string) (*os.File, fs.FileInfo, error) {
	if !nonBlockingOpen {
		if err := lookBeforeOpen(path); err != nil {
			return nil, nil, err
		}
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNonBlock, 0)
	if err != nil {
		return nil, nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	if msg := notReadableFile(st); msg != "" {
		f.Close()
		return nil, nil, &Error{File: path, Msg: msg}
	}
	return f, st, nil
}

// lookBeforeOpen refuses, before any open, a file that openInput would
// refuse after it, so that where the open cannot be made non-blocking a
// named pipe without a writer is refused rather than waited on. Safe
// though the look and the open are two steps: the open file is examined
// again, so a pipe put in the file's place between them is never read as a
// transcript; at worst its open waits, as every open of such a pipe would
// without the look.
func lookBeforeOpen(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	if msg := notReadableFile(st); msg != "" {
		return &Error{File: path, Msg: msg}
	}
	return nil
}

// notReadableFile is notReadable for the file st describes, which also
// refuses a file of a type the system does not name (see unknownType).
func notReadableFile(st fs.FileInfo) string {
	if msg := notReadable(st.Mode()); msg != "" {
		return msg
	}
	if unknownType(st) {
		return "not a regular file (of a type the system does not name)"
	}
	return ""
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
