package engine

// Decimal reports whether s is a whole number in the one spelling that
// regelwerk reads, in transcripts, option values and command-line flags
// alike: decimal digits with no leading zero, and a minus sign, where
// signed allows one, only before a number other than 0. It is the one
// form that every YAML reader, 1.1 or 1.2, takes for the same number: 010
// is 8 to one and 10 to another; 0x10, 0o10, 1_000 and +1 are not numbers
// to all of them. -0 and +0 are refused too, so that each number has one
// spelling. The range is the caller's to check.
func Decimal(s string, signed bool) bool {
	if signed && len(s) > 1 && s[0] == '-' && s[1] != '0' {
		s = s[1:]
	}
	if s == "" || (s[0] == '0' && len(s) > 1) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
