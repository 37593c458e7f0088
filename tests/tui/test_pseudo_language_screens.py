"""Every game's whole-screen property in the pseudo-language (tui.i18n.pseudo): every
message bracketed, accented and a third longer. A plain English word on screen is a
string that never reached the catalogues, and a cropped widget is a label that would not
fit a longer language: both fail here, as they do in Spanish."""

from __future__ import annotations

import asyncio
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.lang import _
from tests.tui import test_dalek_dice_whole_screen as dalek
from tests.tui import test_dize_whole_screen as dize
from tests.tui import test_dizzle_whole_screen as dizzle
from tests.tui import test_twenty_five_fit as twenty_five
from tests.tui.screen_check import every_reachable, playouts
from tui import i18n


@pytest.fixture(autouse=True)
def _pseudo():
    i18n.use("qps")
    assert _("Keep") == "[ĶĶééƥ]"  # the pseudo catalogue is read
    yield


@pytest.mark.slow
def test_every_reachable_dalek_dice_table_is_whole_in_the_pseudo_language(save_root):
    checked = playouts(dalek.app_with(save_root), 6, lambda table, data, checked: dalek.play_and_check(
        table, save_root, data, checked, spanish=True))
    assert len(checked) >= 25


@pytest.mark.slow
def test_every_reachable_dize_table_is_whole_in_the_pseudo_language(save_root):
    checked = playouts(dize.app_with(save_root), 5, lambda table, data, checked: dize.play_and_check(
        table, save_root, data, checked, spanish=True))
    assert len(checked) >= 25


@pytest.mark.slow
def test_every_reachable_dizzle_table_is_whole_in_the_pseudo_language(save_root):
    games: list = []
    checked = playouts(dizzle.app_with(save_root), 5, lambda table, data, checked: dizzle.play_and_check(
        table, save_root, data, checked, games))
    assert len(checked) >= 20


@pytest.mark.slow
@every_reachable(2)
@given(
    table=st.sampled_from(twenty_five.TABLES),
    seed=st.integers(0, 10**6),
    names=st.permutations(twenty_five.NAMES),
    playout=st.integers(0, 2**32 - 1),
)
def test_every_reachable_twenty_five_state_is_whole_in_the_pseudo_language(table, seed, names, playout):
    i18n.use("qps")  # hypothesis runs each example outside the fixture's scope
    mode, seats = table
    checked = asyncio.run(twenty_five.play_and_check(mode, seats, seed, list(names), random.Random(playout),
                                                     twenty_five.SPANISH_STATES))
    assert checked >= twenty_five.SPANISH_STATES
