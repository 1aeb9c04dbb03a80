# language: fr
Fonctionnalité: Le Grand Cerf
  Quand son tour revient et que son cerf est toujours au-dessus de l'Arène,
  le joueur gagne toute l'Arène puis doit y jouer une biche.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient H5 (Carl), H7+ (Bert), S7 (Anna)
    Et la lisière d'Anna porte H9
    Et la lisière de Bert porte S8
    Et la lisière de Carl porte H6

  @nb/bigstag.win @nb/bigstag.then-hind
  Scénario: personne n'a défié le cerf d'Anna : elle nettoie l'Arène
    Soit Anna a en main H8 S9
    Et Bert a en main H11 H5
    Et Carl a en main S10 H6
    Et c'est au tour de Bert
    Alors Bert ne peut pas jouer H11 edge Bert
    Quand les coups suivants sont joués :
      """
      - Bert: H5 edge Bert
      - Carl: S10 edge Anna
      """
    Alors l'Arène est vide
    Et Anna a maintenant gagné H5 H7+ S7
    Et Carl a maintenant gagné H9
    Et la main de Bert est H11 S8
    Et c'est à Anna de jouer
    Et Anna ne peut pas jouer S9 edge Bert
    Et Anna peut jouer H8 arena
    Quand Anna joue H8 arena
    Alors l'Arène est maintenant H8 (Anna)
    Et c'est à Bert de jouer

  @nb/bigstag.win
  Scénario: un cerf couvert n'est pas un Grand Cerf
    Soit Anna a en main H8 S9
    Et Bert a en main S9 H5
    Et Carl a en main S10 H6
    Et c'est au tour de Bert
    Quand les coups suivants sont joués :
      """
      - Bert: S9 arena
      - Carl: H6 edge Bert
      """
    Alors c'est à Anna de jouer
    Et l'Arène est maintenant H5 (Carl), H7+ (Bert), S7 (Anna), S9 (Bert)
    Et Anna a maintenant gagné rien
    Et la main de Carl est S10 S8

  @nb/bigstag.then-hind @nb/arena.empty-pass
  Scénario: le Grand Cerf sans biche passe, son voisin de gauche doit jouer une biche
    Soit Anna a en main S9
    Et Bert a en main H11 S6
    Et Carl a en main H8
    Et c'est au tour d'Anna
    Alors l'Arène est vide
    Et Anna a maintenant gagné H5 H7+ S7
    Et Anna ne peut que passer
    Quand Anna joue pass
    Alors c'est à Bert de jouer
    Et Bert ne peut pas jouer S6 edge Anna
    Et Bert peut jouer H11 arena
