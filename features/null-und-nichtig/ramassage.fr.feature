# language: fr
Fonctionnalité: Ramasser le pli et ranger les cartes
  Le gagnant prend sa carte d'abord, puis les autres, et pose chacune sur la
  pile de sa couleur.

  @nn/trick.collect-own-first @nn/trick.pile-by-colour @nn/trick.collect-order @nn/clar.collect-may @pair-rulebook-example
  Scénario: L'exemple de pli de la règle
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
    Et les cartes jouées sont Jean Y9, Laura P2, Luc Y0 et Anne R6
    Alors Jean remporte le pli
    Et les piles de Jean sont R3 R6, B5, G7, Y9 Y0, P2
    Et Jean a 5 piles

  @nn/trick.collect-order @nn/clar.collect-order @pair-collect-clockwise
  Scénario: Par défaut, après sa carte, le gagnant ramasse dans le sens des aiguilles d'une montre
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main Y5
    Et Jean a en main Y2
    Et Laura a en main Y11
    Et Luc a en main Y3
    Quand les cartes jouées sont Anne Y5, Jean Y2, Laura Y11 et Luc Y3
    Alors Laura remporte le pli
    Et les piles de Laura sont Y11 Y3 Y5 Y2

  @nn/clar.collect-order @pair-collect-play-order
  Scénario: Lecture du texte allemand : après sa carte, le gagnant ramasse dans l'ordre où elles ont été jouées
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et l'option "collect-order" vaut "play-order"
    Et Anne entame le prochain pli
    Et Anne a en main Y5
    Et Jean a en main Y2
    Et Laura a en main Y11
    Et Luc a en main Y3
    Quand les cartes jouées sont Anne Y5, Jean Y2, Laura Y11 et Luc Y3
    Alors Laura remporte le pli
    Et les piles de Laura sont Y11 Y5 Y2 Y3

  @nn/trick.pile-by-colour @pair-pile-on-top
  Scénario: Une carte gagnée recouvre la pile de sa couleur ou en ouvre une nouvelle
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a devant lui les piles R3, B5
    Et Anne a en main R9 et R1
    Et Jean a en main R0 et G1
    Et Laura a en main G8 et G2
    Quand les cartes jouées sont Anne R9, Jean R0 et Laura G8
    Alors Anne remporte le pli
    Et les piles d'Anne sont R3 R9 R0, B5, G8
