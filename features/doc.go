// Package features runs the Gherkin scenarios of every game against the
// reference engine. The scenarios live in one folder per game, written in the
// language of the rulebook they encode (# language: fr or # language: de) and
// tagged with the catalogue IDs they cover; the step definitions are thin
// bindings from each language's phrasing to the engine's public API.
package features
