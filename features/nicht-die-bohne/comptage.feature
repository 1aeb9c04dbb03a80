# language: fr
Fonctionnalité: Comptage des séries

  @bo/score.beans @bo/score.minus @bo/score.double @bo/lay.by-colour
  Scénario: La disposition de Claudia (exemple de la règle ; valeurs déduites : +8, −6, score +2)
    Soit un joueur a posé devant lui le 3 bleu, le 5 bleu, le "-" rouge, le 1 rouge, le 5 rouge et le "x2" jaune
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
    Soit un joueur a posé devant lui le 4 rouge, le 5 rouge, le "x2" bleu, le 4 bleu, le 10 bleu, le "0" vert, le 7 vert, le 8 vert, le "-" jaune, le 6 jaune et le 7 jaune
    Alors sa série rouge vaut +9
    Et sa série bleue vaut +28
    Et sa série verte vaut 0
    Et sa série jaune vaut -13
    Et sa ligne + vaut 37, sa ligne - vaut 13 et son score +24

  @bo/score.beans @bo/score.zero @bo/score.minus @bo/score.double
  Plan du scénario: Valeur d'une série
    Soit un joueur a posé devant lui <cartes>
    Alors sa série rouge vaut <valeur>

    Exemples:
      | cartes                                                                | valeur |
      | le 1 rouge, le 5 rouge et le 10 rouge                                 | +16    |
      | le "0" rouge, le 7 rouge et le 8 rouge                                | 0      |
      | le "0" rouge, le "x2" rouge, le "-" rouge et le 9 rouge               | 0      |
      | le "-" rouge, le 1 rouge et le 5 rouge                                | -6     |
      | le "-" rouge, le "-" rouge, le 1 rouge et le 5 rouge                  | +6     |
      | le "-" rouge, le "-" rouge, le "-" rouge, le 1 rouge et le 5 rouge    | -6     |
      | le "x2" rouge, le 4 rouge et le 10 rouge                              | +28    |
      | le "x2" rouge, le "-" rouge et le 3 rouge                             | -6     |
      | le "x2" rouge, le "-" rouge, le "-" rouge et le 3 rouge               | +6     |
      | le "x2" rouge, le "-" rouge, le "-" rouge, le "-" rouge et le 3 rouge | -6     |
      | le "x2" rouge                                                         | 0      |
      | le "-" rouge                                                          | 0      |

  @bo/score.own-colour
  Scénario: Une carte spéciale ne vaut que pour sa couleur
    Soit un joueur a posé devant lui le "-" rouge, le 5 vert, le "x2" bleu et le 3 jaune
    Alors sa série rouge vaut 0
    Et sa série verte vaut +5
    Et sa série bleue vaut 0
    Et sa série jaune vaut +3
    Et sa ligne + vaut 8, sa ligne - vaut 0 et son score +8

  @bo/score.lines @bo/clar.negative-line
  Scénario: Le score d'une manche peut être négatif
    Soit un joueur a posé devant lui le "-" rouge, le 10 rouge et le 2 vert
    Alors sa ligne + vaut 2, sa ligne - vaut 10 et son score -8
