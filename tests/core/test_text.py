"""Names are plain text: every game refuses control characters in a new table's names,
and text from an old file is made visible instead (core.text)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.game import PlayerSpec
from core.games import available, rules_for
from core.text import check_text, text_flaw, visible
from tests.hostile import FORBIDDEN, REFUSED, SHOWN


@pytest.mark.parametrize("text, named", REFUSED.items())
def test_a_control_character_is_refused_with_its_name_in_one_line(text, named):
    with pytest.raises(ValueError) as caught:
        check_text(text, "player name")
    message = str(caught.value)
    assert named in message and "\n" not in message
    assert not FORBIDDEN & set(message)  # the reason quotes the text escaped


@pytest.mark.parametrize("text", SHOWN)
def test_markup_emoji_and_long_names_are_plain_text(text):
    assert text_flaw(text) is None and check_text(text, "name") == text and visible(text) == text


@given(st.text())
def test_visible_text_holds_no_control_character_and_keeps_its_length(text):
    shown = visible(text)
    assert not FORBIDDEN & set(shown)
    assert len(shown) == len(text) and text_flaw(shown) is None
    assert (shown == text) == (text_flaw(text) is None)


def test_no_unsafe_character_is_printable_so_printable_text_skips_the_pattern():
    """visible and text_flaw pass a `str.isprintable` text without compiling their pattern:
    exact only while every character the pattern refuses is one Python does not print."""
    from core.text import _unsafe

    for lines in (False, True):
        pattern = _unsafe(lines=lines)
        assert not [char for char in map(chr, range(0x110000)) if pattern.match(char) and char.isprintable()]


def test_visible_lines_keep_their_line_feeds_only():
    assert visible("a\nb\x1b", lines=True) == "a\nb\u241b"
    assert visible("a\nb") == "a\u240ab"


def _table(rules, name: str) -> list[PlayerSpec]:
    others = [PlayerSpec(name=f"Bot {n}", bot=rules.bots[0]) for n in range(rules.min_players - 1)]
    return [PlayerSpec(name=name), *others]


@pytest.mark.parametrize("game", available())
@pytest.mark.parametrize("text", list(REFUSED))
def test_every_game_refuses_a_control_character_in_a_player_name(game, text):
    rules = rules_for(game)
    # pydantic itself refuses an unpaired surrogate when the seat is made
    with pytest.raises(ValueError, match=r"player name|unicode string"):
        rules.make_setup(_table(rules, text), seed=1)


@pytest.mark.parametrize("game", available())
@pytest.mark.parametrize("text", SHOWN)
def test_every_game_seats_a_player_whatever_plain_text_they_are_called(game, text):
    rules = rules_for(game)
    setup = rules.make_setup(_table(rules, text), seed=1)
    assert setup.players[0].name == text
