"""`dice-tui table new|list|join|watch|close`: open a shared table, find one, sit at it,
watch it, take a paused one away.

Arguments are read like `dice-tui new`'s (the game's option flags come from its
descriptor); every refusal is one line and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.games import GAMES
from core.lang import _, number
from core.text import visible
from saves.tables import folder as tables
from saves.tables.at import TableFolderError, in_words
from saves.tables.listing import find, host_of, is_mine, sweep_mine, visible_rows
from saves.tables.net.peers import claimed_name, my_name
from saves.tables.net.presence import IDLE_MINUTES
from saves.tables.net.vouch import NotVouched, served
from tui.cli.out import cut, dumps
from tui.cli.parser import Parser, add_option_flags, either
from tui.cli.seating import build_setup
from tui.cli.usage import REFUSED, UsageError
from tui.collector import held_start_up
from tui.door import Seated
from tui.table.join import why_not
from tui.table.listing import row_state, seats_text
from tui.table.settings import BELL_ENV, no_bell
from tui.tty_guard import watching_before_app

if TYPE_CHECKING:
    from tui.session import Session

def examples() -> str:
    """The examples after `dice-tui table --help`, in the player's language."""
    # i18n: keep the commands as they are
    return _("""\
examples:
  dice-tui table new dalek-dice --seats "ann,bob,bot:optimal"
  dice-tui table new dizzle --seats "ann,bob" --level 2 --group dice
  dice-tui table list
  dice-tui table join ann-1
  dice-tui table watch ann-1
  dice-tui table close ann-1
""")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="dice-tui table",
                    description=_("Shared tables: several terminals on this host play one game."),
                    epilog=examples(), formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    sub = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser, required=True)
    new = sub.add_parser("new", help=_("open a table and play it from this terminal (you are its host)"))
    new.add_argument("game", help=either(list(GAMES)))
    new.add_argument(
        "--seats", required=True, help=_('login names of this host and bots, in seat order: "ann,bob,bot:optimal"')
    )
    new.add_argument("--seed", type=int, help=_("dice seed (the same seed gives the same dice)"))
    new.add_argument("--group", help=_("a group whose members may watch (and whose folder the table uses)"))
    new.add_argument("--save-dir", metavar="DIR", help=_("where the host's save goes (default: as for `dice-tui new`)"))
    new.add_argument("--idle-minutes", type=_minutes, default=IDLE_MINUTES, metavar="N",
                     help=_("the seat to play shows as idle after N minutes without a key, and then anyone seated "
                            "may hand it to a bot (default {minutes}; 0: never)").format(
                                minutes=number(IDLE_MINUTES)))  # fmt: skip
    new.add_argument("--quiet-watchers", action="store_true",
                     help=_("watchers may not chat (m at the table toggles it)"))
    add_option_flags(new, GAMES.values())
    listing = sub.add_parser("list", help=_("the tables you may join or watch"))
    listing.add_argument("--json", action="store_true", help=_("print JSON"))
    for name, text in (("join", _("take your seat at a table")), ("watch", _("follow a table without playing"))):
        action = sub.add_parser(name, help=text)
        action.add_argument("table", nargs="?", help=_("the table's name, as `dice-tui table list` shows it"))
        action.add_argument("--save-dir", metavar="DIR", help=argparse.SUPPRESS)
    for name in ("new", "join", "watch"):
        sub.choices[name].add_argument("--no-bell", action="store_true",
                                       help=_("no bell when a turn comes to you (or {setting}=0)").format(
                                           setting=BELL_ENV))  # fmt: skip
    close = sub.add_parser("close", help=_("take away a paused table of yours (its save stays)"))
    close.add_argument("table", nargs="?", help=_("the table's name (default: your one paused table)"))
    for action in sub.choices.values():
        action.set_defaults(parser=action)
    return parser


#: `table list` lines fit a terminal of 80 columns
WIDTH = 80


def _fit(text: str, width: int) -> str:
    """`text` cut to `width` terminal columns, … saying so (tui.cli.out.cut)."""
    return cut(text, width)


def _minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a number of minutes: {text}").format(text=repr(text))) from None
    if not 0 <= value <= 24 * 60:
        raise argparse.ArgumentTypeError(_("from 0 to 1440 minutes"))
    return value


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "no_bell", False):
        no_bell()
    if args.action != "list":  # `list` sweeps as it reads
        sweep_mine()  # the caller's abandoned tables go (docs/shared-tables.md, Faults)
    try:
        return ACTIONS[args.action](args)
    except UsageError as error:
        args.parser.error(str(error))
    except (Refused, NotVouched) as error:  # NotVouched: under serve, the server does not say who this is
        return _refuse(str(error))
    except KeyboardInterrupt:
        return 130
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    from saves.paths import save_root
    from tui.table.opening import TableRefused, open_table

    humans = [seat.strip() for seat in args.seats.split(",") if "bot" not in seat.strip().lower().partition(":")[0]]
    if len(set(humans)) != len(humans):
        raise UsageError(_("--seats: a user is seated twice (each user has one seat)"))
    args.players = args.seats
    game, setup = build_setup(args)
    root = save_root(args.save_dir)
    try:
        table = open_table(root, game, setup, args.group)
    except TableRefused as error:  # who may sit or watch: one line, not a usage
        return _refuse(_("cannot open a table: {why}").format(why=error))
    except TableFolderError as error:
        return _refuse(str(error))  # names the folder and the fix
    except OSError as error:
        return _refuse(_("cannot open a table: {why}").format(why=in_words(error)))
    table.idle_after, table.quiet_watchers = args.idle_minutes * 60, args.quiet_watchers
    said = _("dice-tui: table {table} is open; the others join with `dice-tui table join {table}`")
    print(said.format(table=table.name), file=sys.stderr)
    return _play(root, table)


def cmd_list(args: argparse.Namespace) -> int:
    rows = _visible_rows()
    if args.json:
        print(dumps([_row_json(row) for row in rows]))
        return 0
    if not rows:
        print(_("No open tables you may join or watch."))
        return 0
    for row in rows:
        if row.info is None:
            print(visible(_("{table} cannot be read: {why}").format(table=f"{row.name:<14}", why=row.damaged)))
            continue
        info = row.info  # two lines of at most 80 columns: the table, then who sits there and how far
        print(_fit(visible(_("{table} {game} host {host} {state}").format(
            table=f"{row.name:<10}", game=f"{info.title:<12}", host=f"{host_of(row):<10}", state=row_state(row))),
            WIDTH))
        print(_fit(visible(f"  [{seats_text(info, row.running)}] {info.progress}"), WIDTH))
    return 0


class Refused(Exception):
    """A refusal that is no misuse of the command: one line, no usage (tables it cannot read)."""


def _visible_rows() -> list[Any]:
    try:
        return visible_rows()
    except OSError as error:
        raise Refused(str(error)) from None


def _row_json(row: Any) -> dict[str, Any]:
    if row.info is None:
        return {"table": row.name, "host": row.host, "damaged": row.damaged}
    info = row.info
    return {
        "table": row.name, "host": host_of(row), "game": info.game, "title": info.title, "running": row.running,
        "seats": [{"name": s.name, "bot": s.bot, "connected": row.running and s.name in info.connected}
                  for s in info.seats],
        "turn": info.turn, "over": info.over, "progress": info.progress, "group": info.group,
    }  # fmt: skip


def cmd_join(args: argparse.Namespace) -> int:
    return _sit(args, "join")


def cmd_watch(args: argparse.Namespace) -> int:
    return _sit(args, "watch")


def _sit(args: argparse.Namespace, role: str) -> int:
    from saves.paths import save_root
    from saves.tables.net.client import TableClient, TableError
    me = my_name()

    def usable(row: Any) -> bool:
        seated = row.info is not None and any(s.bot is None and s.name == me for s in row.info.seats)
        return row.info is not None and row.running and not row.info.over and (seated or role == "watch")

    if args.table:  # looked up by its name alone: nothing else in the folder can hide it
        try:
            row = find(args.table)
        except OSError as error:
            return _refuse(in_words(error))
        why = why_not(row, args.table, role, me)
        if why is not None:
            return _refuse(why)
        rows = [row]
    else:
        rows = [row for row in _visible_rows() if usable(row)]
    if len(rows) != 1:
        if role == "watch":
            said = _("no open table you may watch; name one (see `dice-tui table list`)") if not rows else _(
                "{count} open tables you may watch; name one (see `dice-tui table list`)")
        else:
            said = _("no open table you may join; name one (see `dice-tui table list`)") if not rows else _(
                "{count} open tables you may join; name one (see `dice-tui table list`)")
        return _refuse(said.format(count=len(rows)))
    try:
        with watching_before_app():  # the dial may wait seconds for a host that does not answer
            client = TableClient(rows[0].folder, role, claimed_name())
    except TableError as error:
        return _refuse(str(error))
    return _play(save_root(args.save_dir), client)


def _refuse(message: str) -> int:
    print(visible(f"dice-tui: {message}"), file=sys.stderr)
    return REFUSED


def _play(root: Path, session: Session) -> int:
    with held_start_up():  # before Textual loads (tui.collector)
        from tui.app import run_app

        return run_app(root, Seated(session))


def cmd_close(args: argparse.Namespace) -> int:
    """A paused table of the caller's (root: anyone's) goes; its clients stop trying."""
    root = tables.tables_root()
    name = args.table
    if name is None:
        me = my_name()
        mine = [row.name for row in _visible_rows() if is_mine(row, me) and not row.running]
        if len(mine) != 1:
            if not mine:
                return _refuse(_("you have no paused table; name the one to close"))
            said = _("you have {count} paused tables ({tables}); name the one to close")
            return _refuse(said.format(count=len(mine), tables=", ".join(mine)))
        name = mine[0]
    try:
        folder = tables.check_root(root, create=False)
        if served() and not is_mine(tables.read_row(folder / name), my_name()):  # one uid hosts every account's
            return _refuse(_("{table} is not a table of {user}'s").format(table=name, user=my_name()))
        tables.close_table(folder, name)
    except OSError as error:
        return _refuse(str(error))
    print(visible(_("table {table} is closed (its save stays; `dice-tui resume` plays it alone)").format(table=name)))
    return 0


ACTIONS = {"new": cmd_new, "list": cmd_list, "join": cmd_join, "watch": cmd_watch, "close": cmd_close}
