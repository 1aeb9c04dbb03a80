# language: de
Funktionalität: Das Material und das Geben
  Die 65 Karten, die Zahl der Spieler und was jeder bekommt.

  @nn/deck.cards @pair-deck
  Szenario: Das Spiel hat 65 Karten in fünf Farben
    Dann hat das Kartenspiel 65 Karten
    Und jede der Farben B, G, P, R und Y hat die Werte 0 bis 11 und eine zweite 0

  @nn/deck.cards @pair-card-dealt-twice
  Szenario: Eine Karte wird zweimal gegeben, obwohl es sie nur einmal gibt
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten |
      | Hannah | B1 G1 R1 B11 G11 R3 Y2 P4 B6 Y4 G5 B8 P5 |
      | Jan | B2 G2 Y1 B11 G3 R11 Y11 P3 B7 Y7 R5 G6 P6 |
      | Laura | P1 P2 R2 B4 G4 R4 Y3 P11 B5 G7 R6 B9 Y6 |
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/deck.cards

  @nn/players.count @nn/deal.hand-size @nn/clar.undealt-cards @pair-deal-shape
  Szenariogrundriss: Drei bis fünf Spieler bekommen je dreizehn Karten
    Angenommen die Spieler <Spieler> sitzen im Uhrzeigersinn
    Und Hannah gibt
    Und die Karten werden mit dem Startwert 11 gegeben
    Wenn das Spiel beginnt
    Dann hat jeder Spieler 13 Karten, und <aus-dem-Spiel> bleiben aus dem Spiel

    Beispiele:
      | Spieler | aus-dem-Spiel |
      | Hannah, Jan und Laura | 26 |
      | Hannah, Jan, Laura und Lukas | 13 |
      | Hannah, Jan, Laura, Lukas und Eva | 0 |

  @nn/players.count @pair-players-count
  Szenariogrundriss: Zu wenige oder zu viele Spieler
    Angenommen die Spieler <Spieler> sitzen im Uhrzeigersinn
    Und Hannah gibt
    Und die Karten werden mit dem Startwert 11 gegeben
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/players.count

    Beispiele:
      | Spieler |
      | Hannah und Jan |
      | Hannah, Jan, Laura, Lukas, Eva, Paul und Marie |

  @nn/deal.hand-size @pair-hand-size
  Szenario: Ein Spieler bekommt zwölf statt dreizehn Karten
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten |
      | Hannah | B1 G1 R1 B11 G11 R3 Y2 P4 B6 Y4 G5 B8 |
      | Jan | B2 G2 Y1 B3 G3 R11 Y11 P3 B7 Y7 R5 G6 P6 |
      | Laura | P1 P2 R2 B4 G4 R4 Y3 P11 B5 G7 R6 B9 Y6 |
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/deal.hand-size
