package replay

import "fmt"

// Langs are the languages of the page's labels.
var Langs = []string{"en", "fr", "de"}

func langIndex(lang string) int {
	for i, l := range Langs {
		if l == lang {
			return i
		}
	}
	return 0
}

// CheckLang returns an error for a language the page has no labels in.
func CheckLang(lang string) error {
	for _, l := range Langs {
		if l == lang {
			return nil
		}
	}
	return fmt.Errorf("--lang takes en, fr or de, not %q", lang)
}

// labels are the page's words in English, French and German. The games'
// terms are those of docs/glossary.md; where it gives no German word (the
// games with a French rulebook only), the German is the plain word.
var labels = map[string][3]string{
	"replay":     {"Replay", "Relecture", "Wiederholung"},
	"game":       {"Game", "Partie", "Spiel"},
	"games":      {"Games in this file", "Parties du fichier", "Spiele in der Datei"},
	"file":       {"File", "Fichier", "Datei"},
	"status":     {"Verdict", "Verdict", "Ergebnis"},
	"valid":      {"valid", "valide", "gültig"},
	"incomplete": {"incomplete", "incomplète", "unvollständig"},
	"violations": {"rule broken", "règle enfreinte", "Regel verletzt"},
	// The verdict of a game that breaks no rule but fails what the
	// transcript expects (a score added up wrong): "rule broken" would
	// send its reader looking for an illegal move.
	"expectations": {"expectation not met", "attendu non atteint", "Erwartung nicht erfüllt"},
	// validate's words for a negative test that passes.
	"invalid-as-expected": {"invalid as expected (negative test)", "invalide comme prévu (test négatif)", "ungültig wie erwartet (Negativtest)"},
	"error":               {"unreadable", "illisible", "unlesbar"},
	"players_short":       {"Players", "Joueurs", "Spieler"},
	"all_default":         {"all at their default", "toutes par défaut", "alle auf Standard"},
	"players":             {"Players (clockwise)", "Joueurs (sens des aiguilles d'une montre)", "Spieler (im Uhrzeigersinn)"},
	"teams":               {"Teams", "Équipes", "Teams"},
	"options":             {"Options", "Options", "Optionen"},
	"default":             {"default", "par défaut", "Standard"},
	"first":               {"First", "Début", "Anfang"},
	"previous":            {"Previous", "Précédent", "Zurück"},
	"next":                {"Next", "Suivant", "Weiter"},
	"last":                {"Last", "Fin", "Ende"},
	"step":                {"Step", "Étape", "Schritt"},
	"moves":               {"Moves", "Coups", "Züge"},
	"move":                {"Move", "Coup", "Zug"},
	"deal":                {"Deal", "Donne", "Geben"},
	"round":               {"Round", "Manche", "Runde"},
	"of":                  {"of", "sur", "von"},
	"events":              {"What the rules make of it", "Ce qu'en font les règles", "Was die Regeln daraus machen"},
	"violation":           {"Rule broken", "Règle enfreinte", "Regel verletzt"},
	"violation_expected":  {"Rule broken, as the transcript announces", "Règle enfreinte, comme la transcription l'annonce", "Regel verletzt, wie das Protokoll ankündigt"},
	"at_this_step":        {"at this step, see above", "à cette étape, voir plus haut", "bei diesem Schritt, siehe oben"},
	"last_move":           {"last move", "dernier coup", "letzter Zug"},
	"last_step":           {"last step", "dernière étape", "letzter Schritt"},
	"expectation":         {"Expectation not met", "Attendu non atteint", "Erwartung nicht erfüllt"},
	"refused":             {"This move breaks a rule: it changes nothing, and play stops here.", "Ce coup enfreint une règle : il ne change rien, et le jeu s'arrête ici.", "Dieser Zug verletzt eine Regel: er ändert nichts, und das Spiel endet hier."},
	"rulebook":            {"Rulebook", "Règle du jeu", "Spielregel"},
	"stops":               {"The game stops here", "La partie s'arrête ici", "Das Spiel endet hier"},
	"scores":              {"Scores", "Scores", "Punkte"},
	"player":              {"Player", "Joueur", "Spieler"},
	"total":               {"Total", "Total", "Punktstand"},
	"winners":             {"Winner(s)", "Gagnant(s)", "Sieger"},
	"ranking":             {"Final ranking", "Classement final", "Endstand"},
	"place":               {"Place", "Place", "Platz"},
	"chart":               {"Running totals after each round", "Totaux après chaque manche", "Punktstand nach jeder Runde"},
	"no_rounds":           {"No round was played out.", "Aucune manche jouée jusqu'au bout.", "Keine Runde zu Ende gespielt."},
	"keys":                {"Keys: ← and → step through the moves, Home and End go to the first and the last.", "Touches : ← et → parcourent les coups, Début et Fin vont au premier et au dernier.", "Tasten: ← und → gehen Zug um Zug, Pos1 und Ende zum ersten und letzten."},
	"noscript":            {"Stepping through the table needs JavaScript; the moves, the verdict and the scores are shown below.", "Le parcours de la table demande JavaScript ; les coups, le verdict et les scores sont ci-dessous.", "Das Durchgehen des Tisches braucht JavaScript; Züge, Ergebnis und Punkte stehen unten."},
	"no_steps":            {"The game stops before the first deal.", "La partie s'arrête avant la première donne.", "Das Spiel endet vor dem ersten Geben."},
	"face_down":           {"face down", "face cachée", "verdeckt"},
	"top":                 {"top", "sommet", "oben"},
	"hand":                {"Hand", "Main", "Hand"},
	"dealer":              {"dealer", "donneur", "Geber"},
	"to_play":             {"to play", "à jouer", "am Zug"},
	"phase":               {"phase", "phase", "Phase"},
	// The phases the games' states name (engine/games/*/state.go).
	"phase_setup":          {"setup", "mise en place", "Auslegen"},
	"phase_play":           {"play", "jeu", "Spiel"},
	"phase_take":           {"take", "prise", "Nehmen"},
	"phase_over":           {"over", "terminée", "vorbei"},
	"phase_idle":           {"between turns", "entre deux tours", "zwischen zwei Zügen"},
	"phase_none":           {"before the deal", "avant la donne", "vor dem Geben"},
	"phase_between rounds": {"between rounds", "entre deux manches", "zwischen zwei Runden"},
	"round_score":          {"last round", "dernière manche", "letzte Runde"},
	"empty":                {"none", "aucune", "keine"},
	"trick":                {"Trick on the table", "Pli sur la table", "Stich auf dem Tisch"},
	"last_trick":           {"Last trick, won by", "Dernier pli, remporté par", "Letzter Stich, bekommen von"},
	"piles":                {"Piles (top card scores)", "Piles (la carte au sommet compte)", "Ablagestapel (die oberste Karte zählt)"},
	"piles_value":          {"piles", "piles", "Stapel"},
	"laid_out":             {"setup cards laid out", "cartes posées", "Karten ausgelegt"},
	"tricks_played":        {"tricks played", "plis joués", "Stiche gespielt"},
	"team_totals":          {"Team totals", "Points des équipes", "Punkte der Teams"},
	"table_cards":          {"Table cards", "Cartes sur la table", "Tischkarten"},
	"knocks":               {"knocks", "coups frappés", "Klopfer"},
	"last_lap":             {"last lap, still to play", "dernier tour, restent à jouer", "letzter Umlauf, noch am Zug"},
	"out_of_play":          {"out of play", "hors jeu", "aus dem Spiel"},
	"zero_by":              {"Zéro by", "Zéro de", "Zéro von"},
	"hand_score":           {"hand scores", "la main vaut", "Hand zählt"},
	"scores_nothing":       {"scores nothing", "ne compte pas", "zählt nicht"},
	"arena":                {"Arena (bottom first)", "Arène (du bas vers le haut)", "Arena (von unten)"},
	"edge":                 {"Edge", "Lisière", "Rand"},
	"won":                  {"Won", "Gagnées", "Gewonnen"},
	"starter":              {"starter", "premier joueur", "Startspieler"},
	"end":                  {"end of the round", "fin de la manche", "Ende der Runde"},
	"discard":              {"Set aside", "Mises de côté", "Beiseitegelegt"},
	"pawn":                 {"bean pawn", "pion-haricot", "Bohnenfigur"},
	"pawn_card":            {"pawn card", "carte du pion", "Karte mit der Bohnenfigur"},
	"played":               {"Cards played", "Cartes jouées", "Gespielte Karten"},
	"taken_by":             {"taken by", "prise par", "genommen von"},
	"takes_now":            {"takes now", "prend maintenant", "nimmt jetzt"},
	"chain":                {"Chain of takes", "Ordre des prises", "Reihenfolge des Nehmens"},
	"last_turn":            {"Chain of takes of the last turn", "Prises du tour précédent", "Nehmen im letzten Zug"},
	"took":                 {"took", "prend", "nimmt"},
	"rows":                 {"Rows", "Séries", "Reihen"},
	"positive":             {"positive", "positif", "Plus"},
	"negative":             {"negative", "négatif", "Minus"},
	"turn":                 {"turn", "tour", "Zug"},
	"game_over":            {"game over", "partie terminée", "Spiel vorbei"},
}

// Labels returns the page's words in lang.
func Labels(lang string) map[string]string {
	i := langIndex(lang)
	out := make(map[string]string, len(labels))
	for k, v := range labels {
		out[k] = v[i]
	}
	return out
}
