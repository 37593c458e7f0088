"""The stage list is valid data: every stage is playable, its goals read well and rise."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from core.campaign import STARS, Goal, Stage, campaign_games, default_stages, measures_of, parse_stages, stage_setup
from core.games import rules_for

STAGES = default_stages()


def test_the_shipped_campaign_has_the_issues_eleven_stages_in_order():
    order = [(s.game, s.options.get("level") or s.options.get("zombies") or s.opponent) for s in STAGES]
    assert order == [
        ("dizzle", 1), ("dize", 4), ("25-to-dice", None), ("dalek-dice", "cautious"),
        ("dizzle", 2), ("dize", 6), ("dalek-dice", "optimal"), ("dizzle", 3),
        ("25-to-dice", None), ("dize", 8), ("dizzle", 4),
    ]


@pytest.mark.parametrize("number", range(1, len(STAGES) + 1))
def test_every_stage_builds_a_valid_game_for_one_player(number):
    stage = STAGES[number - 1]
    setup = stage_setup(stage, seed=5, player="Ann")
    assert setup.players[0].name == "Ann" and setup.players[0].bot is None
    humans = [p for p in setup.players if p.bot is None]
    assert len(humans) == 1, "a campaign stage is played alone (bots only besides you)"
    assert not rules_for(stage.game).is_over(rules_for(stage.game).start(setup))


@pytest.mark.parametrize("number", range(1, len(STAGES) + 1))
def test_every_stage_has_three_goals_each_with_a_sentence(number):
    texts = STAGES[number - 1].goal_texts()
    assert len(texts) == STARS == 3
    fallback = re.compile(r"\b(score|won|rating|margin|escapes|captures) at (least|most) \d+")
    assert all(text and not fallback.search(text) for text in texts)  # a sentence, not the raw rule


def test_goal_sentences_name_the_numbers_that_decide():
    dalek = STAGES[3]
    assert dalek.goal_texts() == ["win the game", "win by 10 or more points", "win by 25 or more points"]
    assert STAGES[0].goal_texts()[1] == "score 51 or more (rated 2 stars)"
    assert STAGES[8].goal_texts() == ["get 3 inmates out", "get four inmates out (win)", "nobody captured"]


def test_dizzle_goals_read_the_levels_rating_table():
    """Level 3's table starts ten points higher, and the text follows it."""
    assert STAGES[7].goal_texts()[0] == "score 61 or more (rated 2 stars)"
    assert STAGES[10].goal_texts()[2] == "score 91 or more (rated 5 stars)"


@pytest.mark.parametrize("number", range(1, len(STAGES) + 1))
def test_every_goal_is_harder_than_the_one_before(number):
    """Goals are cumulative; a later goal that an earlier result already meets would be a free star."""
    stage = STAGES[number - 1]
    for lower, higher in zip(stage.stars, stage.stars[1:]):
        assert higher != lower


def test_the_stage_file_names_its_format_and_version():
    data = json.loads(resources.files("core.campaign").joinpath("stages.json").read_text("utf-8"))
    assert (data["format"], data["version"]) == ("dice-tui-campaign-stages", 1)


def test_a_goal_on_a_measure_the_game_does_not_have_is_refused():
    text = json.dumps({
        "format": "dice-tui-campaign-stages", "version": 1,
        "stages": [{"game": "dize", "title": "x", "stars": [{"at_least": {"margin": 1}}] * 3}],
    })
    with pytest.raises(ValueError, match=r"dize has no measure 'margin' \(it has: score, won\)"):
        parse_stages(text)


def test_an_empty_goal_and_a_missing_star_are_refused():
    with pytest.raises(ValueError, match="needs at least one measure"):
        Goal()
    with pytest.raises(ValueError):
        Stage(game="dize", title="x", stars=(Goal(at_least={"score": 1}),) * 2)


def test_every_game_has_measures_and_the_score():
    assert set(campaign_games()) == {"dalek-dice", "dizzle", "dize", "25-to-dice"}
    assert all("score" in measures_of(game) for game in campaign_games())
