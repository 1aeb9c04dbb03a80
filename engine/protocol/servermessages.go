package protocol

import (
	"errors"

	"github.com/regelwerk/regelwerk/engine"
)

// SetMessages makes the server write the message of every rule broken
// from now on with hook, given the game's ID, instead of the violation's
// English summary: a harness that reports in another language. nil goes
// back to English.
func (s *Server) SetMessages(hook func(game string, v *engine.Violation) string) { s.messages = hook }

// verdict is the package's verdict, with the message written by the hook
// of SetMessages when there is one.
func (s *Server) verdict(err error) Reply {
	r := verdict(err)
	var v *engine.Violation
	if s.messages != nil && r.Status == StatusRejected && errors.As(err, &v) && s.t != nil {
		r.Message = s.messages(s.t.Game().ID(), v)
	}
	return r
}
