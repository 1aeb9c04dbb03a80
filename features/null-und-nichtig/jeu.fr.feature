# language: fr
Fonctionnalité: Jouer une carte
  Qui entame, dans quel ordre on joue, et quelles cartes on peut jouer.

  @nn/play.first-leader @pair-first-leader
  Scénario: Le voisin de gauche du donneur entame la première manche
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue avec la graine 5
    Quand chacun pose face visible les premières cartes de sa main
    Alors seul Jean peut entamer

  @nn/play.first-leader @pair-first-leader-refused
  Scénario: Un autre joueur ne peut pas entamer la première manche
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue
    Et la donne est :
      | joueur | cartes                                                           |
      | Anne   | bleu 10 11, vert 10 11, violet 8 9 10 11, rouge 6 8 9, jaune 7 8 |
      | Jean   | bleu 1 2 5, vert 1 2 7, violet 1 3, rouge 1 3, jaune 1 2 9       |
      | Laura  | bleu 3 4 6, vert 3 4 5, violet 2 4 5, rouge 2 4, jaune 3 4       |
      | Luc    | bleu 7 8 9, vert 6 8 9, violet 6 7, rouge 5 7, jaune 0 5 6       |
    Quand Anne pose le 10 bleu, le 10 vert et le 8 rouge face visible
    Et Jean pose le 3 rouge, le 5 bleu et le 7 vert face visible
    Et Laura pose le 3 bleu, le 3 vert et le 2 rouge face visible
    Et Luc pose le 7 bleu, le 6 vert et le 5 rouge face visible
    Et Laura joue le 2 violet
    Alors c'est refusé selon la règle nn/play.first-leader

  @nn/play.clockwise @pair-clockwise
  Scénario: Les autres jouent dans le sens des aiguilles d'une montre
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main le 5 bleu et le 6 bleu
    Et Jean a en main le 3 vert et le 4 vert
    Et Laura a en main le 9 jaune et le 8 jaune
    Quand Anne joue le 5 bleu
    Alors c'est à Jean de jouer
    Quand Laura joue le 9 jaune
    Alors c'est refusé selon la règle nn/play.clockwise

  @nn/play.any-card @pair-any-card
  Scénario: Aucune obligation de fournir la couleur
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main le 5 bleu et le 6 bleu
    Et Jean a en main le 3 vert et le 9 bleu
    Et Laura a en main le 9 jaune et le 8 jaune
    Quand Anne joue le 5 bleu
    Et Jean joue le 3 vert
    Alors c'est à Laura de jouer

  @nn/play.in-hand @pair-in-hand
  Scénario: On ne joue que ce qu'on a en main
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main le 5 bleu et le 6 bleu
    Et Jean a en main le 3 vert et le 9 bleu
    Et Laura a en main le 9 jaune et le 8 jaune
    Quand Anne joue le 11 jaune
    Alors c'est refusé selon la règle nn/play.in-hand

  @nn/play.visible @nn/clar.visible-must-should @pair-visible
  Scénario: Chaque carte du pli reste attribuée à son joueur
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main le 5 bleu et le 6 bleu
    Et Jean a en main le 3 vert et le 9 bleu
    Et Laura a en main le 9 jaune et le 8 jaune
    Quand tour à tour, Anne joue le 5 bleu, Jean le 3 vert et Laura le 9 jaune
    Alors le dernier pli se compose du 5 bleu d'Anne, du 3 vert de Jean et du 9 jaune de Laura
