# language: fr
Fonctionnalité: Jouer une carte
  Le détenteur du pion-haricot pose sa carte face visible, puis chacun des
  autres pose une carte face cachée ; on retourne tout ensemble.

  Contexte:
    Soit les joueurs Anna, Bert, Carl et Dora sont assis dans le sens des aiguilles d'une montre
    Et Anna a le pion-haricot
    Et Anna a en main G5 B2
    Et Bert a en main R- Y7
    Et Carl a en main R- G3
    Et Dora a en main Yx2 B9

  @bo/play.pawn-leads
  Scénario: Personne ne joue avant le détenteur du pion
    Quand Bert joue R-
    Alors c'est refusé selon la règle bo/play.pawn-leads

  @bo/play.pawn-leads
  Scénario: Le détenteur du pion joue en premier
    Alors les coups permis sont "Anna: play G5, Anna: play B2"
    Quand Anna joue G5
    Alors c'est accepté

  @bo/play.everyone-once
  Scénario: Ensuite chacun des autres joue une carte, une seule
    Quand Anna joue G5
    Alors les coups permis sont "Bert: play R-, Bert: play Y7, Carl: play R-, Carl: play G3, Dora: play Yx2, Dora: play B9"
    Quand Carl joue G3
    Et Carl joue R-
    Alors c'est refusé selon la règle bo/play.everyone-once

  @bo/play.everyone-once
  Scénario: Le détenteur du pion ne rejoue pas
    Quand Anna joue G5
    Et Anna joue B2
    Alors c'est refusé selon la règle bo/play.everyone-once

  @bo/play.from-hand
  Scénario: On ne joue qu'une carte de sa main
    Quand Anna joue G5
    Et Bert joue G3
    Alors c'est refusé selon la règle bo/play.from-hand

  @bo/play.reveal-together
  Plan du scénario: L'ordre des cartes posées face cachée ne compte pas
    Quand les coups suivants sont joués :
      """
      - Anna: play G5
      - <premier>
      - <deuxième>
      - <troisième>
      """
    Alors c'est à Anna de prendre
    Et les coups permis sont "Anna: take Bert, Anna: take Carl, Anna: take Dora"

    Exemples:
      | premier        | deuxième       | troisième      |
      | Bert: play R-  | Carl: play R-  | Dora: play Yx2 |
      | Dora: play Yx2 | Carl: play R-  | Bert: play R-  |
      | Carl: play R-  | Dora: play Yx2 | Bert: play R-  |

  @bo/take.after-reveal
  Scénario: On ne prend rien avant que tout soit retourné
    Quand les coups suivants sont joués :
      """
      - Anna: play G5
      - Bert: play R-
      - Carl: play R-
      """
    Et Anna prend la carte de Bert
    Alors c'est refusé selon la règle bo/take.after-reveal
