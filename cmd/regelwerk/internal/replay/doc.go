// Package replay turns a recorded game into a replay document: the table
// after the deal and after every move as the game's engine reports it
// (Match.State), the events the rules made happen, the broken rule at its
// move, the score table and the verdict. The JSON and HTML renderers of
// `regelwerk replay` both read it; docs/replay.md describes the two.
//
// States are kept as JSON: the whole state at the deal of each round and a
// JSON Patch (RFC 6902) from the previous step's state at every other step,
// so that a document stays a small multiple of its transcript.
package replay
