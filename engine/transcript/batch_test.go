package transcript

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// listSources runs Sources to its end and returns what it lists, each
// source as name, its first line and its bytes (or its error).
func listSources(t *testing.T, args []string, stdin string, lim Limits) []string {
	t.Helper()
	var out []string
	for s := range Sources(args, strings.NewReader(stdin), lim, make(chan struct{})) {
		switch data, err := s.Read(lim); {
		case err != nil:
			out = append(out, "error: "+err.Error())
		default:
			out = append(out, fmt.Sprintf("%s@%d %q", s.Name, s.Line, data))
		}
	}
	return out
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestSourcesSplitEverywhere: a file holding several documents is split
// the same way whether it is named, found in a directory or read from
// stdin, small or big; one document is the file itself.
func TestSourcesSplitEverywhere(t *testing.T) {
	dir := t.TempDir()
	two := doc1 + "---\n" + doc1 + "...\n" + doc1
	write(t, filepath.Join(dir, "d", "two.yaml"), two)
	write(t, filepath.Join(dir, "d", "one.yaml"), "# one\n---\n"+doc1)
	// Big enough to be scanned and read again document by document.
	pad := "# " + strings.Repeat("x", 100) + "\n"
	big := strings.Repeat(pad, smallFile/len(pad)+1) + doc1 + "---\n" + doc1
	write(t, filepath.Join(dir, "d", "z-big.yaml"), big)
	lim := DefaultLimits
	named := listSources(t, []string{filepath.Join(dir, "d", "one.yaml"), filepath.Join(dir, "d", "two.yaml"), filepath.Join(dir, "d", "z-big.yaml")}, "", lim)
	walked := listSources(t, []string{filepath.Join(dir, "d")}, "", lim)
	if strings.Join(named, "\n") != strings.Join(walked, "\n") {
		t.Errorf("named:\n%s\nwalked:\n%s", strings.Join(named, "\n"), strings.Join(walked, "\n"))
	}
	p := filepath.Join(dir, "d")
	bigLine := strings.Count(big[:strings.Index(big, "---")], "\n") + 1
	want := []string{
		fmt.Sprintf("%s/one.yaml@1 %q", p, "# one\n---\n"+doc1),
		fmt.Sprintf("%s/two.yaml#1@1 %q", p, doc1),
		fmt.Sprintf("%s/two.yaml#2@4 %q", p, "---\n"+doc1+"...\n"),
		fmt.Sprintf("%s/two.yaml#3@9 %q", p, doc1),
		fmt.Sprintf("%s/z-big.yaml#1@1 %q", p, big[:strings.Index(big, "---")]),
		fmt.Sprintf("%s/z-big.yaml#2@%d %q", p, bigLine, "---\n"+doc1),
	}
	if strings.Join(walked, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(walked, "\n"), strings.Join(want, "\n"))
	}
	stdin := listSources(t, []string{"-"}, two, lim)
	if len(stdin) != 3 || !strings.HasPrefix(stdin[1], "<stdin>#2@4 ") {
		t.Errorf("stdin: %q", stdin)
	}
}

// TestSourcesLimitPerDocument: the size limit applies to each document of
// a file, not to the file; a single document over it is refused by name.
func TestSourcesLimitPerDocument(t *testing.T) {
	dir := t.TempDir()
	many := filepath.Join(dir, "many.yaml")
	write(t, many, strings.Repeat(doc1+"---\n", 10))
	lim := DefaultLimits
	lim.MaxBytes = len(doc1) + 10
	got := listSources(t, []string{many}, "", lim)
	if len(got) != 10 || strings.Contains(strings.Join(got, ""), "error") {
		t.Errorf("ten documents within the limit in a file over it:\n%s", strings.Join(got, "\n"))
	}
	mixed := filepath.Join(dir, "mixed.yaml")
	write(t, mixed, doc1+"---\n"+doc1+doc1+"---\n"+doc1)
	got = listSources(t, []string{mixed}, "", lim)
	if len(got) != 3 || got[1] != fmt.Sprintf("error: %s#2:4:1: over the size limit of %d bytes (raise it with --max-bytes)", mixed, lim.MaxBytes) {
		t.Errorf("a document over the limit between two within it:\n%s", strings.Join(got, "\n"))
	}
	one := filepath.Join(dir, "one.yaml")
	write(t, one, doc1+doc1)
	got = listSources(t, []string{one}, "", lim)
	if len(got) != 1 || got[0] != fmt.Sprintf("error: %s: over the size limit of %d bytes (raise it with --max-bytes)", one, lim.MaxBytes) {
		t.Errorf("one document over the limit: %q", got)
	}
}

// TestSourcesNames: a walk reads *.yaml and *.yml files in any letter
// case; a symbolic link to a directory named as a transcript is an error,
// not a skip; other files are left alone.
func TestSourcesNames(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.yml"), doc1)
	write(t, filepath.Join(dir, "b.YAML"), doc1)
	write(t, filepath.Join(dir, "c.txt"), doc1)
	write(t, filepath.Join(dir, "sub", "d.yaml"), doc1)
	write(t, filepath.Join(dir, ".yml"), doc1) // no name before the extension
	if err := os.Symlink(filepath.Join(dir, "sub"), filepath.Join(dir, "link.yaml")); err != nil {
		t.Skip(err)
	}
	if err := os.Symlink(filepath.Join(dir, "sub", "d.yaml"), filepath.Join(dir, "e.yaml")); err != nil {
		t.Fatal(err)
	}
	got := listSources(t, []string{dir}, "", DefaultLimits)
	want := []string{
		fmt.Sprintf("%s/a.yml@1 %q", dir, doc1),
		fmt.Sprintf("%s/b.YAML@1 %q", dir, doc1),
		fmt.Sprintf("%s/e.yaml@1 %q", dir, doc1),
		"error: " + dir + "/link.yaml: cannot read as a transcript: a symbolic link to a directory (links are not followed in a walk)",
		fmt.Sprintf("%s/sub/d.yaml@1 %q", dir, doc1),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSourcesStop: closing done ends the listing of an endless stream.
func TestSourcesStop(t *testing.T) {
	done := make(chan struct{})
	src := Sources([]string{"-"}, endless{}, DefaultLimits, done)
	<-src
	close(done)
	for range src {
	}
}

// endless is a stream of one document after another, for ever.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	n := 0
	for n+len(doc1)+4 <= len(p) {
		n += copy(p[n:], doc1+"---\n")
	}
	return n, nil
}

func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadFile(dir, DefaultLimits); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("a directory: %v", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none.yaml"), DefaultLimits); err == nil || !strings.Contains(err.Error(), "cannot read: no such file") {
		t.Errorf("a missing file: %v", err)
	}
	big := filepath.Join(dir, "big.yaml")
	write(t, big, strings.Repeat("# x\n", 100))
	lim := DefaultLimits
	lim.MaxBytes = 399
	if _, err := ReadFile(big, lim); err == nil || err.Error() != big+": over the size limit of 399 bytes (raise it with --max-bytes)" {
		t.Errorf("a file one byte over the limit: %v", err)
	}
	if _, err := os.Stat("/dev/null"); err == nil {
		if data, err := ReadFile("/dev/null", DefaultLimits); err != nil || len(data) != 0 {
			t.Errorf("/dev/null, a character device: %q, %v", data, err)
		}
	}
}

// BenchmarkSourcesManyDocuments lists and reads the documents of a file of
// 100,000 tiny documents, too big to be read whole at once (defect: each
// was read again from the file when loaded).
func BenchmarkSourcesManyDocuments(b *testing.B) {
	path := filepath.Join(b.TempDir(), "many.yaml")
	if err := os.WriteFile(path, []byte(strings.Repeat("a: 1\n---\n", 100_000)), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n := 0
		for s := range Sources([]string{path}, nil, DefaultLimits, nil) {
			if _, err := s.Read(DefaultLimits); err != nil {
				b.Fatal(err)
			}
			n++
		}
		if n != 100_000 {
			b.Fatalf("%d documents", n)
		}
	}
}

// BenchmarkSourcesSmallFiles lists and reads a directory of 200 small
// files, each read whole: its bytes per op show what a file costs beyond
// its own size (a 64 KiB reading buffer each, before it was sized to the
// file).
func BenchmarkSourcesSmallFiles(b *testing.B) {
	dir := b.TempDir()
	for i := range 200 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%03d.yaml", i)), []byte(strings.Repeat(doc1, 40)), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for s := range Sources([]string{dir}, nil, DefaultLimits, nil) {
			if _, err := s.Read(DefaultLimits); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestOrdered: results come in the order of the items, whatever order
// the jobs finish them in; a result says whether its successor is ready;
// a caller that stops early leaves no goroutine of Ordered blocked.
func TestOrdered(t *testing.T) {
	const n = 60
	items := func(send func(int) bool) {
		for i := range n {
			if !send(i) {
				return
			}
		}
	}
	for _, jobs := range []int{1, 2, 7} {
		// Later items finish sooner: the jobs overtake each other.
		slow := func(i int) int {
			time.Sleep(time.Duration((i*7919)%5) * 100 * time.Microsecond)
			return i * i
		}
		i := 0
		for v, more := range Ordered(items, jobs, slow) {
			if v != i*i {
				t.Fatalf("jobs %d: result %d is %d, want %d", jobs, i, v, i*i)
			}
			if more && i == n-1 {
				t.Fatalf("jobs %d: the last result says another is ready", jobs)
			}
			i++
		}
		if i != n {
			t.Fatalf("jobs %d: %d results, want %d", jobs, i, n)
		}
	}
	// Item 2 is done while item 1 is still under way: result 1 says that
	// another is ready, result 2 that none is.
	var mores []bool
	second := make(chan struct{})
	for _, more := range Ordered(func(send func(int) bool) { _ = send(1) && send(2) }, 2, func(i int) int {
		if i == 2 {
			close(second)
		} else {
			// Item 2 has been worked out; its job hands it on at once.
			<-second
			time.Sleep(20 * time.Millisecond)
		}
		return i
	}) {
		mores = append(mores, more)
	}
	if fmt.Sprint(mores) != "[true false]" {
		t.Fatalf("more flags %v, want [true false]", mores)
	}
	// An early stop, the items still coming (more than the jobs and the
	// queues hold): the items stop, and no goroutine stays blocked.
	for v := range Ordered(items, 2, func(i int) int { return i }) {
		if v == 10 {
			break
		}
	}
	waitOrderedGone(t)
	// An early stop while the queue of results is full: the caller waits
	// in its loop until more items have been worked out than the queue
	// holds, so the producer is held on queueing a result, not on handing
	// out an item. It must hear of the stop there too.
	const jobs = 2
	var worked atomic.Int32
	full := make(chan struct{})
	for range Ordered(items, jobs, func(i int) int {
		if worked.Add(1) == 2*jobs+3 {
			close(full)
		}
		return i
	}) {
		<-full
		break
	}
	waitOrderedGone(t)
	// A send made once the caller has stopped returns false, however
	// much room the queues have: the producer is slower than the jobs. A
	// select would pick the room half the time, so the stop is tried
	// again and again.
	for range 50 {
		var stopped atomic.Bool
		late := false
		slowItems := func(send func(int) bool) {
			for i := range n {
				time.Sleep(50 * time.Microsecond)
				after := stopped.Load()
				if !send(i) {
					return
				}
				if after {
					late = true
					return
				}
			}
		}
		done := make(chan struct{})
		for v := range Ordered(func(send func(int) bool) { defer close(done); slowItems(send) }, 4, func(i int) int { return i }) {
			if v == 2 {
				break
			}
		}
		stopped.Store(true)
		<-done
		if late {
			t.Fatal("a send made after the caller stopped returned true")
		}
	}
	waitOrderedGone(t)
}

// waitOrderedGone fails unless the goroutines of Ordered end within
// seconds.
func waitOrderedGone(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for orderedLeft() > 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := orderedLeft(); n > 0 {
		t.Fatalf("%d goroutines of Ordered left after an early stop", n)
	}
}

// orderedLeft counts the goroutines that run Ordered's code.
func orderedLeft() int {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	n := 0
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, "transcript.Ordered[") {
			n++
		}
	}
	return n
}

// TestListStops: once send says stop, List looks at nothing more, not the
// rest of a directory nor the arguments after it.
func TestListStops(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"a", "b"} {
		write(t, filepath.Join(dir, d, "x.yaml"), doc1)
		write(t, filepath.Join(dir, d, "y.yaml"), doc1)
	}
	for _, args := range [][]string{
		{filepath.Join(dir, "a"), filepath.Join(dir, "b")},
		{filepath.Join(dir, "a"), "-"},
	} {
		calls := 0
		List(args, strings.NewReader(doc1), DefaultLimits, Share{}, func(Source) bool {
			calls++
			return false
		})
		if calls != 1 {
			t.Errorf("%v: send called %d times after it said stop the first time", args, calls)
		}
	}
}
