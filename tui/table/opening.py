"""Opening a table, for the command line and the menu alike: check the seats, make the
save and the table's folder, and wrap the session in its `TableHost`."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.lang import _, ngettext

if TYPE_CHECKING:
    from saves.tables.net.host import TableHost


class TableRefused(ValueError):
    """Why a table cannot be opened, in one line."""


def open_table(save_root: Path, game: str, setup: Any, group: str | None = None) -> TableHost:
    """A served table for a new game of `setup` (TableRefused or OSError otherwise)."""
    from saves.session import GameSession
    from saves.tables import folder as tables
    from saves.tables.net.host import TableHost
    from saves.tables.net.peers import group_id, in_group, my_name, served, test_users, user_exists

    if served():
        setup = _accounts_seated(setup, group)
    names = [player.name for player in setup.players if player.bot is None]
    if len(set(names)) != len(names):
        raise TableRefused(_("a user is seated twice (each user has one seat)"))
    strangers = [name for name in names if not test_users() and not served() and not user_exists(name)]
    if strangers:
        raise TableRefused(_("there is no user {name} on this host (human seats are login names)").format(
            name=repr(strangers[0])))
    gid = None
    if group and not served():
        try:
            gid = group_id(group)
        except ValueError as error:
            raise TableRefused(str(error)) from None
        outside = [name for name in names if not test_users() and not in_group(name, gid)]
        if outside:
            raise TableRefused(ngettext("{names} is not in the group {group}: they could not reach the table",
                                        "{names} are not in the group {group}: they could not reach the table",
                                        len(outside)).format(names=", ".join(outside), group=repr(group)))
    host = my_name()
    root = tables.check_root(tables.tables_root(), create=True)
    table = tables.make_table_folder(root, tables.table_stem(host), gid)  # first: a table refused leaves no save behind
    session = None
    try:
        session = GameSession.create(save_root, game, setup)
        return TableHost(session, table=table, host=host, group=group, group_gid=gid, opener=open_rematch)
    except BaseException:
        if session is not None:
            session.close()
            session.path.unlink(missing_ok=True)  # a game nobody played: no empty save left
        table.remove()
        table.close()
        raise


def _accounts_seated(setup: Any, group: str | None) -> Any:
    """Under `dice-tui serve`: human seats are accounts of the server, each in the account's
    own spelling (typed in any case), and the only group is every account (EVERY_ACCOUNT)."""
    from saves.tables.net.peers import EVERY_ACCOUNT
    from saves.tables.net.vouch import account_named

    if group not in (None, EVERY_ACCOUNT):
        raise TableRefused(_("under dice-tui serve a table is watched by its seats, or by every account ({every})")
                           .format(every=EVERY_ACCOUNT))  # fmt: skip
    players: list[Any] = []
    for player in setup.players:
        account = player.name if player.bot is not None else account_named(player.name)
        if account is None:
            raise TableRefused(_("there is no account {name} on this server (human seats are accounts)").format(
                name=repr(player.name)))
        if player.bot is None and any(other.bot is None and other.name == account for other in players):
            raise TableRefused(_("a user is seated twice (each user has one seat)"))
        players.append(player.model_copy(update={"name": account}))
    return type(setup).model_validate({**dict(setup), "players": players})


def open_rematch(save_root: Path, host: TableHost) -> TableHost:
    """A rematch (issue 22, item 12): a new table with the same seats, options and group and
    fresh dice; everyone at the old one hears its name, and a seat's "Play again" joins it
    (saves.tables.net.client.join_rematch). Each `TableHost` is handed this as its `opener`:
    the host cannot import it, this module imports the host."""
    from pydantic import BaseModel

    old = host.setup
    assert isinstance(old, BaseModel)  # every game's setup is its pydantic model (core.game.GameSetup)
    setup = old.model_copy(update={"seed": random.SystemRandom().randrange(1, 10**9)})
    table = open_table(save_root, host.rules.id, setup, host.group)
    table.idle_after, table.quiet_watchers = host.idle_after, host.quiet_watchers
    host.offer_rematch(table.name)
    return table
