# language: fr
Fonctionnalité: Trois manches et le vainqueur

  @bo/game.three-rounds
  Scénario: Après trois manches, la partie est finie
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Quand 3 manches sont jouées au hasard (graine 10)
    Alors la partie est terminée
    Quand on distribue avec la graine 4
    Et la manche commence
    Alors c'est refusé selon la règle bo/game.three-rounds

  @bo/game.winner
  Scénario: Le plus grand total gagne
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anna 20, Bert 25 et Carl 13
    Et Anna a le pion-haricot
    Et Anna a en main le 5 vert
    Et Bert a en main le 1 rouge
    Et Carl a en main le 7 bleu
    Quand les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le 1 rouge
      - Carl joue le 7 bleu
      - Anna prend la carte de Bert
      - Bert prend la carte de Carl
      - Carl prend la carte d'Anna
      """
    Alors la partie est terminée
    Et le total d'Anna est de 21 points
    Et le total de Bert est de 32 points
    Et le total de Carl est de 18 points
    Et le gagnant est Bert

  @bo/game.winner @bo/clar.tie
  Plan du scénario: Égalité pour le plus grand total
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et l'option "tie" vaut "<option>"
    Et c'est la manche 3
    Et les totaux avant cette manche sont Anna 26, Bert 20 et Carl 10
    Et les lignes + des manches précédentes font Anna 40, Bert 35 et Carl 20
    Et Anna a le pion-haricot
    Et Anna a en main le 5 vert
    Et Bert a en main le 1 rouge
    Et Carl a en main le 7 bleu
    Quand les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le 1 rouge
      - Carl joue le 7 bleu
      - Anna prend la carte de Bert
      - Bert prend la carte de Carl
      - Carl prend la carte d'Anna
      """
    Alors le total d'Anna est de 27 points
    Et le total de Bert est de 27 points
    Et <gagnants>

    Exemples:
      | option   | gagnants                       |
      | shared   | les gagnants sont Anna et Bert |
      | positive | le gagnant est Bert            |
