"""What one server holds: sessions per account and in all, idle time, and the size and pace
of what a browser may send.

The cap in all comes from the machine's memory: SESSION_MIB is what one browser session's
app process takes (its resident memory, measured by bench/bench_serve.py and said in the
README), and the server keeps half the memory for everything else on the host.
"""

from __future__ import annotations

from dataclasses import dataclass

#: MiB one browser session's app process takes, with room to spare: bench/bench_serve.py
#: measured 27 MiB of proportional memory (PSS: the libraries' pages shared) with 4 open
SESSION_MIB = 40
#: the share of the machine's memory the sessions may take, by default
MEMORY_SHARE = 0.5


def memory_mib() -> int | None:
    """The machine's memory in MiB (Linux /proc/meminfo), None when unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def default_total() -> int:
    mib = memory_mib()
    return 8 if mib is None else max(2, int(mib * MEMORY_SHARE) // SESSION_MIB)


@dataclass(frozen=True)
class Limits:
    per_account: int = 3
    total: int = 8
    idle_seconds: float = 30 * 60
    #: the largest websocket message taken (a paste is cut by the page into smaller ones)
    message_bytes: int = 64 * 1024
    #: messages a browser may send in a burst, then `rate` a second (keys, resizes, pings)
    burst: int = 400
    rate: float = 120.0
    #: the terminal sizes a page may ask for, in cells
    widths: tuple[int, int] = (20, 400)
    heights: tuple[int, int] = (8, 200)

    def size(self, width: int, height: int) -> tuple[int, int]:
        return (min(max(width, self.widths[0]), self.widths[1]), min(max(height, self.heights[0]), self.heights[1]))
