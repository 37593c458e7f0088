"""Setup, the end of the game, co-op and competitive play, one test per rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.game import PlayerSpec
from core.twenty_five import RULES, Substitute, crews
from core.twenty_five.board import square_name
from core.twenty_five.events import GuardDiceRolled, GuardMoved, InmateDiceRolled
from core.twenty_five.state import Inmate

from .helpers import Prison, escape, move, sq


def players(count: int, bot: str | None = None) -> list[PlayerSpec]:
    return [PlayerSpec(name=f"P{seat}", bot=bot) for seat in range(count)]


@pytest.mark.parametrize(
    ("mode", "counts_ok", "counts_bad"),
    [("solo", [1], [2]), ("coop", [2, 6], [1, 7]), ("competitive", [1, 2, 6], [7])],
)
def test_player_counts_solo_one_coop_two_to_six_competitive_one_to_six(mode, counts_ok, counts_bad):
    for count in counts_ok:
        assert RULES.make_setup(players(count), 1, mode=mode).mode == mode
    for count in counts_bad:
        with pytest.raises(ValueError, match=f"{mode} mode needs") as caught:
            RULES.make_setup(players(count), 1, mode=mode)
        assert "\n" not in str(caught.value)


def test_solo_refuses_a_second_player_in_good_english():
    with pytest.raises(ValueError, match=r"^solo mode needs 1 player, not 2$"):
        RULES.make_setup(players(2), 1, mode="solo")
    with pytest.raises(ValueError, match=r"^coop mode needs 2 to 6 players, not 1$"):
        RULES.make_setup(players(1), 1, mode="coop")


def test_the_mode_defaults_to_solo_and_bad_options_are_one_line_errors():
    assert RULES.make_setup(players(1), 1).mode == "solo"
    assert [option.name for option in RULES.options] == ["mode"]
    with pytest.raises(ValueError, match="mode must be one of solo, coop, competitive"):
        RULES.make_setup(players(1), 1, mode="versus")
    with pytest.raises(ValueError, match="no option 'zombies'"):
        RULES.make_setup(players(1), 1, zombies=3)
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        RULES.make_setup(players(1, bot="genius"), 1)


def test_a_planner_bot_may_sit_in_any_seat():
    setup = RULES.make_setup([PlayerSpec(name="You"), PlayerSpec(name="Bot", bot="planner")], 1, mode="coop")
    assert setup.players[1].bot == "planner"


def test_four_escapes_win_at_once():
    prison = Prison()
    prison.out("Donna", "Eleanor", "Frank", status="escaped")
    prison.inmate("Ann", "A2", "A1")
    prison.dice(4, 4)
    prison.do(escape("Ann", 4))
    assert RULES.is_over(prison.state) and RULES.winners(prison.state) == [0]
    assert RULES.progress(prison.state) == "won in round 1, 4 escaped, 0 captured"


def test_coop_inmates_are_dealt_in_neighbouring_blocks_as_evenly_as_possible():
    def dealt(count):
        return crews(RULES.make_setup(players(count), 1, mode="coop"))

    assert dealt(2) == ((0, 1, 2), (3, 4, 5))
    assert dealt(4) == ((0, 1), (2, 3), (4,), (5,))
    assert dealt(5) == ((0, 1), (2,), (3,), (4,), (5,))
    assert dealt(6) == tuple((inmate,) for inmate in range(6))


def test_coop_players_take_turns_to_have_the_final_say(monkeypatch):
    prison = Prison(monkeypatch, mode="coop", players=3)
    seen = []
    for _ in range(4):
        seen.append(RULES.current_player(prison.state))
        prison.guards_move(6, 6, (1, 1, 1, 1, 1, 1))
        assert RULES.current_player(prison.state) == seen[-1]
        prison.end()
    assert seen == [0, 1, 2, 0]


def test_coop_players_win_or_lose_together():
    prison = Prison(mode="coop", players=3)
    prison.out("Donna", "Eleanor", "Frank", status="escaped")
    prison.inmate("Ann", "A2", "A1")
    prison.dice(4)
    prison.do(escape("Ann", 4))
    assert RULES.winners(prison.state) == [0, 1, 2] and RULES.scores(prison.state) == [4, 4, 4]


def test_competitive_each_player_has_a_sheet_and_six_dice_and_the_guard_dice_are_shared(monkeypatch):
    prison = Prison(monkeypatch, mode="competitive", players=2)
    events = prison.guards_move(4, 2, (1, 1, 1, 1, 1, 1), (6, 6, 6, 6, 6, 6))
    assert sum(isinstance(event, GuardDiceRolled) for event in events) == 1
    assert [(event.board, event.guard, event.die) for event in events if isinstance(event, GuardMoved)] == [
        (0, "Green", 4), (0, "Blue", 2), (1, "Green", 4), (1, "Blue", 2)]
    rolled = [event for event in events if isinstance(event, InmateDiceRolled)]
    assert [(event.board, len(event.values)) for event in rolled] == [(0, 6), (1, 6)]
    assert prison.sheet(0).dice == (1,) * 6 and prison.sheet(1).dice == (6,) * 6


def test_competitive_players_spend_their_own_dice_in_seat_order(monkeypatch):
    prison = Prison(monkeypatch, mode="competitive", players=2)
    prison.guards_move(4, 2, (1, 1, 1, 1, 1, 1), (6, 6, 6, 6, 6, 6))
    assert RULES.current_player(prison.state) == 0
    prison.do(move("Ann", "A6"))  # a 1: this sheet's dice
    prison.end()
    assert RULES.current_player(prison.state) == 1
    prison.do(move("Clyde", "C6"))  # a 6 from the second sheet's dice
    assert prison.status("Ann", board=1) == "cell" and prison.status("Clyde", board=0) == "cell"
    prison.end()
    assert prison.state.round == 2 and prison.state.phase == "guards"


def test_competitive_play_goes_on_past_three_captures_and_four_escapes(monkeypatch):
    prison = Prison(monkeypatch, mode="competitive", players=2)
    prison.out("Ann", "Billy", "Clyde")
    prison.out("Ann", "Billy", "Clyde", "Donna", status="escaped", board=1)
    assert not RULES.is_over(prison.state)
    prison.guards_move(6, 6, (1, 1, 1, 1, 1, 1), (1, 1))
    assert len(prison.sheet(1).dice) == 2 and RULES.current_player(prison.state) == 0


def test_competitive_a_finished_sheet_sits_out_and_the_game_ends_when_every_sheet_is_finished(monkeypatch):
    prison = Prison(monkeypatch, mode="competitive", players=2)
    prison.out("Ann", "Billy", "Clyde", "Donna", "Eleanor", "Frank")
    assert RULES.current_player(prison.state) == 1  # the first player still in play rolls the guard dice
    events = prison.guards_move(6, 6, (1, 1, 1, 1, 1, 1))
    assert {event.board for event in events if hasattr(event, "board")} == {1}
    assert RULES.current_player(prison.state) == 1
    prison.out("Ann", "Billy", "Clyde", "Donna", "Eleanor", "Frank", board=1)
    assert RULES.is_over(prison.state) and RULES.current_player(prison.state) is None


def test_competitive_escape_scores_the_unscored_squares_of_its_trail_plus_the_exit():
    prison = Prison(mode="competitive", players=1)
    prison.inmate("Ann", "A3", "A2", "A1")  # 2 + 6 + 3
    prison.dice(4, 5)
    assert prison.do(escape("Ann", 4))[0].points == 15
    assert RULES.scores(prison.state) == [15]


def test_competitive_each_square_scores_once_per_game():
    prison = Prison(mode="competitive", players=1)
    prison.inmate("Ann", "A3", "A2", "A1")
    prison.inmate("Billy", "B3", "A3", "A2", "B2", "B1")  # A3 and A2 score for Ann only
    prison.dice(4, 5)
    prison.do(escape("Ann", 4))
    assert prison.do(escape("Billy", 5))[0].points == 5 + 4 + 1 + 5
    assert RULES.scores(prison.state) == [15 + 15]


def test_competitive_the_pursuing_guard_scores_the_trail_squares_it_walks_as_minus_points(monkeypatch):
    prison = Prison(monkeypatch, mode="competitive", players=1)
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "A4")  # 1 5 2 6 4
    prison.guard("Green", "A5", pursuing="Ann")
    events = prison.guards_move(6, 1, (1, 1, 1, 1, 1, 1))  # Green walks B5, B4: the nearest 6
    green = next(event for event in events if event.type == "guard_moved" and event.guard == "Green")
    assert [square_name(square) for square in green.squares] == ["B5", "B4"] and green.points == -(2 + 6)
    assert prison.sheet().inmates[0].points == -8
    flat = prison.state.layout.flat
    assert prison.sheet().scored >= {flat(sq("B5")), flat(sq("B4"))}
    assert flat(sq("A5")) not in prison.sheet().scored  # the square it set out from is not walked


def test_competitive_a_pursued_inmates_own_moves_score_nothing():
    prison = Prison(mode="competitive", players=1)
    prison.inmate("Ann", "A6", "A5", "B5")
    prison.guard("Green", "A5", pursuing="Ann")
    prison.dice(6)
    assert prison.do(move("Ann", "B4"))[0].points == 0
    assert prison.sheet().inmates[0].points == 0 and not prison.sheet().scored
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "A4", "A3", "A2", "A1")
    prison.guard("Green", "C3", pursuing=None)
    prison.dice(3)
    assert prison.do(escape("Ann", 3))[0].points == 1 + 5 + 2 + 6 + 4 + 2 + 6 + 3 + 3


def test_a_save_from_before_the_pursuit_ruling_replays_into_todays_scores():
    """Older saves stored minus points on a pursued inmate's own moves; the fold follows today's rule."""
    from core.twenty_five.events import InmateMoved

    prison = Prison(mode="competitive", players=1)
    prison.inmate("Ann", "A6", "A5", "B5")
    prison.guard("Green", "A5", pursuing="Ann")
    prison.dice(6)
    old = InmateMoved(board=0, inmate="Ann", die=6, squares=(sq("B4"),), points=-6)
    state = RULES.evolve(prison.state, old)
    assert state.sheets[0].inmates[0].points == 0 and not state.sheets[0].scored


def test_competitive_a_capture_scores_minus_the_remaining_unscored_squares_of_its_trail(monkeypatch):
    prison = Prison(monkeypatch, mode="competitive", players=1)
    prison.inmate("Ann", "A6", "A5", "B5", "B4", "A4")
    prison._set(0, replace(prison.sheet(), scored=frozenset({prison.state.layout.flat((3, 1))})))  # B4 scored
    events = prison.guards_move(4, 2, (1, 1, 1, 1, 1, 1))
    assert [event.points for event in events if event.type == "inmate_captured"] == [-(1 + 5 + 2 + 4)]
    assert RULES.scores(prison.state) == [-12]


def test_competitive_scores_count_numbers_as_they_are_after_substitutions():
    prison = Prison(mode="competitive", players=1)
    prison.out("Frank", status="escaped")
    sheet = prison.sheet()
    prison._set(0, replace(sheet, exits=(replace(sheet.exits[0], value=6, inmate=5), *sheet.exits[1:])))
    prison.inmate("Ann", "B2", "B1")  # B2 shows 4, B1 shows 1
    prison.dice(5)
    prison.do(Substitute(exit=0, square=sq("B2")))
    assert prison.do(escape("Ann", 5))[0].points == 6 + 1 + 5


def finished(prison: Prison, board: int, escaped: int, points: list[int], substitutions=0, scored=0) -> None:
    inmates = [Inmate(status="escaped" if seat < escaped else "captured", points=points[seat]) for seat in range(6)]
    sheet = replace(
        prison.sheet(board), inmates=tuple(inmates), substitutions=substitutions, scored=frozenset(range(scored))
    )
    prison._set(board, sheet)


@pytest.mark.parametrize(
    ("first", "second", "winners"),
    [
        ({"escaped": 3, "points": [1, 1, 1, 0, 0, 0]}, {"escaped": 2, "points": [40, 40, 0, 0, 0, 0]}, [0]),
        ({"escaped": 2, "points": [5, 5, 0, 0, 0, 0]}, {"escaped": 2, "points": [9, 5, 0, 0, 0, 0]}, [1]),
        ({"escaped": 2, "points": [9, 5, 0, 0, 0, 0]}, {"escaped": 2, "points": [20, -6, 0, 0, 0, 0]}, [1]),
        ({"escaped": 2, "points": [7, 7, 0, 0, 0, 0], "substitutions": 2},
         {"escaped": 2, "points": [7, 7, 0, 0, 0, 0], "substitutions": 1}, [1]),
        ({"escaped": 2, "points": [7, 7, 0, 0, 0, 0], "scored": 9},
         {"escaped": 2, "points": [7, 7, 0, 0, 0, 0], "scored": 12}, [0]),
        ({"escaped": 2, "points": [7, 7, 0, 0, 0, 0]}, {"escaped": 2, "points": [7, 7, 0, 0, 0, 0]}, [0, 1]),
    ],
)
def test_competitive_winner_most_escapes_then_score_then_the_rulebooks_tie_breakers(first, second, winners):
    prison = Prison(mode="competitive", players=2)
    finished(prison, 0, **first)
    finished(prison, 1, **second)
    assert RULES.is_over(prison.state) and RULES.winners(prison.state) == winners


def test_competitive_fewer_captured_breaks_a_tie_on_escapes_and_score():
    prison = Prison(mode="competitive", players=2)
    finished(prison, 0, escaped=2, points=[7, 7, 0, 0, 0, 0])
    finished(prison, 1, escaped=2, points=[7, 7, 0, 0, 0, 0])
    prison._set(1, prison.sheet(1).with_inmate(5, status="cell"))  # one fewer captured when time ran out
    prison.state = replace(prison.state, round=16)
    assert RULES.winners(prison.state) == [1]
