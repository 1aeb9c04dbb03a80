# language: fr
Fonctionnalité: Le premier joueur des manches suivantes
  Après la première manche, le joueur au score le plus élevé commence.
  Dans ces scénarios la manche 1 se termine aussitôt : Anna, à qui c'est le
  tour, n'a plus de carte. Carl a gagné la biche 8 et la biche 9 (17 points),
  Bert garde la biche 5 en main (-5).

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Bert a en main la biche 5
    Et Carl a déjà gagné la biche 8 et la biche 9

  @nb/setup.next-starter @nb/clar.next-starter
  Scénario: Le meilleur total commence
    Soit les totaux avant cette manche sont Anna 30, Bert 50 et Carl 10
    Et c'est la manche 1
    Et Anna a commencé la manche
    Et c'est au tour d'Anna
    Alors les totaux sont Anna 30, Bert 45 et Carl 27
    Quand la manche suivante commence sans premier joueur désigné
    Alors c'est accepté
    Et le premier joueur de la manche est Bert

  @nb/setup.next-starter
  Scénario: Un autre premier joueur que le meilleur total est refusé
    Soit les totaux avant cette manche sont Anna 30, Bert 50 et Carl 10
    Et c'est la manche 1
    Et Anna a commencé la manche
    Et c'est au tour d'Anna
    Quand la manche suivante commence avec Carl comme premier joueur
    Alors c'est refusé selon la règle nb/setup.next-starter

  @nb/clar.next-starter
  Scénario: Lecture « score de la manche » : le meilleur score de la manche commence
    Soit l'option "starter-score" vaut "round"
    Et les totaux avant cette manche sont Anna 30, Bert 50 et Carl 10
    Et c'est la manche 1
    Et Anna a commencé la manche
    Et c'est au tour d'Anna
    Quand la manche suivante commence sans premier joueur désigné
    Alors le premier joueur de la manche est Carl

  @nb/clar.starter-tie
  Scénario: Égalité en tête : on doit désigner l'un des ex aequo, tiré au sort
    Soit les totaux avant cette manche sont Anna 40, Bert 10 et Carl 23
    Et c'est la manche 1
    Et Bert a commencé la manche
    Et c'est au tour d'Anna
    Alors les totaux sont Anna 40, Bert 5 et Carl 40
    Quand la manche suivante commence sans premier joueur désigné
    Alors c'est refusé selon la règle nb/setup.next-starter
    Quand la manche suivante commence avec Bert comme premier joueur
    Alors c'est refusé selon la règle nb/setup.next-starter
    Quand la manche suivante commence avec Anna comme premier joueur
    Alors c'est accepté
    Et le premier joueur de la manche est Anna

  @nb/clar.starter-tie
  Scénario: Lecture « sens horaire » : le premier ex aequo après le précédent premier joueur
    Soit l'option "starter-tie" vaut "clockwise"
    Et les totaux avant cette manche sont Anna 40, Bert 10 et Carl 23
    Et c'est la manche 1
    Et Bert a commencé la manche
    Et c'est au tour d'Anna
    Quand la manche suivante commence avec Anna comme premier joueur
    Alors c'est refusé selon la règle nb/setup.next-starter
    Quand la manche suivante commence sans premier joueur désigné
    Alors c'est accepté
    Et le premier joueur de la manche est Carl
