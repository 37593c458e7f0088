"""A hostile host cannot crash, freeze or flood a client (issue 32, item 4): everything a
host says is checked as the host checks a client's; what does not check ends the table
for that client in one line, with the game as it was; chat and notices are paced."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from core.dalek_dice import Roll
from saves.tables.net.client import GRACE, REPLY_TIMEOUT, TableClient, TableError
from saves.tables.net.client_friends import CHAT_SHOWN, NOTICES
from tests.tui.hostile_host import ROLL, HostileHost, says, welcome
from tests.tui.table_helpers import pump
from tests.tui.test_cli import run_cli

CANNOT_READ = "its host sent what this dice-tui cannot read"


class Heard:
    """A screen's ear, counting what it is told."""

    def __init__(self) -> None:
        self.news: list[str] = []
        self.chat: list[str] = []
        self.events = 0

    def take_events(self, before, events, command=None) -> None:
        self.events += 1

    def take_undo(self) -> None:
        pass

    def table_changed(self, news: str) -> None:
        self.news.append(news)

    def take_chat(self, line: str) -> None:
        self.chat.append(line)


@pytest.fixture
def hostile(tables_env):
    made = []

    def start(script):
        made.append(HostileHost(tables_env / "tables", script))
        return made[-1]

    yield start
    for host in made:
        host.stop()


BAD_WELCOMES = [
    welcome(game="yahtzee"),
    welcome(setup={"players": "everyone"}),
    welcome(events=[{"type": "dice_rolled"}]),
    welcome(events=[ROLL, ROLL]),  # validates, does not fold
    welcome(seats=[7]),
    welcome(chat="hello"),
    welcome(host=["ann"]),
    {"t": "welcome"},
]


@pytest.mark.parametrize("bad", BAD_WELCOMES)
def test_a_welcome_that_does_not_check_is_one_line_and_exit_2(capsys, hostile, bad):
    hostile(lambda n, conn: conn.sendall(says(bad)))
    code, _, err = run_cli(capsys, "table", "join", "ann-1")
    assert code == 2 and "Traceback" not in err, err
    assert err.splitlines() == [err.splitlines()[0]] and CANNOT_READ in err


def test_a_welcome_that_does_not_check_is_final(hostile, tables_env):
    hostile(lambda n, conn: conn.sendall(says(welcome(events=[ROLL, ROLL]))))
    with pytest.raises(TableError, match=CANNOT_READ) as refused:
        TableClient(tables_env / "tables" / "ann-1", "join")
    assert refused.value.final


def _joined(hostile, tables_env, *after: dict) -> TableClient:
    host = hostile(lambda n, conn: (conn.sendall(says(welcome(), *after)), host.done.wait(10)))
    client = TableClient(tables_env / "tables" / "ann-1", "join")
    client.listener = Heard()
    return client


@pytest.mark.parametrize("bad", [
    {"t": "events", "events": [ROLL]},  # a second roll: does not fold
    {"t": "events", "events": "all of them"},
    {"t": "undo"},
    {"t": "undo"},
    {"t": "seats", "connected": "everyone"},
    {"t": "seats", "connected": [], "stand_ins": {"x": "bot"}},
    {"t": "presence", "seats": {"1": "asleep"}},
    {"t": "rematch", "table": "../../etc"},
    {"t": "chat", "who": ["ann"], "text": "hi"},
    {"t": "ok", "events": []},
    {"t": "who knows"},
])  # fmt: skip
def test_a_message_that_does_not_check_ends_the_table_in_one_line_and_keeps_the_game(hostile, tables_env, bad):
    client = _joined(hostile, tables_env, {"t": "undo"} if bad == {"t": "undo"} else {"t": "seats", "connected": []},
                     bad, {"t": "chat", "who": "ann", "text": "after"})
    before = client.events if bad != {"t": "undo"} else ()
    pump(client)
    assert client.ended and client.paused is not None and "cannot read" in client.paused
    assert client.events == before  # nothing of the bad message, nothing after it
    assert all("after" not in line for line in client.chat)
    assert client.listener.news[-1].startswith("Table ann-1 ended: the host sent what this dice-tui cannot read")
    client.close()


def test_a_bad_welcome_on_reconnect_ends_the_table_instead_of_pausing_for_good(hostile, tables_env):
    def script(n, conn):
        conn.sendall(says(welcome() if n == 1 else welcome(events=[ROLL, ROLL])))  # then "leaves"

    hostile(script)

    async def play() -> TableClient:
        heard = Heard()
        ended = asyncio.Event()
        heard.table_changed = lambda news: ended.set() if "ended" in news else None
        client = TableClient(tables_env / "tables" / "ann-1", "join")
        client.attach(heard)
        await asyncio.wait_for(ended.wait(), 10)  # paused, tried again, and refused for good
        return client

    client = asyncio.run(play())
    assert client.ended and "cannot read" in client.paused
    assert client.events == (client.rules.events.validate_python([ROLL])[0],)
    client.close()


def test_a_flood_of_chat_and_notices_from_a_host_is_paced(hostile, tables_env):
    flood = [{"t": "chat", "who": "ann", "text": f"line {n}"} for n in range(3000)]
    flood += [{"t": "chat-no", "why": f"no {n}"} for n in range(3000)]
    flood += [{"t": "seats", "connected": ["ann"], "stand_ins": {}} for _ in range(3000)]
    started = time.process_time()
    client = _joined(hostile, tables_env, *flood)
    pump(client)
    assert time.process_time() - started < 2.0  # was 45 s of CPU for 3,000 lines
    heard = client.listener
    assert len(heard.chat) == CHAT_SHOWN and len(client.chat) == 100 and client.chat[-1] == "ann: line 2999"
    assert len([news for news in heard.news if news]) <= NOTICES
    assert len(heard.news) <= NOTICES + 1  # once per batch read, not once per message
    assert not client.ended
    client.close()


def test_a_host_that_talks_on_and_never_answers_does_not_freeze_a_move(hostile, tables_env):
    stop = threading.Event()

    def chatter(n, conn):
        conn.sendall(says(welcome(events=[])))
        while not stop.is_set():
            conn.sendall(says({"t": "seats", "connected": ["ann"], "stand_ins": {}}))

    hostile(chatter)
    client = TableClient(tables_env / "tables" / "ann-1", "join")
    client.listener = Heard()
    started = time.monotonic()
    try:
        with pytest.raises(TableError, match="not answering"):
            client.apply(Roll())
        assert time.monotonic() - started < REPLY_TIMEOUT + GRACE + 1.0
    finally:
        stop.set()
        client.close()
