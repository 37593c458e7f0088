"""`dice-tui sheet ...` and `python -m sheets ...`: print a game's sheet to a PDF file.

    dice-tui sheet dizzle [--level 1|2|3|4|all | --level-file F] [--paper a4|letter] [-o FILE]
    dice-tui sheet 25-to-dice [--mode solo|coop|competitive] [--paper ...] [-o FILE]
    dice-tui sheet dalek-dice [--players N] [--paper ...] [-o FILE]
    dice-tui sheet dize [--paper ...] [-o FILE]

The subcommands and their options come from each game's `SheetSpec` (sheets.registry).

Without -o the file goes to the current folder under `sheets.default_filename`
(e.g. dizzle-level-1-en-a4.pdf: the language and the paper are part of the name); `-o -` writes the PDF to
standard output. Any problem a user can fix is one line on stderr starting
`dice-tui sheet:` and exit status 2, with no partial file left behind; never a traceback.
Textual is never imported here.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

import sheets
from core.lang import _
from sheets import games as sheet_games

PROG = "dice-tui sheet"


class _UsageError(Exception):
    """argparse's complaint, turned into our one-line message instead of usage + exit."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise _UsageError(message)

    def _print_message(self, message: str, file: Any = None) -> None:
        """As argparse's, without swallowing a failed write (`--help >/dev/full`)."""
        if message:
            (file or sys.stderr).write(message)
            (file or sys.stderr).flush()


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description=_("Print a game's sheet as a PDF for paper play."))
    games = parser.add_subparsers(dest="game", metavar="GAME")

    def game(name: str, help: str) -> argparse.ArgumentParser:
        sub = games.add_parser(name, help=_(help), description=_(help))
        sub.add_argument("--paper", default="a4", choices=("a4", "letter"), help=_("paper size (default a4)"))
        sub.add_argument("-o", "--output", metavar="FILE", help=_("PDF file to write, '-' for stdout"))
        return sub

    for name, spec in sheet_games().items():  # one subcommand per game that prints
        sub = game(name, spec.help)
        for option in spec.options:
            sub.add_argument(option.cli_flag, type=option.type, choices=option.choices, metavar=option.metavar,
                             help=_(option.help))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `dice-tui sheet` with argv (everything after `sheet`); return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        try:
            args = _parser().parse_args(argv)
        except SystemExit as done:  # --help
            return int(done.code or 0)
        except OSError as error:  # --help to a full disk
            return _fail(_("cannot write to standard output: {error}").format(error=error.strerror or error))
        if args.game is None:
            names = list(sheet_games())
            raise _UsageError(_("choose a game: {games} or {last}").format(games=", ".join(names[:-1]), last=names[-1]))
        return _print_sheet(args)
    except _UsageError as error:
        return _fail(str(error))
    except ValueError as error:  # SheetError and any other refusal of a value
        return _fail(str(error))
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: still one line, never a traceback at the user
        return _fail(_("internal error ({kind}: {error})").format(kind=type(error).__name__, error=error), status=1)


def _print_sheet(args: argparse.Namespace) -> int:
    spec = sheets.games()[args.game]
    options = {
        option.name: getattr(args, option.name)
        for option in spec.options
        if getattr(args, option.name, None) is not None
    }
    both = [option.cli_flag for option in spec.options if option.name in spec.exclusive and option.name in options]
    if len(both) > 1:
        raise _UsageError(_("give {one} or {other}, not both").format(one=both[0], other=both[1]))
    data = sheets.render(args.game, paper=args.paper, **options)
    if args.output == "-":
        try:
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        except OSError as error:
            return _fail(_("cannot write to standard output: {error}").format(error=error.strerror or error))
        return 0
    path = args.output or sheets.default_filename(args.game, paper=args.paper, **options)
    sheets.write_pdf(data, path)
    print(_("wrote {path}").format(path=path))
    return 0


def _fail(message: str, status: int = 2) -> int:
    first = (message.strip().splitlines() or [_("failed")])[0]
    print(f"{PROG}: {first}", file=sys.stderr)
    return status
