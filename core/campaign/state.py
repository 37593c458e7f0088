"""The campaign's state and its fold: every attempt of every stage, and what they add up to.

Derived, never stored: the best attempt of a stage (most stars, then highest score,
then the earliest), which stages are unlocked (the first, and every stage after one
with a star), the totals, and whether the campaign is complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from core.campaign.events import AttemptVoided, CampaignSetup, StageFinished, StageStarted
from core.campaign.stages import STARS, Stage
from core.game import ReplayError
from core.lang import _

PLAYING, FINISHED, VOID = "playing", "finished", "void"


@dataclass(frozen=True, slots=True)
class Attempt:
    """One try at a stage: its dice seed, its game save, and once finished its result."""

    number: int
    seed: int
    save: str
    status: str = PLAYING
    score: int = 0
    measures: dict[str, int] = field(default_factory=dict)
    stars: int = 0
    reason: str = ""  # why a void attempt was given up


@dataclass(frozen=True, slots=True)
class Campaign:
    setup: CampaignSetup
    attempts: tuple[tuple[Attempt, ...], ...]  # per stage, stage 1 first

    # -- one stage --------------------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.setup.stages)

    def stage(self, number: int) -> Stage:
        return self.setup.stages[number - 1]

    def tries(self, number: int) -> tuple[Attempt, ...]:
        return self.attempts[number - 1]

    def best(self, number: int) -> Attempt | None:
        finished = [a for a in self.tries(number) if a.status == FINISHED]
        return max(finished, key=lambda a: (a.stars, a.score, -a.number), default=None)

    def stars(self, number: int) -> int:
        best = self.best(number)
        return best.stars if best else 0

    def unlocked(self, number: int) -> bool:
        return number == 1 or self.stars(number - 1) >= 1

    def playing(self, number: int) -> Attempt | None:
        """The attempt of this stage under way, if any (there is never more than one)."""
        return next((a for a in self.tries(number) if a.status == PLAYING), None)

    # -- the whole campaign -------------------------------------------------------------
    @property
    def numbers(self) -> range:
        return range(1, self.size + 1)

    @property
    def total_stars(self) -> int:
        return sum(self.stars(n) for n in self.numbers)

    @property
    def max_stars(self) -> int:
        return STARS * self.size

    @property
    def total_score(self) -> int:
        """The sum of every stage's best score (the score of its best attempt)."""
        return sum(best.score for n in self.numbers if (best := self.best(n)))

    @property
    def cleared(self) -> int:
        """Stages with at least one star."""
        return sum(1 for n in self.numbers if self.stars(n) >= 1)

    @property
    def complete(self) -> bool:
        return self.cleared == self.size

    def in_progress(self) -> list[tuple[int, Attempt]]:
        return [(n, a) for n in self.numbers if (a := self.playing(n)) is not None]

    def frontier(self) -> int:
        """The stage to play next: the first unlocked one without a star (the last when complete)."""
        return next((n for n in self.numbers if self.stars(n) == 0), self.size)

    def progress(self) -> str:
        """A short line for lists: 'stage 4 of 11, 7 of 33 stars' or 'complete, 25 of 33 stars'."""
        if self.complete:
            return _("complete, {total} of {most} stars").format(total=self.total_stars, most=self.max_stars)
        return _("stage {number} of {size}, {total} of {most} stars").format(
            number=self.frontier(), size=self.size, total=self.total_stars, most=self.max_stars)


def start(setup: CampaignSetup) -> Campaign:
    return Campaign(setup=setup, attempts=((),) * len(setup.stages))


def evolve(state: Campaign, event: Any) -> Campaign:
    """Apply one event: pure and total for every event `decide` can produce."""
    if isinstance(event, StageStarted):
        attempt = Attempt(number=event.attempt, seed=event.seed, save=event.save)
        return _with_tries(state, event.stage, (*state.tries(event.stage), attempt))
    if isinstance(event, StageFinished):
        return _update(state, event.stage, event.attempt, status=FINISHED, score=event.score,
                       measures=dict(event.measures), stars=event.stars)  # fmt: skip
    if isinstance(event, AttemptVoided):
        return _update(state, event.stage, event.attempt, status=VOID, reason=event.reason)
    raise TypeError(f"not a campaign event: {type(event).__name__}")


def replay(setup: CampaignSetup, events: Sequence[Any]) -> Campaign:
    """The fold; a log that names a stage or an attempt that does not exist is damaged."""
    state = start(setup)
    for index, event in enumerate(events, start=1):
        reason = _misfit(state, event)
        if reason:
            raise ReplayError(index, reason)
        state = evolve(state, event)
    return state


def _misfit(state: Campaign, event: Any) -> str:
    """Why an event from a file cannot follow this state ("" when it can)."""
    if not 1 <= event.stage <= state.size:
        return f"there is no stage {event.stage}"
    tries = state.tries(event.stage)
    if isinstance(event, StageStarted):
        return "" if event.attempt == len(tries) + 1 else f"stage {event.stage} attempt {event.attempt} is out of order"
    if not any(a.number == event.attempt and a.status == PLAYING for a in tries):
        return f"stage {event.stage} attempt {event.attempt} is not being played"
    return ""


def _with_tries(state: Campaign, number: int, tries: tuple[Attempt, ...]) -> Campaign:
    attempts = list(state.attempts)
    attempts[number - 1] = tries
    return replace(state, attempts=tuple(attempts))


def _update(state: Campaign, number: int, attempt: int, **changes: Any) -> Campaign:
    tries = tuple(replace(a, **changes) if a.number == attempt else a for a in state.tries(number))
    return _with_tries(state, number, tries)
