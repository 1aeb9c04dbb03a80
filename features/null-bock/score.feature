# language: fr
Fonctionnalité: Le compte des points et la fin de la partie
  Chacun marque ses biches gagnées, moins les biches restées en main ; 15 points
  de malus par Null Bock en main, 15 points de bonus par Null Bock d'une Arène qu'il a
  nettoyée en Grand Cerf.
  Dans ces scénarios la manche se termine aussitôt : Anna, à qui c'est le
  tour, n'a plus de carte.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre

  @nb/score.hinds-won @nb/score.hinds-in-hand @nb/score.null-bock-kept @nb/score.null-bock-won @nb/clar.null-bock-count
  Scénario: Biches gagnées, biches en main et Null Bocks
    Soit Anna a déjà gagné la biche 9, la biche prétentieuse 7, le Null Bock et le cerf 8
    Et Bert a en main la biche 6 et le Null Bock
    Et Carl a déjà gagné la biche 8 et la biche 11
    Et Carl a en main la biche 5 et la biche prétentieuse 5
    Et c'est au tour d'Anna
    Alors la manche est terminée
    Et les scores de la manche sont Anna 31, Bert -21 et Carl 9
    Et le détail d'Anna est : biches gagnées 16, biches en main 0, bonus 15, malus 0
    Et le détail de Bert est : biches gagnées 0, biches en main 6, bonus 0, malus 15
    Et le détail de Carl est : biches gagnées 19, biches en main 10, bonus 0, malus 0

  @nb/score.null-bock-kept @nb/score.null-bock-won @nb/clar.null-bock-count
  Plan du scénario: Deux Null Bocks gagnés par Anna, un gardé par Bert (lecture <lecture>)
    Soit l'option "null-bock-count" vaut "<lecture>"
    Et Anna a déjà gagné le Null Bock, le Null Bock et la biche 6
    Et Bert a en main le Null Bock et la biche 9
    Et Carl a en main le cerf 6
    Et c'est au tour d'Anna
    Alors les scores de la manche sont Anna <Anna>, Bert <Bert> et Carl 0

    Exemples:
      | lecture  | Anna | Bert |
      | per-card | 36   | -24  |
      | once     | 21   | -24  |

  @nb/score.null-bock-kept @nb/clar.null-bock-count
  Plan du scénario: Deux Null Bocks gardés en main (lecture <lecture>)
    Soit l'option "null-bock-count" vaut "<lecture>"
    Et Bert a en main le Null Bock, le Null Bock et la biche 9
    Et c'est au tour d'Anna
    Alors les scores de la manche sont Anna 0, Bert <Bert> et Carl 0

    Exemples:
      | lecture  | Bert |
      | per-card | -39  |
      | once     | -24  |

  @nb/score.null-bock-won @nb/clar.null-bock-end-arena @nb/end.empty-hand
  Plan du scénario: Un Null Bock dans l'Arène gagnée en fin de manche (lecture <lecture>)
    Soit l'option "end-arena-bonus" vaut "<lecture>"
    Et l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et c'est au tour d'Anna
    Alors la manche est terminée
    Et Bert a maintenant gagné la biche 5 et le Null Bock
    Et les scores de la manche sont Anna 0, Bert <Bert> et Carl 0

    Exemples:
      | lecture       | Bert |
      | counts        | 20   |
      | big-stag-only | 5    |

  @nb/score.null-bock-won @nb/clar.null-bock-end-arena @nb/bigstag.win
  Scénario: Qui nettoie l'Arène en Grand Cerf gagne le bonus de son Null Bock
    Soit l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et les scores de la manche sont Anna 0, Bert 20 et Carl 0

  @nb/game.target @nb/clar.target
  Scénario: Atteindre 150 points termine la partie
    Soit les totaux avant cette manche sont Anna 140, Bert 100 et Carl 149
    Et Anna a déjà gagné la biche 5 et la biche 5
    Et Carl a en main la biche 6
    Et c'est au tour d'Anna
    Alors les totaux sont Anna 150, Bert 100 et Carl 143
    Et la partie est terminée
    Et la gagnante est Anna

  @nb/clar.target
  Scénario: Lecture « dépasser » : 150 tout juste ne suffit pas
    Soit l'option "target-rule" vaut "exceed"
    Et les totaux avant cette manche sont Anna 140, Bert 100 et Carl 149
    Et Anna a déjà gagné la biche 5 et la biche 5
    Et Carl a en main la biche 6
    Et c'est au tour d'Anna
    Alors la partie n'est pas terminée

  @nb/game.fixed-rounds @nb/clar.fixed-rounds
  Plan du scénario: Un nombre de manches convenu (<manches> manches, manche 2)
    Soit l'option "rounds" vaut "<manches>"
    Et c'est la manche 2
    Et Bert a commencé la manche
    Et les totaux avant cette manche sont Anna 10, Bert 30 et Carl 0
    Et Anna a déjà gagné la biche 5
    Et c'est au tour d'Anna
    Alors les totaux sont Anna 15, Bert 30 et Carl 0
    Et <suite>

    Exemples:
      | manches | suite                        |
      | 2       | le gagnant est Bert          |
      | 3       | la partie n'est pas terminée |

  @nb/clar.fixed-rounds @nb/game.fixed-rounds
  Plan du scénario: 150 atteint avant la dernière manche convenue (lecture <lecture>)
    Soit l'option "rounds" vaut "5"
    Et l'option "fixed-rounds-stop" vaut "<lecture>"
    Et c'est la manche 2
    Et Bert a commencé la manche
    Et les totaux avant cette manche sont Anna 145, Bert 30 et Carl 0
    Et Anna a déjà gagné la biche 5
    Et c'est au tour d'Anna
    Alors <suite>

    Exemples:
      | lecture | suite                        |
      | rounds  | la partie n'est pas terminée |
      | first   | la gagnante est Anna         |

  @nb/clar.winner-tie @nb/game.target
  Plan du scénario: Deux joueurs à égalité en tête (lecture <lecture>)
    Soit l'option "winner-tie" vaut "<lecture>"
    Et les totaux avant cette manche sont Anna 140, Bert 20 et Carl 144
    Et Anna a déjà gagné la biche 5 et la biche 5
    Et Carl a déjà gagné la biche 6
    Et c'est au tour d'Anna
    Alors les totaux sont Anna 150, Bert 20 et Carl 150
    Et <suite>

    Exemples:
      | lecture | suite                          |
      | share   | les gagnants sont Anna et Carl |
      | play-on | la partie n'est pas terminée   |

  @nb/game.over
  Scénario: Aucune manche n'est distribuée après la fin de la partie
    Soit les totaux avant cette manche sont Anna 140, Bert 100 et Carl 149
    Et Anna a déjà gagné la biche 5 et la biche 5
    Et c'est au tour d'Anna
    Alors la partie est terminée
    Quand la manche suivante commence avec Anna comme premier joueur
    Alors c'est refusé selon la règle nb/game.over
