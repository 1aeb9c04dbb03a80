# language: de
Funktionalität: Eine Karte ausspielen
  Wer beginnt, in welcher Reihenfolge gespielt wird und welche Karten erlaubt sind.

  @nn/play.first-leader @pair-first-leader
  Szenario: Der linke Nachbar des Gebers beginnt die erste Runde
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah gibt mit dem Startwert 5
    Wenn alle Spieler die ersten Karten ihrer Hand offen auslegen
    Dann darf nur Jan ausspielen

  @nn/play.first-leader @pair-first-leader-refused
  Szenario: Ein anderer Spieler darf die erste Runde nicht beginnen
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
    Und Laura die lila 2 spielt
    Dann verstößt das gegen die Regel nn/play.first-leader

  @nn/play.clockwise @pair-clockwise
  Szenario: Die anderen spielen im Uhrzeigersinn
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 5 und die blaue 6 auf der Hand
    Und Jan hat die grüne 3 und die grüne 4 auf der Hand
    Und Laura hat die gelbe 9 und die gelbe 8 auf der Hand
    Wenn Hannah die blaue 5 spielt
    Dann ist Jan am Zug
    Wenn Laura die gelbe 9 spielt
    Dann verstößt das gegen die Regel nn/play.clockwise

  @nn/play.any-card @pair-any-card
  Szenario: Es besteht kein Farbzwang
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 5 und die blaue 6 auf der Hand
    Und Jan hat die grüne 3 und die blaue 9 auf der Hand
    Und Laura hat die gelbe 9 und die gelbe 8 auf der Hand
    Wenn Hannah die blaue 5 spielt
    Und Jan die grüne 3 spielt
    Dann ist Laura am Zug

  @nn/play.in-hand @pair-in-hand
  Szenario: Gespielt wird nur, was man auf der Hand hat
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 5 und die blaue 6 auf der Hand
    Und Jan hat die grüne 3 und die blaue 9 auf der Hand
    Und Laura hat die gelbe 9 und die gelbe 8 auf der Hand
    Wenn Hannah die gelbe 11 spielt
    Dann verstößt das gegen die Regel nn/play.in-hand

  @nn/play.visible @nn/clar.visible-must-should @pair-visible
  Szenario: Jede Karte des Stichs bleibt ihrem Spieler zugeordnet
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 5 und die blaue 6 auf der Hand
    Und Jan hat die grüne 3 und die blaue 9 auf der Hand
    Und Laura hat die gelbe 9 und die gelbe 8 auf der Hand
    Wenn reihum Hannah die blaue 5, Jan die grüne 3 und Laura die gelbe 9 spielen
    Dann besteht der letzte Stich aus der blauen 5 von Hannah, der grünen 3 von Jan und der gelben 9 von Laura
