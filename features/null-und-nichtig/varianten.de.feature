# language: de
Funktionalität: Die Varianten zu sechst und in Teams

  @nn/six.deal @nn/six.setup @nn/six.tricks @nn/players.count @pair-six
  Szenario: Zu sechst: je zehn Karten, zwei ausgelegt und acht Stiche
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und Paul gibt
    Und die Karten werden mit dem Startwert 21 gegeben
    Wenn das Spiel beginnt
    Dann hat jeder Spieler 10 Karten, und 5 bleiben aus dem Spiel
    Wenn jeder Spieler seine ersten möglichen Karten auslegt
    Dann hat Hannah noch 8 Karten auf der Hand
    Wenn die ersten möglichen Züge bis zum Rundenende gespielt werden
    Dann ist die Runde zu Ende
    Und 8 Stiche wurden gespielt

  @nn/six.setup @pair-six-three-cards
  Szenario: Zu sechst sind drei ausgelegte Karten zu viel
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und noch niemand hat seine offenen Karten ausgelegt
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B1, B2 und B3 auf der Hand
    Und Jan hat G1, G2 und G3 auf der Hand
    Und Laura hat P1, P2 und P3 auf der Hand
    Und Lukas hat R1, R2 und R3 auf der Hand
    Und Eva hat Y1, Y2 und Y3 auf der Hand
    Und Paul hat B4, B5 und B6 auf der Hand
    Wenn Hannah B1, B2 und B3 offen auslegt
    Dann verstößt das gegen die Regel nn/six.setup

  @nn/clar.six-setup-timing @pair-six-setup-every-round
  Szenario: Standardlesart: jede Runde zu sechst beginnt mit zwei ausgelegten Karten
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und Paul gibt
    Und die Karten werden mit dem Startwert 21 gegeben
    Wenn jeder Spieler seine ersten möglichen Karten auslegt
    Und die ersten möglichen Züge bis zum Rundenende gespielt werden
    Und die nächste Runde mit dem Startwert 22 gegeben wird
    Dann müssen die Spieler zuerst ihre offenen Karten auslegen

  @nn/clar.six-setup-timing @pair-six-setup-first-round-only
  Szenario: Wörtliche Lesart des französischen Textes: nur vor der ersten Runde wird ausgelegt
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Option "six-setup" ist "first-round-only"
    Und Paul gibt
    Und die Karten werden mit dem Startwert 21 gegeben
    Wenn jeder Spieler seine ersten möglichen Karten auslegt
    Und die ersten möglichen Züge bis zum Rundenende gespielt werden
    Und die nächste Runde mit dem Startwert 22 gegeben wird
    Dann hat Hannah noch 10 Karten auf der Hand
    Wenn die ersten möglichen Züge bis zum Rundenende gespielt werden
    Dann wurden 8 Stiche gespielt
    Und Hannah hat noch 2 Karten auf der Hand

  @nn/clar.six-rounds @pair-six-six-rounds
  Szenario: Standardlesart: acht Stiche pro Runde, das Spiel zu sechst dauert sechs Runden
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und es ist die 6. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B1 auf der Hand
    Und Jan hat G1 auf der Hand
    Und Laura hat P1 auf der Hand
    Und Lukas hat R1 auf der Hand
    Und Eva hat Y1 auf der Hand
    Und Paul hat B2 auf der Hand
    Wenn reihum Hannah B1, Jan G1, Laura P1, Lukas R1, Eva Y1 und Paul B2 gespielt werden
    Dann ist das Spiel zu Ende

  @nn/clar.six-rounds @pair-six-eight-rounds
  Szenario: Andere Lesart: acht Runden
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und die Option "rounds" ist "8"
    Und es ist die 6. Runde
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B1 auf der Hand
    Und Jan hat G1 auf der Hand
    Und Laura hat P1 auf der Hand
    Und Lukas hat R1 auf der Hand
    Und Eva hat Y1 auf der Hand
    Und Paul hat B2 auf der Hand
    Wenn reihum Hannah B1, Jan G1, Laura P1, Lukas R1, Eva Y1 und Paul B2 gespielt werden
    Dann ist das Spiel nicht zu Ende

  @nn/teams.size @pair-teams-five
  Szenario: Keine Teams zu fünft
    Angenommen die Spieler Hannah, Jan, Laura, Lukas und Eva sitzen im Uhrzeigersinn
    Und Hannah, Laura spielen als Team gegen Jan, Lukas und Eva
    Und Eva gibt
    Und die Karten werden mit dem Startwert 2 gegeben
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.size

  @nn/teams.size @pair-teams-uneven
  Szenario: Zwei gleich große Teams
    Angenommen die Spieler Hannah, Jan, Laura, Lukas, Eva und Paul sitzen im Uhrzeigersinn
    Und Hannah, Laura spielen als Team gegen Jan, Lukas, Eva und Paul
    Und Paul gibt
    Und die Karten werden mit dem Startwert 2 gegeben
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.size

  @nn/teams.not-adjacent @pair-teams-adjacent
  Szenario: Partner sitzen nebeneinander
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah, Jan spielen als Team gegen Laura, Lukas
    Und Lukas gibt
    Und die Karten werden mit dem Startwert 2 gegeben
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/teams.not-adjacent

  @nn/teams.individual @nn/teams.total @nn/teams.size @nn/teams.not-adjacent @nn/clar.team-winner @pair-teams-score
  Szenario: Jeder wertet seine Stapel, das Team zählt zusammen
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah, Laura spielen als Team gegen Jan, Lukas
    Und es ist die 4. Runde
    Und die Punktstände vor dieser Runde sind Hannah 16, Jan 30, Laura 12 und Lukas 0
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel B5
    Und vor Jan liegen die Stapel G1
    Und vor Laura liegen die Stapel P2
    Und vor Lukas liegen die Stapel Y3
    Und Hannah hat R9 auf der Hand
    Und Jan hat R1 auf der Hand
    Und Laura hat R2 auf der Hand
    Und Lukas hat R3 auf der Hand
    Wenn reihum Hannah R9, Jan R1, Laura R2 und Lukas R3 gespielt werden
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
    Und Paul gibt
    Und die Karten werden mit dem Startwert 2 gegeben
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
    Und Hannah hat R9 auf der Hand
    Und Jan hat R1 auf der Hand
    Und Laura hat R2 auf der Hand
    Und Lukas hat R3 auf der Hand
    Und Eva hat R4 auf der Hand
    Und Paul hat R5 auf der Hand
    Wenn reihum Hannah R9, Jan R1, Laura R2, Lukas R3, Eva R4 und Paul R5 gespielt werden
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
    Und Hannah hat R9 auf der Hand
    Und Jan hat R1 auf der Hand
    Und Laura hat R2 auf der Hand
    Und Lukas hat R3 auf der Hand
    Und Eva hat R4 auf der Hand
    Und Paul hat R5 auf der Hand
    Wenn reihum Hannah R9, Jan R1, Laura R2, Lukas R3, Eva R4 und Paul R5 gespielt werden
    Dann erzielt Hannah 5 Punkte in der Runde
    Und das Team von Hannah hat zusammen 35 Punkte
    Und das Team von Jan hat zusammen 42 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnen Jan, Lukas und Paul

  @nn/game.target @nn/teams.total @nn/clar.team-target @pair-team-target-player
  Szenario: Im Teamspiel zählt für die Grenze der Punktstand eines Spielers, nicht die Summe des Teams
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und die Option "target" ist "30"
    Und Hannah, Laura spielen als Team gegen Jan, Lukas
    Und die Punktstände vor dieser Runde sind Hannah 16, Jan 20, Laura 12 und Lukas 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel B5
    Und vor Jan liegen die Stapel G1
    Und vor Laura liegen die Stapel P2
    Und vor Lukas liegen die Stapel Y3
    Und Hannah hat R9 auf der Hand
    Und Jan hat R1 auf der Hand
    Und Laura hat R2 auf der Hand
    Und Lukas hat R3 auf der Hand
    Wenn reihum Hannah R9, Jan R1, Laura R2 und Lukas R3 gespielt werden
    Dann hat Hannah insgesamt 24 Punkte
    Und das Team von Hannah hat zusammen 38 Punkte
    Und das Team von Jan hat zusammen 34 Punkte
    Und das Spiel ist nicht zu Ende

  @nn/clar.team-target @pair-team-target-team
  Szenario: Andere Lesart: überschreitet die Summe eines Teams die Grenze, endet das Spiel
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und die Option "target" ist "30"
    Und die Option "team-target" ist "team"
    Und Hannah, Laura spielen als Team gegen Jan, Lukas
    Und die Punktstände vor dieser Runde sind Hannah 16, Jan 20, Laura 12 und Lukas 10
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel B5
    Und vor Jan liegen die Stapel G1
    Und vor Laura liegen die Stapel P2
    Und vor Lukas liegen die Stapel Y3
    Und Hannah hat R9 auf der Hand
    Und Jan hat R1 auf der Hand
    Und Laura hat R2 auf der Hand
    Und Lukas hat R3 auf der Hand
    Wenn reihum Hannah R9, Jan R1, Laura R2 und Lukas R3 gespielt werden
    Dann hat das Team von Hannah zusammen 38 Punkte
    Und das Team von Jan hat zusammen 34 Punkte
    Und das Spiel ist zu Ende
    Und es gewinnen Hannah und Laura
