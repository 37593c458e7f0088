"""Reaching a table's host: the socket by the table folder's descriptor, who answers by the
kernel's word (under serve, by the server's word about the answering process), then the
hello. Blocking, with deadlines: `table join` calls it directly, a paused client
from a thread of its own (saves.tables.net.client)."""

from __future__ import annotations

import contextlib
import errno
import os
import select
import socket
import time
from pathlib import Path
from typing import Any

from core.lang import N_, _
from saves.tables import folder as tables
from saves.tables.at import open_dir, open_root, read_at, refusal
from saves.tables.net.peers import peer_cred, user_name
from saves.tables.net.protocol import HOST_LINE, ProtocolError, decode, encode
from saves.tables.net.vouch import NotVouched, served, who_is

#: seconds the host has to answer a hello (from the reconnecting thread, or `table join`)
HELLO_TIMEOUT = 5.0


class HostSilent(Exception):
    """The host said nothing by the deadline (stopped, or far too slow)."""


class TableError(OSError):
    """The table cannot be reached or refused us: one line, for the CLI or a notification.
    `final`: trying again would not help (refused, closed, another game)."""

    def __init__(self, why: str, final: bool = False):
        super().__init__(why)
        self.strerror = why
        self.final = final


def dial(folder: Path, hello: dict[str, Any]) -> tuple[socket.socket, bytes, dict[str, Any]]:
    """Connect to the table at `folder`, check the kernel says its host answers, say
    hello: the socket, what came after the welcome, the welcome. Blocks (HELLO_TIMEOUT)."""
    name = folder.name
    try:
        root_fd = open_root(folder.parent)
    except OSError as error:
        raise TableError(str(refusal(folder.parent, error)), final=True) from None
    try:
        table_fd, info = open_dir(root_fd, name)
    except FileNotFoundError:
        raise TableError(_("table {table} was closed").format(table=name), final=True) from None
    except OSError:
        raise TableError(_("there is no table {table}").format(table=name), final=True) from None
    finally:
        os.close(root_fd)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC)
    try:
        if not tables.named_for(name, info.st_uid):
            raise TableError(_("{table} is not a table of {user}'s").format(
                table=name, user=user_name(info.st_uid)), final=True)
        sock.settimeout(HELLO_TIMEOUT)
        try:
            _connect(sock, tables.via_fd(table_fd, tables.SOCKET))
        except OSError as error:
            if _abandoned(folder):
                raise TableError(_("table {table} was abandoned by its host").format(table=name), final=True) from None
            busy = error.errno in (errno.EAGAIN, errno.ETIMEDOUT)
            said = _("table {table} is busy; try again") if busy else _(
                "table {table} is not open (its host is not running)")
            why = said.format(table=name)
            raise TableError(why) from None
        pid, answering = peer_cred(sock)
        if answering != info.st_uid:
            raise TableError(_(_ANSWERED).format(table=name, user=user_name(answering), host=user_name(info.st_uid)))
        if served():
            _check_vouched(table_fd, pid, name)
        with contextlib.suppress(OSError):  # a host that refused at once has said why: read it below
            sock.sendall(encode(hello))
        try:
            welcome, rest = read_line(sock, b"", time.monotonic() + HELLO_TIMEOUT, name)
        except HostSilent as error:
            raise TableError(str(error)) from None
        if welcome.get("t") == "no":
            raise TableError(str(welcome.get("why", "refused")), final=True)
        if welcome.get("t") != "welcome":  # what it holds is checked by from_host.read_welcome
            raise TableError(_("table {table} answered something else than a welcome").format(table=name))
    except BaseException:
        sock.close()
        raise
    finally:
        os.close(table_fd)
    sock.setblocking(False)
    return sock, rest, welcome


_ANSWERED = N_("refusing table {table}: its socket is answered by {user}, not by its host {host}")


def _check_vouched(table_fd: int, pid: int, name: str) -> None:
    """Under serve every table's socket is answered by the server's one uid: the process
    answering must be an app of the account the table names as its host, in the server's
    word (saves.tables.net.vouch), else TableError."""
    try:
        raw, _info = read_at(table_fd, tables.DESCRIPTOR, tables.DESCRIPTOR_BYTES)
        host = tables.TableInfo.model_validate_json(raw).host
    except (OSError, ValueError):
        raise TableError(_("table {table} cannot be read").format(table=name)) from None
    try:
        answering = who_is(pid)
    except NotVouched as error:
        raise TableError(str(error)) from None
    if answering != host:
        user = answering if answering is not None else _("a process of no account")
        raise TableError(_(_ANSWERED).format(table=name, user=user, host=host))


def _connect(sock: socket.socket, address: str) -> None:
    """connect(), again while the host's queue of new connections is full (someone
    flooding it: the host drops those at once, so room comes back within moments)."""
    deadline = time.monotonic() + HELLO_TIMEOUT
    while True:
        try:
            sock.connect(address)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _abandoned(folder: Path) -> bool:
    """Whether a table nobody serves is gone or paused past saves.tables.folder.ABANDONED."""
    try:
        row = tables.read_row(folder)
    except OSError:
        return True
    return row is None or row.abandoned


def read_line(sock: socket.socket, buffer: bytes, deadline: float, name: str) -> tuple[dict[str, Any], bytes]:
    """The next whole message and what follows it, waiting until `deadline`."""
    while b"\n" not in buffer:
        left = deadline - time.monotonic()
        if left <= 0:
            raise HostSilent(_("the host of table {table} is not answering").format(table=name))
        if select.select([sock], [], [], left)[0]:
            try:
                chunk = sock.recv(1 << 20)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError:
                chunk = b""
            if not chunk:
                raise TableError(_("the host of table {table} closed the connection").format(table=name))
            buffer += chunk
            if len(buffer) > HOST_LINE:
                raise TableError(_("the host of table {table} sent a line too long").format(table=name))
    line, _sep, rest = buffer.partition(b"\n")
    try:
        return decode(line, HOST_LINE), rest
    except ProtocolError as error:
        raise TableError(_("the host of table {table} sent what this dice-tui cannot read ({why})").format(
            table=name, why=error)) from None
