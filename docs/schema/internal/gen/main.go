// Command gen writes the generated parts of the schemas of docs/schema
// (package schemagen). go generate runs it in that folder:
//
//	go generate ./docs/schema
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/regelwerk/regelwerk/docs/schema/internal/schemagen"
	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run() error {
	paths, err := filepath.Glob("*.schema.json")
	if err != nil || len(paths) == 0 {
		return fmt.Errorf("no *.schema.json here: run it in docs/schema (go generate ./docs/schema)")
	}
	files := map[string][]byte{}
	for _, p := range paths {
		if files[p], err = os.ReadFile(p); err != nil {
			return err
		}
	}
	out, err := schemagen.Generate(files, engine.Games())
	if err != nil {
		return err
	}
	for name, text := range out {
		if !bytes.Equal(text, files[name]) {
			if err := os.WriteFile(name, text, 0o644); err != nil {
				return err
			}
			fmt.Println("wrote", name)
		}
	}
	return nil
}
