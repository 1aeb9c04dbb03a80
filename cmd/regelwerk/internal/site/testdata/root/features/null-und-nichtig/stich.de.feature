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
    Und Laura hat die gelbe 8 auf der Hand
    Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 8 spielen
    Dann bekommt Laura den Stich

  @nn/players.count @pair-players
  Szenariogrundriss: Zu wenige Spieler
    Angenommen die Spieler <Spieler> sitzen im Uhrzeigersinn
    Und Hannah gibt
    Und man gibt mit dem Startwert 11
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/players.count

    Beispiele:
      | Spieler        |
      | Hannah und Jan |
      | Hannah         |
