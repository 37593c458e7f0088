"""What the Dalek Dice screen says: the Top, the prompt, the header and the odds panel.

Plain functions of the state (and of the dice the player has ticked), so the screen
only decides when to show them. Every text here is measured for the 80x24 layout:
the side panel holds 24 columns, the header 78, the play area's prompt two lines.

The odds panel answers the question the player is asking at that moment. Before a
roll: what rolling on is worth against stopping. While ticking keepers (when `r` and
`s` will keep the ticked dice first): the same numbers for the table as it would be
after keeping exactly those dice, worked out by the rules themselves (`decide` on
the `Keep` the ticks make, which is pure: only rolls are random).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len

from core.dalek_dice import MUST_KEEP, MUST_ROLL, ROLL_OR_STOP, Keep, TurnScored, odds
from core.dalek_dice.faces import (
    DALEKS_2,
    DALEKS_3,
    DOCTOR,
    EXTERMINATE,
    HUMANS_2,
    HUMANS_4,
    THIRD,
    face_name,
    turn_points,
)
from core.game import IllegalMove
from core.lang import _, addressed, is_you, join, ngettext, number, percent, pgettext
from tui.text import pad, short

SIDE = 24  # columns inside the side panels
HEADER = 78  # columns inside the header line
KEEP_FIELD = {HUMANS_2: "humans2", HUMANS_4: "humans4", DALEKS_2: "daleks2", DALEKS_3: "daleks3"}


def ticked_keep(centre: Sequence[int], ticked: set[int]) -> Keep:
    """The `Keep` command the ticked dice of the Roll make."""
    counts = dict.fromkeys(KEEP_FIELD.values(), 0)
    for index in ticked:
        counts[KEEP_FIELD[centre[index]]] += 1
    return Keep(**counts)


@dataclass(frozen=True)
class WhatIf:
    """The table after a keep: the state, and the turn's score if the keep ends the turn."""

    state: Any
    scored: TurnScored | None
    #: the table with the dice kept, before a turn's end clears it (the kept Humans and Daleks)
    kept: Any = None


def what_if(rules: Any, state: Any, keep: Keep) -> WhatIf:
    """Apply a keep to a copy of the table; IllegalMove if the rules refuse it."""
    events = rules.decide(state, keep)
    after = kept = state
    for event in events:
        if isinstance(event, TurnScored):
            kept = after
        after = rules.evolve(after, event)
    scored = next((event for event in events if isinstance(event, TurnScored)), None)
    return WhatIf(after, scored, kept if scored is not None else after)


def stop_points(state: Any) -> int:
    """What stopping now scores."""
    return turn_points("stopped", state.humans, state.daleks, state.dice_left)


def chip_letters(face: int) -> str:
    """The three letters a face shows on the table, in the player's language: exactly three
    columns in every language (tui.widgets.dice_row's chips; tui.i18n.pseudo keeps their width)."""
    # i18n: a Dalek die's face on the table in exactly three letters: the Doctor, Humans 2 and 4,
    # Daleks 2 and 3, Exterminate! (the colour only repeats them)
    letters = {DOCTOR: pgettext("dalek die chip", "Doc"), HUMANS_2: pgettext("dalek die chip", "Hu2"),
               HUMANS_4: pgettext("dalek die chip", "Hu4"), DALEKS_2: pgettext("dalek die chip", "Da2"),
               DALEKS_3: pgettext("dalek die chip", "Da3"), EXTERMINATE: pgettext("dalek die chip", "Ext")}
    return letters[face]


def top_text(state: Any) -> str:
    def line(name: str, chip: str, count: int) -> str:
        slots = " ".join([f"[{chip}]"] * count + ["  ·  "] * (THIRD - count))
        # i18n: how many of the Top's three places are taken: "2 of 3"
        taken = _("{count} of {most}").format(count=count, most=THIRD)
        return f"{pad(name, 13)} {slots}   {taken}"

    return "\n".join([
        line(face_name(DOCTOR), chip_letters(DOCTOR), state.doctors),
        line(face_name(EXTERMINATE), chip_letters(EXTERMINATE), state.exterminates),
    ])


def centre_empty(state: Any, over: bool) -> str:
    if over:
        return ""
    if state.phase == MUST_ROLL:
        return _("no roll yet this turn")
    if state.phase == MUST_KEEP:
        return _("only the Top die from this roll: press Enter")
    return _("allocated: keepers moved up, the rest to the Right")


def result_line(state: Any, names: Sequence[str]) -> str:
    """How the previous turn ended, one line of the play area."""
    result = state.last_result
    if result is None:
        return ""
    who = short(names[result.seat], 24)
    you, other = {
        "stopped": (_("You stopped: +{points}."), _("{name} stopped: +{points}.")),
        "no_dice_left": (_("You used every die: +{points}."), _("{name} used every die: +{points}.")),
        "doctor": (_("You were stopped by the Doctor: +{points}."),
                   _("{name} was stopped by the Doctor: +{points}.")),
        "exterminate": (_("You shouted EXTERMINATE!: +{points}."), _("{name} shouted EXTERMINATE!: +{points}.")),
    }.get(result.reason, (_("You: +{points}."), _("{name}: +{points}.")))
    return addressed(who, you, other, points=result.points)


def prompt(state: Any, names: Sequence[str], bot: bool, over: bool, skip: bool = True) -> str:
    """At most two lines of 50 columns under the play area; `skip`: f skips the bots here
    (not at a shared table's seat, whose bots the host plays)."""
    last = result_line(state, names)
    lead = last + "\n" if last else ""
    if over:
        return lead + _("Game over. e: the results again · Esc: menu.")
    who = short(names[state.seat], 24)
    if bot:
        if skip:
            return addressed(who, _("You are playing… (f: skip to the end of the bots' turns)"),
                             _("{name} is playing… (f: skip to the end of the bots' turns)"))
        return addressed(who, _("You are playing…"), _("{name} is playing…"))
    if state.phase == MUST_ROLL:
        return lead + _("{name}: press r to roll the ten dice.").format(name=who)
    if state.phase == MUST_KEEP:
        return _("Tick keepers: 1-9/0, or ←/→ and space. Enter keeps them; r keeps and rolls on; s keeps and stops.")
    if state.phase == ROLL_OR_STOP:
        return ngettext("r: roll the {count} die in the Right · s: stop and score {points}.",
                        "r: roll the {count} dice in the Right · s: stop and score {points}.",
                        state.dice_left).format(count=state.dice_left, points=stop_points(state))
    return ""


def header(state: Any, names: Sequence[str], bot: bool, over: bool) -> str:
    """The top line: whose turn, the round and the target (the totals are in Scores)."""
    if over:
        best = max(state.totals)
        winners = [name for name, total in zip(names, state.totals) if total == best]
        if len(winners) == 1:
            line = addressed(winners[0], _("Dalek Dice — game over: you win with {points}"),
                             _("Dalek Dice — game over: {name} wins with {points}"), points=best)
        else:
            line = _("Dalek Dice — game over: {names} share the win with {points}").format(
                names=join(winners), points=best)
        brief = ngettext("Dalek Dice — game over: {count} player wins with {points}",
                         "Dalek Dice — game over: {count} players share the win with {points}",
                         len(winners)).format(count=len(winners), points=best)
        return line if cell_len(line) <= HEADER else brief
    name = names[state.seat]
    if is_you(name):  # the lesson's learner: "Tú (le toca)" read wrong
        return _("Dalek Dice — your turn · round {round} · target {target}").format(
            round=state.table_round, target=state.target)
    # a bot named as its kind ("Cautious bot") says so itself: no "Cautious bot (bot)"
    template = (_("Dalek Dice — {name} (bot) · round {round} · target {target}") if bot and "bot" not in name.lower()
                else _("Dalek Dice — {name} (to play) · round {round} · target {target}"))
    room = HEADER - cell_len(template.format(name="", round=state.table_round, target=state.target))
    return template.format(name=short(name, room), round=state.table_round, target=state.target)


def _chance(line: str, value: float) -> str:
    return line.format(chance=percent(value))


def _before_roll(state: Any, expert: Any = None) -> list[str]:
    found = odds(state)
    if found is None:
        return []
    lines = [ngettext("Next roll: {count} die", "Next roll: {count} dice", found.dice).format(count=found.dice)]
    wins = expert.odds(state) if expert is not None else None
    average = number(found.roll_on, 1)
    if wins is not None and wins.roll_on is not None:  # the chance to win, in the same lines
        line = _("r: avg {average}, win {chance}").format(average=average, chance=_percent(wins.roll_on))
        if cell_len(line) > SIDE:  # a two-digit average with ">99 %" in a longer language: the chance alone
            line = _("r: win {chance}").format(chance=_percent(wins.roll_on))
        lines.append(line)
    elif found.stop is not None:
        lines.append(_("r: roll on, avg {average}").format(average=average))
    else:
        lines.append(_("r: roll, avg {average}").format(average=average))
    if found.stop is not None and wins is not None and wins.stop is not None:
        lines.append(ngettext("s: {points} point, win {chance}", "s: {points} points, win {chance}",
                              found.stop).format(points=found.stop, chance=_percent(wins.stop)))
    elif found.stop is not None:
        lines.append(ngettext("s: stop now, {points} point", "s: stop now, {points} points",
                              found.stop).format(points=found.stop))
    if found.third_doctor_chance:
        lines.append(_chance(_("Third Doctor (0): {chance}"), found.third_doctor_chance))
    else:
        lines.append(_chance(_("Doctor in the Top: {chance}"), found.doctor_chance))
    return lines


def _percent(chance: float) -> str:
    """A chance to win as a whole percentage; never "0%" or "100%" unless it is sure."""
    if 0 < chance < 0.005:
        return "<" + percent(0.01)
    if 0.995 <= chance < 1:
        return ">" + percent(0.99)
    return percent(chance)


def odds_text(rules: Any, state: Any, ticked: set[int], expert: Any = None, ticking: bool = True) -> str:
    """The odds panel: before a roll, or for the ticked dice while keeping. With the expert
    (an expert bot at the table) the r and s lines add the chance to win. While a bot (or
    another terminal, or a replay) keeps, nobody here ticks: the panel says what happens."""
    if rules.is_over(state):
        return _("The game is over.")
    if state.phase != MUST_KEEP:
        return "\n".join(_before_roll(state, expert))
    if not ticking:
        return _("Choosing which dice to keep…")
    try:
        after = what_if(rules, state, ticked_keep(state.centre, ticked))
    except IllegalMove:
        return _("Tick at least one die: the odds follow your ticks.")
    kept = _("Humans {humans} · Daleks {daleks}").format(humans=after.kept.humans, daleks=after.kept.daleks)
    if after.scored is None:
        return "\n".join([_("Keeping the ticked dice:"), kept, *_before_roll(after.state, expert)])
    points = after.scored.points
    if after.scored.reason == "no_dice_left":
        ending = ngettext("No dice left: the turn ends with {points} point.",
                          "No dice left: the turn ends with {points} points.", points)
    elif after.scored.reason == "exterminate":
        ending = ngettext("EXTERMINATE! The turn ends with {points} point.",
                          "EXTERMINATE! The turn ends with {points} points.", points)
    else:
        ending = ngettext("The turn ends with {points} point.", "The turn ends with {points} points.", points)
    return "\n".join([_("Keeping the ticked dice:"), kept, ending.format(points=points)])


def turn_table(events: Sequence[Any], names: Sequence[str], width: int = 58) -> list[str]:
    """The score of every turn within `width` columns (the end dialog's): a row per player
    and a column per round, the rounds in blocks of as many as fit, each under its head."""
    seats = len(names)
    if not seats:
        return []
    scored = [event for event in events if isinstance(event, TurnScored)]
    points: list[list[str]] = [[] for _seat in names]
    for event in scored:
        if event.player < seats:
            points[event.player].append(str(event.points))
    rounds = max(len(row) for row in points)
    # i18n: the end dialog's table of every turn: the head of the column of names (the rounds follow)
    head = _("Round")
    first = min(max(cell_len(head), *(cell_len(name) for name in names)), 16) + 1
    cell = max(3, len(str(rounds)), *(len(value) for row in points for value in row)) + 1
    per_block = max((width - first) // cell, 1)
    lines: list[str] = []
    for start in range(0, rounds, per_block):
        numbers = range(start + 1, min(start + per_block, rounds) + 1)
        if lines:
            lines.append("")
        lines.append(pad(short(head, first - 1), first) + "".join(f"{n:>{cell}}" for n in numbers))
        for name, row in zip(names, points):
            values = row[start:start + per_block]
            lines.append(pad(short(name, first - 1), first) + "".join(f"{value:>{cell}}" for value in values))
    return lines
