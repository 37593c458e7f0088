"""A table to play scenarios on, and dice that show what the test says."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from core.dize import RULES
from core.dize import decide as deciding
from core.game import PlayerSpec


class Game:
    """A setup, the live table and the event log, played command by command."""

    def __init__(self, zombies: int = 4, seed: int = 0, bot: str | None = None):
        self.setup = RULES.make_setup([PlayerSpec(name="Ana", bot=bot)], seed, zombies=zombies)
        self.table = RULES.start(self.setup)
        self.events: list = []

    def do(self, *commands) -> list:
        """Give the commands in order; the events of the last one."""
        events: list = []
        for command in commands:
            events = RULES.decide(self.table, command)
            for event in events:
                self.table = RULES.evolve(self.table, event)
            self.events.extend(events)
        return events


@pytest.fixture
def rig(monkeypatch):
    """`rig((1, 1, 4), ...)`: the next rolls show these faces, in this order."""
    queue: list[tuple[int, ...]] = []

    def roll(seed: int, number: int, count: int, sides: int = 6) -> tuple[int, ...]:
        assert queue, "a roll the test did not rig"
        values = tuple(queue.pop(0))
        assert len(values) == count, f"rigged {len(values)} dice for a roll of {count}"
        return values

    monkeypatch.setattr(deciding, "dice", SimpleNamespace(roll=roll))

    def load(*rolls: tuple[int, ...]) -> None:
        queue.extend(rolls)

    yield load
    assert not queue, f"rigged rolls left over: {queue}"
