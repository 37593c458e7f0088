"""Two of the render package's library patches (tui.render.strips, tui.render.renders) keep
Textual's results exactly: a Strip's caches made at first use hold what they held, and a
frame that asks fewer widgets for their lines gets the same cells wherever it draws, on
every game's screen in random reachable states."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rich.segment import Segment
from textual.geometry import Region
from textual.strip import Strip

from tests.tui.helpers import app_with, new_session, settle
from tui.render import renders, strips

KEYS = ["r", "s", "c", "g", "k", "enter", "space", "tab", "left", "right", "up", "down", "1", "2", "3"]
GAMES = {
    "dalek-dice": ("Ann,Bob,bot:cautious", {}),
    "dizzle": ("Ann,bot:greedy", {"level": 4}),
    "dize": ("Ann", {"zombies": 10}),
    "25-to-dice": ("Ann,Bob", {"mode": "competitive"}),
}


def _unset(strip: Strip, name: str) -> bool:
    try:
        getattr(Strip, name).__get__(strip, Strip)  # the slot itself, not __getattr__
    except AttributeError:
        return True
    return False


def test_a_strip_makes_its_caches_when_first_used() -> None:
    strips.install()
    strip = Strip([Segment("dalek"), Segment("dice")])
    assert all(_unset(strip, name) for name in strips.CACHES)
    first = strip.crop(1, 6)
    assert not _unset(strip, "_crop_cache") and _unset(strip, "_divide_cache")
    assert strip.crop(1, 6) is first  # the cache made at first use keeps what it made
    assert first.text == "alekd"
    assert [part.text for part in strip.divide([3, 9])] == ["dal", "ekdice"]


def test_a_strip_still_refuses_a_name_it_does_not_have() -> None:
    strips.install()
    with pytest.raises(AttributeError):
        Strip([]).no_such_cache  # noqa: B018


def _cells(chops: list[dict[int, Strip | None]], cuts: list[list[int]], crop: Region) -> list[list[Any]]:
    """What each row of `crop` shows, chop by chop: (start, text, style) of every chop it meets."""
    shown = []
    for y in crop.line_range:
        row = []
        for (x, strip), end in zip(chops[y].items(), cuts[y][1:], strict=False):
            if end > crop.x and x < crop.right:
                row.append((x, None if strip is None else [(s.text, s.style) for s in strip]))
        shown.append(row)
    return shown


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_frame_draws_the_same_cells_asking_fewer_widgets(tmp_path: Any, game: str) -> None:
    renders.install()
    players, options = GAMES[game]
    session = new_session(tmp_path, game, players, 5, **options)
    app = app_with(tmp_path, session)
    chance = random.Random(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(6):
            for key in chance.choices(KEYS, k=4):
                await pilot.press(key)
            await settle(pilot)
            compositor: Any = app.screen._compositor
            for _ in range(8):
                x, y = chance.randrange(80), chance.randrange(24)
                crop = Region(x, y, chance.randint(1, 80 - x), chance.randint(1, 24 - y))
                ours = compositor._render_chops(crop, lambda row: True)
                every = _stock_chops(compositor, crop)
                assert _cells(ours, compositor.cuts, crop) == _cells(every, compositor.cuts, crop)
                assert len(list(renders.stock(compositor, crop))) >= len(list(compositor._get_renders(crop)))


def _stock_chops(compositor: Any, crop: Region) -> list[dict[int, Strip | None]]:
    """The chops as Textual's own `_get_renders` fills them: every widget whose clip meets the crop."""
    kind = type(compositor)
    patched = kind._get_renders
    kind._get_renders = renders.stock
    try:
        return compositor._render_chops(crop, lambda row: True)
    finally:
        kind._get_renders = patched
