"""GameSession: a new game is saved at once, every event is written, undo, reopen."""

from __future__ import annotations

import json

import pytest

from core.game import IllegalMove
from saves.session import GameSession
from saves.store import encode, load_game
from tests.saves.conftest import bot_log, play_bots, tally_setup
from tests.saves.tally import Bank, DieKept, TallyKeep, TallyRoll, TallyRolled


def saved_events(session) -> list[dict]:
    return json.loads(session.path.read_bytes())["events"]


def test_a_new_game_is_saved_before_its_first_event(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        assert session.path.parent == root
        assert session.path.name.startswith("tally-") and session.path.suffix == ".json"
        loaded = load_game(session.path)
        assert loaded.events == [] and loaded.setup == session.setup
        assert loaded.created == session.created == session.updated


def test_reopened_game_has_the_same_state_and_the_same_future_dice(root):
    setup = tally_setup(seed=11, target=1000)
    with GameSession.create(root, "tally", setup) as first:
        play_bots(first, 25)
        path, events, state = first.path, first.events, first.state
        created, updated = first.created, first.updated
    with GameSession.open(path) as again:
        assert again.events == events and again.state == state
        assert (again.created, again.updated) == (created, updated)
        play_bots(again, 30)
        resumed = again.events
    # the resumed game rolled exactly what an uninterrupted game rolls
    assert list(resumed) == bot_log(setup, len(resumed))
    assert len(resumed) > len(events)


def test_every_event_is_on_disk_when_apply_returns(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        for _ in range(12):
            session.apply(session.rules.bot_command(session.state, "greedy"))
            assert len(saved_events(session)) == len(session.events)
            assert load_game(session.path).state == session.state


def test_illegal_move_propagates_and_writes_nothing(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        before = session.path.read_bytes()
        with pytest.raises(IllegalMove, match="Keep at least one die"):
            session.apply(Bank())
        assert session.path.read_bytes() == before and session.events == ()


def test_undo_takes_back_own_decisions_but_never_the_roll(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        session.apply(TallyRoll())
        rolled = session.state
        session.apply(TallyKeep(die=0))
        session.apply(TallyKeep(die=0))
        assert [type(e) for e in session.events] == [TallyRolled, DieKept, DieKept]
        assert session.undo() and session.undo()
        assert session.state == rolled
        assert len(saved_events(session)) == 1
        assert session.undo() is False  # the roll stays
        assert session.events[-1] == TallyRolled(values=rolled.roll)


def test_undo_never_reaches_into_the_previous_turn(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        session.apply(TallyRoll())
        session.apply(TallyKeep(die=0))
        session.apply(Bank())
        assert session.rules.current_player(session.state) == 1
        before = session.path.read_bytes()
        assert session.undo() is False
        assert session.path.read_bytes() == before


def test_a_finished_game_cannot_be_undone_or_played_on(root):
    with GameSession.create(root, "tally", tally_setup(target=5)) as session:
        play_bots(session, 50)
        assert session.is_over
        assert session.undo() is False
        with pytest.raises(IllegalMove):
            session.apply(TallyRoll())


def test_a_closed_session_refuses_to_write(root):
    session = GameSession.create(root, "tally", tally_setup())
    session.close()
    session.close()  # twice is fine
    with pytest.raises(RuntimeError):
        session.apply(TallyRoll())


def test_a_setup_given_as_a_dict_is_validated(root):
    setup = tally_setup().model_dump(mode="json")
    with GameSession.create(root, "tally", setup) as session:
        assert session.setup == tally_setup()
    with pytest.raises(ValueError):
        GameSession.create(root, "tally", {**setup, "seed": "many"})


def test_the_file_written_is_exactly_the_encoding_of_the_log(root):
    """The session's cached event JSON never drifts from a fresh encoding, undo included."""
    with GameSession.create(root, "tally", tally_setup(target=1000)) as session:
        play_bots(session, 9)
    with GameSession.open(session.path) as session:
        for step in range(40):
            if step % 3 == 2 and session.undo():
                pass
            else:
                session.apply(session.rules.bot_command(session.state, "greedy"))
            expected = encode("tally", session.setup, session.events, session.created, session.updated)
            assert session.path.read_bytes() == expected


def test_undo_right_after_opening_takes_back_the_decision_read_from_the_file(root):
    with GameSession.create(root, "tally", tally_setup()) as session:
        session.apply(TallyRoll())
        session.apply(TallyKeep(die=0))
        session.apply(TallyKeep(die=0))
    with GameSession.open(session.path) as again:
        assert again.undo() and again.undo() and not again.undo()
        assert [type(e) for e in load_game(again.path).events] == [TallyRolled]
