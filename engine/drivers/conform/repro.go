package conform

import (
	"errors"
	"fmt"
	"io/fs"
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
	f, err := os.CreateTemp(filepath.Dir(path), ".regelwerk-repro-*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %v", filepath.Dir(path), pathErr(err))
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	// A temporary file is private; the file it becomes is not.
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %v", path, pathErr(err))
	}
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
