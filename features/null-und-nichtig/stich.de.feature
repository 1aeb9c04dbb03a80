# language: de
Funktionalität: Wer bekommt den Stich
  Der höchste Zahlenwert gewinnt; bei Gleichstand die zuerst gespielte Karte.

  Grundlage:
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Hannah spielt den nächsten Stich aus
    Und Hannah hat B3, B7 und B1 auf der Hand
    Und Jan hat G9, G3 und G1 auf der Hand
    Und Laura hat Y9, Y3 und Y1 auf der Hand

  @nn/trick.highest-wins @pair-highest
  Szenario: Der höchste Zahlenwert gewinnt, gleich welche Farbe
    Wenn reihum Hannah B7, Jan G3 und Laura Y9 gespielt werden
    Dann bekommt Laura den Stich

  @nn/trick.tie-first-played @nn/clar.tie-wording @pair-tie
  Szenario: Bei gleichem höchstem Wert gewinnt die zuerst gespielte Karte
    Wenn reihum Hannah B7, Jan G9 und Laura Y9 gespielt werden
    Dann bekommt Jan den Stich

  @nn/clar.tie-wording @pair-tie-lower-default
  Szenario: Ein Gleichstand bei einem niedrigeren Wert ändert nichts (Standardlesart)
    Wenn reihum Hannah B3, Jan G9 und Laura Y3 gespielt werden
    Dann bekommt Jan den Stich

  @nn/clar.tie-wording @pair-tie-lower-literal
  Szenario: Wörtliche Lesart des deutschen Textes: jeder Gleichstand gibt den Stich der ersten Karte
    Angenommen die Option "tie" ist "any-equal"
    Wenn reihum Hannah B3, Jan G9 und Laura Y3 gespielt werden
    Dann bekommt Hannah den Stich

  @nn/trick.winner-leads @pair-winner-leads
  Szenario: Wer den Stich bekommt, spielt den nächsten aus
    Wenn reihum Hannah B7, Jan G3 und Laura Y9 gespielt werden
    Dann ist Laura am Zug
    Wenn Hannah B3 spielt
    Dann verstößt das gegen die Regel nn/trick.winner-leads
