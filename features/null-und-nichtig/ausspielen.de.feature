# language: de
Funktionalität: Eine Karte ausspielen
  Wer beginnt, in welcher Reihenfolge gespielt wird und welche Karten erlaubt sind.

  @nn/play.first-leader @pair-first-leader
  Szenario: Der linke Nachbar des Gebers beginnt die erste Runde
    Angenommen die Spieler Hannah, Jan, Laura und Lukas sitzen im Uhrzeigersinn
    Und Hannah gibt
    Und die Karten werden mit dem Startwert 5 gegeben
    Wenn jeder Spieler seine ersten möglichen Karten auslegt
    Dann darf ausspielen: Jan

  @nn/play.first-leader @pair-first-leader-refused
  Szenario: Ein anderer Spieler darf die erste Runde nicht beginnen
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
    Und Laura P2 spielt
    Dann verstößt das gegen die Regel nn/play.first-leader

  @nn/play.clockwise @pair-clockwise
  Szenario: Die anderen spielen im Uhrzeigersinn
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B5 und B6 auf der Hand
    Und Jan hat G3 und G4 auf der Hand
    Und Laura hat Y9 und Y8 auf der Hand
    Wenn Hannah B5 spielt
    Dann ist Jan am Zug
    Wenn Laura Y9 spielt
    Dann verstößt das gegen die Regel nn/play.clockwise

  @nn/play.any-card @pair-any-card
  Szenario: Es besteht kein Farbzwang
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B5 und B6 auf der Hand
    Und Jan hat G3 und B9 auf der Hand
    Und Laura hat Y9 und Y8 auf der Hand
    Wenn Hannah B5 spielt
    Und Jan G3 spielt
    Dann ist Laura am Zug

  @nn/play.in-hand @pair-in-hand
  Szenario: Gespielt wird nur, was man auf der Hand hat
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B5 und B6 auf der Hand
    Und Jan hat G3 und B9 auf der Hand
    Und Laura hat Y9 und Y8 auf der Hand
    Wenn Hannah Y11 spielt
    Dann verstößt das gegen die Regel nn/play.in-hand

  @nn/play.visible @nn/clar.visible-must-should @pair-visible
  Szenario: Jede Karte des Stichs bleibt ihrem Spieler zugeordnet
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B5 und B6 auf der Hand
    Und Jan hat G3 und B9 auf der Hand
    Und Laura hat Y9 und Y8 auf der Hand
    Wenn reihum Hannah B5, Jan G3 und Laura Y9 gespielt werden
    Dann ist der letzte Stich Hannah B5, Jan G3 und Laura Y9
