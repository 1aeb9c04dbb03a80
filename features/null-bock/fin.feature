# language: fr
Fonctionnalité: La fin de la manche
  La manche finit quand personne ne peut jouer de biche dans l'Arène vide, ou
  quand le joueur dont c'est le tour n'a plus de carte : le joueur du dernier
  cerf de l'Arène la gagne alors.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre

  @nb/end.empty-hand
  Scénario: Bert n'a plus de carte : le dernier cerf gagne l'Arène
    Soit l'Arène contient la biche 5 de Carl, le cerf 7 de Bert et le cerf 9 de Carl
    Et Anna a en main le cerf 10 et la biche 6
    Et Carl a en main la biche 8
    Et c'est au tour d'Anna
    Quand Anna joue le cerf 10 dans l'Arène
    Alors la manche est terminée
    Et Anna a maintenant gagné la biche 5, le cerf 7, le cerf 9 et le cerf 10
    Et l'Arène est vide
    Et les scores de la manche sont Anna -1, Bert 0 et Carl -8

  @nb/end.empty-hand @nb/score.table-nothing
  Scénario: Sans cerf dans l'Arène, personne ne la gagne et elle ne rapporte rien
    Soit l'Arène contient la biche 5 de Carl
    Et la lisière de Carl porte la biche 9
    Et Anna a en main le cerf 10 et la biche 6
    Et Carl a en main la biche 8
    Et c'est au tour d'Anna
    Quand Anna joue la biche 6 dans l'Arène
    Alors la manche est terminée
    Et l'Arène contient maintenant la biche 5 de Carl et la biche 6 d'Anna
    Et Anna n'a rien gagné
    Et les scores de la manche sont Anna 0, Bert 0 et Carl -8

  @nb/end.over
  Scénario: Plus rien ne se joue après la fin de la manche
    Soit l'Arène contient la biche 5 de Carl
    Et Anna a en main le cerf 10 et la biche 6
    Et Carl a en main la biche 8
    Et c'est au tour d'Anna
    Quand Anna joue la biche 6 dans l'Arène
    Et Carl joue la biche 8 dans l'Arène
    Alors c'est refusé selon la règle nb/end.over

  @nb/end.no-hind @nb/bigstag.win @nb/clar.no-hind-scope
  Scénario: Après un Grand Cerf, plus personne n'a de biche : la manche finit (lecture par défaut, « Arène vide »)
    Soit l'Arène contient la biche 5 de Carl et le cerf 9 d'Anna
    Et la lisière d'Anna porte la biche 6
    Et la lisière de Bert porte le cerf 7
    Et la lisière de Carl porte le cerf 10
    Et Anna a en main le cerf 8
    Et Bert a en main le cerf 8
    Et Carl a en main le cerf 6
    Et c'est au tour de Bert
    Quand Bert joue le cerf 8 sur la lisière d'Anna
    Alors c'est à Carl de jouer
    Et Carl ne peut rien jouer
    Quand Carl perd son tour
    Alors la manche est terminée
    Et Anna a maintenant gagné la biche 5 et le cerf 9
    Et Bert a maintenant gagné la biche 6
    Et les scores de la manche sont Anna 5, Bert 6 et Carl 0

  @nb/end.no-hind @nb/clar.no-hind-scope @nb/score.table-nothing
  Scénario: Lecture « plus personne n'a de biche » : la manche finit aussitôt, le cerf 9 en haut de l'Arène
    Soit l'option "no-hind-end" vaut "no-hind-held"
    Et l'Arène contient la biche 5 de Carl et le cerf 9 d'Anna
    Et la lisière d'Anna porte la biche 6
    Et la lisière de Bert porte le cerf 7
    Et la lisière de Carl porte le cerf 10
    Et Anna a en main le cerf 8
    Et Bert a en main le cerf 8
    Et Carl a en main le cerf 6
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et l'Arène contient maintenant la biche 5 de Carl et le cerf 9 d'Anna
    Et Anna n'a rien gagné
    Et les scores de la manche sont Anna 0, Bert 0 et Carl 0

  @nb/clar.empty-hand-empty-arena @nb/end.empty-hand
  Scénario: Arène vide et Bert sans carte : la manche finit (lecture par défaut)
    Soit Anna a en main la biche 6
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et les scores de la manche sont Anna -6, Bert 0 et Carl -8

  @nb/clar.empty-hand-empty-arena
  Scénario: Lecture « on passe » : Bert sans carte passe devant l'Arène vide
    Soit l'option "empty-hand" vaut "skip"
    Et Anna a en main la biche 6
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche n'est pas terminée
    Et Bert ne peut rien jouer
    Quand Bert perd son tour
    Alors c'est à Carl de jouer
    Et Carl peut jouer la biche 8 dans l'Arène

  @nb/clar.stuck-arena @nb/end.no-hind
  Scénario: Une biche en haut de l'Arène et personne ne peut jouer : la manche finit
    Soit l'Arène contient la biche 7 d'Anna
    Et la lisière d'Anna porte la biche 5
    Et la lisière de Bert porte la biche 6
    Et la lisière de Carl porte la biche 8
    Et Anna a en main la biche 6
    Et Bert a en main la biche 8
    Et Carl a en main la biche 9 et la biche 5
    Et c'est au tour de Carl
    Quand Carl joue la biche 9 dans l'Arène
    Alors la manche est terminée
    Et l'Arène contient maintenant la biche 7 d'Anna et la biche 9 de Carl
    Et les scores de la manche sont Anna -6, Bert -8 et Carl -5

  @nb/clar.stuck-arena
  Scénario: Lecture « on dégage » : l'Arène bloquée est mise de côté et le jeu continue
    Soit l'option "stuck-arena" vaut "clear"
    Et l'Arène contient la biche 7 d'Anna
    Et la lisière d'Anna porte la biche 5
    Et la lisière de Bert porte la biche 6
    Et la lisière de Carl porte la biche 8
    Et Anna a en main la biche 6
    Et Bert a en main la biche 8
    Et Carl a en main la biche 9 et la biche 5
    Et c'est au tour de Carl
    Quand Carl joue la biche 9 dans l'Arène
    Alors la manche n'est pas terminée
    Et l'Arène est vide
    Et c'est à Anna de jouer
    Et Anna peut jouer la biche 6 dans l'Arène

  @nb/clar.turn-start @nb/bigstag.win @nb/end.empty-hand
  Scénario: Le tour de Bert revient, son Null Bock en haut et la main vide : Grand Cerf d'abord, puis fin de manche
    Soit l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné la biche 5 et le Null Bock
    Et les scores de la manche sont Anna 0, Bert 20 et Carl -8

  @nb/clar.turn-start @nb/end.empty-hand
  Scénario: Lecture « main vide d'abord » : la manche finit et Bert gagne l'Arène en fin de manche, sans bonus
    Soit l'option "turn-start" vaut "empty-hand-first"
    Et l'option "end-arena-bonus" vaut "big-stag-only"
    Et l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné la biche 5 et le Null Bock
    Et les scores de la manche sont Anna 0, Bert 5 et Carl -8

  @nb/clar.turn-start @nb/clar.empty-hand-empty-arena @nb/bigstag.then-hind
  Scénario: Lecture « on passe » : après son Grand Cerf, Bert sans carte passe et Carl ouvre l'Arène
    Soit l'option "empty-hand" vaut "skip"
    Et l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche n'est pas terminée
    Et Bert a maintenant gagné la biche 5 et le Null Bock
    Et Bert ne peut rien jouer
    Quand Bert perd son tour
    Alors c'est à Carl de jouer
    Et Carl peut jouer la biche 8 dans l'Arène

  @nb/clar.turn-start @nb/clar.empty-hand-empty-arena
  Scénario: Lectures « main vide d'abord » et « on passe » : l'Arène n'est pas vide, la manche finit
    Soit l'option "turn-start" vaut "empty-hand-first"
    Et l'option "empty-hand" vaut "skip"
    Et l'option "end-arena-bonus" vaut "big-stag-only"
    Et l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné la biche 5 et le Null Bock
    Et les scores de la manche sont Anna 0, Bert 5 et Carl -8

  @nb/clar.turn-start @nb/clar.empty-hand-empty-arena @nb/clar.null-bock-end-arena
  Scénario: Lectures « main vide d'abord », « on passe » et bonus en fin de manche : Bert gagne l'Arène et le bonus du Null Bock
    Soit l'option "turn-start" vaut "empty-hand-first"
    Et l'option "empty-hand" vaut "skip"
    Et l'option "end-arena-bonus" vaut "counts"
    Et l'Arène contient la biche 5 de Carl et le Null Bock de Bert
    Et Carl a en main la biche 8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné la biche 5 et le Null Bock
    Et les scores de la manche sont Anna 0, Bert 20 et Carl -8
