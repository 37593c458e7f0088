"""The words that say where the game stands and what to do next, with which key.

`header_line` is the top line; `prompt_text` the sentences under the board;
`board_legend` and `dice_title` the words on the boxes' borders, in the room they have.

A new player should never have to guess: the prompt names the inmate, the square
in words ("C4"), the dice a move spends and the key that does it. It fits three
lines of the left column (39 columns). Pure: no Textual.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rich.cells import cell_len

from core.lang import N_, _, addressed, is_you
from core.twenty_five import Escape, MoveInmate, Substitute, exit_name, square_name
from core.twenty_five.state import ROUNDS
from tui.games.twenty_five.board import guard_letter, guard_name
from tui.games.twenty_five.picks import Picks
from tui.text import short

WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six")}
#: the header's title of each mode
TITLES = {"solo": "25 to Dice", "coop": N_("25 to Dice co-op"), "competitive": N_("25 to Dice competitive")}


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
    title = _(TITLES[mode])
    seat = rules.current_player(state)
    if seat is None:
        if mode == "competitive":
            return _("{title} — game over").format(title=title)
        return _("{title} — game over: {progress}").format(title=title, progress=rules.progress(state))
    head = _("{title} — round {round} of {rounds} — ").format(title=title, round=state.round, rounds=ROUNDS)
    if mode == "coop":
        head += _("final say: ")
    elif mode == "competitive":
        head += _("Guards Move: ") if state.phase == "guards" else _("Inmates Move: ")
    bot = _(" (bot)") if players[seat].is_bot else ""
    name: str = players[seat].name
    room = width - cell_len(head) - cell_len(bot)  # by columns: a wide letter takes two
    return head + short(name, max(room, 1)) + bot


def _short(name: str, most: int = 12) -> str:
    return short(name, most)


def dice_words(value: int, count: int) -> str:
    """'a 4', 'two 4s': the dice a move spends."""
    if count == 1:
        return _("a {value}").format(value=value)
    return _("{count} {value}s").format(count=_(WORDS[count]) if count in WORDS else count, value=value)


def prompt_text(turn: Turn, view: Any, picks: Picks, targets: dict[Any, Any], chosen: Any, doors: tuple[Any, ...] = (),
                skip: bool = True) -> str:
    """At most three lines of 39 columns, whatever the names (they are shortened to fit);
    `skip`: f skips the bots here (not at a shared table's seat, whose bots the host plays)."""
    turn = replace(turn, who=_short(turn.who), viewed=_short(turn.viewed))
    if turn.over:
        return _("The game is over. e: the results again · esc: back to the menu · ?: the rules.")
    if turn.walking:
        return _("The guards are moving… f: skip to the end of their move.")
    if turn.bot:
        if skip:
            return addressed(turn.who, _("You are playing… f: skip ahead."), _("{name} is playing… f: skip ahead."))
        return addressed(turn.who, _("You are playing…"), _("{name} is playing…"))
    if not turn.own:
        if is_you(turn.viewed):
            return _("This is your sheet. tab: the next one; any game key: back to {name}'s sheet.").format(
                name=turn.who)
        if is_you(turn.who):
            return _("This is {name}'s sheet. tab: the next one; any game key: back to your sheet.").format(
                name=turn.viewed)
        return _("This is {name}'s sheet. tab: the next one; any game key: back to {actor}'s sheet.").format(
            name=turn.viewed, actor=turn.who)
    if view.phase == "guards":
        return _("{name}: press r to roll the guard dice. {green} moves, then {blue}; then the inmate dice are rolled."
                 ).format(name=turn.who, green=guard_name("Green"), blue=guard_name("Blue"))
    if picks.swapping:
        return _swap_prompt(view, picks, chosen)
    if not view.dice:
        return _("No inmate dice left: s ends the Inmates Move (u takes back the last move).")
    if picks.inmate is None:
        if picks.value is not None:
            if picks.count == 1:
                return _("A {value} picked: now pick an inmate with a-f.").format(value=picks.value)
            text = _("{dice} picked: now pick an inmate with a-f.").format(dice=dice_words(picks.value, picks.count))
            return text[:1].upper() + text[1:]
        text = _("{name}: pick an inmate with a-f (dice with 1-6). s: stop moving, unused dice are lost.").format(
            name=turn.who)
        if any(e.value is not None and not e.used_up for e in view.exits):
            text += " " + _("x: substitute.")
        return text
    if chosen is None:
        return _stuck(view, picks, doors) + " " + _("Pick other dice (1-6) or another inmate (a-f).")
    ways = len(targets[picks.cursor])
    if isinstance(chosen, Escape):
        text = _("{inmate} escapes with {dice}. Enter: go · arrows: another square").format(
            inmate=picks.inmate, dice=dice_words(chosen.die, 1))
        return text + (" · " + _("p: another die") if ways > 1 else "")
    if isinstance(chosen, MoveInmate):
        where = square_name(chosen.squares[-1])
        row, column = chosen.squares[-1]
        used = dice_words(view.numbers[row][column], len(chosen.squares))
        text = _("{inmate} to {square} with {dice}. Enter: go · arrows: another square").format(
            inmate=picks.inmate, square=where, dice=used)
        if ways > 1:
            text += " · " + _("p: another way ({number} of {ways})").format(number=picks.choice % ways + 1, ways=ways)
        return text
    return ""


def _stuck(view: Any, picks: Picks, doors: tuple[Any, ...]) -> str:
    """Why the picked inmate has nowhere to go: most often something stands in front of its cell."""
    dice = _("the dice left") if picks.value is None else dice_words(picks.value, picks.count)
    inmate = next(inmate for inmate in view.inmates if inmate.name == picks.inmate)
    index = view.inmates.index(inmate)
    if inmate.status != "cell" or index >= len(doors):
        return _("{inmate} has no free square in reach with {dice}.").format(inmate=inmate.name, dice=dice)
    door = doors[index]
    where = square_name(door)
    guards = [guard.name for guard in view.guards if guard.square == door]
    if guards:
        return _("The {guard} guard stands on {square}, in front of {inmate}'s cell.").format(
            guard=guard_name(guards[0]), square=where, inmate=inmate.name)
    others = [other.name for other in view.inmates if other.square == door]
    if others:
        return _("{other} stands on {square}, in front of {inmate}'s cell.").format(
            other=others[0], square=where, inmate=inmate.name)
    number = view.numbers[door[0]][door[1]]
    if picks.value is None and number not in view.dice:
        return _("{inmate} needs a {number} to step out onto {square}.").format(
            inmate=inmate.name, number=number, square=where)
    return _("{inmate} cannot leave the cell with {dice}.").format(inmate=inmate.name, dice=dice)


def _swap_prompt(view: Any, picks: Picks, chosen: Any) -> str:
    if picks.exit is None:
        return _("Substitution: pick the exit whose number to write on the grid (arrows, Enter). esc: cancel.")
    value = view.exits[picks.exit].value
    if not isinstance(chosen, Substitute):
        return _("Substitution: pick the square to show {value}. esc: cancel.").format(value=value)
    row, column = chosen.square
    now = view.numbers[row][column]
    where = square_name(chosen.square)
    name = exit_name(view.exits[picks.exit].reached_from)
    return _("Write {exit}'s {value} on {square} (now {now})? Enter: yes · arrows: another square · esc: cancel"
             ).format(exit=name, value=value, square=where, now=now)


#: columns for the legend in the board's bottom border at 80x24 (47, less "╰─ " and " ─╯")
LEGEND = 41


def board_legend(routes: bool, ascii: bool, room: int = LEGEND) -> str:
    """What the board's marks mean, in `room` columns: the guards' and trails' letters and,
    with the routes drawn, their arrows. Where both do not fit (a longer language), the
    arrows alone: hiding the routes (g) brings the letters' key back."""
    guards = {"green": guard_name("Green"), "blue": guard_name("Blue"),
              "g": guard_letter("Green"), "b": guard_letter("Blue")}
    marks = _("{g} {b} guards · a-f trails").format(**guards)
    if not routes:
        return marks
    if ascii:  # both routes' arrows are v ^ < > there: say which side of the number each is on
        both = _("{g} {b} guards, a-f trails · v1 {green} 1v {blue}").format(**guards)
        arrows = _("v1 {green} 1v {blue}").format(**guards)
    else:
        arrows = _("↓ {green} ⇣ {blue}").format(**guards)
        both = marks + " · " + arrows
    return both if cell_len(both) <= room else arrows


def dice_title(picking: bool, room: int) -> str:
    """The inmate dice's box title in `room` columns: with the keys that pick them while
    picking, where that fits (the key bar and the prompt name them too)."""
    keys = _("Inmate dice (1-6 picks)")
    return keys if picking and cell_len(keys) <= room else _("Inmate dice")
