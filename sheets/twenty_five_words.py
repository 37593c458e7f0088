"""The words of the 25 to Dice sheet: a round in a pencil's few words, how the game ends,
the competitive scoring, and the guards' names and initials in the player's language.

Apart from the drawing (sheets.twenty_five), so the printed rules can be read, and
translated, in one place.
"""

from __future__ import annotations

from core.lang import N_, pgettext

BOARD_TITLES = {"Standard prison": N_("Standard prison")}
#: what a table needs besides this sheet (the rulebook's Components), before the round
NEED = (
    N_("You need"), N_("8 dice (one per guard, six for the inmates), a pencil and an eraser: trails are "
                       "rubbed out."),
)
#: a round in the rules page's order (docs/rules/25-to-dice.md), in as few words as a pencil needs
ROUND = (
    (N_("Guards move"), N_("roll one die per guard. Green, then Blue, follows its arrows to the next square "
                           "showing its die, catching an inmate on the way, or stopping on a trail to pursue "
                           "that inmate (several trails there: a die picks one).")),
    (N_("Pursuit"), N_("a pursuing guard walks the trail towards its inmate, to the nearest square showing "
                       "its die (else one square). Only one guard pursues an inmate.")),
    (N_("Inmates move"), N_("roll six dice: one die fewer per escape. One die: one square up, down, left or right "
                            "onto its number. Two or more alike: that many squares, ending on their number. "
                            "Only free squares: no guard or inmate on them. An inmate's first step is onto the "
                            "square above its cell. Write the inmate's initial on every square walked over or "
                            "stopped on: its trail. Stepping back onto it rubs out the trail beyond.")),
    (N_("Escape"), N_("a die not yet written in an exit takes an inmate from the top row into the empty "
                      "exit above; write it there.")),
    (N_("Capture or escape"), N_("rub out that inmate's trail. Its guard patrols again from where it stands "
                                 "(or pursues a trail it stands on).")),
    (N_("Substitution"), N_("once per escape: overwrite a grid number with that exit's number, then cross it out.")),
    (N_("Time"), N_("cross off one box.")),
)
#: how the solo and co-op game ends, and how a table shares it
SOLO_END = (
    N_("Four escapes: you win at once. Three captured, or round 15 over: you lose."),
    (N_("Co-op"), N_("2 to 6 players share this board; deal the inmates out. Talk it over: each round one "
                     "player has the final say on every die, then the next. You win or lose together.")),
)
#: competitive points and the winner, on the competitive board
SCORING = (
    (N_("Score"), N_("escape: + the unscored squares of its trail and the exit's number. Capture: \u2212 the "
                     "unscored squares left on its trail. Pursuit: \u2212 the unscored trail squares the guard "
                     "walks over. A square scores once.")),
)
#: who wins a competitive game, under the prison
COMPETITIVE_END = (
    N_("The most escapes wins; on a tie, the most points."),
    N_("Still tied: the fewest captured, then the best single inmate's points, the fewest substitutions, the "
       "fewest squares scored; then the win is shared. Play on until every inmate is out or caught, or time "
       "runs out. Each player has a board and six inmate dice of their own; the guard dice are rolled once and "
       "shared by every board."),
)


def guard_name(guard: str) -> str:
    """'Green' or 'Blue' (the board's names) as the player's language says them."""
    if guard == "Green":
        return pgettext("guard", "Green")
    if guard == "Blue":
        return pgettext("guard", "Blue")
    return guard


def guard_letter(guard: str) -> str:
    """The guard's letter on its route's start dot, as the screen writes it (tui.games.twenty_five.board):
    G and L (bLue) in English, where B is Billy's; V and Z (aZul) in Spanish, where A is Ann's."""
    if guard == "Green":
        # i18n: the Green guard's letter on the board: Verde's initial, V
        return pgettext("guard letter", "G")
    if guard == "Blue":
        # i18n: the Blue guard's letter on the board: not A-F, which are inmates and columns (English L, Spanish Z)
        return pgettext("guard letter", "L")
    return guard[:1]
