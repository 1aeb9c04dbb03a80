# language: de
Funktionalität: Rundenende und Wertung
  Nach dem letzten Stich zählen nur die obersten Karten der Stapel.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel R3 R9, B5, G0
    Und vor Jan liegen die Stapel P11 P2, Y7
    Und vor Laura liegen die Stapel B8, Y1 Y4
    Und Hannah hat G11 auf der Hand
    Und Jan hat R6 auf der Hand
    Und Laura hat Y3 auf der Hand

  @nn/round.tricks @pair-last-trick
  Szenario: Die Runde endet nach dem zehnten Stich
    Wenn reihum Laura Y3, Hannah G11 und Jan R6 gespielt werden
    Dann ist die Runde zu Ende
    Und 10 Stiche wurden gespielt
    Wenn Hannah G11 spielt
    Dann verstößt das gegen die Regel nn/round.tricks

  @nn/round.score @nn/clar.score-timing @pair-round-score
  Szenario: Jeder Spieler zählt die obersten Karten seiner Stapel zusammen
    Wenn reihum Laura Y3, Hannah G11 und Jan R6 gespielt werden
    Dann bekommt Hannah den Stich
    Und die Stapel von Hannah sind R3 R9 R6, B5, G0 G11, Y3
    Und Hannah erzielt 25 Punkte in der Runde
    Und Jan erzielt 9 Punkte in der Runde
    Und Laura erzielt 12 Punkte in der Runde
    Und Jan hat insgesamt 9 Punkte

  @nn/round.next-leader @pair-next-leader
  Szenario: Wer am wenigsten Punkte erzielt hat, beginnt die nächste Runde
    Wenn reihum Laura Y3, Hannah G11 und Jan R6 gespielt werden
    Und die nächste Runde mit dem Startwert 3 gegeben wird
    Und jeder Spieler seine ersten möglichen Karten auslegt
    Dann darf ausspielen: Jan

  @nn/round.next-leader @pair-next-leader-refused
  Szenario: Ein anderer Spieler darf die nächste Runde nicht beginnen
    Wenn reihum Laura Y3, Hannah G11 und Jan R6 gespielt werden
    Und die nächste Runde mit dem Startwert 3 gegeben wird
    Und jeder Spieler seine ersten möglichen Karten auslegt
    Und Laura B0 spielt
    Dann verstößt das gegen die Regel nn/round.next-leader

  @nn/clar.lowest-tie @pair-lowest-tie-any
  Szenario: Bei Gleichstand der wenigsten Punkte darf jeder der Gleichstehenden beginnen
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel B5
    Und vor Jan liegen die Stapel P5
    Und vor Laura liegen die Stapel Y8
    Und Hannah hat G0 auf der Hand
    Und Jan hat R3 auf der Hand
    Und Laura hat Y9 auf der Hand
    Wenn reihum Laura Y9, Hannah G0 und Jan R3 gespielt werden
    Dann erzielt Hannah 5 Punkte in der Runde
    Und Jan erzielt 5 Punkte in der Runde
    Wenn die nächste Runde mit dem Startwert 3 gegeben wird
    Und jeder Spieler seine ersten möglichen Karten auslegt
    Dann dürfen ausspielen: Hannah und Jan

  @nn/clar.lowest-tie @pair-lowest-tie-clockwise
  Szenario: Andere Lesart: der erste Gleichstehende im Uhrzeigersinn ab dem bisherigen Startspieler
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und die Option "lowest-tie" ist "first-clockwise"
    Und Laura spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel B5
    Und vor Jan liegen die Stapel P5
    Und vor Laura liegen die Stapel Y8
    Und Hannah hat G0 auf der Hand
    Und Jan hat R3 auf der Hand
    Und Laura hat Y9 auf der Hand
    Wenn reihum Laura Y9, Hannah G0 und Jan R3 gespielt werden
    Und die nächste Runde mit dem Startwert 3 gegeben wird
    Und jeder Spieler seine ersten möglichen Karten auslegt
    Dann darf ausspielen: Hannah
