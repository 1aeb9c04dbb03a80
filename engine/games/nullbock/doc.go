// Package nullbock is the reference engine of Null Bock (Henning Poehl,
// Sphinx Spielverlag 2002), a climbing game for 3 to 6 players in which
// stags fight over hinds in a central Arena while outsiders steal single
// hinds from the players' edges ("lisières").
//
// A round is played in two phases. First every player lays one card face
// down on his own edge (KindLay, LayMove); once all have done so the edges
// are revealed together. Then players take turns clockwise from the starter,
// each playing one card into the Arena (KindArena, ArenaMove) or onto any
// player's edge (KindEdge, EdgeMove), or passing when no play is legal
// (KindPass, PassMove). What no move states is reported as an event: the
// capture an edge play makes, with the play, and big stags and the end of
// the round, which happen by themselves at the start of a turn.
//
// Rule IDs (nb/...) refer to rules/null-bock.yaml; docs/games/null-bock.md
// documents card codes, move syntax, the deal layout, the options, and which
// rules are reported to engine.Config.Rules when.
package nullbock
