# language: de
Funktionalität: Spielende
  So viele Runden wie Spieler oder bis ein Spieler den zuvor bestimmten Punktstand überschreitet.
  Ein Stapel wird mit seiner Farbe und seinen Karten von unten nach oben geschrieben:
  „Rot 3 9“ ist die rote 9 auf der roten 3.

  @nn/game.rounds @nn/game.winner @pair-last-round
  Szenario: Nach der dritten Runde zu dritt gewinnt, wer den höchsten Punktstand hat
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und es ist die 3. Runde
    Und die Punktstände vor dieser Runde sind Hannah 30, Jan 20 und Laura 25
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Grün 1
    Und vor Laura liegt der Stapel Lila 2
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann erzielt Hannah 7 Punkte in der Runde
    Und das Spiel ist zu Ende
    Und Hannah hat insgesamt 37 Punkte
    Und Jan hat insgesamt 21 Punkte
    Und es gewinnt Hannah

  @nn/game.rounds @pair-no-fourth-round
  Szenario: Keine Runde nach der letzten
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und es ist die 3. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Und die nächste Runde mit dem Startwert 8 gegeben wird
    Dann verstößt das gegen die Regel nn/game.rounds

  @nn/game.rounds @nn/clar.round-count @pair-not-last-round
  Szenario: Nach der zweiten Runde zu dritt geht das Spiel weiter
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und es ist die 2. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann ist das Spiel nicht zu Ende

  @nn/clar.winner-tie @pair-winner-tie
  Szenario: Ein Gleichstand hinter dem Ersten ändert nichts: Jan gewinnt allein
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und es ist die 3. Runde
    Und die Punktstände vor dieser Runde sind Hannah 20, Jan 39 und Laura 25
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Grün 1
    Und vor Laura liegt der Stapel Lila 2
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann hat Hannah insgesamt 27 Punkte
    Und Laura hat insgesamt 27 Punkte
    Und Jan hat insgesamt 40 Punkte
    Und es gewinnt Jan

  @nn/clar.winner-tie @pair-winner-tie-shared
  Szenario: Zwei gleichauf führende Spieler gewinnen gemeinsam
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und es ist die 3. Runde
    Und die Punktstände vor dieser Runde sind Hannah 20, Jan 26 und Laura 20
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Grün 1
    Und vor Laura liegt der Stapel Lila 2
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann gewinnen Hannah und Jan

  @nn/game.target @nn/clar.target-rounds @pair-target-exceeded
  Szenario: Mit einem zuvor bestimmten Punktstand endet das Spiel am Ende der Runde, in der ein Spieler ihn überschreitet
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und die Option "target" ist "30"
    Und die Punktstände vor dieser Runde sind Hannah 24, Jan 10 und Laura 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann hat Hannah insgesamt 31 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnt Hannah

  @nn/game.target @pair-target-no-further-round
  Szenario: Ist der bestimmte Punktstand überschritten, wird keine Runde mehr gespielt
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und die Option "target" ist "30"
    Und die Punktstände vor dieser Runde sind Hannah 24, Jan 10 und Laura 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Und die nächste Runde mit dem Startwert 8 gegeben wird
    Dann verstößt das gegen die Regel nn/game.target

  @nn/game.target @pair-target-reached
  Szenario: Den bestimmten Punktstand zu erreichen, ohne ihn zu überschreiten, genügt nicht
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und die Option "target" ist "34"
    Und es ist die 3. Runde
    Und die Punktstände vor dieser Runde sind Hannah 27, Jan 10 und Laura 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann hat Hannah insgesamt 34 Punkte
    Und das Spiel ist nicht zu Ende

  @nn/game.rounds @nn/clar.round-count @reading:agreed @pair-agreed-rounds
  Szenario: Lesart des deutschen Textes: eine zuvor bestimmte Anzahl von Runden, hier zwei
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und die Option "rounds" ist "2"
    Und es ist die 2. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1 und Laura die rote 2 spielen
    Dann ist das Spiel zu Ende
