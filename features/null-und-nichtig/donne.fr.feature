# language: fr
Fonctionnalité: Le matériel et la donne
  Les 65 cartes, le nombre de joueurs et ce que chacun reçoit.

  @nn/deck.cards @pair-deck
  Scénario: Le paquet compte 65 cartes en cinq couleurs
    Alors le paquet compte 65 cartes
    Et chacune des couleurs B, G, P, R et Y a les valeurs de 0 à 11 et un second 0

  @nn/deck.cards @pair-card-dealt-twice
  Scénario: Une carte distribuée deux fois alors que le paquet n'en a qu'une
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura distribue
    Et la donne est :
      | joueur | cartes                                     |
      | Anne   | B1 G1 R1 B11 G11 R3 Y2 P4 B6 Y4 G5 B8 P5   |
      | Jean   | B2 G2 Y1 B11 G3 R11 Y11 P3 B7 Y7 R5 G6 P6  |
      | Laura  | P1 P2 R2 B4 G4 R4 Y3 P11 B5 G7 R6 B9 Y6    |
    Quand la partie commence
    Alors c'est refusé selon la règle nn/deck.cards

  @nn/players.count @nn/deal.hand-size @nn/clar.undealt-cards @pair-deal-shape
  Plan du scénario: De trois à cinq joueurs reçoivent treize cartes chacun
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue
    Et les cartes sont distribuées avec la graine 11
    Quand la partie commence
    Alors chaque joueur a reçu 13 cartes et <hors-jeu> restent hors jeu

    Exemples:
      | joueurs                       | hors-jeu |
      | Anne, Jean et Laura           | 26       |
      | Anne, Jean, Laura et Luc      | 13       |
      | Anne, Jean, Laura, Luc et Eva | 0        |

  @nn/players.count @pair-players-count
  Plan du scénario: Trop peu ou trop de joueurs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue
    Et les cartes sont distribuées avec la graine 11
    Quand la partie commence
    Alors c'est refusé selon la règle nn/players.count

    Exemples:
      | joueurs                                     |
      | Anne et Jean                                |
      | Anne, Jean, Laura, Luc, Eva, Paul et Marie  |

  @nn/deal.hand-size @pair-hand-size
  Scénario: Un joueur reçoit douze cartes au lieu de treize
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura distribue
    Et la donne est :
      | joueur | cartes                                     |
      | Anne   | B1 G1 R1 B11 G11 R3 Y2 P4 B6 Y4 G5 B8      |
      | Jean   | B2 G2 Y1 B3 G3 R11 Y11 P3 B7 Y7 R5 G6 P6   |
      | Laura  | P1 P2 R2 B4 G4 R4 Y3 P11 B5 G7 R6 B9 Y6    |
    Quand la partie commence
    Alors c'est refusé selon la règle nn/deal.hand-size
