"""The words that say where the game stands and what to do next, with which key.

`header_line` is the top line; `prompt_text` the sentences under the board.

A new player should never have to guess: the prompt names the inmate, the square
in words ("C4"), the dice a move spends and the key that does it. It fits three
lines of the left column (39 columns). Pure: no Textual.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core.twenty_five import Escape, MoveInmate, Substitute, exit_name, square_name
from core.twenty_five.state import ROUNDS
from core.words import does, owner
from tui.games.twenty_five.picks import Picks

WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


@dataclass(frozen=True)
class Turn:
    """Who acts and what the screen is doing, as far as the prompt cares."""

    who: str  # the player to act (co-op: with the final say)
    bot: bool
    over: bool
    walking: bool  # the guards are being shown moving
    own: bool  # the sheet on show is the one in play
    viewed: str  # whose sheet is on show


def header_line(rules: Any, state: Any, players: Any, width: int = 78) -> str:
    """The top line: mode, round, and who acts (co-op: who has the final say this round)."""
    mode = state.setup.mode
    title = {"solo": "25 to Dice", "coop": "25 to Dice co-op", "competitive": "25 to Dice competitive"}[mode]
    seat = rules.current_player(state)
    if seat is None:
        return f"{title} — game over" + ("" if mode == "competitive" else f": {rules.progress(state)}")
    head = f"{title} — round {state.round} of {ROUNDS} — "
    if mode == "coop":
        head += "final say: "
    elif mode == "competitive":
        head += "Guards Move: " if state.phase == "guards" else "Inmates Move: "
    bot = " (bot)" if players[seat].is_bot else ""
    name: str = players[seat].name
    room = width - len(head) - len(bot)
    return head + (name if len(name) <= room else name[: room - 1] + "…") + bot


def _short(name: str, most: int = 12) -> str:
    return name if len(name) <= most else name[: most - 1] + "…"


def dice_words(value: int, count: int) -> str:
    return f"a {value}" if count == 1 else f"{WORDS.get(count, count)} {value}s"


def prompt_text(turn: Turn, view: Any, picks: Picks, targets: dict[Any, Any], chosen: Any, doors: tuple[Any, ...] = (),
                skip: bool = True) -> str:
    """At most three lines of 39 columns, whatever the names (they are shortened to fit);
    `skip`: f skips the bots here (not at a shared table's seat, whose bots the host plays)."""
    turn = replace(turn, who=_short(turn.who), viewed=_short(turn.viewed))
    if turn.over:
        return "The game is over. e: the results again · esc: back to the menu · ?: the rules."
    if turn.walking:
        return "The guards are moving… f: skip to the end of their move."
    if turn.bot:
        return f"{does(turn.who, 'is playing', True)}…" + (" f: skip ahead." if skip else "")
    if not turn.own:
        return f"This is {owner(turn.viewed)} sheet. tab: the next one; any game key: back to {owner(turn.who)} sheet."
    if view.phase == "guards":
        return f"{turn.who}: press r to roll the guard dice. Green moves, then Blue; then the inmate dice are rolled."
    if picks.swapping:
        return _swap_prompt(view, picks, chosen)
    if not view.dice:
        return "No inmate dice left: s ends the Inmates Move (u takes back the last move)."
    if picks.inmate is None:
        if picks.value is not None:
            return f"{dice_words(picks.value, picks.count).capitalize()} picked: now pick an inmate with a-f."
        swap = " x: substitute." if any(e.value is not None and not e.used_up for e in view.exits) else ""
        return f"{turn.who}: pick an inmate with a-f (dice with 1-6). s: stop moving, unused dice are lost.{swap}"
    if chosen is None:
        return _stuck(view, picks, doors) + " Pick other dice (1-6) or another inmate (a-f)."
    ways = len(targets[picks.cursor])
    if isinstance(chosen, Escape):
        other = " · p: another die" if ways > 1 else ""
        return f"{picks.inmate} escapes with {dice_words(chosen.die, 1)}. Enter: go · arrows: another square{other}"
    if isinstance(chosen, MoveInmate):
        where = square_name(chosen.squares[-1])
        row, column = chosen.squares[-1]
        used = dice_words(view.numbers[row][column], len(chosen.squares))
        other = f" · p: another way ({picks.choice % ways + 1} of {ways})" if ways > 1 else ""
        return f"{picks.inmate} to {where} with {used}. Enter: go · arrows: another square{other}"
    return ""


def _stuck(view: Any, picks: Picks, doors: tuple[Any, ...]) -> str:
    """Why the picked inmate has nowhere to go: most often something stands in front of its cell."""
    dice = "the dice left" if picks.value is None else dice_words(picks.value, picks.count)
    inmate = next(inmate for inmate in view.inmates if inmate.name == picks.inmate)
    index = view.inmates.index(inmate)
    if inmate.status != "cell" or index >= len(doors):
        return f"{inmate.name} has no free square in reach with {dice}."
    door = doors[index]
    blocker = [f"The {guard.name} guard" for guard in view.guards if guard.square == door]
    blocker += [other.name for other in view.inmates if other.square == door]
    if blocker:
        return f"{blocker[0]} stands on {square_name(door)}, in front of {inmate.name}'s cell."
    number = view.numbers[door[0]][door[1]]
    if picks.value is None and number not in view.dice:
        return f"{inmate.name} needs a {number} to step out onto {square_name(door)}."
    return f"{inmate.name} cannot leave the cell with {dice}."


def _swap_prompt(view: Any, picks: Picks, chosen: Any) -> str:
    if picks.exit is None:
        return "Substitution: pick the exit whose number to write on the grid (arrows, Enter). esc: cancel."
    value = view.exits[picks.exit].value
    if not isinstance(chosen, Substitute):
        return f"Substitution: pick the square to show {value}. esc: cancel."
    row, column = chosen.square
    now = view.numbers[row][column]
    where = square_name(chosen.square)
    name = exit_name(view.exits[picks.exit].reached_from)
    return f"Write {name}'s {value} on {where} (now {now})? Enter: yes · arrows: another square · esc: cancel"
