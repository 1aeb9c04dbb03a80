# language: fr
Fonctionnalité: Le paquet, la donne et le premier joueur
  Biches et cerfs forment deux paquets ; selon le nombre de joueurs, on retire
  des cartes, et chacun reçoit autant de biches que de cerfs.

  @nb/deck.cards
  Scénario: Le paquet complet compte soixante cartes
    Alors le paquet à 5 joueurs compte 30 biches et 30 cerfs
    Et le paquet à 5 joueurs contient 3 fois le Null Bock
    Et le paquet à 5 joueurs contient 3 fois le cerf 10
    Et le paquet à 5 joueurs contient 3 fois la biche 8
    Et le paquet à 5 joueurs contient 2 fois la biche 7
    Et le paquet à 5 joueurs contient 1 fois la biche prétentieuse 7
    Et le paquet à 5 joueurs contient 1 fois la biche prétentieuse 1
    Et le paquet à 5 joueurs contient 1 fois la biche 15
    Et le paquet à 6 joueurs compte 30 biches et 30 cerfs

  @nb/deal.cards-removed
  Plan du scénario: Des cartes sont retirées à 3 et 4 joueurs
    Alors le paquet à <joueurs> joueurs compte <biches> biches et <cerfs> cerfs
    Et le paquet à <joueurs> joueurs contient 0 fois <biche retirée>
    Et le paquet à <joueurs> joueurs contient 0 fois <cerf retiré>
    Et le paquet à <joueurs> joueurs contient 1 fois <biche gardée>
    Et le paquet à <joueurs> joueurs contient 3 fois <cerf gardé>
    Et le paquet à <joueurs> joueurs contient 3 fois le Null Bock

    Exemples:
      | joueurs | biches | cerfs | biche retirée           | cerf retiré | biche gardée            | cerf gardé |
      | 3       | 18     | 18    | la biche 4              | le cerf 5   | la biche prétentieuse 5 | le cerf 6  |
      | 3       | 18     | 18    | la biche prétentieuse 3 | le cerf 2   | la biche 15             | le cerf 10 |
      | 4       | 24     | 24    | la biche 2              | le cerf 3   | la biche prétentieuse 3 | le cerf 4  |
      | 4       | 24     | 24    | la biche prétentieuse 1 | le cerf 2   | la biche 11             | le cerf 9  |

  @nb/deal.hand
  Plan du scénario: Chacun reçoit autant de biches que de cerfs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Quand Anna distribue avec la graine 42
    Alors c'est accepté
    Et chaque joueur a reçu <n> biches et <n> cerfs

    Exemples:
      | joueurs                               | n |
      | Anna, Bert et Carl                    | 6 |
      | Anna, Bert, Carl et Dora              | 6 |
      | Anna, Bert, Carl, Dora et Emil        | 6 |
      | Anna, Bert, Carl, Dora, Emil et Fanny | 5 |

  @nb/deal.hand
  Scénario: Une main de sept biches et cinq cerfs est refusée
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on distribue et Anna commence :
      | joueur | cartes                                     |
      | Anna   | biches 5 5 6 6 7 8 9, cerfs 0 6 7 8 9      |
      | Bert   | biches 5+ 7 8 9 11, cerfs 0 6 7 8 9 10 10  |
      | Carl   | biches 6 7+ 8 9+ 13 15, cerfs 0 6 7 8 9 10 |
    Alors c'est refusé selon la règle nb/deal.hand

  @nb/deal.cards-removed
  Scénario: À trois joueurs, une biche 4 ne peut pas être distribuée
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on distribue et Anna commence :
      | joueur | cartes                                     |
      | Anna   | biches 4 5 6 7 8 9, cerfs 0 6 7 8 9 10     |
      | Bert   | biches 5+ 6 7 8 9 11, cerfs 0 6 7 8 9 10   |
      | Carl   | biches 6 7+ 8 9+ 13 15, cerfs 0 6 7 8 9 10 |
    Alors c'est refusé selon la règle nb/deal.cards-removed

  @nb/deal.copies
  Scénario: La biche 15 n'existe qu'une fois
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on distribue et Anna commence :
      | joueur | cartes                                     |
      | Anna   | biches 5 5 6 7 8 15, cerfs 0 6 7 8 9 10    |
      | Bert   | biches 5+ 6 7 8 9 11, cerfs 0 6 7 8 9 10   |
      | Carl   | biches 6 7+ 8 9+ 13 15, cerfs 0 6 7 8 9 10 |
    Alors c'est refusé selon la règle nb/deal.copies

  @nb/setup.players
  Plan du scénario: On joue de 3 à 6
    Quand une partie à <n> joueurs est créée
    Alors <verdict>

    Exemples:
      | n | verdict                                      |
      | 2 | c'est refusé selon la règle nb/setup.players |
      | 3 | c'est accepté                                |
      | 6 | c'est accepté                                |
      | 7 | c'est refusé selon la règle nb/setup.players |

  @nb/setup.starter
  Scénario: Le premier joueur de la première manche est tiré au sort et doit être nommé
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on distribue :
      | joueur | cartes                                     |
      | Anna   | biches 5 5 6 7 8 9, cerfs 0 6 7 8 9 10     |
      | Bert   | biches 5+ 6 7 8 9 11, cerfs 0 6 7 8 9 10   |
      | Carl   | biches 6 7+ 8 9+ 13 15, cerfs 0 6 7 8 9 10 |
    Alors c'est refusé selon la règle nb/setup.starter

  @nb/setup.starter
  Scénario: Le joueur tiré au sort commence la première manche
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Quand on distribue et Bert commence :
      | joueur | cartes                                     |
      | Anna   | biches 5 5 6 7 8 9, cerfs 0 6 7 8 9 10     |
      | Bert   | biches 5+ 6 7 8 9 11, cerfs 0 6 7 8 9 10   |
      | Carl   | biches 6 7+ 8 9+ 13 15, cerfs 0 6 7 8 9 10 |
    Alors c'est accepté
    Et le premier joueur de la manche est Bert
