// Package report writes the verdicts of `regelwerk validate` in the
// formats that tools and CI systems read: one JSON document or NDJSON
// records (docs/schema/validate.schema.json), JUnit XML, SARIF 2.1.0 and
// GitHub Actions workflow commands. The text a terminal shows is
// engine.WriteReport's.
//
// The format-level parts (JUnit suites and cases, SARIF rule descriptors
// and results, GitHub annotations) take plain values, so that other
// commands report in the same formats the same way.
package report
