"""The mouse never crashes a screen (issue 26): random clicks, presses, releases and moves,
mixed with keys and sent as fast as a hand on a trackpad, over every screen.

A click on a rules page while its tab switched stopped the app: Textual looked for the
widget under the pointer in the last frame's map, found a text block just removed, and
asked for its parent (`'NoneType' object has no attribute 'region'`).
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual import events

from tests.tui.helpers import app_with, new_session, settle

#: keys that move about a screen without leaving the app (no q, no Ctrl+Q)
KEYS = ["h", "l", "j", "k", "?", "escape", "enter", "tab", "space", "r", "s", "c", "f", "u", "g", "n",
        "up", "down", "left", "right", "1", "2", "3", "pagedown"]
MOUSE = [events.MouseDown, events.MouseUp, events.Click, events.MouseMove, events.MouseScrollDown]

#: where each run starts: the screen, and the keys that open it
SCREENS = {
    "menu": (None, []),
    "new game": (None, ["n"]),
    "load": (None, ["l"]),
    "rules from 25 to Dice": (("25-to-dice", "Ann", 403, {"mode": "solo"}), ["h", "?", "k", "h"]),
    "Dalek Dice": (("dalek-dice", "Ann❤️,🫨Bo,bot:optimal", 9, {}), []),
    "Dizzle": (("dizzle", "Ann,bot:greedy", 3, {"level": 2}), []),
    "diZe": (("dize", "Ann", 5, {"zombies": 10}), []),
    "25 to Dice": (("25-to-dice", "Ann", 403, {"mode": "solo"}), []),
}

actions = st.lists(
    st.one_of(
        st.sampled_from(KEYS).map(lambda key: ("key", key)),
        st.tuples(st.sampled_from(MOUSE), st.integers(0, 79), st.integers(0, 23), st.sampled_from([0, 1, 3])),
    ),
    min_size=10,
    max_size=30,
)


def mouse(kind: type[events.MouseEvent], x: int, y: int, button: int) -> events.MouseEvent:
    return kind(None, x, y, 0, 0, button, False, False, False, screen_x=x, screen_y=y)


async def turns(count: int) -> None:
    """Let the app run `count` turns of the event loop: no time passes, but what a message
    started goes on between the next ones, as it does when a hand is quick."""
    loop = asyncio.get_running_loop()
    for _ in range(count):
        turn = loop.create_future()
        loop.call_soon(turn.set_result, None)
        await turn


async def play(screen: str, steps: list, pause: list[bool]) -> None:
    root = Path(tempfile.mkdtemp(prefix="dice-mouse-")) / "saves"
    start, keys = SCREENS[screen]
    session = None
    if start is not None:
        game, players, seed, options = start
        session = new_session(root, game, players, seed, **options)
    app = app_with(root, session)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press(*keys)
            for step, wait in zip(steps, pause * len(steps), strict=False):
                if step[0] == "key":
                    app.post_message(events.Key(step[1], None))  # as fast as typed: no settling between
                else:
                    app.post_message(mouse(*step))
                if wait:
                    await turns(1)
            await settle(pilot)
            assert app.return_code in (None, 0), app.crash_report.getvalue()  # a quit (Esc on the menu) is fine
    finally:
        if session is not None:
            session.close()


@pytest.mark.parametrize("screen", list(SCREENS))
# the same examples every run (derandomize): a crash they find is found again by whoever runs next
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture],
          derandomize=True, database=None)
@given(steps=actions, pause=st.lists(st.booleans(), min_size=1, max_size=5))
def test_random_mouse_and_keys_never_stop_the_app(screen, steps, pause):
    asyncio.run(play(screen, steps, pause))


async def test_quick_clicks_while_a_rules_page_switches_tabs(save_root):
    """The run that stopped the app: 25 to Dice, `h ? k h`, clicks as the text is replaced."""
    session = new_session(save_root, "25-to-dice", "Ann", seed=403, mode="solo")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h", "?", "k", "h")
        for turn in range(12):
            app.post_message(events.Key("hl"[turn % 2], None))
            for x, y in ((10, 5), (30, 8), (50, 12)):
                for kind in (events.MouseDown, events.MouseUp, events.Click):
                    app.post_message(mouse(kind, x, y, 1))
            await turns(turn % 3)
        await settle(pilot)
        assert app.return_code is None, app.crash_report.getvalue()
