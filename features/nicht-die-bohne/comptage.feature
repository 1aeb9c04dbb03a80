# language: fr
Fonctionnalité: Comptage des séries

  @bo/score.beans @bo/score.minus @bo/score.double @bo/lay.by-colour
  Scénario: La disposition de Claudia (exemple de la règle)
    Soit un joueur a posé devant lui "B3 B5 R- R1 R5 Yx2"
    Alors sa série bleue vaut +8
    Et sa série rouge vaut -6
    Et sa série jaune vaut 0
    Et sa série verte vaut 0
    Et sa ligne + vaut 8, sa ligne - vaut 6 et son score +2

  @bo/score.lines @bo/clar.negative-line
  Scénario: L'exemple final de la règle
    Soit un joueur dont les séries valent : rouge +9, bleue +28, verte 0, jaune -13
    Alors sa ligne + vaut 37, sa ligne - vaut 13 et son score +24

  @bo/score.lines @bo/score.zero @bo/score.double @bo/score.minus
  Scénario: L'exemple final avec des cartes qui donnent ces séries
    Soit un joueur a posé devant lui "R4 R5 Bx2 B4 B10 G0 G7 G8 Y- Y6 Y7"
    Alors sa série rouge vaut +9
    Et sa série bleue vaut +28
    Et sa série verte vaut 0
    Et sa série jaune vaut -13
    Et sa ligne + vaut 37, sa ligne - vaut 13 et son score +24

  @bo/score.beans @bo/score.zero @bo/score.minus @bo/score.double
  Plan du scénario: Valeur d'une série
    Soit un joueur a posé devant lui "<cartes>"
    Alors sa série rouge vaut <valeur>

    Exemples:
      | cartes             | valeur |
      | R1 R5 R10          | +16    |
      | R0 R7 R8           | 0      |
      | R0 Rx2 R- R9       | 0      |
      | R- R1 R5           | -6     |
      | R- R- R1 R5        | +6     |
      | R- R- R- R1 R5     | -6     |
      | Rx2 R4 R10         | +28    |
      | Rx2 R- R3          | -6     |
      | Rx2 R- R- R3       | +6     |
      | Rx2                | 0      |
      | R-                 | 0      |

  @bo/score.own-colour
  Scénario: Une carte spéciale ne vaut que pour sa couleur
    Soit un joueur a posé devant lui "R- G5 Bx2 Y3"
    Alors sa série rouge vaut 0
    Et sa série verte vaut +5
    Et sa série bleue vaut 0
    Et sa série jaune vaut +3
    Et sa ligne + vaut 8, sa ligne - vaut 0 et son score +8

  @bo/score.lines @bo/clar.negative-line
  Scénario: Le score d'une manche peut être négatif
    Soit un joueur a posé devant lui "R- R10 G2"
    Alors sa ligne + vaut 2, sa ligne - vaut 10 et son score -8
