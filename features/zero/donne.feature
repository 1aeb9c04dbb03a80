# language: fr
Fonctionnalité: Le matériel, les joueurs et la donne de Zero

  @zero/deck.cards
  Scénario: Le paquet compte 56 cartes, de 1 à 8 dans chacune des 7 couleurs
    Alors le paquet compte 56 cartes : 7 couleurs, valeurs 1 à 8, chaque carte en un exemplaire

  @zero/setup.players
  Plan du scénario: On joue à Zero de 3 à 5 joueurs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Quand la partie commence
    Alors c'est accepté

    Exemples:
      | joueurs                           |
      | Anne, Bruno et Chloé              |
      | Anne, Bruno, Chloé et Denis       |
      | Anne, Bruno, Chloé, Denis et Emma |

  @zero/setup.players
  Plan du scénario: Une partie à 2 ou 6 joueurs est refusée
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Quand la partie commence
    Alors c'est refusé selon la règle zero/setup.players

    Exemples:
      | joueurs                                  |
      | Anne et Bruno                            |
      | Anne, Bruno, Chloé, Denis, Emma et Félix |

  @zero/deal.hands @zero/deal.table @zero/clar.undealt
  Plan du scénario: Chacun reçoit 9 cartes, 5 cartes sont posées sur la table, le reste est hors jeu
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Quand Anne distribue avec la graine <graine>
    Alors chaque joueur a 9 cartes, la table en a 5 et <hors jeu> cartes sont hors jeu

    Exemples:
      | joueurs                           | graine | hors jeu |
      | Anne, Bruno et Chloé              | 1      | 24       |
      | Anne, Bruno, Chloé et Denis       | 2      | 15       |
      | Anne, Bruno, Chloé, Denis et Emma | 3      | 6        |

  @zero/deal.hands
  Scénario: Une main de 8 cartes est refusée
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Quand Chloé distribue :
      | joueur | cartes                               |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8   |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8 |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8  |
      | table  | jaune 1 2 3, vert 1 2                |
    Alors c'est refusé selon la règle zero/deal.hands

  @zero/deal.table
  Scénario: Une table de 4 cartes est refusée
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Quand Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1                        |
    Alors c'est refusé selon la règle zero/deal.table

  @zero/deck.cards
  Scénario: Une carte distribuée deux fois est refusée
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Quand Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1, rouge 1               |
    Alors c'est refusé selon la règle zero/deck.cards

  @zero/turn.starter
  Scénario: Le joueur à gauche du donneur commence
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Quand Bruno distribue avec la graine 7
    Alors le donneur de la manche est Bruno
    Et c'est à Chloé de jouer

  @zero/turn.starter
  Scénario: Un autre joueur que celui à gauche du donneur ne peut pas commencer
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Quand Chloé distribue et Bruno commence :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Alors c'est refusé selon la règle zero/turn.starter
