# language: fr
Fonctionnalité: Pose des cartes
  Chacun range devant lui les cartes prises, par couleur, les cartes
  spéciales en haut de leur série.

  @bo/lay.by-colour @bo/score.own-colour
  Scénario: Les cartes prises sont rangées par couleur, les spéciales en haut
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Anna a le pion-haricot
    Et devant Anna sont déjà posées "R5 Y3"
    Et Anna a en main G5 B2
    Et Bert a en main R- Y7
    Et Carl a en main R- G3
    Et Dora a en main Yx2 B9
    Quand les coups suivants sont joués :
      """
      - Anna: play G5
      - Bert: play R-
      - Carl: play R-
      - Dora: play Yx2
      - Anna: take Bert
      - Bert: take Dora
      - Dora: take Carl
      - Carl: take Anna
      """
    Alors la série rouge d'Anna montre "[R-] R5"
    Et la série jaune d'Anna montre "Y3"
    Et la série jaune de Bert montre "[Yx2]"
    Et la série verte de Carl montre "G5"
    Et la série rouge de Dora montre "[R-]"
