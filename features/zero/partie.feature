# language: fr
# La donne utilisée n'a aucune série : Anne 36, Bruno 36, Chloé 33 points.
Fonctionnalité: Les manches, les donneurs et le vainqueur

  @zero/game.rounds
  Scénario: Il y a autant de manches que de joueurs
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Quand chacun frappe à son tour jusqu'à la fin de la manche
    Alors la partie n'est pas terminée
    Et les totaux sont Anne 36, Bruno 36 et Chloé 33
    Quand Anne distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Et chacun frappe à son tour jusqu'à la fin de la manche
    Alors la partie n'est pas terminée
    Quand Bruno distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Et chacun frappe à son tour jusqu'à la fin de la manche
    Alors la partie est terminée
    Et les totaux sont Anne 108, Bruno 108 et Chloé 99
    Quand Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Alors c'est refusé selon la règle zero/game.rounds

  @zero/game.winner
  Scénario: Le joueur qui a le moins de points à la fin gagne
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anne 40, Bruno 30 et Chloé 45
    Et Bruno distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Quand chacun frappe à son tour jusqu'à la fin de la manche
    Alors la partie est terminée
    Et les totaux sont Anne 76, Bruno 66 et Chloé 78
    Et le gagnant est Bruno

  @zero/game.winner @zero/clar.tie
  Scénario: À égalité de points, les joueurs ex aequo gagnent ensemble
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anne 30, Bruno 30 et Chloé 40
    Et Bruno distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Quand chacun frappe à son tour jusqu'à la fin de la manche
    Alors les gagnants sont Anne et Bruno

  @zero/clar.dealer @zero/turn.starter
  Scénario: Par défaut, n'importe quel joueur peut donner la manche suivante ; sans donneur nommé, la donne passe à gauche
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Quand chacun frappe à son tour jusqu'à la fin de la manche
    Et Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Alors le donneur de la manche est Chloé
    Et c'est à Anne de jouer
    Quand chacun frappe à son tour jusqu'à la fin de la manche
    Et on distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Alors le donneur de la manche est Anne
    Et c'est à Bruno de jouer

  @zero/clar.dealer
  Scénario: Avec l'option dealer à rotate, la donne passe au joueur de gauche
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealer" vaut "rotate"
    Et Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Quand chacun frappe à son tour jusqu'à la fin de la manche
    Et Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Alors c'est refusé selon la règle zero/clar.dealer
    Quand Anne distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |
    Alors le donneur de la manche est Anne
    Et c'est à Bruno de jouer
