# language: fr
Fonctionnalité: Qui gagne le pli
  La plus forte valeur l'emporte ; à égalité, la première jouée.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main B3, B7 et B1
    Et Jean a en main G9, G3 et G1
    Et Laura a en main Y9, Y3 et Y1

  @nn/trick.highest-wins @pair-highest
  Scénario: La plus forte valeur gagne, quelle que soit la couleur
    Quand les cartes jouées sont Anne B7, Jean G3 et Laura Y9
    Alors Laura remporte le pli

  @nn/trick.tie-first-played @nn/clar.tie-wording @pair-tie
  Scénario: À égalité sur la plus forte valeur, la carte jouée la première gagne
    Quand les cartes jouées sont Anne B7, Jean G9 et Laura Y9
    Alors Jean remporte le pli

  @nn/clar.tie-wording @pair-tie-lower-default
  Scénario: Une égalité sur une valeur plus faible ne change rien (lecture par défaut)
    Quand les cartes jouées sont Anne B3, Jean G9 et Laura Y3
    Alors Jean remporte le pli

  @nn/clar.tie-wording @pair-tie-lower-literal
  Scénario: Lecture littérale du texte allemand : toute égalité donne le pli à la première carte
    Soit l'option "tie" vaut "any-equal"
    Quand les cartes jouées sont Anne B3, Jean G9 et Laura Y3
    Alors Anne remporte le pli

  @nn/trick.winner-leads @pair-winner-leads
  Scénario: Le gagnant entame le pli suivant
    Quand les cartes jouées sont Anne B7, Jean G3 et Laura Y9
    Alors c'est à Laura de jouer
    Quand Anne joue B3
    Alors c'est refusé selon la règle nn/trick.winner-leads
