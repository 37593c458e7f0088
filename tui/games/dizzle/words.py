"""The Dizzle screen's words: what to do now, what the cursor's field is, the final tally.

Kept apart from the screen so the screen stays about keys and widgets. Every
sentence is written for a player who has not read the rules yet: it names the
key to press and says what will happen. Every sentence is a whole catalogue
message (core.lang), so it reads as well in Spanish.
"""

from __future__ import annotations

from typing import Any

from core.dizzle import crossed_fields
from core.dizzle.level import Pos, pos_name
from core.dizzle.level_words import level_text
from core.dizzle.state import SOLO_BOMB_POINTS, DizzleState
from core.lang import N_, N_p, _, addressed, is_you, ngettext, shown
from tui.games.dizzle.view import next_roller

#: the score categories as the end screen calls them
SHORT = {
    "gems": N_("gems"), "rows and columns": N_("arrows"), "puzzles": N_("puzzles"),
    "framed block": N_("framed block"), "flags": N_("flags"), "bombs": N_("bombs"), "brown piles": N_("brown piles"),
}
#: ... and the side panel, two to a line (the legend's words: "full arrow", "framed block", "brown pile");
#: a row or column with an arrow is an "arrow" everywhere (glossary: flecha), never a line
TIGHT = {**SHORT, "framed block": N_("block"), "brown piles": N_("piles"),
         "puzzles": N_p("score panel", "puzzles")}  # Spanish: piezas, not a cut rompecabe…
#: the colours as the field line and the legend name them
COLOURS = {
    "red": N_("red"), "blue": N_("blue"), "green": N_("green"), "yellow": N_("yellow"),
    "purple": N_("purple"), "orange": N_("orange"),
}


def category(name: str, tight: bool = False) -> str:
    table = TIGHT if tight else SHORT
    return shown(table[name]) if name in table else name


def colour(name: str) -> str:
    return _(COLOURS[name]) if name in COLOURS else name


def header(state: DizzleState, names: list[str], bots: list[bool]) -> tuple[str, ...]:
    """The screen's top line, in wordings from the longest: the first that fits is shown."""
    level = state.setup.level
    name = level_text(level.name)
    titles = ([_("Dizzle — level {number} {name}").format(number=level.number, name=name),
               _("Dizzle — level {number}").format(number=level.number)]
              if level.number else [_("Dizzle — {name}").format(name=name), "Dizzle"])
    if state.phase == "over":
        return tuple(_("{title} · game over").format(title=title) for title in titles)
    rounds = _("round {round} of {rounds}").format(round=state.round, rounds=state.setup.rounds)
    actor = state.actor
    if actor is None:
        return tuple(f"{title} · {rounds}" for title in titles)
    who = names[actor]
    if bots[actor]:
        doing = addressed(who, _("you are playing"), _("{name} is playing"))
    elif len(names) > 1:  # a seat named You (a lesson's) is told "your turn", not "You to play"
        doing = addressed(who, _("your turn"), _("{name} to play"))
    else:
        doing = _("your turn")
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
            return _("Round {round} of {rounds}: press r to roll the {dice} dice.").format(
                round=state.round, rounds=state.setup.rounds, dice=state.setup.dice)
        return addressed(name, _("You start turn {turn}: press r to roll the {dice} dice."),
                         _("{name} starts turn {turn}: press r to roll the {dice} dice."),
                         turn=state.current_turn + 1, dice=state.setup.dice)
    if phase == "extra":
        if short:
            return _("Placed. r (or Enter) rolls the two extra dice; u takes the die back.")
        return _(
            "Placed. r (or Enter) rolls the two extra dice; they take dice of their numbers "
            "out of the offer. Changed your mind? u takes the die back."
        )
    if phase == "planet":
        if short:
            return _("Your rocket lands: Enter crosses the planet ○ in brackets.")
        return _("Your rocket lands: move to a planet ○ (underlined) and press Enter to cross it.")
    last = ""
    if state.last_call:
        last = " " + (_("Your last action of the turn.") if short else _("This is your last action of the turn."))
    if fits:
        if short:
            text = (_("{name}: 1-6 chooses a number, arrows move, Enter places the {value} in brackets.")
                    if chosen is not None
                    else _("{name}: 1-6 chooses a number, arrows move, Enter places it in brackets."))
        else:
            text = (_("{name}, take a die: 1-6 chooses a number, arrows or hjkl move, Enter places "
                      "the {value} on the field in brackets. Underlined fields take it.")
                    if chosen is not None else
                    _("{name}, take a die: 1-6 chooses a number, arrows or hjkl move, Enter places "
                      "it on the field in brackets. Underlined fields take it."))
        return text.format(name=name, value=chosen) + last
    if phase == "reroll":
        if short:
            return _("The re-roll fits nowhere: Enter gives back the die in brackets to the offer.") + last
        return _(
            "The re-roll fits nowhere, so one of your dice of this turn goes back to the offer: "
            "Enter gives back the one in brackets (arrows choose another)."
        ) + last
    if short:
        return _("No die fits: r re-rolls the offer, p passes.") + last
    return _("No die fits your sheet: r re-rolls the whole offer (you stay in), p passes (out of this turn).") + last


def waiting(state: DizzleState, names: list[str], short: bool = False, skip: bool = True) -> str:
    """The prompt while a bot plays or the game is over; `skip`: f skips the bots here
    (not at a shared table's seat, whose bots the host plays)."""
    if state.phase == "over":
        if short:
            return _("Game over: e shows the results again, Esc the menu.")
        if state.setup.solo:
            return _("The game is over: e shows the results again; Esc goes back to the menu.")
        return _("The game is over: tab shows each sheet; e shows the results again; Esc goes back to the menu.")
    who = names[state.seat]
    if not skip:
        return addressed(who, _("You are playing…"), _("{name} is playing…"))
    if short:
        return addressed(who, _("You are playing… (f: skip)"), _("{name} is playing… (f: skip)"))
    return addressed(who, _("You are playing… (f: skip to your next decision)"),
                     _("{name} is playing… (f: skip to your next decision)"))


def looking(viewed: str, actor: str, short: bool = False) -> str:
    """The prompt while a human looks at another sheet than the one in play."""
    you_look, you_play = is_you(viewed), is_you(actor)
    if short:
        if you_play:
            text = _("{name}'s sheet: Enter goes back to yours.")
        elif you_look:
            text = _("Your sheet: Enter goes back to {actor}'s.")
        else:
            text = _("{name}'s sheet: Enter goes back to {actor}'s.")
    elif you_play:
        text = _("You are looking at {name}'s sheet. Enter goes back to your sheet, "
                 "where the play is; tab shows the next.")
    elif you_look:
        text = _("You are looking at your sheet. Enter goes back to {actor}'s sheet, "
                 "where the play is; tab shows the next.")
    else:
        text = _("You are looking at {name}'s sheet. Enter goes back to {actor}'s sheet, "
                 "where the play is; tab shows the next.")
    return text.format(name=viewed, actor=actor)


def offer_empty(state: DizzleState, names: list[str]) -> tuple[str, ...]:
    """The offer between two turns: who rolls next (wordings from the longest: a long
    name beside a 12-column sheet needs the shorter)."""
    if state.phase == "over":
        return (_("no dice: the game is over"),)
    dice = state.setup.dice
    if state.setup.solo:
        return (_("no dice yet: you roll all {dice} next").format(dice=dice), _("no dice yet: you roll next"),
                _("no dice yet"))
    who = names[next_roller(state)]
    return (
        addressed(who, _("no dice yet: you roll all {dice} next"), _("no dice yet: {name} rolls all {dice} next"),
                  dice=dice),
        addressed(who, _("no dice yet: you roll next"), _("no dice yet: {name} rolls next")),
        _("no dice yet"),
    )


def offer_caption(
    state: DizzleState, fits: dict[int, frozenset[Pos]], deciding: bool, last_extra: Any
) -> tuple[str, ...]:
    """The offer's subtitle, in wordings from the longest (the box shows the first that
    fits whole): what the extra dice took (also in the log), then which numbers fit."""
    if not state.offer:
        return ("",)
    if state.phase == "extra":
        return (_("the extra dice are next"),)
    took = ""
    if last_extra is not None and state.phase == "place":
        values = " ".join(map(str, sorted(last_extra.values)))
        if last_extra.removed:
            took = _("extra dice {values} took {gone}").format(
                values=values, gone=" ".join(map(str, last_extra.removed)))
        else:
            took = _("extra dice {values} took nothing").format(values=values)
    fitting: list[str] = []
    if deciding and state.phase in ("place", "reroll"):
        idle = [str(value) for value in sorted(set(state.offer) - set(fits))]
        if not fits:
            fitting = [_("no die fits")]
        elif idle:
            if len(idle) == 1:
                fitting = [_("no field takes a {number}").format(number=idle[0])]
            elif len(idle) == 2:
                fitting = [_("no field takes a {one} or {other}").format(one=idle[0], other=idle[1])]
            fitting.append(_("{numbers}: no field").format(numbers=", ".join(idle)))
        else:
            fitting = [_("it fits") if len(state.offer) == 1 else _("every number fits")]
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
    printed = _("a {pips}").format(pips=field.pips) if short and field.pips else _printed(state, field)
    parts = [pos_name(pos), printed]
    crossed = pos in crossed_fields(state, seat)
    sheet = state.sheets[seat]
    index = state.board.index(pos)
    if sheet.exploded >> index & 1:
        parts.append(_("exploded"))
    elif index in sheet.dice:
        parts.append(_("die placed this turn"))
    elif crossed:
        parts.append(_("crossed"))
    elif field.pips and state.board.locked(sheet.crossed) >> index & 1:
        parts.append(_("shut"))
    elif own and field.pips and state.phase in ("place", "reroll"):
        if pos in fits.get(field.pips, ()):
            parts.append(_("your {pips} fits here").format(pips=field.pips))
        elif field.pips in state.offer:
            parts.append(_("not reachable now"))
        else:
            parts.append(_("no {pips} in the offer").format(pips=field.pips))
    if any(pos in area.cells for area in level.rocket_areas):
        parts.append(_("rocket area") if short else _("only a rocket opens this area"))
    if level.block is not None and pos in level.block.cells and not short:
        parts.append(_("framed block"))
    return " · ".join(parts)


def _printed(state: DizzleState, field: Any) -> str:
    kind = field.kind
    if kind == "start":
        return _("start cross")
    if kind == "planet":
        return _("planet: a rocket crosses it")
    pips = field.pips
    if kind == "plain":
        return _("a {pips}").format(pips=pips)
    if kind == "gem":
        return _("a {pips}, gem worth {points}").format(pips=pips, points=field.points)
    if kind == "bomb":
        if state.setup.solo:
            return _("a {pips}, bomb: +{points} crossed").format(pips=pips, points=SOLO_BOMB_POINTS)
        return _("a {pips}, bomb: -{points} if it explodes here").format(pips=pips, points=field.points)
    if kind == "pile":
        return _("a {pips}, brown pile: -{points} crossed").format(pips=pips, points=field.points)
    shade = colour(field.colour or "")
    if kind == "flag":
        return _("a {pips}, {colour} flag: {points}").format(
            pips=pips, colour=shade, points=_flag_points(state, field.colour))
    if kind == "rocket":
        return _("a {pips}, rocket: crossing it crosses a planet").format(pips=pips)
    if kind == "lock":
        return _("a {pips}, {colour} lock: opens once a {colour} key is crossed").format(pips=pips, colour=shade)
    if kind == "key":
        return _("a {pips}, {colour} key: opens {colour} locks next turn").format(pips=pips, colour=shade)
    return _("a {pips}, {colour} puzzle piece").format(pips=pips, colour=shade)


def _flag_points(state: DizzleState, colour: str) -> str:
    for k, flag in enumerate(state.board.flags):
        if flag.colour == colour:
            left = flag.ladder[state.struck[k]] if state.struck[k] < len(flag.ladder) else 0
            return ngettext("{count} point to the next to reach it", "{count} points to the next to reach it",
                            left).format(count=left)
    return _("no points")
