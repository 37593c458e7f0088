"""The greedy bot: what it prefers, what it decides, and the statistics it feeds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.dizzle import RULES, field_value
from core.dizzle.commands import Pass, PlaceDie, Reroll, ReturnDie
from core.dizzle.level import parse_pos
from core.dizzle.stats import bot_report
from core.game import PlayerSpec
from tests.core.dizzle.helpers import DizzleTable, level, special


def test_greedy_takes_the_field_worth_most_now(monkeypatch):
    gems = level(specials=special("gem", "A2", points=3) + special("pile", "B1", points=2))
    table = DizzleTable(gems, players=1, monkeypatch=monkeypatch)
    table.roll(1, 2, 4, 4, 5, 5, 6, 6)
    command = RULES.bot_command(table.state, "greedy")
    assert command.at == parse_pos("A2")
    assert field_value(table.state, 0, table.state.board.index(parse_pos("B1"))) < 0


def test_greedy_rerolls_with_nothing_to_lose_and_passes_against_bad_odds(monkeypatch):
    table = DizzleTable(players=2, monkeypatch=monkeypatch)
    table.roll(4, 4, 5, 5, 6, 6, 6)
    assert RULES.bot_command(table.state, "greedy") == Reroll()  # no die of its own at stake
    table = DizzleTable(players=2, monkeypatch=monkeypatch)
    table.roll(1, 3, 4, 4, 5, 5, 6)
    table.place("B1", 1)  # Ann
    table.place("F4", 3)  # Bob
    # Ann needs a 2 (C1) or a 3 (B2) from five dice: 1 - (4/6)^5 = 0.87, so she re-rolls
    assert RULES.bot_command(table.state, "greedy") == Reroll()


def test_greedy_gives_back_the_die_on_its_least_valuable_field(monkeypatch):
    sheet = level(specials=special("gem", "B1", points=3))
    table = DizzleTable(sheet, players=2, monkeypatch=monkeypatch)
    table.roll(1, 3, 3, 5, 5, 6, 6)
    table.place("B1", 1)  # Ann, on the gem
    table.place("F4", 3)  # Bob
    table.place("B2", 3)  # Ann
    table.pass_()  # Bob: F3 and E4 want a 2
    table.reroll(5, 5, 6, 6)  # Ann's last action: C1, A2 want a 2; C2, B3 a 4
    assert RULES.bot_command(table.state, "greedy") == ReturnDie(at=parse_pos("B2"))


def test_greedy_places_a_die_of_a_full_offer_of_13_dice_on_a_field_it_fits():
    """Its decision time is bench/bench_dizzle.py's (target 50 ms): here, what it decides."""
    setup = RULES.make_setup([PlayerSpec(name=f"B{i}", bot="greedy") for i in range(4)], seed=11, level=4)
    state = RULES.start(setup)
    full_offers = 0
    for _ in range(40):  # the first rolls of the game, each a full offer
        command = RULES.bot_command(state, "greedy")
        if state.phase == "place" and len(state.offer) == 13:
            full_offers += 1
            assert isinstance(command, PlaceDie) and command in RULES.legal_commands(state)
        for event in RULES.decide(state, command):
            state = RULES.evolve(state, event)
    assert full_offers > 0


def test_unknown_bot_is_refused():
    state = RULES.start(RULES.make_setup([PlayerSpec(name="A")], seed=1))
    with pytest.raises(ValueError, match="unknown Dizzle bot"):
        RULES.bot_command(state, "clever")


def test_bot_report_gives_one_row_per_level_with_median_quartiles_and_rating_band():
    rows = bot_report(2, seed=5)
    expected = [(bot, number) for bot in ("greedy", "expert") for number in (1, 2, 3, 4)]
    assert [(row["bot"], row["level"]) for row in rows] == expected
    rows = bot_report(4, seed=5, bots=("greedy",))
    for row in rows:
        assert set(row) == {"bot", "level", "games", "mean_score", "median_score", "quartiles", "rating_band",
                            "ceiling", "stars"}
        assert abs(sum(row["stars"].values()) - 1) < 0.01 and row["ceiling"] >= row["median_score"]
        q1, q3 = row["quartiles"]
        assert row["bot"] == "greedy" and row["games"] == 4 and q1 <= row["median_score"] <= q3
        assert "star" in row["rating_band"]
    assert bot_report(2, seed=5, level=3)[0]["level"] == 3
    assert bot_report(2, seed=5, level=3) == bot_report(2, seed=5, level=3)  # seeded


SHUT_IN = ("X 1 . 4 5 6", "2 . 3 5 6 1", "3 4 5 6 1 2", "4 5 6 1 2 3", "5 6 1 2 3 X")


def test_greedy_rerolls_when_a_fit_is_likely_enough_and_passes_otherwise(monkeypatch):
    table = DizzleTable(level(SHUT_IN), players=2, monkeypatch=monkeypatch)
    table.roll(2, 3, 4, 4, 4, 5, 5)
    table.place("A2", 2)  # Ann: only A3 (3) is free next to it
    table.place("F4", 3)  # Bob takes the 3
    # a 3 among five re-rolled dice: 1 - (5/6)^5 = 0.60
    assert RULES.bot_command(table.state, "greedy") == Reroll()
    # among three: 1 - (5/6)^3 = 0.42, not worth risking the die on A2
    assert RULES.bot_command(replace(table.state, offer=(4, 5, 6)), "greedy") == Pass()
    table.reroll(1, 5, 6, 6, 6)
    assert RULES.bot_command(table.state, "greedy") == ReturnDie(at=parse_pos("A2"))
