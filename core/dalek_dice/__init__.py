"""Doctor Who Dalek Dice (Marco Maggi and Francesco Nepitello), as dice-tui plays it.

The ruleset, exactly (the English rulebook prevails; docs/rules/dalek-dice.md is the
players' version with every referee's decision and its reason):

- Ten dice; faces The Doctor, Humans 2, Humans 4, Daleks 2, Daleks 3, Exterminate!
  (`core.dice` values 1..6 in that order, see `faces`). 2 to 6 players in seat order,
  humans and bots ("cautious", "optimal", "expert") in any mix. One player's turn is what the
  rulebook calls a "round".
- A turn starts by rolling all ten dice. After every roll one Doctor (if any was
  rolled) and one Exterminate! (likewise) go to the Top; further Doctors and
  Exterminate!s go to the Right, to be rolled again. The player then keeps any of the
  rolled Humans and Daleks; at least one die per roll, and a die that went to the Top
  counts. The rest go to the Right. Then roll the whole Right again, or stop.
- The third Doctor in the Top ends the turn at once with 0 points, even if the same
  roll brings the third Exterminate!. The third Exterminate!: allocate that roll, then
  the turn ends and scores twice the Humans, Daleks ignored, +5 if no dice are left.
- No dice left to roll (the Right is empty): Daleks >= Humans scores Humans + 5,
  else 0. Stopping: Daleks >= Humans scores Humans, else 0.
- Totals carry over. Once someone reaches 60, the round of turns is completed so all
  have had as many turns; the highest total wins, a tie at the top is a shared win.

House rules and rulings (none changes the rulebook; they fill its gaps):

- A roll with no Humans or Daleks to allocate (only the Top die and excess dice) needs
  no keep: the Top die is its keeper. When a Top die was placed, keeping no Humans
  or Daleks is allowed.
- Excess Doctors/Exterminate!s in the Right are dice left: the turn has not run out
  of dice, and stopping then gets no bonus. Every roll rolls the whole Right.
- Using up all the dice with no Humans kept scores the 5-point bonus (0 Daleks match
  0 Humans), as the rules are written.
- No game options; the target is 60.

Event log: `DiceRolled` (random), `DiceKept` (undoable), `TurnScored`, `GameEnded`.
"""

from core.lazy import lazy_exports

#: public name -> the module defining it; loaded on first use (see core.lazy), so that
#: reading the game's descriptor never imports its engine
_HOMES = {
    "Keep": "commands",
    "Roll": "commands",
    "Stop": "commands",
    "keep_values": "decide",
    "DalekEvent": "events",
    "DiceKept": "events",
    "DiceRolled": "events",
    "EVENTS": "events",
    "GameEnded": "events",
    "TurnScored": "events",
    "fold": "evolve",
    "FACE_NAMES": "faces",
    "TARGET": "faces",
    "Odds": "optimal",
    "TurnSolver": "optimal",
    "odds": "optimal",
    "solver": "optimal",
    "DalekDiceRules": "rules",
    "RULES": "rules",
    "DalekSetup": "setup",
    "DalekState": "state",
    "MUST_KEEP": "state",
    "MUST_ROLL": "state",
    "OVER": "state",
    "ROLL_OR_STOP": "state",
    "TurnResult": "state",
    "start": "state",
}
__getattr__ = lazy_exports(__name__, _HOMES)

__all__ = tuple(sorted(_HOMES))
