package conform

// fifo is a queue that keeps its storage: taking exchanges from the front
// of a slice and appending them at its back would allocate new storage
// every few requests, and an exchange is a few hundred bytes.
type fifo[T any] struct {
	items []T
	head  int // items[head:] are queued
}

func (q *fifo[T]) len() int { return len(q.items) - q.head }

func (q *fifo[T]) push(x T) {
	if q.head > 0 && len(q.items) == cap(q.items) {
		// Full at the back, free at the front: move the queue down.
		n := copy(q.items, q.items[q.head:])
		clear(q.items[n:])
		q.items, q.head = q.items[:n], 0
	}
	q.items = append(q.items, x)
}

// pop takes the oldest item; the queue must not be empty.
func (q *fifo[T]) pop() T {
	x := q.items[q.head]
	var zero T
	q.items[q.head] = zero // let go of what it holds
	if q.head++; q.head == len(q.items) {
		q.reset()
	}
	return x
}

func (q *fifo[T]) reset() {
	clear(q.items[q.head:])
	q.items, q.head = q.items[:0], 0
}
