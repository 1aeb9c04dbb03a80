# language: fr
Fonctionnalité: Jouer sur une lisière
  Sur n'importe quelle lisière : un cerf au moins aussi fort sur une biche (ou
  un Null Bock sur n'importe quelle biche) gagne la biche; une biche sur un
  cerf reprend le cerf en main. Les biches 11, 13 et 15 n'y vont jamais.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient H4 (Dora)
    Et Bert a en main S9

  @nb/edge.stag-on-hind @nb/edge.one-card
  Scénario: un cerf égal à la biche la gagne et reste sur la lisière
    Soit la lisière de Bert porte H7
    Et Anna a en main S7 S6
    Et c'est au tour d'Anna
    Quand Anna joue S7 edge Bert
    Alors c'est accepté
    Et Anna a maintenant gagné H7
    Et la lisière de Bert est maintenant S7
    Et la main d'Anna est S6
    Et l'Arène est maintenant H4 (Dora)
    Et c'est à Bert de jouer

  @nb/edge.stag-on-hind
  Scénario: un cerf plus faible que la biche est refusé
    Soit la lisière de Bert porte H7
    Et Anna a en main S6 S10
    Et c'est au tour d'Anna
    Quand Anna joue S6 edge Bert
    Alors c'est refusé selon la règle nb/edge.stag-on-hind
    Quand Anna joue S10 edge Bert
    Alors c'est accepté
    Et Anna a maintenant gagné H7

  @nb/edge.null-bock
  Scénario: un Null Bock gagne n'importe quelle biche, même la 15 posée au départ
    Soit la lisière de Carl porte H15
    Et Anna a en main S0 S10
    Et c'est au tour d'Anna
    Alors Anna ne peut pas jouer S10 edge Carl
    Quand Anna joue S0 edge Carl
    Alors c'est accepté
    Et Anna a maintenant gagné H15
    Et la lisière de Carl est maintenant S0

  @nb/edge.hind-on-stag @nb/edge.one-card
  Scénario: une biche sur un cerf reprend le cerf en main
    Soit la lisière de Dora porte S10
    Et Anna a en main H3 S5
    Et c'est au tour d'Anna
    Quand Anna joue H3 edge Dora
    Alors c'est accepté
    Et la main d'Anna est S5 S10
    Et la lisière de Dora est maintenant H3
    Et Anna a maintenant gagné rien

  @nb/edge.hind-on-stag
  Scénario: une biche prétentieuse peut couvrir un Null Bock
    Soit la lisière de Dora porte S0
    Et Anna a en main H9+
    Et c'est au tour d'Anna
    Quand Anna joue H9+ edge Dora
    Alors c'est accepté
    Et la main d'Anna est S0

  @nb/edge.no-high-hind
  Plan du scénario: la biche <carte> ne va jamais sur une lisière
    Soit la lisière de Bert porte S8
    Et Anna a en main <carte> H5
    Et c'est au tour d'Anna
    Quand Anna joue <carte> edge Bert
    Alors c'est refusé selon la règle nb/edge.no-high-hind

    Exemples:
      | carte |
      | H11   |
      | H13   |
      | H15   |

  @nb/edge.kinds
  Scénario: pas de cerf sur un cerf ni de biche sur une biche en lisière
    Soit la lisière de Bert porte S4
    Et la lisière de Carl porte H3
    Et Anna a en main S8 H5
    Et c'est au tour d'Anna
    Quand Anna joue S8 edge Bert
    Alors c'est refusé selon la règle nb/edge.kinds
    Quand Anna joue H5 edge Carl
    Alors c'est refusé selon la règle nb/edge.kinds

  @nb/edge.any-player @nb/clar.own-edge
  Scénario: on peut jouer sur sa propre lisière (lecture par défaut)
    Soit la lisière d'Anna porte S9
    Et Anna a en main H5
    Et c'est au tour d'Anna
    Quand Anna joue H5 edge Anna
    Alors c'est accepté
    Et la main d'Anna est S9
    Et la lisière d'Anna est maintenant H5

  @nb/edge.any-player
  Scénario: on peut jouer sur la lisière de n'importe quel joueur
    Soit la lisière de Bert porte H5
    Et la lisière de Carl porte H6
    Et la lisière de Dora porte H8
    Et Anna a en main S8
    Et c'est au tour d'Anna
    Alors Anna peut jouer S8 edge Bert
    Et Anna peut jouer S8 edge Carl
    Et Anna peut jouer S8 edge Dora

  @nb/clar.own-edge @nb/edge.any-player
  Scénario: lecture « interdit » : pas de coup sur sa propre lisière
    Soit l'option "own-edge" vaut "forbidden"
    Et la lisière d'Anna porte S9
    Et la lisière de Bert porte S4
    Et Anna a en main H5
    Et c'est au tour d'Anna
    Quand Anna joue H5 edge Anna
    Alors c'est refusé selon la règle nb/edge.any-player
    Quand Anna joue H5 edge Bert
    Alors c'est accepté
