// Command yamldecode is the floor that `regelwerk validate` is measured
// against (docs/performance.md, "Against the decode, as a whole
// process"): it reads every *.yaml and *.yml file named or found below
// the directories named, in lexical order, and decodes each with yaml.v3
// into a node tree, as validate does before it reads a transcript, on
// --jobs goroutines, and does nothing else. Timed side by side with validate on the same files
// (/usr/bin/time, alternating runs), the ratio of the two is what
// validate costs beyond decoding:
//
//	go build -o /tmp/yamldecode ./cmd/yamldecode
//	/usr/bin/time -f '%e s %M KB' /tmp/yamldecode --jobs 1 DIR
//	/usr/bin/time -f '%e s %M KB' regelwerk validate --jobs 1 DIR > /dev/null
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/regelwerk/regelwerk/engine/transcript"
)

func main() {
	jobs := flag.Int("jobs", runtime.GOMAXPROCS(0), "files decoded in parallel")
	flag.Parse()
	if flag.NArg() == 0 || *jobs < 1 {
		fmt.Fprintln(os.Stderr, "usage: yamldecode [--jobs N] DIR-or-FILE...")
		os.Exit(2)
	}
	if os.Getenv("GOGC") == "" {
		// The collector setting validate runs with, so that the two
		// compare like with like.
		debug.SetGCPercent(400)
	}
	paths := make(chan string, *jobs)
	go func() {
		defer close(paths)
		for _, arg := range flag.Args() {
			// A file named, or a link to one, is decoded as validate reads
			// it; WalkDir would not follow the link.
			if fi, err := os.Stat(arg); err == nil && fi.Mode().IsRegular() {
				paths <- arg
				continue
			}
			err := filepath.WalkDir(arg, func(path string, d fs.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if d.Type().IsRegular() && transcript.TranscriptName(d.Name()) {
					paths <- path
				}
				return nil
			})
			if err != nil {
				// A timing of files not read would measure nothing.
				fmt.Fprintf(os.Stderr, "yamldecode: %v\n", err)
				os.Exit(2)
			}
		}
	}()
	var mu sync.Mutex
	files, size, failed := 0, 0, 0
	var wg sync.WaitGroup
	for range *jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range paths {
				data, err := os.ReadFile(path)
				var doc yaml.Node
				if err == nil {
					err = yaml.Unmarshal(data, &doc)
				}
				mu.Lock()
				files, size = files+1, size+len(data)
				if err != nil {
					failed++
					fmt.Fprintf(os.Stderr, "yamldecode: %s: %v\n", path, err)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	fmt.Printf("decoded %d file(s), %.1f MB, %d failed\n", files, float64(size)/1e6, failed)
	switch {
	case files == 0:
		fmt.Fprintln(os.Stderr, "yamldecode: no *.yaml or *.yml file found: nothing was decoded")
		os.Exit(2)
	case failed > 0:
		os.Exit(1)
	}
}
