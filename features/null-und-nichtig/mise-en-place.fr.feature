# language: fr
Fonctionnalité: Les cartes posées face visible avant le premier pli
  Chaque joueur choisit des cartes de sa main et les range par couleur devant lui.
  Une pile s'écrit avec sa couleur puis ses cartes, de bas en haut : « rouge 3 9 »
  est le 9 rouge posé sur le 3 rouge.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et personne n'a encore posé ses cartes face visible
    Et Anne entame le prochain pli
    Et Anne a en main le 3 rouge, le 7 rouge, le 5 bleu et le 9 jaune
    Et Jean a en main le 1 bleu, le 1 vert, le 1 rouge et le 1 jaune
    Et Laura a en main le 2 bleu, le 2 vert, le 2 rouge et le 2 jaune

  @nn/setup.face-up @nn/setup.by-colour @pair-setup-stack
  Scénario: Deux cartes de même couleur sont empilées dans l'ordre choisi
    Quand Anne pose le 7 rouge, le 3 rouge et le 5 bleu face visible
    Alors les piles d'Anne sont maintenant : rouge 7 3 et bleu 5
    Et Anne a encore 1 carte en main

  @nn/setup.by-colour @pair-setup-other-order
  Scénario: L'autre ordre met l'autre carte au sommet
    Quand Anne pose le 3 rouge, le 7 rouge et le 5 bleu face visible
    Alors les piles d'Anne sont maintenant : rouge 3 7 et bleu 5

  @nn/setup.face-up @pair-setup-two-cards
  Scénario: Deux cartes ne suffisent pas
    Quand Anne pose le 3 rouge et le 5 bleu face visible
    Alors c'est refusé selon la règle nn/setup.face-up

  @nn/setup.from-hand @pair-setup-not-held
  Scénario: Une carte qui n'est pas dans la main
    Quand Anne pose le 1 vert, le 3 rouge et le 5 bleu face visible
    Alors c'est refusé selon la règle nn/setup.from-hand

  @nn/setup.once @pair-setup-twice
  Scénario: Poser une seconde fois
    Quand Anne pose le 3 rouge, le 7 rouge et le 5 bleu face visible
    Et Anne pose le 9 jaune face visible
    Alors c'est refusé selon la règle nn/setup.once

  @nn/setup.before-play @pair-setup-before-play
  Scénario: Jouer avant que tous aient posé leurs cartes
    Quand Anne pose le 3 rouge, le 7 rouge et le 5 bleu face visible
    Et Jean pose le 1 bleu, le 1 vert et le 1 rouge face visible
    Et Anne joue le 9 jaune
    Alors c'est refusé selon la règle nn/setup.before-play

  @nn/setup.before-play @pair-setup-then-play
  Scénario: Une fois tout posé, le premier pli commence
    Quand Anne pose le 3 rouge, le 7 rouge et le 5 bleu face visible
    Et Jean pose le 1 bleu, le 1 vert et le 1 rouge face visible
    Et Laura pose le 2 bleu, le 2 vert et le 2 rouge face visible
    Et Anne joue le 9 jaune
    Alors c'est à Jean de jouer
