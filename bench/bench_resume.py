"""Resuming a long Dalek Dice game: a 100,000-event save, read back and replayed.

The log is a legal game (every event comes from `decide` with the seeded dice) of six
players who never score: each keeps one Human a roll (Humans 4 first) and rolls on
only while its Humans stay more than 3 clear of its Daleks and it has fewer than two
Exterminate!s, so every turn ends at 0 and the game never reaches 60. Turns run to
several rolls of shrinking size, which is the shape of a real log.

Baseline: `json.loads` of the save's bytes (same run, same bytes). Measured: what a
resume does, `json.loads` + `setup_model.model_validate` + `RULES.events.validate_python`
+ `core.game.replay` (which uses the game's `fold`). Target: <= 3x the baseline.
Also shown: the replay alone, and through `evolve` one event at a time, and a one-pass
alternative for the saves module (`model_validate_json` of the whole save). Each part is
timed in a fresh process (the garbage collector's cost depends on what else is alive),
as CPU time (`time.process_time`), the median of several runs.
"""

from __future__ import annotations

import gc
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from datetime import UTC

from pydantic import BaseModel, ConfigDict

from bench.verdict import verdict
from core.dalek_dice import (
    MUST_KEEP,
    MUST_ROLL,
    RULES,
    DalekEvent,
    DalekSetup,
    DalekState,
    Keep,
    Roll,
    Stop,
    TurnScored,
)
from core.game import PlayerSpec, replay

EVENTS = 100_000
PLAYERS = 6
RUNS = 7


def never_scores(state: DalekState):
    """The builder's player: legal moves that always end the turn at 0 points."""
    if state.phase == MUST_ROLL:
        return Roll()
    if state.phase == MUST_KEEP:
        centre = state.centre
        for face, keep in ((3, Keep(humans4=1)), (2, Keep(humans2=1))):
            if face in centre:
                return keep
        if state.top_placed:
            return Keep()
        return Keep(daleks2=1) if 4 in centre else Keep(daleks3=1)
    rolling_is_safe = state.humans > state.daleks + 3 and state.exterminates < 2
    return Roll() if rolling_is_safe else Stop()


def build_log(count: int, seed: int = 2024):
    players = [PlayerSpec(name=f"Dalek {n}", bot=None) for n in range(1, PLAYERS + 1)]
    setup = RULES.make_setup(players, seed)
    state, log, points = RULES.start(setup), list[Any](), 0
    while len(log) < count:
        for event in RULES.decide(state, never_scores(state)):
            state = RULES.evolve(state, event)
            log.append(event)
            points += event.points if isinstance(event, TurnScored) else 0
    return setup, log[:count], points


def save_bytes(setup, log) -> bytes:
    """The save file exactly as the saves module writes it."""
    from datetime import datetime

    from saves.store import encode

    now = datetime(2026, 11, 25, tzinfo=UTC)
    return encode(RULES.id, setup, log, now, now)


#: the file being measured (load_game reads the file itself, as a resume does)
SAVE_PATH: list[str] = []


def load_game(data: bytes):
    """What `dice-tui resume` does: `saves.store.load_game` of the file."""
    from saves.store import load_game as load

    return load(SAVE_PATH[0]).state


def resume(data: bytes, fold: bool = True):
    """What loading a save does: parse, validate setup and events, replay."""
    raw = json.loads(data)
    setup = RULES.setup_model.model_validate(raw["setup"])
    events = RULES.events.validate_python(raw["events"])
    if fold:
        return replay(RULES, setup, events)
    state = RULES.start(setup)  # the same replay, one `evolve` at a time
    for event in events:
        state = RULES.evolve(state, event)
    return state


def validate(data: bytes):
    raw = json.loads(data)
    return RULES.setup_model.model_validate(raw["setup"]), RULES.events.validate_python(raw["events"])


class SaveFile(BaseModel):
    """The save typed end to end, for a one-pass alternative: pydantic-core parses and
    validates the JSON itself, without building Python dicts for json.loads first."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["dice-tui-save"]
    version: int
    game: str
    created: str
    updated: str
    setup: DalekSetup
    summary: dict | None = None  # what the save list shows (saves.summary)
    events: list[DalekEvent]


def resume_one_pass(data: bytes):
    save = SaveFile.model_validate_json(data)
    return replay(RULES, save.setup, save.events)


def resume_one_pass_gc_paused(data: bytes):
    """The one pass with the cyclic garbage collector paused: 100,000 new objects would
    otherwise trigger collections that scan them again and again."""
    gc.disable()
    try:
        return resume_one_pass(data)
    finally:
        gc.enable()


#: what each measuring process times
PARTS: dict[str, Callable[[bytes], object]] = {
    "json.loads (baseline)": json.loads,
    "saves.store.load_game (what a resume does; target <= 3x)": load_game,
    "json.loads + validate": validate,
    "json.loads + validate + replay (fold)": resume,
    "json.loads + validate + replay (evolve loop)": lambda data: resume(data, fold=False),
    "one pass: model_validate_json of the save + replay (fold)": resume_one_pass,
    "one pass, garbage collector paused": resume_one_pass_gc_paused,
}


def measure(part: str, path: str) -> None:
    """In a fresh process, so no earlier part's objects weigh on the garbage collector."""
    data = Path(path).read_bytes()
    SAVE_PATH[:] = [path]
    action = PARTS[part]
    samples = []
    for _ in range(RUNS if "evolve" not in part else 3):
        started = time.process_time()  # CPU time: steadier on a machine shared with other work
        action(data)
        samples.append(time.process_time() - started)
    print(statistics.median(samples))


def main() -> None:
    started = time.perf_counter()
    setup, log, points = build_log(EVENTS)
    data = save_bytes(setup, log)
    turns = sum(isinstance(event, TurnScored) for event in log)
    same = replay(RULES, setup, log) == resume(data, fold=False)
    print(f"log: {len(log)} events, {len(data) / 1e6:.1f} MB, {turns} turns, "
          f"{points} points scored; fold equals the evolve loop: {same} "
          f"(built in {time.perf_counter() - started:.1f} s)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "dalek-dice-bench.json"
        path.write_bytes(data)
        times = {part: float(subprocess.run(
            [sys.executable, __file__, "--measure", part, str(path)],
            check=True, capture_output=True, text=True).stdout) for part in PARTS}
    base = times["json.loads (baseline)"]
    for part, value in times.items():
        goal = f"  {verdict(value / base, 3)}" if "target" in part else ""
        print(f"{part}: {value * 1000:.1f} ms  (ratio {value / base:.2f} vs baseline){goal}")
    validated = times["json.loads + validate"]
    for part, label in (("json.loads + validate + replay (fold)", "replay (fold) alone"),
                        ("json.loads + validate + replay (evolve loop)", "replay (evolve) alone")):
        alone = times[part] - validated
        print(f"{label}: {alone * 1000:.1f} ms  (ratio {alone / base:.2f} vs baseline)")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        measure(sys.argv[2], sys.argv[3])
    else:
        main()
