# language: fr
# Codes des cartes : R rouge, Y jaune, G vert, B bleu, P violet, A gris, K noir.
#
# La règle n'imprime pas les couleurs de ses deux mains « Zéro » ; son texte
# nomme la carte commune aux deux séries (le 2 bleu, le 3 vert). Les mains
# sont reconstruites ainsi : les quatre autres cartes (8, 7, 5, 1 ; 7, 6, 2, 1)
# sont de la couleur de cette carte, pour une série de 5 cartes de cette
# couleur, et les quatre autres 2 (ou 3) sont de quatre couleurs différentes.
Fonctionnalité: Le « Zéro »

  @zero/zero.hand @zero/score.colour-group @zero/score.value-group
  Scénario: Premier « Zéro » de la règle : le 2 bleu est dans les deux séries
    Alors la main B8 B7 B5 B1 B2 R2 Y2 G2 P2 est un « Zéro »
    Et la main B8 B7 B5 B1 B2 R2 Y2 G2 P2 vaut 0 point
    Et dans la main B8 B7 B5 B1 B2 R2 Y2 G2 P2, les cartes annulées sont B8 B7 B5 B1 B2 R2 Y2 G2 P2

  @zero/zero.hand
  Scénario: Second « Zéro » de la règle : le 3 vert est dans les deux séries
    Alors la main G7 G6 G2 G1 G3 R3 Y3 B3 K3 est un « Zéro »
    Et la main G7 G6 G2 G1 G3 R3 Y3 B3 K3 vaut 0 point

  @zero/zero.hand
  Scénario: Une série de couleur et quatre cartes d'une valeur, sans carte commune : pas de « Zéro »
    # Cinq bleus, mais quatre 2 seulement : le 2 bleu manque, les 2 comptent.
    Alors la main B8 B7 B5 B1 B3 R2 Y2 G2 P2 n'est pas un « Zéro »
    Et la main B8 B7 B5 B1 B3 R2 Y2 G2 P2 vaut 2 points

  @zero/zero.ends-round @zero/zero.others-scored
  Scénario: Le joueur qui fait « Zéro » à son tour arrête la manche aussitôt
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé donne :
      | joueur | cartes                     |
      | Anne   | R1 R3 R8 Y4 Y5 Y6 G7 G8 K1 |
      | Bruno  | B1 B3 B4 B5 R2 Y2 G2 P2 A8 |
      | Chloé  | A3 A4 K5 K6 K7 K8 R4 R5 R6 |
      | table  | B2 Y1 Y3 G1 A1             |
    Quand Anne frappe sur la table
    Et Bruno échange A8 contre B2
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    # Anne : valeurs 1 3 4 5 6 7 8 (le 8 et le 1 deux fois), aucune série = 34.
    # Chloé : valeurs 3 à 8, aucune série = 33.
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33
    Quand Chloé frappe sur la table
    Alors c'est refusé selon la règle zero/zero.ends-round

  @zero/zero.ends-round @zero/zero.others-scored
  Scénario: Un « Zéro » pendant le dernier tour arrête aussi la manche aussitôt
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé donne :
      | joueur | cartes                     |
      | Anne   | R1 R3 R8 Y4 Y5 Y6 G7 G8 K1 |
      | Bruno  | B1 B3 B4 B5 R2 Y2 G2 P2 A8 |
      | Chloé  | A3 A4 K5 K6 K7 K8 R4 R5 R6 |
      | table  | B2 Y1 Y3 G1 A1             |
    Quand Anne frappe sur la table
    Et Bruno échange A8 contre Y1
    Et Chloé échange R6 contre A8
    Et Anne frappe sur la table
    Alors le dernier tour a commencé, lancé par Anne
    Quand Bruno échange Y1 contre B2
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    # Chloé (A3 A4 K5 K6 K7 K8 R4 R5 A8) ne joue pas son dernier tour.
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33
    Quand Chloé frappe sur la table
    Alors c'est refusé selon la règle zero/zero.ends-round

  @zero/clar.dealt-zero
  Scénario: Avec l'option dealt-zero à first-turn, un « Zéro » distribué arrête la manche au début du premier tour de son détenteur
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealt-zero" vaut "first-turn"
    Et Chloé donne :
      | joueur | cartes                     |
      | Anne   | R1 R3 R8 Y4 Y5 Y6 G7 G8 K1 |
      | Bruno  | B8 B7 B5 B1 B2 R2 Y2 G2 P2 |
      | Chloé  | A3 A4 K5 K6 K7 K8 R4 R5 R6 |
      | table  | B3 Y1 Y3 G1 A1             |
    Alors la manche n'est pas terminée
    Et c'est à Anne de jouer
    Quand Anne échange R1 contre Y1
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33

  @zero/clar.dealt-zero @zero/zero.ends-round
  Scénario: Un joueur qui a un « Zéro » dès la donne arrête la manche avant tout coup
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealt-zero" vaut "deal"
    Et Chloé donne :
      | joueur | cartes                     |
      | Anne   | R1 R3 R8 Y4 Y5 Y6 G7 G8 K1 |
      | Bruno  | B8 B7 B5 B1 B2 R2 Y2 G2 P2 |
      | Chloé  | A3 A4 K5 K6 K7 K8 R4 R5 R6 |
      | table  | B3 Y1 Y3 G1 A1             |
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33
    Quand Anne frappe sur la table
    Alors c'est refusé selon la règle zero/zero.ends-round

  @zero/clar.dealt-zero
  Scénario: Avec l'option dealt-zero à swap, seul un échange qui fait « Zéro » arrête la manche
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealt-zero" vaut "swap"
    Et Chloé donne :
      | joueur | cartes                     |
      | Anne   | R1 R3 R8 Y4 Y5 Y6 G7 G8 K1 |
      | Bruno  | B8 B7 B5 B1 B2 R2 Y2 G2 P2 |
      | Chloé  | A3 A4 K5 K6 K7 K8 R4 R5 R6 |
      | table  | B3 Y1 Y3 G1 A1             |
    Quand Anne échange R1 contre Y1
    Et Bruno frappe sur la table
    Alors la manche n'est pas terminée
    Et c'est à Chloé de jouer
    Quand Chloé échange R6 contre R1
    Et Anne frappe sur la table
    Alors le dernier tour a commencé, lancé par Anne
    Quand Bruno échange B8 contre B3
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    # Anne : Y1 R3 R8 Y4 Y5 Y6 G7 G8 K1 = 1+3+4+5+6+7+8 = 34.
    # Chloé : A3 A4 K5 K6 K7 K8 R4 R5 R1 = 1+3+4+5+6+7+8 = 34.
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 34
