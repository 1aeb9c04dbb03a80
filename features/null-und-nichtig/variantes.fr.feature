# language: fr
Fonctionnalité: Les variantes à six joueurs et en équipes
  Une pile s'écrit avec sa couleur puis ses cartes, de bas en haut : « rouge 3 9 »
  est le 9 rouge posé sur le 3 rouge.

  @nn/six.deal @nn/six.setup @nn/six.tricks @nn/players.count @pair-six
  Scénario: À six, dix cartes chacun, deux cartes posées et huit plis
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et Paul distribue avec la graine 21
    Quand la partie commence
    Alors chaque joueur a reçu 10 cartes et 5 restent hors jeu
    Quand chacun pose face visible les premières cartes de sa main
    Alors Anne a encore 8 cartes en main
    Quand la manche est jouée jusqu'au bout, chacun jouant la première carte permise
    Alors la manche est terminée
    Et 8 plis ont été joués

  @nn/six.setup @pair-six-three-cards
  Scénario: À six, trois cartes posées sont de trop
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et personne n'a encore posé ses cartes face visible
    Et Anne entame le prochain pli
    Et Anne a en main le 1 bleu, le 2 bleu et le 3 bleu
    Et Jean a en main le 1 vert, le 2 vert et le 3 vert
    Et Laura a en main le 1 violet, le 2 violet et le 3 violet
    Et Luc a en main le 1 rouge, le 2 rouge et le 3 rouge
    Et Eva a en main le 1 jaune, le 2 jaune et le 3 jaune
    Et Paul a en main le 4 bleu, le 5 bleu et le 6 bleu
    Quand Anne pose le 1 bleu, le 2 bleu et le 3 bleu face visible
    Alors c'est refusé selon la règle nn/six.setup

  @nn/clar.six-setup-timing @pair-six-setup-every-round
  Scénario: Par défaut, chaque manche à six commence par deux cartes posées
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et Paul distribue avec la graine 21
    Quand chacun pose face visible les premières cartes de sa main
    Et la manche est jouée jusqu'au bout, chacun jouant la première carte permise
    Et la manche suivante est distribuée avec la graine 22
    Alors les joueurs doivent d'abord poser leurs cartes face visible

  @nn/clar.six-setup-timing @pair-six-setup-first-round-only
  Scénario: Lecture littérale du texte français : cartes posées avant la première manche seulement
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et l'option "six-setup" vaut "first-round-only"
    Et Paul distribue avec la graine 21
    Quand chacun pose face visible les premières cartes de sa main
    Et la manche est jouée jusqu'au bout, chacun jouant la première carte permise
    Et la manche suivante est distribuée avec la graine 22
    Alors Anne a encore 10 cartes en main
    Quand la manche est jouée jusqu'au bout, chacun jouant la première carte permise
    Alors 8 plis ont été joués
    Et Anne a encore 2 cartes en main

  @nn/clar.six-rounds @pair-six-six-rounds
  Scénario: Par défaut, « huit tours » sont huit plis et la partie à six dure six manches
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 6
    Et Anne entame le prochain pli
    Et Anne a en main le 1 bleu
    Et Jean a en main le 1 vert
    Et Laura a en main le 1 violet
    Et Luc a en main le 1 rouge
    Et Eva a en main le 1 jaune
    Et Paul a en main le 2 bleu
    Quand tour à tour, Anne joue le 1 bleu, Jean le 1 vert, Laura le 1 violet, Luc le 1 rouge, Eva le 1 jaune et Paul le 2 bleu
    Alors la partie est terminée

  @nn/clar.six-rounds @pair-six-eight-rounds
  Scénario: Autre lecture : huit manches
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et l'option "rounds" vaut "8"
    Et c'est la manche 6
    Et Anne entame le prochain pli
    Et Anne a en main le 1 bleu
    Et Jean a en main le 1 vert
    Et Laura a en main le 1 violet
    Et Luc a en main le 1 rouge
    Et Eva a en main le 1 jaune
    Et Paul a en main le 2 bleu
    Quand tour à tour, Anne joue le 1 bleu, Jean le 1 vert, Laura le 1 violet, Luc le 1 rouge, Eva le 1 jaune et Paul le 2 bleu
    Alors la partie n'est pas terminée

  @nn/teams.size @pair-teams-five
  Scénario: Pas d'équipes à cinq joueurs
    Soit les joueurs Anne, Jean, Laura, Luc et Eva sont assis dans le sens des aiguilles d'une montre
    Et Anne et Laura font équipe contre Jean, Luc et Eva
    Et Eva distribue avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.size

  @nn/teams.size @pair-teams-uneven
  Scénario: Deux équipes de même taille
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et Anne et Laura font équipe contre Jean, Luc, Eva et Paul
    Et Paul distribue avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.size

  @nn/teams.not-adjacent @pair-teams-adjacent
  Scénario: Des partenaires côte à côte
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne et Jean font équipe contre Laura et Luc
    Et Luc distribue avec la graine 2
    Quand la partie commence
    Alors c'est refusé selon la règle nn/teams.not-adjacent

  @nn/teams.individual @nn/teams.total @nn/teams.size @nn/teams.not-adjacent @nn/clar.team-winner @pair-teams-score
  Scénario: Chacun marque ses piles, l'équipe additionne
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne et Laura font équipe contre Jean et Luc
    Et c'est la manche 4
    Et les totaux avant cette manche sont Anne 16, Jean 30, Laura 12 et Luc 0
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : vert 1
    Et la pile de Laura est : violet 2
    Et la pile de Luc est : jaune 3
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Et Luc a en main le 3 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge, Laura le 2 rouge et Luc le 3 rouge
    Alors Anne marque 8 points dans la manche
    Et Laura marque 2 points dans la manche
    Et Jean marque 1 point dans la manche
    Et Luc marque 3 points dans la manche
    Et l'équipe d'Anne totalise 38 points
    Et l'équipe de Jean totalise 34 points
    Et la partie est terminée
    Et les gagnantes sont Anne et Laura

  @nn/teams.size @nn/clar.six-teams @pair-six-teams-default
  Scénario: Par défaut, six joueurs forment deux équipes de trois, pas trois équipes de deux
    Soit les joueurs Anne, Jean, Laura, Luc, Eva et Paul sont assis dans le sens des aiguilles d'une montre
    Et les équipes sont Anne et Luc ; Jean et Eva ; Laura et Paul
    Et Paul distribue avec la graine 2
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
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Et Luc a en main le 3 rouge
    Et Eva a en main le 4 rouge
    Et Paul a en main le 5 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge, Laura le 2 rouge, Luc le 3 rouge, Eva le 4 rouge et Paul le 5 rouge
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
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Et Luc a en main le 3 rouge
    Et Eva a en main le 4 rouge
    Et Paul a en main le 5 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge, Laura le 2 rouge, Luc le 3 rouge, Eva le 4 rouge et Paul le 5 rouge
    Alors Anne marque 5 points dans la manche
    Et l'équipe d'Anne totalise 35 points
    Et l'équipe de Jean totalise 42 points
    Et la partie est terminée
    Et les gagnants sont Jean, Luc et Paul

  @nn/game.target @nn/teams.total @nn/clar.team-target @pair-team-target-player
  Scénario: En équipes, la limite se compte sur le total d'un joueur, pas sur la somme de l'équipe
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "30"
    Et Anne et Laura font équipe contre Jean et Luc
    Et les totaux avant cette manche sont Anne 16, Jean 20, Laura 12 et Luc 10
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : vert 1
    Et la pile de Laura est : violet 2
    Et la pile de Luc est : jaune 3
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Et Luc a en main le 3 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge, Laura le 2 rouge et Luc le 3 rouge
    Alors le total d'Anne est de 24 points
    Et l'équipe d'Anne totalise 38 points
    Et l'équipe de Jean totalise 34 points
    Et la partie n'est pas terminée

  @nn/clar.team-target @pair-team-target-team
  Scénario: Autre lecture : la somme d'une équipe qui dépasse la limite termine la partie
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et l'option "target" vaut "30"
    Et l'option "team-target" vaut "team"
    Et Anne et Laura font équipe contre Jean et Luc
    Et les totaux avant cette manche sont Anne 16, Jean 20, Laura 12 et Luc 10
    Et Anne entame le prochain pli
    Et la pile d'Anne est : bleu 5
    Et la pile de Jean est : vert 1
    Et la pile de Laura est : violet 2
    Et la pile de Luc est : jaune 3
    Et Anne a en main le 9 rouge
    Et Jean a en main le 1 rouge
    Et Laura a en main le 2 rouge
    Et Luc a en main le 3 rouge
    Quand tour à tour, Anne joue le 9 rouge, Jean le 1 rouge, Laura le 2 rouge et Luc le 3 rouge
    Alors l'équipe d'Anne totalise 38 points
    Et l'équipe de Jean totalise 34 points
    Et la partie est terminée
    Et les gagnantes sont Anne et Laura
