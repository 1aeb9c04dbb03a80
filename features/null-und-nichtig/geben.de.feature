# language: de
Funktionalität: Das Material und das Geben
  Die 65 Karten, die Zahl der Spieler und was jeder bekommt.

  @nn/deck.cards @pair-deck
  Szenario: Das Kartenspiel hat 65 Karten in fünf Farben
    Dann hat das Kartenspiel 65 Karten
    Und jede der Farben Blau, Grün, Lila, Rot und Gelb hat die Werte 0 bis 11 und eine zweite 0

  @nn/deck.cards @pair-card-dealt-twice
  Szenario: Eine Karte wird zweimal gegeben, obwohl es sie nur einmal gibt
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten                                                   |
      | Hannah  | Blau 1 6 8 11, Grün 1 5 11, Lila 4 5, Rot 1 3, Gelb 2 4  |
      | Jan     | Blau 2 7 11, Grün 2 3 6, Lila 3 6, Rot 5 11, Gelb 1 7 11 |
      | Laura   | Blau 4 5 9, Grün 4 7, Lila 1 2 11, Rot 2 4 6, Gelb 3 6   |
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/deck.cards

  @nn/players.count @nn/deal.hand-size @nn/clar.undealt-cards @pair-deal-shape
  Szenariogrundriss: Drei bis fünf Spieler bekommen je dreizehn Karten
    Angenommen die Spieler <Spieler> sitzen im Uhrzeigersinn
    Und Hannah gibt mit dem Startwert 11
    Wenn das Spiel beginnt
    Dann hat jeder Spieler 13 Karten, und <aus-dem-Spiel> bleiben aus dem Spiel

    Beispiele:
      | Spieler                           | aus-dem-Spiel |
      | Hannah, Jan und Laura             | 26            |
      | Hannah, Jan, Laura und Lukas      | 13            |
      | Hannah, Jan, Laura, Lukas und Eva | 0             |

  @nn/players.count @pair-players-count
  Szenariogrundriss: Zu wenige oder zu viele Spieler
    Angenommen die Spieler <Spieler> sitzen im Uhrzeigersinn
    Und Hannah gibt mit dem Startwert 11
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/players.count

    Beispiele:
      | Spieler                                        |
      | Hannah und Jan                                 |
      | Hannah, Jan, Laura, Lukas, Eva, Paul und Marie |

  @nn/deal.hand-size @pair-hand-size
  Szenario: Ein Spieler bekommt zwölf statt dreizehn Karten
    Angenommen die Spieler Hannah, Jan und Laura sitzen im Uhrzeigersinn
    Und Laura gibt
    Und die Karten sind so verteilt:
      | Spieler | Karten                                                  |
      | Hannah  | Blau 1 6 8 11, Grün 1 5 11, Lila 4, Rot 1 3, Gelb 2 4   |
      | Jan     | Blau 2 3 7, Grün 2 3 6, Lila 3 6, Rot 5 11, Gelb 1 7 11 |
      | Laura   | Blau 4 5 9, Grün 4 7, Lila 1 2 11, Rot 2 4 6, Gelb 3 6  |
    Wenn das Spiel beginnt
    Dann verstößt das gegen die Regel nn/deal.hand-size
