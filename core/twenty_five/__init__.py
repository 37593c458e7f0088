"""25 to Dice (Tricorn Games): six inmates break out of a prison patrolled by two guards.

Ruleset (the rulebook, with the referee's decisions of docs/rules/25-to-dice.md):

- Board: the project's own `boards/standard.json` (the published sheet is a
  picture we do not have): a 6x6 grid of numbers 1-6, the cells of Ann, Billy,
  Clyde, Donna, Eleanor and Frank below the bottom row, six exits above the top
  row, Green starting top-left and Blue bottom-right, each on a closed patrol
  through every square. Movement is orthogonal only.
- A round is a Guards Move, then an Inmates Move; there are 15 rounds.
- Guards Move: one die per guard; Green moves, then Blue. A guard checks each
  square it enters: an inmate there is captured (its trail erased) and the guard
  stops; else a trail it may follow stops it and it pursues that inmate (a die
  picks among several trails; only one guard pursues an inmate, the other ignores
  that trail); else it stops on the first square showing its die. On patrol it
  walks its route; in pursuit it walks the inmate's trail towards the inmate to
  the nearest square showing its die, or one square if none does. A guard with
  no quarry standing on trails takes one up before moving.
- Inmates Move: roll one die per inmate die (6, one fewer per escape). n dice of
  one value walk one inmate exactly n squares through free squares (no inmate,
  no guard) ending on that value, never passing a square twice in one move nor
  ending where it set out; sets may be split; unused dice are lost. Leaving a cell
  steps onto the square the cell opens onto. Every square walked is marked with
  the inmate's trail. An inmate may step back onto its own trail: the markers
  beyond that square are rubbed out, and a pursuing guard left off the shortened
  trail loses the scent and patrols again.
- Escape: one die steps an inmate from a top-row square into the empty exit above
  it; the value must differ from every value already written in an exit; it is
  written there, the trail is erased and one inmate die is set aside for good.
- Substitution: once per escape, during an Inmates Move, overwrite one grid
  number with that exit's value (then used up).
- End: solo and co-op win at 4 escapes and lose at 3 captures or after round 15.
  Co-op: 2-6 players share the sheet; the inmates are dealt in neighbouring
  blocks (`setup.crews`); the final say on the dice passes round the table each
  round. Competitive: 1-6 players, a sheet and six dice each, shared guard dice;
  play until every sheet's inmates are out or time runs out. An escape scores its
  trail's unscored squares plus the exit's value; while an inmate is pursued, the
  unscored squares of its trail that the pursuing guard crosses or lands on score
  negative (the inmate's own moves score nothing); a capture scores minus its
  trail's unscored squares; each square scores once. Winner: most escapes, then points, fewer
  captures, best single inmate, fewer substitutions, fewer squares scored.
- Bots play the inmates: `planner` (bots.py) values one round ahead; `expert`
  (expert.py) plays the guard dice out and weighs the odds of the rounds after.
"""


from core.lazy import lazy_exports

#: public name -> the module defining it; loaded on first use (see core.lazy)
_HOMES = {
    "GUARDS": "board",
    "INMATES": "board",
    "Board": "board",
    "load_board": "board",
    "parse_board": "board",
    "square_name": "board",
    "exit_name": "board",
    "EndMoves": "commands",
    "Escape": "commands",
    "MoveGuards": "commands",
    "MoveInmate": "commands",
    "Substitute": "commands",
    "RULES": "rules",
    "TwentyFiveSetup": "setup",
    "crews": "setup",
    "TwentyFiveState": "state",
    "PrisonView": "view",
    "sheet_view": "view",
}
__getattr__ = lazy_exports(__name__, _HOMES)

__all__ = [
    "GUARDS",
    "INMATES",
    "RULES",
    "Board",
    "EndMoves",
    "Escape",
    "MoveGuards",
    "MoveInmate",
    "PrisonView",
    "Substitute",
    "TwentyFiveSetup",
    "TwentyFiveState",
    "crews",
    "exit_name",
    "load_board",
    "parse_board",
    "sheet_view",
    "square_name",
]
