# language: de
Funktionalität: Wer bekommt den Stich
  Der höchste Zahlenwert gewinnt.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus

  @nn/trick.highest-wins @pair-highest
  Szenario: Der höchste Zahlenwert gewinnt, gleich welche Farbe
    Angenommen Hannah hat die blaue 7 auf der Hand
    Und Jan hat die grüne 3 auf der Hand
    Und Laura hat die gelbe 9 auf der Hand
    Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen
    Dann bekommt Laura den Stich
    Und vor Laura liegt jetzt der Stapel Gelb 9 7 3

  @nn/deck.cards @pair-dealt-twice
  Szenario: Eine Karte wird zweimal gegeben, obwohl es sie nur einmal gibt
    Angenommen Laura gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten                                                   |
      | Hannah  | Blau 1 6 8 11, Grün 1 5 11, Lila 4 5, Rot 1 3, Gelb 2 4  |
      | Jan     | Blau 2 7 11, Grün 2 3 6, Lila 3 6, Rot 5 11, Gelb 1 7 11 |
      | Laura   | Blau 4 5 9, Grün 4 7, Lila 1 2 11, Rot 2 4 6, Gelb 3 6   |
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/deck.cards
