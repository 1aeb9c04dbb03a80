package transcript

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
)

// Source is one transcript of a batch: a file to read, or a document
// already read from a stream.
type Source struct {
	// Name is how the transcript is reported: the file's path, or
	// path#N and <stdin>#N for the N-th document of a stream.
	Name string
	// Path is the file to read; empty when Data holds the document.
	Path string
	Data []byte
	// Line is the line of the stream on which Data starts (1 for a file).
	Line int
	// Err is a problem met before the transcript could be read: an
	// unreadable directory, a document over the size limit.
	Err error
}

// Read returns the source's bytes, reading its file if it has one.
func (s Source) Read(lim Limits) ([]byte, error) {
	if s.Err != nil {
		return nil, s.Err
	}
	if s.Path != "" {
		return ReadFile(s.Path, lim)
	}
	return s.Data, nil
}

// Load reads and parses the source. A file holding several YAML
// documents is read as its first; Sources splits such files.
func (s Source) Load(lim Limits) (*Transcript, error) {
	data, err := s.Read(lim)
	if err != nil {
		return nil, err
	}
	return ParseAt(s.Name, data, max(s.Line, 1), lim)
}

// ReadFile reads a transcript file, refusing one over the size limit
// before reading it whole.
func ReadFile(path string, lim Limits) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, &Error{File: path, Msg: "is a directory, not a transcript"}
	}
	r := io.Reader(f)
	if lim.MaxBytes > 0 {
		r = io.LimitReader(f, int64(lim.MaxBytes)+1)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read: " + shortOSError(err)}
	}
	return data, nil
}

func shortOSError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Stdin is the argument that stands for the standard input in Sources.
const Stdin = "-"

// Sources lists the transcripts named by args, in order, on the returned
// channel: a directory stands for every *.yaml file below it, in lexical
// order; "-" for each YAML document of stdin (separated by --- lines),
// named <stdin>#N; a file for itself, or for each of its documents, named
// path#N, when it holds several. Only documents of a stream are held in
// memory: files are read when loaded, so a batch of any size needs memory
// for a few transcripts at a time. Closing done stops the listing early.
func Sources(args []string, stdin io.Reader, lim Limits, done <-chan struct{}) <-chan Source {
	out := make(chan Source, 8)
	go func() {
		defer close(out)
		send := func(s Source) bool {
			select {
			case out <- s:
				return true
			case <-done:
				return false
			}
		}
		for _, arg := range args {
			if arg == Stdin {
				if !streamSources("<stdin>", stdin, lim, send) {
					return
				}
				continue
			}
			st, err := os.Stat(arg)
			switch {
			case err == nil && st.IsDir():
				if !dirSources(arg, lim, send) {
					return
				}
			case err == nil && st.Size() > 0 && st.Size() <= int64(lim.MaxBytes) && hasSeparator(arg):
				// Several documents in one file: split them. Only files
				// within the size limit are read here; a bigger one is
				// refused when loaded.
				f, err := os.Open(arg)
				if err != nil {
					if !send(Source{Name: arg, Path: arg, Line: 1}) {
						return
					}
					continue
				}
				ok := streamSources(arg, f, lim, send)
				f.Close()
				if !ok {
					return
				}
			default:
				if !send(Source{Name: arg, Path: arg, Line: 1}) {
					return
				}
			}
		}
	}()
	return out
}

func dirSources(root string, lim Limits, send func(Source) bool) bool {
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if !send(Source{Name: path, Err: &Error{File: path, Msg: "cannot read: " + shortOSError(err)}}) {
				return filepath.SkipAll
			}
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(d.Name(), ".yaml") {
			return nil
		}
		if !send(Source{Name: path, Path: path, Line: 1}) {
			return filepath.SkipAll
		}
		return nil
	})
	return err == nil
}

// hasSeparator reports whether the file at path has a document separator
// after its first document's content, that is, holds several documents.
func hasSeparator(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 64<<10)
	content, atStart := false, true
	for {
		line, err := r.ReadSlice('\n')
		if len(line) > 0 {
			if atStart && isSeparator(line) {
				if content {
					return true
				}
				line = line[3:]
			}
			content = content || hasContent(line)
			atStart = bytes.HasSuffix(line, []byte("\n"))
		}
		if err != nil && err != bufio.ErrBufferFull {
			return false
		}
	}
}

// isSeparator reports whether line starts a new YAML document: "---" alone
// or followed by white space (and possibly the document's first content).
func isSeparator(line []byte) bool {
	if !bytes.HasPrefix(line, []byte("---")) {
		return false
	}
	rest := line[3:]
	return len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r'
}

// streamSources splits r into YAML documents at "---" lines and sends
// each one that holds more than blank lines and comments, named name#N
// with N counted from 1. A document over the size limit is not kept: it is
// reported as an error, and reading goes on at the next separator.
func streamSources(name string, r io.Reader, lim Limits, send func(Source) bool) bool {
	br := bufio.NewReaderSize(r, 64<<10)
	var doc bytes.Buffer
	n, line, start := 0, 1, 1
	content, over, atStart := false, false, true
	flush := func() bool {
		defer func() {
			doc.Reset()
			content, over = false, false
		}()
		if !content {
			return true
		}
		n++
		s := Source{Name: fmt.Sprintf("%s#%d", name, n), Line: start}
		if over {
			s.Err = &Error{File: s.Name, Pos: engine.Pos{Line: start, Col: 1}, Msg: fmt.Sprintf("over the size limit of %d bytes (raise it with --max-bytes)", lim.MaxBytes)}
		} else {
			s.Data = bytes.Clone(doc.Bytes())
		}
		return send(s)
	}
	for {
		chunk, err := br.ReadSlice('\n')
		if len(chunk) > 0 {
			sep := atStart && isSeparator(chunk)
			if sep {
				if !flush() {
					return false
				}
				start = line
			}
			if !over {
				if lim.MaxBytes > 0 && doc.Len()+len(chunk) > lim.MaxBytes {
					over = true
					doc.Reset()
				} else {
					doc.Write(chunk)
				}
			}
			if sep {
				chunk = chunk[3:]
			}
			content = content || hasContent(chunk)
			atStart = bytes.HasSuffix(chunk, []byte("\n"))
			if atStart {
				line++
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
		case err == io.EOF:
			return flush()
		case err != nil:
			n++
			return send(Source{Name: fmt.Sprintf("%s#%d", name, n), Err: &Error{File: name, Msg: "cannot read: " + err.Error()}})
		}
	}
}

// hasContent reports whether a line holds more than white space and a
// comment.
func hasContent(line []byte) bool {
	t := bytes.TrimSpace(line)
	return len(t) > 0 && t[0] != '#'
}

// Ordered applies fn to every item of in on jobs goroutines and delivers
// the results on the returned channel in the order of in. Only a few items
// per goroutine are under way at any time, so memory stays flat however
// long in is.
func Ordered[In, Out any](in <-chan In, jobs int, fn func(In) Out) <-chan Out {
	jobs = max(jobs, 1)
	type task struct {
		in  In
		res chan Out
	}
	work := make(chan task, jobs)
	pending := make(chan chan Out, 2*jobs)
	out := make(chan Out, jobs)
	go func() {
		for x := range in {
			t := task{x, make(chan Out, 1)}
			work <- t
			pending <- t.res
		}
		close(work)
		close(pending)
	}()
	for i := 0; i < jobs; i++ {
		go func() {
			for t := range work {
				t.res <- fn(t.in)
			}
		}()
	}
	go func() {
		for res := range pending {
			out <- <-res
		}
		close(out)
	}()
	return out
}
