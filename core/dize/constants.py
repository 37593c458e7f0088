"""diZe's numbers, each written once: the rules, the odds, the bots, the screen's words and
the play mat all read them from here (docs/rules/dize.md)."""

from __future__ import annotations

#: the dice in the game: every die is a zombie, a human, or in one of the other zones
DICE = 20
#: an Infection roll showing this many 1s or more infects one human ("more than two 1s")
INFECTION_ONES = 3
#: the face a Zombie Attack bites with, and an Infection roll infects with
BITE_FACE = 1
#: a rolled 6 in Launch may become a hero (counted as an even die until the attack ends)
HERO_FACE = 6
#: points added to the score when every zombie is executed
WIN_BONUS = 10
