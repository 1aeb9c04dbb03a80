# language: fr
Fonctionnalité: Qui gagne le pli
  La plus forte valeur l'emporte ; à égalité, la première jouée.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli
    Et Anne a en main le 3 bleu, le 7 bleu et le 1 bleu
    Et Jean a en main le 9 vert, le 3 vert et le 1 vert
    Et Laura a en main le 9 jaune, le 3 jaune et le 1 jaune

  @nn/trick.highest-wins @pair-highest
  Scénario: La plus forte valeur gagne, quelle que soit la couleur
    Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune
    Alors Laura remporte le pli

  @nn/trick.tie-first-played @nn/clar.tie-wording @pair-tie
  Scénario: À égalité sur la plus forte valeur, la carte jouée la première gagne
    Quand tour à tour, Anne joue le 7 bleu, Jean le 9 vert et Laura le 9 jaune
    Alors Jean remporte le pli

  @nn/clar.tie-wording @pair-tie-lower-default
  Scénario: Une égalité sur une valeur plus faible ne change rien (lecture par défaut)
    Quand tour à tour, Anne joue le 3 bleu, Jean le 9 vert et Laura le 3 jaune
    Alors Jean remporte le pli

  @nn/clar.tie-wording @pair-tie-lower-literal
  Scénario: Lecture littérale du texte allemand : toute égalité donne le pli à la première jouée des cartes égales
    Soit l'option "tie" vaut "any-equal"
    Quand tour à tour, Anne joue le 3 bleu, Jean le 9 vert et Laura le 3 jaune
    Alors Anne remporte le pli

  @nn/trick.winner-leads @pair-winner-leads
  Scénario: Le gagnant entame le pli suivant
    Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune
    Alors c'est à Laura de jouer
    Quand Anne joue le 3 bleu
    Alors c'est refusé selon la règle nn/trick.winner-leads
