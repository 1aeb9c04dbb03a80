package transcript

// NodeBound gives the external tests (FuzzValidate) the count overNodes
// compares with the node limit.
var NodeBound = nodeBound
