# language: fr
Fonctionnalité: La carte posée en lisière au début de la manche
  Chacun pose une carte de sa main face cachée devant lui ; on les révèle
  ensemble, puis le premier joueur commence.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Anna a en main la biche 5, la biche 9, le Null Bock et le cerf 7
    Et Bert a en main la biche 6, la biche 11, le cerf 8 et le cerf 10
    Et Carl a en main la biche prétentieuse 7, la biche 15, le cerf 6 et le cerf 9
    Et les joueurs vont poser leur lisière et Bert commence

  @nb/setup.edge @nb/turn.order
  Scénario: Les lisières restent cachées jusqu'à ce que tous aient posé
    Quand Anna pose le Null Bock dans sa lisière
    Alors c'est accepté
    Et la lisière d'Anna est encore cachée
    Quand les coups suivants sont joués :
      """
      - Carl pose la biche prétentieuse 7 dans sa lisière
      - Bert pose le cerf 10 dans sa lisière
      """
    Alors la lisière d'Anna porte maintenant le Null Bock
    Et la lisière de Bert porte maintenant le cerf 10
    Et la lisière de Carl porte maintenant la biche prétentieuse 7
    Et Anna a maintenant en main la biche 5, la biche 9 et le cerf 7
    Et c'est à Bert de jouer

  @nb/setup.edge @nb/clar.setup-any-card
  Scénario: Une biche 15 peut être posée en lisière au départ (lecture par défaut)
    Quand Carl pose la biche 15 dans sa lisière
    Alors c'est accepté

  @nb/clar.setup-any-card @nb/edge.no-high-hind
  Scénario: Lecture « pas de grande biche » : la biche 15 ne peut pas être posée au départ
    Soit l'option "edge-setup" vaut "no-high-hinds"
    Et les joueurs vont poser leur lisière et Bert commence
    Quand Carl pose la biche 15 dans sa lisière
    Alors c'est refusé selon la règle nb/edge.no-high-hind
    Quand Carl pose la biche prétentieuse 7 dans sa lisière
    Alors c'est accepté

  @nb/setup.edge-once
  Scénario: Une seule carte par lisière, et seulement au départ
    Quand Anna pose le Null Bock dans sa lisière
    Et Anna pose le cerf 7 dans sa lisière
    Alors c'est refusé selon la règle nb/setup.edge-once
    Quand les coups suivants sont joués :
      """
      - Carl pose la biche prétentieuse 7 dans sa lisière
      - Bert pose le cerf 10 dans sa lisière
      """
    Et Bert pose le cerf 8 dans sa lisière
    Alors c'est refusé selon la règle nb/setup.edge-once

  @nb/setup.edge-first
  Scénario: On ne joue pas avant que toutes les lisières soient posées
    Quand les coups suivants sont joués :
      """
      - Bert pose le cerf 10 dans sa lisière
      - Anna pose le Null Bock dans sa lisière
      """
    Et Bert joue la biche 6 dans l'Arène
    Alors c'est refusé selon la règle nb/setup.edge-first

  @nb/setup.edge
  Scénario: On pose dans sa lisière une carte de sa propre main
    Quand Anna pose le cerf 10 dans sa lisière
    Alors c'est refusé selon la règle nb/setup.edge
