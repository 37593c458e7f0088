"""`dice-tui account ...`: the accounts of `dice-tui serve`, kept by the server's own user.

    dice-tui account add NAME          a new account (asks its password twice)
    dice-tui account list              every account, with when it was made
    dice-tui account remove NAME       the account goes (its folder of games stays, named)
    dice-tui account password NAME     a new password for it
    dice-tui account invite [--hours]  a one-time code for someone to sign up themselves

A password is never an argument (it would sit in the shell's history and in `ps` for every
user of the host): it is asked on the terminal without echo, or read as the first line of
standard input when that is not a terminal (`printf '%s\\n' "$PW" | dice-tui account add ann`).
"""

from __future__ import annotations

import argparse
import getpass
import sys
from datetime import UTC, datetime

from core.lang import N_, _
from core.text import visible
from saves.account_names import AccountError
from saves.accounts import changing, check_password, read_book
from tui.cli.parser import Parser


def build_parser() -> Parser:
    parser = Parser(prog="dice-tui account",
                    description=_("Accounts of dice-tui serve: the people who may play in a browser."))
    sub = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser, required=True)
    add = sub.add_parser("add", help=_("add an account (its password is asked, never given here)"))
    add.add_argument("name", help=_("the account's name: letters and digits, with _ . or - inside"))
    sub.add_parser("list", help=_("list the accounts"))
    remove = sub.add_parser("remove", help=_("remove an account (its games stay on disk)"))
    remove.add_argument("name")
    password = sub.add_parser("password", help=_("give an account a new password"))
    password.add_argument("name")
    invite = sub.add_parser("invite", help=_("a one-time code to sign up with, on the login page"))
    invite.add_argument("--hours", type=float, default=72.0, help=_("how long the code is good for (72)"))
    return parser


def main(argv: list[str]) -> int:
    """`argv`: the words after `dice-tui account`."""
    args = build_parser().parse_args(argv)
    try:
        return {"add": _add, "list": _list, "remove": _remove, "password": _password, "invite": _invite}[
            args.action](args)
    except (AccountError, OSError) as error:
        why = getattr(error, "strerror", None) if isinstance(error, OSError) else None
        print(f"dice-tui account: {visible(why or str(error))}", file=sys.stderr)
        return 2
    except (KeyboardInterrupt, EOFError):
        print(file=sys.stderr)
        return 130


def _add(args: argparse.Namespace) -> int:
    with changing() as book:
        if book.find(args.name) is not None:  # before asking for a password it cannot use
            raise AccountError(N_("there is already an account named {name}"), name=visible(args.name))
        secret = _new_password()
        account = book.add(args.name, secret)
    print(_("Account {name} added; its games live in {folder}").format(
        name=account.name, folder=book.folder_of(account)))
    return 0


def _list(args: argparse.Namespace) -> int:
    book = read_book()
    if not book.accounts:
        print(_("No accounts yet: add one with dice-tui account add NAME"))
        return 0
    for account in sorted(book.accounts.values(), key=lambda a: a.created):
        made = datetime.fromtimestamp(account.created, UTC).strftime("%Y-%m-%d")
        print(f"{account.name:<24}  {made}")
    return 0


def _remove(args: argparse.Namespace) -> int:
    with changing() as book:
        account = book.remove(args.name)
        folder = book.folder_of(account)
    print(_("Account {name} removed; its games stay in {folder}").format(name=account.name, folder=folder))
    return 0


def _password(args: argparse.Namespace) -> int:
    with changing() as book:
        if book.find(args.name) is None:
            raise AccountError(N_("there is no account named {name}"), name=visible(args.name))
        book.set_password(args.name, _new_password())
    print(_("New password set for {name}").format(name=visible(args.name)))
    return 0


def _invite(args: argparse.Namespace) -> int:
    if not 0 < args.hours <= 24 * 90:
        raise AccountError(N_("--hours is between 0 and {most}"), most=24 * 90)
    with changing() as book:
        code = book.invite(args.hours)
    print(_("Invitation code (one sign-up, {hours} hours): {code}").format(hours=f"{args.hours:g}", code=code))
    return 0


def _new_password() -> str:
    """The new password: asked twice without echo on a terminal, else standard input's first line."""
    if not sys.stdin.isatty():
        line = sys.stdin.readline(4096)
        secret = line.removesuffix("\n").removesuffix("\r")
        check_password(secret)
        return secret
    while True:
        secret = getpass.getpass(_("Password: "))
        try:
            check_password(secret)
        except ValueError as error:
            print(f"dice-tui account: {error}", file=sys.stderr)
            continue
        if getpass.getpass(_("Password again: ")) == secret:
            return secret
        print(_("dice-tui account: the two passwords differ; again"), file=sys.stderr)
