# language: de
Funktionalität: Den Stich einsammeln und die Karten ablegen
  Wer den Stich bekommt, nimmt zuerst seine eigene Karte, dann die anderen, und legt jede
  auf den Stapel ihrer Farbe.

  @nn/trick.collect-own-first @nn/trick.pile-by-colour @nn/trick.collect-order @nn/clar.collect-may @pair-rulebook-example
  Szenario: Das Beispiel der Spielregel
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten |
      | Hannah | R6 B10 B11 G10 G11 P8 P9 R8 R9 Y7 Y8 P10 P11 |
      | Jan | R3 B5 G7 Y9 B1 B2 G1 G2 P1 P3 R1 Y1 Y2 |
      | Laura | P2 B3 B4 G3 G4 P4 P5 R2 R4 Y3 Y4 B6 G5 |
      | Lukas | Y0 B7 B8 G6 G8 P6 P7 R5 R7 Y5 Y6 B9 G9 |
    Wenn Hannah B10, G10 und R8 offen auslegt
    Und Jan R3, B5 und G7 offen auslegt
    Und Laura B3, G3 und R2 offen auslegt
    Und Lukas B7, G6 und R5 offen auslegt
    Und reihum Jan Y9, Laura P2, Lukas Y0 und Hannah R6 gespielt werden
    Dann bekommt Jan den Stich
    Und die Stapel von Jan sind R3 R6, B5, G7, Y9 Y0, P2
    Und Jan hat 5 Stapel

  @nn/trick.collect-order @nn/clar.collect-order @pair-collect-clockwise
  Szenario: Standardlesart: nach der eigenen Karte wird im Uhrzeigersinn eingesammelt
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat Y5 auf der Hand
    Und Jan hat Y2 auf der Hand
    Und Laura hat Y11 auf der Hand
    Und Lukas hat Y3 auf der Hand
    Wenn reihum Hannah Y5, Jan Y2, Laura Y11 und Lukas Y3 gespielt werden
    Dann bekommt Laura den Stich
    Und die Stapel von Laura sind Y11 Y3 Y5 Y2

  @nn/clar.collect-order @pair-collect-play-order
  Szenario: Lesart des deutschen Textes: nach der eigenen Karte wird in Ausspielreihenfolge eingesammelt
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und die Option "collect-order" ist "play-order"
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat Y5 auf der Hand
    Und Jan hat Y2 auf der Hand
    Und Laura hat Y11 auf der Hand
    Und Lukas hat Y3 auf der Hand
    Wenn reihum Hannah Y5, Jan Y2, Laura Y11 und Lukas Y3 gespielt werden
    Dann bekommt Laura den Stich
    Und die Stapel von Laura sind Y11 Y5 Y2 Y3

  @nn/trick.pile-by-colour @pair-pile-on-top
  Szenario: Eine gewonnene Karte deckt den Stapel ihrer Farbe ab oder eröffnet einen neuen
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel R3, B5
    Und Hannah hat R9 und R1 auf der Hand
    Und Jan hat R0 und G1 auf der Hand
    Und Laura hat G8 und G2 auf der Hand
    Wenn reihum Hannah R9, Jan R0 und Laura G8 gespielt werden
    Dann bekommt Hannah den Stich
    Und die Stapel von Hannah sind R3 R9 R0, B5, G8
