"""Nobody else on the host can hijack, hide or block a table (issue 22, items 1-3), played
by real local users: tbl_eve attacks, tbl_bob and tbl_cy are seated, the host is root's
table. Each test skips, saying why, when not run as root."""

from __future__ import annotations

import contextlib
import grp
import os
import socket
import threading
from pathlib import Path

import pytest

import saves.tables.net.door as door_module
from saves.tables import folder as tables
from saves.tables.listing import find
from saves.tables.net.client import TableClient, TableError
from saves.tables.net.peers import identify
from saves.tables.net.protocol import decode, encode
from tests.tui.table_helpers import HostThread
from tests.tui.table_users import GROUP, AsUser, plant_folders


def test_a_rendezvous_folder_another_user_owns_is_refused(users, shared):
    root = shared / "tables"
    os.chown(root, users["tbl_eve"].pw_uid, -1)  # eve made it first, 1777
    with pytest.raises(tables.TableFolderError, match=r"it belongs to tbl_eve, not to root or you"):
        tables.check_root(root, create=False)
    with pytest.raises(tables.TableFolderError, match=r"belongs to tbl_eve"):
        tables.list_tables(root)


def test_a_table_folder_swapped_for_a_link_is_never_written_through(users, shared):
    host = HostThread(shared, "ann,bob")
    target = shared / "target"
    target.mkdir()
    (target / "sock").write_text("keep")
    moved = shared / "tables" / "ann-1.moved"
    os.rename(host.folder, moved)  # what the rendezvous folder's owner could do
    host.folder.symlink_to(target)
    host.bot_moves(3)  # table.json rewritten: inside the folder the host opened
    host.stop()
    assert sorted(os.listdir(target)) == ["sock"] and (target / "sock").read_text() == "keep"
    assert "table.json" in os.listdir(moved)


def test_a_socket_answered_by_someone_else_is_refused_before_anything_is_shown(users, shared):
    bob = users["tbl_bob"]
    folder = shared / "tables" / "tbl_bob-1"
    folder.mkdir()
    info = tables.TableInfo(table="tbl_bob-1", game="dalek-dice", title="Dalek Dice", seats=(), save="x")
    (folder / "table.json").write_text(info.model_dump_json())
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(folder / "sock"))
    server.listen()
    for path in (folder, folder / "table.json"):
        os.chown(path, bob.pw_uid, bob.pw_gid)
    told = []

    def impostor() -> None:  # root answers in tbl_bob's place, with a made-up game
        conn, _ = server.accept()
        told.append(conn.recv(4096))
        with contextlib.suppress(OSError):  # the client has hung up already
            conn.sendall(encode({"t": "welcome", "table": "tbl_bob-1", "game": "dalek-dice", "events": []}))
        conn.close()

    thread = threading.Thread(target=impostor, daemon=True)
    thread.start()
    answered = r"^refusing table tbl_bob-1: its socket is answered by root, not by its host tbl_bob$"
    with pytest.raises(TableError, match=answered):
        TableClient(folder, "watch")
    thread.join(5)
    assert told == [b""] or told == []  # not even the hello was sent
    server.close()


def test_a_flood_of_folders_hides_no_table(users, shared):
    host = HostThread(shared, "ann,bob")
    root = shared / "tables"
    try:
        seats = (tables.Seat(name="bob"),)
        fake = tables.TableInfo(table="NAME", game="dalek-dice", title="Fake", seats=seats, save="x")
        junk = [f"a{i:03}" for i in range(1, 601)]
        posing = [f"ann-{i}" for i in range(2, 40)]  # eve's folders under the host's name
        own = [f"tbl_eve-{i}" for i in range(1, 120)]
        made = AsUser(users["tbl_eve"], plant_folders, str(root), junk + posing, "").result()
        made += AsUser(users["tbl_eve"], plant_folders, str(root), own, fake.model_dump_json()).result()
        assert made == 600 + 38 + 119
        rows = tables.list_tables(root)
        names = [row.name for row in rows]
        assert "ann-1" in names and not any(name.startswith(("a0", "ann-2", "ann-3")) for name in names)
        assert sum(name.startswith("tbl_eve-") for name in names) == tables.MAX_PER_HOST
        os.environ[tables.ENV] = str(root)
        try:
            assert find("ann-1").running and find("ann-2") is None
        finally:
            del os.environ[tables.ENV]
    finally:
        host.stop()


def _attempt(sock_path: str) -> tuple[str, socket.socket | None]:
    """One connection: what the host said on it, or 'open' (and the socket) if it is kept."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(0.5)
    try:
        sock.connect(sock_path)
        line = sock.recv(4096)
    except TimeoutError:
        return "open", sock
    except OSError as error:
        sock.close()
        return f"connect: {error}", None
    sock.close()
    return (decode(line.split(b"\n")[0], 1 << 16)["why"] if line else "closed"), None


def _hold_connections(sock_path: str, count: int, gate: str) -> list[str]:
    """Open `count` connections, keep those the host keeps, and hold them until the test
    closes `gate` (a FIFO); what the host said on each."""
    said, held = [], []
    for _ in range(count):
        why, sock = _attempt(sock_path)
        said.append(why)
        held.append(sock)
    with open(gate, "rb") as waiting:  # opening waits for the test; reading, for it to let go
        waiting.read()
    return said


def _flood(sock_path: str, gate: str) -> list[str]:
    """Connect again and again (1,706 connects in 40 s was the attack) until the test
    closes `gate`; every different thing the host said."""
    said = set()
    fd = os.open(gate, os.O_RDONLY)  # waits for the test to open it
    os.set_blocking(fd, False)
    while True:
        try:
            if os.read(fd, 1) == b"":
                break  # the test let go
        except BlockingIOError:
            pass
        said.add(_attempt(sock_path)[0])
    os.close(fd)
    return sorted(said)


class Gate:
    """A FIFO a user's child waits on: `open()` returns once the child is waiting, and
    `close()` lets it go."""

    def __init__(self, folder: Path):
        self.path = folder / "gate"
        os.mkfifo(self.path)
        os.chmod(self.path, 0o666)

    def open(self) -> None:
        self.fd = os.open(self.path, os.O_WRONLY)

    def close(self) -> None:
        os.close(self.fd)


def _join(folder: str, role: str) -> dict:
    try:
        client = TableClient(Path(folder), role)
    except TableError as error:
        return {"refused": str(error)}
    seats = sorted(client.seats)
    client.close()
    return {"seats": seats}


def test_someone_without_a_seat_is_let_go_at_once_and_never_locks_a_player_out(users, shared):
    host = HostThread(shared, "tbl_bob,tbl_cy", host="root", identify=identify)
    try:
        gate = Gate(shared)
        eve = AsUser(users["tbl_eve"], _flood, str(host.folder / "sock"), str(gate.path))
        gate.open()  # eve is flooding
        assert AsUser(users["tbl_bob"], _join, str(host.folder), "join").result() == {"seats": [0]}
        gate.close()
        # every connection the kernel let through was refused at once, saying why
        assert set(eve.result()) - {"connect: [Errno 11] Resource temporarily unavailable"} == {
            "tbl_eve is not seated at table root-1"
        }
        refused = AsUser(users["tbl_eve"], _join, str(host.folder), "watch").result()
        assert refused == {"refused": "tbl_eve is not seated at table root-1"}
    finally:
        host.stop()


def test_a_watchers_flood_is_capped_per_user_and_seated_players_still_get_in(users, shared, monkeypatch):
    gid = grp.getgrnam(GROUP).gr_gid
    monkeypatch.setattr(door_module, "MAX_CONNECTIONS", 3)
    host = HostThread(shared, "tbl_bob,tbl_cy", host="root", identify=identify, group=gid)
    try:
        gate = Gate(shared)
        eve = AsUser(users["tbl_eve"], _hold_connections, str(host.folder / "sock"), 20, str(gate.path), groups=(gid,))
        gate.open()  # eve holds all she could get
        assert AsUser(users["tbl_bob"], _join, str(host.folder), "join", groups=(gid,)).result() == {"seats": [0]}
        assert AsUser(users["tbl_cy"], _join, str(host.folder), "watch", groups=(gid,)).result() == {"seats": []}
        gate.close()
        said = eve.result()
        assert said.count("open") == 3 and "table root-1 has no room for more watchers" in said
    finally:
        host.stop()


def test_one_user_holds_at_most_per_user_connections(users, shared):
    host = HostThread(shared, "tbl_bob,tbl_cy", host="root", identify=identify)
    try:
        gate = Gate(shared)
        bob = AsUser(users["tbl_bob"], _hold_connections, str(host.folder / "sock"), 12, str(gate.path))
        gate.open()
        gate.close()
        said = bob.result()
        assert said.count("open") == door_module.PER_USER
        assert f"tbl_bob already has {door_module.PER_USER} connections to table root-1" in said
    finally:
        host.stop()


def test_a_refusal_at_hello_says_why_in_words(users, shared):
    """The host hangs up right after refusing: the client still reads why (no [Errno 32])."""
    host = HostThread(shared, "tbl_bob,tbl_cy", host="root", identify=identify)
    try:
        out = AsUser(users["tbl_ann"], _join, str(host.folder), "join").result()
        assert out == {"refused": "tbl_ann is not seated at table root-1"}
    finally:
        host.stop()
