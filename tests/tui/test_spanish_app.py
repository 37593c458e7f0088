"""The app's own screens in Spanish: the language chosen in the menu (live, and remembered
for the next start), the rules pages, the key names, argparse's words, and every screen of
the menu, forms, lists, dialogs, campaigns and shared tables whole at 80x24 with no English
word left on it.

Words from other catalogues (a game's progress line, core's bot seat names and option
labels, the campaign's stage titles and goals) are checked by their own tests: they are
passed here as names, so this file fails only on the app's own words.
"""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from datetime import datetime

import pytest

from core import lang
from core.games import GAMES, rules_for
from core.lang import _
from core.seat_names import bot_name
from tests.i18n.leaks import english_words
from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import LARGE, SIZE, cropped, screen_lines
from tests.tui.table_helpers import host_app, show_tables, stand_for
from tui import i18n
from tui.screens.menu import MenuScreen


def others_words() -> list[str]:
    """Words other catalogues translate (core's seat names and option labels)."""
    words = [bot_name(kind) for game in GAMES for kind in rules_for(game).bots]
    words += [option.label for game in GAMES for option in rules_for(game).options]
    return words


def whole_and_spanish(app, names=(), others=()) -> str:
    """The screen's text, after checking that nothing is cut and no English is left.

    `others` are texts of other catalogues, taken out whole (or as a cell cut them) before
    the check; an Input holding a long path scrolls inside itself by design."""
    text = "\n".join(screen_lines(app))
    problems = [problem for problem in cropped(app.screen) if not problem.startswith("Input#")]
    assert problems == [], text
    rest = " ".join(text.split())  # a text of theirs may be wrapped over lines
    for other in sorted(others, key=len, reverse=True):
        other = " ".join(other.split())
        for width in (None, 20, 19, 18):
            piece = other if width is None or len(other) <= width else other[: width - 1] + "…"
            rest = rest.replace(piece, " ")
    assert english_words(rest, [*names, *others_words()]) == [], text
    return text


# -- the language, chosen in the menu ---------------------------------------------------------
async def test_the_menu_switches_to_spanish_at_once_and_a_new_start_remembers_it(save_root):
    from textual.widgets import OptionList

    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Language: English" in "\n".join(screen_lines(app))
        await pilot.press("i")
        await settle(pilot)
        assert lang.language() == "es" and isinstance(app.screen, MenuScreen)
        text = whole_and_spanish(app)
        assert "Nueva partida" in text and "Idioma: Español" in text and "i Idioma" in text
        options = app.screen.query_one("#menu-options", OptionList)
        assert options.get_option_at_index(options.highlighted or 0).id == "language"
    assert i18n.remembered(save_root) == "es"

    i18n.use("en")  # a new start on the same folder: the remembered choice wins over the locale
    i18n.use(i18n.choose(None, save_root))
    again = app_with(save_root)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Cargar partida" in "\n".join(screen_lines(again))
        again.screen.action_choose("language")  # and back to English, remembered too
        await settle(pilot)
        assert lang.language() == "en" and "Load game" in "\n".join(screen_lines(again))
    assert i18n.remembered(save_root) == "en"


async def test_the_key_bar_names_keys_as_a_spanish_keyboard_does(save_root):
    from tui.screens.rules import RulesScreen

    i18n.use("es")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(RulesScreen())
        await settle(pilot)
        bar = screen_lines(app)[-1]
        assert "AvPág Página" in bar and "Esc Volver" in bar
    from tui.keys import key_in_language

    assert [key_in_language(word) for word in ("space", "pgup", "home", "end", "delete", "shift+tab")] == [
        "Espacio", "RePág", "Inicio", "Fin", "Supr", "Mayús+Tab"]


async def test_ctrl_c_says_how_to_quit_in_plain_words(save_root):
    for code, words in (("en", "Press ctrl+q to quit the app"), ("es", "Pulsa ctrl+q para salir de la aplicación")):
        i18n.use(code)
        app = app_with(save_root)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            app.action_help_quit()
            await settle(pilot)
            shown = [str(notice.message) for notice in app._notifications]
            assert shown == [words]  # no "[b]" markup shown literally


# -- the rules pages ------------------------------------------------------------------------
def test_a_rules_page_is_read_in_spanish_when_it_is_translated(tmp_path, monkeypatch):
    from tui.screens import rules

    (tmp_path / "es").mkdir()
    (tmp_path / "keys.md").write_text("# Keys\n\nEnglish.\n", encoding="utf-8")
    (tmp_path / "dize.md").write_text("# diZe\n\nEnglish only.\n", encoding="utf-8")
    (tmp_path / "es" / "keys.md").write_text("# Teclas\n\nEspañol.\n", encoding="utf-8")
    monkeypatch.setattr(rules, "CHECKOUT", tmp_path)
    assert rules.read_page("keys") == "# Keys\n\nEnglish.\n"
    i18n.use("es")
    assert rules.read_page("keys") == "# Teclas\n\nEspañol.\n"
    assert rules.read_page("dize") == "# diZe\n\nEnglish only.\n"  # not translated yet: English
    assert rules.pages()["keys"][0] == "Teclas"


async def test_the_rules_screen_in_spanish(save_root, tmp_path, monkeypatch):
    from tui.screens import rules

    spanish = tmp_path / "rules"
    (spanish / "es").mkdir(parents=True)
    for number, page in enumerate(rules.pages(), start=1):
        (spanish / "es" / f"{page}.md").write_text(f"# Página {number}\n\nLas reglas, en español.\n", encoding="utf-8")
    monkeypatch.setattr(rules, "CHECKOUT", spanish)
    i18n.use("es")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        text = whole_and_spanish(app)
        assert "Teclas" in text and "en español" in text


# -- the command line -----------------------------------------------------------------------
def run_cli(*argv: str) -> tuple[int, str]:
    from tui.cli import main

    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(out):
        try:
            code = main(list(argv))
        except SystemExit as done:
            code = int(done.code or 0)
    return code, out.getvalue()


HELPS = [[], ["new"], ["resume"], ["saves"], ["bots"], ["campaign"], ["campaign", "new"], ["campaign", "list"],
         ["campaign", "resume"], ["table"], ["table", "new"], ["table", "list"], ["table", "join"], ["table", "close"]]


@pytest.mark.parametrize("code", ["en", "es"])
def test_every_help_fits_80_columns(code, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    for words in HELPS:
        status, out = run_cli("--lang", code, *words, "--help")
        assert status == 0
        long = [line for line in out.splitlines() if len(line) > 80]
        assert long == [], (words, long)


def test_argparse_speaks_spanish(monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    status, out = run_cli("--lang", "es", "--help")
    assert status == 0 and out.startswith("uso: dice-tui")
    assert "argumentos posicionales:" in out and "opciones:" in out and "muestra este mensaje de ayuda y sale" in out
    status, out = run_cli("--lang", "es", "table")
    assert status == 2 and "hacen falta los siguientes argumentos: ACTION" in out and "uso:" in out
    status, out = run_cli("--lang", "es", "saves", "--bogus")
    assert status == 2 and "argumentos no reconocidos: --bogus" in out
    status, out = run_cli("--lang", "es", "bots", "dalek-dice", "--turns", "x")
    assert status == 2 and "valor int no válido: 'x'" in out
    status, out = run_cli("--lang", "en", "table")
    assert status == 2 and "the following arguments are required: ACTION" in out and "usage:" in out


# -- every screen, whole and Spanish --------------------------------------------------------
@pytest.mark.parametrize("size", [SIZE, LARGE], ids=["80x24", "120x40"])
async def test_the_menu_and_the_new_game_form_of_every_game(save_root, size):
    from textual.widgets import Select

    from tui.screens.new_game import NewGameScreen

    i18n.use("es")
    app = app_with(save_root)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        whole_and_spanish(app)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        for game in GAMES:
            app.screen.query_one("#game", Select).value = game
            await settle(pilot)
            screen = app.screen
            note = screen._game_note({o.name: screen.options.get(o.name, o.default) for o in screen.rules.options})
            text = whole_and_spanish(app, ["sam", note])  # a game's own note is its catalogue's
            assert "Semilla" in text and "Empezar partida" in text


@pytest.mark.parametrize("size", [SIZE, LARGE], ids=["80x24", "120x40"])
async def test_the_load_list_with_saves_speaks_spanish_dates(save_root, size):
    from tui.screens.load import LoadScreen, _when

    for game, players in (("dalek-dice", "Ana,Bea"), ("dize", "Ana"), ("dizzle", "Ana,Bea")):
        new_session(save_root, game, players, seed=4).close()
    (save_root / "broken.json").write_text('{"format": "dice-tui-save", "version": 2')
    i18n.use("es")
    app = app_with(save_root)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen) and len(app.screen.infos) == 4
        progress = [info.progress for info in app.screen.infos]  # core's words (the game's progress line)
        text = whole_and_spanish(app, ["Ana", "Bea", "broken.json"], progress)
        assert "Última vez" in text and "✗ dañada" in text and "▶ sin terminar" in text
        await pilot.press("d")
        await settle(pilot)
        text = whole_and_spanish(app, ["Ana", "Bea", "broken.json"], progress)
        assert "¿Eliminar esta partida guardada?" in text and "Conservar (n)" in text
    now = datetime.now()
    assert _when(now.replace(month=11, day=25, hour=22, minute=53)) == "25/11 22:53"
    assert _when(datetime(2020, 11, 25, 22, 53)) == "25/11/2020"


async def test_print_sheets_end_and_too_small(save_root):
    from saves.session import GameSession
    from tests.tui.test_end_dialogs import finished
    from tui.screens.end import EndScreen
    from tui.screens.print_sheets import PrintSheetsScreen

    path = finished(save_root, "dalek-dice", "bot:cautious,bot:optimal")
    i18n.use("es")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.action_choose("sheets")
        await settle(pilot)
        assert isinstance(app.screen, PrintSheetsScreen)
        from textual.widgets import Input

        sheets = [label for label, _key, _options, _asks in app.screen.sheets]  # the sheets' catalogue
        app.screen.query_one("#path", Input).value = "/tmp/hojas.pdf"
        await settle(pilot)
        whole_and_spanish(app, others=sheets)
        await pilot.resize_terminal(70, 20)
        await settle(pilot)
        text = "\n".join(screen_lines(app))
        assert "La terminal mide 70x20" in text and english_words(text) == []
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
    names = [bot_name("cautious"), bot_name("optimal")]
    game = app_with(save_root, GameSession.open(path))
    async with game.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(game.screen, EndScreen)
        assert cropped(game.screen) == []
        dialog = "\n".join(str(widget.render()) for widget in game.screen.query("Static, Button"))
        assert "Fin de la partida" in dialog and english_words(dialog, names) == [], dialog


async def test_the_campaign_screens(save_root):
    from saves.campaign_session import CampaignSession
    from tui.campaign.screen import CampaignScreen

    i18n.use("es")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.action_choose("campaign")
        await settle(pilot)
        text = whole_and_spanish(app)  # no campaign yet: the new campaign dialog
        assert "Nueva campaña" in text
    CampaignSession.create(save_root, "Ana", 5).close()
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.action_choose("campaign")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, CampaignScreen)
        state = screen.state
        core_words = [state.stage(n).title for n in state.numbers]
        core_words += [text for n in state.numbers for text in state.stage(n).goal_texts()]
        core_words += [state.stage(n).why for n in state.numbers if state.stage(n).why]
        text = whole_and_spanish(app, ["Ana"], core_words)
        assert "Etapas" in text and "Intro: empieza esta etapa." in text
        await pilot.press("c")
        await settle(pilot)
        progress = [info.progress for info in app.screen.infos]  # core's campaign progress line
        text = whole_and_spanish(app, ["Ana"], [*core_words, *progress])
        assert "Nombre" in text and "Última vez" in text


async def test_the_shared_table_screens(tmp_path, monkeypatch):
    from tui.table.screen import TablesScreen

    stand_for(monkeypatch, tmp_path, "bob")
    i18n.use("es")
    app = app_with(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await show_tables(app, pilot)
        assert isinstance(screen, TablesScreen)
        text = whole_and_spanish(app)
        assert "No hay mesas abiertas" in text
        await pilot.press("n")
        await settle(pilot)
        text = whole_and_spanish(app, ["bob"])
        assert "Nueva mesa compartida" in text and "Grupo" in text


async def test_a_table_in_spanish_says_your_turn_and_asks_before_the_host_leaves(tmp_path, monkeypatch):
    i18n.use("es")
    table, app = host_app(tmp_path, monkeypatch, "ann")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert "Tu turno" in "\n".join(screen_lines(app))
            await pilot.press("escape")
            await settle(pilot)
            dialog = "\n".join(str(widget.render()) for widget in app.screen.query("Static, Button"))
            assert "¿Dejar la mesa" in dialog and english_words(dialog, ["ann", "bob", table.name]) == [], dialog
            assert _("Stay") == "Quedarse"
    finally:
        table.close()
