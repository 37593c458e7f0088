"""Random play with undo: the file on disk always replays to the session's state."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves.session import GameSession
from saves.store import encode, load_game
from tests.saves.conftest import tally_setup


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), data=st.data())
def test_random_commands_and_undos_keep_file_and_session_equal(tmp_path_factory, seed, data):
    root = tmp_path_factory.mktemp("saves")
    with GameSession.create(root, "tally", tally_setup(seed=seed, target=30)) as session:
        for _ in range(30):
            if session.is_over:
                break
            choices = session.rules.legal_commands(session.state)
            if data.draw(st.booleans(), label="undo") and session.can_undo():
                assert session.undo()
            else:
                session.apply(data.draw(st.sampled_from(choices), label="command"))
            loaded = load_game(session.path)
            assert loaded.events == list(session.events) and loaded.state == session.state
        expected = encode("tally", session.setup, session.events, session.created, session.updated)
        assert session.path.read_bytes() == expected
