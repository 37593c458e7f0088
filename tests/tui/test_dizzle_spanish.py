"""Dizzle's own words in Spanish: the end dialog's lines fit it, a seat named Tú is spoken
to as tú, the built-in levels' names and verdicts are Spanish and a level file's stay as
written, and the sheet's key and lock letters are the Spanish initials (L llave, C cerradura)."""

from __future__ import annotations

import random
import re

import pytest
from rich.cells import cell_len

from core.dizzle import RULES
from core.dizzle.level import SheetField
from core.dizzle.level_words import BUILT_IN
from core.game import PlayerSpec
from saves.session import GameSession
from tests.i18n.leaks import english_words
from tui import i18n
from tui.games.dizzle import tally, words
from tui.games.dizzle.sheet_view import special_text

NAMES = ["Ana", "Bartholomew Fitzgerald", "Li", "Zoë"]


def spanish_leaks(text: str, names: list[str]) -> list[str]:
    """english_words, reading an accented letter as a letter ("perdéis" is not "is")."""
    def fold(words: str) -> str:
        return re.sub(r"[^\x00-\x7f]", "a", words)

    return english_words(fold(text), [fold(name) for name in names])


def finished(tmp_path, seats: int, seed: int, level: int):
    players = tuple(PlayerSpec(name=name) for name in NAMES[:seats])
    session = GameSession.create(tmp_path, "dizzle", RULES.make_setup(players, seed, level=level))
    session._write = lambda *args, **kwargs: None
    rng = random.Random(seed)
    while not RULES.is_over(session.state):
        state = session.state
        session.apply(RULES.bot_command(state, "greedy") if rng.random() < 0.8 else rng.choice(
            RULES.legal_commands(state)))
    return session.state


@pytest.mark.parametrize("seats", [1, 2, 4])
@pytest.mark.parametrize("level", [1, 4])
def test_the_spanish_end_lines_fit_the_dialog(tmp_path, seats: int, level: int) -> None:
    state = finished(tmp_path, seats, seats + level, level)
    i18n.use("es")
    lines = tally.end_lines(state, NAMES[:seats])
    assert max(cell_len(line) for line in lines) <= 58, lines
    assert spanish_leaks("\n".join(lines), NAMES) == [], lines


def test_every_built_in_verdict_fits_the_end_line_in_spanish() -> None:
    i18n.use("es")
    for verdict in BUILT_IN:
        line = "★★★★★  " + "{stars}: {verdict}".format(stars="5 estrellas", verdict=words.level_text(verdict))
        assert cell_len(line) <= 58, line


def test_a_seat_named_tu_is_spoken_to_as_tu() -> None:
    i18n.use("es")
    assert words.looking("Ana", "Tú", short=True) == "Hoja de Ana: Intro vuelve a la tuya."
    assert words.looking("Tú", "Ana", short=True) == "Tu hoja: Intro vuelve a la de Ana."
    assert words.looking("Ana", "Bea").startswith("Estás viendo la hoja de Ana. Intro vuelve a la hoja de Bea")


@pytest.mark.parametrize(("language", "you", "starts", "header"), [
    ("es", "Tú", "Empiezas el turno 1", "· tu turno"), ("en", "You", "You start turn 1", "· your turn")])
def test_a_seat_named_you_starts_its_turn_and_is_to_play_in_the_second_person(language, you, starts, header):
    """The lesson seats the learner as Tú: "Tú empieza el turno 1" and "juega Tú" read wrong."""
    i18n.use(language)
    state = RULES.start(RULES.make_setup((PlayerSpec(name=you), PlayerSpec(name="Bot voraz", bot="greedy")), 1,
                                         level=1))
    assert words.prompt(state, [you, "Bot voraz"], {}, None).startswith(starts)
    assert words.header(state, [you, "Bot voraz"], [False, True])[0].endswith(header)


def test_built_in_words_are_spanish_and_a_level_files_stay_as_written() -> None:
    i18n.use("es")
    assert words.level_text("Three Islands") == "Tres islas"
    assert words.level_text("Were those dice or sugar cubes?") == "¿Eran dados o terrones de azúcar?"
    assert words.level_text("My own level") == "My own level"


def test_keys_and_locks_show_the_spanish_initials() -> None:
    key = SheetField((0, 0), 3, "key", 0, "red")
    lock = SheetField((0, 0), 3, "lock", 0, "red")
    assert (special_text(key), special_text(lock)) == ("KR", "LR")
    i18n.use("es")
    assert (special_text(key), special_text(lock)) == ("LR", "CR")


def test_a_name_too_long_for_its_results_column_is_cut_with_an_ellipsis(tmp_path) -> None:
    """Three players: "Bartholomew Fitzgerald" read "Bartholomew F", a name that looked whole."""
    state = finished(tmp_path, 3, 2, 1)
    lines = tally.end_lines(state, NAMES[:3])
    assert re.search(r"Bartholomew[^ ]* ?…", lines[0]) and "Fitzgerald" not in lines[0], lines[0]
    assert "Ana" in lines[0] and "Li" in lines[0]
