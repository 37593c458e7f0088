"""The campaign's own rules: unlocking, replays keeping the best, one attempt at a time, the fold."""

from __future__ import annotations

import pytest

from core.campaign import (
    EVENTS,
    AttemptVoided,
    FinishStage,
    StageFinished,
    StageStarted,
    StartStage,
    VoidAttempt,
    check_start,
    replay,
)
from core.game import IllegalMove, ReplayError
from tests.core.campaign.helpers import attempt, fresh, play, setup

WIN_BY_12 = {"score": 64, "won": 1, "margin": 12}


def test_only_the_first_stage_is_open_at_the_start():
    state = fresh()
    assert [state.unlocked(n) for n in (1, 2, 3)] == [True, False, False]
    with pytest.raises(IllegalMove, match=r"^Stage 2 is locked: earn a star on stage 1 first\.$"):
        play(state, StartStage(stage=2, save="x.json"))


def test_one_star_opens_the_next_stage_and_no_star_does_not():
    state = attempt(fresh(), 1, score=20, rating=0)
    assert state.stars(1) == 0 and not state.unlocked(2)
    state = attempt(state, 1, score=35, rating=1)
    assert state.stars(1) == 1 and state.unlocked(2) and not state.unlocked(3)


def test_replaying_keeps_the_best_result():
    state = attempt(fresh(), 1, score=66, rating=3)
    state = attempt(state, 1, score=45, rating=1)
    assert [a.stars for a in state.tries(1)] == [3, 1]
    assert state.best(1).number == 1 and state.stars(1) == 3 and state.total_score == 66


def test_among_equal_stars_the_higher_score_counts_then_the_earlier_attempt():
    state = attempt(fresh(), 1, score=52, rating=2)
    state = attempt(state, 1, score=58, rating=2)
    state = attempt(state, 1, score=58, rating=2)
    assert state.best(1).number == 2 and state.total_score == 58


def test_a_worse_replay_never_locks_a_stage_again():
    state = attempt(fresh(), 1, score=35, rating=1)
    state = attempt(state, 1, score=10, rating=0)
    assert state.unlocked(2)


def test_a_stage_under_way_must_be_resumed_not_started_again():
    state = play(fresh(), StartStage(stage=1, save="a.json"))
    with pytest.raises(IllegalMove, match=r"^Stage 1 is already under way: resume it\.$"):
        check_start(state, 1)


def test_stages_may_be_under_way_side_by_side():
    state = attempt(fresh(), 1, score=40, rating=1)
    state = play(state, StartStage(stage=2, save="b.json"), StartStage(stage=1, save="c.json"))
    assert [n for n, _ in state.in_progress()] == [1, 2]


def test_a_finish_must_name_the_attempt_under_way():
    state = play(fresh(), StartStage(stage=1, save="a.json"))
    with pytest.raises(IllegalMove, match=r"^Attempt 2 of stage 1 is not under way\.$"):
        play(state, FinishStage(stage=1, attempt=2, measures={"score": 1, "rating": 0}))
    with pytest.raises(IllegalMove, match=r"^There is no stage 12: this campaign has 11\.$"):
        play(state, StartStage(stage=12, save="a.json"))


def test_the_stars_are_decided_from_the_measures_not_given():
    state = play(fresh(), StartStage(stage=1, save="a.json"))
    [event] = EVENTS.validate_python([{"type": "stage_finished", "stage": 1, "attempt": 1,
                                        "score": 66, "measures": {"score": 66, "rating": 3}, "stars": 3}])
    from core.campaign import decide

    assert decide(state, FinishStage(stage=1, attempt=1, measures={"score": 66, "rating": 3})) == [event]


def test_a_void_attempt_scores_nothing_and_the_next_one_is_numbered_on():
    state = play(fresh(), StartStage(stage=1, save="a.json"), VoidAttempt(stage=1, attempt=1, reason="gone"))
    assert state.playing(1) is None and state.stars(1) == 0 and state.tries(1)[0].reason == "gone"
    state = play(state, StartStage(stage=1, save="b.json"))
    assert state.playing(1).number == 2


def test_totals_and_completion():
    state = fresh()
    for number in state.numbers:
        measures = {"dizzle": {"score": 70, "rating": 4}, "dize": {"score": 25, "won": 1},
                    "25-to-dice": {"score": 4, "escapes": 4, "captures": 2, "won": 1},
                    "dalek-dice": WIN_BY_12}[state.stage(number).game]  # fmt: skip
        assert not state.complete
        state = attempt(state, number, **measures)
    assert state.complete and state.cleared == 11
    assert state.total_stars == sum(state.stars(n) for n in state.numbers)
    assert state.progress() == f"complete, {state.total_stars} of 33 stars"


def test_the_next_stage_to_play_is_the_first_without_a_star():
    state = attempt(fresh(), 1, score=40, rating=1)
    assert state.frontier() == 2 and state.progress() == "stage 2 of 11, 1 of 33 stars"


def test_names_keep_to_the_seat_name_length():
    from core.campaign import CampaignSetup

    with pytest.raises(ValueError):
        CampaignSetup(name="x" * 25, seed=1, stages=setup().stages)


# -- the fold of a log read from a file -------------------------------------------------------------


def test_replay_rebuilds_the_same_state_as_deciding():
    from core.campaign import decide, evolve

    state, log = fresh(), []
    for command in (
        StartStage(stage=1, save="a.json"),
        FinishStage(stage=1, attempt=1, measures={"score": 55, "rating": 2}),
    ):
        for event in decide(state, command):
            state, log = evolve(state, event), [*log, event]
    assert replay(setup(), log) == state


@pytest.mark.parametrize("events, index, reason", [
    ([StageStarted(stage=1, attempt=2, seed=1, save="a.json")], 1, "stage 1 attempt 2 is out of order"),
    ([StageFinished(stage=1, attempt=1, score=1, measures={}, stars=0)], 1, "stage 1 attempt 1 is not being played"),
    ([StageStarted(stage=1, attempt=1, seed=1, save="a.json"),
      StageStarted(stage=13, attempt=1, seed=1, save="b.json")], 2, "there is no stage 13"),
    ([StageStarted(stage=1, attempt=1, seed=1, save="a.json"),
      AttemptVoided(stage=1, attempt=1, reason="x"),
      AttemptVoided(stage=1, attempt=1, reason="x")], 3, "stage 1 attempt 1 is not being played"),
])  # fmt: skip
def test_a_log_that_does_not_fit_names_the_event_at_fault(events, index, reason):
    with pytest.raises(ReplayError) as caught:
        replay(setup(), events)
    assert (caught.value.index, caught.value.reason) == (index, reason)


def test_a_save_name_is_a_file_name_never_a_path():
    with pytest.raises(ValueError):
        StartStage(stage=1, save="../elsewhere.json")
