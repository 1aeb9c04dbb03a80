package transcript

import (
	"hash/fnv"
	"path/filepath"
)

// Share is one share of a batch split across machines: share I of N holds
// the files whose path hashes to I-1 modulo N. The hash is of the path
// alone, so a file stays in its share whatever other files are added or
// removed, and the N shares of a batch hold each of its files once. The
// zero Share is the whole batch.
type Share struct {
	I, N int
}

// Has reports whether the share holds the file at path (the name of a
// document of the standard input, <stdin>#N, for a stream). The path is
// hashed as written, cleaned and with / between names, so that the
// machines of a run agree when they are given the same arguments from
// the same directory.
func (s Share) Has(path string) bool {
	if s.N <= 1 {
		return true
	}
	h := fnv.New64a()
	h.Write([]byte(filepath.ToSlash(filepath.Clean(path))))
	return h.Sum64()%uint64(s.N) == uint64(s.I-1)
}
