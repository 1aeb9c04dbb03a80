# language: fr
Fonctionnalité: Matériel, joueurs et distribution
  Toutes les cartes sont distribuées face cachée ; le voisin de gauche du
  donneur reçoit le pion-haricot.

  @bo/deck.composition @bo/clar.special-cards
  Scénario: Le paquet de 60 cartes
    Alors le paquet compte 60 cartes
    Et la couleur verte a les haricots 1 à 10, un "0", un "x2" et trois "-"
    Et la couleur rouge a les haricots 1 à 10, un "0", un "x2" et trois "-"
    Et la couleur jaune a les haricots 1 à 10, un "0", un "x2" et trois "-"
    Et la couleur bleue a les haricots 1 à 10, un "0", un "x2" et trois "-"

  @bo/setup.deal @bo/setup.first-pawn
  Plan du scénario: Chaque joueur reçoit sa part du paquet entier
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Et Anna distribue avec la graine 7
    Quand la manche commence
    Alors c'est accepté
    Et le donneur de la manche est Anna
    Et Bert a encore <cartes> cartes en main
    Et Bert tient le pion-haricot

    Exemples:
      | joueurs                              | cartes |
      | Anna, Bert et Carl                   | 20     |
      | Anna, Bert, Carl et Dora             | 15     |
      | Anna, Bert, Carl, Dora et Emil       | 12     |
      | Anna, Bert, Carl, Dora, Emil et Fine | 10     |

  @bo/setup.players
  Plan du scénario: Pas de partie à 2 ni à 7 joueurs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Quand la partie commence
    Alors c'est refusé selon la règle bo/setup.players

    Exemples:
      | joueurs                                    |
      | Anna et Bert                               |
      | Anna, Bert, Carl, Dora, Emil, Fine et Gero |

  @bo/setup.deal
  Scénario: Une main trop courte est refusée
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Anna distribue avec la graine 3
    Et une carte manque à la main de Carl
    Quand la manche commence
    Alors c'est refusé selon la règle bo/setup.deal

  @bo/setup.deal
  Scénario: Aucune carte ne reste sur la table
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Anna distribue avec la graine 3
    Et la donne pose le 1 vert sur la table
    Quand la manche commence
    Alors c'est refusé selon la règle bo/setup.deal

  @bo/deck.composition
  Scénario: Une carte distribuée deux fois est refusée
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Anna distribue avec la graine 3
    Et Carl reçoit aussi la première carte de Bert
    Quand la manche commence
    Alors c'est refusé selon la règle bo/deck.composition

  @bo/setup.eldest-deals @bo/setup.first-pawn @bo/clar.first-dealer
  Scénario: Le plus âgé, Anna, mélange et distribue la première manche : son voisin de gauche reçoit le pion (lecture par défaut)
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Anna distribue avec la graine 7
    Quand la manche commence
    Alors c'est accepté
    Et le donneur de la manche est Anna
    Et Bert tient le pion-haricot

  @bo/setup.first-pawn @bo/clar.first-dealer @reading:any-dealer
  Scénario: Lecture « un autre distribue » : Anna, la plus âgée, mélange, Carl distribue et Anna reçoit le pion
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Carl distribue avec la graine 7
    Quand la manche commence
    Alors c'est accepté
    Et le donneur de la manche est Carl
    Et Anna tient le pion-haricot

  @bo/setup.first-pawn
  Scénario: Le pion-haricot va au voisin de gauche du donneur
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Dora distribue avec la graine 5
    Et la donne désigne Carl comme premier joueur
    Quand la manche commence
    Alors c'est refusé selon la règle bo/setup.first-pawn

  @bo/setup.eldest-deals @bo/clar.later-dealer
  Scénario: Avec l'option dealer à same, le plus âgé donne à chaque manche
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealer" vaut "same"
    Et Carl distribue avec la graine 5
    Et la manche commence
    Et la manche est jouée au hasard (graine 1)
    Quand Bert distribue avec la graine 6
    Et la manche commence
    Alors c'est refusé selon la règle bo/setup.eldest-deals

  @bo/setup.eldest-deals @bo/clar.later-dealer
  Scénario: Sans donneur nommé, le donneur de la première manche redistribue
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Carl distribue avec la graine 5
    Et la manche commence
    Et la manche est jouée au hasard (graine 1)
    Quand on distribue avec la graine 6
    Et la manche commence
    Alors c'est accepté
    Et le donneur de la manche est Carl

  @bo/setup.eldest-deals @bo/clar.later-dealer
  Scénario: La règle ne nomme le donneur que pour la première manche : n'importe qui peut redistribuer
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealer" vaut "free"
    Et Carl distribue avec la graine 5
    Et la manche commence
    Et la manche est jouée au hasard (graine 1)
    Quand Bert distribue avec la graine 6
    Et la manche commence
    Alors c'est accepté
    Et le donneur de la manche est Bert
