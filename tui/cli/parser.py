"""The `dice-tui` parser: the sub-commands and, from every registered game, its flags.

Built only when there are arguments to read (a plain `dice-tui` opens the menu without
it). `Parser`, `add_option_flags` and `either` serve the sub-commands' own parsers too
(tui.cli.campaign, tui.cli.table).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Collection
from typing import TYPE_CHECKING, NoReturn

from core.descriptor import GameDescriptor
from core.games import GAMES

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

EXAMPLES = """\
examples:
  dice-tui                                   open the menu
  dice-tui new dalek-dice --players "Ann,Bob,bot:optimal"
  dice-tui new dize --zombies 4 --seed 7
  dice-tui new dizzle --level 2 --players "Ann,bot:greedy"
  dice-tui new 25-to-dice --mode coop --players "Ann,Bob"
  dice-tui resume                            continue the latest unfinished game
  dice-tui saves --json                      list saves (unfinished, finished, damaged)
  dice-tui bots dalek-dice --turns 10000     bot statistics
  dice-tui bots dalek-dice --vs expert,optimal --games 2000   win rates, 95% intervals
  dice-tui sheet dizzle --level all -o dizzle.pdf
  dice-tui campaign new Ann --seed 7         a solo campaign, seeded dice
  dice-tui table new dalek-dice --seats "ann,bob,bot:optimal"   a shared table
"""


class Parser(argparse.ArgumentParser):
    """argparse that says what is wrong first, in one line, then the usage."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {message}\n")
        self.print_usage(sys.stderr)
        raise SystemExit(2)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """As argparse's, without swallowing a failed write: `--help >/dev/full` said
        nothing and exited 0; now tui.outcome tells it in one line, status 2."""
        if message:
            out = file or sys.stderr
            out.write(message)
            flush = getattr(out, "flush", None)  # a stream may buffer: the failure shows here
            if flush is not None:
                flush()


class _Version(argparse.Action):
    """`--version`: the installed metadata is read only when asked (importlib.metadata
    costs 13-15 ms, which every start would otherwise pay before the first frame)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        from tui import __version__

        print(f"dice-tui {__version__}")
        parser.exit()


def build_parser() -> Parser:
    save_dir_help = "where saves live (default: your data folder, or $DICE_TUI_HOME/saves)"
    # --save-dir before or after the sub-command: the sub-command's copy must not reset
    # the global one to None when it is not given again (argparse's default would)
    common = Parser(add_help=False)
    common.add_argument("--save-dir", metavar="DIR", default=argparse.SUPPRESS, help=save_dir_help)
    # read and taken out of the arguments first (tui.cli._speak); declared for --help
    common.add_argument("--lang", metavar="en|es", default=argparse.SUPPRESS,
                        help="language: en or es (default: the one chosen in the menu, else your locale)")
    common.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS,
                        help="draw with ASCII only, for consoles without symbols (automatic with TERM=linux)")

    parser = Parser(
        prog="dice-tui",
        description="Four dice games in the terminal: Dalek Dice, Dizzle, diZe and 25 to Dice.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        parents=[common],
    )
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    new = sub.add_parser("new", parents=[common], help="start a new game")
    new.add_argument("game", help=either(list(GAMES)))
    new.add_argument(
        "--players", help='comma-separated seats: a name, bot:KIND or NAME=bot:KIND (e.g. "Ann,Rex=bot:optimal")'
    )
    new.add_argument("--seed", type=int, help="dice seed (the same seed gives the same dice)")
    add_option_flags(new, GAMES.values())

    resume = sub.add_parser("resume", parents=[common], help="resume a game (the latest unfinished one by default)")
    resume.add_argument("save", nargs="?", help="a save's name (as `dice-tui saves` lists it) or path")

    saves = sub.add_parser("saves", parents=[common], help="list saved games")
    saves.add_argument("--json", action="store_true", help="print JSON")

    bots = sub.add_parser("bots", help="play bots against the dice and print statistics")
    bots.add_argument("game")
    count = bots.add_mutually_exclusive_group()
    by_turns = [game.title for game in GAMES.values() if game.bot_count == "turns"]
    count.add_argument("--turns", type=int, help=" and ".join(by_turns) + ": single turns to play")
    count.add_argument("--games", type=int, help="games to play")
    bots.add_argument("--seed", type=int, default=0)
    bots.add_argument("--vs", metavar="KIND,KIND",
                      help="bots head to head, seats rotated, same seeds (e.g. expert,optimal)")
    bots.add_argument("--solo", action="store_true",
                      help="with --vs: each kind plays the table alone, on the same seeds")
    bots.add_argument("--seats", type=int, metavar="N", help="with --solo: seats each kind fills (a co-op table)")
    add_option_flags(bots, GAMES.values(), widgets=("select",), helps=False)
    bots.add_argument("--json", action="store_true", help="print JSON")

    for command in (new, resume, saves, bots):
        command.set_defaults(parser=command)
    sub.add_parser("sheet", help="print sheets to PDF (see `dice-tui sheet --help`)", add_help=False)
    sub.add_parser(
        "campaign", help="solo campaigns: new, list, resume (see `dice-tui campaign --help`)", add_help=False
    )
    sub.add_parser(
        "table", help="shared tables: new, list, join, watch (see `dice-tui table --help`)", add_help=False
    )
    return parser


def add_option_flags(parser: argparse.ArgumentParser, games: Collection[GameDescriptor],
                     widgets: tuple[str, ...] = ("select", "file"), helps: bool = True) -> None:
    """One flag per game option, from the games' descriptors (a flag several games share once)."""
    seen: set[str] = set()
    for game in games:
        for option in game.options:
            if option.widget not in widgets or option.cli_flag in seen:
                continue
            seen.add(option.cli_flag)
            users = [g.title for g in games if any(o.cli_flag == option.cli_flag for o in g.options)]
            text = f"{' and '.join(users)}: {option.cli_help}" if helps else None
            kind = option.type if option.widget == "select" else str
            parser.add_argument(option.cli_flag, dest=option.name, type=kind, metavar=option.metavar, help=text)


def either(words: list[str]) -> str:
    """'a, b, c or d'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
