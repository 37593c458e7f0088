"""Forms show where the keyboard is, and Enter in a field never starts anything.

A focused compact field differed from the others by one shade of grey at 256 colours and
not at all at 16 colours or with NO_COLOR, and Enter in a name started the game. Here the
terminal's cells are read as drawn (after Textual's NO_COLOR filter) and their colours
brought down to each colour system a terminal may have: the focused field must look
different from an unfocused one of the same kind, and its row's label must be in reverse
video (an attribute, seen without colour). Every form, in both languages.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from rich.cells import cell_len
from rich.color import ColorSystem
from rich.style import Style
from textual.widget import Widget
from textual.widgets import Button, Input, Select

from tests.tui.helpers import app_with, settle
from tui import i18n
from tui.screens.new_game import NewGameScreen

#: (name, colour system the terminal has, NO_COLOR set)
MODES = [("truecolor", ColorSystem.TRUECOLOR, False), ("256", ColorSystem.EIGHT_BIT, False),
         ("16", ColorSystem.STANDARD, False), ("no-color", ColorSystem.TRUECOLOR, True)]


def _colour(color: Any, system: ColorSystem) -> object:
    if color is None or color.is_default:
        return None
    color = color.downgrade(system)
    return color.number if color.number is not None else color.triplet


def look(style: Style | None, system: ColorSystem) -> tuple[object, ...]:
    """What the terminal shows of a style on a terminal with that colour system."""
    style = style or Style()
    return (_colour(style.color, system), _colour(style.bgcolor, system),
            bool(style.bold), bool(style.reverse), bool(style.underline))


def looks(app: Any, widget: Widget, system: ColorSystem) -> Counter[tuple[object, ...]]:
    """How the cells of a widget look, counted: the most common is the widget's look."""
    if isinstance(widget, Select):
        widget = widget.query_one("SelectCurrent")
    region = widget.region
    strips = app.screen._compositor.render_strips()
    seen: Counter[tuple[object, ...]] = Counter()
    for y in range(region.y, region.bottom):
        x = 0
        for segment in strips[y]:
            for char in segment.text:
                if region.x <= x < region.right:
                    seen[look(segment.style, system)] += 1
                x += cell_len(char)
    return seen


def main_look(app: Any, widget: Widget, system: ColorSystem) -> tuple[object, ...]:
    return looks(app, widget, system).most_common(1)[0][0]


def label_is_reversed(app: Any, widget: Widget) -> bool:
    label = next(iter(widget.parent.query(".form-label")))  # type: ignore[union-attr]
    return any(key[3] for key in looks(app, label, ColorSystem.TRUECOLOR))


async def open_new_game(app, pilot) -> Any:
    await pilot.press("n")
    await settle(pilot)
    return app.screen


async def open_print(app, pilot) -> Any:
    app.screen.action_choose("sheets")
    await settle(pilot)
    return app.screen


async def open_campaign(app, pilot) -> Any:
    app.screen.action_choose("campaign")  # no campaign yet: the new campaign dialog
    await settle(pilot)
    return app.screen


async def open_table(app, pilot) -> Any:
    from tui.table.screen import NewTableScreen

    await app.push_screen(NewTableScreen())
    await settle(pilot)
    return app.screen


#: (form, how it opens, a focused and an unfocused field of the same kind)
PAIRS = [
    ("new game, a name", open_new_game, "#name-0", "#name-1"),
    ("new game, a list", open_new_game, "#game", "#kind-0"),
    ("print sheets", open_print, "#sheet", "#paper"),
    ("new campaign", open_campaign, "#campaign-name", "#campaign-seed"),
    ("new shared table", open_table, "#group", "#seed"),
]


#: every colour mode in English; in Spanish (longer labels, the same styles) the two extremes
LOOKS = [(mode, "en") for mode in MODES] + [(mode, "es") for mode in MODES if mode[0] in ("truecolor", "no-color")]


@pytest.mark.parametrize(("mode", "lang"), LOOKS, ids=[f"{mode[0]}-{lang}" for mode, lang in LOOKS])
async def test_the_focused_field_looks_different_in_every_colour_mode(save_root, monkeypatch, mode, lang):
    _name, system, no_color = mode
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    else:
        monkeypatch.delenv("NO_COLOR", raising=False)
    i18n.use(lang)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for form, opens, focused_id, other_id in PAIRS:
            screen = await opens(app, pilot)
            focused, other = screen.query_one(focused_id), screen.query_one(other_id)
            focused.focus()
            await settle(pilot)
            assert main_look(app, focused, system) != main_look(app, other, system), form
            assert label_is_reversed(app, focused) and not label_is_reversed(app, other), form
            other.focus()  # and back: the mark follows the keyboard
            await settle(pilot)
            assert main_look(app, focused, system) != main_look(app, other, system), form
            assert label_is_reversed(app, other) and not label_is_reversed(app, focused), form
            screen.dismiss(None) if hasattr(screen, "dismiss") and screen.is_modal else app.pop_screen()
            await settle(pilot)


@pytest.mark.parametrize("mode", MODES, ids=[mode[0] for mode in MODES])
async def test_a_dialogs_focused_button_looks_different(save_root, monkeypatch, mode):
    from tui.screens.confirm import ConfirmScreen

    _name, system, no_color = mode
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(ConfirmScreen("Replace it?"))
        await settle(pilot)
        yes, no = app.screen.query_one("#yes", Button), app.screen.query_one("#no", Button)
        assert app.focused is no
        reversed_cells = [sum(n for key, n in looks(app, button, system).items() if key[3]) for button in (no, yes)]
        assert reversed_cells[0] >= len(str(no.label)) and reversed_cells[1] == 0  # its words in reverse video


#: every form in English; in Spanish the two with the most fields
ENTERS = [(opens, "en") for opens in (open_new_game, open_print, open_campaign, open_table)] + \
    [(open_new_game, "es"), (open_table, "es")]  # fmt: skip


@pytest.mark.parametrize(("opens", "lang"), ENTERS, ids=[f"{opens.__name__}-{lang}" for opens, lang in ENTERS])
async def test_enter_in_a_field_moves_on_and_never_starts(save_root, opens, lang):
    i18n.use(lang)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        form = await opens(app, pilot)
        fields = [field for field in form.query(Input) if field.display and field.parent.display]
        assert fields
        for field in fields:
            field.focus()
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            assert app.screen is form, f"Enter in #{field.id} left the form"
            assert app.focused is not field, f"Enter in #{field.id} did not move on"


async def test_the_start_button_still_starts_with_enter(save_root):
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        form = await open_new_game(app, pilot)
        assert isinstance(form, NewGameScreen)
        form.query_one("#start", Button).focus()
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is not form and not isinstance(app.screen, NewGameScreen)
