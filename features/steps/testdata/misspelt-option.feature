# language: fr
Fonctionnalité: Une option mal écrite

  Scénario: La donne tourne
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "dealer" vaut "rotat"
    Et l'option "take-back" vaut "yes"
    Et l'option "dealr" vaut "rotate"

  Plan du scénario: La reprise <v>
    Soit les joueurs Anne, Bruno et Chloé sont assis dans le sens des aiguilles d'une montre
    Et l'option "take-back" vaut "<v>"

    Exemples:
      | v   |
      | yes |
      | yse |
