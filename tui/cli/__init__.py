"""The `dice-tui` command line: `main` hands each command to its module.

`parser` builds the arguments, `commands` runs `new`, `resume`, `saves` and `bots`;
`campaign` and `table` own their arguments, and `sheet` is sheets.cli's.

Kept free of Textual, pydantic and ReportLab at import time: `dice-tui sheet` and
`dice-tui saves` must answer fast, and the menu's first frame must not wait for the
rule engines. Every bad argument ends in one line saying what is wrong, then the
usage, and exit status 2; no traceback ever reaches the user.
"""

from __future__ import annotations

import os
import sys
from typing import NoReturn

from core.lang import _
from tui import i18n
from tui.cli import commands
from tui.cli.out import visible_output
from tui.cli.outcome import finish
from tui.cli.usage import UsageError
from tui.i18n import LanguageError
from tui.tty_guard import refusal

#: the commands that print and end, without the app: asyncio is not loaded for them
PRINTING = ("saves", "stats", "bots")


def main(argv: list[str] | None = None) -> int:
    with visible_output():  # every command's output is text (tui.cli.out), errors and help too
        return finish(lambda: _main(list(sys.argv[1:] if argv is None else argv)))


def _main(argv: list[str]) -> int:
    try:
        _speak(argv)  # first: every word from here on, help and errors too, in the player's language
    except LanguageError as error:
        print(f"dice-tui: {error}", file=sys.stderr)
        return 2
    # `sheet` and `campaign` own their arguments; hand them over untouched.
    head = _first_command(argv)
    if head == "sheet":
        from sheets.cli import main as sheet_main

        index = argv.index("sheet")
        if "--save-dir" in argv[:index] or any(word.startswith("--save-dir=") for word in argv[:index]):
            print(
                _("dice-tui sheet: --save-dir does not apply to sheets (they go to -o FILE or this folder)"),
                file=sys.stderr,
            )
            return 2
        return sheet_main(argv[index + 1 :])
    if head in ("serve", "account"):  # the server and its accounts: no app, no terminal needed
        index = argv.index(head)
        if any(word.startswith("--save-dir") for word in argv[:index]):
            print(_("dice-tui {command}: --save-dir does not apply (DICE_TUI_HOME does)").format(command=head),
                  file=sys.stderr)
            return 2
        if head == "serve":
            from tui.cli.serve import main as serve_main

            return serve_main(argv[index + 1 :])
        from tui.cli.account import main as account_main

        return account_main(argv[index + 1 :])
    if (refused := refusal(argv)) is not None:  # no terminal to play on: nothing is created
        print(refused, file=sys.stderr)
        return 2
    if "--ascii" in argv:
        import os

        os.environ["DICE_TUI_ASCII"] = "1"  # every app reads ASCII mode there (tui.glyphs.wanted)
        if head in ("campaign", "table"):  # their parsers do not know the switch
            argv.remove("--ascii")
    from tui.render import patches

    # no pydantic plugin search in a session; no event loop for a command that prints and ends
    patches.install_before_models(event_loop=head not in PRINTING)
    if head == "campaign":
        from tui.cli.campaign import main as campaign_main

        return campaign_main(argv)
    if head == "table":
        from tui.cli.table import main as table_main

        return table_main(argv[argv.index("table") + 1 :])
    if all(word == "--ascii" for word in argv):
        # plain `dice-tui`: the menu, and nothing to parse; the parser (argparse, every
        # game's flags) would cost milliseconds before the menu's first frame
        try:
            return commands.launch(None, start=None)
        except KeyboardInterrupt:
            return 130
    if (save := _plain_resume(argv)) is not None:
        # `dice-tui resume [SAVE]` and nothing else, read as the parser reads it, without
        # building the parser: argparse and every game's flags stayed in the game
        # session's memory (300 kB, issue 34); a mistake is told by the parser as ever
        try:
            return commands.resume(None, save or None)
        except UsageError as error:
            _refuse(argv, error)
        except KeyboardInterrupt:
            return 130
    if (listing := _plain_saves(argv)) is not None:
        # `dice-tui saves [--json]` in a folder: the parser (argparse, which loads shutil and
        # gettext, and every game's flags) was 4 ms of a listing that must match reading the files
        return commands.saves(*listing)
    from tui.cli.parser import build_parser

    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "save_dir"):  # --save-dir given nowhere (SUPPRESS keeps a sub-command's
        args.save_dir = None  # copy from resetting one given before it): the default folder
    try:
        return commands.run(args, parser)
    except UsageError as error:
        (getattr(args, "parser", None) or parser).error(str(error))
    except KeyboardInterrupt:
        return 130
    return 0


def _plain_resume(argv: list[str]) -> str | None:
    """The save of `dice-tui resume SAVE` ("" for a bare `resume`), None for any other
    command line (an option, a second word: the parser's to read)."""
    words = [word for word in argv if word != "--ascii"]  # main has applied it
    if not words or words[0] != "resume" or len(words) > 2:
        return None
    save = words[1] if len(words) == 2 else ""
    return None if save.startswith("-") else save


def _plain_saves(argv: list[str]) -> tuple[str | None, bool] | None:
    """(save folder, --json) of `dice-tui saves`, `--json` after it and one `--save-dir DIR`
    anywhere, read as the parser reads them; None for any other command line (the parser's)."""
    words = [word for word in argv if word != "--ascii"]  # main has applied it
    folder = _save_dir(words)
    if folder is not None:
        index = next(at for at, word in enumerate(words) if word == "--save-dir" or word.startswith("--save-dir="))
        del words[index : index + (1 if "=" in words[index] else 2)]
        if not folder or folder.startswith("-") or _save_dir(words) is not None:
            return None  # empty, an option's name, or given twice: the parser says what it makes of it
    if words not in (["saves"], ["saves", "--json"]):
        return None
    return folder, len(words) == 2


def _refuse(argv: list[str], error: UsageError) -> NoReturn:
    """`error` told as the parser tells a mistake: one line, then the command's usage."""
    from tui.cli.parser import Parser, build_parser

    parser = build_parser()
    told: Parser = getattr(parser.parse_args(argv), "parser", None) or parser  # the command's own usage
    told.error(str(error))


def _speak(argv: list[str]) -> None:
    """Take `--lang CODE` (anywhere, any command) out of `argv` and speak the language chosen:
    that flag, else DICE_TUI_LANG, else the menu's remembered choice, else the locale, else English. A flag the
    app cannot read is refused in the language the player would get without it."""
    given = list(argv)
    try:
        _take_language(argv)
    except LanguageError:
        from saves.paths import save_root

        without = {name: value for name, value in os.environ.items() if name != i18n.VARIABLE}
        i18n.use(i18n.choose(None, save_root(_save_dir(given)), without))
        _take_language(list(given))  # raises again, now in the player's language
        raise


def _take_language(argv: list[str]) -> None:
    flag = None
    for index, word in enumerate(argv):
        if word == "--lang" or word.startswith("--lang="):
            value = word.partition("=")[2] if "=" in word else (argv[index + 1] if index + 1 < len(argv) else "")
            if not value:
                raise LanguageError(_("--lang needs a language: en or es"))
            flag = value
            del argv[index : index + (1 if "=" in word else 2)]
            break
    root = None
    if flag is None:
        from saves.paths import save_root

        root = save_root(_save_dir(argv))
    i18n.use(i18n.choose(flag, root))


def _save_dir(argv: list[str]) -> str | None:
    for index, word in enumerate(argv):
        if word == "--save-dir" and index + 1 < len(argv):
            return argv[index + 1]
        if word.startswith("--save-dir="):
            return word.partition("=")[2]
    return None


def _first_command(argv: list[str]) -> str | None:
    """The first word that is not an option or an option's value."""
    skip = False
    for word in argv:
        if skip:
            skip = False
            continue
        if word == "--save-dir":
            skip = True
            continue
        if word.startswith("-"):
            continue
        return word
    return None
