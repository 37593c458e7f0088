"""The end screen's text for 25 to Dice: the result, where every inmate ended, and the tie-breaks.

Solo and co-op say why the game ended (four out, three caught, or time) and where
each inmate finished. Competitive prints the score table with every tie-break
column, in the rulebook's order, and says which of them decided the winner.
Pure: no Textual; fits the end dialog (58 columns, 13 lines).
"""

from __future__ import annotations

import textwrap
from typing import Any

from core.lang import N_, _
from core.twenty_five.board import exit_name, square_name
from core.twenty_five.rules import tie_break
from core.twenty_five.state import CAPTURES_TO_LOSE, ESCAPES_TO_WIN, ROUNDS, round_played
from core.twenty_five.view import sheet_view
from tui.text import pad, short

WIDTH = 58  # the end dialog's text
TIE_ORDER = N_(
    "Ranked by: more out, then more points, fewer caught, the best single inmate, "
    "fewer substitutions, fewer squares scored."
)

#: what each element of `tie_break` compares, in its order
DECIDERS = (
    N_("escapes"),
    N_("points"),
    N_("fewer captures"),
    N_("the best single inmate"),
    N_("fewer substitutions"),
    N_("fewer squares scored"),
)


def end_lines(state: Any, names: list[str]) -> list[str]:
    if state.setup.mode == "competitive":
        return _competitive(state, names)
    sheet = state.sheets[0]
    many = len(names) > 1
    if sheet.escaped >= ESCAPES_TO_WIN:
        template = (_("Four inmates are out in round {round}: you all win!") if many
                    else _("Four inmates are out in round {round}: you win!"))
        head = template.format(round=round_played(state))
    elif sheet.captured >= CAPTURES_TO_LOSE:
        template = (_("Three inmates were captured in round {round}: you all lose.") if many
                    else _("Three inmates were captured in round {round}: you lose."))
        head = template.format(round=round_played(state))
    else:
        template = (_("Time ran out after round {round} with {escaped} out: you all lose.") if many
                    else _("Time ran out after round {round} with {escaped} out: you lose."))
        head = template.format(round=ROUNDS, escaped=sheet.escaped)
    return [head, "", *_fates(state)]


def _fates(state: Any) -> list[str]:
    view = sheet_view(state, 0)
    exits = {exit.inmate: exit.reached_from for exit in view.exits if exit.inmate}
    groups: dict[str, list[str]] = {N_("Escaped:"): [], N_("Captured:"): [], N_("Still in:"): []}
    escaped, captured, still = groups.values()
    for inmate in view.inmates:
        if inmate.status == "escaped":
            escaped.append(f"{inmate.name} ({exit_name(exits[inmate.name])})")
        elif inmate.status == "captured":
            captured.append(inmate.name)
        else:
            where = _("cell") if inmate.square is None else square_name(inmate.square)
            still.append(f"{inmate.name} ({where})")
    labels = {label: _(label) for label in groups}
    width = max(10, *(len(text) + 1 for text in labels.values()))
    lines = []
    for label, who in groups.items():
        if who:
            head = f"{labels[label]:<{width}}"
            lines += textwrap.wrap(", ".join(who), WIDTH, initial_indent=head, subsequent_indent=" " * len(head))
    return lines


def _competitive(state: Any, names: list[str]) -> list[str]:
    keys = [tie_break(sheet) for sheet in state.sheets]
    order = sorted(range(len(keys)), key=lambda seat: keys[seat], reverse=True)
    best = keys[order[0]]
    winners = [seat for seat in order if keys[seat] == best]
    # i18n: the heads of the score table's columns, each over its figures' last column: keep each
    # word's end where the English ends (Player at 4, then Out, Caught, Points, Best, Subs, Squares)
    lines = [_("    Player          Out Caught Points Best Subs Squares")]
    for place, seat in enumerate(order, start=1):
        escaped, score, captured, top, subs, squares = keys[seat]
        crown = "★" if seat in winners else " "
        name = pad(short(names[seat], 14), 14)  # by columns: a wide letter takes two
        lines.append(
            f"{crown}{place:>2} {name} {escaped:>4} {-captured:>6} {score:>+6} {top:>+4} {-subs:>4} {-squares:>7}"
        )
    lines.append("")
    if len(keys) == 1:
        return [*lines, _("{name} ends with {points} points and {escaped} out of 6.").format(
            name=names[0], points=f"{keys[0][1]:+d}", escaped=keys[0][0])]
    if len(winners) > 1:
        lines.append(_("Shared win: {names} (tied on every count).").format(
            names=", ".join(names[seat] for seat in winners)))
    else:
        runner_up = keys[order[1]]
        decider = next(index for index, (a, b) in enumerate(zip(best, runner_up)) if a != b)
        if decider == 0:
            lines.append(_("{name} wins with the most escapes.").format(name=names[winners[0]]))
        else:
            tied = ", ".join(_(text) for text in DECIDERS[:decider])
            lines.append(_("{name} wins on {decider} (tied on {tied}).").format(
                name=names[winners[0]], decider=_(DECIDERS[decider]), tied=tied))
    return lines + textwrap.wrap(_(TIE_ORDER), WIDTH)
