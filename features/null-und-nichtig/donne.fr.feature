# language: fr
Fonctionnalité: Le matériel et la donne
  Les 65 cartes, le nombre de joueurs et ce que chacun reçoit.

  @nn/deck.cards @pair-deck
  Scénario: Le paquet compte 65 cartes en cinq couleurs
    Alors le paquet compte 65 cartes
    Et chacune des couleurs bleu, vert, violet, rouge et jaune a les valeurs de 0 à 11 et un second 0

  @nn/deck.cards @pair-card-dealt-twice
  Scénario: Une carte distribuée deux fois alors que le paquet n'en a qu'une
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura distribue
    Et la donne est :
      | joueur | cartes                                                        |
      | Anne   | bleu 1 6 8 11, vert 1 5 11, violet 4 5, rouge 1 3, jaune 2 4  |
      | Jean   | bleu 2 7 11, vert 2 3 6, violet 3 6, rouge 5 11, jaune 1 7 11 |
      | Laura  | bleu 4 5 9, vert 4 7, violet 1 2 11, rouge 2 4 6, jaune 3 6   |
    Quand la partie commence
    Alors c'est refusé selon la règle nn/deck.cards

  @nn/players.count @nn/deal.hand-size @nn/clar.undealt-cards @pair-deal-shape
  Plan du scénario: De trois à cinq joueurs, chacun reçoit treize cartes
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue avec la graine 11
    Quand la partie commence
    Alors chaque joueur a reçu 13 cartes et <hors-jeu> hors jeu

    Exemples:
      | joueurs                       | hors-jeu   |
      | Anne, Jean et Laura           | 26 restent |
      | Anne, Jean, Laura et Luc      | 13 restent |
      | Anne, Jean, Laura, Luc et Eva | 0 reste    |

  @nn/players.count @pair-players-count
  Plan du scénario: Trop peu ou trop de joueurs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue avec la graine 11
    Quand la partie commence
    Alors c'est refusé selon la règle nn/players.count

    Exemples:
      | joueurs                                    |
      | Anne et Jean                               |
      | Anne, Jean, Laura, Luc, Eva, Paul et Marie |

  @nn/deal.hand-size @pair-hand-size
  Scénario: Un joueur reçoit douze cartes au lieu de treize
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura distribue
    Et la donne est :
      | joueur | cartes                                                       |
      | Anne   | bleu 1 6 8 11, vert 1 5 11, violet 4, rouge 1 3, jaune 2 4   |
      | Jean   | bleu 2 3 7, vert 2 3 6, violet 3 6, rouge 5 11, jaune 1 7 11 |
      | Laura  | bleu 4 5 9, vert 4 7, violet 1 2 11, rouge 2 4 6, jaune 3 6  |
    Quand la partie commence
    Alors c'est refusé selon la règle nn/deal.hand-size
