# language: fr
Fonctionnalité: La fin de la manche
  La manche finit quand personne ne peut jouer de biche dans l'Arène vide, ou
  quand le joueur dont c'est le tour n'a plus de carte : le joueur du dernier
  cerf de l'Arène la gagne alors.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre

  @nb/end.empty-hand
  Scénario: Bert n'a plus de carte : le dernier cerf gagne l'Arène
    Soit l'Arène contient H5 (Carl), S7 (Bert), S9 (Carl)
    Et Anna a en main S10 H6
    Et Carl a en main H8
    Et c'est au tour d'Anna
    Quand Anna joue S10 arena
    Alors la manche est terminée
    Et Anna a maintenant gagné H5 S7 S9 S10
    Et l'Arène est vide
    Et les scores de la manche sont Anna -1, Bert 0, Carl -8

  @nb/end.empty-hand @nb/score.table-nothing
  Scénario: sans cerf dans l'Arène, personne ne la gagne et elle ne rapporte rien
    Soit l'Arène contient H5 (Carl)
    Et la lisière de Carl porte H9
    Et Anna a en main S10 H6
    Et Carl a en main H8
    Et c'est au tour d'Anna
    Quand Anna joue H6 arena
    Alors la manche est terminée
    Et l'Arène est maintenant H5 (Carl), H6 (Anna)
    Et Anna a maintenant gagné rien
    Et les scores de la manche sont Anna 0, Bert 0, Carl -8

  @nb/end.over
  Scénario: plus rien ne se joue après la fin de la manche
    Soit l'Arène contient H5 (Carl)
    Et Anna a en main S10 H6
    Et Carl a en main H8
    Et c'est au tour d'Anna
    Quand Anna joue H6 arena
    Et Carl joue H8 arena
    Alors c'est refusé selon la règle nb/end.over

  @nb/end.no-hind @nb/bigstag.win
  Scénario: après un Grand Cerf, plus personne n'a de biche : la manche finit
    Soit l'Arène contient H5 (Carl), S9 (Anna)
    Et la lisière d'Anna porte H6
    Et la lisière de Bert porte S7
    Et la lisière de Carl porte S10
    Et Anna a en main S8
    Et Bert a en main S8
    Et Carl a en main S6
    Et c'est au tour de Bert
    Quand Bert joue S8 edge Anna
    Alors c'est à Carl de jouer
    Et Carl ne peut que passer
    Quand Carl joue pass
    Alors la manche est terminée
    Et Anna a maintenant gagné H5 S9
    Et Bert a maintenant gagné H6
    Et les scores de la manche sont Anna 5, Bert 6, Carl 0

  @nb/clar.empty-hand-empty-arena @nb/end.empty-hand
  Scénario: Arène vide et Bert sans carte : la manche finit (lecture par défaut)
    Soit Anna a en main H6
    Et Carl a en main H8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et les scores de la manche sont Anna -6, Bert 0, Carl -8

  @nb/clar.empty-hand-empty-arena
  Scénario: lecture « on passe » : Bert sans carte passe devant l'Arène vide
    Soit l'option "empty-hand" vaut "skip"
    Et Anna a en main H6
    Et Carl a en main H8
    Et c'est au tour de Bert
    Alors la manche n'est pas terminée
    Et Bert ne peut que passer
    Quand Bert joue pass
    Alors c'est à Carl de jouer
    Et Carl peut jouer H8 arena

  @nb/clar.stuck-arena @nb/end.no-hind
  Scénario: une biche en haut de l'Arène et personne ne peut jouer : la manche finit
    Soit l'Arène contient H7 (Anna)
    Et la lisière d'Anna porte H5
    Et la lisière de Bert porte H6
    Et la lisière de Carl porte H8
    Et Anna a en main H6
    Et Bert a en main H8
    Et Carl a en main H9 H5
    Et c'est au tour de Carl
    Quand Carl joue H9 arena
    Alors la manche est terminée
    Et l'Arène est maintenant H7 (Anna), H9 (Carl)
    Et les scores de la manche sont Anna -6, Bert -8, Carl -5

  @nb/clar.stuck-arena
  Scénario: lecture « on dégage » : l'Arène bloquée est mise de côté et le jeu continue
    Soit l'option "stuck-arena" vaut "clear"
    Et l'Arène contient H7 (Anna)
    Et la lisière d'Anna porte H5
    Et la lisière de Bert porte H6
    Et la lisière de Carl porte H8
    Et Anna a en main H6
    Et Bert a en main H8
    Et Carl a en main H9 H5
    Et c'est au tour de Carl
    Quand Carl joue H9 arena
    Alors la manche n'est pas terminée
    Et l'Arène est vide
    Et c'est à Anna de jouer
    Et Anna peut jouer H6 arena

  @nb/clar.turn-start @nb/bigstag.win @nb/end.empty-hand
  Scénario: le tour de Bert revient, son Null Bock en haut et la main vide : Grand Cerf d'abord, puis fin de manche
    Soit l'Arène contient H5 (Carl), S0 (Bert)
    Et Carl a en main H8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné H5 S0
    Et les scores de la manche sont Anna 0, Bert 20, Carl -8

  @nb/clar.turn-start @nb/end.empty-hand
  Scénario: lecture « main vide d'abord » : la manche finit et Bert gagne l'Arène en fin de manche, sans bonus
    Soit l'option "turn-start" vaut "empty-hand-first"
    Et l'option "end-arena-bonus" vaut "big-stag-only"
    Et l'Arène contient H5 (Carl), S0 (Bert)
    Et Carl a en main H8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné H5 S0
    Et les scores de la manche sont Anna 0, Bert 5, Carl -8

  @nb/clar.turn-start @nb/clar.empty-hand-empty-arena @nb/bigstag.then-hind
  Scénario: lecture « on passe » : après son Grand Cerf, Bert sans carte passe et Carl ouvre l'Arène
    Soit l'option "empty-hand" vaut "skip"
    Et l'Arène contient H5 (Carl), S0 (Bert)
    Et Carl a en main H8
    Et c'est au tour de Bert
    Alors la manche n'est pas terminée
    Et Bert a maintenant gagné H5 S0
    Et Bert ne peut que passer
    Quand Bert joue pass
    Alors c'est à Carl de jouer
    Et Carl peut jouer H8 arena

  @nb/clar.turn-start @nb/clar.empty-hand-empty-arena
  Scénario: lectures « main vide d'abord » et « on passe » : l'Arène n'est pas vide, la manche finit
    Soit l'option "turn-start" vaut "empty-hand-first"
    Et l'option "empty-hand" vaut "skip"
    Et l'Arène contient H5 (Carl), S0 (Bert)
    Et Carl a en main H8
    Et c'est au tour de Bert
    Alors la manche est terminée
    Et Bert a maintenant gagné H5 S0
    Et les scores de la manche sont Anna 0, Bert 5, Carl -8
