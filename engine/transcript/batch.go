package transcript

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Source is one transcript of a batch: a file to read, or a document
// already read from a stream.
type Source struct {
	// Name is how the transcript is reported: the file's path, or
	// path#N and <stdin>#N for the N-th document of a stream or of a file
	// that holds several.
	Name string
	// File is the file that holds the transcript, as named on the command
	// line or found in a directory: what reports point at. It is empty
	// for the standard input.
	File string
	// Doc is N for the N-th document of a file or stream that holds
	// several (Name is File#N or <stdin>#N), 0 for a whole file.
	Doc int
	// Path is the file to read; empty when Data holds the document.
	Path string
	// Data is the document when it is already read; it is read from Path
	// otherwise.
	Data []byte
	// Line is the line of the stream on which the document starts (1 for
	// a whole file).
	Line int
	// Err is a problem met before the transcript could be read: an
	// unreadable directory, a document over the size limit.
	Err error

	// off and size locate the document in the file at Path when the file
	// holds several and is too big to be kept in memory while it waits.
	off, size int64
}

// Read returns the source's bytes, reading its file if it has one.
func (s Source) Read(lim Limits) ([]byte, error) {
	switch {
	case s.Err != nil:
		return nil, s.Err
	case s.Data != nil || s.Path == "":
		return s.Data, nil
	case s.size > 0:
		return readRange(s.Path, s.off, s.size)
	}
	return ReadFile(s.Path, lim)
}

// Load reads and parses the source.
func (s Source) Load(lim Limits) (*Transcript, error) {
	data, err := s.Read(lim)
	if err != nil {
		return nil, err
	}
	return ParseAt(s.Name, data, max(s.Line, 1), lim)
}

// Stdin is the argument that stands for the standard input in Sources.
const Stdin = "-"

// smallFile is the size up to which a file is read whole when it is
// listed, and its documents handed on in memory; the documents of a bigger
// file are read again, one by one, when they are loaded.
const smallFile = 256 << 10

// keepDocument is the size up to which a document of a bigger file is kept
// as it is scanned: a file of many small documents is read once, and only
// its big documents are read again when loaded, so that a few of them in
// memory at a time stay within a few times smallFile.
const keepDocument = 16 << 10

// Sources lists the transcripts named by args, in order, on the returned
// channel: a directory stands for every *.yaml and *.yml file below it (in
// any letter case), in lexical order; "-" for each YAML document of stdin,
// named <stdin>#N; a file (or a character device) for itself, or for each
// of its documents, named path#N, when it holds several. Documents are
// separated as YAML has it (see split.go), and the size limit applies to
// each document. A directory entry named as a transcript that is not a
// regular file (or a link to one) is listed with an error. Only a few
// documents are held in memory at any time, so a batch of any size needs
// memory for a few transcripts. Closing done stops the listing early.
func Sources(args []string, stdin io.Reader, lim Limits, done <-chan struct{}) <-chan Source {
	out := make(chan Source, 8)
	go func() {
		defer close(out)
		List(args, stdin, lim, Share{}, func(s Source) bool {
			select {
			case out <- s:
				return true
			case <-done:
				return false
			}
		})
	}()
	return out
}

// List is Sources for one share of the batch (see Share), without a
// goroutine of its own: it calls send with each source the share holds,
// in turn, until send returns false, and returns how many files and
// documents of the standard input it found, in the share or not (a share
// may hold none of a batch).
func List(args []string, stdin io.Reader, lim Limits, share Share, send func(Source) bool) (found int) {
	// take counts what is found and says whether the share holds it.
	take := func(path string) bool {
		found++
		return share.Has(path)
	}
	for _, arg := range args {
		var ok bool
		if arg == Stdin {
			ok = streamSources("<stdin>", "", stdin, lim, take, send)
		} else if st, err := os.Stat(arg); err == nil && st.IsDir() {
			ok = dirSources(arg, lim, take, send)
		} else {
			ok = !take(arg) || fileSources(arg, lim, send)
		}
		if !ok {
			break
		}
	}
	return found
}

func dirSources(root string, lim Limits, take func(string) bool, send func(Source) bool) bool {
	walk := root
	if st, err := os.Lstat(root); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		// A directory named on the command line is followed even through a
		// link (links met inside the walk are not): the walk starts from
		// root/, which the system resolves, and names what it finds
		// root/name.
		walk = root + string(filepath.Separator)
	}
	stopped := false
	err := filepath.WalkDir(walk, func(path string, d fs.DirEntry, err error) error {
		ok := true
		switch {
		case err != nil:
			if take(path) {
				ok = send(cannotRead(path, err))
			}
		case d.IsDir():
		case !TranscriptName(d.Name()), !take(path):
		default:
			// Anything named like a transcript that cannot be read as one
			// (a dangling link, a pipe, a device, a link to a directory) is
			// a transcript not judged: an error, never a skip.
			if why, err := walkEntry(path, d); err != nil {
				ok = send(cannotRead(path, err))
			} else if why != "" {
				ok = send(Source{Name: path, File: path, Err: &Error{File: path, Msg: "cannot read as a transcript: " + why}})
			} else {
				ok = fileSources(path, lim, send)
			}
		}
		if !ok {
			stopped = true
			return filepath.SkipAll // which WalkDir reports as nil
		}
		return nil
	})
	return err == nil && !stopped
}

// TranscriptName reports whether a file's name is a transcript's, one a
// directory walk reads: it ends in .yaml or .yml, in any letter case.
func TranscriptName(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return (ext == ".yaml" || ext == ".yml") && len(name) > len(ext)
}

// walkEntry says why a directory entry named as a transcript cannot be
// read as one, or ""
// when it is a regular file or a symbolic link to one; err is a link that
// cannot be followed. A walk reads regular files only: a device or a pipe
// in a tree of transcripts is a mistake, and reading it could block or
// never end.
func walkEntry(path string, d fs.DirEntry) (why string, err error) {
	t := d.Type()
	if t&fs.ModeSymlink != 0 {
		st, err := os.Stat(path)
		if err != nil {
			return "", err
		}
		if st.IsDir() {
			return "a symbolic link to a directory (links are not followed in a walk)", nil
		}
		t = st.Mode().Type()
	}
	switch {
	case t == 0:
		return "", nil
	case t&fs.ModeCharDevice != 0:
		return "not a regular file (a character device)", nil
	}
	return notReadable(t), nil
}

// fileSources lists the documents of the file at path: the file itself
// when it holds one (or none: the error comes when it is read), each
// document as path#N when it holds several.
func fileSources(path string, lim Limits, send func(Source) bool) bool {
	if whole, ok := readSmall(path, smallFile); ok {
		return splitSources(path, whole, bytes.NewReader(whole), lim, send)
	}
	f, st, err := openInput(path)
	if err != nil {
		return send(Source{Name: path, File: path, Err: err})
	}
	defer f.Close()
	if st.Mode()&fs.ModeCharDevice != 0 {
		return streamSources(path, path, f, lim, nil, send)
	}
	// A small file is read once, here; a bigger one is only scanned, and
	// its documents are read when loaded.
	var whole []byte
	r := io.Reader(f)
	if st.Size() <= smallFile {
		if whole, err = readUpTo(f, st.Size(), smallFile+1); err != nil {
			return send(cannotRead(path, err))
		}
		if len(whole) > smallFile {
			// It grew since: scan it as a big one.
			if _, err := f.Seek(0, io.SeekStart); err != nil {
				return send(cannotRead(path, err))
			}
			whole = nil
		} else {
			r = bytes.NewReader(whole)
		}
	}
	return splitSources(path, whole, r, lim, send)
}

// cannotRead is the source of a file that could not be read for err.
func cannotRead(path string, err error) Source {
	return Source{Name: path, File: path, Err: &Error{File: path, Msg: "cannot read: " + shortOSError(err)}}
}

// splitSources lists the documents that r, the file at path, holds;
// whole is all of it when it was read whole, nil when r reads it.
func splitSources(path string, whole []byte, r io.Reader, lim Limits, send func(Source) bool) bool {
	if whole != nil && (lim.MaxBytes <= 0 || len(whole) <= lim.MaxBytes) && markerFree(whole) {
		// One document, or none, within the limit: what the splitting
		// below comes to, without its copies.
		return send(Source{Name: path, File: path, Path: path, Line: 1, Data: whole})
	}
	var held *chunk // the first document, until it is known not to be alone
	n, ok := 0, true
	doc := func(c *chunk) Source {
		n++
		name := fmt.Sprintf("%s#%d", path, n)
		switch {
		case c.over:
			return Source{Name: name, File: path, Doc: n, Line: c.line, Err: overSize(name, c.line, lim)}
		case whole != nil:
			return Source{Name: name, File: path, Doc: n, Path: path, Line: c.line, Data: whole[c.off : c.off+c.size]}
		case c.data != nil:
			return Source{Name: name, File: path, Doc: n, Path: path, Line: c.line, Data: c.data}
		}
		return Source{Name: name, File: path, Doc: n, Path: path, Line: c.line, off: c.off, size: c.size}
	}
	sp := splitter{max: lim.MaxBytes}
	if whole == nil {
		sp.keepUpTo = keepDocument
	}
	err := sp.split(r, func(c *chunk, final bool) bool {
		switch {
		case !final:
		case held == nil && n == 0:
			held = c
		default:
			if held != nil {
				ok = send(doc(held))
				held = nil
			}
			ok = ok && send(doc(c))
		}
		return ok
	})
	switch {
	case !ok:
		return false
	case err != nil:
		return send(cannotRead(path, err))
	case n > 0:
		return true
	case held != nil && held.over:
		return send(Source{Name: path, File: path, Line: 1, Err: overSize(path, 0, lim)})
	}
	// One document, or none: the file is the transcript.
	return send(Source{Name: path, File: path, Path: path, Line: 1, Data: whole})
}

// readUpTo reads r to its end, or to limit bytes, into a buffer of the
// size the file had when it was examined, so that a file read whole is
// read into one allocation (io.ReadAll grows its buffer from 512 bytes).
func readUpTo(r io.Reader, size int64, limit int) ([]byte, error) {
	buf := make([]byte, 0, min(int(size), limit)+1)
	for len(buf) < limit {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)] // it grew since
		}
		n, err := r.Read(buf[len(buf):min(cap(buf), limit)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
	return buf, nil
}

// streamSources splits r into YAML documents and sends each one with
// content, named name#N with N counted from 1, that take (when not nil)
// keeps; file is the file they stand in, "" for the standard input. A document over the size
// limit is reported as soon as it passes the limit and is not kept;
// reading goes on with the next document, unless what is skipped turns
// out to be binary data.
func streamSources(name, file string, r io.Reader, lim Limits, take func(string) bool, send func(Source) bool) bool {
	n := 0
	ok := true
	sp := splitter{max: lim.MaxBytes, keep: true, stopBinary: true}
	err := sp.split(r, func(c *chunk, final bool) bool {
		if c.over && final {
			return true // reported when it passed the limit
		}
		n++
		doc := fmt.Sprintf("%s#%d", name, n)
		if take != nil && !take(doc) {
			return true
		}
		if c.over {
			ok = send(Source{Name: doc, File: file, Doc: n, Line: c.line, Err: overSize(doc, c.line, lim)})
		} else {
			ok = send(Source{Name: doc, File: file, Doc: n, Line: c.line, Data: c.data})
		}
		return ok
	})
	var be *binaryError
	switch {
	case !ok:
		return false
	case errors.As(err, &be):
		return send(Source{Name: name, File: file, Err: &Error{File: name, Pos: engine.Pos{Line: be.line, Col: 1},
			Msg: "binary data (a NUL byte, never part of a transcript): the rest of the stream is not read"}})
	case err != nil:
		return send(Source{Name: name, File: file, Err: &Error{File: name, Msg: "cannot read: " + shortOSError(err)}})
	}
	return true
}

// Ordered applies fn to every item that produce sends, on jobs
// goroutines, and yields the results in the order of the items, each with
// whether the next result is known already: a caller that writes the
// results can write them in blocks while they come faster than that, and
// at once when one is awaited. produce runs on a goroutine of its own and
// hands the items to the jobs itself; its send returns false once the
// caller has stopped, and produce should then return. Only a few items per
// job are under way at any time, so memory stays flat however many
// produce sends.
func Ordered[In, Out any](produce func(send func(In) bool), jobs int, fn func(In) Out) iter.Seq2[Out, bool] {
	jobs = max(jobs, 1)
	type task struct {
		in  In
		res chan Out
	}
	work := make(chan task, jobs)
	pending := make(chan chan Out, 2*jobs)
	stop := make(chan struct{})
	go func() {
		defer close(work)
		defer close(pending)
		produce(func(x In) bool {
			// A select picks at random among ready cases: a send after
			// the stop must not find room in work and go on.
			select {
			case <-stop:
				return false
			default:
			}
			t := task{x, make(chan Out, 1)}
			select {
			case work <- t:
			case <-stop:
				return false
			}
			select {
			case pending <- t.res:
				return true
			case <-stop:
				return false
			}
		})
	}()
	for i := 0; i < jobs; i++ {
		go func() {
			for t := range work {
				t.res <- fn(t.in)
				// Handing on a result or taking an item readies the
				// goroutine waiting on the other end (the caller, the
				// one that feeds the jobs) on this job's processor,
				// where it would wait until this job blocks. With every
				// processor busy with a job, the other jobs then run out
				// of items while it waits. A yield after each item lets
				// it run now.
				runtime.Gosched()
			}
		}()
	}
	return func(yield func(Out, bool) bool) {
		// On an early stop, produce is told, and the jobs finish what
		// is under way.
		defer close(stop)
		res, ok := <-pending
		for ok {
			v := <-res
			// The next result, if it has been handed on yet.
			select {
			case res, ok = <-pending:
				if !yield(v, ok && len(res) > 0) {
					return
				}
			default:
				if !yield(v, false) {
					return
				}
				res, ok = <-pending
			}
		}
	}
}
