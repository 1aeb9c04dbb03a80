# language: fr
Fonctionnalité: Le tour de jeu
  À son tour, un joueur joue une carte de sa main dans l'Arène ou sur une
  lisière ; s'il ne peut rien jouer, il perd son tour.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre

  @nb/turn.order
  Scénario: Seul le joueur dont c'est le tour joue, puis vient son voisin de gauche
    Soit l'Arène contient la biche 5 de Dora
    Et Anna a en main la biche 7 et le cerf 8
    Et Bert a en main la biche 8
    Et c'est au tour d'Anna
    Quand Bert joue la biche 8 dans l'Arène
    Alors c'est refusé selon la règle nb/turn.order
    Quand Anna joue la biche 7 dans l'Arène
    Alors c'est accepté
    Et c'est à Bert de jouer
    Et l'Arène contient maintenant la biche 5 de Dora et la biche 7 d'Anna

  @nb/turn.card-in-hand
  Scénario: On ne joue que ses propres cartes
    Soit l'Arène contient la biche 5 de Dora
    Et Anna a en main la biche 7 et le cerf 8
    Et c'est au tour d'Anna
    Quand Anna joue la biche 9 dans l'Arène
    Alors c'est refusé selon la règle nb/turn.card-in-hand

  @nb/turn.pass
  Scénario: Passer est refusé à qui peut jouer
    Soit l'Arène contient la biche 5 de Dora
    Et Anna a en main la biche 7 et le cerf 8
    Et c'est au tour d'Anna
    Quand Anna perd son tour
    Alors c'est refusé selon la règle nb/turn.pass

  @nb/turn.pass
  Scénario: Sans coup permis, le joueur perd son tour
    Soit l'Arène contient la biche 8 de Dora
    Et la lisière d'Anna porte la biche 4
    Et la lisière de Bert porte la biche 6
    Et la lisière de Carl porte la biche 9
    Et la lisière de Dora porte la biche 3
    Et Anna a en main la biche 5 et la biche 7
    Et Bert a en main le cerf 9
    Et c'est au tour d'Anna
    Alors Anna ne peut rien jouer
    Quand Anna perd son tour
    Alors c'est accepté
    Et c'est à Bert de jouer
    Et Anna a maintenant en main la biche 5 et la biche 7

  @nb/arena.empty-hind
  Scénario: Dans l'Arène vide, il faut jouer une biche, rien d'autre
    Soit la lisière de Bert porte le cerf 6
    Et Anna a en main la biche 5 et le cerf 8
    Et c'est au tour d'Anna
    Quand Anna joue le cerf 8 dans l'Arène
    Alors c'est refusé selon la règle nb/arena.empty-hind
    Quand Anna joue la biche 5 sur la lisière de Bert
    Alors c'est refusé selon la règle nb/arena.empty-hind
    Quand Anna joue la biche 5 dans l'Arène
    Alors c'est accepté
    Et l'Arène contient maintenant la biche 5 d'Anna

  @nb/arena.empty-pass @nb/turn.pass
  Scénario: Qui n'a pas de biche pour l'Arène vide passe, le suivant doit en jouer une
    Soit la lisière de Bert porte la biche 6
    Et Anna a en main le cerf 8 et le cerf 9
    Et Bert a en main la biche 4 et le cerf 10
    Et c'est au tour d'Anna
    Alors Anna ne peut pas jouer le cerf 8 sur la lisière de Bert
    Et Anna ne peut rien jouer
    Quand Anna perd son tour
    Alors c'est à Bert de jouer
    Et Bert ne peut pas jouer le cerf 10 dans l'Arène
    Et Bert peut jouer la biche 4 dans l'Arène
