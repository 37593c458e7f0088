"""The collector at start-up (issue 34): nothing collected while the app's modules load,
what they made set aside for good once the app is paced, and collection as before for a
start-up that never reached the app."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

from tui.collector import YOUNG, held_start_up

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import gc
from tui.collector import held_start_up, pace_for_an_app
with held_start_up():
    during = gc.isenabled()
    made = [[index] for index in range(1000)]  # what the app's modules would make
    pace_for_an_app()
    paced = gc.isenabled()
print(during, paced, gc.isenabled(), gc.get_freeze_count() >= 1000, gc.get_threshold()[0])
"""


def test_a_held_start_up_collects_nothing_until_the_app_is_paced_then_sets_its_objects_aside():
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True", "True", "True", str(YOUNG)]


def test_a_start_up_that_fails_collects_again():
    with pytest.raises(RuntimeError), held_start_up():
        assert not gc.isenabled()
        raise RuntimeError("the app could not start")
    assert gc.isenabled()


def test_the_app_loads_with_the_collector_held(monkeypatch, save_root):
    from tui import app
    from tui.cli import commands

    seen = []
    monkeypatch.setattr(app, "run_app", lambda root, start: seen.append(gc.isenabled()) or 0)
    assert commands.launch(None, start=None) == 0
    assert seen == [False] and gc.isenabled()
