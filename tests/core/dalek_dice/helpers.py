"""A table for rule tests: seats, rigged dice written as faces, and command shortcuts."""

from __future__ import annotations

from core import dice
from core.dalek_dice import RULES, Keep, Roll, Stop, TurnScored
from core.game import PlayerSpec

#: short names for faces in rigged rolls: "H4 H4 D3 Doc"
FACES = {"Doc": 1, "H2": 2, "H4": 3, "D2": 4, "D3": 5, "Ext": 6}


def faces(text: str) -> tuple[int, ...]:
    return tuple(FACES[word] for word in text.split())


class DalekTable:
    """A game whose next rolls are the ones a test wrote down."""

    def __init__(self, monkeypatch, names=("Jenna", "Peter"), seed=0):
        self.setup = RULES.make_setup([PlayerSpec(name=name) for name in names], seed)
        self.state = RULES.start(self.setup)
        self.log: list = []
        self.rigged: list[tuple[int, ...]] = []
        monkeypatch.setattr(dice, "roll", self._roll)

    def _roll(self, seed, number, count, sides=6):
        assert self.rigged, "the test rolled dice it did not rig"
        values = self.rigged.pop(0)
        assert len(values) == count, f"rigged {len(values)} dice for a roll of {count}"
        return values

    def do(self, command) -> list:
        events = RULES.decide(self.state, command)
        for event in events:
            self.state = RULES.evolve(self.state, event)
        self.log.extend(events)
        return events

    def roll(self, text: str) -> list:
        self.rigged.append(faces(text))
        return self.do(Roll())

    def keep(self, text: str = "") -> list:
        return self.do(keep_of(text))

    def stop(self) -> list:
        return self.do(Stop())

    def play_turn(self, *steps: str) -> list:
        """Alternate roll/keep texts; a final 'stop' stops."""
        events = []
        for index, step in enumerate(steps):
            if step == "stop":
                events += self.stop()
            elif index % 2 == 0:
                events += self.roll(step)
            else:
                events += self.keep(step)
        return events


def keep_of(text: str) -> Keep:
    words = text.split()
    return Keep(humans2=words.count("H2"), humans4=words.count("H4"),
                daleks2=words.count("D2"), daleks3=words.count("D3"))


def scored(events) -> TurnScored:
    """The one TurnScored among a command's events."""
    (event,) = [event for event in events if isinstance(event, TurnScored)]
    return event
