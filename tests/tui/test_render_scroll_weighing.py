"""The copy weighs a scroll only when it can win (tui.render.shadow `_least_gain`): every
frame it sends is the very frame it sent when it weighed every band, and the terminal
shows exactly the app."""

from __future__ import annotations

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from bench.keys_games import GAMES
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.strips import dirty_spans
from tests.tui.terminal_model import drawn_whole, watch_copies
from tests.tui.test_render_scroll import CONSOLE, WIDTH, changed_screens, full, partial, shown
from tui.render.shadow import Shadow

#: moves played in each game: Dalek Dice's log fills at 80x24 after a dozen (a few more weigh
#: bands; 30 took a minute of the suite for no more kinds of frame)
MOVES = 16


class Recording(Shadow):
    """The copy, keeping every partial frame it sends and counting the bands it weighs."""

    def __init__(self) -> None:
        super().__init__()
        self.scrolls = True  # whatever TERM the tests run under
        self.sent: list[str] = []
        self.weighed = 0

    def partial(self, update, console):
        self.sent.append(super().partial(update, console))
        return self.sent[-1]

    def _band(self, scroll, rows, frame):
        self.weighed += 1
        super()._band(scroll, rows, frame)


class WeighingEvery(Recording):
    """The rule before: every band planned for a frame of MIN_ROWS changed rows is weighed."""

    def _least_gain(self, plain, best):
        return 0


class SureOnly(Recording):
    """Only the sure half of the rule: no plan when the smallest scroll outweighs the frame."""

    def _least_gain(self, plain, best):
        return None if super()._least_gain(plain, best) is None else 0


@settings(max_examples=300, deadline=None)
@given(screens_=changed_screens(), data=st.data())
def test_the_sure_bound_never_changes_a_frame(screens_, data):
    old, new = screens_
    spans = dirty_spans(data, shown(full(old).render_segments(CONSOLE)), shown(full(new).render_segments(CONSOLE)),
                        WIDTH)
    if not spans:
        return
    copies = [SureOnly(), WeighingEvery()]
    for copy in copies:
        copy.wrap(full(old)).render_segments(CONSOLE)
    frames = [copy.wrap(partial(new, spans)).render_segments(CONSOLE) for copy in copies]
    event("scrolled" if "\x1b[r" in frames[1] else "sent cell by cell")
    assert frames[0] == frames[1]
    assert copies[0].rows == copies[1].rows


@pytest.mark.parametrize("size", [(80, 24), (200, 60)], ids=["80x24", "200x60"])
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_real_moves_send_the_bytes_every_band_weighed_sends(save_root, monkeypatch, game, size):
    """The moves bench/bench_keys.py plays, key by key: in Dalek Dice at 80x24 the log moves
    the table beside it, and no band weighed there was ever sent."""
    monkeypatch.setenv("DICE_TUI_BOT_DELAY", "0")
    played = GAMES[game]
    session = new_session(save_root, played.id, played.players, 3, **played.options)
    app = app_with(save_root, session)
    async with app.run_test(size=size) as pilot:
        ruled, every = Recording(), WeighingEvery()
        terminals = watch_copies(app, ruled, every)
        app.screen.refresh()
        await settle(pilot)
        for _ in range(MOVES):
            screen = app.screen
            if getattr(screen, "rules", None) is None or screen.rules.is_over(screen.state):
                break
            aim, play = played.move_keys(screen.rules, screen.state)
            for key in [*aim, play]:
                await pilot.press(key)
                await pilot.pause()
            await pilot.pause()
        assert ruled.sent == every.sent
        assert terminals[0].lines() == terminals[1].lines() == drawn_whole(app)
        if (game, size) == ("dalek-dice", (80, 24)):  # bands there weighed and declined
            assert ruled.weighed < every.weighed
        else:
            assert ruled.weighed <= every.weighed
