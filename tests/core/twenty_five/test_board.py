"""The board data file and its validator: a bad board never reaches a game."""

import json

import pytest

from core.twenty_five.board import GUARDS, INMATES, load_board, parse_board


def standard_data() -> dict:
    return load_board().model_dump(mode="json")


def reparsed(change) -> None:
    data = standard_data()
    change(data)
    parse_board(json.dumps(data))


def test_standard_board_has_numbers_cells_exits_and_two_closed_patrols():
    board = load_board()
    assert all(1 <= board.number(square) <= 6 for square in board.squares())
    assert tuple(cell.inmate for cell in board.cells) == INMATES
    assert all(cell.opens_onto[0] == board.height - 1 for cell in board.cells)
    assert len(board.exits) == 6 and all(exit.reached_from[0] == 0 for exit in board.exits)
    assert tuple(patrol.guard for patrol in board.patrols) == GUARDS
    assert board.patrol("Green").start == (0, 0)
    assert board.patrol("Blue").start == (board.height - 1, board.width - 1)
    for patrol in board.patrols:
        assert sorted(patrol.route) == sorted(board.squares())


def test_patrol_heading_points_to_the_next_square_of_the_route():
    board = load_board()
    for patrol in board.patrols:
        for here, there in zip(patrol.route, patrol.route[1:] + patrol.route[:1]):
            step = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}[board.heading(patrol.guard, here)]
            assert (here[0] + step[0], here[1] + step[1]) == there


def test_square_names_count_rows_from_the_exits():
    board = load_board()
    assert board.square_name((0, 0)) == "A1"
    assert board.square_name((board.height - 1, 5)) == f"F{board.height}"


def test_unknown_board_name_is_a_clear_value_error():
    with pytest.raises(ValueError, match="unknown board 'moon'"):
        load_board("moon")
    with pytest.raises(ValueError, match="unknown board"):
        load_board("../secrets")


def test_invalid_json_is_a_one_line_value_error():
    with pytest.raises(ValueError, match="not valid JSON") as caught:
        parse_board("{nope")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d["numbers"][0].__setitem__(0, 7), "1 to 6"),
        (lambda d: d["numbers"][1].pop(), "same length"),
        (lambda d: d.__setitem__("numbers", [[1, 2, 3, 4, 5, 6]]), "two rows"),
        (lambda d: d["cells"].reverse(), "in that order"),
        (lambda d: d["cells"][1].__setitem__("opens_onto", d["cells"][0]["opens_onto"]), "same square"),
        (lambda d: d["cells"][0].__setitem__("opens_onto", [0, 0]), "bottom row"),
        (lambda d: d["exits"].pop(), "six exits"),
        (lambda d: d["exits"][2].__setitem__("reached_from", [3, 2]), "top row"),
        (lambda d: d["exits"][2].__setitem__("reached_from", [0, 1]), "same square"),
        (lambda d: d["patrols"].reverse(), "Green and Blue"),
        (lambda d: d["patrols"][0].__setitem__("start", [0, 1]), "top-left"),
        (lambda d: d["patrols"][1].__setitem__("start", [0, 0]), "bottom-right"),
        (lambda d: d["patrols"][0]["route"].pop(), "every square exactly once"),
        (lambda d: d["patrols"][0]["route"].append(d["patrols"][0]["route"][0]), "every square exactly once"),
        (lambda d: d["patrols"][0]["route"].insert(1, d["patrols"][0]["route"].pop(5)), "jumps"),
        (lambda d: d.__setitem__("extra", 1), "extra"),
    ],
)
def test_validator_rejects_a_broken_board_with_a_one_line_reason(change, reason):
    with pytest.raises(ValueError, match=reason) as caught:
        reparsed(change)
    assert "\n" not in str(caught.value)


def test_every_number_must_appear_on_the_grid():
    def no_sixes(d):
        d["numbers"] = [[1 if value == 6 else value for value in row] for row in d["numbers"]]

    with pytest.raises(ValueError, match="every number 1 to 6"):
        reparsed(no_sixes)


def test_standard_board_shows_every_number_once_in_each_row_and_column():
    board = load_board()
    for row in board.numbers:
        assert sorted(row) == [1, 2, 3, 4, 5, 6]
    for column in zip(*board.numbers):
        assert sorted(column) == [1, 2, 3, 4, 5, 6]
