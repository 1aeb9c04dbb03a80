# language: fr
Fonctionnalité: Jouer dans l'Arène
  Une biche plus forte sur une biche, une prétentieuse sur une biche non
  prétentieuse, n'importe quel cerf sur une biche, un cerf plus fort sur un
  cerf, un Null Bock sur n'importe quel cerf; jamais de biche sur un cerf.

  Plan du scénario: <carte> sur <dessus>
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient <dessus> (Bert)
    Et Anna a en main <carte> S10
    Et c'est au tour d'Anna
    Quand Anna joue <carte> arena
    Alors <verdict>

    @nb/arena.hind-higher
    Exemples: une biche plus forte sur une biche
      | dessus | carte | verdict                                          |
      | H3     | H5    | c'est accepté                                    |
      | H7+    | H9    | c'est accepté                                    |
      | H5     | H5    | c'est refusé selon la règle nb/arena.hind-higher |
      | H6     | H4    | c'est refusé selon la règle nb/arena.hind-higher |
      | H7+    | H7    | c'est refusé selon la règle nb/arena.hind-higher |
      | H9     | H15   | c'est accepté                                    |

    @nb/arena.pretentious
    Exemples: une biche prétentieuse sur n'importe quelle biche non prétentieuse
      | dessus | carte | verdict       |
      | H8     | H3+   | c'est accepté |
      | H5     | H5+   | c'est accepté |
      | H15    | H9+   | c'est accepté |

    @nb/arena.no-pretentious-on-pretentious
    Exemples: jamais une prétentieuse sur une prétentieuse
      | dessus | carte | verdict                                                            |
      | H3+    | H9+   | c'est refusé selon la règle nb/arena.no-pretentious-on-pretentious |
      | H7+    | H5+   | c'est refusé selon la règle nb/arena.no-pretentious-on-pretentious |

    @nb/arena.stag-on-hind
    Exemples: n'importe quel cerf sur une biche, même plus faible
      | dessus | carte | verdict       |
      | H9     | S4    | c'est accepté |
      | H15    | S0    | c'est accepté |
      | H3+    | S7    | c'est accepté |

    @nb/arena.stag-higher
    Exemples: un cerf plus fort sur un cerf
      | dessus | carte | verdict                                          |
      | S6     | S8    | c'est accepté                                    |
      | S0     | S4    | c'est accepté                                    |
      | S6     | S6    | c'est refusé selon la règle nb/arena.stag-higher |
      | S7     | S5    | c'est refusé selon la règle nb/arena.stag-higher |

    @nb/arena.null-bock @nb/clar.null-bock-on-null-bock
    Exemples: un Null Bock sur n'importe quel cerf, même un Null Bock
      | dessus | carte | verdict       |
      | S10    | S0    | c'est accepté |
      | S4     | S0    | c'est accepté |
      | S0     | S0    | c'est accepté |

    @nb/arena.no-hind-on-stag
    Exemples: jamais une biche sur un cerf
      | dessus | carte | verdict                                              |
      | S4     | H9    | c'est refusé selon la règle nb/arena.no-hind-on-stag |
      | S0     | H15   | c'est refusé selon la règle nb/arena.no-hind-on-stag |
      | S4     | H9+   | c'est refusé selon la règle nb/arena.no-hind-on-stag |

  @nb/arena.stag-on-hind
  Scénario: la carte jouée couvre la précédente
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'Arène contient H3 (Bert), H7+ (Carl)
    Et Anna a en main S4 H9
    Et Bert a en main S5
    Et c'est au tour d'Anna
    Quand Anna joue S4 arena
    Alors l'Arène est maintenant H3 (Bert), H7+ (Carl), S4 (Anna)
    Et la main d'Anna est H9

  @nb/clar.null-bock-on-null-bock @nb/arena.null-bock
  Scénario: lecture « interdit » : un Null Bock ne couvre pas un Null Bock
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et l'option "null-bock-on-null-bock" vaut "forbidden"
    Et l'Arène contient H8 (Carl), S0 (Bert)
    Et Anna a en main S0 S5
    Et c'est au tour d'Anna
    Quand Anna joue S0 arena
    Alors c'est refusé selon la règle nb/arena.null-bock
    Quand Anna joue S5 arena
    Alors c'est accepté
