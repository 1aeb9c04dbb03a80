# language: de
Funktionalität: Die offen ausgelegten Karten vor dem ersten Stich
  Jeder Spieler wählt Karten aus seiner Hand und legt sie nach Farben getrennt vor sich ab.
  Ein Stapel wird mit seiner Farbe und seinen Karten von unten nach oben geschrieben:
  „Rot 3 9“ ist die rote 9 auf der roten 3.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und noch niemand hat seine offenen Karten ausgelegt
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die rote 3, die rote 7, die blaue 5 und die gelbe 9 auf der Hand
    Und Jan hat die blaue 1, die grüne 1, die rote 1 und die gelbe 1 auf der Hand
    Und Laura hat die blaue 2, die grüne 2, die rote 2 und die gelbe 2 auf der Hand

  @nn/setup.face-up @nn/setup.by-colour @pair-setup-stack
  Szenario: Zwei Karten derselben Farbe werden in der gewählten Reihenfolge gestapelt
    Wenn Hannah die rote 7, die rote 3 und die blaue 5 offen auslegt
    Dann liegen vor Hannah jetzt die Stapel Rot 7 3 und Blau 5
    Und Hannah hat noch 1 Karte auf der Hand

  @nn/setup.by-colour @pair-setup-other-order
  Szenario: Die andere Reihenfolge legt die andere Karte nach oben
    Wenn Hannah die rote 3, die rote 7 und die blaue 5 offen auslegt
    Dann liegen vor Hannah jetzt die Stapel Rot 3 7 und Blau 5

  @nn/setup.face-up @pair-setup-two-cards
  Szenario: Zwei Karten reichen nicht
    Wenn Hannah die rote 3 und die blaue 5 offen auslegt
    Dann verstößt das gegen die Regel nn/setup.face-up

  @nn/setup.from-hand @pair-setup-not-held
  Szenario: Eine Karte, die nicht auf der Hand ist
    Wenn Hannah die grüne 1, die rote 3 und die blaue 5 offen auslegt
    Dann verstößt das gegen die Regel nn/setup.from-hand

  @nn/setup.once @pair-setup-twice
  Szenario: Ein zweites Mal auslegen
    Wenn Hannah die rote 3, die rote 7 und die blaue 5 offen auslegt
    Und Hannah die gelbe 9 offen auslegt
    Dann verstößt das gegen die Regel nn/setup.once

  @nn/setup.before-play @pair-setup-before-play
  Szenario: Ausspielen, bevor alle ausgelegt haben
    Wenn Hannah die rote 3, die rote 7 und die blaue 5 offen auslegt
    Und Jan die blaue 1, die grüne 1 und die rote 1 offen auslegt
    Und Hannah die gelbe 9 spielt
    Dann verstößt das gegen die Regel nn/setup.before-play

  @nn/setup.before-play @pair-setup-then-play
  Szenario: Wenn alle ausgelegt haben, beginnt der erste Stich
    Wenn Hannah die rote 3, die rote 7 und die blaue 5 offen auslegt
    Und Jan die blaue 1, die grüne 1 und die rote 1 offen auslegt
    Und Laura die blaue 2, die grüne 2 und die rote 2 offen auslegt
    Und Hannah die gelbe 9 spielt
    Dann ist Jan am Zug
