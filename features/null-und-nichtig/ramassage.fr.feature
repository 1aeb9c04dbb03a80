# language: fr
Fonctionnalité: Ramasser le pli et ranger les cartes
  Le gagnant prend sa carte d'abord, puis les autres, et pose chacune sur la
  pile de sa couleur.
  Une pile s'écrit avec sa couleur puis ses cartes, de bas en haut : « rouge 3 9 »
  est le 9 rouge posé sur le 3 rouge.

  @nn/trick.collect-own-first @nn/trick.pile-by-colour @nn/trick.collect-order @nn/clar.collect-may @pair-rulebook-example
  Scénario: L'exemple de pli de la règle
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
    Et tour à tour, Jean joue le 9 jaune, Laura le 2 violet, Luc le 0 jaune et Anne le 6 rouge
    Alors Jean remporte le pli
    Et les piles de Jean sont maintenant : rouge 3 6, bleu 5, vert 7, jaune 9 0 et violet 2
    Et Jean a 5 piles

  @nn/trick.collect-order @nn/clar.collect-order @pair-collect-clockwise
  Scénario: Par défaut, après sa carte, le gagnant ramasse dans le sens des aiguilles d'une montre
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main le 5 jaune
    Et Jean a en main le 2 jaune
    Et Laura a en main le 11 jaune
    Et Luc a en main le 3 jaune
    Quand tour à tour, Anne joue le 5 jaune, Jean le 2 jaune, Laura le 11 jaune et Luc le 3 jaune
    Alors Laura remporte le pli
    Et la pile de Laura est maintenant : jaune 11 3 5 2

  @nn/clar.collect-order @pair-collect-play-order
  Scénario: Une lecture du texte allemand : après sa carte, le gagnant ramasse les autres cartes dans l'ordre où elles ont été jouées
    Soit les joueurs Anne, Jean, Laura et Luc sont assis dans le sens des aiguilles d'une montre
    Et l'option "collect-order" vaut "play-order"
    Et Anne entame le prochain pli
    Et Anne a en main le 5 jaune
    Et Jean a en main le 2 jaune
    Et Laura a en main le 11 jaune
    Et Luc a en main le 3 jaune
    Quand tour à tour, Anne joue le 5 jaune, Jean le 2 jaune, Laura le 11 jaune et Luc le 3 jaune
    Alors Laura remporte le pli
    Et la pile de Laura est maintenant : jaune 11 5 2 3

  @nn/trick.pile-by-colour @pair-pile-on-top
  Scénario: Une carte gagnée recouvre la pile de sa couleur ou en ouvre une nouvelle
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et les piles d'Anne sont : rouge 3 et bleu 5
    Et Anne a en main le 9 rouge et le 1 rouge
    Et Jean a en main le 0 rouge et le 1 vert
    Et Laura a en main le 8 vert et le 2 vert
    Quand tour à tour, Anne joue le 9 rouge, Jean le 0 rouge et Laura le 8 vert
    Alors Anne remporte le pli
    Et les piles d'Anne sont maintenant : rouge 3 9 0, bleu 5 et vert 8
