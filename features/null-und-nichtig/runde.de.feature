# language: de
Funktionalität: Rundenende und Wertung
  Nach dem letzten Stich zählen nur die obersten Karten der Stapel.
  Ein Stapel wird mit seiner Farbe und seinen Karten von unten nach oben geschrieben:
  „Rot 3 9“ ist die rote 9 auf der roten 3.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura spielt den nächsten Stich aus
    Und vor Hannah liegen die Stapel Rot 3 9, Blau 5 und Grün 0
    Und vor Jan liegen die Stapel Lila 11 2 und Gelb 7
    Und vor Laura liegen die Stapel Blau 8 und Gelb 1 4
    Und Hannah hat die grüne 11 auf der Hand
    Und Jan hat die rote 6 auf der Hand
    Und Laura hat die gelbe 3 auf der Hand

  @nn/round.tricks @pair-last-trick
  Szenario: Die Runde endet nach dem zehnten Stich
    Wenn reihum Laura die gelbe 3, Hannah die grüne 11 und Jan die rote 6 spielen
    Dann ist die Runde zu Ende
    Und es wurden 10 Stiche gespielt
    Wenn Hannah die grüne 11 spielt
    Dann verstößt das gegen die Regel nn/round.tricks

  @nn/round.score @nn/clar.score-timing @pair-round-score
  Szenario: Jeder Spieler zählt die obersten Karten seiner Stapel zusammen
    Wenn reihum Laura die gelbe 3, Hannah die grüne 11 und Jan die rote 6 spielen
    Dann bekommt Hannah den Stich
    Und vor Hannah liegen jetzt die Stapel Rot 3 9 6, Blau 5, Grün 0 11 und Gelb 3
    Und Hannah erzielt 25 Punkte in der Runde
    Und Jan erzielt 9 Punkte in der Runde
    Und Laura erzielt 12 Punkte in der Runde
    Und Jan hat insgesamt 9 Punkte

  @nn/round.next-leader @pair-next-leader
  Szenario: Wer die wenigsten Punkte erzielt hat, beginnt die nächste Runde
    Wenn reihum Laura die gelbe 3, Hannah die grüne 11 und Jan die rote 6 spielen
    Und die nächste Runde mit dem Startwert 3 gegeben wird
    Und alle Spieler die ersten Karten ihrer Hand offen auslegen
    Dann darf nur Jan ausspielen

  @nn/round.next-leader @pair-next-leader-refused
  Szenario: Ein anderer Spieler darf die nächste Runde nicht beginnen
    Wenn reihum Laura die gelbe 3, Hannah die grüne 11 und Jan die rote 6 spielen
    Und die nächste Runde mit dem Startwert 3 gegeben wird
    Und alle Spieler die ersten Karten ihrer Hand offen auslegen
    Und Laura die blaue 0 spielt
    Dann verstößt das gegen die Regel nn/round.next-leader

  @nn/clar.lowest-tie @pair-lowest-tie-any
  Szenario: Bei Gleichstand der wenigsten Punkte darf jeder der Punktgleichen beginnen
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Lila 5
    Und vor Laura liegt der Stapel Gelb 8
    Und Hannah hat die grüne 0 auf der Hand
    Und Jan hat die rote 3 auf der Hand
    Und Laura hat die gelbe 9 auf der Hand
    Wenn reihum Laura die gelbe 9, Hannah die grüne 0 und Jan die rote 3 spielen
    Dann erzielt Hannah 5 Punkte in der Runde
    Und Jan erzielt 5 Punkte in der Runde
    Wenn die nächste Runde mit dem Startwert 3 gegeben wird
    Und alle Spieler die ersten Karten ihrer Hand offen auslegen
    Dann dürfen nur Hannah und Jan ausspielen

  @nn/clar.lowest-tie @pair-lowest-tie-clockwise
  Szenario: Andere Lesart: der erste Punktgleiche im Uhrzeigersinn ab dem bisherigen Startspieler
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und die Option "lowest-tie" ist "first-clockwise"
    Und Laura spielt den nächsten Stich aus
    Und vor Hannah liegt der Stapel Blau 5
    Und vor Jan liegt der Stapel Lila 5
    Und vor Laura liegt der Stapel Gelb 8
    Und Hannah hat die grüne 0 auf der Hand
    Und Jan hat die rote 3 auf der Hand
    Und Laura hat die gelbe 9 auf der Hand
    Wenn reihum Laura die gelbe 9, Hannah die grüne 0 und Jan die rote 3 spielen
    Und die nächste Runde mit dem Startwert 3 gegeben wird
    Und alle Spieler die ersten Karten ihrer Hand offen auslegen
    Dann darf nur Hannah ausspielen
