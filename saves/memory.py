"""Memory a parse let go of, handed back to the system.

CPython's allocator and the C heap keep what a large parse freed for the process's next
use: after the menu's background look at the saves (a hostile 33 MB save among them) a
session stayed 300 MB larger than it needed for the rest of its life, on a host where
many players share the memory. `give_back()` asks glibc to return every arena's free
pages (`malloc_trim`; a parse's objects hold no cycles, so reference counting already
freed them); elsewhere it does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from functools import cache


def give_back() -> None:
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@cache
def _malloc_trim():  # type: ignore[no-untyped-def]
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):  # not glibc (musl, macOS): nothing to trim
        return None
