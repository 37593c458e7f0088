"""The Dizzle screen's words: what to do now, what the cursor's field is, the final tally.

Kept apart from the screen so the screen stays about keys and widgets. Every
sentence is written for a player who has not read the rules yet: it names the
key to press and says what will happen.
"""

from __future__ import annotations

from typing import Any

from core.dizzle import crossed_fields, crosses, score_breakdown, solo_rating
from core.dizzle.level import Pos, pos_name
from core.dizzle.state import SOLO_BOMB_POINTS, DizzleState
from core.words import does, owner
from tui.games.dizzle.view import next_roller

#: the score categories as the end screen calls them
SHORT = {"rows and columns": "rows, columns"}
#: ... and the side panel, two to a line (the legend's words: "full line", "framed block", "brown pile")
TIGHT = {"rows and columns": "lines", "framed block": "block", "brown piles": "piles"}


def header(state: DizzleState, names: list[str], bots: list[bool]) -> tuple[str, ...]:
    """The screen's top line, in wordings from the longest: the first that fits is shown."""
    level = state.setup.level
    titles = ([f"Dizzle — level {level.number} {level.name}", f"Dizzle — level {level.number}"]
              if level.number else [f"Dizzle — {level.name}", "Dizzle"])
    if state.phase == "over":
        return tuple(f"{title} · game over" for title in titles)
    rounds = f"round {state.round} of {state.setup.rounds}"
    actor = state.actor
    if actor is None:
        return tuple(f"{title} · {rounds}" for title in titles)
    who = names[actor]
    doing = does(who, "is playing") if bots[actor] else f"{who} to play" if len(names) > 1 else "your turn"
    return (*(f"{title} · {rounds} · {doing}" for title in titles), f"{titles[-1]} · {doing}")


def prompt(
    state: DizzleState, names: list[str], fits: dict[int, frozenset[Pos]], chosen: int | None, short: bool = False
) -> str:
    """What the human to act should do now, with the keys for it; `short` where the
    screen has few lines for it (a 12-row sheet leaves three)."""
    name = names[state.seat]
    phase = state.phase
    solo = state.setup.solo
    if phase == "roll":
        if solo:
            return f"Round {state.round} of {state.setup.rounds}: press r to roll the {state.setup.dice} dice."
        return f"{name} starts turn {state.current_turn + 1}: press r to roll the {state.setup.dice} dice."
    if phase == "extra":
        if short:
            return "Placed. r (or Enter) rolls the two extra dice; u takes the die back."
        return (
            "Placed. r (or Enter) rolls the two extra dice; they take dice of their numbers "
            "out of the offer. Changed your mind? u takes the die back."
        )
    if phase == "planet":
        if short:
            return "Your rocket lands: Enter crosses the planet ○ in brackets."
        return "Your rocket lands: move to a planet ○ (underlined) and press Enter to cross it."
    last_words = " Your last action of the turn." if short else " This is your last action of the turn."
    last = last_words if state.last_call else ""
    if fits:
        die = f"the {chosen}" if chosen is not None else "it"
        if short:
            return f"{name}: 1-6 chooses a number, arrows move, Enter places {die} in brackets.{last}"
        return (
            f"{name}, take a die: 1-6 chooses a number, arrows or hjkl move, Enter places "
            f"{die} on the field in brackets. Underlined fields take it.{last}"
        )
    if phase == "reroll":
        if short:
            return f"The re-roll fits nowhere: Enter gives back the die in brackets to the offer.{last}"
        return (
            "The re-roll fits nowhere, so one of your dice of this turn goes back to the offer: "
            f"Enter gives back the one in brackets (arrows choose another).{last}"
        )
    if short:
        return f"No die fits: r re-rolls the offer, p passes.{last}"
    return f"No die fits your sheet: r re-rolls the whole offer (you stay in), p passes (out of this turn).{last}"


def waiting(state: DizzleState, names: list[str], short: bool = False, skip: bool = True) -> str:
    """The prompt while a bot plays or the game is over; `skip`: f skips the bots here
    (not at a shared table's seat, whose bots the host plays)."""
    if state.phase == "over":
        if short:
            return "Game over: e shows the results again, Esc the menu."
        sheets = "" if state.setup.solo else " tab shows each sheet;"
        return f"The game is over:{sheets} e shows the results again; Esc goes back to the menu."
    playing = f"{does(names[state.seat], 'is playing', True)}…"
    return f"{playing} (f: skip{'' if short else ' to your next decision'})" if skip else playing


def looking(viewed: str, actor: str, short: bool = False) -> str:
    if short:
        return f"{owner(viewed)} sheet: Enter goes back to {owner(actor)}."
    return (f"You are looking at {owner(viewed)} sheet. Enter goes back to {owner(actor)} sheet, "
            "where the play is; tab shows the next.")


def offer_empty(state: DizzleState, names: list[str]) -> tuple[str, ...]:
    """The offer between two turns: who rolls next (wordings from the longest: a long
    name beside a 12-column sheet needs the shorter)."""
    if state.phase == "over":
        return ("no dice: the game is over",)
    who = "you roll" if state.setup.solo else f"{names[next_roller(state)]} rolls"
    return (f"no dice yet: {who} all {state.setup.dice} next", f"no dice yet: {who} next", "no dice yet")


def offer_caption(
    state: DizzleState, fits: dict[int, frozenset[Pos]], deciding: bool, last_extra: Any
) -> tuple[str, ...]:
    """The offer's subtitle, in wordings from the longest (the box shows the first that
    fits whole): what the extra dice took (also in the log), then which numbers fit."""
    if not state.offer:
        return ("",)
    if state.phase == "extra":
        return ("the extra dice are next",)
    took = ""
    if last_extra is not None and state.phase == "place":
        gone = " ".join(map(str, last_extra.removed)) or "nothing"
        took = f"extra dice {' '.join(map(str, sorted(last_extra.values)))} took {gone}"
    fitting: list[str] = []
    if deciding and state.phase in ("place", "reroll"):
        idle = [str(value) for value in sorted(set(state.offer) - set(fits))]
        if not fits:
            fitting = ["no die fits"]
        elif idle:
            fitting = [f"no field takes a {' or '.join(idle)}"] if len(idle) < 3 else []
            fitting.append(f"{', '.join(idle)}: no field")
        else:
            fitting = ["it fits" if len(state.offer) == 1 else "every number fits"]
    if not took:
        return tuple(fitting) or ("",)
    if not fitting:
        return (took,)
    return (*(f"{took} · {part}" for part in fitting), *fitting)


def field_line(
    state: DizzleState, seat: int, pos: Pos, fits: dict[int, frozenset[Pos]], own: bool, short: bool = False
) -> str:
    """The cursor's field: its name, what is printed on it, and what lies on it now;
    `short` names only its number where the screen has few lines (the legend tells the rest)."""
    level = state.setup.level
    field = level.field_at(*pos)
    if field is None:
        return pos_name(pos)
    printed = f"a {field.pips}" if short and field.pips else _printed(state, field)
    parts = [pos_name(pos), printed]
    crossed = pos in crossed_fields(state, seat)
    sheet = state.sheets[seat]
    index = state.board.index(pos)
    if sheet.exploded >> index & 1:
        parts.append("exploded")
    elif index in sheet.dice:
        parts.append("die placed this turn")
    elif crossed:
        parts.append("crossed")
    elif field.pips and state.board.locked(sheet.crossed) >> index & 1:
        parts.append("shut")
    elif own and field.pips and state.phase in ("place", "reroll"):
        if pos in fits.get(field.pips, ()):
            parts.append(f"your {field.pips} fits here")
        elif field.pips in state.offer:
            parts.append("not reachable now")
        else:
            parts.append(f"no {field.pips} in the offer")
    if any(pos in area.cells for area in level.rocket_areas):
        parts.append("rocket area" if short else "only a rocket opens this area")
    if level.block is not None and pos in level.block.cells and not short:
        parts.append("framed block")
    return " · ".join(parts)


def _printed(state: DizzleState, field: Any) -> str:
    kind = field.kind
    if kind == "start":
        return "start cross"
    if kind == "planet":
        return "planet: a rocket crosses it"
    pips = f"a {field.pips}"
    if kind == "plain":
        return pips
    if kind == "gem":
        return f"{pips}, gem worth {field.points}"
    if kind == "bomb":
        if state.setup.solo:
            return f"{pips}, bomb: +{SOLO_BOMB_POINTS} crossed"
        return f"{pips}, bomb: -{field.points} if it explodes here"
    if kind == "pile":
        return f"{pips}, brown pile: -{field.points} crossed"
    if kind == "flag":
        return f"{pips}, {field.colour} flag: {_flag_points(state, field.colour)}"
    if kind == "rocket":
        return f"{pips}, rocket: crossing it crosses a planet"
    if kind == "lock":
        return f"{pips}, {field.colour} lock: opens once a {field.colour} key is crossed"
    if kind == "key":
        return f"{pips}, {field.colour} key: opens {field.colour} locks next turn"
    return f"{pips}, {field.colour} puzzle piece"


def _flag_points(state: DizzleState, colour: str) -> str:
    for k, flag in enumerate(state.board.flags):
        if flag.colour == colour:
            left = flag.ladder[state.struck[k]] if state.struck[k] < len(flag.ladder) else 0
            return f"{left} points to the next to reach it"
    return "no points"


def end_lines(state: DizzleState, names: list[str]) -> list[str]:
    """Per-category scores for every sheet, the winner (and why on a tie), or the solo stars."""
    from core.dizzle import RULES

    seats = range(len(names))
    breakdowns = [score_breakdown(state, seat) for seat in seats]
    totals = [sum(b.values()) for b in breakdowns]
    label = 14
    column = max(6, min(14, (58 - label) // len(names)))
    lines = []
    if len(names) > 1:
        lines.append(" " * label + "".join(f"{name[: column - 1]:>{column}}" for name in names))
    for category in breakdowns[0]:
        cells = "".join(f"{b[category]:>{column}}" for b in breakdowns)
        lines.append(f"{SHORT.get(category, category):<{label}}{cells}")
    lines.append(f"{'total':<{label}}" + "".join(f"{t:>{column}}" for t in totals))
    why = "every round is played" if state.ended == "rounds" else "a sheet has no free field left"
    lines.append(f"The game ends: {why}.")
    if state.setup.solo:
        band = solo_rating(state)
        if band is not None:
            stars = "★" * band.stars + "☆" * (5 - band.stars)
            lines.append(f"{stars}  {band.stars} star{'s' if band.stars != 1 else ''}: {band.verdict}")
            better = [b for b in state.setup.level.rating if b.min_score > totals[0] and b.stars > band.stars]
            if better:
                goal = better[-1]
                lines.append(f"{goal.min_score} points would earn {goal.stars} star{'s' if goal.stars != 1 else ''}.")
        return lines
    won = RULES.winners(state)
    best = max(totals)
    tied = [seat for seat in seats if totals[seat] == best]
    if len(won) > 1:
        lines.append(
            f"Shared win: {' and '.join(names[s] for s in won)}, {best} points"
            f" and {crosses(state, won[0])} crosses each."
        )
    elif len(tied) > 1:
        lines.append(f"{names[won[0]]} wins the tie on {best} points with fewer crosses ({crosses(state, won[0])}).")
    else:
        lines.append(f"★ {names[won[0]]} wins with {best} points.")
    return lines
