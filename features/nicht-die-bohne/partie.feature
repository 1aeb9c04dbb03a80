# language: fr
Fonctionnalité: Trois manches et le vainqueur

  @bo/game.three-rounds
  Scénario: Après trois manches, la partie est finie
    Soit les joueurs Anna, Bert, Carl et Dora
    Quand 3 manches sont jouées au hasard (graine 10)
    Alors la partie est terminée
    Quand une donne tirée de la graine 4
    Et la manche commence
    Alors la donne est refusée au titre de la règle "bo/game.three-rounds"

  @bo/game.winner
  Scénario: Le plus grand total gagne
    Soit les joueurs Anna, Bert et Carl
    Et c'est la manche 3, avec les totaux Anna 20, Bert 25, Carl 13
    Et Anna a le pion-haricot
    Et la main d'Anna est "G5"
    Et la main de Bert est "R1"
    Et la main de Carl est "B7"
    Quand les coups suivants sont joués :
      """
      - Anna: play G5
      - Bert: play R1
      - Carl: play B7
      - Anna: take Bert
      - Bert: take Carl
      - Carl: take Anna
      """
    Alors la partie est terminée
    Et le total d'Anna est de 21
    Et le total de Bert est de 32
    Et le total de Carl est de 18
    Et le gagnant est Bert

  @bo/game.winner @bo/clar.tie
  Plan du scénario: Égalité pour le plus grand total
    Soit les joueurs Anna, Bert et Carl
    Et l'option "tie" vaut "<option>"
    Et c'est la manche 3, avec les totaux Anna 26, Bert 20, Carl 10
    Et les lignes + des manches précédentes font Anna 40, Bert 35, Carl 20
    Et Anna a le pion-haricot
    Et la main d'Anna est "G5"
    Et la main de Bert est "R1"
    Et la main de Carl est "B7"
    Quand les coups suivants sont joués :
      """
      - Anna: play G5
      - Bert: play R1
      - Carl: play B7
      - Anna: take Bert
      - Bert: take Carl
      - Carl: take Anna
      """
    Alors le total d'Anna est de 27
    Et le total de Bert est de 27
    Et les gagnants sont <gagnants>

    Exemples:
      | option   | gagnants      |
      | shared   | Anna et Bert  |
      | positive | Bert          |
