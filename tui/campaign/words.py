"""The words of the campaign screens: a stage's card, the header, the end of a stage, the summary.

Pure functions of the campaign state (core.campaign.Campaign), so the screens only
place them and the tests can read them without running an app.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len

from core.campaign import FINISHED, PLAYING
from core.campaign.results import rating_floor
from core.games import title
from tui.campaign.stage_path import PathStop
from tui.text import short


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
        found.append(PathStop(state.stage(number).title, kind, state.stars(number), _note(state, number, kind)))
    return tuple(found)


def score_text(game: str, score: int) -> str:
    """A stage's headline score with its unit: 25 to Dice counts the inmates out."""
    return f"{score} out" if game == "25-to-dice" else f"{score} points"


def _note(state: Any, number: int, kind: str) -> str:
    best = state.best(number)
    notes = {"trouble": "cannot go on", "playing": "under way", "locked": "locked"}
    note = notes.get(kind, "")
    if best is not None:
        best_text = f"best {score_text(state.stage(number).game, best.score)}"
        return best_text + (f" · {note}" if note else "")
    return note


def header(state: Any, width: int = 78) -> str:
    """One line: whose campaign, its stars and score, and the seed to share."""
    tail = f" — {state.total_stars} of {state.max_stars} ★ · score {state.total_score} · seed {state.setup.seed}"
    return f"Campaign {short(state.setup.name, width - len('Campaign ') - cell_len(tail))}{tail}"


def goal_mark(stage: Any, name: str, op: str, value: int) -> str:
    """One measure's requirement in a few letters, for a stage game's top line ("win by 10")."""
    if name == "won" and op == ">=" and value >= 1:
        return "win"
    if name == "margin" and op == ">=":
        return f"win by {value}" if value > 0 else "win or tie"
    if name == "rating" and op == ">=":
        return f"{rating_floor(stage, value)} pts"
    if name == "escapes" and op == ">=":
        return f"{value} out"
    if name == "captures" and op == "<=":
        return "none caught" if value == 0 else f"≤{value} caught"
    if name == "score":
        return f"{value} pts" if op == ">=" else f"≤{value} pts"
    return f"{name} {'≥' if op == '>=' else '≤'}{value}"


def goal_marks(stage: Any) -> str:
    """The three star goals in one short run: "★ 8 pts  ★★ win  ★★★ 22 pts"."""
    marks = []
    for count, goal in enumerate(stage.stars, start=1):
        parts = [goal_mark(stage, name, ">=", value) for name, value in goal.at_least.items()]
        parts += [goal_mark(stage, name, "<=", value) for name, value in goal.at_most.items()]
        marks.append(f"{'★' * count} {' & '.join(parts)}")
    return "  ".join(marks)


def stage_line(state: Any, number: int, width: int = 78) -> str:
    """A stage game's top line: whose campaign, which stage, and what each star asks;
    the goals are kept whole, the campaign's name gives way ("Campaign Ann · Stage 3 of 11
    · ★ 2 out  ★★ win  ★★★ ≤1 caught")."""
    tail = f" · Stage {number} of {state.size} · {goal_marks(state.stage(number))}"
    if cell_len(tail) + len("Campaign X") > width:
        tail = f" · {number}/{state.size} · {goal_marks(state.stage(number))}"
    return f"Campaign {short(state.setup.name, max(width - len('Campaign ') - cell_len(tail), 2))}{tail}"


def card(state: Any, number: int, problem: str | None, playable: bool) -> str:
    """Everything about one stage in a few lines: what it is, its goals, its record, what Enter does."""
    stage = state.stage(number)
    earned = state.stars(number)
    lines = [f"Stage {number} of {state.size} · {stage.title}"]
    if stage.why and not problem:  # a problem's explanation needs the room
        lines.append(stage.why)
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
        return "Not finished yet." if tries else "Not played yet."
    plural = "s" * (finished != 1)
    score = score_text(state.stage(number).game, best.score)
    return f"Best: {stars(best.stars)}, {score} (attempt {best.number}; {finished} finished attempt{plural})"


def _next_step(state: Any, number: int, problem: str | None, playable: bool) -> str:
    playing = state.playing(number)
    if problem:
        return (f"Attempt {playing.number} cannot go on: {problem}. "
                "x gives it up (it scores nothing), then Enter starts a new attempt.")  # fmt: skip
    if not state.unlocked(number):
        return f"Locked: earn a star on stage {number - 1} to open it."
    if not playable:
        return f"This dice-tui cannot show {title(state.stage(number).game)} games yet."
    if playing is not None:
        return f"Enter: resume attempt {playing.number} where you left it."
    if state.best(number) is not None and not state.stars(number) and number < state.size:
        return "Enter: try again with new dice; one star opens the next stage."
    if state.best(number) is not None:
        return "Enter: play it again with new dice; your best attempt counts."
    return "Enter: start this stage."


def stage_end(state: Any, number: int, attempt: int) -> list[str]:
    """The campaign's lines under a stage game's own end text."""
    stage = state.stage(number)
    record = next(a for a in state.tries(number) if a.number == attempt)
    goals = stage.goal_texts()
    lines = ["", f"Stage {number}, {stage.title}: {stars(record.stars)}"]
    if record.stars < len(goals):
        lines.append(f"The next star: {goals[record.stars]}.")
    earlier = [a for a in state.tries(number) if a.status == FINISHED and a.number != attempt]
    before = max((a.stars for a in earlier), default=0)  # the stage's best until this attempt
    if earlier and state.best(number) is record:
        lines.append("A new best on this stage.")
    elif earlier:
        lines.append(f"Your best here stays {stars(state.stars(number))}.")
    if state.stars(number) == 0:
        goal = "open the next one" if number < state.size else "complete the campaign"
        lines.append(f"No star this time: play the stage again (a) to {goal}.")
    elif before == 0 and number < state.size:
        lines.append(f"Stage {number + 1}, {state.stage(number + 1).title}, is now open.")
    if state.complete and before == 0 and number == state.size:
        lines.append("The campaign is complete! The campaign screen (m) has your summary.")
    return lines


def summary(state: Any) -> str:
    """The whole campaign at its end: every stage's best, the totals."""
    lines = [f"{state.setup.name}: every stage has a star.", "", f"   {'Stage':<30} Stars  Best  Tries"]
    for number in state.numbers:
        best = state.best(number)
        score = f"{best.score:>4}" if best else "   -"
        tries = sum(1 for a in state.tries(number) if a.status != PLAYING)
        lines.append(f"{number:>2} {state.stage(number).title:<30} {stars(state.stars(number))}   {score} {tries:>6}")
    lines += ["", f"Total: {state.total_stars} of {state.max_stars} stars, score {state.total_score}."]
    missing = state.max_stars - state.total_stars
    if missing:
        lines.append(f"{missing} more star{'s' * (missing != 1)} to find: any stage can be played again.")
    else:
        lines.append("Every star: a perfect campaign.")
    return "\n".join(lines)
