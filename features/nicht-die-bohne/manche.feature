# language: fr
Fonctionnalité: Fin de manche, manches suivantes et fin de partie

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 2
    Et les totaux avant cette manche sont Anna 10, Bert -4 et Carl 0
    Et Anna a le pion-haricot
    Et Anna a déjà pris le 5 rouge, le 1 rouge, le "x2" bleu et le 4 bleu
    Et Bert a déjà pris le "0" vert, le 9 vert, le "-" jaune et le 6 jaune
    Et Carl a déjà pris le "-" rouge, le 8 jaune, le "-" jaune et le "-" jaune
    Et Anna a en main le 5 vert
    Et Bert a en main le 10 rouge
    Et Carl a en main le 7 bleu
    Et les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le 10 rouge
      - Carl joue le 7 bleu
      - Anna prend la carte de Carl
      - Carl prend la carte de Bert
      - Bert prend la carte d'Anna
      """

  @bo/round.end @bo/score.lines @bo/score.double @bo/score.zero @bo/score.minus
  Scénario: La manche s'arrête quand les mains sont vides, puis on compte
    Alors la manche est terminée
    Et Anna marque 28 points dans la manche, avec +28 et -0
    Et Bert marque -6 points dans la manche, avec +0 et -6
    Et Carl marque -2 points dans la manche, avec +8 et -10
    Et le total d'Anna est de 38 points
    Et le total de Bert est de -10 points
    Et le total de Carl est de -2 points

  @bo/round.end
  Scénario: Plus rien ne se joue dans une manche terminée
    Quand Bert joue le 1 rouge
    Alors c'est refusé selon la règle bo/round.end

  @bo/round.next-starter
  Scénario: La manche suivante commence avec le dernier détenteur du pion
    Soit on distribue avec la graine 4
    Et la donne désigne Anna comme premier joueur
    Quand la manche commence
    Alors c'est refusé selon la règle bo/round.next-starter

  @bo/round.next-starter @bo/setup.eldest-deals
  Scénario: Bert, qui a pris la carte au pion-haricot, ouvre la manche 3
    Soit on distribue avec la graine 4
    Et la donne désigne Bert comme premier joueur
    Quand la manche commence
    Alors c'est accepté
    Et Bert tient le pion-haricot
    Et le donneur de la manche est Carl
    Et Anna a encore 20 cartes en main
