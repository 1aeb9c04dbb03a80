package engine

// CloneSlice returns a copy of s with its length and capacity: a match
// preallocates room for every card it may hold so that applying a move does
// not allocate, and its clone keeps that room. Nil stays nil.
func CloneSlice[S ~[]E, E any](s S) S {
	if s == nil {
		return nil
	}
	out := make(S, len(s), cap(s))
	copy(out, s)
	return out
}

// CloneSlices copies s and each slice it holds as CloneSlice does.
func CloneSlices[S ~[]E, E ~[]F, F any](s S) S {
	if s == nil {
		return nil
	}
	out := make(S, len(s), cap(s))
	for i, inner := range s {
		out[i] = CloneSlice(inner)
	}
	return out
}
