# language: fr
Fonctionnalité: Le tour de jeu
  À son tour, un joueur joue une carte de sa main dans l'Arène ou sur une
  lisière; s'il ne peut rien jouer, il perd son tour.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre

  @nb/turn.order
  Scénario: seul le joueur dont c'est le tour joue, puis vient son voisin de gauche
    Soit l'Arène contient H5 (Dora)
    Et Anna a en main H7 S8
    Et Bert a en main H8
    Et c'est au tour d'Anna
    Quand Bert joue H8 arena
    Alors c'est refusé selon la règle nb/turn.order
    Quand Anna joue H7 arena
    Alors c'est accepté
    Et c'est à Bert de jouer
    Et l'Arène est maintenant H5 (Dora), H7 (Anna)

  @nb/turn.card-in-hand
  Scénario: on ne joue que ses propres cartes
    Soit l'Arène contient H5 (Dora)
    Et Anna a en main H7 S8
    Et c'est au tour d'Anna
    Quand Anna joue H9 arena
    Alors c'est refusé selon la règle nb/turn.card-in-hand

  @nb/turn.pass
  Scénario: passer est refusé à qui peut jouer
    Soit l'Arène contient H5 (Dora)
    Et Anna a en main H7 S8
    Et c'est au tour d'Anna
    Quand Anna joue pass
    Alors c'est refusé selon la règle nb/turn.pass

  @nb/turn.pass
  Scénario: sans coup permis, le joueur perd son tour
    Soit l'Arène contient H8 (Dora)
    Et la lisière d'Anna porte H4
    Et la lisière de Bert porte H6
    Et la lisière de Carl porte H9
    Et la lisière de Dora porte H3
    Et Anna a en main H5 H7
    Et Bert a en main S9
    Et c'est au tour d'Anna
    Alors Anna ne peut que passer
    Quand Anna joue pass
    Alors c'est accepté
    Et c'est à Bert de jouer
    Et la main d'Anna est H5 H7

  @nb/arena.empty-hind
  Scénario: dans l'Arène vide, il faut jouer une biche, rien d'autre
    Soit la lisière de Bert porte S6
    Et Anna a en main H5 S8
    Et c'est au tour d'Anna
    Quand Anna joue S8 arena
    Alors c'est refusé selon la règle nb/arena.empty-hind
    Quand Anna joue H5 edge Bert
    Alors c'est refusé selon la règle nb/arena.empty-hind
    Quand Anna joue H5 arena
    Alors c'est accepté
    Et l'Arène est maintenant H5 (Anna)

  @nb/arena.empty-pass @nb/turn.pass
  Scénario: qui n'a pas de biche pour l'Arène vide passe, le suivant doit en jouer une
    Soit la lisière de Bert porte H6
    Et Anna a en main S8 S9
    Et Bert a en main H4 S10
    Et c'est au tour d'Anna
    Alors Anna ne peut pas jouer S8 edge Bert
    Et Anna ne peut que passer
    Quand Anna joue pass
    Alors c'est à Bert de jouer
    Et Bert ne peut pas jouer S10 arena
    Et Bert peut jouer H4 arena
