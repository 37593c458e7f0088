"""The game protocol: setup checks, the event log's shape, purity, damaged logs, log lines."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import core.dalek_dice
from core.dalek_dice import RULES, DalekState, DiceKept, DiceRolled, GameEnded, Keep, Roll, TurnResult, TurnScored
from core.game import Event, PlayerSpec, ReplayError, Rules, replay
from core.games import rules_for


def players(*names, bot=None):
    return [PlayerSpec(name=name, bot=bot) for name in names]


def test_rules_satisfy_the_protocol_and_the_registry_finds_them():
    assert isinstance(RULES, Rules) and rules_for("dalek-dice") is RULES
    assert (RULES.id, RULES.title, tuple(RULES.bots)) == ("dalek-dice", "Dalek Dice",
                                                           ("cautious", "optimal", "expert"))
    assert (RULES.min_players, RULES.max_players, tuple(RULES.options)) == (2, 6, ())


@pytest.mark.parametrize("kwargs, message", [
    ({"players": players("Ann", "Ann"), "seed": 1}, "every player needs a different name"),
    ({"players": players("Ann", "Bob", bot="genius"), "seed": 1}, "unknown bot 'genius'"),
    ({"players": players("Ann", "Bob"), "seed": 1, "zombies": 3}, "no option 'zombies'"),
])
def test_make_setup_explains_a_bad_setup_in_one_line(kwargs, message):
    with pytest.raises(ValueError, match=message) as error:
        RULES.make_setup(**kwargs)
    assert "\n" not in str(error.value)


def test_events_are_compact_json_and_only_rolls_are_random_only_keeps_undoable():
    assert DiceRolled(values=(3, 3, 5, 1)).model_dump_json() == '{"type":"dice_rolled","values":[3,3,5,1]}'
    kinds = (DiceRolled, DiceKept, TurnScored, GameEnded)
    assert [kind.random for kind in kinds] == [True, False, False, False]
    assert [kind.undoable for kind in kinds] == [False, True, False, False]
    assert all(issubclass(kind, Event) for kind in kinds)


def test_a_log_with_faces_outside_one_to_six_is_damaged():
    setup = RULES.make_setup(players("Ann", "Bob"), seed=5)
    _damaged(setup, [DiceRolled(values=(1, 2, 3, 4, 5, 6, 0, 2, 3, 4))], 1, "a face outside 1..6")
    _damaged(setup, [DiceRolled(values=(1, 2, 3, 4, 5, 6, 7, 2, 3, 4))], 1, "a face outside 1..6")
    roll = DiceRolled(values=(1, 2, 3, 4, 5, 6, 2, 2, 3, 4))
    for face in (0, 7, -1, 99):
        _damaged(setup, [roll, DiceKept(values=(face,))], 2, f"keeps a die showing face {face}")


def test_evolve_returns_a_new_state_and_leaves_the_old_one_alone():
    setup = RULES.make_setup(players("Ann", "Bob"), seed=5)
    before = RULES.start(setup)
    (rolled,) = RULES.decide(before, Roll())
    after = RULES.evolve(before, rolled)
    assert before == RULES.start(setup) and after.rolls == 1 and after.just_rolled
    with pytest.raises(AttributeError):
        after.rolls = 2


def _damaged(setup, log, index, reason):
    with pytest.raises(ReplayError, match=reason) as error:
        replay(RULES, setup, log)
    assert error.value.index == index


def test_a_log_the_rules_could_not_have_produced_is_reported_with_its_event_number():
    setup = RULES.make_setup(players("Ann", "Bob"), seed=5)
    roll = DiceRolled(values=(3, 3, 5, 5, 5, 2, 2, 2, 2, 4))
    _damaged(setup, [DiceRolled(values=(3, 3))], 1, "a roll of 2 dice when 10")
    _damaged(setup, [roll, DiceKept(values=(1,))], 2, "keeps a die showing face 1")
    _damaged(setup, [roll, DiceKept(values=(3, 3, 3))], 2, "keeps a die showing face 3")
    _damaged(setup, [roll, DiceKept(values=())], 2, "keeps no die")
    _damaged(setup, [roll, DiceKept(values=(5,)), TurnScored(player=0, points=9, reason="stopped")],
             3, "the turn scores 0 points, not 9")
    _damaged(setup, [roll, DiceKept(values=(5,)), TurnScored(player=1, points=0, reason="stopped")],
             3, "player 2 scored during player 1's turn")
    _damaged(setup, [roll, DiceKept(values=(5,)), TurnScored(player=0, points=0, reason="doctor")],
             3, "ended by 'stopped'")
    _damaged(setup, [roll, roll], 2, "a roll while the game is in phase 'keep'")
    _damaged(setup, [GameEnded(winners=(0,))], 1, "the game ended before")


def test_log_lines_speak_the_rulebooks_words():
    assert RULES.describe(DiceRolled(values=(3, 3, 5, 1, 6, 6))) == (
        "Rolled 6 dice: Humans 4 x2, Daleks 3, The Doctor, Exterminate! x2.")
    assert RULES.describe(DiceKept(values=(2, 4))) == "Kept Humans 2, Daleks 2."
    assert "Top" in RULES.describe(DiceKept(values=()))
    assert RULES.describe(TurnScored(player=0, points=17, reason="no_dice_left")) == (
        "Player 1 has no dice left and scores 17 points.")
    assert RULES.describe(TurnScored(player=1, points=0, reason="doctor")) == (
        "The Doctor intervenes! Player 2 scores 0 points.")
    assert RULES.describe(TurnScored(player=1, points=24, reason="exterminate")).startswith("EXTERMINATE!")
    assert RULES.describe(GameEnded(winners=(0, 2))) == "Game over: Player 1 and Player 3 share the win."


def test_log_lines_name_the_players_when_given_the_setup():
    from core.game import PlayerSpec

    setup = RULES.make_setup([PlayerSpec(name="Jenna"), PlayerSpec(name="Peter")], seed=1)
    assert RULES.describe(TurnScored(player=1, points=15, reason="exterminate"), setup) == (
        "EXTERMINATE! Peter scores 15 points.")
    assert RULES.describe(GameEnded(winners=(0,)), setup) == "Game over: Jenna wins."


def test_the_state_offers_what_the_tui_draws():
    state = RULES.start(RULES.make_setup(players("Ann", "Bob"), seed=5))
    assert (state.seat, state.turn, state.table_round, state.phase, state.target) == (0, 1, 1, "roll", 60)
    assert (state.dice_left, state.humans, state.daleks, state.last_result) == (10, 0, 0, None)
    assert RULES.progress(state) == "round 1, Ann 0, Bob 0"
    assert isinstance(state, DalekState)


def test_the_last_result_tells_how_the_previous_turn_ended(table):
    table.play_turn("Doc H4 H4 H4 D3 D3 D3 D2 D2 D2", "H4 D3 D3", "Doc H4 H2 D2 D2 D3", "H4 D3")
    table.roll("Doc H2 D2")
    assert table.state.last_result == TurnResult(seat=0, points=0, reason="doctor", humans=8,
                                                 daleks=9, last_roll=(1, 2, 4))
    assert table.state.last_roll == () and table.state.seat == 1


def test_the_core_package_imports_only_pydantic_the_standard_library_and_core():
    """And numpy, the expert's declared dependency; the shipped win table decodes with
    base64, hashlib and sys (byte order); the packed turn graph is searched with bisect."""
    allowed = {"pydantic", "core", "__future__", "collections", "dataclasses", "functools",
               "itertools", "math", "statistics", "typing", "array", "numpy", "base64",
               "hashlib", "sys", "bisect"}
    for path in Path(core.dalek_dice.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                roots = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                roots = {node.module.split(".")[0]}
            else:
                continue
            assert roots <= allowed, f"{path.name} imports {roots - allowed}"


def test_keep_commands_are_canonical_counts_per_face():
    state = RULES.start(RULES.make_setup(players("Ann", "Bob"), seed=5))
    while state.phase != "keep":
        for event in RULES.decide(state, Roll()):
            state = RULES.evolve(state, event)
    keeps = RULES.legal_commands(state)
    assert all(isinstance(keep, Keep) for keep in keeps) and len(set(keeps)) == len(keeps)
