# language: fr
Fonctionnalité: Fin de manche et décompte
  Après le dernier pli, seules les cartes au sommet des piles comptent.
  Une pile s'écrit avec sa couleur puis ses cartes, de bas en haut : « rouge 3 9 »
  est le 9 rouge posé sur le 3 rouge.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura entame le prochain pli
    Et les piles d'Anne sont : rouge 3 9, bleu 5 et vert 0
    Et les piles de Jean sont : violet 11 2 et jaune 7
    Et les piles de Laura sont : bleu 8 et jaune 1 4
    Et Anne a en main le 11 vert
    Et Jean a en main le 6 rouge
    Et Laura a en main le 3 jaune

  @nn/round.tricks @pair-last-trick
  Scénario: La manche s'arrête après le dixième pli
    Quand tour à tour, Laura joue le 3 jaune, Anne le 11 vert et Jean le 6 rouge
    Alors la manche est terminée
    Et 10 plis ont été joués
    Quand Anne joue le 11 vert
    Alors c'est refusé selon la règle nn/round.tricks

  @nn/round.score @nn/clar.score-timing @pair-round-score
  Scénario: Chaque joueur additionne le sommet de ses piles
    Quand tour à tour, Laura joue le 3 jaune, Anne le 11 vert et Jean le 6 rouge
    Alors Anne remporte le pli
    Et les piles d'Anne sont maintenant : rouge 3 9 6, bleu 5, vert 0 11 et jaune 3
    Et Anne marque 25 points dans la manche
    Et Jean marque 9 points dans la manche
    Et Laura marque 12 points dans la manche
    Et le total de Jean est de 9 points

  @nn/round.next-leader @pair-next-leader
  Scénario: Le joueur qui a marqué le moins entame la manche suivante
    Quand tour à tour, Laura joue le 3 jaune, Anne le 11 vert et Jean le 6 rouge
    Et la manche suivante est distribuée avec la graine 3
    Et chacun pose face visible les premières cartes de sa main
    Alors seul Jean peut entamer

  @nn/round.next-leader @pair-next-leader-refused
  Scénario: Un autre joueur ne peut pas entamer la manche suivante
    Quand tour à tour, Laura joue le 3 jaune, Anne le 11 vert et Jean le 6 rouge
    Et la manche suivante est distribuée avec la graine 3
    Et chacun pose face visible les premières cartes de sa main
    Et Laura joue le 0 bleu
    Alors c'est refusé selon la règle nn/round.next-leader

  @nn/clar.lowest-tie @pair-lowest-tie-any
  Scénario: En cas d'égalité pour le plus faible score, chacun des ex aequo peut entamer
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : violet 5
    Et la pile de Laura est : jaune 8
    Et Anne a en main le 0 vert
    Et Jean a en main le 3 rouge
    Et Laura a en main le 9 jaune
    Quand tour à tour, Laura joue le 9 jaune, Anne le 0 vert et Jean le 3 rouge
    Alors Anne marque 5 points dans la manche
    Et Jean marque 5 points dans la manche
    Quand la manche suivante est distribuée avec la graine 3
    Et chacun pose face visible les premières cartes de sa main
    Alors seuls Anne et Jean peuvent entamer

  @nn/clar.lowest-tie @pair-lowest-tie-clockwise
  Scénario: Autre lecture : le premier ex aequo dans le sens des aiguilles d'une montre depuis l'ancien premier joueur
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et l'option "lowest-tie" vaut "first-clockwise"
    Et Laura entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : violet 5
    Et la pile de Laura est : jaune 8
    Et Anne a en main le 0 vert
    Et Jean a en main le 3 rouge
    Et Laura a en main le 9 jaune
    Quand tour à tour, Laura joue le 9 jaune, Anne le 0 vert et Jean le 3 rouge
    Et la manche suivante est distribuée avec la graine 3
    Et chacun pose face visible les premières cartes de sa main
    Alors seule Anne peut entamer
