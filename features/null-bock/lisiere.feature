# language: fr
Fonctionnalité: Jouer sur une lisière
  Sur n'importe quelle lisière : un cerf au moins aussi fort sur une biche (ou
  un Null Bock sur n'importe quelle biche) gagne la biche ; une biche sur un
  cerf prend le cerf dans sa main. Les biches 11, 13 et 15 n'y vont jamais.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient la biche 4 de Dora
    Et Bert a en main le cerf 9

  @nb/edge.stag-on-hind @nb/edge.one-card
  Scénario: Un cerf égal à la biche la gagne et reste sur la lisière
    Soit la lisière de Bert porte la biche 7
    Et Anna a en main le cerf 7 et le cerf 6
    Et c'est au tour d'Anna
    Quand Anna joue le cerf 7 sur la lisière de Bert
    Alors c'est accepté
    Et Anna a maintenant gagné la biche 7
    Et la lisière de Bert porte maintenant le cerf 7
    Et Anna a maintenant en main le cerf 6
    Et l'Arène contient maintenant la biche 4 de Dora
    Et c'est à Bert de jouer

  @nb/edge.stag-on-hind
  Scénario: Un cerf plus faible que la biche est refusé
    Soit la lisière de Bert porte la biche 7
    Et Anna a en main le cerf 6 et le cerf 10
    Et c'est au tour d'Anna
    Quand Anna joue le cerf 6 sur la lisière de Bert
    Alors c'est refusé selon la règle nb/edge.stag-on-hind
    Quand Anna joue le cerf 10 sur la lisière de Bert
    Alors c'est accepté
    Et Anna a maintenant gagné la biche 7

  @nb/edge.null-bock
  Scénario: Un Null Bock gagne n'importe quelle biche, même la 15 posée au départ
    Soit la lisière de Carl porte la biche 15
    Et Anna a en main le Null Bock et le cerf 10
    Et c'est au tour d'Anna
    Alors Anna ne peut pas jouer le cerf 10 sur la lisière de Carl
    Quand Anna joue le Null Bock sur la lisière de Carl
    Alors c'est accepté
    Et Anna a maintenant gagné la biche 15
    Et la lisière de Carl porte maintenant le Null Bock

  @nb/edge.hind-on-stag @nb/edge.one-card
  Scénario: Une biche sur un cerf prend le cerf dans sa main
    Soit la lisière de Dora porte le cerf 10
    Et Anna a en main la biche 3 et le cerf 5
    Et c'est au tour d'Anna
    Quand Anna joue la biche 3 sur la lisière de Dora
    Alors c'est accepté
    Et Anna a maintenant en main le cerf 5 et le cerf 10
    Et la lisière de Dora porte maintenant la biche 3
    Et Anna n'a rien gagné

  @nb/edge.hind-on-stag
  Scénario: Une biche prétentieuse peut couvrir un Null Bock
    Soit la lisière de Dora porte le Null Bock
    Et Anna a en main la biche prétentieuse 9
    Et c'est au tour d'Anna
    Quand Anna joue la biche prétentieuse 9 sur la lisière de Dora
    Alors c'est accepté
    Et Anna a maintenant en main le Null Bock

  @nb/edge.no-high-hind
  Plan du scénario: <carte> ne va jamais sur une lisière
    Soit la lisière de Bert porte le cerf 8
    Et Anna a en main <carte> et la biche 5
    Et c'est au tour d'Anna
    Quand Anna joue <carte> sur la lisière de Bert
    Alors c'est refusé selon la règle nb/edge.no-high-hind

    Exemples:
      | carte       |
      | la biche 11 |
      | la biche 13 |
      | la biche 15 |

  @nb/edge.kinds
  Scénario: Pas de cerf sur un cerf ni de biche sur une biche en lisière
    Soit la lisière de Bert porte le cerf 4
    Et la lisière de Carl porte la biche 3
    Et Anna a en main le cerf 8 et la biche 5
    Et c'est au tour d'Anna
    Quand Anna joue le cerf 8 sur la lisière de Bert
    Alors c'est refusé selon la règle nb/edge.kinds
    Quand Anna joue la biche 5 sur la lisière de Carl
    Alors c'est refusé selon la règle nb/edge.kinds

  @nb/edge.any-player @nb/clar.own-edge
  Scénario: On peut jouer sur sa propre lisière (lecture par défaut)
    Soit la lisière d'Anna porte le cerf 9
    Et Anna a en main la biche 5
    Et c'est au tour d'Anna
    Quand Anna joue la biche 5 sur sa lisière
    Alors c'est accepté
    Et Anna a maintenant en main le cerf 9
    Et la lisière d'Anna porte maintenant la biche 5

  @nb/edge.any-player
  Scénario: On peut jouer sur la lisière de n'importe quel joueur
    Soit la lisière de Bert porte la biche 5
    Et la lisière de Carl porte la biche 6
    Et la lisière de Dora porte la biche 8
    Et Anna a en main le cerf 8
    Et c'est au tour d'Anna
    Alors Anna peut jouer le cerf 8 sur la lisière de Bert
    Et Anna peut jouer le cerf 8 sur la lisière de Carl
    Et Anna peut jouer le cerf 8 sur la lisière de Dora

  @nb/clar.own-edge @nb/edge.any-player
  Scénario: Lecture « interdit » : pas de coup sur sa propre lisière
    Soit l'option "own-edge" vaut "forbidden"
    Et la lisière d'Anna porte le cerf 9
    Et la lisière de Bert porte le cerf 4
    Et Anna a en main la biche 5
    Et c'est au tour d'Anna
    Quand Anna joue la biche 5 sur sa lisière
    Alors c'est refusé selon la règle nb/edge.any-player
    Quand Anna joue la biche 5 sur la lisière de Bert
    Alors c'est accepté
