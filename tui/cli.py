"""The `dice-tui` command line.

Kept free of Textual, pydantic and ReportLab at import time: `dice-tui sheet` and
`dice-tui saves` must answer fast, and the menu's first frame must not wait for the
rule engines. Every bad argument ends in one line saying what is wrong, then the
usage, and exit status 2; no traceback ever reaches the user.
"""

from __future__ import annotations

import argparse
import sys
from tui import commands
from tui.outcome import finish
from tui.tty_guard import refusal

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

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: {message}\n")
        self.print_usage(sys.stderr)
        raise SystemExit(2)


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

    from core.games import GAMES

    new = sub.add_parser("new", parents=[common], help="start a new game")
    new.add_argument("game", help=_either(list(GAMES)))
    new.add_argument(
        "--players", help='comma-separated seats: a name, bot:KIND or NAME=bot:KIND (e.g. "Ann,Rex=bot:optimal")'
    )
    new.add_argument("--seed", type=int, help="dice seed (the same seed gives the same dice)")
    _add_option_flags(new, GAMES.values())

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
    _add_option_flags(bots, GAMES.values(), widgets=("select",), helps=False)
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


def _add_option_flags(parser: argparse.ArgumentParser, games, widgets=("select", "file"), helps=True) -> None:
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


def _either(words: list[str]) -> str:
    """'a, b, c or d'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def main(argv: list[str] | None = None) -> int:
    return finish(lambda: _main(list(sys.argv[1:] if argv is None else argv)))


def _main(argv: list[str]) -> int:
    # `sheet` and `campaign` own their arguments; hand them over untouched.
    head = _first_command(argv)
    if head == "sheet":
        from sheets.cli import main as sheet_main

        index = argv.index("sheet")
        if "--save-dir" in argv[:index] or any(word.startswith("--save-dir=") for word in argv[:index]):
            print(
                "dice-tui sheet: --save-dir does not apply to sheets (they go to -o FILE or this folder)",
                file=sys.stderr,
            )
            return 2
        return sheet_main(argv[index + 1 :])
    if (refused := refusal(argv)) is not None:  # no terminal to play on: nothing is created
        print(refused, file=sys.stderr)
        return 2
    if "--ascii" in argv:
        import os

        os.environ["DICE_TUI_ASCII"] = "1"  # every app reads ASCII mode there (tui.glyphs.wanted)
        if head in ("campaign", "table"):  # their parsers do not know the switch
            argv.remove("--ascii")
    from tui import pydantic_plugins

    pydantic_plugins.install()  # before any pydantic model: no plugin search in a session
    if head == "campaign":
        from tui.campaign.cli import main as campaign_main

        return campaign_main(argv)
    if head == "table":
        from tui.table.cli import main as table_main

        return table_main(argv[argv.index("table") + 1 :])
    if all(word == "--ascii" for word in argv):
        # plain `dice-tui`: the menu, and nothing to parse; building the parser (every
        # game's flags) would cost milliseconds before the menu's first frame
        args, parser = argparse.Namespace(command=None, save_dir=None), None
    else:
        parser = build_parser()
        args = parser.parse_args(argv)
    if not hasattr(args, "save_dir"):  # --save-dir given nowhere (SUPPRESS keeps a sub-command's
        args.save_dir = None  # copy from resetting one given before it): the default folder
    try:
        return commands.run(args, parser)
    except commands.UsageError as error:
        (getattr(args, "parser", None) or parser or build_parser()).error(str(error))
    except KeyboardInterrupt:
        return 130
    return 0


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


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
