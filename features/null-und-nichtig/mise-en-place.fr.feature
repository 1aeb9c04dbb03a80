# language: fr
Fonctionnalité: Les cartes posées face visible avant le premier pli
  Chaque joueur choisit des cartes de sa main et les range par couleur devant lui.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et personne n'a encore posé ses cartes visibles
    Et Anne entame le prochain pli
    Et Anne a en main R3, R7, B5 et Y9
    Et Jean a en main B1, G1, R1 et Y1
    Et Laura a en main B2, G2, R2 et Y2

  @nn/setup.face-up @nn/setup.by-colour @pair-setup-stack
  Scénario: Deux cartes de même couleur sont empilées dans l'ordre choisi
    Quand Anne pose R7, R3 et B5 face visible
    Alors les piles d'Anne sont R7 R3, B5
    Et Anne a encore 1 carte en main

  @nn/setup.by-colour @pair-setup-other-order
  Scénario: L'autre ordre met l'autre carte au sommet
    Quand Anne pose R3, R7 et B5 face visible
    Alors les piles d'Anne sont R3 R7, B5

  @nn/setup.face-up @pair-setup-two-cards
  Scénario: Deux cartes ne suffisent pas
    Quand Anne pose R3 et B5 face visible
    Alors c'est refusé selon la règle nn/setup.face-up

  @nn/setup.from-hand @pair-setup-not-held
  Scénario: Une carte qui n'est pas dans la main
    Quand Anne pose G1, R3 et B5 face visible
    Alors c'est refusé selon la règle nn/setup.from-hand

  @nn/setup.once @pair-setup-twice
  Scénario: Poser une seconde fois
    Quand Anne pose R3, R7 et B5 face visible
    Et Anne pose Y9 face visible
    Alors c'est refusé selon la règle nn/setup.once

  @nn/setup.before-play @pair-setup-before-play
  Scénario: Jouer avant que tous aient posé leurs cartes
    Quand Anne pose R3, R7 et B5 face visible
    Et Jean pose B1, G1 et R1 face visible
    Et Anne joue Y9
    Alors c'est refusé selon la règle nn/setup.before-play

  @nn/setup.before-play @pair-setup-then-play
  Scénario: Une fois tout posé, le premier pli commence
    Quand Anne pose R3, R7 et B5 face visible
    Et Jean pose B1, G1 et R1 face visible
    Et Laura pose B2, G2 et R2 face visible
    Et Anne joue Y9
    Alors c'est à Jean de jouer
