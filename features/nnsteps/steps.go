// Package nnsteps is the step vocabulary of the Null & nichtig scenarios in
// French and German: every step pattern of both languages, bound to the
// name of the action it performs and to the normalizer that writes what the
// step does to the engine as a language-neutral trace line. The godog step
// definitions (features/steps_nullnichtig_test.go) are generated from this
// table, and the translation cross-check computes a scenario's trace from
// its text with it, so that both read the scenarios the same way.
package nnsteps

import (
	"fmt"
	"regexp"

	"github.com/regelwerk/regelwerk/features/spec/scenarios"
)

// Step is one phrasing of an action in both languages.
type Step struct {
	// Action names what the step does; the godog bindings map it to the
	// world method that does it.
	Action string
	FR, DE string
	// Table is true when the step carries a data table.
	Table bool
	// Trace writes what the step does, players as seat numbers and cards in
	// canonical code, one line per engine action.
	Trace func(t *Tracer, args []string, table [][]string) ([]string, error)
}

// German outcome steps accept both word orders, so that they read well
// after "Dann" (verb first: "Dann bekommt Jan den Stich") and after "Und"
// (subject first: "Und Jan bekommt den Stich"); German actions use the
// subordinate order that follows "Wenn" ("Wenn Laura P2 spielt").
var table = []Step{
	// The table.
	{Action: "setPlayers", FR: `^les joueurs (.+) sont assis dans le sens des aiguilles d'une montre$`, DE: `^die Spieler (.+) sitzen im Uhrzeigersinn$`, Trace: tracePlayers},
	{Action: "setOption", FR: scenarios.OptionStep["fr"], DE: scenarios.OptionStep["de"], Trace: line("option %s=%s", raw, raw)},
	{Action: "setTeams", FR: `^(.+) font équipe contre (.+)$`, DE: `^(.+) spielen als Team gegen (.+)$`, Trace: traceTeams},
	{Action: "setTeamList", FR: `^les équipes sont (.+)$`, DE: `^die Teams sind (.+)$`, Trace: traceTeamList},
	{Action: "setDealer", FR: `^(\S+) distribue$`, DE: `^(\S+) gibt$`, Trace: line("dealer %s", seat)},
	{Action: "setSeed", FR: `^les cartes sont distribuées avec la graine (\d+)$`, DE: `^die Karten werden mit dem Startwert (\d+) gegeben$`, Trace: line("seed %s", number)},
	{Action: "setDeal", FR: `^la donne est :$`, DE: `^die Karten sind so verteilt:$`, Table: true, Trace: traceDeal},
	{Action: "setHand", FR: `^(\S+) a en main (.+)$`, DE: `^(\S+) hat ([BGPRY]\d.*) auf der Hand$`, Trace: line("hand %s %s", seat, cards)},
	{Action: "setPiles", FR: `^(\S+) a devant lui les piles (.+)$`, DE: `^vor (\S+) liegen die Stapel (.+)$`, Trace: line("piles %s %s", seat, piles)},
	{Action: "setLeader", FR: `^(\S+) entame le prochain pli$`, DE: `^(\S+) spielt den nächsten Stich aus$`, Trace: line("leader %s", seat)},
	{Action: "setSetupPhase", FR: `^personne n'a encore posé ses cartes visibles$`, DE: `^noch niemand hat seine offenen Karten ausgelegt$`, Trace: line("setup phase")},
	{Action: "setRound", FR: `^c'est la manche (\d+)$`, DE: `^es ist die (\d+)\. Runde$`, Trace: line("round %s", number)},
	{Action: "setTotals", FR: `^les totaux avant cette manche sont (.+)$`, DE: `^die Punktstände vor dieser Runde sind (.+)$`, Trace: line("totals %s", seatNumbers)},
	// Actions.
	{Action: "start", FR: `^la partie commence$`, DE: `^das Spiel beginnt$`, Trace: line("start")},
	{Action: "layOut", FR: `^(\S+) pose (.+) face visible$`, DE: `^(\S+) (.+) offen auslegt$`, Trace: line("setup %s %s", seat, cards)},
	{Action: "layOutAll", FR: `^chaque joueur pose ses premières cartes possibles$`, DE: `^jeder Spieler seine ersten möglichen Karten auslegt$`, Trace: line("setup all")},
	{Action: "play", FR: `^(\S+) joue (\S+)$`, DE: `^(\S+) (\S+) spielt$`, Trace: line("play %s %s", seat, cards)},
	{Action: "playAll", FR: `^les cartes jouées sont (.+)$`, DE: `^reihum (.+) gespielt werden$`, Trace: tracePlayAll},
	{Action: "playOut", FR: `^les premiers coups possibles sont joués jusqu'à la fin de la manche$`, DE: `^die ersten möglichen Züge bis zum Rundenende gespielt werden$`, Trace: line("play out")},
	{Action: "nextRound", FR: `^la manche suivante est distribuée avec la graine (\d+)$`, DE: `^die nächste Runde mit dem Startwert (\d+) gegeben wird$`, Trace: line("next round seed %s", number)},
	// Checks.
	{Action: "lastTrickIs", FR: `^le dernier pli est (.+)$`, DE: `^(?:ist )?der letzte Stich(?: ist)? (.+)$`, Trace: line("expect last trick %s", seatCards)},
	{Action: "tricksPlayed", FR: `^(\d+) plis ont été joués$`, DE: `^(?:wurden )?(\d+) Stiche(?: wurden)? gespielt$`, Trace: line("expect tricks played %s", number)},
	{Action: "mustSetUp", FR: `^les joueurs doivent d'abord poser leurs cartes visibles$`, DE: `^(?:müssen )?die Spieler(?: müssen)? zuerst ihre offenen Karten auslegen$`, Trace: line("expect setup phase")},
	{Action: "refused", FR: `^c'est refusé selon la règle (\S+)$`, DE: `^(?:verstößt )?das(?: verstößt)? gegen die Regel (\S+)$`, Trace: line("refused %s", raw)},
	{Action: "trickWinner", FR: `^(\S+) remporte le pli$`, DE: `^(?:bekommt )?(\S+)(?: bekommt)? den Stich$`, Trace: line("expect trick winner %s", seat)},
	{Action: "pilesAre", FR: `^les piles (?:de |d')(\S+) sont (.+)$`, DE: `^(?:sind )?die Stapel von (\S+)(?: sind)? (.+)$`, Trace: line("expect piles %s %s", seat, piles)},
	{Action: "pileCount", FR: `^(\S+) a (\d+) piles$`, DE: `^(?:hat )?(\S+)(?: hat)? (\d+) Stapel$`, Trace: line("expect pile count %s %s", seat, number)},
	{Action: "roundScore", FR: `^(\S+) marque (-?\d+) points? dans la manche$`, DE: `^(?:erzielt )?(\S+)(?: erzielt)? (-?\d+) Punkte? in der Runde$`, Trace: line("expect round score %s %s", seat, number)},
	{Action: "total", FR: `^le total (?:de |d')(\S+) est de (-?\d+) points?$`, DE: `^(?:hat )?(\S+)(?: hat)? insgesamt (-?\d+) Punkte?$`, Trace: line("expect total %s %s", seat, number)},
	{Action: "roundOver", FR: `^la manche est terminée$`, DE: `^(?:ist )?die Runde(?: ist)? zu Ende$`, Trace: line("expect round over")},
	{Action: "gameOver", FR: `^la partie est terminée$`, DE: `^(?:ist )?das Spiel(?: ist)? zu Ende$`, Trace: line("expect game over")},
	{Action: "gameNotOver", FR: `^la partie n'est pas terminée$`, DE: `^(?:ist )?das Spiel(?: ist)? nicht zu Ende$`, Trace: line("expect game not over")},
	{Action: "winners", FR: `^(?:le gagnant est|les gagnants sont) (.+)$`, DE: `^(?:es )?gewinn(?:t|en) (.+)$`, Trace: line("expect winners %s", seatSet)},
	{Action: "toPlay", FR: `^c'est à (\S+) de jouer$`, DE: `^(?:ist )?(\S+)(?: ist)? am Zug$`, Trace: line("expect to play %s", seat)},
	{Action: "mayLead", FR: `^peu(?:t|vent) entamer : (.+)$`, DE: `^(?:(?:darf|dürfen) ausspielen|ausspielen (?:darf|dürfen)): (.+)$`, Trace: line("expect may lead %s", seatSet)},
	{Action: "handSize", FR: `^(\S+) a encore (\d+) cartes? en main$`, DE: `^(?:hat )?(\S+)(?: hat)? noch (\d+) Karten? auf der Hand$`, Trace: line("expect hand size %s %s", seat, number)},
	{Action: "deckSize", FR: `^le paquet compte (\d+) cartes$`, DE: `^(?:hat )?das Kartenspiel(?: hat)? (\d+) Karten$`, Trace: line("expect deck size %s", number)},
	{Action: "deckColours", FR: `^chacune des couleurs (.+) a les valeurs de 0 à 11 et un second 0$`, DE: `^jede der Farben (.+) hat die Werte 0 bis 11 und eine zweite 0$`, Trace: line("expect deck colours %s", list)},
	{Action: "dealShape", FR: `^chaque joueur a reçu (\d+) cartes et (\d+) restent hors jeu$`, DE: `^(?:hat )?jeder Spieler(?: hat)? (\d+) Karten, und (\d+) bleiben aus dem Spiel$`, Trace: line("expect deal shape %s %s", number, number)},
	{Action: "teamTotal", FR: `^l'équipe (?:de |d')(\S+) totalise (-?\d+) points$`, DE: `^(?:hat )?das Team von (\S+)(?: hat)? zusammen (-?\d+) Punkte$`, Trace: line("expect team total %s %s", seat, number)},
}

// compiled holds a pattern of one language with its step.
type compiled struct {
	step *Step
	lang string
	re   *regexp.Regexp
}

var patterns []compiled

func init() {
	for i := range table {
		s := &table[i]
		fr, de := regexp.MustCompile(s.FR), regexp.MustCompile(s.DE)
		if fr.NumSubexp() != de.NumSubexp() {
			panic(fmt.Sprintf("nnsteps: %s takes %d arguments in French, %d in German", s.Action, fr.NumSubexp(), de.NumSubexp()))
		}
		patterns = append(patterns, compiled{s, "fr", fr}, compiled{s, "de", de})
	}
}

// Steps returns the table, in the order the godog bindings are registered.
func Steps() []Step { return table }

// Args is the number of arguments the step's patterns capture.
func (s Step) Args() int { return regexp.MustCompile(s.FR).NumSubexp() }

// Pattern returns the step's pattern in lang ("fr" or "de").
func (s Step) Pattern(lang string) string {
	if lang == "de" {
		return s.DE
	}
	return s.FR
}

// Match finds the one step whose pattern (of any language, as godog sees
// them) matches text, and its arguments. No match, or more than one, is an
// error, as it is for godog in strict mode.
func Match(text string) (Step, []string, error) {
	var found []compiled
	var args []string
	for _, p := range patterns {
		if m := p.re.FindStringSubmatch(text); m != nil {
			if len(found) == 0 {
				args = m[1:]
			}
			found = append(found, p)
		}
	}
	switch len(found) {
	case 0:
		return Step{}, nil, fmt.Errorf("no Null & nichtig step matches %q", text)
	case 1:
		return *found[0].step, args, nil
	default:
		return Step{}, nil, fmt.Errorf("step %q is ambiguous: it matches %s (%s) and %s (%s)", text, found[0].step.Action, found[0].lang, found[1].step.Action, found[1].lang)
	}
}
