# language: fr
# Codes des cartes : R rouge, Y jaune, G vert, B bleu, P violet, A gris, K noir.
# Dans la donne du contexte, aucune main n'a de série : Anne et Bruno ont
# toutes les valeurs de 1 à 8 (36 points), Chloé les valeurs 3 à 8 (33 points).
Fonctionnalité: Le tour de jeu : échanger ou frapper, le dernier tour

  Contexte:
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé donne :
      | joueur | cartes                     |
      | Anne   | R1 R2 R3 Y4 Y5 Y6 G7 G8 B1 |
      | Bruno  | B2 B3 B4 P5 P6 P7 A8 A1 A2 |
      | Chloé  | A3 A4 K5 K6 K7 K8 R4 R5 R6 |
      | table  | Y1 Y2 Y3 G1 G2             |

  @zero/turn.swap-or-knock
  Scénario: À son tour, un joueur échange une de ses 9 cartes contre une des 5 cartes de la table, ou frappe
    Alors c'est à Anne de jouer
    Et Anne a 46 coups possibles, dont la frappe

  @zero/swap.exchange
  Scénario: L'échange pose la carte donnée sur la table et met la carte prise dans la main
    Quand Anne échange R1 contre Y2
    Alors la main d'Anne est Y2 R2 R3 Y4 Y5 Y6 G7 G8 B1
    Et la table est Y1 R1 Y3 G1 G2
    Et c'est à Bruno de jouer

  @zero/swap.hand-card
  Scénario: On ne peut poser sur la table qu'une carte de sa main
    Quand Anne échange B2 contre Y1
    Alors c'est refusé selon la règle zero/swap.hand-card
    Et c'est à Anne de jouer

  @zero/swap.table-card @zero/clar.undealt
  Scénario: Les cartes non distribuées sont hors jeu : on ne peut pas en prendre une
    Quand Anne échange R1 contre K1
    Alors c'est refusé selon la règle zero/swap.table-card
    Et la table est Y1 Y2 Y3 G1 G2

  @zero/swap.table-card @zero/clar.take-back
  Scénario: On ne peut pas reprendre la carte qu'on vient de poser
    Quand Anne échange R1 contre R1
    Alors c'est refusé selon la règle zero/swap.table-card
    Et la main d'Anne est R1 R2 R3 Y4 Y5 Y6 G7 G8 B1

  @zero/swap.table-card
  Scénario: On peut prendre la carte posée par le joueur précédent
    Quand Anne échange R1 contre Y1
    Et Bruno échange B2 contre R1
    Alors la main de Bruno est R1 B3 B4 P5 P6 P7 A8 A1 A2
    Et la table est B2 Y2 Y3 G1 G2

  @zero/clar.take-back
  Scénario: Avec l'option take-back à yes, reprendre la carte posée ne change rien mais compte comme un tour
    Soit l'option "take-back" vaut "yes"
    Alors Anne a 55 coups possibles, dont la frappe
    Quand Anne échange R1 contre R1
    Alors la main d'Anne est R1 R2 R3 Y4 Y5 Y6 G7 G8 B1
    Et la table est Y1 Y2 Y3 G1 G2
    Et c'est à Bruno de jouer

  @zero/turn.order
  Scénario: Le jeu tourne dans le sens des aiguilles d'une montre, personne ne joue hors de son tour
    Quand Anne frappe sur la table
    Alors c'est à Bruno de jouer
    Quand Chloé échange A3 contre Y1
    Alors c'est refusé selon la règle zero/turn.order
    Quand Bruno échange B2 contre Y1
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
    Et Bruno échange B2 contre Y1
    Et Chloé frappe sur la table
    Alors le dernier tour a commencé, lancé par Chloé
    Et 2 joueurs doivent encore jouer dans le dernier tour
    Et c'est à Anne de jouer
    Quand Anne échange R1 contre B2
    Alors la manche n'est pas terminée
    Et 1 joueur doit encore jouer dans le dernier tour
    Quand Bruno échange Y1 contre R1
    Alors la manche est terminée
    Et personne ne peut jouer

  @zero/knock.second-starts-last-lap
  Scénario: Le deuxième coup peut venir du joueur qui a frappé le premier
    Quand Anne frappe sur la table
    Et Bruno échange B2 contre Y1
    Et Chloé échange A3 contre Y2
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
    Et Chloé échange A3 contre Y1
    Et Bruno échange B2 contre A3
    Alors c'est refusé selon la règle zero/last-lap.knocker-sits-out
    Quand Anne échange R1 contre A3
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
    Quand Bruno échange B2 contre Y1
    Alors c'est refusé selon la règle zero/round.over
