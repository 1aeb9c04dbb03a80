//go:build !unix

package conformbench

import "time"

// usage is not measured on this system.
func usage() (self, children time.Duration) { return 0, 0 }

// Load is not known on this system.
func Load() string { return "" }
