// Package features runs the Gherkin scenarios of every game against the
// reference engine. The scenarios live in one folder per game, written in the
// language of the rulebook they encode (# language: fr or # language: de) and
// tagged with the catalogue IDs they cover. Their steps are read by the
// vocabulary of features/steps; the runner, features_test.go, runs one
// suite per game and language, each scenario a subtest.
package features
