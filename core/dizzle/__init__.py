"""Dizzle (Ralf zur Linde): place dice on your own level sheet, cross them, score specials.

Ruleset: the Spanish rulebook (Dizzle, Ralf zur Linde), on the project's own
four levels (core/dizzle/levels/, the published sheets being pictures we do not have).
Every gap the rulebook leaves, and the decision taken, is on docs/rules/dizzle.md;
in short:

- Players 1/2/3/4 use 8/7/10/13 dice and play 10/6/4/3 rounds; in a round every
  player starts one turn (seat 0 starts the game). The start player rolls all dice
  (the `Roll` command; the offer is kept ascending); from them, clockwise, each player takes one die and
  places it, until every player has passed, the offer is empty, or the last player
  still in (all others passed) has had exactly one more action. Then dice become crosses.
- A die goes on a free field (pips, no cross, no die, not exploded, not a shut lock)
  with its own pips: the first of a turn next to any cross (start X, crossed field,
  crossed planet), each later one next to a die placed this turn. Only when no free
  field is left next to this turn's dice may the next die jump next to any cross.
- A player must place a die if one fits (house rule: no passing while a die fits).
  Otherwise: pass, or re-roll every die left in the offer. After a re-roll a fitting
  die must be placed; if none fits, one of the player's dice of this turn goes back
  to the offer unchanged (chosen by the player), and the player stays in. A re-roll
  and what follows it are one action.
- A player who cannot reach any free field (whatever the dice) withdraws at once.
- Locks open with a key of their colour crossed in an earlier turn. Bombs: whoever
  had a die on one crosses it; it explodes on every other sheet where it is still
  free (an exploded field is not a cross). Solo: bombs never explode, +2 each crossed.
- A crossed rocket crosses a planet of its owner's choice at once (automatic when
  no real choice is left; wasted if no planet is free). Planets have no pips.
- Flags: each colour is scored once per player. The players reaching a colour in
  the same turn all circle the highest number left; the ladder then loses as many
  numbers as there were such players. An exhausted ladder pays 0.
- The game ends after the last round, or after a turn that leaves some sheet with
  no free field. Score: gems, complete arrow lines, complete puzzle colours, the
  framed 2x2 block, flags, solo bombs, minus exploded bombs and crossed brown piles.
  Ties: fewer crosses, then a shared win. Solo: 8 dice, 10 rounds, and after each
  placed die two extra dice are rolled (`RollExtraDice`) removing one offer die per
  matching value; the level's rating table rates the final score.

Undo: a solo placement may be taken back until the extra dice are rolled; every
other event either comes from the dice or hands the offer on, so it is final.

For views: `legal_fields(state, die_index)`, `score_breakdown(state, player)`,
`crossed_fields` / `exploded_fields` / `placed_dice(state, player)`, `solo_rating`;
the state itself has `offer`, `actor`, `phase`, `round`, `start_player`, `passed`,
`struck` (flag numbers gone) and per sheet `flags` (numbers circled).
"""


from core.lazy import lazy_exports

#: public name -> the module defining it; loaded on first use (see core.lazy)
_HOMES = {
    "LevelBoard": "board",
    "board_for": "board",
    "field_value": "greedy",
    "reroll_chance": "greedy",
    "EVENTS": "events",
    "ChoosePlanet": "commands",
    "Pass": "commands",
    "PlaceDie": "commands",
    "Reroll": "commands",
    "ReturnDie": "commands",
    "RollOffer": "commands",
    "RollExtraDice": "commands",
    "Level": "level",
    "load_level": "level_file",
    "parse_level": "level_file",
    "pos_name": "level",
    "RULES": "rules",
    "DizzleRules": "rules",
    "solo_rating": "scoring",
    "crosses": "scoring",
    "score_breakdown": "scoring",
    "DizzleSetup": "setup",
    "PlayerSheet": "state",
    "DizzleState": "state",
    "crossed_fields": "placement",
    "exploded_fields": "placement",
    "legal_fields": "placement",
    "placed_dice": "placement",
    "level_flaws": "validator",
}
__getattr__ = lazy_exports(__name__, _HOMES)

__all__ = [
    "EVENTS",
    "RULES",
    "ChoosePlanet",
    "DizzleRules",
    "DizzleSetup",
    "DizzleState",
    "Level",
    "LevelBoard",
    "Pass",
    "PlaceDie",
    "PlayerSheet",
    "Reroll",
    "ReturnDie",
    "RollExtraDice",
    "RollOffer",
    "board_for",
    "crossed_fields",
    "crosses",
    "exploded_fields",
    "field_value",
    "legal_fields",
    "level_flaws",
    "load_level",
    "parse_level",
    "placed_dice",
    "pos_name",
    "reroll_chance",
    "score_breakdown",
    "solo_rating",
]
