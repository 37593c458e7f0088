"""The door of a table under `dice-tui serve`: who connected is the account the server
vouches for (saves.tables.net.vouch), not anything the connecting process says.

Every app process of the server runs as the server's one Unix user, so the kernel's uid
tells nobody apart; the kernel's pid does (SO_PEERCRED, taken at connect()), and the
server knows whose app process each pid is. So a connection is let in only if its uid is
the host's own (another Unix user has no business at the server's tables), then the
server is asked whose process it is, off the screen's loop (a thread: the question may
wait up to vouch.TIMEOUT). The answer is the user from then on, and the door's caps
(door.PER_USER, door.CHURN) count per account: one account cannot fill a table whose
every connection shares a uid. A hello's claim is never read.
"""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Callable
from contextlib import suppress

from core.lang import _
from saves.account_names import name_key
from saves.tables.net.protocol import encode
from saves.tables.net.vouch import NotVouched, who_is

#: connections at once whose account the server is still being asked about
VOUCHING = 32


class TooOften(str):
    """The refusal of a user connecting more than CHURN times in CHURN_PER seconds."""


def refuse(conn: socket.socket, why: str) -> None:
    """Say why in one line and hang up; nothing of theirs is read."""
    with suppress(OSError):
        conn.send(encode({"t": "no", "why": why}))
    conn.close()


def account_key(account: str) -> str:
    """What the door counts an account's connections under (never a uid: an int)."""
    return "account:" + name_key(account)


class ServedDoor:
    """Mixed into HostDoor: accepting a connection under serve."""

    name: str
    _vouching: int = 0
    _may_see: Callable[[str], bool]
    _admit_user: Callable[[int | str, str, bool], bool | str]
    _dispatch: Callable[..., None]

    def _accept_served(self, conn: socket.socket, pid: int, uid: int) -> None:
        if uid != os.geteuid():
            refuse(conn, _("table {table} is a table of the server's accounts").format(table=self.name))
        elif self._vouching >= VOUCHING:
            refuse(conn, _("table {table} is busy; try again").format(table=self.name))
        else:
            self._vouching += 1
            asyncio.get_running_loop().create_task(self._vouched(conn, pid))

    async def _vouched(self, conn: socket.socket, pid: int) -> None:
        try:
            account = await asyncio.get_running_loop().run_in_executor(None, who_is, pid)
        except NotVouched as error:
            refuse(conn, str(error))
            return
        finally:
            self._vouching -= 1
        if account is None:
            refuse(conn, _("the server does not know who is connecting to table {table}").format(table=self.name))
            return
        self._dispatch(conn, account_key(account), self._admit_user(account_key(account), account,
                                                                    self._may_see(account)), account)
