# language: fr
Fonctionnalité: Le paquet, la donne et le premier joueur
  Biches et cerfs forment deux paquets; la table retire des cartes selon le
  nombre de joueurs et chacun reçoit autant de biches que de cerfs.

  @nb/deck.cards
  Scénario: le paquet complet compte soixante cartes
    Alors le paquet à 5 joueurs compte 30 biches et 30 cerfs
    Et le paquet à 5 joueurs contient 3 fois S0
    Et le paquet à 5 joueurs contient 3 fois S10
    Et le paquet à 5 joueurs contient 3 fois H8
    Et le paquet à 5 joueurs contient 2 fois H7
    Et le paquet à 5 joueurs contient 1 fois H7+
    Et le paquet à 5 joueurs contient 1 fois H1+
    Et le paquet à 5 joueurs contient 1 fois H15
    Et le paquet à 6 joueurs compte 30 biches et 30 cerfs

  @nb/deal.cards-removed
  Plan du scénario: des cartes sont retirées à 3 et 4 joueurs
    Alors le paquet à <joueurs> joueurs compte <biches> biches et <cerfs> cerfs
    Et le paquet à <joueurs> joueurs contient 0 fois <biche retirée>
    Et le paquet à <joueurs> joueurs contient 0 fois <cerf retiré>
    Et le paquet à <joueurs> joueurs contient 1 fois <biche gardée>
    Et le paquet à <joueurs> joueurs contient 3 fois <cerf gardé>
    Et le paquet à <joueurs> joueurs contient 3 fois S0

    Exemples:
      | joueurs | biches | cerfs | biche retirée | cerf retiré | biche gardée | cerf gardé |
      | 3       | 18     | 18    | H4            | S5          | H5+          | S6         |
      | 3       | 18     | 18    | H3+           | S2          | H15          | S10        |
      | 4       | 24     | 24    | H2            | S3          | H3+          | S4         |
      | 4       | 24     | 24    | H1+           | S2          | H11          | S9         |

  @nb/deal.hand
  Plan du scénario: chacun reçoit autant de biches que de cerfs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Quand Anna donne avec la graine 42
    Alors c'est accepté
    Et chaque joueur a reçu <n> biches et <n> cerfs

    Exemples:
      | joueurs                               | n |
      | Anna, Bert et Carl                    | 6 |
      | Anna, Bert, Carl et Dora              | 6 |
      | Anna, Bert, Carl, Dora et Emil        | 6 |
      | Anna, Bert, Carl, Dora, Emil et Fanny | 5 |

  @nb/deal.hand
  Scénario: une main de sept biches et cinq cerfs est refusée
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on donne, Anna commençant :
      | joueur | cartes                                  |
      | Anna   | H5 H5 H6 H7 H8 H9 H6 S0 S6 S7 S8 S9     |
      | Bert   | H5+ H7 H8 H9 H11 S0 S6 S7 S8 S9 S10 S10 |
      | Carl   | H6 H7+ H8 H9+ H13 H15 S0 S6 S7 S8 S9 S10 |
    Alors c'est refusé selon la règle nb/deal.hand

  @nb/deal.cards-removed
  Scénario: à trois joueurs, une biche 4 ne peut pas être distribuée
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on donne, Anna commençant :
      | joueur | cartes                                   |
      | Anna   | H4 H5 H6 H7 H8 H9 S0 S6 S7 S8 S9 S10     |
      | Bert   | H5+ H6 H7 H8 H9 H11 S0 S6 S7 S8 S9 S10   |
      | Carl   | H6 H7+ H8 H9+ H13 H15 S0 S6 S7 S8 S9 S10 |
    Alors c'est refusé selon la règle nb/deal.cards-removed

  @nb/deal.copies
  Scénario: la biche 15 n'existe qu'une fois
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on donne, Anna commençant :
      | joueur | cartes                                   |
      | Anna   | H5 H5 H6 H7 H8 H15 S0 S6 S7 S8 S9 S10    |
      | Bert   | H5+ H6 H7 H8 H9 H11 S0 S6 S7 S8 S9 S10   |
      | Carl   | H6 H7+ H8 H9+ H13 H15 S0 S6 S7 S8 S9 S10 |
    Alors c'est refusé selon la règle nb/deal.copies

  @nb/setup.players
  Plan du scénario: on joue de 3 à 6
    Quand une partie à <n> joueurs est créée
    Alors <verdict>

    Exemples:
      | n | verdict                                      |
      | 2 | c'est refusé selon la règle nb/setup.players |
      | 3 | c'est accepté                                |
      | 6 | c'est accepté                                |
      | 7 | c'est refusé selon la règle nb/setup.players |

  @nb/setup.starter
  Scénario: le premier joueur de la première manche est tiré au sort et doit être nommé
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on donne :
      | joueur | cartes                                   |
      | Anna   | H5 H5 H6 H7 H8 H9 S0 S6 S7 S8 S9 S10     |
      | Bert   | H5+ H6 H7 H8 H9 H11 S0 S6 S7 S8 S9 S10   |
      | Carl   | H6 H7+ H8 H9+ H13 H15 S0 S6 S7 S8 S9 S10 |
    Alors c'est refusé selon la règle nb/setup.starter

  @nb/setup.starter
  Scénario: le joueur tiré au sort commence la première manche
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on donne, Bert commençant :
      | joueur | cartes                                   |
      | Anna   | H5 H5 H6 H7 H8 H9 S0 S6 S7 S8 S9 S10     |
      | Bert   | H5+ H6 H7 H8 H9 H11 S0 S6 S7 S8 S9 S10   |
      | Carl   | H6 H7+ H8 H9+ H13 H15 S0 S6 S7 S8 S9 S10 |
    Alors c'est accepté
    Et le premier joueur de la manche est Bert
