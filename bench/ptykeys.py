"""A program in an 80x24 pseudo-terminal, and what a key costs it (bench_keys, bench_startup).

A key's cost is read the way a player over SSH feels it: from the key's bytes being
written to the last byte of what the program drew in answer, and how many bytes that
was. "The last byte" is the last one before the terminal stays quiet for QUIET seconds,
longer than the gap between two frames of one key. What the key cost the machine is the
CPU time every thread of the program spent from the key to that quiet (the kernel's
per-thread run time in /proc, in nanoseconds), so it is counted the same on a loaded
machine, where waiting for a core stretches the wall time but not the CPU.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import termios
import time
from dataclasses import dataclass, field

QUIET = 0.25
FRAME = 1 / 60
KEYS = {"up": b"\x1b[A", "down": b"\x1b[B", "right": b"\x1b[C", "left": b"\x1b[D", "enter": b"\r", "tab": b"\t"}


# -- a program in a pty ---------------------------------------------------------------
class Pty:
    """A process in an 80x24 pseudo-terminal, read until it falls quiet."""

    def __init__(self, argv: list[str], env: dict[str, str]):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # child
            os.execvpe(argv[0], argv, env)
        self.resize(80, 24)
        self.last_cpu = float("nan")
        self.drain(timeout=15, quiet=0.6)

    def resize(self, columns: int, rows: int) -> None:
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def repaint(self) -> int:
        """A full repaint's bytes: widen the terminal by a column and measure going back."""
        self.resize(81, 24)
        self.drain(timeout=3, quiet=0.3)
        self.resize(80, 24)
        return len(self.drain(timeout=3, quiet=0.3))

    def drain(self, timeout: float = 5.0, quiet: float = QUIET) -> bytes:
        """Everything written until `quiet` seconds pass without a byte."""
        seen = b""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                if seen or quiet >= timeout:
                    break
                continue
            try:
                seen += os.read(self.fd, 65536)
            except OSError:
                break
        return seen

    def cpu(self) -> float:
        """CPU seconds the program has run so far, all its threads together."""
        total = 0
        try:
            tasks = os.listdir(f"/proc/{self.pid}/task")
        except OSError:
            return float("nan")
        for task in tasks:
            try:
                with open(f"/proc/{self.pid}/task/{task}/schedstat") as stat:
                    total += int(stat.read().split()[0])
            except (OSError, ValueError, IndexError):
                continue  # a thread that ended meanwhile
        return total / 1e9

    def key(self, name: str) -> tuple[float | None, int]:
        """Press a key: (seconds to the last byte of what it drew, or None; bytes).
        The CPU it cost is left in `last_cpu`."""
        self.drain(timeout=1.0, quiet=0.02)  # nothing left over from before
        before = self.cpu()
        os.write(self.fd, KEYS.get(name, name.encode()))
        started = time.perf_counter()
        last, count = None, 0
        while True:
            ready, _, _ = select.select([self.fd], [], [], QUIET)
            if not ready:
                break
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                break
            last, count = time.perf_counter(), count + len(chunk)
        self.last_cpu = self.cpu() - before
        return (None if last is None else last - started), count

    def close(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.fd)


# -- samples ---------------------------------------------------------------------------
@dataclass
class Samples:
    times: list[float] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)  # CPU seconds of each key
    silent: int = 0  # keys that drew nothing

    def add(self, took: float | None, size: int, cpu: float = float("nan")) -> None:
        if took is None:
            self.silent += 1
        else:
            self.times.append(took)
            self.sizes.append(size)
            self.cpus.append(cpu)

    def cpu_mean(self) -> float:
        """Mean CPU seconds a key cost (the mean: what a host pays over many keys)."""
        return statistics.fmean(self.cpus) if self.cpus else float("nan")

    def median(self) -> float:
        return statistics.median(self.times) if self.times else float("nan")

    def p95(self) -> float:
        if not self.times:
            return float("nan")
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]

    def bytes_median(self) -> float:
        return statistics.median(self.sizes) if self.sizes else float("nan")

    def within(self, frames: int) -> int:
        return sum(took <= frames * FRAME for took in self.times)
