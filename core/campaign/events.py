"""The campaign's setup, commands and events (its log is its save).

Stages are numbered from 1 here, as the player sees them. `save` is the file name of
the attempt's game save in the campaign's own folder: the campaign links games, it
never copies them, and each game save stays an ordinary save of its game.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from core.campaign.stages import Stage
from core.game import FAIL_FAST, Command, Event

#: a campaign is named after its player, whose seat in every stage game carries the name
NAME_LENGTH = 24
#: a game save's file name in the campaign's folder (never a path: nothing outside it)
SAVE_NAME = r"^[\w.-]+\.json$"


class CampaignSetup(BaseModel):
    """A campaign's name (the player's name at every stage's table), its seed, its stages.

    The stages are copied in, as Dizzle copies its level: a campaign keeps the rules it
    was started with even when a later dice-tui ships a different stage list.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=NAME_LENGTH)
    seed: int
    stages: tuple[Stage, ...] = Field(min_length=1)


# --- commands ------------------------------------------------------------------


class StartStage(Command):
    """Begin the next attempt of `stage`, whose game save (already created) is `save`."""

    stage: int = Field(ge=1)
    save: str = Field(pattern=SAVE_NAME)


class FinishStage(Command):
    """Record the measures of an attempt's finished game; the stars follow from them."""

    stage: int = Field(ge=1)
    attempt: int = Field(ge=1)
    measures: dict[str, int]


class VoidAttempt(Command):
    """Give up an attempt whose game save is missing or damaged; it scores nothing."""

    stage: int = Field(ge=1)
    attempt: int = Field(ge=1)
    reason: str = Field(min_length=1)


# --- events --------------------------------------------------------------------


class StageStarted(Event):
    type: Literal["stage_started"] = "stage_started"
    stage: int = Field(ge=1)
    attempt: int = Field(ge=1)
    seed: int
    save: str = Field(pattern=SAVE_NAME)


class StageFinished(Event):
    type: Literal["stage_finished"] = "stage_finished"
    stage: int = Field(ge=1)
    attempt: int = Field(ge=1)
    score: int
    measures: dict[str, int]
    stars: int = Field(ge=0, le=3)


class AttemptVoided(Event):
    type: Literal["attempt_voided"] = "attempt_voided"
    stage: int = Field(ge=1)
    attempt: int = Field(ge=1)
    reason: str


CampaignEvent = Annotated[StageStarted | StageFinished | AttemptVoided, Field(discriminator="type")]

EVENTS: TypeAdapter[list[CampaignEvent]] = TypeAdapter(Annotated[list[CampaignEvent], FAIL_FAST])
