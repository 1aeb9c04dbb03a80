package conform

import (
	"github.com/regelwerk/regelwerk/engine/protocol"
)

// pipeline is the implementation as conform drives it: requests sent ahead
// of their replies, which come back in order. A child process reads the
// requests of a case as fast as it can answer them, while conform works out
// the next ones with the reference: the run is not paced by one process
// waiting for the other.
type pipeline interface {
	Send(req protocol.Request) (seq int64, err error)
	// ReceiveMatching waits for the reply to the oldest request sent and
	// not yet answered. When match (which may be nil) tells it from its
	// line as the one expected, same is true and the reply is not read.
	ReceiveMatching(match func(line []byte) bool) (rep protocol.Reply, same bool, err error)
	Close() error
}

// window is how many requests conform sends ahead of their replies.
const window = protocol.Window

// lockstep drives a peer that answers one call at a time (an in-process
// server, a test's implementation) as a pipeline: Send calls it at once.
type lockstep struct {
	peer    protocol.Peer
	seq     int64
	replies []protocol.Reply
}

func (l *lockstep) Send(req protocol.Request) (int64, error) {
	l.seq++
	req.Seq = l.seq
	rep, err := l.peer.Call(req)
	if err != nil {
		return 0, err
	}
	l.replies = append(l.replies, rep)
	return l.seq, nil
}

// ReceiveMatching returns the oldest reply not yet received: the peer
// answered with a structure, which there is no line to match.
func (l *lockstep) ReceiveMatching(func([]byte) bool) (protocol.Reply, bool, error) {
	rep := l.replies[0]
	l.replies = l.replies[1:]
	return rep, false, nil
}

func (l *lockstep) Close() error { return l.peer.Close() }
