# language: fr
Fonctionnalité: Jouer une carte
  Qui entame, dans quel ordre on joue, et quelles cartes on peut jouer.

  @nn/play.first-leader @pair-first-leader
  Scénario: Le voisin de gauche du donneur entame la première manche
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue
    Et les cartes sont distribuées avec la graine 5
    Quand chaque joueur pose ses premières cartes possibles
    Alors peut entamer : Jean

  @nn/play.first-leader @pair-first-leader-refused
  Scénario: Un autre joueur ne peut pas entamer la première manche
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue
    Et la donne est :
      | joueur | cartes                                        |
      | Anne   | R6 B10 B11 G10 G11 P8 P9 R8 R9 Y7 Y8 P10 P11  |
      | Jean   | R3 B5 G7 Y9 B1 B2 G1 G2 P1 P3 R1 Y1 Y2        |
      | Laura  | P2 B3 B4 G3 G4 P4 P5 R2 R4 Y3 Y4 B6 G5        |
      | Luc    | Y0 B7 B8 G6 G8 P6 P7 R5 R7 Y5 Y6 B9 G9        |
    Quand Anne pose B10, G10 et R8 face visible
    Et Jean pose R3, B5 et G7 face visible
    Et Laura pose B3, G3 et R2 face visible
    Et Luc pose B7, G6 et R5 face visible
    Et Laura joue P2
    Alors c'est refusé selon la règle nn/play.first-leader

  @nn/play.clockwise @pair-clockwise
  Scénario: Les autres jouent dans le sens des aiguilles d'une montre
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main B5 et B6
    Et Jean a en main G3 et G4
    Et Laura a en main Y9 et Y8
    Quand Anne joue B5
    Alors c'est à Jean de jouer
    Quand Laura joue Y9
    Alors c'est refusé selon la règle nn/play.clockwise

  @nn/play.any-card @pair-any-card
  Scénario: Aucune obligation de fournir la couleur
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main B5 et B6
    Et Jean a en main G3 et B9
    Et Laura a en main Y9 et Y8
    Quand Anne joue B5
    Et Jean joue G3
    Alors c'est à Laura de jouer

  @nn/play.in-hand @pair-in-hand
  Scénario: On ne joue que ce qu'on a en main
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main B5 et B6
    Et Jean a en main G3 et B9
    Et Laura a en main Y9 et Y8
    Quand Anne joue Y11
    Alors c'est refusé selon la règle nn/play.in-hand

  @nn/play.visible @nn/clar.visible-must-should @pair-visible
  Scénario: Chaque carte du pli reste attribuée à son joueur
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main B5 et B6
    Et Jean a en main G3 et B9
    Et Laura a en main Y9 et Y8
    Quand les cartes jouées sont Anne B5, Jean G3 et Laura Y9
    Alors le dernier pli est Anne B5, Jean G3 et Laura Y9
