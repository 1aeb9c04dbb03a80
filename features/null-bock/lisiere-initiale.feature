# language: fr
Fonctionnalité: La carte posée en lisière au début de la manche
  Chacun pose une carte de sa main face cachée devant lui; on les révèle
  ensemble, puis le premier joueur commence.

  Contexte:
    Soit les joueurs Anna, Bert et Carl sont assis dans le sens des aiguilles d'une montre
    Et Anna a en main H5 H9 S0 S7
    Et Bert a en main H6 H11 S8 S10
    Et Carl a en main H7+ H15 S6 S9
    Et les joueurs vont poser leur lisière, Bert commençant

  @nb/setup.edge @nb/turn.order
  Scénario: les lisières restent cachées jusqu'à ce que tous aient posé
    Quand Anna joue lay S0
    Alors c'est accepté
    Et la lisière d'Anna est encore cachée
    Quand les coups suivants sont joués :
      """
      - Carl: lay H7+
      - Bert: lay S10
      """
    Alors la lisière d'Anna est maintenant S0
    Et la lisière de Bert est maintenant S10
    Et la lisière de Carl est maintenant H7+
    Et la main d'Anna est H5 H9 S7
    Et c'est à Bert de jouer

  @nb/setup.edge @nb/clar.setup-any-card
  Scénario: une biche 15 peut être posée en lisière au départ (lecture par défaut)
    Quand Carl joue lay H15
    Alors c'est accepté

  @nb/clar.setup-any-card @nb/edge.no-high-hind
  Scénario: lecture « pas de grande biche » : la biche 15 ne peut pas être posée au départ
    Soit l'option "edge-setup" vaut "no-high-hinds"
    Et les joueurs vont poser leur lisière, Bert commençant
    Quand Carl joue lay H15
    Alors c'est refusé selon la règle nb/edge.no-high-hind
    Quand Carl joue lay H7+
    Alors c'est accepté

  @nb/setup.edge-once
  Scénario: une seule carte par lisière, et seulement au départ
    Quand Anna joue lay S0
    Et Anna joue lay S7
    Alors c'est refusé selon la règle nb/setup.edge-once
    Quand les coups suivants sont joués :
      """
      - Carl: lay H7+
      - Bert: lay S10
      """
    Et Bert joue lay S8
    Alors c'est refusé selon la règle nb/setup.edge-once

  @nb/setup.edge-first
  Scénario: on ne joue pas avant que toutes les lisières soient posées
    Quand les coups suivants sont joués :
      """
      - Bert: lay S10
      - Anna: lay S0
      """
    Et Bert joue H6 arena
    Alors c'est refusé selon la règle nb/setup.edge-first

  @nb/turn.card-in-hand
  Scénario: on pose une carte de sa propre main
    Quand Anna joue lay S10
    Alors c'est refusé selon la règle nb/turn.card-in-hand
