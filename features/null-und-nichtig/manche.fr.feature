# language: fr
Fonctionnalité: Fin de manche et décompte
  Après le dernier pli, seules les cartes au sommet des piles comptent.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura entame le prochain pli
    Et Anne a devant lui les piles R3 R9, B5, G0
    Et Jean a devant lui les piles P11 P2, Y7
    Et Laura a devant lui les piles B8, Y1 Y4
    Et Anne a en main G11
    Et Jean a en main R6
    Et Laura a en main Y3

  @nn/round.tricks @pair-last-trick
  Scénario: La manche s'arrête après le dixième pli
    Quand les cartes jouées sont Laura Y3, Anne G11 et Jean R6
    Alors la manche est terminée
    Et 10 plis ont été joués
    Quand Anne joue G11
    Alors c'est refusé selon la règle nn/round.tricks

  @nn/round.score @nn/clar.score-timing @pair-round-score
  Scénario: Chaque joueur additionne le sommet de ses piles
    Quand les cartes jouées sont Laura Y3, Anne G11 et Jean R6
    Alors Anne remporte le pli
    Et les piles d'Anne sont R3 R9 R6, B5, G0 G11, Y3
    Et Anne marque 25 points dans la manche
    Et Jean marque 9 points dans la manche
    Et Laura marque 12 points dans la manche
    Et le total de Jean est de 9 points

  @nn/round.next-leader @pair-next-leader
  Scénario: Le joueur qui a marqué le moins entame la manche suivante
    Quand les cartes jouées sont Laura Y3, Anne G11 et Jean R6
    Et la manche suivante est distribuée avec la graine 3
    Et chaque joueur pose ses premières cartes possibles
    Alors peut entamer : Jean

  @nn/round.next-leader @pair-next-leader-refused
  Scénario: Un autre joueur ne peut pas entamer la manche suivante
    Quand les cartes jouées sont Laura Y3, Anne G11 et Jean R6
    Et la manche suivante est distribuée avec la graine 3
    Et chaque joueur pose ses premières cartes possibles
    Et Laura joue B0
    Alors c'est refusé selon la règle nn/round.next-leader

  @nn/clar.lowest-tie @pair-lowest-tie-any
  Scénario: À égalité du plus faible score, chacun des ex aequo peut entamer
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Laura entame le prochain pli
    Et Anne a devant lui les piles B5
    Et Jean a devant lui les piles P5
    Et Laura a devant lui les piles Y8
    Et Anne a en main G0
    Et Jean a en main R3
    Et Laura a en main Y9
    Quand les cartes jouées sont Laura Y9, Anne G0 et Jean R3
    Alors Anne marque 5 points dans la manche
    Et Jean marque 5 points dans la manche
    Quand la manche suivante est distribuée avec la graine 3
    Et chaque joueur pose ses premières cartes possibles
    Alors peuvent entamer : Anne et Jean

  @nn/clar.lowest-tie @pair-lowest-tie-clockwise
  Scénario: Autre lecture : le premier ex aequo dans le sens des aiguilles d'une montre depuis l'ancien premier joueur
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et l'option "lowest-tie" vaut "first-clockwise"
    Et Laura entame le prochain pli
    Et Anne a devant lui les piles B5
    Et Jean a devant lui les piles P5
    Et Laura a devant lui les piles Y8
    Et Anne a en main G0
    Et Jean a en main R3
    Et Laura a en main Y9
    Quand les cartes jouées sont Laura Y9, Anne G0 et Jean R3
    Et la manche suivante est distribuée avec la graine 3
    Et chaque joueur pose ses premières cartes possibles
    Alors peut entamer : Anne
