"""decide: check a command against the rules, roll dice, and play what follows by itself.

A command gives the events of the player's action, then every event that needs no
decision: the end of the turn (crosses, exploding bombs, flags), planets when only
one choice is left, a player who can reach no field at all withdrawing, and the
end of the game. Each turn's roll is the start player's own command (`Roll`), so
everyone sees the crosses of the turn before the dice change. So a command always returns with a player to
act, or the game over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.dice import roll
from core.dizzle.board import bits
from core.dizzle.commands import (
    ChoosePlanet,
    DizzleCommand,
    Pass,
    PlaceDie,
    Reroll,
    ReturnDie,
    RollExtraDice,
    RollOffer,
)
from core.dizzle.events import (
    DiceRerolled,
    DiePlaced,
    DieReturned,
    DizzleDiceRolled,
    DizzleEvent,
    DizzleGameEnded,
    ExtraDiceRolled,
    FlagTaken,
    NoDieToReturn,
    PlanetCrossed,
    PlayerPassed,
    SoloDiePlaced,
    TurnEnded,
)
from core.dizzle.evolve import evolve
from core.dizzle.level import pos_name
from core.dizzle.placement import no_field_left, placements, reach
from core.dizzle.state import SOLO_EXTRA_DICE, DizzleState, seats_from
from core.game import Command, IllegalMove
from core.lang import N_, _


def decide(state: DizzleState, command: DizzleCommand) -> list[DizzleEvent]:
    if state.phase == "over":
        raise IllegalMove(_("The game is over."))
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise IllegalMove(_("Dizzle has no move called {name}.").format(name=type(command).__name__))
    events = [handler(state, command)]
    state = evolve(state, events[0])
    return events + follow_up(state)


def follow_up(state: DizzleState) -> list[DizzleEvent]:
    """The events that come without anyone deciding, until a player must act."""
    events: list[DizzleEvent] = []
    while (event := _automatic(state)) is not None:
        events.append(event)
        state = evolve(state, event)
    return events


def _automatic(state: DizzleState) -> DizzleEvent | None:
    if state.phase == "end":
        return turn_end(state)
    if state.phase == "roll":
        return _game_end(state)
    if state.phase == "planet":
        return _forced_planet(state)
    actor = state.actor
    if actor is None:
        return None
    sheet = state.sheets[actor]
    if state.phase == "place" and not reach(state.board, sheet):
        return PlayerPassed(player=actor, withdrew=True)
    if state.phase == "reroll" and not placements(state) and not sheet.dice:
        return NoDieToReturn(player=actor)
    return None


def _place(state: DizzleState, command: PlaceDie) -> DizzleEvent:
    if state.phase not in ("place", "reroll"):
        raise IllegalMove(_(_WAITING[state.phase]))
    if command.die >= len(state.offer):
        raise IllegalMove(_("There is no such die in the offer."))
    pips = state.offer[command.die]
    board = state.board
    row, col = command.at
    if not (0 <= row < board.rows and 0 <= col < board.cols):
        raise IllegalMove(_("That field is not on the sheet."))
    index = board.index(command.at)
    if not reach(board, state.sheets[state.seat]) >> index & 1:
        raise IllegalMove(_why_not(state, index))
    if board.pips_at[index] != pips:
        raise IllegalMove(_("A {pips} goes only on a field showing {pips}.").format(pips=pips))
    kind = SoloDiePlaced if state.setup.solo else DiePlaced
    return kind(player=state.seat, pips=pips, at=command.at)


def _why_not(state: DizzleState, index: int) -> str:
    board, sheet = state.board, state.sheets[state.seat]
    name = board.name(index)
    if not board.dice_fields >> index & 1:
        return _("{field} takes no die.").format(field=name)
    if (sheet.crossed | sheet.dice_mask) >> index & 1:
        return _("{field} is already used.").format(field=name)
    if sheet.exploded >> index & 1:
        return _("The bomb on {field} has exploded; it takes no die.").format(field=name)
    if board.locked(sheet.crossed) >> index & 1:
        return _("The lock on {field} opens only once you have crossed a key of its colour in an earlier turn.").format(
            field=name)
    if sheet.dice_mask and board.around(sheet.dice_mask) & reach(board, sheet):
        return _("Place this die next to a die you placed this turn.")
    return _("Place this die next to a cross.")


def _reroll(state: DizzleState, command: Reroll) -> DizzleEvent:
    _only_if_nothing_fits(state, "re-roll")
    values = roll(state.setup.seed, state.rolls, len(state.offer))
    return DiceRerolled(player=state.actor, values=values)


def _pass(state: DizzleState, command: Pass) -> DizzleEvent:
    _only_if_nothing_fits(state, "pass")
    return PlayerPassed(player=state.actor)


def _only_if_nothing_fits(state: DizzleState, what: str) -> None:
    if state.phase == "reroll":
        raise IllegalMove(_("After a re-roll, place a die that fits, or give one of yours back."))
    if state.phase != "place":
        raise IllegalMove(_(_WAITING[state.phase]))
    if placements(state):
        if what == "pass":
            raise IllegalMove(_("A die fits, so you must take one; you may pass only when none fits."))
        raise IllegalMove(_("A die fits, so you must take one; you may re-roll only when none fits."))


def _return(state: DizzleState, command: ReturnDie) -> DizzleEvent:
    if state.phase != "reroll":
        raise IllegalMove(_("You give a die back only when a re-roll fits nothing."))
    if placements(state):
        raise IllegalMove(_("A die fits after the re-roll: you must place it."))
    board, sheet = state.board, state.sheets[state.seat]
    row, col = command.at
    index = board.index(command.at) if 0 <= row < board.rows and 0 <= col < board.cols else -1
    if index not in sheet.dice:
        raise IllegalMove(_("Give back one of the dice you placed this turn."))
    return DieReturned(player=state.actor, pips=board.pips_at[index], at=command.at)


def _extra_dice(state: DizzleState, command: RollExtraDice) -> DizzleEvent:
    if state.phase != "extra":
        raise IllegalMove(_("The extra dice are rolled only after you place a die in a solo game."))
    values = roll(state.setup.seed, state.rolls, SOLO_EXTRA_DICE)
    left, removed = list(state.offer), []
    for value in values:
        if value in left:
            left.remove(value)
            removed.append(value)
    return ExtraDiceRolled(values=values, removed=tuple(removed))


def _planet(state: DizzleState, command: ChoosePlanet) -> DizzleEvent:
    if state.phase != "planet":
        raise IllegalMove(_("Choose a planet only after crossing a rocket."))
    board, sheet = state.board, state.sheets[state.seat]
    row, col = command.at
    index = board.index(command.at) if 0 <= row < board.rows and 0 <= col < board.cols else -1
    if index < 0 or not board.planets >> index & 1:
        raise IllegalMove(_("Choose a planet."))
    if sheet.crossed >> index & 1:
        raise IllegalMove(_("Planet {field} is already crossed.").format(field=pos_name(command.at)))
    return PlanetCrossed(player=state.actor, at=command.at)


def turn_end(state: DizzleState) -> TurnEnded:
    """The facts of making crosses: which bombs explode where, who takes which flag."""
    board, sheets = state.board, state.sheets
    exploded = []
    if not state.setup.solo:
        for bomb in bits(board.bombs):
            holders = [p for p, s in enumerate(sheets) if s.dice_mask >> bomb & 1]
            if holders:
                exploded += [
                    (p, board.pos(bomb))
                    for p, s in enumerate(sheets)
                    if p not in holders and not (s.crossed | s.exploded) >> bomb & 1
                ]
    flags = []
    for k, flag in enumerate(board.flags):
        reached = [
            p for p in seats_from(state.start_player, state.players)
            if sheets[p].flags[k] is None and sheets[p].dice_mask & flag.mask
        ]
        points = flag.ladder[state.struck[k]] if state.struck[k] < len(flag.ladder) else 0
        flags += [FlagTaken(player=p, colour=flag.colour, points=points) for p in reached]
    return TurnEnded(turn=state.turn, exploded=tuple(exploded), flags=tuple(flags))


def _forced_planet(state: DizzleState) -> DizzleEvent | None:
    """Land a rocket by itself when the player has no real choice of planet."""
    player = state.seat
    free = state.board.planets & ~state.sheets[player].crossed
    owed = state.planets_due.count(player)
    if free.bit_count() <= owed:
        return PlanetCrossed(player=player, at=state.board.pos(bits(free)[0]))
    return None


def _game_end(state: DizzleState) -> DizzleEvent | None:
    """Before a roll: the game is over after the last round, or once a sheet is full."""
    if any(no_field_left(state.board, sheet) for sheet in state.sheets):
        return DizzleGameEnded(reason="sheet_full")
    if state.turn + 1 >= state.turns_total:
        return DizzleGameEnded(reason="rounds")
    return None


def _roll(state: DizzleState, command: RollOffer) -> DizzleEvent:
    if state.phase != "roll":
        raise IllegalMove(_(_WAITING[state.phase]))
    values = roll(state.setup.seed, state.rolls, state.setup.dice)
    return DizzleDiceRolled(turn=state.turn + 1, player=state.actor, values=values)


_WAITING = {
    "place": N_("Take a die from the offer."),
    "reroll": N_("After a re-roll, place a die that fits, or give one of yours back."),
    "extra": N_("Roll the two extra dice first."),
    "planet": N_("Choose a planet for your rocket first."),
    "end": N_("The turn is ending."),
    "roll": N_("The start player rolls the dice first."),
    "over": N_("The game is over."),
}

_HANDLERS: dict[type[Command], Callable[[DizzleState, Any], DizzleEvent]] = {
    RollOffer: _roll,
    PlaceDie: _place,
    Reroll: _reroll,
    Pass: _pass,
    ReturnDie: _return,
    RollExtraDice: _extra_dice,
    ChoosePlanet: _planet,
}


def legal_commands(state: DizzleState) -> list[DizzleCommand]:
    """Every command the actor may give now, in a stable order (empty once over)."""
    phase = state.phase
    if phase == "over" or state.actor is None:
        return []
    if phase == "roll":
        return [RollOffer()]
    if phase == "extra":
        return [RollExtraDice()]
    board = state.board
    sheet = state.sheets[state.seat]
    if phase == "planet":
        return [ChoosePlanet(at=board.pos(i)) for i in bits(board.planets & ~sheet.crossed)]
    fitting = placements(state)
    if fitting:
        return [PlaceDie(die=die, at=board.pos(i)) for die, mask in fitting for i in bits(mask)]
    if phase == "reroll":
        return [ReturnDie(at=board.pos(i)) for i in sheet.dice]
    return [Reroll(), Pass()]
