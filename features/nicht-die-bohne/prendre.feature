# language: fr
Fonctionnalité: Prendre des cartes
  Le détenteur du pion prend en premier la carte d'un adversaire ; celui dont
  la carte vient d'être prise prend à son tour ; le dernier prend la carte au
  pion-haricot et reçoit le pion.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Anna a le pion-haricot
    Et Anna a en main le 5 vert et le 2 bleu
    Et Bert a en main le "-" rouge et le 7 jaune
    Et Carl a en main le "-" rouge et le 3 vert
    Et Dora a en main le "x2" jaune et le 9 bleu
    Et les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le "-" rouge
      - Carl joue le "-" rouge
      - Dora joue le "x2" jaune
      """

  @bo/take.pawn-first
  Scénario: Le détenteur du pion prend en premier
    Quand Bert prend la carte de Carl
    Alors c'est refusé selon la règle bo/take.pawn-first

  @bo/take.not-own
  Scénario: Le détenteur du pion ne prend pas sa propre carte
    Quand Anna prend la carte d'Anna
    Alors c'est refusé selon la règle bo/take.not-own

  @bo/take.not-own
  Scénario: Celui dont la carte vient d'être prise ne se désigne pas lui-même
    Quand Anna prend la carte de Carl
    Et Carl prend la carte de Carl
    Alors c'est refusé selon la règle bo/take.not-own

  @bo/take.robbed-next @bo/take.pawn-first
  Scénario: Celui dont la carte vient d'être prise prend ensuite (on nomme le joueur volé)
    Quand Anna prend la carte de Carl
    Alors c'est accepté
    Et Anna a maintenant pris le "-" rouge
    Et c'est à Carl de prendre
    Et les coups permis sont : Carl prend la carte de Bert ; Carl prend la carte de Dora

  @bo/take.robbed-next
  Scénario: Seul celui dont la carte vient d'être prise prend
    Quand Anna prend la carte de Carl
    Et Bert prend la carte de Dora
    Alors c'est refusé selon la règle bo/take.robbed-next

  @bo/take.robbed-next
  Scénario: Le détenteur du pion ne prend pas une deuxième fois
    Quand Anna prend la carte de Carl
    Et Anna prend la carte de Bert
    Alors c'est refusé selon la règle bo/take.robbed-next

  @bo/take.pawn-card-last
  Scénario: La carte au pion-haricot ne se prend pas trop tôt
    Quand Anna prend la carte de Carl
    Et Carl prend la carte d'Anna
    Alors c'est refusé selon la règle bo/take.pawn-card-last

  @bo/take.available
  Scénario: Une carte déjà prise n'est plus disponible
    Quand Anna prend la carte de Carl
    Et Carl prend la carte de Bert
    Et Bert prend la carte de Carl
    Alors c'est refusé selon la règle bo/take.available

  @bo/take.last-gets-pawn-card @bo/clar.last-own-card
  Scénario: Le dernier n'a plus que la carte au pion-haricot
    Quand Anna prend la carte de Carl
    Et Carl prend la carte de Bert
    Et Bert prend la carte de Dora
    Alors c'est à Dora de prendre
    Et les coups permis sont : Dora prend la carte d'Anna
    Quand Dora prend la carte d'Anna
    Alors c'est accepté
    Et Dora a maintenant pris le 5 vert

  @bo/take.one-each @bo/clar.robbed-already-took @bo/turn.pawn-passes
  Scénario: La chaîne passe une fois par chaque joueur et le pion va au dernier
    Quand les coups suivants sont joués :
      """
      - Anna prend la carte de Dora
      - Dora prend la carte de Bert
      - Bert prend la carte de Carl
      - Carl prend la carte d'Anna
      """
    Alors chaque joueur a pris autant de cartes que les autres
    Et Anna a maintenant pris le "x2" jaune
    Et Dora a maintenant pris le "-" rouge
    Et Bert a maintenant pris le "-" rouge
    Et Carl a maintenant pris le 5 vert
    Et Carl tient le pion-haricot
    Et les coups permis sont : Carl joue le 3 vert

  @bo/turn.pawn-passes @bo/play.pawn-leads
  Scénario: Le nouveau détenteur du pion ouvre le tour suivant
    Quand les coups suivants sont joués :
      """
      - Anna prend la carte de Dora
      - Dora prend la carte de Bert
      - Bert prend la carte de Carl
      - Carl prend la carte d'Anna
      """
    Et Anna joue le 2 bleu
    Alors c'est refusé selon la règle bo/play.pawn-leads

  @bo/clar.last-take
  Scénario: Par défaut la dernière prise s'écrit comme un coup
    Quand les coups suivants sont joués :
      """
      - Anna prend la carte de Carl
      - Carl prend la carte de Bert
      - Bert prend la carte de Dora
      """
    Alors c'est à Dora de prendre
    Et Anna tient le pion-haricot
