# language: de
Funktionalität: Wer bekommt den Stich
  Der höchste Zahlenwert gewinnt; bei Gleichstand die zuerst gespielte Karte.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat die blaue 3, die blaue 7 und die blaue 1 auf der Hand
    Und Jan hat die grüne 9, die grüne 3 und die grüne 1 auf der Hand
    Und Laura hat die gelbe 9, die gelbe 3 und die gelbe 1 auf der Hand

  @nn/trick.highest-wins @pair-highest
  Szenario: Der höchste Zahlenwert gewinnt, gleich welche Farbe
    Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen
    Dann bekommt Laura den Stich

  @nn/trick.tie-first-played @nn/clar.tie-wording @pair-tie
  Szenario: Bei gleichem höchstem Wert gewinnt die zuerst gespielte Karte
    Wenn reihum Hannah die blaue 7, Jan die grüne 9 und Laura die gelbe 9 spielen
    Dann bekommt Jan den Stich

  @nn/clar.tie-wording @pair-tie-lower-default
  Szenario: Ein Gleichstand bei einem niedrigeren Wert ändert nichts (Standardlesart)
    Wenn reihum Hannah die blaue 3, Jan die grüne 9 und Laura die gelbe 3 spielen
    Dann bekommt Jan den Stich

  @nn/clar.tie-wording @pair-tie-lower-literal
  Szenario: Wörtliche Lesart des deutschen Textes: jeder Gleichstand geht an die zuerst gespielte der gleichen Karten
    Angenommen die Option "tie" ist "any-equal"
    Wenn reihum Hannah die blaue 3, Jan die grüne 9 und Laura die gelbe 3 spielen
    Dann bekommt Hannah den Stich

  @nn/trick.winner-leads @pair-winner-leads
  Szenario: Wer den Stich bekommt, spielt den nächsten aus
    Wenn reihum Hannah die blaue 7, Jan die grüne 3 und Laura die gelbe 9 spielen
    Dann ist Laura am Zug
    Wenn Hannah die blaue 3 spielt
    Dann verstößt das gegen die Regel nn/trick.winner-leads
