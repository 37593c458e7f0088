"""The terminal's scrolling strings are read from its terminfo file as curses reads them
(tui.render.terminfo; issue 34: curses is half a MB of every game session)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tui.render import terminfo

#: every entry installed here (curses reads one entry per process: one process each)
ENTRIES = sorted({path.name for folder in terminfo.SYSTEM if Path(folder).is_dir()
                  for path in Path(folder).glob("*/*")})
CURSES = """
import curses, json, os, sys
curses.setupterm(sys.argv[1], os.open(os.devnull, os.O_WRONLY))
print(json.dumps([(curses.tigetstr(name) or b"").decode("latin-1") or None for name in ("indn", "rin", "csr")]))
"""


def test_the_common_terminals_are_installed_here():
    assert {"xterm-256color", "linux", "vt100"} <= set(ENTRIES)


@pytest.mark.parametrize("term", ENTRIES)
def test_each_entry_reads_as_curses_reads_it(term, monkeypatch):
    for name in ("TERMINFO", "TERMINFO_DIRS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", "/nonexistent")
    done = subprocess.run([sys.executable, "-c", CURSES, term], capture_output=True, text=True,
                          env={"HOME": "/nonexistent", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    want = [None if value is None else value.encode("latin-1") for value in json.loads(done.stdout)]
    assert list(terminfo.scroll_strings(term) or ()) == want


def test_a_name_that_is_a_path_or_no_entry_is_left_to_curses():
    assert terminfo.scroll_strings("../../etc/passwd") is None
    assert terminfo.scroll_strings("no-such-terminal-here") is None


def test_a_file_that_is_no_entry_reads_as_none():
    assert terminfo._parse(b"not a terminfo entry at all") is None
    assert terminfo._parse(b"") is None
