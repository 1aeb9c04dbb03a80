// Command adapter is an implementation of the conformance protocol for
// regelwerk conform's tests: the reference engines, answering in-process,
// with one fault chosen by flag, as an adapter around a faulty
// implementation would answer.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/regelwerk/regelwerk/engine"
	_ "github.com/regelwerk/regelwerk/engine/games/all"
	"github.com/regelwerk/regelwerk/engine/protocol"
)

func main() {
	mutate := flag.String("mutate", "", "a deliberately wrong rule (regelwerk serve --mutate)")
	skip := flag.String("skip", "", "answer skipped to every request of this command")
	skipLaterDeals := flag.Bool("skip-later-deals", false, "answer skipped to every deal of a game but the first game's")
	noReadings := flag.Bool("no-readings", false, "declare no readings in hello")
	defaultsOnly := flag.Bool("defaults-only", false, "skip a new game that sets an option to another value than its default")
	tamper := flag.String("tamper", "", "spoil each reply: trailing (text after the object), nul (a NUL byte after it), dup (status given twice)")
	playOn := flag.Bool("play-on", false, "never say the game is over: the scores answer game_over false and no winners")
	flag.Parse()
	var muts map[string]bool
	if *mutate != "" {
		muts = map[string]bool{*mutate: true}
	}
	srv := protocol.NewServer("adapter", "test", muts)
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	games := 0
	for {
		line, err := in.ReadBytes('\n')
		if len(line) == 0 && err != nil {
			return
		}
		req, derr := protocol.DecodeRequest(line)
		if derr != nil {
			fmt.Fprintf(out, `{"seq":0,"status":"errored","message":%q}`+"\n", derr.Error())
			out.Flush()
			continue
		}
		rep := srv.Handle(req)
		switch {
		case req.Cmd == protocol.CmdHello && *noReadings:
			rep.Readings = nil
		case req.Cmd == *skip:
			rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusSkipped, Message: "not answered"}
		case req.Cmd == protocol.CmdNewGame:
			games++
			if *defaultsOnly && !defaults(req) {
				rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusSkipped, Message: "unsupported option"}
			}
		case req.Cmd == protocol.CmdScores && *playOn:
			rep.GameOver, rep.Winners = false, nil
		case req.Cmd == protocol.CmdDeal && *skipLaterDeals && games > 1:
			rep = protocol.Reply{Seq: req.Seq, Status: protocol.StatusSkipped, Message: "not answered"}
		}
		b := protocol.AppendReply(nil, rep)
		switch *tamper {
		case "trailing":
			b = append(b, " x"...)
		case "nul":
			b = append(b, 0)
		case "dup":
			s := strings.Replace(string(b), `"status":"rejected"`, `"status":"accepted","status":"rejected"`, 1)
			b = []byte(s)
		}
		out.Write(append(b, '\n'))
		out.Flush()
		if req.Cmd == protocol.CmdBye {
			return
		}
	}
}

// defaults reports whether a new game sets every option to its default.
func defaults(req protocol.Request) bool {
	g, err := engine.Lookup(req.Game)
	if err != nil {
		return true
	}
	for _, spec := range g.Options() {
		if v, ok := req.Options[spec.Name]; ok && v != spec.Default {
			return false
		}
	}
	return true
}
