"""Small hand-made tables for rule tests: a level drawn in the test, dice chosen by the test.

`Table` wraps the engine: `table.roll(1, 3, 5)` makes the start player roll those
values (by feeding core.dice.roll), `table.place("B1", 3)` places a 3 on B1, and
`table.state` is the state after everything so far; `table.events` is the log.
"""

from __future__ import annotations

from core.dizzle import RULES, DizzleSetup
from core.dizzle.commands import (
    ChoosePlanet,
    Pass,
    PlaceDie,
    Reroll,
    ReturnDie,
    RollExtraDice,
    RollOffer,
)
from core.dizzle.events import TurnEnded
from core.dizzle.level import Level, parse_pos
from core.dizzle.state import DizzleState
from core.game import PlayerSpec, replay

RATING = ({"min_score": 10, "stars": 1, "verdict": "Fine."}, {"min_score": 0, "stars": 0, "verdict": "Meh."})

#: a plain 5 x 6 sheet with start crosses on A1 and F5
PLAIN = (
    "X 1 2 3 4 5",
    "2 3 4 5 6 1",
    "3 4 5 6 1 2",
    "4 5 6 1 2 3",
    "5 6 1 2 3 X",
)


def level(grid=PLAIN, **features) -> Level:
    """A level for a test; not run through the validator, so it may be tiny or odd."""
    return Level.model_validate({"name": "Test", "grid": list(grid), "rating": list(RATING), **features})


def special(kind: str, *names: str, **attributes) -> list[dict]:
    return [{"kind": kind, "at": name, **attributes} for name in names]


class DizzleTable:
    def __init__(self, sheet: Level | None = None, players: int = 2, seed: int = 0, monkeypatch=None):
        self.setup = DizzleSetup(
            players=tuple(PlayerSpec(name=n) for n in ("Ann", "Bob", "Cy", "Di")[:players]),
            seed=seed,
            level=sheet or level(),
        )
        self.state: DizzleState = RULES.start(self.setup)
        self.events: list = []
        self._rolls: list[tuple[int, ...]] = []
        if monkeypatch is not None:
            monkeypatch.setattr("core.dizzle.decide.roll", self._next_roll)

    def _next_roll(self, seed: int, number: int, count: int, sides: int = 6) -> tuple[int, ...]:
        values = self._rolls.pop(0)
        assert len(values) == count, f"the test rolled {len(values)} dice but the game rolls {count}"
        return values

    def do(self, command) -> list:
        events = RULES.decide(self.state, command)
        for event in events:
            self.state = RULES.evolve(self.state, event)
        self.events += events
        return events

    def roll(self, *values: int) -> list:
        """The start player rolls exactly these values (pad with the test's own choice)."""
        self._rolls.append(tuple(values))
        return self.do(RollOffer())

    def place(self, name: str, pips: int) -> list:
        return self.do(PlaceDie(die=self.state.offer.index(pips), at=parse_pos(name)))

    def reroll(self, *values: int) -> list:
        self._rolls.append(tuple(values))
        return self.do(Reroll())

    def extra(self, *values: int) -> list:
        self._rolls.append(tuple(values))
        return self.do(RollExtraDice())

    def give_back(self, name: str) -> list:
        return self.do(ReturnDie(at=parse_pos(name)))

    def pass_(self) -> list:
        return self.do(Pass())

    def planet(self, name: str) -> list:
        return self.do(ChoosePlanet(at=parse_pos(name)))

    def crossed(self, player: int) -> set[str]:
        board = self.state.board
        return {board.name(i) for i in range(board.rows * board.cols) if self.state.sheets[player].crossed >> i & 1}

    def replayed(self) -> DizzleState:
        return replay(RULES, self.setup, self.events)


def everyone_passes(table: DizzleTable) -> list:
    """Every player still in passes, in turn, until the turn is over; returns the events."""
    events = []
    while table.state.phase == "place":
        events += table.pass_()
    return events


def turn_end(events: list) -> TurnEnded:
    return next(event for event in events if isinstance(event, TurnEnded))


def mask(state: DizzleState, *names: str) -> int:
    board = state.board
    return sum(1 << board.index(parse_pos(name)) for name in names)
