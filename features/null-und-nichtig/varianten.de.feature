# language: de
Funktionalität: Die Varianten zu sechst und in Teams
  Ein Stapel wird mit seiner Farbe und seinen Karten von unten nach oben geschrieben:
  „Rot 3 9“ ist die rote 9 auf der roten 3.

  @nn/six.deal @nn/six.setup @nn/six.tricks @nn/players.count @pair-six
  Szenario: Zu sechst: je zehn Karten, zwei ausgelegt und acht Stiche
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und Paul gibt mit dem Startwert 21
    Wenn das Spiel beginnt
    Dann hat jeder Spieler 10 Karten, und 5 bleiben aus dem Spiel
    Wenn alle Spieler die ersten Karten ihrer Hand offen auslegen
    Dann hat Hannah noch 8 Karten auf der Hand
    Wenn die Runde zu Ende gespielt wird, jeder mit der ersten erlaubten Karte
    Dann ist die Runde zu Ende
    Und es wurden 8 Stiche gespielt

  @nn/six.setup @pair-six-three-cards
  Szenario: Zu sechst sind drei ausgelegte Karten zu viel
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und noch niemand hat seine offenen Karten ausgelegt
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 1, die blaue 2 und die blaue 3 auf der Hand
    Und Jan hat die grüne 1, die grüne 2 und die grüne 3 auf der Hand
    Und Laura hat die lila 1, die lila 2 und die lila 3 auf der Hand
    Und Lukas hat die rote 1, die rote 2 und die rote 3 auf der Hand
    Und Eva hat die gelbe 1, die gelbe 2 und die gelbe 3 auf der Hand
    Und Paul hat die blaue 4, die blaue 5 und die blaue 6 auf der Hand
    Wenn Hannah die blaue 1, die blaue 2 und die blaue 3 offen auslegt
    Dann verstößt das gegen die Regel nn/six.setup

  @nn/clar.six-setup-timing @pair-six-setup-every-round
  Szenario: Standardlesart: jede Runde zu sechst beginnt mit zwei ausgelegten Karten
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und Paul gibt mit dem Startwert 21
    Wenn alle Spieler die ersten Karten ihrer Hand offen auslegen
    Und die Runde zu Ende gespielt wird, jeder mit der ersten erlaubten Karte
    Und die nächste Runde mit dem Startwert 22 gegeben wird
    Dann müssen die Spieler zuerst ihre offenen Karten auslegen

  @nn/clar.six-setup-timing @pair-six-setup-first-round-only
  Szenario: Wörtliche Lesart des französischen Textes: nur vor der ersten Runde wird ausgelegt
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Option "six-setup" ist "first-round-only"
    Und Paul gibt mit dem Startwert 21
    Wenn alle Spieler die ersten Karten ihrer Hand offen auslegen
    Und die Runde zu Ende gespielt wird, jeder mit der ersten erlaubten Karte
    Und die nächste Runde mit dem Startwert 22 gegeben wird
    Dann hat Hannah noch 10 Karten auf der Hand
    Wenn die Runde zu Ende gespielt wird, jeder mit der ersten erlaubten Karte
    Dann wurden 8 Stiche gespielt
    Und Hannah hat noch 2 Karten auf der Hand

  @nn/clar.six-rounds @pair-six-six-rounds
  Szenario: Standardlesart: acht Stiche pro Runde, das Spiel zu sechst dauert sechs Runden
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und es ist die 6. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 1 auf der Hand
    Und Jan hat die grüne 1 auf der Hand
    Und Laura hat die lila 1 auf der Hand
    Und Lukas hat die rote 1 auf der Hand
    Und Eva hat die gelbe 1 auf der Hand
    Und Paul hat die blaue 2 auf der Hand
    Wenn reihum Hannah die blaue 1, Jan die grüne 1, Laura die lila 1, Lukas die rote 1, Eva die gelbe 1 und Paul die blaue 2 spielen
    Dann ist das Spiel zu Ende

  @nn/clar.six-rounds @pair-six-eight-rounds
  Szenario: Andere Lesart: acht Runden
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Option "rounds" ist "8"
    Und es ist die 6. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 1 auf der Hand
    Und Jan hat die grüne 1 auf der Hand
    Und Laura hat die lila 1 auf der Hand
    Und Lukas hat die rote 1 auf der Hand
    Und Eva hat die gelbe 1 auf der Hand
    Und Paul hat die blaue 2 auf der Hand
    Wenn reihum Hannah die blaue 1, Jan die grüne 1, Laura die lila 1, Lukas die rote 1, Eva die gelbe 1 und Paul die blaue 2 spielen
    Dann ist das Spiel nicht zu Ende

  @nn/teams.size @pair-teams-five
  Szenario: Keine Teams zu fünft
    Angenommen die Spieler Hannah, Jan, Laura, Lukas und Eva sitzen im Uhrzeigersinn
    Und Hannah und Laura spielen als Team gegen Jan, Lukas und Eva
    Und Eva gibt mit dem Startwert 2
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.size

  @nn/teams.size @pair-teams-uneven
  Szenario: Zwei gleich große Teams
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und Hannah und Laura spielen als Team gegen Jan, Lukas, Eva und Paul
    Und Paul gibt mit dem Startwert 2
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.size

  @nn/teams.not-adjacent @pair-teams-adjacent
  Szenario: Partner sitzen nebeneinander
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah und Jan spielen als Team gegen Laura und Lukas
    Und Lukas gibt mit dem Startwert 2
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.not-adjacent

  @nn/teams.individual @nn/teams.total @nn/teams.size @nn/teams.not-adjacent @nn/clar.team-winner @pair-teams-score
  Szenario: Jeder wertet seine Stapel, das Team zählt zusammen
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah und Laura spielen als Team gegen Jan und Lukas
    Und es ist die 4. Runde
    Und die Punktstände vor dieser Runde sind Hannah 16, Jan 30, Laura 12 und Lukas 0
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Grün 1
    Und vor Laura liegt der Stapel Lila 2
    Und vor Lukas liegt der Stapel Gelb 3
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Und Lukas hat die rote 3 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1, Laura die rote 2 und Lukas die rote 3 spielen
    Dann erzielt Hannah 8 Punkte in der Runde
    Und Laura erzielt 2 Punkte in der Runde
    Und Jan erzielt 1 Punkt in der Runde
    Und Lukas erzielt 3 Punkte in der Runde
    Und das Team von Hannah hat zusammen 38 Punkte
    Und das Team von Jan hat zusammen 34 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnen Hannah und Laura

  @nn/teams.size @nn/clar.six-teams @pair-six-teams-default
  Szenario: Standardmäßig bilden sechs Spieler zwei Teams zu dritt, nicht drei Teams zu zweit
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Teams sind Hannah und Lukas; Jan und Eva; Laura und Paul
    Und Paul gibt mit dem Startwert 2
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.size

  @nn/teams.total @nn/clar.six-teams @pair-six-teams-pairs
  Szenario: Lesart des deutschen Textes: zu sechst drei Teams zu zweit, die höchste Summe gewinnt
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Option "six-teams" ist "three-of-two"
    Und die Teams sind Hannah und Lukas; Jan und Eva; Laura und Paul
    Und es ist die 6. Runde
    Und die Punktstände vor dieser Runde sind Hannah 10, Jan 20, Laura 15, Lukas 10, Eva 5 und Paul 12
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Und Lukas hat die rote 3 auf der Hand
    Und Eva hat die rote 4 auf der Hand
    Und Paul hat die rote 5 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1, Laura die rote 2, Lukas die rote 3, Eva die rote 4 und Paul die rote 5 spielen
    Dann erzielt Hannah 5 Punkte in der Runde
    Und das Team von Hannah hat zusammen 25 Punkte
    Und das Team von Jan hat zusammen 25 Punkte
    Und das Team von Laura hat zusammen 27 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnen Laura und Paul

  @nn/teams.size @nn/clar.six-teams @pair-six-teams-threes-too
  Szenario: Lesart des deutschen Textes: zu sechst bleiben auch zwei Teams zu dritt erlaubt
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Option "six-teams" ist "three-of-two"
    Und die Teams sind Hannah, Laura und Eva; Jan, Lukas und Paul
    Und es ist die 6. Runde
    Und die Punktstände vor dieser Runde sind Hannah 10, Jan 20, Laura 15, Lukas 10, Eva 5 und Paul 12
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Und Lukas hat die rote 3 auf der Hand
    Und Eva hat die rote 4 auf der Hand
    Und Paul hat die rote 5 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1, Laura die rote 2, Lukas die rote 3, Eva die rote 4 und Paul die rote 5 spielen
    Dann erzielt Hannah 5 Punkte in der Runde
    Und das Team von Hannah hat zusammen 35 Punkte
    Und das Team von Jan hat zusammen 42 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnen Jan, Lukas und Paul

  @nn/game.target @nn/teams.total @nn/clar.team-target @pair-team-target-player
  Szenario: Im Teamspiel muss ein Spieler den bestimmten Punktstand überschreiten, nicht die Summe seines Teams
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und die Option "target" ist "30"
    Und Hannah und Laura spielen als Team gegen Jan und Lukas
    Und die Punktstände vor dieser Runde sind Hannah 16, Jan 20, Laura 12 und Lukas 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Grün 1
    Und vor Laura liegt der Stapel Lila 2
    Und vor Lukas liegt der Stapel Gelb 3
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Und Lukas hat die rote 3 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1, Laura die rote 2 und Lukas die rote 3 spielen
    Dann hat Hannah insgesamt 24 Punkte
    Und das Team von Hannah hat zusammen 38 Punkte
    Und das Team von Jan hat zusammen 34 Punkte
    Und das Spiel ist nicht zu Ende

  @nn/clar.team-target @pair-team-target-team
  Szenario: Andere Lesart: überschreitet die Summe eines Teams den bestimmten Punktstand, endet das Spiel
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und die Option "target" ist "30"
    Und die Option "team-target" ist "team"
    Und Hannah und Laura spielen als Team gegen Jan und Lukas
    Und die Punktstände vor dieser Runde sind Hannah 16, Jan 20, Laura 12 und Lukas 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Grün 1
    Und vor Laura liegt der Stapel Lila 2
    Und vor Lukas liegt der Stapel Gelb 3
    Und Hannah hat die rote 9 auf der Hand
    Und Jan hat die rote 1 auf der Hand
    Und Laura hat die rote 2 auf der Hand
    Und Lukas hat die rote 3 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 1, Laura die rote 2 und Lukas die rote 3 spielen
    Dann hat das Team von Hannah zusammen 38 Punkte
    Und das Team von Jan hat zusammen 34 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnen Hannah und Laura
