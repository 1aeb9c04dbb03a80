# language: fr
Fonctionnalité: Fin de la partie
  Autant de manches que de joueurs, ou jusqu'à ce qu'un total dépasse la limite.
  Une pile s'écrit avec sa couleur puis ses cartes, de bas en haut : « rouge 3 9 »
  est le 9 rouge posé sur le 3 rouge.

  @nn/game.rounds @nn/game.winner @pair-last-round
  Scénario: Après la troisième manche à trois joueurs, le joueur au plus fort total gagne
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anne 30, Jean 20 et Laura 25
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : vert 1
    Et la pile de Laura est : violet 2
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors Anne marque 7 points dans la manche
    Et la partie est terminée
    Et le total d'Anne est de 37 points
    Et le total de Jean est de 21 points
    Et la gagnante est Anne

  @nn/game.rounds @pair-no-fourth-round
  Scénario: Aucune manche après la dernière
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et Anne entame le prochain pli
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Et la manche suivante est distribuée avec la graine 8
    Alors c'est refusé selon la règle nn/game.rounds

  @nn/game.rounds @nn/clar.round-count @pair-not-last-round
  Scénario: Après la deuxième manche à trois joueurs, la partie continue
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 2
    Et Anne entame le prochain pli
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors la partie n'est pas terminée

  @nn/clar.winner-tie @pair-winner-tie
  Scénario: Une égalité derrière le premier ne change rien : Jean gagne seul
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anne 20, Jean 39 et Laura 25
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : vert 1
    Et la pile de Laura est : violet 2
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors le total d'Anne est de 27 points
    Et le total de Laura est de 27 points
    Et le total de Jean est de 40 points
    Et le gagnant est Jean

  @nn/clar.winner-tie @pair-winner-tie-shared
  Scénario: Deux joueurs à égalité en tête gagnent ensemble
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anne 20, Jean 26 et Laura 20
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : vert 1
    Et la pile de Laura est : violet 2
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors les gagnants sont Anne et Jean

  @nn/game.target @nn/clar.target-rounds @pair-target-exceeded
  Scénario: Avec une limite, la partie s'arrête à la fin de la manche où un total la dépasse
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "30"
    Et les totaux avant cette manche sont Anne 24, Jean 10 et Laura 10
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors le total d'Anne est de 31 points
    Et la partie est terminée
    Et la gagnante est Anne

  @nn/game.target @pair-target-no-further-round
  Scénario: Une fois la limite dépassée, aucune manche de plus
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "30"
    Et les totaux avant cette manche sont Anne 24, Jean 10 et Laura 10
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Et la manche suivante est distribuée avec la graine 8
    Alors c'est refusé selon la règle nn/game.target

  @nn/game.target @pair-target-reached
  Scénario: Atteindre la limite sans la dépasser ne suffit pas
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "34"
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anne 27, Jean 10 et Laura 10
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors le total d'Anne est de 34 points
    Et la partie n'est pas terminée

  @nn/game.rounds @nn/clar.round-count @reading:agreed @pair-agreed-rounds
  Scénario: Lecture du texte allemand : un nombre de manches fixé d'avance, ici deux
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et l'option "rounds" vaut "2"
    Et c'est la manche 2
    Et Anne entame le prochain pli
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge et Laura le 2 rouge
    Alors la partie est terminée
