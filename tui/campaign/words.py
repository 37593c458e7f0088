"""The words of the campaign screens: a stage's card, the header, the end of a stage, the summary.

Pure functions of the campaign state (core.campaign.Campaign), so the screens only
place them and the tests can read them without running an app.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len

from core.campaign import FINISHED, PLAYING
from core.campaign.results import rating_floor
from core.descriptor import SCORE_WORDS
from core.games import game as game_of
from core.games import title
from core.lang import _, ngettext, pgettext
from tui.campaign.stage_path import PathStop
from tui.text import pad, short


def fit(text: str, width: int) -> str:
    """A column of the summary: `text` cut or padded to `width` terminal columns."""
    return pad(short(text, width), width)


def stars(count: int) -> str:
    return "★" * count + "☆" * (3 - count)


def stops(state: Any, problems: dict[int, str]) -> tuple[PathStop, ...]:
    """The path's stops: what each stage looks like from the campaign's state."""
    found = []
    for number in state.numbers:
        if number in problems:
            kind = "trouble"
        elif state.playing(number) is not None:
            kind = "playing"
        elif state.stars(number):
            kind = "cleared"
        else:
            kind = "open" if state.unlocked(number) else "locked"
        found.append(PathStop(state.stage(number).shown_title(), kind, state.stars(number), _note(state, number, kind)))
    return tuple(found)


def score_text(game: str, score: int) -> str:
    """A stage's headline score with its unit, as the game declares it (25 to Dice counts
    the inmates out)."""

    spec = game_of(game).campaign
    return ngettext(*(spec.score_words if spec is not None else SCORE_WORDS), score).format(count=score)


def _note(state: Any, number: int, kind: str) -> str:
    best = state.best(number)
    notes = {"trouble": _("cannot go on"), "playing": _("under way"), "locked": _("locked")}
    note = notes.get(kind, "")
    if best is not None:
        best_text = _("best {score}").format(score=score_text(state.stage(number).game, best.score))
        return f"{best_text} · {note}" if note else best_text
    return note


def header(state: Any, width: int = 78) -> str:
    """One line: whose campaign, its stars and score, and the seed to share."""
    tail = _(" — {stars} of {most} ★ · score {score} · seed {seed}").format(
        stars=state.total_stars, most=state.max_stars, score=state.total_score, seed=state.setup.seed)
    room = width - cell_len(_("Campaign {name}").format(name="")) - cell_len(tail)
    return _("Campaign {name}").format(name=short(state.setup.name, room)) + tail


def goal_mark(stage: Any, name: str, op: str, value: int) -> str:
    """One measure's requirement in a few letters, for a stage game's top line ("win by 10")."""
    if name == "won" and op == ">=" and value >= 1:
        return _("win")
    if name == "margin" and op == ">=":
        return _("win by {points}").format(points=value) if value > 0 else pgettext("goal mark", "win or tie")
    if name == "rating" and op == ">=":
        return _("{points} pts").format(points=rating_floor(stage, value))
    if name == "escapes" and op == ">=":
        return ngettext("{count} out", "{count} out", value).format(count=value)
    if name == "captures" and op == "<=":
        return _("none caught") if value == 0 else _("≤{count} caught").format(count=value)
    if name == "score":
        return _("{points} pts").format(points=value) if op == ">=" else _("≤{points} pts").format(points=value)
    return f"{name} {'≥' if op == '>=' else '≤'}{value}"


def goal_marks(stage: Any) -> str:
    """The three star goals in one short run: "★ 8 pts  ★★ win  ★★★ 22 pts"."""
    marks = []
    for count, goal in enumerate(stage.stars, start=1):
        parts = [goal_mark(stage, name, ">=", value) for name, value in goal.at_least.items()]
        parts += [goal_mark(stage, name, "<=", value) for name, value in goal.at_most.items()]
        marks.append(f"{'★' * count} {_(' & ').join(parts)}")
    return "  ".join(marks)


def stage_line(state: Any, number: int, width: int = 78) -> str:
    """A stage game's top line: whose campaign, which stage, and what each star asks;
    the goals are kept whole, the campaign's name gives way ("Campaign Ann · Stage 3 of 11
    · ★ 2 out  ★★ win  ★★★ ≤1 caught")."""
    tail = _(" · Stage {number} of {size} · {goals}").format(number=number, size=state.size,
                                                             goals=goal_marks(state.stage(number)))
    head = cell_len(_("Campaign {name}").format(name=""))
    if cell_len(tail) + head + 1 > width:
        tail = f" · {number}/{state.size} · {goal_marks(state.stage(number))}"
    return _("Campaign {name}").format(name=short(state.setup.name, max(width - head - cell_len(tail), 2))) + tail


def card(state: Any, number: int, problem: str | None, playable: bool) -> str:
    """Everything about one stage in a few lines: what it is, its goals, its record, what Enter does."""
    stage = state.stage(number)
    earned = state.stars(number)
    lines = [_("Stage {number} of {size} · {title}").format(number=number, size=state.size, title=stage.shown_title())]
    if stage.why and not problem:  # a problem's explanation needs the room
        lines.append(stage.shown_why())
    for count, text in enumerate(stage.goal_texts(), start=1):
        tick = "✓" if earned >= count else " "
        lines.append(f"{tick} {'★' * count:<3} {text}")
    lines.append(_record(state, number))
    lines.append(_next_step(state, number, problem, playable))
    return "\n".join(lines)


def _record(state: Any, number: int) -> str:
    tries = state.tries(number)
    finished = sum(1 for attempt in tries if attempt.status == FINISHED)
    best = state.best(number)
    if best is None:
        return _("Not finished yet.") if tries else _("Not played yet.")
    score = score_text(state.stage(number).game, best.score)
    said = ngettext("Best: {stars}, {score} (attempt {attempt}; {count} finished attempt)",
                    "Best: {stars}, {score} (attempt {attempt}; {count} finished attempts)", finished)
    return said.format(stars=stars(best.stars), score=score, attempt=best.number, count=finished)


def _next_step(state: Any, number: int, problem: str | None, playable: bool) -> str:
    playing = state.playing(number)
    if problem:
        return _("Attempt {attempt} cannot go on: {why}. "
                 "x gives it up (it scores nothing), then Enter starts a new attempt.").format(
            attempt=playing.number, why=problem)
    if not state.unlocked(number):
        return _("Locked: earn a star on stage {number} to open it.").format(number=number - 1)
    if not playable:
        return _("This dice-tui cannot show {game} games yet.").format(game=title(state.stage(number).game))
    if playing is not None:
        return _("Enter: resume attempt {attempt} where you left it.").format(attempt=playing.number)
    if state.best(number) is not None and not state.stars(number) and number < state.size:
        return _("Enter: try again with new dice; one star opens the next stage.")
    if state.best(number) is not None:
        return _("Enter: play it again with new dice; your best attempt counts.")
    return _("Enter: start this stage.")


def stage_end(state: Any, number: int, attempt: int) -> list[str]:
    """The campaign's lines under a stage game's own end text."""
    stage = state.stage(number)
    record = next(a for a in state.tries(number) if a.number == attempt)
    goals = stage.goal_texts()
    lines = ["", _("Stage {number}, {title}: {stars}").format(number=number, title=stage.shown_title(),
                                                               stars=stars(record.stars))]
    if record.stars < len(goals):
        lines.append(_("The next star: {goal}.").format(goal=goals[record.stars]))
    earlier = [a for a in state.tries(number) if a.status == FINISHED and a.number != attempt]
    before = max((a.stars for a in earlier), default=0)  # the stage's best until this attempt
    if earlier and state.best(number) is record:
        lines.append(_("A new best on this stage."))
    elif earlier:
        lines.append(_("Your best here stays {stars}.").format(stars=stars(state.stars(number))))
    if state.stars(number) == 0 and number < state.size:
        lines.append(_("No star this time: play the stage again (a) to open the next one."))
    elif state.stars(number) == 0:
        lines.append(_("No star this time: play the stage again (a) to complete the campaign."))
    elif before == 0 and number < state.size:
        lines.append(_("Stage {number}, {title}, is now open.").format(number=number + 1,
                                                                       title=state.stage(number + 1).shown_title()))
    if state.complete and before == 0 and number == state.size:
        lines.append(_("The campaign is complete! The campaign screen (m) has your summary."))
    return lines


def summary(state: Any) -> str:
    """The whole campaign at its end: every stage's best, the totals."""
    heading = "   {stage} {stars} {best} {tries}".format(stage=fit(_("Stage"), 30), stars=fit(_("Stars"), 6),
                                                       best=fit(_("Best"), 5), tries=_("Tries"))
    lines = [_("{name}: every stage has a star.").format(name=state.setup.name), "", heading.rstrip()]
    for number in state.numbers:
        best = state.best(number)
        score = f"{best.score:>4}" if best else "   -"
        tries = sum(1 for a in state.tries(number) if a.status != PLAYING)
        name = fit(state.stage(number).shown_title(), 30)
        lines.append(f"{number:>2} {name} {stars(state.stars(number))}   {score} {tries:>6}")
    lines += ["", _("Total: {stars} of {most} stars, score {score}.").format(
        stars=state.total_stars, most=state.max_stars, score=state.total_score)]
    missing = state.max_stars - state.total_stars
    if missing:
        lines.append(ngettext("{count} more star to find: any stage can be played again.",
                              "{count} more stars to find: any stage can be played again.", missing).format(
                                  count=missing))
    else:
        lines.append(_("Every star: a perfect campaign."))
    return "\n".join(lines)
