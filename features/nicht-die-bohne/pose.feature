# language: fr
Fonctionnalité: Pose des cartes
  Chacun range devant lui les cartes prises, par couleur, les cartes
  spéciales en haut de leur série.

  @bo/lay.by-colour @bo/score.own-colour
  Scénario: Les cartes prises sont rangées par couleur, les spéciales en haut
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Anna a le pion-haricot
    Et Anna a déjà pris le 5 rouge et le 3 jaune
    Et Anna a en main le 5 vert et le 2 bleu
    Et Bert a en main le "-" rouge et le 7 jaune
    Et Carl a en main le "-" rouge et le 3 vert
    Et Dora a en main le "x2" jaune et le 9 bleu
    Quand les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le "-" rouge
      - Carl joue le "-" rouge
      - Dora joue le "x2" jaune
      - Anna prend la carte de Bert
      - Bert prend la carte de Dora
      - Dora prend la carte de Carl
      - Carl prend la carte d'Anna
      """
    Alors la série rouge d'Anna montre le "-" rouge et le 5 rouge
    Et la série jaune d'Anna montre le 3 jaune
    Et la série jaune de Bert montre le "x2" jaune
    Et la série verte de Carl montre le 5 vert
    Et la série rouge de Dora montre le "-" rouge
