package site

import (
	"fmt"
	"os"

	"github.com/regelwerk/regelwerk/features/scenarios"
)

// regular refuses an input that is not a regular file: a named pipe or a
// device given as a conform report or a results file would block the
// build for ever or never end.
func regular(flag, file string) error {
	fi, err := os.Stat(file)
	if err != nil {
		return fmt.Errorf("%s: %v", flag, err)
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s %s: not a regular file (%s)", flag, file, scenarios.FileKind(fi.Mode()))
	}
	return nil
}
