// Package transcripttest is test support for the packages that read
// transcripts: reading and playing a repository transcript that must
// parse, and a named pipe no one writes to. Its own tests are the
// benchmarks of docs/performance.md (bench_test.go), which run the
// measurements of engine/measure.
package transcripttest
