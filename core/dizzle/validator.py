"""Is a level playable? Every flaw of a (hand-made) level, each as one clear sentence.

Run by the tests on the built-in levels and on every `--level-file`, before a game
starts, so a flawed level is refused with a reason instead of producing a game that
cannot be finished or scored. The checks are the ones the game relies on: sizes,
start crosses, specials on real fields, a key for every lock, planets wherever
rockets are, a scoring rule for every puzzle and flag colour, pips 1-6 in balance,
and every field reachable (by rocket exactly where the level says so).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.dizzle.level import FieldKind, Flag, Level, Pos, Puzzle, SheetField, parse_pos, pos_name
from core.text import text_flaw

MIN_SIZE, MAX_SIZE = 5, 12
MIN_STARTS, MAX_STARTS = 2, 3
#: the most and the least frequent pip value may differ by at most this many fields
PIP_SPREAD = 3


def level_flaws(level: Level) -> list[str]:
    """Every flaw found, most basic first; empty when the level is playable."""
    flaws = _text_flaws(level) + _size_flaws(level)
    if _size_flaws(level):
        return flaws  # positions mean nothing on a sheet of the wrong size
    for check in (_die_flaws, _start_flaws, _special_flaws, _colour_flaws, _line_flaws, _pip_flaws, _rating_flaws):
        flaws += check(level)
    if not flaws:
        flaws += _reach_flaws(level)
    return flaws


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _text_flaws(level: Level) -> list[str]:
    """The name, rocket area names and verdicts reach the screen and the printed sheet:
    plain text (core.text) with something to read."""
    texts = [("the level name", level.name)]
    texts += [("a rocket area name", area.name) for area in level.rocket_areas]
    texts += [("a rating verdict", band.verdict) for band in level.rating]
    flaws = []
    for what, text in texts:
        flaw = text_flaw(text)
        if flaw is not None:
            flaws.append(f"{what} {text!r} {flaw}")
        elif not text.strip():
            flaws.append(f"{what} is blank")
    return flaws


def _die_flaws(level: Level) -> list[str]:
    if not any(field.pips is not None for field in level.fields.values()):
        return ["the sheet has no field with pips (1-6), so no die could ever be placed"]
    return []


def _size_flaws(level: Level) -> list[str]:
    if not (MIN_SIZE <= level.rows <= MAX_SIZE and MIN_SIZE <= level.cols <= MAX_SIZE):
        return [
            f"the grid is {_count(level.rows, 'row')} by {_count(level.cols, 'column')}; "
            f"both must be {MIN_SIZE} to {MAX_SIZE}"
        ]
    return []


def _start_flaws(level: Level) -> list[str]:
    starts = len(level.of_kind("start"))
    if not MIN_STARTS <= starts <= MAX_STARTS:
        return [f"the grid has {starts} start crosses (X); a level needs {MIN_STARTS} or {MAX_STARTS}"]
    return []


def _special_flaws(level: Level) -> list[str]:
    flaws: list[str] = []
    seen: set[Pos] = set()
    for special in level.specials:
        row, col = special.pos
        code = level.codes[row][col] if row < level.rows and col < level.cols else None
        if code is None:
            flaws.append(f"the {special.kind} at {special.at} is off the sheet")
        elif code not in "123456":
            flaws.append(f"the {special.kind} at {special.at} is not on a field with pips (found {code!r})")
        elif special.pos in seen:
            flaws.append(f"field {special.at} has more than one special")
        seen.add(special.pos)
    for area in level.rocket_areas:
        for name in area.fields:
            if parse_pos(name) not in level.fields:
                flaws.append(f"rocket area {area.name!r} names {name}, which is not a field")
    return flaws


def _colour_flaws(level: Level) -> list[str]:
    flaws: list[str] = []
    keys = {f.colour for f in level.of_kind("key")}
    for lock in level.of_kind("lock"):
        if lock.colour not in keys:
            flaws.append(f"the {lock.colour} lock at {lock.name} has no {lock.colour} key")
    rockets, planets = level.of_kind("rocket"), level.of_kind("planet")
    if rockets and not planets:
        flaws.append("the level has rockets but no planet (P) to land on")
    if planets and not rockets:
        flaws.append("the level has planets but no rocket, so no planet can ever be crossed")
    kinds: tuple[tuple[FieldKind, Sequence[Puzzle | Flag]], ...] = (("puzzle", level.puzzles), ("flag", level.flags))
    for what, rules in kinds:
        printed = {f.colour for f in level.of_kind(what) if f.colour is not None}
        scored = [rule.colour for rule in rules]
        for colour in sorted(printed - set(scored)):
            flaws.append(f"{colour} {what} fields have no entry in '{what}s' saying what they score")
        for colour in sorted(set(scored) - printed):
            flaws.append(f"'{what}s' scores {colour} but no {colour} {what} field is on the sheet")
        for colour, count in Counter(scored).items():
            if count > 1:
                flaws.append(f"'{what}s' lists {colour} {count} times")
    return flaws


def _line_flaws(level: Level) -> list[str]:
    flaws: list[str] = []
    seen: set[str] = set()
    for arrow in level.arrows:
        cells = arrow.cells(level.rows, level.cols)
        if not all(0 <= r < level.rows and 0 <= c < level.cols for r, c in cells):
            flaws.append(f"the arrow on {arrow.label} points past the edge of the sheet")
        elif not any(cell in level.fields for cell in cells):
            flaws.append(f"the arrow on {arrow.label} points at a line with no fields")
        if arrow.label in seen:
            flaws.append(f"{arrow.label} has two arrows")
        seen.add(arrow.label)
    if level.block is not None:
        missing = [pos_name(c) for c in level.block.cells if c not in level.fields]
        if missing:
            flaws.append(f"the framed block at {level.block.at} covers {', '.join(missing)}, which are not fields")
    return flaws


def _pip_flaws(level: Level) -> list[str]:
    counts = Counter(f.pips for f in level.fields.values() if f.pips is not None)
    spread = [(counts.get(pips, 0), pips) for pips in range(1, 7)]
    (least, rare), (most, common) = min(spread), max(spread)
    if most - least > PIP_SPREAD:
        return [
            f"pips are unbalanced: {common} is on {most} fields but {rare} on only {least} "
            f"(at most {PIP_SPREAD} apart)"
        ]
    return []


def _rating_flaws(level: Level) -> list[str]:
    mins = [band.min_score for band in level.rating]
    stars = [band.stars for band in level.rating]
    flaws = []
    if mins != sorted(mins, reverse=True) or len(set(mins)) != len(mins):
        flaws.append("the rating table must list bands from the highest score down")
    if mins[-1] != 0:
        flaws.append("the last rating band must start at 0 so every score has a rating")
    if stars != sorted(stars, reverse=True):
        flaws.append("stars in the rating table must not rise as scores fall")
    return flaws


def reachable(level: Level, by_rocket: bool) -> set[Pos]:
    """Fields a player could ever cross: from the start crosses, through locks only once
    a key of their colour is reachable, and (if `by_rocket`) to every planet once a
    rocket is reachable. Planets are included when reached."""
    fields = level.fields
    reached: set[Pos] = {f.pos for f in fields.values() if f.kind == "start"}
    keys: set[str] = set()
    frontier = list(reached)
    while True:
        while frontier:
            row, col = frontier.pop()
            for step in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                field = fields.get(step)
                if field is None or step in reached or field.pips is None:
                    continue
                if field.kind == "lock" and field.colour not in keys:
                    continue
                reached.add(step)
                frontier.append(step)
        opened = _newly_open(level, reached, keys, by_rocket)
        if not opened:
            return reached
        for pos in opened:
            if pos not in reached and fields[pos].kind == "planet":
                reached.add(pos)
            frontier.append(pos)


def _newly_open(level: Level, reached: set[Pos], keys: set[str], by_rocket: bool) -> list[Pos]:
    """Locks a fresh key opens, and planets a reached rocket lands on."""
    new_keys = {level.fields[p].colour or "" for p in reached if level.fields[p].kind == "key"} - keys
    new_keys.discard("")
    keys |= new_keys
    opened = [pos for pos in reached if new_keys and _next_to_lock(level, pos, new_keys)]
    if by_rocket and any(level.fields[p].kind == "rocket" for p in reached):
        opened += [f.pos for f in level.of_kind("planet") if f.pos not in reached]
    return opened


def _next_to_lock(level: Level, pos: Pos, colours: set[str]) -> bool:
    row, col = pos
    for step in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        field: SheetField | None = level.fields.get(step)
        if field is not None and field.kind == "lock" and field.colour in colours:
            return True
    return False


def _reach_flaws(level: Level) -> list[str]:
    on_foot = reachable(level, by_rocket=False)
    flying = reachable(level, by_rocket=True)
    declared: dict[Pos, str] = {}
    for area in level.rocket_areas:
        declared.update((cell, area.name) for cell in area.cells)
    flaws = []
    for field in sorted(level.fields.values(), key=lambda f: f.pos):
        if field.pos not in flying:
            flaws.append(f"field {field.name} can never be reached, even by rocket")
        elif field.pos in declared and field.pos in on_foot and field.kind != "planet":
            named = declared[field.pos]
            flaws.append(f"field {field.name} is in rocket area {named!r} but is reachable without a rocket")
        elif field.pos not in on_foot and field.pos not in declared and field.kind != "planet":
            flaws.append(f"field {field.name} is reachable only by rocket; list it in a rocket area")
    return flaws
