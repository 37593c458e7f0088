"""The solo campaign: an ordered series of solo stages across the four games.

The rules of a campaign, exactly (docs/campaign.md is the players' version, with the
reasons for the stage order and the star goals):

- The stages are data (`stages.json`): a game, its options, for Dalek Dice the bot to
  beat, and three star goals on the finished game's measures (see `results`). A new
  campaign copies the stage list into its setup, so it keeps its rules for good.
- Stage 1 is open; every other stage opens once the stage before it has a star.
- Playing a stage is an attempt. Its game is an ordinary save of that game, linked by
  name; the attempt ends when that game ends, and earns 0-3 stars: one per goal met,
  in order. A stage may be played again at any time to improve it; its best attempt
  (most stars, then highest score) is what counts. One attempt per stage at a time.
- An attempt's dice seed comes from the campaign seed, the stage and the attempt
  number (`attempt_seed`): resuming never changes the dice, and the same campaign seed
  gives everybody the same dice.
- An attempt whose game save is lost or damaged may be given up (`VoidAttempt`): it
  scores nothing, and the next attempt gets its own fresh dice.
- Totals: the stars of every stage's best attempt, and the sum of their scores. The
  campaign is complete when every stage has a star.

Event log: `StageStarted`, `StageFinished` (measures, score, stars), `AttemptVoided`.
"""

from core.campaign.decide import attempt_seed, check_start, decide, next_seed
from core.campaign.events import (
    EVENTS,
    NAME_LENGTH,
    AttemptVoided,
    CampaignEvent,
    CampaignSetup,
    FinishStage,
    StageFinished,
    StageStarted,
    StartStage,
    VoidAttempt,
)
from core.campaign.results import campaign_games, measure, measures_of, stage_setup
from core.campaign.stages import STARS, Goal, Stage, default_stages, parse_stages
from core.campaign.state import FINISHED, PLAYING, VOID, Attempt, Campaign, evolve, replay, start

__all__ = [
    "EVENTS", "FINISHED", "NAME_LENGTH", "PLAYING", "STARS", "VOID",
    "Attempt", "AttemptVoided", "Campaign", "CampaignEvent", "CampaignSetup", "FinishStage",
    "Goal", "Stage", "StageFinished", "StageStarted", "StartStage", "VoidAttempt",
    "attempt_seed", "campaign_games", "check_start", "decide", "default_stages", "evolve", "measure", "measures_of",
    "next_seed", "parse_stages", "replay", "stage_setup", "start",
]
