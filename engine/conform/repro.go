package conform

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// CheckReproPath makes sure, before a run, that a reproduction can be
// written to path: no file is there (unless force, and then it is a
// regular file), and its directory exists and takes new files. A run then
// never ends in a lost reproduction because of a typo in a path.
func CheckReproPath(path string, force bool) error {
	st, err := os.Stat(path)
	switch {
	case err == nil && !force:
		return fmt.Errorf("%s exists; --force replaces it", path)
	case err == nil && !st.Mode().IsRegular():
		return fmt.Errorf("%s is not a regular file", path)
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".regelwerk-repro-*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %v", dir, pathErr(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// WriteFile writes text to path through a temporary file in the same
// directory, moved into place once complete: a failed write (a full disk)
// leaves no partial file, and a symbolic link at path is replaced, not
// written through. It does not replace an existing file unless force.
// Reproductions and the corpus manifest are written so.
func WriteFile(path, text string, force bool) error {
	f, err := createTemp(filepath.Dir(path))
	if err != nil {
		return fmt.Errorf("cannot write in %s: %v", filepath.Dir(path), pathErr(err))
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if err := writeClose(f, text); err != nil {
		return fmt.Errorf("cannot write %s: %v", path, pathErr(err))
	}
	if force {
		return rename(tmp, path)
	}
	// A hard link never replaces a file: the check and the move are one.
	err = os.Link(tmp, path)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return fmt.Errorf("%s exists; --force replaces it", path)
	}
	// A file system without hard links: check, then move.
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s exists; --force replaces it", path)
	}
	return rename(tmp, path)
}

// createTemp makes a new file in dir for WriteFile and CreateTemp, with
// the permissions of any file the user makes (0666 less the umask), not
// os.CreateTemp's private 0600: the file it becomes is a report to share.
func createTemp(dir string) (*os.File, error) {
	for {
		name := filepath.Join(dir, fmt.Sprintf(".regelwerk-%d-%d.tmp", os.Getpid(), rand.Uint64()))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

// TempFile is a file written beside the one it is to replace, as
// WriteFile writes one, for output made in pieces: what is at the path
// stays as it was until Commit moves the finished file there, and a write
// that fails is thrown away by Discard.
type TempFile struct {
	*os.File
	path string
	done bool
}

// CreateTemp returns a new TempFile in path's directory that is to
// replace path.
func CreateTemp(path string) (*TempFile, error) {
	f, err := createTemp(filepath.Dir(path))
	if err != nil {
		return nil, fmt.Errorf("cannot write in %s: %v", filepath.Dir(path), pathErr(err))
	}
	return &TempFile{File: f, path: path}, nil
}

// Commit closes the file, once it is on the disk, and moves it to the path
// in place of what is there (a symbolic link there is replaced, not
// written through).
func (t *TempFile) Commit() error {
	t.done = true
	tmp := t.Name()
	defer os.Remove(tmp) // a no-op once moved
	err := t.Sync()
	if cerr := t.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", t.path, pathErr(err))
	}
	return rename(tmp, t.path)
}

// Discard closes and removes the file, unless Commit has moved it: it
// may be deferred as soon as the file is made.
func (t *TempFile) Discard() {
	if !t.done {
		t.done = true
		t.Close()
		os.Remove(t.Name())
	}
}

func rename(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return fmt.Errorf("cannot write %s: %v", to, pathErr(err))
	}
	return nil
}

// WriteReproTemp writes text to a new file in the temporary directory,
// named after the case, and returns its path.
func WriteReproTemp(caseID, text string) (string, error) {
	f, err := os.CreateTemp("", "regelwerk-repro-"+fileWord(caseID)+"-*.yaml")
	if err != nil {
		return "", fmt.Errorf("cannot write in %s: %v", os.TempDir(), pathErr(err))
	}
	if err := writeClose(f, text); err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("cannot write %s: %v", f.Name(), pathErr(err))
	}
	return f.Name(), nil
}

func writeClose(f *os.File, text string) error {
	_, err := f.WriteString(text)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// fileWord turns a case ID such as mutated/zero/seed-3 into a part of a
// file name: mutated-zero-seed-3.
func fileWord(id string) string {
	w := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '_':
			return r
		}
		return '-'
	}, strings.TrimSuffix(id, ".yaml"))
	if len(w) > 60 {
		w = w[:60]
	}
	return w
}

func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
