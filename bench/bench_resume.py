"""Resuming a long Dalek Dice game: a 100,000-event save, read back and replayed.

The log is a legal game (every event comes from `decide` with the seeded dice) of six
players who never score: each keeps one Human a roll (Humans 4 first) and rolls on
only while its Humans stay more than 3 clear of its Daleks and it has fewer than two
Exterminate!s, so every turn ends at 0 and the game never reaches 60. Turns run to
several rolls of shrinking size, which is the shape of a real log.

Baseline: `json.loads` of the save's bytes (same run, same bytes). Measured: what a
resume does, `json.loads` + `setup_model.model_validate` + `RULES.events.validate_python`
+ `core.game.replay` (which uses the game's `fold`). Target: <= 3x the baseline.
Also shown: each part alone, and the replay through `evolve` one event at a time.
Times are CPU time (`time.process_time`), medians of interleaved runs.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.dalek_dice import (MUST_KEEP, MUST_ROLL, RULES, Keep, Roll, State,  # noqa: E402
                             Stop, TurnScored)
from core.game import PlayerSpec, replay  # noqa: E402

EVENTS = 100_000
PLAYERS = 6
RUNS = 7


def never_scores(state: State):
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
    state, log, points = RULES.start(setup), [], 0
    while len(log) < count:
        for event in RULES.decide(state, never_scores(state)):
            state = RULES.evolve(state, event)
            log.append(event)
            points += event.points if isinstance(event, TurnScored) else 0
    return setup, log[:count], points


def save_bytes(setup, log) -> bytes:
    """The save file as the saves module writes it: compact JSON, events dumped by pydantic."""
    head = {"format": "dice-tui-save", "version": 1, "game": RULES.id,
            "setup": setup.model_dump(mode="json")}
    text = json.dumps(head, separators=(",", ":"))
    return b"".join((text[:-1].encode(), b',"events":', RULES.events.dump_json(log), b"}"))


def resume(data: bytes):
    raw = json.loads(data)
    setup = RULES.setup_model.model_validate(raw["setup"])
    events = RULES.events.validate_python(raw["events"])
    return replay(RULES, setup, events)


def evolve_loop(setup, events):
    state = RULES.start(setup)
    for event in events:
        state = RULES.evolve(state, event)
    return state


def timed(action) -> float:
    """CPU seconds: steadier than wall time on a machine shared with other work."""
    started = time.process_time()
    action()
    return time.process_time() - started


def main() -> None:
    started = time.perf_counter()
    setup, log, points = build_log(EVENTS)
    data = save_bytes(setup, log)
    raw_events = json.loads(data)["events"]
    turns = sum(isinstance(event, TurnScored) for event in log)
    print(f"log: {len(log)} events, {len(data) / 1e6:.1f} MB, {turns} turns, "
          f"{points} points scored (built in {time.perf_counter() - started:.1f} s)")

    parts = {"json.loads (baseline)": lambda: json.loads(data),
             "validate_python of the events": lambda: RULES.events.validate_python(raw_events),
             "replay (fold) of the events": lambda: replay(RULES, setup, log),
             "load + validate + replay": lambda: resume(data)}
    times: dict[str, list[float]] = {name: [] for name in parts}
    for _ in range(RUNS):  # interleaved, so a busy machine slows every part alike
        for name, action in parts.items():
            times[name].append(timed(action))
    base = statistics.median(times["json.loads (baseline)"])
    for name, samples in times.items():
        value = statistics.median(samples)
        print(f"{name}: {value * 1000:.1f} ms  (ratio {value / base:.2f} vs baseline)")

    loop = statistics.median(timed(lambda: evolve_loop(setup, log)) for _ in range(3))
    print(f"replay by evolve, one event at a time: {loop * 1000:.1f} ms  "
          f"(ratio {loop / base:.2f} vs baseline)")
    print(f"fold equals the evolve loop: {evolve_loop(setup, log) == resume(data)}")


if __name__ == "__main__":
    main()
