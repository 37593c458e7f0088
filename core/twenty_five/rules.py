"""The `RULES` object: 25 to Dice behind the uniform game protocol."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from core.game import Event, IllegalMove, PlayerSpec
from core.twenty_five.board import load_board, square_name
from core.twenty_five import inmates
from core.twenty_five.bot import bot_command
from core.twenty_five.commands import EndMoves, Escape, MoveGuards, MoveInmate, Substitute
from core.twenty_five.describe import describe
from core.twenty_five.events import EVENTS
from core.twenty_five.evolve import evolve
from core.twenty_five.guards import guards_move
from core.twenty_five.setup import BOTS, OPTIONS, Setup, make_setup
from core.twenty_five.state import ESCAPES_TO_WIN, ROUNDS, Sheet, State, current_seat, is_over, start


def _move_guards(state: State, command: MoveGuards) -> list[Event]:
    if is_over(state):
        raise IllegalMove("The game is over.")
    if state.phase != "guards":
        raise IllegalMove("Finish the Inmates Move first: end it when you are done spending dice.")
    return guards_move(state)


_DECIDE = {
    MoveGuards: _move_guards,
    MoveInmate: inmates.move_inmate,
    Escape: inmates.escape,
    Substitute: inmates.substitute,
    EndMoves: inmates.end_moves,
}


def tie_break(sheet: Sheet) -> tuple:
    """Competitive ranking: escapes, score, fewer captured, best inmate, fewer substitutions, fewer squares scored."""
    best = max(inmate.points for inmate in sheet.inmates)
    return (sheet.escaped, sheet.score, -sheet.captured, best, -sheet.substitutions, -len(sheet.scored))



@cache
def _exit_squares(board: str) -> tuple[str, ...]:
    """Each exit named by the top-row square under it, as the screen and sheet label them."""
    return tuple(square_name(exit.reached_from) for exit in load_board(board).exits)

class TwentyFiveRules:
    id = "25-to-dice"
    title = "25 to Dice"
    min_players = 1
    max_players = 6
    bots: Sequence[str] = BOTS
    options = OPTIONS
    setup_model = Setup
    events = EVENTS

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> Setup:
        return make_setup(players, seed, **options)

    def start(self, setup: Setup) -> State:
        return start(setup)

    def decide(self, state: State, command: Any) -> list[Event]:
        handler = _DECIDE.get(type(command))
        if handler is None:
            raise IllegalMove("That is not a move in 25 to Dice.")
        return handler(state, command)

    def evolve(self, state: State, event: Any) -> State:
        return evolve(state, event)

    def legal_commands(self, state: State) -> list:
        if is_over(state):
            return []
        if state.phase == "guards":
            return [MoveGuards()]
        return inmates.legal_inmate_commands(state)

    def legal_destinations(self, state: State, inmate: str, dice: Sequence[int]) -> dict:
        return inmates.legal_destinations(state, inmate, dice)

    def current_player(self, state: State) -> int | None:
        return current_seat(state)

    def is_over(self, state: State) -> bool:
        return is_over(state)

    def scores(self, state: State) -> list[int]:
        """Competitive: each seat's points. Solo and co-op: the shared count of escapes."""
        if state.setup.mode == "competitive":
            return [sheet.score for sheet in state.sheets]
        return [state.sheets[0].escaped] * len(state.setup.players)

    def winners(self, state: State) -> list[int]:
        if not is_over(state):
            return []
        if state.setup.mode != "competitive":
            won = state.sheets[0].escaped >= ESCAPES_TO_WIN
            return list(range(len(state.setup.players))) if won else []
        keys = [tie_break(sheet) for sheet in state.sheets]
        return [seat for seat, key in enumerate(keys) if key == max(keys)]

    def describe(self, event: Any, setup: Any = None) -> str:
        if setup is None:
            return describe(event)
        competitive = setup.mode == "competitive"
        names = [player.name for player in setup.players] if competitive else ()
        return describe(event, names, _exit_squares(setup.board), scoring=competitive)

    def progress(self, state: State) -> str:
        names = [player.name for player in state.setup.players]
        if state.setup.mode == "competitive":
            tallies = ", ".join(
                f"{name} {sheet.escaped} escaped {sheet.score:+d} pts" for name, sheet in zip(names, state.sheets)
            )
            head = "over" if is_over(state) else f"round {state.round} of {ROUNDS}"
            return f"{head}: {tallies}"
        sheet = state.sheets[0]
        tally = f"{sheet.escaped} escaped, {sheet.captured} captured"
        if not is_over(state):
            return f"round {state.round} of {ROUNDS}, {tally}"
        if sheet.escaped >= ESCAPES_TO_WIN:
            return f"won in round {min(state.round, ROUNDS)}, {tally}"
        return f"lost ({'time ran out' if state.round > ROUNDS else 'too many captured'}), {tally}"

    def bot_command(self, state: State, bot: str) -> Any:
        if bot not in BOTS:
            raise ValueError(f"unknown bot {bot!r} (known: {', '.join(BOTS)})")
        if state.phase == "guards":
            return MoveGuards()
        return bot_command(state)


RULES = TwentyFiveRules()
