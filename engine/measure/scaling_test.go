package measure

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/transcript"
)

// TestArchive: the archive holds the number of files asked, a quarter of
// each game's under part, the games in turn, each a valid game.
func TestArchive(t *testing.T) {
	dir := t.TempDir()
	games := engine.Games()
	count := 2*len(games) + 2
	size, err := Archive(dir, games, count)
	if err != nil {
		t.Fatal(err)
	}
	var files, part int
	var total int64
	perGame, partGame := map[string]int{}, map[string]int{}
	err = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files++
		if filepath.Base(filepath.Dir(path)) == "part" {
			part++
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		total += int64(len(data))
		tr, err := transcript.Parse(path, data, transcript.DefaultLimits)
		if err != nil {
			return err
		}
		perGame[tr.Game.Value]++
		if filepath.Base(filepath.Dir(path)) == "part" {
			partGame[tr.Game.Value]++
		}
		res, err := transcript.Run(tr, nil)
		if err != nil || !res.OK() {
			t.Errorf("%s: %v %v", path, err, res)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Two files of each game and two more: the first of every four files
	// of a game goes to part, so the first file of each game does.
	if files != count || part != len(games) || total != size {
		t.Errorf("%d files, %d in part, %d bytes (said %d); want %d, %d", files, part, total, size, count, len(games))
	}
	if PartFiles(count, len(games)) != part {
		t.Errorf("PartFiles says %d files in part, the archive holds %d", PartFiles(count, len(games)), part)
	}
	for _, g := range games {
		if perGame[g.ID()] < count/len(games) {
			t.Errorf("%s: %d files", g.ID(), perGame[g.ID()])
		}
		// part mixes the games as the whole archive does.
		if partGame[g.ID()] != 1 {
			t.Errorf("%s: %d files in part, want 1", g.ID(), partGame[g.ID()])
		}
	}
}

// TestMedianWall: the middle run, or the mean of the two middle ones.
func TestMedianWall(t *testing.T) {
	runs := func(ws ...time.Duration) []ProcessRun {
		var out []ProcessRun
		for _, w := range ws {
			out = append(out, ProcessRun{Wall: w})
		}
		return out
	}
	if got := MedianWall(runs(5, 1, 3)); got != 3 {
		t.Errorf("odd: %v", got)
	}
	if got := MedianWall(runs(8, 2, 4, 6)); got != 5 {
		t.Errorf("even: %v", got)
	}
	s := Scaling{One: runs(9, 10, 11), Two: runs(5, 6, 4)}
	if got := s.Speedup(); got != 2 {
		t.Errorf("speedup %v", got)
	}
}
