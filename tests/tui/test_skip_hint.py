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



def test_a_dizzle_prompt_names_the_skip_key_only_where_it_works(save_root):
    from tui.games.dizzle import words

    session = new_session(save_root, "dizzle", "bot:greedy,Ann", seed=3)
    state = session.state
    session.close()
    names = ["Greedy bot", "Ann"]
    assert "f: skip" in words.waiting(state, names)
    shown = words.waiting(state, names, skip=False)
    assert "f:" not in shown and "is playing" in shown


def test_a_25_to_dice_prompt_names_the_skip_key_only_where_it_works():
    from tui.games.twenty_five.prompt import Turn, prompt_text

    turn = Turn(who="Planner bot", bot=True, over=False, walking=False, own=True, viewed="Planner bot")
    assert "f: skip" in prompt_text(turn, None, None, {}, None)
    shown = prompt_text(turn, None, None, {}, None, skip=False)
    assert "f:" not in shown and "is playing" in shown
