package measure

// The scaling of `validate DIR` with cores: the same generated files
// validated by one process with one job and with two, alternately, and
// the peak memory of a run over a part of the files and over all of them.
// `regelwerk bench` runs it against its own binary.

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"

	"github.com/regelwerk/regelwerk/engine"
)

// partEvery: one file in partEvery of each game of an Archive goes into
// "part".
const partEvery = 4

// inPart says whether file i of an Archive of games games goes into
// "part": every partEvery-th file of each game, so that part holds the
// games in the shares the whole archive does. (One file in four overall
// would be one game's files alone when there are four games.)
func inPart(i, games int) bool {
	return (i/games)%partEvery == 0
}

// PartFiles is how many of the count files of an Archive of games games
// are in its subdirectory "part".
func PartFiles(count, games int) int {
	n := 0
	for i := range count {
		if inPart(i, games) {
			n++
		}
	}
	return n
}

// Archive writes count generated transcripts into dir, one game a file,
// taking the games in turn, each at a table of Players. About a quarter of
// each game's files (PartFiles) go into the subdirectory "part", so that a
// run over dir/part and one over dir compare the memory of 1 and 4 shares
// of the same mix of files. It returns the bytes written.
func Archive(dir string, games []engine.Game, count int) (int64, error) {
	if len(games) == 0 {
		return 0, fmt.Errorf("no game to generate")
	}
	var size int64
	for i := range count {
		g := games[i%len(games)]
		sub := dir
		if inPart(i, len(games)) {
			sub = filepath.Join(dir, "part")
		}
		if err := os.MkdirAll(sub, 0o755); err != nil {
			return 0, err
		}
		data, err := transcriptFor(g, uint64(i+1))
		if err != nil {
			return 0, err
		}
		if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("%s-%05d.yaml", g.ID(), i)), data, 0o644); err != nil {
			return 0, err
		}
		size += int64(len(data))
	}
	return size, nil
}

// ProcessRun is what one run of a command took.
type ProcessRun struct {
	Wall time.Duration
	CPU  time.Duration // user and system time
	// PeakRSS is the largest resident set of the process, in bytes (0
	// where the system does not tell).
	PeakRSS int64
}

// RunProcess runs args, discarding what they print, and measures the
// run. A run that fails is an error that quotes its standard error.
func RunProcess(args []string) (ProcessRun, error) {
	cmd := exec.Command(args[0], args[1:]...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	t0 := time.Now()
	err := cmd.Run()
	wall := time.Since(t0)
	if err != nil {
		return ProcessRun{}, fmt.Errorf("%v: %v: %s", args, err, bytes.TrimSpace(stderr.Bytes()))
	}
	cpu, rss := usageOf(cmd.ProcessState)
	return ProcessRun{Wall: wall, CPU: cpu, PeakRSS: rss}, nil
}

// Scaling is the outcome of Scale.
type Scaling struct {
	// One and Two are the runs with one job and with two, in the order
	// they ran (alternately).
	One, Two []ProcessRun
	// Part and All are runs with two jobs over a quarter of the files and
	// over all of them, for the peak memory.
	Part, All ProcessRun
}

// Speedup is the throughput of two jobs as a multiple of one job's, by
// the medians of the wall times.
func (s Scaling) Speedup() float64 {
	return MedianWall(s.One).Seconds() / MedianWall(s.Two).Seconds()
}

// MedianWall is the median wall time of runs.
func MedianWall(runs []ProcessRun) time.Duration {
	ws := make([]time.Duration, len(runs))
	for i, r := range runs {
		ws[i] = r.Wall
	}
	return Median(ws)
}

// Median is the middle of xs, or the mean of the two middle ones; xs is
// left as it was.
func Median[T ~int64 | ~float64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// Scale runs `exe validate --jobs 1 dir` and `--jobs 2` alternately,
// runs times each, after one run of each that is not kept (it brings
// the files into the page cache), then the runs over dir/part and dir
// for memory.
func Scale(exe, dir string, runs int) (Scaling, error) {
	var s Scaling
	validate := func(jobs int, path string) (ProcessRun, error) {
		return RunProcess([]string{exe, "validate", "--jobs", fmt.Sprint(jobs), path})
	}
	for i := -1; i < runs; i++ {
		one, err := validate(1, dir)
		if err != nil {
			return s, err
		}
		two, err := validate(2, dir)
		if err != nil {
			return s, err
		}
		if i >= 0 {
			s.One, s.Two = append(s.One, one), append(s.Two, two)
		}
	}
	var err error
	if s.Part, err = validate(2, filepath.Join(dir, "part")); err != nil {
		return s, err
	}
	s.All, err = validate(2, dir)
	return s, err
}
