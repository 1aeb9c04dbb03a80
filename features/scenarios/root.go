package scenarios

import (
	"errors"
	"os"
	"path/filepath"
)

// FindRoot returns the repository root that holds the feature files: start
// itself or the nearest parent with a go.mod and a features folder.
func FindRoot(start string) (string, error) {
	dir, err := filepath.Abs(start)
	if err != nil {
		return "", err
	}
	for {
		if isRoot(dir) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no regelwerk checkout here or above (a folder with go.mod and features/); pass --root")
		}
		dir = parent
	}
}

func isRoot(dir string) bool {
	_, modErr := os.Stat(filepath.Join(dir, "go.mod"))
	fi, err := os.Stat(filepath.Join(dir, Dir))
	return modErr == nil && err == nil && fi.IsDir()
}
