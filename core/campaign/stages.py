"""The stage list: data in `stages.json`, checked by pydantic, read by everything else.

A stage is one solo game (a game id, its options, for Dalek Dice the bot to beat)
and three star goals. Each goal names measures of the finished game (`results.py`
says which exist per game) with a minimum (`at_least`) or a maximum (`at_most`).
Goals are cumulative: the second star needs the first goal met too, so "win" then
"win by 10" reads naturally and a goal never has to repeat the one before it.

The goal sentences a player reads are made here from the measures, never written by
hand in the data, so the text cannot drift from the numbers that decide the stars.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from core.campaign.builtin import shown
from core.campaign.results import campaign_games, goal_phrase, measures_of
from core.shipped import beside

STARS = 3


class Goal(BaseModel):
    """One star: every named measure at least / at most its number."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    at_least: dict[str, int] = Field(default_factory=dict)
    at_most: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _not_empty(self) -> Goal:
        if not self.at_least and not self.at_most:
            raise ValueError("a star goal needs at least one measure")
        return self

    def met(self, measures: dict[str, int]) -> bool:
        """Whether a finished game's measures reach this goal (a missing measure does not)."""
        low = all(measures.get(name, min_ - 1) >= min_ for name, min_ in self.at_least.items())
        high = all(name in measures and measures[name] <= max_ for name, max_ in self.at_most.items())
        return low and high


class Stage(BaseModel):
    """One solo game of the campaign and its three star goals."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    options: dict[str, int | str] = Field(default_factory=dict)
    opponent: str | None = None  # Dalek Dice: the bot seat's kind
    title: str = Field(min_length=1, max_length=40)
    why: str = ""
    stars: tuple[Goal, Goal, Goal]

    @model_validator(mode="after")
    def _known_measures(self) -> Stage:
        known = measures_of(self.game)
        if not known:
            raise ValueError(f"unknown game {self.game!r} (known: {', '.join(campaign_games())})")
        for goal in self.stars:
            for name in (*goal.at_least, *goal.at_most):
                if name not in known:
                    raise ValueError(f"{self.game} has no measure {name!r} (it has: {', '.join(known)})")
        return self

    def shown_title(self) -> str:
        """The title in the player's language (a built-in stage's; a file's own as written)."""
        return shown(self.title)

    def shown_why(self) -> str:
        """Why the stage is there, in the player's language (as `shown_title`)."""
        return shown(self.why)

    def goal_texts(self) -> list[str]:
        """The three goals as a player reads them, easiest first."""
        return [
            ", ".join(
                [goal_phrase(self, name, ">=", value) for name, value in goal.at_least.items()]
                + [goal_phrase(self, name, "<=", value) for name, value in goal.at_most.items()]
            )
            for goal in self.stars
        ]

    def stars_for(self, measures: dict[str, int]) -> int:
        """0-3: how many goals are met, in order (a later goal counts only after the earlier ones)."""
        earned = 0
        for goal in self.stars:
            if not goal.met(measures):
                break
            earned += 1
        return earned


class StageList(BaseModel):
    """The file `stages.json`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["dice-tui-campaign-stages"]
    version: Literal[1]
    stages: tuple[Stage, ...] = Field(min_length=1)


def parse_stages(text: str | bytes) -> tuple[Stage, ...]:
    """Stages from the text of a stage file; ValueError with one line naming the first flaw."""
    try:
        return StageList.model_validate_json(text).stages
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"])
        message = str(first["msg"]).removeprefix("Value error, ")
        raise ValueError(f"{where}: {message}" if where else message) from None


@lru_cache(maxsize=1)
def default_stages() -> tuple[Stage, ...]:
    """The campaign dice-tui ships (`core/campaign/stages.json`)."""
    return parse_stages(beside(__file__, "stages.json").read_text("utf-8"))
