package i18n

import (
	"slices"
	"strconv"
	"strings"
)

// Placeholders lists the verbs of a format, each with the argument it
// writes, "1:s" for the first argument as %s, in argument order: two
// formats that write the same arguments the same way have the same list
// whatever the order of their words (%[2]s before %[1]d).
func Placeholders(format string) []string {
	var out []string
	next := 1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0 {
			i++
		}
		n := 0
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end > 0 {
				n, _ = strconv.Atoi(format[i+1 : i+end])
				i += end + 1
			}
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '.') {
			i++
		}
		if i >= len(format) {
			out = append(out, "!(NOVERB)")
			break
		}
		if format[i] == '%' {
			continue
		}
		if n == 0 {
			n = next
		}
		next = n + 1
		out = append(out, strconv.Itoa(n)+":"+string(format[i]))
	}
	slices.Sort(out)
	return out
}
