# language: fr
# La règle n'imprime pas les couleurs de ses deux mains « Zéro » ; son texte
# nomme la carte commune aux deux séries (le 2 bleu, le 3 vert). Les mains
# sont reconstruites ainsi : les quatre autres cartes (8, 7, 5, 1 ; 7, 6, 2, 1)
# sont de la couleur de cette carte, pour une série de 5 cartes de cette
# couleur, et les quatre autres 2 (ou 3) sont de quatre couleurs différentes.
Fonctionnalité: Le « Zéro »

  @zero/zero.hand @zero/score.colour-group @zero/score.value-group
  Scénario: Premier « Zéro » de la règle : le 2 bleu est dans les deux séries
    Alors la main 8 bleu, 7 bleu, 5 bleu, 1 bleu, 2 bleu, 2 rouge, 2 jaune, 2 vert et 2 violet est un « Zéro »
    Et la main 8 bleu, 7 bleu, 5 bleu, 1 bleu, 2 bleu, 2 rouge, 2 jaune, 2 vert et 2 violet vaut 0 point
    Et dans la main 8 bleu, 7 bleu, 5 bleu, 1 bleu, 2 bleu, 2 rouge, 2 jaune, 2 vert et 2 violet, les cartes annulées sont le 8 bleu, le 7 bleu, le 5 bleu, le 1 bleu, le 2 bleu, le 2 rouge, le 2 jaune, le 2 vert et le 2 violet

  @zero/zero.hand
  Scénario: Second « Zéro » de la règle : le 3 vert est dans les deux séries
    Alors la main 7 vert, 6 vert, 2 vert, 1 vert, 3 vert, 3 rouge, 3 jaune, 3 bleu et 3 noir est un « Zéro »
    Et la main 7 vert, 6 vert, 2 vert, 1 vert, 3 vert, 3 rouge, 3 jaune, 3 bleu et 3 noir vaut 0 point

  @zero/zero.hand
  Scénario: Une série de couleur et quatre cartes d'une valeur, sans carte commune : pas de « Zéro »
    # Cinq bleus, mais quatre 2 seulement : le 2 bleu manque, les 2 comptent.
    Alors la main 8 bleu, 7 bleu, 5 bleu, 1 bleu, 3 bleu, 2 rouge, 2 jaune, 2 vert et 2 violet n'est pas un « Zéro »
    Et la main 8 bleu, 7 bleu, 5 bleu, 1 bleu, 3 bleu, 2 rouge, 2 jaune, 2 vert et 2 violet vaut 2 points

  @zero/zero.ends-round @zero/zero.others-scored
  Scénario: Le joueur qui fait « Zéro » à son tour arrête la manche aussitôt
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et Chloé distribue :
      | joueur | cartes                                                   |
      | Anne   | rouge 1 3 8, jaune 4 5 6, vert 7 8, noir 1               |
      | Bruno  | rouge 2, jaune 2, vert 2, bleu 1 3 4 5, violet 2, gris 8 |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8                      |
      | table  | bleu 2, jaune 1 3, vert 1, gris 1                        |
    Quand Anne frappe sur la table
    Et Bruno échange le 8 gris contre le 2 bleu
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
    Et Chloé distribue :
      | joueur | cartes                                                   |
      | Anne   | rouge 1 3 8, jaune 4 5 6, vert 7 8, noir 1               |
      | Bruno  | rouge 2, jaune 2, vert 2, bleu 1 3 4 5, violet 2, gris 8 |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8                      |
      | table  | bleu 2, jaune 1 3, vert 1, gris 1                        |
    Quand Anne frappe sur la table
    Et Bruno échange le 8 gris contre le 1 jaune
    Et Chloé échange le 6 rouge contre le 8 gris
    Et Anne frappe sur la table
    Alors le dernier tour a commencé, lancé par Anne
    Quand Bruno échange le 1 jaune contre le 2 bleu
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    # Chloé (gris 3 4 8, noir 5 6 7 8, rouge 4 5) ne joue pas son dernier tour.
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33
    Quand Chloé frappe sur la table
    Alors c'est refusé selon la règle zero/zero.ends-round

  @zero/clar.dealt-zero
  Scénario: Avec l'option dealt-zero à first-turn, un « Zéro » distribué arrête la manche au début du premier tour de son détenteur
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealt-zero" vaut "first-turn"
    Et Chloé distribue :
      | joueur | cartes                                             |
      | Anne   | rouge 1 3 8, jaune 4 5 6, vert 7 8, noir 1         |
      | Bruno  | rouge 2, jaune 2, vert 2, bleu 1 2 5 7 8, violet 2 |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8                |
      | table  | bleu 3, jaune 1 3, vert 1, gris 1                  |
    Alors la manche n'est pas terminée
    Et c'est à Anne de jouer
    Quand Anne échange le 1 rouge contre le 1 jaune
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33

  @zero/clar.dealt-zero @zero/zero.ends-round
  Scénario: Un joueur qui a un « Zéro » dès la donne arrête la manche avant tout coup
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealt-zero" vaut "deal"
    Et Chloé distribue :
      | joueur | cartes                                             |
      | Anne   | rouge 1 3 8, jaune 4 5 6, vert 7 8, noir 1         |
      | Bruno  | rouge 2, jaune 2, vert 2, bleu 1 2 5 7 8, violet 2 |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8                |
      | table  | bleu 3, jaune 1 3, vert 1, gris 1                  |
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 33
    Quand Anne frappe sur la table
    Alors c'est refusé selon la règle zero/zero.ends-round

  @zero/clar.dealt-zero
  Scénario: Avec l'option dealt-zero à swap, seul un échange qui fait « Zéro » arrête la manche
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealt-zero" vaut "swap"
    Et Chloé distribue :
      | joueur | cartes                                             |
      | Anne   | rouge 1 3 8, jaune 4 5 6, vert 7 8, noir 1         |
      | Bruno  | rouge 2, jaune 2, vert 2, bleu 1 2 5 7 8, violet 2 |
      | Chloé  | rouge 4 5 6, gris 3 4, noir 5 6 7 8                |
      | table  | bleu 3, jaune 1 3, vert 1, gris 1                  |
    Quand Anne échange le 1 rouge contre le 1 jaune
    Et Bruno frappe sur la table
    Alors la manche n'est pas terminée
    Et c'est à Chloé de jouer
    Quand Chloé échange le 6 rouge contre le 1 rouge
    Et Anne frappe sur la table
    Alors le dernier tour a commencé, lancé par Anne
    Quand Bruno échange le 8 bleu contre le 3 bleu
    Alors la manche est terminée
    Et la manche s'est arrêtée sur le « Zéro » de Bruno
    # Anne : 1, 4, 5 et 6 jaunes, 3 et 8 rouges, 7 et 8 verts, 1 noir = 1+3+4+5+6+7+8 = 34.
    # Chloé : 3 et 4 gris, 5, 6, 7 et 8 noirs, 1, 4 et 5 rouges = 1+3+4+5+6+7+8 = 34.
    Et les scores de la manche sont Anne 34, Bruno 0 et Chloé 34
