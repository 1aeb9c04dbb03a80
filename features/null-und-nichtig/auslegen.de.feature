# language: de
Funktionalität: Die offen ausgelegten Karten vor dem ersten Stich
  Jeder Spieler wählt Karten aus seiner Hand und legt sie nach Farben getrennt vor sich ab.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und noch niemand hat seine offenen Karten ausgelegt
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat R3, R7, B5 und Y9 auf der Hand
    Und Jan hat B1, G1, R1 und Y1 auf der Hand
    Und Laura hat B2, G2, R2 und Y2 auf der Hand

  @nn/setup.face-up @nn/setup.by-colour @pair-setup-stack
  Szenario: Zwei Karten derselben Farbe werden in der gewählten Reihenfolge gestapelt
    Wenn Hannah R7, R3 und B5 offen auslegt
    Dann sind die Stapel von Hannah R7 R3, B5
    Und Hannah hat noch 1 Karte auf der Hand

  @nn/setup.by-colour @pair-setup-other-order
  Szenario: Die andere Reihenfolge legt die andere Karte nach oben
    Wenn Hannah R3, R7 und B5 offen auslegt
    Dann sind die Stapel von Hannah R3 R7, B5

  @nn/setup.face-up @pair-setup-two-cards
  Szenario: Zwei Karten reichen nicht
    Wenn Hannah R3 und B5 offen auslegt
    Dann verstößt das gegen die Regel nn/setup.face-up

  @nn/setup.from-hand @pair-setup-not-held
  Szenario: Eine Karte, die nicht auf der Hand ist
    Wenn Hannah G1, R3 und B5 offen auslegt
    Dann verstößt das gegen die Regel nn/setup.from-hand

  @nn/setup.once @pair-setup-twice
  Szenario: Ein zweites Mal auslegen
    Wenn Hannah R3, R7 und B5 offen auslegt
    Und Hannah Y9 offen auslegt
    Dann verstößt das gegen die Regel nn/setup.once

  @nn/setup.before-play @pair-setup-before-play
  Szenario: Ausspielen, bevor alle ausgelegt haben
    Wenn Hannah R3, R7 und B5 offen auslegt
    Und Jan B1, G1 und R1 offen auslegt
    Und Hannah Y9 spielt
    Dann verstößt das gegen die Regel nn/setup.before-play

  @nn/setup.before-play @pair-setup-then-play
  Szenario: Wenn alle ausgelegt haben, beginnt der erste Stich
    Wenn Hannah R3, R7 und B5 offen auslegt
    Und Jan B1, G1 und R1 offen auslegt
    Und Laura B2, G2 und R2 offen auslegt
    Und Hannah Y9 spielt
    Dann ist Jan am Zug
