"""The end screen's text for 25 to Dice: the result, where every inmate ended, and the tie-breaks.

Solo and co-op say why the game ended (four out, three caught, or time) and where
each inmate finished. Competitive prints the score table with every tie-break
column, in the rulebook's order, and says which of them decided the winner.
Pure: no Textual; fits the end dialog (58 columns, 13 lines).
"""

from __future__ import annotations

import textwrap
from typing import Any

from core.twenty_five.board import exit_name, square_name
from core.twenty_five.rules import tie_break
from core.twenty_five.state import CAPTURES_TO_LOSE, ESCAPES_TO_WIN, ROUNDS
from core.twenty_five.view import sheet_view
from tui.text import pad, short

WIDTH = 58  # the end dialog's text
TIE_ORDER = (
    "Ranked by: more out, then more points, fewer caught, the best single inmate, "
    "fewer substitutions, fewer squares scored."
)

#: what each element of `tie_break` compares, in its order
DECIDERS = (
    "escapes",
    "points",
    "fewer captures",
    "the best single inmate",
    "fewer substitutions",
    "fewer squares scored",
)


def end_lines(state: Any, names: list[str]) -> list[str]:
    if state.setup.mode == "competitive":
        return _competitive(state, names)
    sheet = state.sheets[0]
    everyone = "you all" if len(names) > 1 else "you"
    if sheet.escaped >= ESCAPES_TO_WIN:
        head = f"Four inmates are out in round {min(state.round, ROUNDS)}: {everyone} win!"
    elif sheet.captured >= CAPTURES_TO_LOSE:
        head = f"Three inmates were captured in round {state.round}: {everyone} lose."
    else:
        head = f"Time ran out after round {ROUNDS} with {sheet.escaped} out: {everyone} lose."
    return [head, "", *_fates(state)]


def _fates(state: Any) -> list[str]:
    view = sheet_view(state, 0)
    exits = {exit.inmate: exit.reached_from for exit in view.exits if exit.inmate}
    groups: dict[str, list[str]] = {"Escaped": [], "Captured": [], "Still in": []}
    for inmate in view.inmates:
        if inmate.status == "escaped":
            groups["Escaped"].append(f"{inmate.name} ({exit_name(exits[inmate.name])})")
        elif inmate.status == "captured":
            groups["Captured"].append(inmate.name)
        else:
            where = "cell" if inmate.square is None else square_name(inmate.square)
            groups["Still in"].append(f"{inmate.name} ({where})")
    lines = []
    for label, who in groups.items():
        if who:
            head = f"{label + ':':<10}"
            lines += textwrap.wrap(", ".join(who), WIDTH, initial_indent=head, subsequent_indent=" " * len(head))
    return lines


def _competitive(state: Any, names: list[str]) -> list[str]:
    keys = [tie_break(sheet) for sheet in state.sheets]
    order = sorted(range(len(keys)), key=lambda seat: keys[seat], reverse=True)
    best = keys[order[0]]
    winners = [seat for seat in order if keys[seat] == best]
    lines = ["    Player          Out Caught Points Best Subs Squares"]  # over the figures' last column
    for place, seat in enumerate(order, start=1):
        escaped, score, captured, top, subs, squares = keys[seat]
        crown = "★" if seat in winners else " "
        name = pad(short(names[seat], 14), 14)  # by columns: a wide letter takes two
        lines.append(
            f"{crown}{place:>2} {name} {escaped:>4} {-captured:>6} {score:>+6} {top:>+4} {-subs:>4} {-squares:>7}"
        )
    lines.append("")
    if len(keys) == 1:
        return [*lines, f"{names[0]} ends with {keys[0][1]:+d} points and {keys[0][0]} out of 6."]
    if len(winners) > 1:
        lines.append(f"Shared win: {', '.join(names[seat] for seat in winners)} (tied on every count).")
    else:
        runner_up = keys[order[1]]
        decider = next(index for index, (a, b) in enumerate(zip(best, runner_up)) if a != b)
        if decider == 0:
            lines.append(f"{names[winners[0]]} wins with the most escapes.")
        else:
            tied = ", ".join(DECIDERS[:decider])
            lines.append(f"{names[winners[0]]} wins on {DECIDERS[decider]} (tied on {tied}).")
    return lines + textwrap.wrap(TIE_ORDER, WIDTH)
