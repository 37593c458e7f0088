"""The campaign screens' words: the header fits, the card and the end of a stage say what counts."""

from __future__ import annotations

from core.campaign import CampaignSetup, FinishStage, StartStage, decide, default_stages, evolve, start
from tui.campaign.words import card, header, stage_end


def campaign(name: str = "Ann", seed: int = 42):
    return start(CampaignSetup(name=name, seed=seed, stages=default_stages()))


def play(state, *commands):
    for command in commands:
        for event in decide(state, command):
            state = evolve(state, event)
    return state


def test_the_header_fits_its_width_by_shortening_a_long_name():
    state = campaign("W" * 24, 999_999_999_999)
    assert header(state) == f"Campaign {'W' * 24} — 0 of 33 ★ · score 0 · seed 999999999999"
    short = header(state, width=60)
    assert len(short) == 60 and short.startswith("Campaign WWWW") and "…" in short


def test_the_card_of_a_stage_under_way_whose_save_is_gone_explains_and_offers_x():
    state = play(campaign(), StartStage(stage=1, save="dizzle-1.json"))
    text = card(state, 1, "its game save dizzle-1.json is missing", playable=True)
    assert "Open ground" not in text  # the explanation takes the room of the stage's story
    assert text.endswith("Attempt 1 cannot go on: its game save dizzle-1.json is missing. "
                         "x gives it up (it scores nothing), then Enter starts a new attempt.")  # fmt: skip


def test_the_card_of_a_locked_stage_says_how_to_open_it():
    assert card(campaign(), 2, None, playable=True).endswith("Locked: earn a star on stage 1 to open it.")


def test_the_end_of_a_first_attempt_names_the_next_star_and_the_stage_it_opened():
    state = play(campaign(), StartStage(stage=1, save="a.json"),
                 FinishStage(stage=1, attempt=1, measures={"score": 55, "rating": 2}))  # fmt: skip
    assert stage_end(state, 1, 1) == [
        "", "Stage 1, Dizzle, Level 1: ★★☆", "The next star: score 61 or more (rated 3 stars).",
        "Stage 2, diZe, 4 zombies, is now open.",
    ]  # fmt: skip


def test_the_end_of_a_worse_replay_says_the_best_stays():
    state = play(campaign(), StartStage(stage=1, save="a.json"),
                 FinishStage(stage=1, attempt=1, measures={"score": 66, "rating": 3}),
                 StartStage(stage=1, save="b.json"),
                 FinishStage(stage=1, attempt=2, measures={"score": 20, "rating": 0}))  # fmt: skip
    lines = stage_end(state, 1, 2)
    assert lines[1:] == ["Stage 1, Dizzle, Level 1: ☆☆☆", "The next star: score 31 or more (rated 1 star).",
                         "Your best here stays ★★★."]  # fmt: skip
