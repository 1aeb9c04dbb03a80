package transcript

// NodeBound gives the external tests (FuzzValidate) the count overNodes
// compares with the node limit, and CountNodes the YAML reader's own
// count, which the bound must never fall short of.
var (
	NodeBound  = nodeBound
	CountNodes = countNodes
)
