"""End-of-game points by category, and who wins. Sheets are drawn directly as crosses."""

from __future__ import annotations

from dataclasses import replace

from core.dizzle import RULES, crosses, score_breakdown
from core.dizzle.state import PlayerSheet
from tests.core.dizzle.helpers import DizzleTable, level, mask, special

#   A B C D E F
# 1 X 1 2 3 4 5    gems B1 (3) and C1 (2); bomb E1 (4); pile F1 (2); an arrow on row 1 (5)
# 2 2 3 4 5 6 1    yellow puzzle B2, C2; purple puzzle D2; an arrow on column A (4)
# 3 3 4 5 6 1 2    framed block D3:E4 (10)
# 4 4 5 6 1 2 3
# 5 5 6 1 2 3 X
SCORED = level(
    specials=special("gem", "B1", points=3)
    + special("gem", "C1", points=2)
    + special("bomb", "E1", points=4)
    + special("pile", "F1", points=2)
    + special("puzzle", "B2", "C2", colour="yellow")
    + special("puzzle", "D2", colour="purple"),
    arrows=[{"row": 1, "points": 5}, {"column": "A", "points": 4}],
    puzzles=[{"colour": "yellow", "points": 7}, {"colour": "purple", "points": 3}],
    block={"at": "D3", "points": 10},
)


def _with_sheets(players: int, *sheets: dict) -> object:
    table = DizzleTable(SCORED, players=players)
    state = table.state
    made = tuple(
        PlayerSheet(
            crossed=state.board.starts | mask(state, *s.get("crossed", ())),
            exploded=mask(state, *s.get("exploded", ())),
            flags=s.get("flags", ()),
        )
        for s in sheets
    )
    return replace(state, sheets=made)


def test_crossed_gems_score_their_points():
    state = _with_sheets(2, {"crossed": ["B1"]}, {})
    assert score_breakdown(state, 0)["gems"] == 3


def test_a_fully_crossed_row_or_column_with_an_arrow_scores_its_points():
    state = _with_sheets(2, {"crossed": ["B1", "C1", "D1", "E1", "F1", "A2", "A3", "A4"]}, {"crossed": ["A2"]})
    assert score_breakdown(state, 0)["rows and columns"] == 5
    assert score_breakdown(state, 1)["rows and columns"] == 0
    state = _with_sheets(2, {"crossed": ["A2", "A3", "A4", "A5"]}, {})
    assert score_breakdown(state, 0)["rows and columns"] == 4


def test_an_exploded_bomb_spoils_its_line_for_good():
    state = _with_sheets(2, {"crossed": ["B1", "C1", "D1", "F1"], "exploded": ["E1"]}, {})
    assert score_breakdown(state, 0)["rows and columns"] == 0
    assert score_breakdown(state, 0)["bombs"] == -4


def test_a_puzzle_colour_scores_only_when_all_its_pieces_are_crossed():
    state = _with_sheets(2, {"crossed": ["B2", "C2"]}, {"crossed": ["B2", "D2"]})
    assert score_breakdown(state, 0)["puzzles"] == 7
    assert score_breakdown(state, 1)["puzzles"] == 3


def test_the_framed_block_scores_ten_when_its_four_fields_are_crossed():
    state = _with_sheets(2, {"crossed": ["D3", "E3", "D4", "E4"]}, {"crossed": ["D3", "E3", "D4"]})
    assert score_breakdown(state, 0)["framed block"] == 10
    assert score_breakdown(state, 1)["framed block"] == 0


def test_crossed_brown_piles_and_exploded_bombs_take_points_off():
    state = _with_sheets(2, {"crossed": ["F1"], "exploded": ["E1"]}, {})
    breakdown = score_breakdown(state, 0)
    assert breakdown["brown piles"] == -2 and breakdown["bombs"] == -4
    assert RULES.scores(state)[0] == -6


def test_the_breakdown_lists_only_the_categories_the_level_has():
    plain = DizzleTable(level(specials=special("gem", "B1", points=1)), players=1).state
    assert list(score_breakdown(plain, 0)) == ["gems"]


def test_a_tie_goes_to_the_player_with_fewer_crosses():
    state = _with_sheets(2, {"crossed": ["C1", "A3"]}, {"crossed": ["C1"]})  # both 2 points
    over = replace(state, phase="over", actor=None)
    assert RULES.scores(over) == [2, 2]
    assert (crosses(over, 0), crosses(over, 1)) == (2, 1)
    assert RULES.winners(over) == [1]


def test_a_tie_on_points_and_crosses_is_a_shared_win():
    state = _with_sheets(3, {"crossed": ["C1"]}, {"crossed": ["C1"]}, {"crossed": ["A3"]})
    over = replace(state, phase="over", actor=None)
    assert RULES.winners(over) == [0, 1]


def test_no_winner_while_the_game_is_on():
    assert RULES.winners(_with_sheets(2, {"crossed": ["B1"]}, {})) == []
