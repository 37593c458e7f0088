"""English words on a Spanish screen: the check every Spanish whole-screen test makes.

A word counts when it is common English and not also Spanish ("no", "error", "bot",
"total" and the rulebooks' own "Daleks" and "Doctor" are both); game titles and the
names given are taken out first, since they stay as they are in both languages.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from core.games import GAMES

ENGLISH = frozenset(
    """
about after again all an and any are ask asks at away back be best both but by can cancel
cannot choose close continue copy die dice does done down each empty end ends ended every
exit first for from game games get give go goes has have help here hold how if in into is it
its keep keeps kept key keys last leave left level load look lost made make may menu more
move moves must name new next none not now of off on one only or other out over pass passed
pick place placed play played player players please points press print quit ready rest
resume right roll rolled rolls round rounds rules save saved score scored scores see seat
seats seed select set sheet sheets show shown skip some start still stop stopped take than
that the their them then there these this those to too top try turn turns two undo up use
used wait was what when where which who will win wins with won yes you your zombies humans
heroes captured guard guards inmate inmates escaped caught trail bomb bombs
flag flags star stars rocket rockets planet planets reroll jump rulebook shared table host
join watch campaign stage stages statistics replay history log winner loser tie draw
competitive
""".split()  # noqa: SIM905 (a word list reads best as words)
)

TITLES = (*tuple(sorted((game.title for game in GAMES.values()), key=len, reverse=True)), "dice-tui")
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")  # letters, accented ones too: "allí" is not "all"


def english_words(text: str, names: Iterable[str] = ()) -> list[str]:
    """The English words of `text`, outside game titles and the given names."""
    for fixed in (*TITLES, *sorted(names, key=len, reverse=True)):
        if fixed:
            text = text.replace(fixed, " ")
    return [word for word in WORD.findall(text) if word.lower() in ENGLISH]
