package yamlpos_test

import (
	"fmt"

	"github.com/regelwerk/regelwerk/engine/yamlpos"
	"go.yaml.in/yaml/v3"
)

// The reader names line 2, counting from 0 as its parser does: the list
// left open starts on line 3, at its bracket in column 5.
func ExamplePlace() {
	src := []byte("game: zero\nplayers:\n  - [Anna, Ben\n  - Cleo\n")
	var doc yaml.Node
	err := yaml.Unmarshal(src, &doc)
	fmt.Println(err)
	msg, line, col := yamlpos.Place(src, err)
	fmt.Printf("%d:%d: %s\n", line, col, msg)
	// Output:
	// yaml: line 2: did not find expected ',' or ']'
	// 3:5: did not find expected ',' or ']'
}
