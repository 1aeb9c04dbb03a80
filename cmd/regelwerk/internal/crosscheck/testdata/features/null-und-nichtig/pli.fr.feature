# language: fr
Fonctionnalité: Qui gagne le pli
  La plus forte valeur l'emporte.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli

  @nn/trick.highest-wins @pair-highest
  Scénario: La plus forte valeur gagne, quelle que soit la couleur
    Soit Anne a en main le 7 bleu
    Et Jean a en main le 3 vert
    Et Laura a en main le 9 jaune
    Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune
    Alors Laura remporte le pli
    Et la pile de Laura est maintenant : jaune 9 7 3

  @nn/deck.cards @pair-dealt-twice
  Scénario: Une carte distribuée deux fois alors que le paquet n'en a qu'une
    Soit Laura distribue
    Et la donne est :
      | joueur | cartes                                                   |
      | Anne   | bleu 1 6 8 11, vert 1 5 11, violet 4 5, rouge 1 3, jaune 2 4 |
      | Jean   | bleu 2 7 11, vert 2 3 6, violet 3 6, rouge 5 11, jaune 1 7 11 |
      | Laura  | bleu 4 5 9, vert 4 7, violet 1 2 11, rouge 2 4 6, jaune 3 6 |
    Quand la partie commence
    Alors c'est refusé selon la règle nn/deck.cards
