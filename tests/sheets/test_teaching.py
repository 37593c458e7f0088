"""Each printout alone teaches its game: the rules a table needs, read back from the PDF's text.

What someone who has not read the rulebooks needs to play a whole game with ordinary dice and
a pencil (issue 25): Dizzle's How to play, 25 to Dice's winner and the inmate dice rule, diZe's
set-up, the Dalek pad's one name per place. Dizzle's How to play is printed once per table
(issue 33): after all four levels, or alone; a single level's page says where it is. And
nothing on any page of any sheet, custom levels and Spanish included, is printed under 7 points.
"""

from __future__ import annotations

import io
from functools import cache

import pypdf
import pytest

import sheets
from tui import i18n

from .conftest import EVERY_SPECIAL, HERE, page_texts, rendered

TWELVE = HERE / "levels" / "twelve_by_twelve.json"


def flat(data: bytes) -> list[str]:
    """Each page's text on one line (a sentence may wrap anywhere on paper)."""
    return [" ".join(text.split()) for text in page_texts(data)]


# -- Dizzle -------------------------------------------------------------------------------

CORE_RULES = ("How to play", "A round:", "A turn:", "the start player rolls all the dice", "Placing:",
              "next to a die you placed this turn", "Jump:", "No die fits:", "re-roll the offer",
              "give one of this turn's dice back", "Last player:", "one more action", "becomes a cross",
              "Game end:", "fewer crosses")


def test_a_single_level_is_one_page_that_says_where_how_to_play_is() -> None:
    """One level page per player: How to play after each copy came out once per player."""
    (level,) = flat(sheets.render("dizzle", level=1))
    assert "Level 1" in level and "Placing:" not in level
    assert "How to play: a page of its own, printed once per table (Print sheets: Dizzle: how to play)." in level


def test_how_to_play_alone_has_every_rule() -> None:
    (rules,) = flat(sheets.render("dizzle", level="rules"))
    for rule in (*CORE_RULES, "explodes on every other sheet", "crossed its key in an earlier turn",
                 "one per colour for each player", "cross a free planet", "Solo:"):
        assert rule in rules
    assert sheets.default_filename("dizzle", level="rules").startswith("dizzle-how-to-play-")


def test_how_to_play_covers_keys_flags_bombs_and_rockets_where_the_levels_have_them() -> None:
    pages = flat(rendered("dizzle-all"))
    assert len(pages) == 5 and all("Placing:" not in page for page in pages[:4])
    assert all("How to play: the last page of this printout." in page for page in pages[:4])
    rules = pages[4]
    for rule in (*CORE_RULES, "explodes on every other sheet", "crossed its key in an earlier turn",
                 "one per colour for each player", "cross a free planet"):
        assert rule in rules


def test_a_custom_level_points_to_how_to_play_too() -> None:
    pages = flat(sheets.render("dizzle", level_file=str(TWELVE), paper="letter"))
    assert len(pages) == 1 and "printed once per table" in pages[0]


def test_the_round_track_counts_rounds_not_rolls() -> None:
    page = flat(rendered("dizzle-every-special"))[0]
    assert "one box per round" in page and "per roll" not in page


# -- 25 to Dice ----------------------------------------------------------------------------

def test_the_competitive_board_says_who_wins_and_that_the_guard_dice_are_shared() -> None:
    (page,) = flat(rendered("25-to-dice-competitive"))
    assert "The most escapes wins; on a tie, the most points." in page
    assert "Play on until every inmate is out or caught, or time runs out." in page
    assert "the guard dice are rolled once and shared by every board" in page


@pytest.mark.parametrize("case", ["25-to-dice-solo", "25-to-dice-competitive"])
def test_both_boards_roll_one_die_fewer_per_escape_and_say_what_follows_a_capture(case: str) -> None:
    (page,) = flat(rendered(case))
    assert "roll six dice: one die fewer per escape" in page
    assert "not yet out" not in page  # never "a die per inmate not yet out": a capture costs no die
    assert "rub out that inmate's trail" in page and "patrols again from where it stands" in page
    assert "Only one guard pursues an inmate" in page and "a die picks one" in page
    assert "Write the inmate's initial" in page  # how to tell the trails apart


def test_the_solo_board_has_the_co_op_rule() -> None:
    (page,) = flat(rendered("25-to-dice-solo"))
    assert "Four escapes: you win at once." in page
    assert "Co-op" in page and "final say" in page and "You win or lose together." in page


# -- diZe ----------------------------------------------------------------------------------

def test_the_play_mat_sets_up_twenty_dice() -> None:
    (page,) = flat(rendered("dize"))
    assert "Set-up" in page
    assert ("Take 20 ordinary dice. Choose how many are zombies, 2 to 10 (4 for a first game), and put them "
            "on ZOMBIES; the rest are humans") in page
    assert "Only 6s of a successful roll" in page
    assert "move at least one human" in page
    assert "You win when every zombie is executed; you lose when no human is left." in page


# -- Dalek Dice ----------------------------------------------------------------------------

def test_the_pad_gives_the_right_to_the_dice_to_roll_again_alone() -> None:
    (page,) = flat(rendered("dalek-dice"))
    assert "the Right holds the dice to roll again" in page
    assert "your right" not in page.lower()  # kept Daleks join "your Daleks", never a side
    assert "Exterminate!." not in page
    assert "Example of a turn" in page and "8 + 5 = 13 points" in page


# -- sizes ---------------------------------------------------------------------------------

#: every sheet, a big custom level included: (game, options)
EVERY_SHEET = [
    ("dalek-dice", {}), ("dalek-dice", {"players": 6}), ("dize", {}),
    ("25-to-dice", {"mode": "solo"}), ("25-to-dice", {"mode": "competitive"}),
    ("dizzle", {"level": "all"}), ("dizzle", {"level_file": str(EVERY_SPECIAL)}),
    ("dizzle", {"level_file": str(TWELVE)}),
]


def text_sizes(data: bytes) -> list[tuple[float, str]]:
    """The size every text is drawn at, in points on the page (font size through both matrices)."""
    found: list[tuple[float, str]] = []
    for page in pypdf.PdfReader(io.BytesIO(data)).pages:
        def visit(text, cm, tm, font, size):  # pypdf's visitor: the text space's matrix, then the page's
            if text.strip():  # the text's height on the page: its font size along the matrices' y axis
                c, d = tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]
                found.append((size * (c * c + d * d) ** 0.5, text.strip()))
        page.extract_text(visitor_text=visit)
    return found


@cache
def _drawn(game: str, options: tuple[tuple[str, str], ...], paper: str, language: str) -> bytes:
    i18n.use(language)
    try:
        return sheets.render(game, paper=paper, **dict(options))
    finally:
        i18n.use("en")


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_nothing_on_any_page_is_smaller_than_7_points(paper: str, language: str) -> None:
    for game, options in EVERY_SHEET:
        data = _drawn(game, tuple(sorted(options.items())), paper, language)
        small = [(round(size, 2), text) for size, text in text_sizes(data) if size < 7 - 0.01]
        assert small == [], f"{game} {options}"


def test_a4_and_letter_default_names_differ_for_every_sheet() -> None:
    for game, options in EVERY_SHEET:
        assert sheets.default_filename(game, "a4", **options) != sheets.default_filename(game, "letter", **options)
