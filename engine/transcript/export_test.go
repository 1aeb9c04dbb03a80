package transcript

import "github.com/regelwerk/regelwerk/engine/yamlpos"

// NodeBound gives the external tests (FuzzValidate) the count overNodes
// compares with the node limit, and CountNodes the YAML reader's own
// count, which the bound must never fall short of.
var (
	NodeBound  = nodeBound
	CountNodes = countNodes
)

// ParseYAMLv3 is Parse with every document read by yaml.v3, never by
// the fast reader, which must not change a transcript or an error.
func ParseYAMLv3(file string, src []byte, lim Limits) (*Transcript, error) {
	return parseAt(file, src, 1, lim, false, new(storage))
}

// The tests that make a named pipe with transcripttest.MakeFIFO are
// external (transcripttest imports this package): ListSources, WriteFile
// and Doc1 give them the internal tests' helpers, ReadSmall the unexported
// reader they test, LookBeforeOpen the look of platforms whose open
// cannot be made non-blocking, tested wherever a named pipe can be made.
var (
	ListSources    = listSources
	WriteFile      = write
	ReadSmall      = readSmall
	LookBeforeOpen = lookBeforeOpen
)

// Doc1 is the smallest valid transcript of the internal tests.
const Doc1 = doc1

// slipSearchMax is the size up to which the place of a problem with block
// structure is looked for, crossed by TestParseSlipSearchBound.
const slipSearchMax = yamlpos.SlipSearchMax
