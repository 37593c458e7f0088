"""`dice-tui serve`: the app in a browser, for the accounts of this server.

    dice-tui serve                              http://127.0.0.1:8000, this host only
    dice-tui serve --port 8080
    dice-tui serve --public-url https://dice.example.org   behind a TLS reverse proxy
    dice-tui serve --bind 0.0.0.0 --insecure-http          a LAN, knowingly without TLS

It listens on loopback unless told otherwise, and another address needs either the https
address the players use (TLS is the reverse proxy's job: README, Play in a browser) or an
explicit --insecure-http. It never runs as root: an app reachable by strangers must not
hold the host. Accounts are made with `dice-tui account`.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import sys

from core.lang import _, ngettext
from saves.account_names import AccountError
from saves.accounts import read_book, serve_home
from saves.errors import reason
from saves.paths import ensure_folder
from tui.cli.parser import Parser
from tui.serve.limits import Limits, default_total
from tui.serve.server import DiceServer


def build_parser() -> Parser:
    parser = Parser(prog="dice-tui serve",
                    description=_("Play in a browser: serve dice-tui to this server's accounts."))
    parser.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS",
                        help=_("the address to listen on (127.0.0.1: this host only)"))
    parser.add_argument("--port", type=int, default=8000, help=_("the port to listen on (8000)"))
    parser.add_argument("--public-url", metavar="URL",
                        help=_("the https:// address players open, when a reverse proxy serves TLS"))
    parser.add_argument("--insecure-http", action="store_true",
                        help=_("listen on another address without TLS (a LAN you trust)"))
    parser.add_argument("--sessions", type=int, default=default_total(), metavar="N",
                        help=_("game windows open at once in all (default from this machine's memory: {n})").format(
                            n=default_total()))
    parser.add_argument("--per-account", type=int, default=3, metavar="N",
                        help=_("game windows one account may have open (3)"))
    parser.add_argument("--idle", type=float, default=30.0, metavar="MINUTES",
                        help=_("a game window untouched this long is saved and closed (30)"))
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if (why := refusal(args)) is not None:
        print(f"dice-tui serve: {why}", file=sys.stderr)
        return 2
    home = serve_home()
    try:
        ensure_folder(home)
        book = read_book(home)
    except (AccountError, OSError) as error:
        print(f"dice-tui serve: {error}", file=sys.stderr)
        return 2
    limits = Limits(per_account=args.per_account, total=args.sessions, idle_seconds=args.idle * 60)
    server = DiceServer(home, args.bind, args.port, args.public_url, limits)
    accounts = ngettext("{count} account", "{count} accounts", len(book.accounts)).format(count=len(book.accounts))
    print(_("dice-tui serve: {url} · {accounts} · at most {total} game windows, {per} per account · "
            "idle ones closed after {idle} min · Ctrl+C stops").format(
        url=server.public_url, accounts=accounts, total=limits.total, per=limits.per_account,
        idle=f"{args.idle:g}"), flush=True)
    if not book.accounts:
        print(_("dice-tui serve: no accounts yet: add one with dice-tui account add NAME"), flush=True)
    try:
        server.serve_quietly()
    except OSError as error:
        print(f"dice-tui serve: {reason(error)}", file=sys.stderr)
        return 2
    return 0


def refusal(args: argparse.Namespace) -> str | None:
    """Why this server must not start as asked, in one line; None when it may."""
    if os.geteuid() == 0:
        return _("refusing to run as root: run it as a user of its own (README, Play in a browser)")
    if not 0 < args.port < 65536:
        return _("--port is a number from 1 to 65535")
    if args.sessions < 1 or args.per_account < 1 or args.idle <= 0:
        return _("--sessions, --per-account and --idle must be more than 0")
    if args.public_url is not None and not args.public_url.startswith("https://"):
        return _("--public-url must be an https:// address (TLS at the reverse proxy)")
    try:
        loopback = ipaddress.ip_address(args.bind).is_loopback
    except ValueError:
        loopback = args.bind == "localhost"
    if not loopback and args.public_url is None and not args.insecure_http:
        return _("listening on {address} needs --public-url https://... (TLS at a reverse proxy) "
                 "or --insecure-http (a LAN you trust)").format(address=args.bind)
    return None
