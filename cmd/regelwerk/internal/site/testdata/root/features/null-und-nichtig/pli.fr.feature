# language: fr
Fonctionnalité: Qui gagne le pli
  La plus forte valeur l'emporte.

  Contexte:
    Soit les joueurs Anne, Jean et Laura sont assis dans le sens des aiguilles d'une montre
    Et Anne entame le prochain pli

  @nn/trick.highest-wins @pair-highest
  Scénario: La plus forte valeur gagne, quelle que soit la couleur
    Soit Anne a en main le 7 bleu
    Et Jean a en main le 3 vert
    Et Laura a en main le 9 jaune
    Quand tour à tour, Anne joue le 7 bleu, Jean le 3 vert et Laura le 9 jaune
    Alors Laura remporte le pli

  @nn/players.count @pair-players
  Plan du scénario: Trop peu de joueurs
    Soit les joueurs <joueurs> sont assis dans le sens des aiguilles d'une montre
    Et Anne distribue
    Et on distribue avec la graine 11
    Quand la partie commence
    Alors c'est refusé selon la règle nn/players.count

    Exemples:
      | joueurs      |
      | Anne et Jean |
      | Anne         |

  Scénario: Un scénario qui ne nomme aucune règle
    Soit Anne a en main le 7 bleu
    Quand Anne joue le 7 bleu
    Alors c'est à Jean de jouer
