# language: fr
Fonctionnalité: Dernière prise automatique
  Avec l'option last-take à auto, la dernière prise, forcée, se fait seule.

  @bo/clar.last-take @bo/take.last-gets-pawn-card
  Scénario: La carte au pion-haricot va d'elle-même au dernier
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'option "last-take" vaut "auto"
    Et Anna a le pion-haricot
    Et Anna a en main le 5 vert et le 2 bleu
    Et Bert a en main le "-" rouge et le 7 jaune
    Et Carl a en main le "-" rouge et le 3 vert
    Quand les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le "-" rouge
      - Carl joue le "-" rouge
      - Anna prend la carte de Bert
      - Bert prend la carte de Carl
      """
    Alors Carl a maintenant pris le 5 vert
    Et Carl tient le pion-haricot
    Et les coups permis sont : Carl joue le 3 vert
    Quand Bert prend la carte d'Anna
    Alors c'est refusé selon la règle bo/take.after-reveal
