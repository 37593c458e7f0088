"""asyncio loaded without TLS, for a session that never opens a network connection.

Why: `import asyncio` imports `ssl` (its event loop can wrap a socket in TLS), and `ssl`
loads OpenSSL's libssl and libcrypto and sets them up: about 1.5 MB of every session's
memory (1.2 MB of it private, issue 34: sessions per GiB) and 4-5 ms of every start-up
before the menu's first frame. A game, the menu, a campaign or a shared table on this
machine talk to a terminal and to files, never over TLS.

`install()` imports asyncio while `ssl` cannot be imported, so asyncio takes the road
it has for a Python built without OpenSSL (its modules hold `ssl = None`; a TLS
connection would be refused with "Python ssl module is not available"), then lets `ssl`
be imported again: anything else in the process that asks for it gets the real module.
`dice-tui serve`, whose web server may speak TLS, never calls it.
"""

from __future__ import annotations

import sys


def install() -> None:
    """Load asyncio without `ssl`, unless either is already loaded (idempotent)."""
    if "asyncio" in sys.modules or "ssl" in sys.modules:
        return  # asyncio has its ssl (or its road without) already; nothing to save
    sys.modules["ssl"] = None  # type: ignore[assignment]  # the import system's "no such module"
    try:
        import asyncio  # noqa: F401  (loaded here, once, without TLS)
    finally:
        if sys.modules.get("ssl", False) is None:
            del sys.modules["ssl"]
