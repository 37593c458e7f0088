"""Dizzle against the shared protocol: the Rules shape, event flags, log lines, options."""

from __future__ import annotations

import typing

from core.dizzle import RULES
from core.dizzle import events as ev
from core.game import Event, PlayerSpec, Rules
from core.games import rules_for


def _event_types() -> list[type[Event]]:
    union = typing.get_args(typing.get_args(ev.DizzleEvent)[0])
    return list(union)


def test_rules_satisfy_the_protocol_and_the_registry_finds_them():
    assert isinstance(RULES, Rules)
    assert rules_for("dizzle") is RULES
    assert (RULES.id, RULES.title, RULES.min_players, RULES.max_players) == ("dizzle", "Dizzle", 1, 4)
    assert [o.name for o in RULES.options] == ["level"] and RULES.options[0].choices == (1, 2, 3, 4)


def test_only_dice_events_are_random_and_only_the_solo_placement_is_undoable():
    random = {t.__name__ for t in _event_types() if t.random}
    undoable = {t.__name__ for t in _event_types() if t.undoable}
    assert random == {"DizzleDiceRolled", "DiceRerolled", "ExtraDiceRolled"}
    assert undoable == {"SoloDiePlaced"}


def test_every_event_type_has_a_snake_case_type_tag_and_a_log_line():
    samples = [
        ev.DizzleDiceRolled(turn=0, player=0, values=(1, 2)),
        ev.DiePlaced(player=1, pips=3, at=(3, 2)),
        ev.SoloDiePlaced(pips=3, at=(3, 2)),
        ev.ExtraDiceRolled(values=(4, 4), removed=(4,)),
        ev.PlayerPassed(player=0),
        ev.PlayerPassed(player=0, withdrew=True),
        ev.DiceRerolled(player=0, values=(5,)),
        ev.DieReturned(player=0, pips=2, at=(0, 1)),
        ev.NoDieToReturn(player=1),
        ev.TurnEnded(turn=2, exploded=((1, (0, 1)),), flags=(ev.FlagTaken(player=0, colour="red", points=10),)),
        ev.PlanetCrossed(player=0, at=(0, 0)),
        ev.DizzleGameEnded(reason="rounds"),
    ]
    assert {type(s) for s in samples} == set(_event_types())
    for sample in samples:
        name = type(sample).__name__.removeprefix("Dizzle")  # the prefix keeps class names unique
        assert sample.type == "".join("_" + c.lower() if c.isupper() else c for c in name)[1:]
        line = RULES.describe(sample)
        assert line.endswith(".") and "\n" not in line
    assert RULES.describe(samples[1]) == "Player 2 places a 3 on C4."
    assert "explodes on Player 2's sheet" in RULES.describe(samples[9])
    assert RULES.events.validate_json(RULES.events.dump_json(samples)) == samples


def test_progress_is_one_short_line():
    setup = RULES.make_setup([PlayerSpec(name="Ann"), PlayerSpec(name="Bob", bot="greedy")], seed=2, level=3)
    state = RULES.start(setup)
    assert RULES.progress(state) == "level 3, round 1 of 6, Ann 0, Bob 0"
    assert RULES.current_player(state) == 0 and not RULES.is_over(state)
