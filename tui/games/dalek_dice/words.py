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
from core.dalek_dice.faces import DALEKS_2, DALEKS_3, HUMANS_2, HUMANS_4, THIRD, turn_points
from core.game import IllegalMove
from core.words import does, plural
from tui.text import short

SIDE = 24  # columns inside the side panels
HEADER = 78  # columns inside the header line
REASONS = {
    "stopped": "stopped",
    "no_dice_left": "used every die",
    "doctor": "was stopped by the Doctor",
    "exterminate": "shouted EXTERMINATE!",
}
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


def what_if(rules: Any, state: Any, keep: Keep) -> WhatIf:
    """Apply a keep to a copy of the table; IllegalMove if the rules refuse it."""
    events = rules.decide(state, keep)
    after = state
    for event in events:
        after = rules.evolve(after, event)
    scored = next((event for event in events if isinstance(event, TurnScored)), None)
    return WhatIf(after, scored)


def stop_points(state: Any) -> int:
    """What stopping now scores."""
    return turn_points("stopped", state.humans, state.daleks, state.dice_left)


def top_text(state: Any) -> str:
    def line(name: str, chip: str, count: int) -> str:
        slots = " ".join([f"[{chip}]"] * count + ["  ·  "] * (THIRD - count))
        return f"{name:<13} {slots}   {count} of {THIRD}"

    return "\n".join([
        line("The Doctor", "Doc", state.doctors),
        line("Exterminate!", "Ext", state.exterminates),
    ])


def centre_empty(state: Any, over: bool) -> str:
    if over:
        return ""
    if state.phase == MUST_ROLL:
        return "no roll yet this turn"
    if state.phase == MUST_KEEP:
        return "only the Top die from this roll: press Enter"
    return "allocated: keepers moved up, the rest to the Right"


def result_line(state: Any, names: Sequence[str]) -> str:
    """How the previous turn ended, one line of the play area."""
    result = state.last_result
    if result is None:
        return ""
    return f"{does(short(names[result.seat], 24), REASONS.get(result.reason, result.reason), True)}: +{result.points}."


def prompt(state: Any, names: Sequence[str], bot: bool, over: bool, skip: bool = True) -> str:
    """At most two lines of 50 columns under the play area; `skip`: f skips the bots here
    (not at a shared table's seat, whose bots the host plays)."""
    last = result_line(state, names)
    lead = last + "\n" if last else ""
    if over:
        return lead + "Game over. e: the results again · Esc: menu."
    who = short(names[state.seat], 24)
    if bot:
        hint = " (f: skip to the end of the bots' turns)" if skip else ""
        return f"{does(who, 'is playing', True)}…{hint}"
    if state.phase == MUST_ROLL:
        return lead + f"{who}: press r to roll the ten dice."
    if state.phase == MUST_KEEP:
        return ("Tick keepers: 1-9/0, or ←/→ and space. "
                "Enter keeps them; r keeps and rolls on; s keeps and stops.")
    if state.phase == ROLL_OR_STOP:
        return (f"r: roll the {plural(state.dice_left, 'die', 'dice')} in the Right · "
                f"s: stop and score {stop_points(state)}.")
    return ""


def header(state: Any, names: Sequence[str], bot: bool, over: bool) -> str:
    """The top line: whose turn, the round and the target (the totals are in Scores)."""
    if over:
        best = max(state.totals)
        winners = [name for name, total in zip(names, state.totals) if total == best]
        verb = "wins" if len(winners) == 1 else "share the win"
        who = " and ".join(winners)
        line = f"Dalek Dice — game over: {who} {verb} with {best}"
        brief = f"Dalek Dice — game over: {len(winners)} players {verb} with {best}"
        return line if cell_len(line) <= HEADER else brief
    tail = f" ({'bot' if bot else 'to play'}) · round {state.table_round} · target {state.target}"
    head = "Dalek Dice — "
    return head + short(names[state.seat], HEADER - len(head) - len(tail)) + tail


def _chance(line: str, value: float) -> str:
    return f"{line}: {value:.0%}"


def _before_roll(state: Any, expert: Any = None) -> list[str]:
    found = odds(state)
    if found is None:
        return []
    lines = [f"Next roll: {plural(found.dice, 'die', 'dice')}"]
    wins = expert.odds(state) if expert is not None else None
    if wins is not None and wins.roll_on is not None:  # the chance to win, in the same lines
        lines.append(f"r: avg {found.roll_on:.1f}, win {_percent(wins.roll_on)}")
    else:
        lines.append(f"r: {'roll on' if found.stop is not None else 'roll'}, avg {found.roll_on:.1f}")
    if found.stop is not None and wins is not None and wins.stop is not None:
        lines.append(f"s: {found.stop} points, win {_percent(wins.stop)}")
    elif found.stop is not None:
        lines.append(f"s: stop now, {found.stop} points")
    if found.third_doctor_chance:
        lines.append(_chance("Third Doctor (0)", found.third_doctor_chance))
    else:
        lines.append(_chance("Doctor in the Top", found.doctor_chance))
    return lines


def _percent(chance: float) -> str:
    """A chance to win as a whole percentage; never "0%" or "100%" unless it is sure."""
    if 0 < chance < 0.005:
        return "<1%"
    if 0.995 <= chance < 1:
        return ">99%"
    return f"{chance:.0%}"


def odds_text(rules: Any, state: Any, ticked: set[int], expert: Any = None) -> str:
    """The odds panel: before a roll, or for the ticked dice while keeping. With the expert
    (an expert bot at the table) the r and s lines add the chance to win."""
    if rules.is_over(state):
        return "The game is over."
    if state.phase != MUST_KEEP:
        return "\n".join(_before_roll(state, expert))
    try:
        after = what_if(rules, state, ticked_keep(state.centre, ticked))
    except IllegalMove:
        return "Tick at least one die:\nthe odds follow your\nticks."
    kept = f"Humans {after.state.humans} · Daleks {after.state.daleks}"
    if after.scored is None:
        return "\n".join(["Keeping the ticked dice:", kept, *_before_roll(after.state, expert)])
    ending = {"no_dice_left": "No dice left: the turn", "exterminate": "EXTERMINATE! The turn"}
    reason = ending.get(after.scored.reason, "The turn")
    return "\n".join(["Keeping the ticked dice:", kept, reason, f"ends with {after.scored.points} points."])
