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

from core import lang
from core.descriptor import GameDescriptor
from core.games import GAMES
from core.lang import _
from tui.cli import argparse_words

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

argparse_words.install()  # argparse's own words (usage:, options, its errors) in the player's language

def examples() -> str:
    """The examples after `dice-tui --help`, in the player's language (the commands stay English)."""
    # i18n: keep the commands and their values as they are; translate only the words after them
    return _("""\
examples:
  dice-tui                                   open the menu
  dice-tui new dalek-dice --players "Ann,Bob,bot:optimal"
  dice-tui new dize --zombies 4 --seed 7
  dice-tui new dizzle --level 2 --players "Ann,bot:greedy"
  dice-tui new 25-to-dice --mode coop --players "Ann,Bob"
  dice-tui resume                            continue the latest unfinished game
  dice-tui saves --json                      list saves (unfinished, finished,
                                             damaged)
  dice-tui bots dalek-dice --turns 10000     bot statistics
  dice-tui bots dalek-dice --vs expert,optimal --games 2000
                                             win rates (95% Wilson)
  dice-tui sheet dizzle --level all -o dizzle.pdf
  dice-tui campaign new Ann --seed 7         a solo campaign, seeded dice
  dice-tui table new dalek-dice --seats "ann,bob,bot:optimal"
                                             a shared table
""")


class Parser(argparse.ArgumentParser):
    """argparse that says what is wrong first, in one line, then the usage."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {message}\n")
        self.print_usage(sys.stderr)
        raise SystemExit(2)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """As argparse's, without swallowing a failed write: `--help >/dev/full` said
        nothing and exited 0; now tui.cli.outcome tells it in one line, status 2."""
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
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=_("show the version and exit"))

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        from tui import __version__

        print(f"dice-tui {__version__}")
        parser.exit()


def build_parser() -> Parser:
    save_dir_help = _("where saves live (default: your data folder, or $DICE_TUI_HOME/saves)")
    # --save-dir before or after the sub-command: the sub-command's copy must not reset
    # the global one to None when it is not given again (argparse's default would)
    common = Parser(add_help=False)
    common.add_argument("--save-dir", metavar="DIR", default=argparse.SUPPRESS, help=save_dir_help)
    # read and taken out of the arguments first (tui.cli._speak); declared for --help
    common.add_argument("--lang", metavar="en|es", default=argparse.SUPPRESS,
                        help=_("language: en or es (default: the one chosen in the menu, else your locale)"))
    common.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS,
                        help=_("draw with ASCII only, for consoles without symbols (automatic with TERM=linux)"))

    parser = Parser(
        prog="dice-tui",
        description=_("Four dice games in the terminal: Dalek Dice, Dizzle, diZe and 25 to Dice."),
        epilog=examples(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        parents=[common],
    )
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    new = sub.add_parser("new", parents=[common], help=_("start a new game"))
    new.add_argument("game", help=either(list(GAMES)))
    new.add_argument(
        "--players", help=_('comma-separated seats: a name, bot:KIND or NAME=bot:KIND (e.g. "Ann,Rex=bot:optimal")')
    )
    new.add_argument("--seed", type=int, help=_("dice seed (the same seed gives the same dice)"))
    add_option_flags(new, GAMES.values())

    save_help = _("a save's name (as `dice-tui saves` lists it), or a file's path: ./FILE, /FILE or FILE.json")
    resume = sub.add_parser("resume", parents=[common], help=_("resume a game (the latest unfinished one by default)"))
    resume.add_argument("save", nargs="?", help=save_help)

    saves = sub.add_parser("saves", parents=[common], help=_("list saved games"))
    saves.add_argument("--json", action="store_true", help=_("print JSON"))

    bots = sub.add_parser("bots", help=_("play bots against the dice and print statistics"))
    bots.add_argument("game")
    count = bots.add_mutually_exclusive_group()
    by_turns = [game.title for game in GAMES.values() if game.bot_count == "turns"]
    count.add_argument("--turns", type=int, help=_("{games}: single turns to play").format(games=lang.join(by_turns)))
    count.add_argument("--games", type=int, help=_("games to play"))
    bots.add_argument("--seed", type=int, default=0)
    bots.add_argument("--vs", metavar="KIND,KIND",
                      help=_("bots head to head, seats rotated, same seeds (e.g. expert,optimal)"))
    bots.add_argument("--solo", action="store_true",
                      help=_("with --vs: each kind plays the table alone, on the same seeds"))
    bots.add_argument("--seats", type=int, metavar="N", help=_("with --solo: seats each kind fills (a co-op table)"))
    add_option_flags(bots, GAMES.values(), widgets=("select",), helps=False)
    bots.add_argument("--json", action="store_true", help=_("print JSON"))

    replay = sub.add_parser("replay", parents=[common], help=_("watch a save again, move by move (read-only)"))
    replay.add_argument("save", nargs="?", help=_("{save} (default: the latest save; the start of a name is "
                                                  "enough when one save's name starts so)").format(save=save_help))
    stats = sub.add_parser("stats", parents=[common], help=_("statistics of your finished games, from the saves"))
    stats.add_argument("game", nargs="?", help=_("one game only: {games}").format(games=either(list(GAMES))))
    stats.add_argument("--json", action="store_true", help=_("print JSON"))

    for command in (new, resume, saves, bots, replay, stats):
        command.set_defaults(parser=command)
    sub.add_parser("sheet", help=_("print sheets to PDF (see `dice-tui sheet --help`)"), add_help=False)
    sub.add_parser(
        "campaign", help=_("solo campaigns: new, list, resume (see `dice-tui campaign --help`)"), add_help=False
    )
    sub.add_parser(
        "table", help=_("shared tables: new, list, join, watch (see `dice-tui table --help`)"), add_help=False
    )
    sub.add_parser("serve", help=_("play in a browser: serve the app to accounts (see `dice-tui serve --help`)"),
                   add_help=False)
    sub.add_parser("account", help=_("accounts of dice-tui serve: add, list, remove, password, invite"),
                   add_help=False)
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
            text = _("{games}: {help}").format(games=lang.join(users), help=_(option.cli_help)) if helps else None
            kind = option.type if option.widget == "select" else str
            parser.add_argument(option.cli_flag, dest=option.name, type=kind, metavar=option.metavar, help=text)


def either(words: list[str]) -> str:
    """'a, b, c or d' (the words are identifiers: game ids, kinds), in the player's language."""
    if len(words) == 1:
        return words[0]
    return _("{head} or {last}").format(head=", ".join(words[:-1]), last=words[-1])
