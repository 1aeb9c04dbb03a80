# language: fr
Fonctionnalité: Dernière prise automatique
  Avec l'option last-take à auto, la dernière prise, forcée, se fait seule.

  @bo/clar.last-take @bo/take.last-gets-pawn-card
  Scénario: La carte au pion-haricot va d'elle-même au dernier
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'option "last-take" vaut "auto"
    Et Anna a le pion-haricot
    Et Anna a en main G5 B2
    Et Bert a en main R- Y7
    Et Carl a en main R- G3
    Quand les coups suivants sont joués :
      """
      - Anna: play G5
      - Bert: play R-
      - Carl: play R-
      - Anna: take Bert
      - Bert: take Carl
      """
    Alors devant Carl sont posées "G5"
    Et Carl tient le pion-haricot
    Et les coups permis sont "Carl: play G3"
    Quand Bert prend la carte d'Anna
    Alors c'est refusé selon la règle bo/take.after-reveal
