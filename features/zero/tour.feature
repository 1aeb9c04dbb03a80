# language: fr
# Dans la donne du contexte, aucune main n'a de série : Anne et Bruno ont
# toutes les valeurs de 1 à 8 (36 points), Chloé les valeurs 3 à 8 (33 points).
Fonctionnalité: Le tour de jeu : échanger ou frapper, le dernier tour

  Contexte:
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé distribue :
      | joueur | cartes                                     |
      | Anne   | rouge 1 2 3, jaune 4 5 6, vert 7 8, bleu 1 |
      | Bruno  | bleu 2 3 4, violet 5 6 7, gris 1 2 8       |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8        |
      | table  | jaune 1 2 3, vert 1 2                      |

  @zero/turn.swap-or-knock
  Scénario: À son tour, un joueur échange une de ses 9 cartes contre une des 5 cartes de la table, ou frappe
    Alors c'est à Anne de jouer
    Et Anne a 46 coups possibles, dont la frappe

  @zero/swap.exchange
  Scénario: L'échange pose la carte donnée sur la table et met la carte prise dans la main
    Quand Anne échange le 1 rouge contre le 2 jaune
    Alors Anne a maintenant en main le 2 jaune, le 2 rouge, le 3 rouge, le 4 jaune, le 5 jaune, le 6 jaune, le 7 vert, le 8 vert et le 1 bleu
    Et les cartes de la table sont le 1 jaune, le 1 rouge, le 3 jaune, le 1 vert et le 2 vert
    Et c'est à Bruno de jouer

  @zero/swap.hand-card
  Scénario: On ne peut poser sur la table qu'une carte de sa main
    Quand Anne échange le 2 bleu contre le 1 jaune
    Alors c'est refusé selon la règle zero/swap.hand-card
    Et c'est à Anne de jouer

  @zero/swap.table-card @zero/clar.undealt
  Scénario: Les cartes non distribuées sont hors jeu : on ne peut pas en prendre une
    Quand Anne échange le 1 rouge contre le 1 noir
    Alors c'est refusé selon la règle zero/swap.table-card
    Et les cartes de la table sont le 1 jaune, le 2 jaune, le 3 jaune, le 1 vert et le 2 vert

  @zero/swap.table-card @zero/clar.take-back
  Scénario: On ne peut pas reprendre la carte qu'on vient de poser
    Quand Anne échange le 1 rouge contre le 1 rouge
    Alors c'est refusé selon la règle zero/swap.table-card
    Et Anne a maintenant en main le 1 rouge, le 2 rouge, le 3 rouge, le 4 jaune, le 5 jaune, le 6 jaune, le 7 vert, le 8 vert et le 1 bleu

  @zero/swap.table-card
  Scénario: On peut prendre la carte posée par le joueur précédent
    Quand Anne échange le 1 rouge contre le 1 jaune
    Et Bruno échange le 2 bleu contre le 1 rouge
    Alors Bruno a maintenant en main le 1 rouge, le 3 bleu, le 4 bleu, le 5 violet, le 6 violet, le 7 violet, le 8 gris, le 1 gris et le 2 gris
    Et les cartes de la table sont le 2 bleu, le 2 jaune, le 3 jaune, le 1 vert et le 2 vert

  @zero/clar.take-back
  Scénario: Avec l'option take-back à yes, reprendre la carte posée ne change rien mais compte comme un tour
    Soit l'option "take-back" vaut "yes"
    Alors Anne a 55 coups possibles, dont la frappe
    Quand Anne échange le 1 rouge contre le 1 rouge
    Alors Anne a maintenant en main le 1 rouge, le 2 rouge, le 3 rouge, le 4 jaune, le 5 jaune, le 6 jaune, le 7 vert, le 8 vert et le 1 bleu
    Et les cartes de la table sont le 1 jaune, le 2 jaune, le 3 jaune, le 1 vert et le 2 vert
    Et c'est à Bruno de jouer

  @zero/turn.order
  Scénario: Le jeu tourne dans le sens des aiguilles d'une montre, personne ne joue hors de son tour
    Quand Anne frappe sur la table
    Alors c'est à Bruno de jouer
    Quand Chloé échange le 3 gris contre le 1 jaune
    Alors c'est refusé selon la règle zero/turn.order
    Quand Bruno échange le 2 bleu contre le 1 jaune
    Alors c'est à Chloé de jouer
    Quand Chloé frappe sur la table
    Alors c'est à Anne de jouer

  @zero/knock.first-no-effect
  Scénario: Le premier coup frappé est sans conséquence
    Quand Anne frappe sur la table
    Alors le dernier tour n'a pas commencé
    Et c'est à Bruno de jouer
    Et Bruno a 46 coups possibles, dont la frappe

  @zero/knock.second-starts-last-lap @zero/last-lap.others-play-once
  Scénario: Le deuxième coup, par un autre joueur, annonce le dernier tour
    Quand Anne frappe sur la table
    Et Bruno échange le 2 bleu contre le 1 jaune
    Et Chloé frappe sur la table
    Alors le dernier tour a commencé, lancé par Chloé
    Et 2 joueurs doivent encore jouer dans le dernier tour
    Et c'est à Anne de jouer
    Quand Anne échange le 1 rouge contre le 2 bleu
    Alors la manche n'est pas terminée
    Et 1 joueur doit encore jouer dans le dernier tour
    Quand Bruno échange le 1 jaune contre le 1 rouge
    Alors la manche est terminée
    Et personne ne peut jouer

  @zero/knock.second-starts-last-lap
  Scénario: Le deuxième coup peut venir du joueur qui a frappé le premier
    Quand Anne frappe sur la table
    Et Bruno échange le 2 bleu contre le 1 jaune
    Et Chloé échange le 3 gris contre le 2 jaune
    Et Anne frappe sur la table
    Alors le dernier tour a commencé, lancé par Anne
    Et c'est à Bruno de jouer
    Quand Bruno frappe sur la table
    Et Chloé frappe sur la table
    Alors la manche est terminée

  @zero/knock.second-starts-last-lap
  Scénario: Deux coups de suite par deux joueurs : le deuxième lance le dernier tour
    Quand Anne frappe sur la table
    Et Bruno frappe sur la table
    Alors le dernier tour a commencé, lancé par Bruno
    Et c'est à Chloé de jouer

  @zero/last-lap.knocker-sits-out
  Scénario: Celui qui a annoncé la fin ne joue pas au dernier tour
    Quand Anne frappe sur la table
    Et Bruno frappe sur la table
    Et Chloé échange le 3 gris contre le 1 jaune
    Et Bruno échange le 2 bleu contre le 3 gris
    Alors c'est refusé selon la règle zero/last-lap.knocker-sits-out
    Quand Anne échange le 1 rouge contre le 3 gris
    Alors la manche est terminée

  @zero/last-lap.knock-no-effect @zero/round.over
  Scénario: Frapper pendant le dernier tour est sans conséquence ; la manche finie, on compte les points
    Quand Anne frappe sur la table
    Et Bruno frappe sur la table
    Et Chloé frappe sur la table
    Alors la manche n'est pas terminée
    Et le dernier tour a commencé, lancé par Bruno
    Et c'est à Anne de jouer
    Quand Anne frappe sur la table
    Alors la manche est terminée
    Et les scores de la manche sont Anne 36, Bruno 36 et Chloé 33
    Quand Bruno échange le 2 bleu contre le 1 jaune
    Alors c'est refusé selon la règle zero/round.over
