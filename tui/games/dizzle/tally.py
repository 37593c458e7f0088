"""The Dizzle end dialog's tally: every sheet's score by category, and who won and why (on
a tie, the fewer crosses), or the solo player's stars and what the next star asks.

Apart from the screen's other words (tui.games.dizzle.words): it is read once, at the end.
"""

from __future__ import annotations

from core.dizzle import crosses, score_breakdown, solo_rating
from core.dizzle.level_words import level_text
from core.dizzle.state import DizzleState
from core.lang import _, join, ngettext
from tui.games.dizzle.words import category
from tui.text import pad_left, short


def end_lines(state: DizzleState, names: list[str]) -> list[str]:
    """Per-category scores for every sheet, the winner (and why on a tie), or the solo stars."""
    from core.dizzle import RULES

    seats = range(len(names))
    breakdowns = [score_breakdown(state, seat) for seat in seats]
    totals = [sum(b.values()) for b in breakdowns]
    labels = {name: category(name) for name in breakdowns[0]}
    total_label = _("total")
    label = max(14, *(len(text) + 1 for text in (*labels.values(), total_label)))
    column = max(6, min(14, (58 - label) // len(names)))
    lines = []
    if len(names) > 1:
        # by columns (a name in wide letters takes two a letter), a cut name marked … as everywhere
        lines.append(" " * label + "".join(pad_left(short(name, column - 1), column) for name in names))
    for name in breakdowns[0]:
        cells = "".join(f"{b[name]:>{column}}" for b in breakdowns)
        lines.append(f"{labels[name]:<{label}}{cells}")
    lines.append(f"{total_label:<{label}}" + "".join(f"{t:>{column}}" for t in totals))
    if state.ended == "rounds":
        lines.append(_("The game ends: every round is played."))
    else:
        lines.append(_("The game ends: a sheet has no free field left."))
    if state.setup.solo:
        band = solo_rating(state)
        if band is not None:
            stars = "★" * band.stars + "☆" * (5 - band.stars)
            count = ngettext("{count} star", "{count} stars", band.stars).format(count=band.stars)
            lines.append(f"{stars}  " + _("{stars}: {verdict}").format(stars=count, verdict=level_text(band.verdict)))
            better = [b for b in state.setup.level.rating if b.min_score > totals[0] and b.stars > band.stars]
            if better:
                goal = better[-1]
                lines.append(ngettext("{points} points would earn {count} star.",
                                      "{points} points would earn {count} stars.", goal.stars).format(
                    points=goal.min_score, count=goal.stars))
        return lines
    won = RULES.winners(state)
    best = max(totals)
    tied = [seat for seat in seats if totals[seat] == best]
    if len(won) > 1:
        lines.append(
            _("Shared win: {names}, {points} points and {crosses} crosses each.").format(
                names=join([names[s] for s in won]), points=best, crosses=crosses(state, won[0]))
        )
    elif len(tied) > 1:
        lines.append(_("{name} wins the tie on {points} points with fewer crosses ({crosses}).").format(
            name=names[won[0]], points=best, crosses=crosses(state, won[0])))
    else:
        lines.append("★ " + _("{name} wins with {points} points.").format(name=names[won[0]], points=best))
    return lines
