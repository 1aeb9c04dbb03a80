# language: de
Funktionalität: Den Stich einsammeln und die Karten ablegen
  Wer den Stich bekommt, nimmt zuerst seine eigene Karte, dann die anderen, und legt jede
  auf den Stapel ihrer Farbe.
  Ein Stapel wird mit seiner Farbe und seinen Karten von unten nach oben geschrieben:
  „Rot 3 9“ ist die rote 9 auf der roten 3.

  @nn/trick.collect-own-first @nn/trick.pile-by-colour @nn/trick.collect-order @nn/clar.collect-may @pair-rulebook-example
  Szenario: Das Beispiel der Spielregel
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten                                                      |
      | Hannah  | Blau 10 11, Grün 10 11, Lila 8 9 10 11, Rot 6 8 9, Gelb 7 8 |
      | Jan     | Blau 1 2 5, Grün 1 2 7, Lila 1 3, Rot 1 3, Gelb 1 2 9       |
      | Laura   | Blau 3 4 6, Grün 3 4 5, Lila 2 4 5, Rot 2 4, Gelb 3 4       |
      | Lukas   | Blau 7 8 9, Grün 6 8 9, Lila 6 7, Rot 5 7, Gelb 0 5 6       |
    Wenn Hannah die blaue 10, die grüne 10 und die rote 8 offen auslegt
    Und Jan die rote 3, die blaue 5 und die grüne 7 offen auslegt
    Und Laura die blaue 3, die grüne 3 und die rote 2 offen auslegt
    Und Lukas die blaue 7, die grüne 6 und die rote 5 offen auslegt
    Und reihum Jan die gelbe 9, Laura die lila 2, Lukas die gelbe 0 und Hannah die rote 6 spielen
    Dann bekommt Jan den Stich
    Und vor Jan liegen jetzt die Stapel Rot 3 6, Blau 5, Grün 7, Gelb 9 0 und Lila 2
    Und Jan hat 5 Stapel

  @nn/trick.collect-order @nn/clar.collect-order @pair-collect-clockwise
  Szenario: Standardlesart: nach der eigenen Karte wird im Uhrzeigersinn eingesammelt
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die gelbe 5 auf der Hand
    Und Jan hat die gelbe 2 auf der Hand
    Und Laura hat die gelbe 11 auf der Hand
    Und Lukas hat die gelbe 3 auf der Hand
    Wenn reihum Hannah die gelbe 5, Jan die gelbe 2, Laura die gelbe 11 und Lukas die gelbe 3 spielen
    Dann bekommt Laura den Stich
    Und vor Laura liegt jetzt der Stapel Gelb 11 3 5 2

  @nn/clar.collect-order @pair-collect-play-order
  Szenario: Eine Lesart des deutschen Textes: nach der eigenen Karte wird in Ausspielreihenfolge eingesammelt
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und die Option "collect-order" ist "play-order"
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die gelbe 5 auf der Hand
    Und Jan hat die gelbe 2 auf der Hand
    Und Laura hat die gelbe 11 auf der Hand
    Und Lukas hat die gelbe 3 auf der Hand
    Wenn reihum Hannah die gelbe 5, Jan die gelbe 2, Laura die gelbe 11 und Lukas die gelbe 3 spielen
    Dann bekommt Laura den Stich
    Und vor Laura liegt jetzt der Stapel Gelb 11 5 2 3

  @nn/trick.pile-by-colour @pair-pile-on-top
  Szenario: Eine gewonnene Karte deckt den Stapel ihrer Farbe ab oder eröffnet einen neuen
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel Rot 3 und Blau 5
    Und Hannah hat die rote 9 und die rote 1 auf der Hand
    Und Jan hat die rote 0 und die grüne 1 auf der Hand
    Und Laura hat die grüne 8 und die grüne 2 auf der Hand
    Wenn reihum Hannah die rote 9, Jan die rote 0 und Laura die grüne 8 spielen
    Dann bekommt Hannah den Stich
    Und vor Hannah liegen jetzt die Stapel Rot 3 9 0, Blau 5 und Grün 8
