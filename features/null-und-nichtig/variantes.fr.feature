# language: fr
Fonctionnalité: Les variantes à six joueurs et en équipes

  @nn/six.deal @nn/six.setup @nn/six.tricks @nn/players.count @pair-six
  Scénario: À six, dix cartes chacun, deux cartes posées et huit plis
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et Paul distribue
    Et les cartes sont distribuées avec la graine 21
    Quand la partie commence
    Alors chaque joueur a reçu 10 cartes et 5 restent hors jeu
    Quand chaque joueur pose ses premières cartes possibles
    Alors Anne a encore 8 cartes en main
    Quand les premiers coups possibles sont joués jusqu'à la fin de la manche
    Alors la manche est terminée
    Et 8 plis ont été joués

  @nn/six.setup @pair-six-three-cards
  Scénario: À six, trois cartes posées sont de trop
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et personne n'a encore posé ses cartes visibles
    Et Anne entame le prochain pli
    Et Anne a en main B1, B2 et B3
    Et Jean a en main G1, G2 et G3
    Et Laura a en main P1, P2 et P3
    Et Luc a en main R1, R2 et R3
    Et Eva a en main Y1, Y2 et Y3
    Et Paul a en main B4, B5 et B6
    Quand Anne pose B1, B2 et B3 face visible
    Alors c'est refusé selon la règle nn/six.setup

  @nn/clar.six-setup-timing @pair-six-setup-every-round
  Scénario: Par défaut, chaque manche à six commence par deux cartes posées
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et Paul distribue
    Et les cartes sont distribuées avec la graine 21
    Quand chaque joueur pose ses premières cartes possibles
    Et les premiers coups possibles sont joués jusqu'à la fin de la manche
    Et la manche suivante est distribuée avec la graine 22
    Alors les joueurs doivent d'abord poser leurs cartes visibles

  @nn/clar.six-setup-timing @pair-six-setup-first-round-only
  Scénario: Lecture littérale du texte français : cartes posées avant la première manche seulement
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et l'option "six-setup" vaut "first-round-only"
    Et Paul distribue
    Et les cartes sont distribuées avec la graine 21
    Quand chaque joueur pose ses premières cartes possibles
    Et les premiers coups possibles sont joués jusqu'à la fin de la manche
    Et la manche suivante est distribuée avec la graine 22
    Alors Anne a encore 10 cartes en main
    Quand les premiers coups possibles sont joués jusqu'à la fin de la manche
    Alors 8 plis ont été joués
    Et Anne a encore 2 cartes en main

  @nn/clar.six-rounds @pair-six-six-rounds
  Scénario: Par défaut, « huit tours » sont huit plis et la partie à six dure six manches
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 6
    Et Anne entame le prochain pli
    Et Anne a en main B1
    Et Jean a en main G1
    Et Laura a en main P1
    Et Luc a en main R1
    Et Eva a en main Y1
    Et Paul a en main B2
    Quand les cartes jouées sont Anne B1, Jean G1, Laura P1, Luc R1, Eva Y1 et Paul B2
    Alors la partie est terminée

  @nn/clar.six-rounds @pair-six-eight-rounds
  Scénario: Autre lecture : huit manches
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et l'option "rounds" vaut "8"
    Et c'est la manche 6
    Et Anne entame le prochain pli
    Et Anne a en main B1
    Et Jean a en main G1
    Et Laura a en main P1
    Et Luc a en main R1
    Et Eva a en main Y1
    Et Paul a en main B2
    Quand les cartes jouées sont Anne B1, Jean G1, Laura P1, Luc R1, Eva Y1 et Paul B2
    Alors la partie n'est pas terminée

  @nn/teams.size @pair-teams-five
  Scénario: Pas d'équipes à cinq joueurs
    Soit les joueurs Anne, Jean, Laura, Luc et Eva sont assis dans le sens des aiguilles d'une montre
    Et Anne, Laura font équipe contre Jean, Luc et Eva
    Et Eva distribue
    Et les cartes sont distribuées avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.size

  @nn/teams.size @pair-teams-uneven
  Scénario: Deux équipes de même taille
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et Anne, Laura font équipe contre Jean, Luc, Eva et Paul
    Et Paul distribue
    Et les cartes sont distribuées avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.size

  @nn/teams.not-adjacent @pair-teams-adjacent
  Scénario: Des partenaires côte à côte
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne, Jean font équipe contre Laura, Luc
    Et Luc distribue
    Et les cartes sont distribuées avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.not-adjacent

  @nn/teams.individual @nn/teams.total @nn/teams.size @nn/teams.not-adjacent @nn/clar.team-winner @pair-teams-score
  Scénario: Chacun marque ses piles, l'équipe additionne
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne, Laura font équipe contre Jean, Luc
    Et c'est la manche 4
    Et les totaux avant cette manche sont Anne 16, Jean 30, Laura 12 et Luc 0
    Et Anne entame le prochain pli
    Et Anne a devant lui les piles B5
    Et Jean a devant lui les piles G1
    Et Laura a devant lui les piles P2
    Et Luc a devant lui les piles Y3
    Et Anne a en main R9
    Et Jean a en main R1
    Et Laura a en main R2
    Et Luc a en main R3
    Quand les cartes jouées sont Anne R9, Jean R1, Laura R2 et Luc R3
    Alors Anne marque 8 points dans la manche
    Et Laura marque 2 points dans la manche
    Et Jean marque 1 point dans la manche
    Et Luc marque 3 points dans la manche
    Et l'équipe d'Anne totalise 38 points
    Et l'équipe de Jean totalise 34 points
    Et la partie est terminée
    Et les gagnants sont Anne et Laura

  @nn/teams.size @nn/clar.six-teams @pair-six-teams-default
  Scénario: Par défaut, six joueurs forment deux équipes de trois, pas trois équipes de deux
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et les équipes sont Anne et Luc ; Jean et Eva ; Laura et Paul
    Et Paul distribue
    Et les cartes sont distribuées avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.size

  @nn/teams.total @nn/clar.six-teams @pair-six-teams-pairs
  Scénario: Lecture du texte allemand : à six, trois équipes de deux, la plus forte somme gagne
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et l'option "six-teams" vaut "three-of-two"
    Et les équipes sont Anne et Luc ; Jean et Eva ; Laura et Paul
    Et c'est la manche 6
    Et les totaux avant cette manche sont Anne 10, Jean 20, Laura 15, Luc 10, Eva 5 et Paul 12
    Et Anne entame le prochain pli
    Et Anne a en main R9
    Et Jean a en main R1
    Et Laura a en main R2
    Et Luc a en main R3
    Et Eva a en main R4
    Et Paul a en main R5
    Quand les cartes jouées sont Anne R9, Jean R1, Laura R2, Luc R3, Eva R4 et Paul R5
    Alors Anne marque 5 points dans la manche
    Et l'équipe d'Anne totalise 25 points
    Et l'équipe de Jean totalise 25 points
    Et l'équipe de Laura totalise 27 points
    Et la partie est terminée
    Et les gagnants sont Laura et Paul

  @nn/teams.size @nn/clar.six-teams @pair-six-teams-threes-too
  Scénario: Lecture du texte allemand : à six, deux équipes de trois restent permises
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et l'option "six-teams" vaut "three-of-two"
    Et les équipes sont Anne, Laura et Eva ; Jean, Luc et Paul
    Et c'est la manche 6
    Et les totaux avant cette manche sont Anne 10, Jean 20, Laura 15, Luc 10, Eva 5 et Paul 12
    Et Anne entame le prochain pli
    Et Anne a en main R9
    Et Jean a en main R1
    Et Laura a en main R2
    Et Luc a en main R3
    Et Eva a en main R4
    Et Paul a en main R5
    Quand les cartes jouées sont Anne R9, Jean R1, Laura R2, Luc R3, Eva R4 et Paul R5
    Alors Anne marque 5 points dans la manche
    Et l'équipe d'Anne totalise 35 points
    Et l'équipe de Jean totalise 42 points
    Et la partie est terminée
    Et les gagnants sont Jean, Luc et Paul

  @nn/game.target @nn/teams.total @nn/clar.team-target @pair-team-target-player
  Scénario: En équipes, la limite se compte sur le total d'un joueur, pas sur la somme de l'équipe
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "30"
    Et Anne, Laura font équipe contre Jean, Luc
    Et les totaux avant cette manche sont Anne 16, Jean 20, Laura 12 et Luc 10
    Et Anne entame le prochain pli
    Et Anne a devant lui les piles B5
    Et Jean a devant lui les piles G1
    Et Laura a devant lui les piles P2
    Et Luc a devant lui les piles Y3
    Et Anne a en main R9
    Et Jean a en main R1
    Et Laura a en main R2
    Et Luc a en main R3
    Quand les cartes jouées sont Anne R9, Jean R1, Laura R2 et Luc R3
    Alors le total d'Anne est de 24 points
    Et l'équipe d'Anne totalise 38 points
    Et l'équipe de Jean totalise 34 points
    Et la partie n'est pas terminée

  @nn/clar.team-target @pair-team-target-team
  Scénario: Autre lecture : la somme d'une équipe qui dépasse la limite termine la partie
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "30"
    Et l'option "team-target" vaut "team"
    Et Anne, Laura font équipe contre Jean, Luc
    Et les totaux avant cette manche sont Anne 16, Jean 20, Laura 12 et Luc 10
    Et Anne entame le prochain pli
    Et Anne a devant lui les piles B5
    Et Jean a devant lui les piles G1
    Et Laura a devant lui les piles P2
    Et Luc a devant lui les piles Y3
    Et Anne a en main R9
    Et Jean a en main R1
    Et Laura a en main R2
    Et Luc a en main R3
    Quand les cartes jouées sont Anne R9, Jean R1, Laura R2 et Luc R3
    Alors l'équipe d'Anne totalise 38 points
    Et l'équipe de Jean totalise 34 points
    Et la partie est terminée
    Et les gagnants sont Anne et Laura
