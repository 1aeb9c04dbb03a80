# language: fr
Fonctionnalité: Le Grand Cerf
  Quand son tour revient et que son cerf est toujours en haut de l'Arène,
  le joueur gagne toute l'Arène puis doit y jouer une biche.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient la biche 5 de Carl, la biche prétentieuse 7 de Bert et le cerf 7 d'Anna
    Et la lisière d'Anna porte la biche 9
    Et la lisière de Bert porte le cerf 8
    Et la lisière de Carl porte la biche 6

  @nb/bigstag.win @nb/bigstag.then-hind
  Scénario: Personne n'a défié le cerf d'Anna : elle nettoie l'Arène
    Soit Anna a en main la biche 8 et le cerf 9
    Et Bert a en main la biche 11 et la biche 5
    Et Carl a en main le cerf 10 et la biche 6
    Et c'est au tour de Bert
    Alors Bert ne peut pas jouer la biche 11 sur sa lisière
    Quand les coups suivants sont joués :
      """
      - Bert joue la biche 5 sur sa lisière
      - Carl joue le cerf 10 sur la lisière d'Anna
      """
    Alors l'Arène est vide
    Et Anna a maintenant gagné la biche 5, la biche prétentieuse 7 et le cerf 7
    Et Carl a maintenant gagné la biche 9
    Et Bert a maintenant en main la biche 11 et le cerf 8
    Et c'est à Anna de jouer
    Et Anna ne peut pas jouer le cerf 9 sur la lisière de Bert
    Et Anna peut jouer la biche 8 dans l'Arène
    Quand Anna joue la biche 8 dans l'Arène
    Alors l'Arène contient maintenant la biche 8 d'Anna
    Et c'est à Bert de jouer

  @nb/bigstag.win
  Scénario: Un cerf couvert n'est pas un Grand Cerf
    Soit Anna a en main la biche 8 et le cerf 9
    Et Bert a en main le cerf 9 et la biche 5
    Et Carl a en main le cerf 10 et la biche 6
    Et c'est au tour de Bert
    Quand les coups suivants sont joués :
      """
      - Bert joue le cerf 9 dans l'Arène
      - Carl joue la biche 6 sur la lisière de Bert
      """
    Alors c'est à Anna de jouer
    Et l'Arène contient maintenant la biche 5 de Carl, la biche prétentieuse 7 de Bert, le cerf 7 d'Anna et le cerf 9 de Bert
    Et Anna n'a rien gagné
    Et Carl a maintenant en main le cerf 10 et le cerf 8

  @nb/bigstag.then-hind @nb/arena.empty-pass
  Scénario: Le Grand Cerf sans biche passe, son voisin de gauche doit jouer une biche
    Soit Anna a en main le cerf 9
    Et Bert a en main la biche 11 et le cerf 6
    Et Carl a en main la biche 8
    Et c'est au tour d'Anna
    Alors l'Arène est vide
    Et Anna a maintenant gagné la biche 5, la biche prétentieuse 7 et le cerf 7
    Et Anna ne peut rien jouer
    Quand Anna perd son tour
    Alors c'est à Bert de jouer
    Et Bert ne peut pas jouer le cerf 6 sur la lisière d'Anna
    Et Bert peut jouer la biche 11 dans l'Arène
