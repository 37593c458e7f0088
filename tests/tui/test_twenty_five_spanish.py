"""25 to Dice's own words in Spanish: the end dialog's lines fit it, the guards keep their
Spanish initials (V for Verde, A for Azul) wherever a letter stands for them."""

from __future__ import annotations

import random
import re

import pytest
from rich.cells import cell_len

from core.game import PlayerSpec
from core.twenty_five import RULES
from saves.session import GameSession
from tests.i18n.leaks import english_words
from tui import i18n
from tui.games.twenty_five.board import guard_letter, guard_name
from tui.games.twenty_five.end import WIDTH, end_lines

#: words the leak check counts as English that the glossary makes Spanish too (el escape)
ALSO_SPANISH = frozenset({"escape", "escapes"})


def spanish_leaks(text: str, names: list[str]) -> list[str]:
    """english_words, reading an accented letter as a letter ("perdéis" is not "is")."""
    def fold(words: str) -> str:
        return re.sub(r"[^\x00-\x7f]", "a", words)

    return [word for word in english_words(fold(text), [fold(name) for name in names])
            if word.lower() not in ALSO_SPANISH]


NAMES = ["Ana", "Bartholomew Fitzgerald", "Li", "Zoë"]
INMATES = ["Ann", "Billy", "Clyde", "Donna", "Eleanor", "Frank"]


def finished(tmp_path, mode: str, seats: int, seed: int):
    players = tuple(PlayerSpec(name=name) for name in NAMES[:seats])
    session = GameSession.create(tmp_path, "25-to-dice", RULES.make_setup(players, seed, mode=mode))
    session._write = lambda *args, **kwargs: None
    rng = random.Random(seed)
    while not RULES.is_over(session.state):
        state = session.state
        session.apply(RULES.bot_command(state, "planner") if rng.random() < 0.8 else rng.choice(
            RULES.legal_commands(state)))
    return session.state


@pytest.mark.parametrize(("mode", "seats"), [("solo", 1), ("coop", 2), ("competitive", 1), ("competitive", 4)])
@pytest.mark.parametrize("seed", range(3))
def test_the_spanish_end_lines_fit_the_dialog(tmp_path, mode: str, seats: int, seed: int) -> None:
    state = finished(tmp_path, mode, seats, seed)
    i18n.use("es")
    lines = end_lines(state, NAMES[:seats])
    assert max(cell_len(line) for line in lines) <= WIDTH, lines
    assert len(lines) <= 13
    # the inmates' exits are named by core ("salida B"), checked with core's words
    leaks = [word for word in spanish_leaks("\n".join(lines), NAMES + INMATES) if word != "exit"]
    assert leaks == [], lines


def test_the_guards_keep_their_spanish_names_and_initials() -> None:
    i18n.use("es")
    assert (guard_name("Green"), guard_name("Blue")) == ("Verde", "Azul")
    assert (guard_letter("Green"), guard_letter("Blue")) == ("V", "Z")  # A is Ann's and column A's
    assert {guard_letter("Green"), guard_letter("Blue")}.isdisjoint({"B", "C", "D", "E", "F"})
    i18n.use("en")
    # no guard's letter is an inmate's (A-F: Ann to Frank) or a column's: B was Billy's too
    assert (guard_letter("Green"), guard_letter("Blue")) == ("G", "L")
    assert {guard_letter("Green"), guard_letter("Blue")}.isdisjoint(set("ABCDEF"))
