# language: fr
Fonctionnalité: Jouer dans l'Arène
  Une biche plus forte sur une biche, une prétentieuse sur une biche non
  prétentieuse, n'importe quel cerf sur une biche, un cerf plus fort sur un
  cerf, un Null Bock sur n'importe quel cerf ; jamais de biche sur un cerf.

  Plan du scénario: <carte> sur <dessus>
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient <dessus> de Bert
    Et Anna a en main <carte> et le cerf 10
    Et c'est au tour d'Anna
    Quand Anna joue <carte> dans l'Arène
    Alors <verdict>

    @nb/arena.hind-higher
    Exemples: une biche plus forte sur une biche
      | dessus                  | carte       | verdict                                          |
      | la biche 3              | la biche 5  | c'est accepté                                    |
      | la biche prétentieuse 7 | la biche 9  | c'est accepté                                    |
      | la biche 5              | la biche 5  | c'est refusé selon la règle nb/arena.hind-higher |
      | la biche 6              | la biche 4  | c'est refusé selon la règle nb/arena.hind-higher |
      | la biche prétentieuse 7 | la biche 7  | c'est refusé selon la règle nb/arena.hind-higher |
      | la biche 9              | la biche 15 | c'est accepté                                    |

    @nb/arena.pretentious
    Exemples: une biche prétentieuse sur n'importe quelle biche non prétentieuse
      | dessus      | carte                   | verdict       |
      | la biche 8  | la biche prétentieuse 3 | c'est accepté |
      | la biche 5  | la biche prétentieuse 5 | c'est accepté |
      | la biche 15 | la biche prétentieuse 9 | c'est accepté |

    @nb/arena.no-pretentious-on-pretentious
    Exemples: jamais une prétentieuse sur une prétentieuse
      | dessus                  | carte                   | verdict                                                            |
      | la biche prétentieuse 3 | la biche prétentieuse 9 | c'est refusé selon la règle nb/arena.no-pretentious-on-pretentious |
      | la biche prétentieuse 7 | la biche prétentieuse 5 | c'est refusé selon la règle nb/arena.no-pretentious-on-pretentious |

    @nb/arena.stag-on-hind
    Exemples: n'importe quel cerf sur une biche, même plus faible
      | dessus                  | carte        | verdict       |
      | la biche 9              | le cerf 4    | c'est accepté |
      | la biche 15             | le Null Bock | c'est accepté |
      | la biche prétentieuse 3 | le cerf 7    | c'est accepté |

    @nb/arena.stag-higher
    Exemples: un cerf plus fort sur un cerf
      | dessus       | carte     | verdict                                          |
      | le cerf 6    | le cerf 8 | c'est accepté                                    |
      | le Null Bock | le cerf 4 | c'est accepté                                    |
      | le cerf 6    | le cerf 6 | c'est refusé selon la règle nb/arena.stag-higher |
      | le cerf 7    | le cerf 5 | c'est refusé selon la règle nb/arena.stag-higher |

    @nb/arena.null-bock @nb/clar.null-bock-on-null-bock
    Exemples: un Null Bock sur n'importe quel cerf, même un Null Bock
      | dessus       | carte        | verdict       |
      | le cerf 10   | le Null Bock | c'est accepté |
      | le cerf 4    | le Null Bock | c'est accepté |
      | le Null Bock | le Null Bock | c'est accepté |

    @nb/arena.no-hind-on-stag
    Exemples: jamais une biche sur un cerf
      | dessus       | carte                   | verdict                                              |
      | le cerf 4    | la biche 9              | c'est refusé selon la règle nb/arena.no-hind-on-stag |
      | le Null Bock | la biche 15             | c'est refusé selon la règle nb/arena.no-hind-on-stag |
      | le cerf 4    | la biche prétentieuse 9 | c'est refusé selon la règle nb/arena.no-hind-on-stag |

  @nb/arena.stag-on-hind
  Scénario: La carte jouée couvre la précédente
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient la biche 3 de Bert et la biche prétentieuse 7 de Carl
    Et Anna a en main le cerf 4 et la biche 9
    Et Bert a en main le cerf 5
    Et c'est au tour d'Anna
    Quand Anna joue le cerf 4 dans l'Arène
    Alors l'Arène contient maintenant la biche 3 de Bert, la biche prétentieuse 7 de Carl et le cerf 4 d'Anna
    Et Anna a maintenant en main la biche 9

  @nb/clar.null-bock-on-null-bock @nb/arena.null-bock
  Scénario: Lecture « interdit » : un Null Bock ne couvre pas un Null Bock
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'option "null-bock-on-null-bock" vaut "forbidden"
    Et l'Arène contient la biche 8 de Carl et le Null Bock de Bert
    Et Anna a en main le Null Bock et le cerf 5
    Et c'est au tour d'Anna
    Quand Anna joue le Null Bock dans l'Arène
    Alors c'est refusé selon la règle nb/arena.null-bock
    Quand Anna joue le cerf 5 dans l'Arène
    Alors c'est accepté
