# language: fr
# La règle imprime seulement les valeurs de ses trois exemples. Les couleurs
# ci-dessous sont choisies pour que les totaux imprimés tiennent, dans l'ordre
# des cartes de la règle :
#  - 2 5 5 3 3 3 3 3 3 = 7 : les six 3 forment la série de valeur, aucune
#    couleur n'atteint 5 cartes (rouge, jaune et vert 2 fois chacun) ;
#  - 1 1 4 8 1 3 4 7 8 = 13 : le total 13 = 1 + 4 + 8 exige que le 3, le 7 et
#    un exemplaire de 1, de 4 et de 8 forment une série de couleur (ici rouge),
#    le reste (deux 1, un 4, un 8) compte 1 + 4 + 8 ;
#  - 1 2 2 2 5 7 7 7 7 = 15 : aucune série (quatre 7 seulement, aucune couleur
#    plus de 3 fois), 1 + 2 + 5 + 7.
Fonctionnalité: Le comptage des points d'une main

  @zero/score.value-group @zero/score.values-once
  Scénario: Premier exemple de la règle : 7 points
    Alors la main 2 rouge, 5 jaune, 5 vert, 3 rouge, 3 jaune, 3 vert, 3 bleu, 3 violet et 3 gris vaut 7 points
    Et dans la main 2 rouge, 5 jaune, 5 vert, 3 rouge, 3 jaune, 3 vert, 3 bleu, 3 violet et 3 gris, les cartes annulées sont le 3 rouge, le 3 jaune, le 3 vert, le 3 bleu, le 3 violet et le 3 gris

  @zero/score.colour-group @zero/score.values-once
  Scénario: Deuxième exemple de la règle : 13 points
    Alors la main 1 jaune, 1 gris, 4 jaune, 8 jaune, 1 noir, 3 noir, 4 noir, 7 noir et 8 noir vaut 13 points
    Et dans la main 1 jaune, 1 gris, 4 jaune, 8 jaune, 1 noir, 3 noir, 4 noir, 7 noir et 8 noir, les cartes annulées sont le 1 noir, le 3 noir, le 4 noir, le 7 noir et le 8 noir

  @zero/score.values-once
  Scénario: Troisième exemple de la règle : 15 points
    Alors la main 1 rouge, 2 rouge, 2 jaune, 2 vert, 5 bleu, 7 rouge, 7 jaune, 7 vert et 7 bleu vaut 15 points
    Et dans la main 1 rouge, 2 rouge, 2 jaune, 2 vert, 5 bleu, 7 rouge, 7 jaune, 7 vert et 7 bleu, aucune carte n'est annulée

  @zero/score.values-once
  Plan du scénario: Une valeur compte une seule fois, quel que soit le nombre de cartes
    Alors la main <main> vaut <points> points

    Exemples:
      | main                                                                           | points |
      | 1 rouge, 2 jaune, 3 vert, 4 bleu, 5 violet, 6 gris, 7 noir, 8 rouge et 8 jaune | 36     |
      | 7 rouge, 7 jaune, 1 vert, 2 bleu, 3 violet, 4 gris, 5 noir, 6 rouge et 6 vert  | 28     |
      | 7 rouge, 7 jaune, 7 vert, 7 bleu, 1 violet, 2 gris, 3 noir, 4 rouge et 4 jaune | 17     |

  @zero/score.colour-group
  Plan du scénario: Cinq cartes ou plus d'une même couleur ne valent rien
    Alors la main <main> vaut <points> points
    Et dans la main <main>, <annulées>

    Exemples:
      | main                                                                                   | points | annulées                                                                                                |
      | 1 bleu, 2 bleu, 3 bleu, 4 bleu, 5 bleu, 7 rouge, 7 jaune, 7 vert et 6 noir             | 13     | les cartes annulées sont le 1 bleu, le 2 bleu, le 3 bleu, le 4 bleu et le 5 bleu                        |
      | 1 violet, 2 violet, 3 violet, 4 violet, 5 violet, 6 violet, 6 rouge, 6 jaune et 7 vert | 13     | les cartes annulées sont le 1 violet, le 2 violet, le 3 violet, le 4 violet, le 5 violet et le 6 violet |
      | 1 noir, 2 noir, 3 noir, 4 noir, 5 rouge, 6 jaune, 7 vert, 8 bleu et 1 violet           | 36     | aucune carte n'est annulée                                                                              |

  @zero/score.value-group
  Plan du scénario: Cinq cartes ou plus d'une même valeur ne valent rien
    Alors la main <main> vaut <points> points
    Et dans la main <main>, <annulées>

    Exemples:
      | main                                                                           | points | annulées                                                                             |
      | 8 rouge, 8 jaune, 8 vert, 8 bleu, 8 violet, 1 rouge, 2 jaune, 3 vert et 4 bleu | 10     | les cartes annulées sont le 8 rouge, le 8 jaune, le 8 vert, le 8 bleu et le 8 violet |
      | 8 rouge, 8 jaune, 8 vert, 8 bleu, 1 rouge, 2 jaune, 3 vert, 4 bleu et 5 violet | 23     | aucune carte n'est annulée                                                           |

  @zero/score.colour-group
  Scénario: Une série de couleur et quatre cartes d'une même valeur : les quatre comptent une fois
    # Neuf cartes ne peuvent pas tenir deux séries de cinq sans carte commune.
    Alors la main 1 noir, 2 noir, 3 noir, 4 noir, 5 noir, 8 rouge, 8 jaune, 8 vert et 8 bleu vaut 8 points
    Et la main 1 noir, 2 noir, 3 noir, 4 noir, 5 noir, 8 rouge, 8 jaune, 8 vert et 8 bleu n'est pas un « Zéro »
