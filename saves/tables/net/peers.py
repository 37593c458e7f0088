"""Who is at the other end of a table's socket: the kernel says, not the client.

`SO_PEERCRED` gives the connecting process's uid as the kernel saw it at connect(); the
login name comes from the password database. A client's word about who it is counts
only in one case, for tests: when the host was started with $DICE_TUI_TABLE_TEST_USERS=1
and the client runs as the host's own user (who could play every seat hot-seat anyway),
its hello may name the user it stands for. A client of any other user is always who the
kernel says.

Under `dice-tui serve` (vouch.served()) every app process is the server's one Unix user:
who a process is, this one included, is the account the server vouches for (vouch.py),
and no claim counts, test mode or not.
"""

from __future__ import annotations

import grp
import os
import pwd
import socket
import struct

from core.lang import _
from saves.tables import user_name as user_name  # also names the owner of a table's folder
from saves.tables.net.vouch import EVERY_ACCOUNT as EVERY_ACCOUNT
from saves.tables.net.vouch import my_account
from saves.tables.net.vouch import peer_cred as peer_cred
from saves.tables.net.vouch import served as served

TEST_USERS_ENV = "DICE_TUI_TABLE_TEST_USERS"
_CRED = struct.Struct("3i")  # pid, uid, gid


def peer_uid(sock: socket.socket) -> int:
    """The uid of the process that connected `sock` (Linux SO_PEERCRED)."""
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _CRED.size)
    _pid, uid, _gid = _CRED.unpack(raw)
    return int(uid)


#: in test mode (TEST_USERS_ENV), the user this process stands for
AS_ENV = "DICE_TUI_TABLE_AS"


def my_name() -> str:
    """This process's login name (in test mode, the user it stands for); under serve its
    account, in the server's word (NotVouched, an OSError in one line, when it does not say)."""
    if served():
        return my_account()
    claimed = os.environ.get(AS_ENV, "")
    return claimed if test_users() and claimed else user_name(os.geteuid())


def claimed_name() -> str | None:
    """What a client says it is in its hello: only in test mode, and only a host of the
    same user listens (identify)."""
    return os.environ.get(AS_ENV) or None if test_users() and not served() else None


def test_users() -> bool:
    """Test mode: same-uid processes stand for the users they claim (never under serve)."""
    return os.environ.get(TEST_USERS_ENV) == "1" and not served()


def identify(uid: int, claimed: object) -> str:
    """Who a peer is: its login name; in test mode a same-user peer's claimed name."""
    if test_users() and uid == os.geteuid() and isinstance(claimed, str) and claimed:
        return claimed
    return user_name(uid)


def user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


def group_id(name: str) -> int:
    """The gid of a group the caller belongs to; ValueError in one line otherwise."""
    try:
        group = grp.getgrnam(name)
    except KeyError:
        raise ValueError(_("there is no group {group} on this host").format(group=repr(name))) from None
    if group.gr_gid not in os.getgroups() and group.gr_gid != os.getegid():
        raise ValueError(_("you are not in the group {group} (see the README's SSH section)").format(group=repr(name)))
    return group.gr_gid


def in_group(user: str, gid: int) -> bool:
    """Whether `user` belongs to group `gid` (as a member or by their primary group)."""
    try:
        entry = pwd.getpwnam(user)
    except KeyError:
        return False
    try:
        return gid in os.getgrouplist(user, entry.pw_gid)
    except OSError:
        return False


def group_name(gid: int) -> str:
    try:
        return grp.getgrgid(gid).gr_name
    except KeyError:
        return str(gid)
