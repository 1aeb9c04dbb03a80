# language: fr
# Codes des cartes : R rouge, Y jaune, G vert, B bleu, P violet, A gris, K noir.
#
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
    Alors la main R2 Y5 G5 R3 Y3 G3 B3 P3 A3 vaut 7 points
    Et dans la main R2 Y5 G5 R3 Y3 G3 B3 P3 A3, les cartes annulées sont R3 Y3 G3 B3 P3 A3

  @zero/score.colour-group @zero/score.values-once
  Scénario: Deuxième exemple de la règle : 13 points
    Alors la main Y1 G1 R4 R8 R1 R3 Y4 R7 Y8 vaut 13 points
    Et dans la main Y1 G1 R4 R8 R1 R3 Y4 R7 Y8, les cartes annulées sont R4 R8 R1 R3 R7

  @zero/score.values-once
  Scénario: Troisième exemple de la règle : 15 points
    Alors la main R1 R2 Y2 G2 B5 R7 Y7 G7 B7 vaut 15 points
    Et dans la main R1 R2 Y2 G2 B5 R7 Y7 G7 B7, les cartes annulées sont aucune

  @zero/score.values-once
  Plan du scénario: Une valeur compte une seule fois, quel que soit le nombre de cartes
    Alors la main <main> vaut <points> points

    Exemples:
      | main                       | points |
      | R1 Y2 G3 B4 P5 A6 K7 R8 Y8 | 36     |
      | R7 Y7 G1 B2 P3 A4 K5 R6 G6 | 28     |
      | R7 Y7 G7 B7 P1 A2 K3 R4 Y4 | 17     |

  @zero/score.colour-group
  Plan du scénario: Cinq cartes ou plus d'une même couleur ne valent rien
    Alors la main <main> vaut <points> points
    Et dans la main <main>, les cartes annulées sont <annulées>

    Exemples:
      | main                       | points | annulées          |
      | B1 B2 B3 B4 B5 R7 Y7 G7 K6 | 13     | B1 B2 B3 B4 B5    |
      | P1 P2 P3 P4 P5 P6 R6 Y6 G7 | 13     | P1 P2 P3 P4 P5 P6 |
      | K1 K2 K3 K4 R5 Y6 G7 B8 P1 | 36     | aucune            |

  @zero/score.value-group
  Plan du scénario: Cinq cartes ou plus d'une même valeur ne valent rien
    Alors la main <main> vaut <points> points
    Et dans la main <main>, les cartes annulées sont <annulées>

    Exemples:
      | main                       | points | annulées       |
      | R8 Y8 G8 B8 P8 R1 Y2 G3 B4 | 10     | R8 Y8 G8 B8 P8 |
      | R8 Y8 G8 B8 R1 Y2 G3 B4 P5 | 23     | aucune         |

  @zero/score.colour-group
  Scénario: Une série de couleur et quatre cartes d'une même valeur : les quatre comptent une fois
    # Neuf cartes ne peuvent pas tenir deux séries de cinq sans carte commune.
    Alors la main K1 K2 K3 K4 K5 R8 Y8 G8 B8 vaut 8 points
    Et la main K1 K2 K3 K4 K5 R8 Y8 G8 B8 n'est pas un « Zéro »
