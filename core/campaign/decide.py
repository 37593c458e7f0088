"""Deciding campaign commands, and the dice seed of every attempt.

An attempt's seed is a function of (campaign seed, stage, attempt number) only, drawn
through `core.dice` like every other chance in dice-tui. So quitting and resuming
never changes the dice, starting a stage again gives the next attempt's dice (never
the same game twice), and two players with the same campaign seed face the same dice
attempt for attempt.
"""

from __future__ import annotations

from typing import Any

from core import dice
from core.campaign.events import (
    AttemptVoided,
    FinishStage,
    StageFinished,
    StageStarted,
    StartStage,
    VoidAttempt,
)
from core.campaign.state import Campaign
from core.game import IllegalMove
from core.lang import _

#: attempt seeds are drawn from 1..SEED_SIDES
SEED_SIDES = 1_000_000_000


def attempt_seed(campaign_seed: int, stage: int, attempt: int) -> int:
    """The dice seed of attempt `attempt` (from 1) of stage `stage` (from 1).

    The pair is numbered by Cantor's pairing, so each (stage, attempt) has its own roll
    number of the campaign seed, however many attempts a stage sees.
    """
    if stage < 1 or attempt < 1:
        raise ValueError("stages and attempts are numbered from 1")
    total = stage + attempt
    roll_number = total * (total + 1) // 2 + attempt
    return dice.roll(campaign_seed, roll_number, 1, sides=SEED_SIDES)[0]


def check_start(state: Campaign, stage: int) -> int:
    """The number the next attempt of `stage` would have, or IllegalMove saying why not."""
    if not 1 <= stage <= state.size:
        raise IllegalMove(_("There is no stage {stage}: this campaign has {size}.").format(
            stage=stage, size=state.size))
    if not state.unlocked(stage):
        raise IllegalMove(_("Stage {stage} is locked: earn a star on stage {previous} first.").format(
            stage=stage, previous=stage - 1))
    if state.playing(stage) is not None:
        raise IllegalMove(_("Stage {stage} is already under way: resume it.").format(stage=stage))
    return len(state.tries(stage)) + 1


def next_seed(state: Campaign, stage: int) -> int:
    """The dice seed the next attempt of `stage` will play (IllegalMove if it cannot start)."""
    return attempt_seed(state.setup.seed, stage, check_start(state, stage))


def decide(state: Campaign, command: Any) -> list[Any]:
    """The events a command causes, or IllegalMove with a sentence a player understands."""
    if isinstance(command, StartStage):
        attempt = check_start(state, command.stage)
        seed = attempt_seed(state.setup.seed, command.stage, attempt)
        return [StageStarted(stage=command.stage, attempt=attempt, seed=seed, save=command.save)]
    if isinstance(command, FinishStage | VoidAttempt):
        _check_playing(state, command.stage, command.attempt)
        if isinstance(command, VoidAttempt):
            return [AttemptVoided(stage=command.stage, attempt=command.attempt, reason=command.reason)]
        stage = state.stage(command.stage)
        measures = dict(command.measures)
        return [StageFinished(
            stage=command.stage, attempt=command.attempt, score=measures.get("score", 0),
            measures=measures, stars=stage.stars_for(measures),
        )]  # fmt: skip
    raise IllegalMove(_("That is not a campaign move."))


def _check_playing(state: Campaign, stage: int, attempt: int) -> None:
    if not 1 <= stage <= state.size:
        raise IllegalMove(_("There is no stage {stage}: this campaign has {size}.").format(
            stage=stage, size=state.size))
    playing = state.playing(stage)
    if playing is None or playing.number != attempt:
        raise IllegalMove(_("Attempt {attempt} of stage {stage} is not under way.").format(
            attempt=attempt, stage=stage))
