# language: fr
Fonctionnalité: Jouer une carte
  Le détenteur du pion-haricot pose sa carte face visible, puis chacun des
  autres pose une carte face cachée ; on retourne tout ensemble.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Anna a le pion-haricot
    Et Anna a en main le 5 vert et le 2 bleu
    Et Bert a en main le "-" rouge et le 7 jaune
    Et Carl a en main le "-" rouge et le 3 vert
    Et Dora a en main le "x2" jaune et le 9 bleu

  @bo/play.pawn-leads
  Scénario: Personne ne joue avant le détenteur du pion
    Quand Bert joue le "-" rouge
    Alors c'est refusé selon la règle bo/play.pawn-leads

  @bo/play.pawn-leads
  Scénario: Le détenteur du pion joue en premier
    Alors les coups permis sont : Anna joue le 5 vert ; Anna joue le 2 bleu
    Quand Anna joue le 5 vert
    Alors c'est accepté

  @bo/play.everyone-once
  Scénario: Ensuite chacun des autres joue une carte, une seule
    Quand Anna joue le 5 vert
    Alors les coups permis sont : Bert joue le "-" rouge ; Bert joue le 7 jaune ; Carl joue le "-" rouge ; Carl joue le 3 vert ; Dora joue le "x2" jaune ; Dora joue le 9 bleu
    Quand Carl joue le 3 vert
    Et Carl joue le "-" rouge
    Alors c'est refusé selon la règle bo/play.everyone-once

  @bo/play.everyone-once
  Scénario: Le détenteur du pion ne rejoue pas
    Quand Anna joue le 5 vert
    Et Anna joue le 2 bleu
    Alors c'est refusé selon la règle bo/play.everyone-once

  @bo/play.from-hand
  Scénario: On ne joue qu'une carte de sa main
    Quand Anna joue le 5 vert
    Et Bert joue le 3 vert
    Alors c'est refusé selon la règle bo/play.from-hand

  @bo/play.reveal-together
  Plan du scénario: L'ordre des cartes posées face cachée ne compte pas
    Quand les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - <premier>
      - <deuxième>
      - <troisième>
      """
    Alors c'est à Anna de prendre
    Et les coups permis sont : Anna prend la carte de Bert ; Anna prend la carte de Carl ; Anna prend la carte de Dora

    Exemples:
      | premier                 | deuxième                | troisième               |
      | Bert joue le "-" rouge  | Carl joue le "-" rouge  | Dora joue le "x2" jaune |
      | Dora joue le "x2" jaune | Carl joue le "-" rouge  | Bert joue le "-" rouge  |
      | Carl joue le "-" rouge  | Dora joue le "x2" jaune | Bert joue le "-" rouge  |

  @bo/take.after-reveal
  Scénario: On ne prend rien avant que tout soit retourné
    Quand les coups suivants sont joués :
      """
      - Anna joue le 5 vert
      - Bert joue le "-" rouge
      - Carl joue le "-" rouge
      """
    Et Anna prend la carte de Bert
    Alors c'est refusé selon la règle bo/take.after-reveal
