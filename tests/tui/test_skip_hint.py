"""The prompt names f (skip the bots) only where f works: not at a shared table's seat,
whose bots the host plays (the key bar hides f there too)."""

from __future__ import annotations

from tests.tui.helpers import new_session


def test_a_dalek_prompt_names_the_skip_key_only_where_it_works(save_root):
    from tui.games.dalek_dice import words

    session = new_session(save_root, "dalek-dice", "bot:cautious,Ann", seed=2)
    state, names = session.state, ["Cautious bot", "Ann"]
    assert "f: skip" in words.prompt(state, names, bot=True, over=False)
    shown = words.prompt(state, names, bot=True, over=False, skip=False)
    assert "f:" not in shown and "is playing" in shown
    session.close()


def test_a_dize_prompt_names_the_skip_key_only_where_it_works(save_root):
    from tui.games.dize import words

    session = new_session(save_root, "dize", "bot:careful", seed=1, zombies=4)
    state = session.state
    session.close()
    assert "f: skip" in words.prompt(state, "Careful bot")
    shown = words.prompt(state, "Careful bot", skip=False)
    assert "f:" not in shown and "is playing" in shown

