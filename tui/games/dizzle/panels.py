"""The Dizzle screen's side panels, drawn from the state: the offer, the players, the
score of the sheet on view, and the legend in place of the log. Plain functions the screen calls after every change; a
panel's border is set only when it changes (tui.widgets.unchanged.set_border)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.widget import Widget

from core.dizzle import score_breakdown
from core.dizzle.events import ExtraDiceRolled
from core.dizzle.level import Pos
from core.dizzle.state import DizzleState
from core.lang import _, addressed, ngettext
from tui.games.dizzle import words
from tui.games.dizzle.legend import DizzleLegend
from tui.games.dizzle.offer import DizzleOffer
from tui.games.dizzle.players import DizzlePlayers
from tui.games.dizzle.score import DizzleScore
from tui.text import literal
from tui.widgets.unchanged import set_border


def show_offer(offer: DizzleOffer, state: DizzleState, events: Sequence[Any], names: list[str],
               placing: bool, fits: dict[int, frozenset[Pos]], chosen: int | None) -> None:
    """The dice on offer; `placing`: a human at this terminal places one on their sheet."""
    last = events[-1] if events else None
    extra = last if isinstance(last, ExtraDiceRolled) else None
    offer.show(dice=state.offer, chosen=chosen if placing and fits else None,
               fitting=frozenset(fits) if placing else None, empty_text=words.offer_empty(state, names))
    count = len(state.offer)
    title = _("Offer")
    if count:
        title = ngettext("Offer: {count} die", "Offer: {count} dice", count).format(count=count)
    set_border(offer, title, words.offer_caption(state, fits, placing, extra))


def show_players(players: DizzlePlayers, state: DizzleState, rules: Any, names: list[str], over: bool) -> None:
    """Every player's total, who acts, who passed, who started (a table of more than one)."""
    players.display = len(names) > 1
    totals = rules.scores(state)
    passed = state.passed
    starter = names[state.start_player]
    if over:
        footer = ""
    elif passed:
        footer = addressed(starter, _("you started, - passed"), _("{name} started, - passed"))
    else:
        footer = addressed(starter, _("you started"), _("{name} started"))
    players.show(rows=tuple((name, totals[seat], seat in passed and not over) for seat, name in enumerate(names)),
                 current=state.actor, winners=frozenset(rules.winners(state)) if over else frozenset(), footer=footer)
    set_border(players, _("Players"))


def show_score(score: DizzleScore, state: DizzleState, viewing: int, viewed: str, alone: bool) -> None:
    """The score of the sheet on view, category by category."""
    breakdown = score_breakdown(state, viewing)
    score.show(rows=tuple((words.category(k, tight=True), v) for k, v in breakdown.items()))
    title = _("Your score") if alone else addressed(viewed, _("Your score"), _("{name}'s score"))
    set_border(score, (literal(title), _("Score")))


def show_legend(legend: DizzleLegend, box: Widget, state: DizzleState, shown: bool) -> None:
    """The level's symbols in their scrolling box (g shows or hides them, in place of the
    log); the title gives way to "Legend" where a longer language does not fit it."""
    box.display = shown
    legend.level = state.setup.level
    legend.solo = state.setup.solo
    set_border(box, (_("Legend (g hides)"), _("Legend")))  # the key bar says g too
