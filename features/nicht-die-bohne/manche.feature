# language: fr
Fonctionnalité: Fin de manche, manches suivantes et fin de partie

  Contexte:
    Soit les joueurs Anna, Bert et Carl
    Et c'est la manche 2, avec les totaux Anna 10, Bert -4, Carl 0
    Et Anna a le pion-haricot
    Et devant Anna sont déjà posées "R5 R1 Bx2 B4"
    Et devant Bert sont déjà posées "G0 G9 Y- Y6"
    Et devant Carl sont déjà posées "R- Y8 Y- Y-"
    Et la main d'Anna est "G5"
    Et la main de Bert est "R10"
    Et la main de Carl est "B7"
    Et les coups suivants sont joués :
      """
      - Anna: play G5
      - Bert: play R10
      - Carl: play B7
      - Anna: take Carl
      - Carl: take Bert
      - Bert: take Anna
      """

  @bo/round.end @bo/score.lines @bo/score.double @bo/score.zero @bo/score.minus
  Scénario: La manche s'arrête quand les mains sont vides, puis on compte
    Alors la manche est terminée
    Et Anna marque 28 pour la manche, avec +28 et -0
    Et Bert marque -6 pour la manche, avec +0 et -6
    Et Carl marque -2 pour la manche, avec +8 et -10
    Et le total d'Anna est de 38
    Et le total de Bert est de -10
    Et le total de Carl est de -2

  @bo/round.end
  Scénario: Plus rien ne se joue dans une manche terminée
    Quand Bert joue "R1"
    Alors le coup est refusé au titre de la règle "bo/round.end"

  @bo/round.next-starter
  Scénario: La manche suivante commence avec le dernier détenteur du pion
    Soit une donne tirée de la graine 4
    Et la donne désigne Anna comme premier joueur
    Quand la manche commence
    Alors la donne est refusée au titre de la règle "bo/round.next-starter"

  @bo/round.next-starter @bo/setup.eldest-deals
  Scénario: Bert, qui a pris la carte au pion-haricot, ouvre la manche 3
    Soit une donne tirée de la graine 4
    Et la donne désigne Bert comme premier joueur
    Quand la manche commence
    Alors la donne est acceptée
    Et Bert tient le pion-haricot
    Et Carl est le donneur
    Et Anna a 20 cartes en main
