"""Time is injected (issue 12): bot pacing and animation timing come from the app's
`pace`, so no Pilot test sleeps or polls, and no screen reads the clock's pace from
the environment at import."""

from __future__ import annotations

import re
from pathlib import Path

from tui.pace import INSTANT, PLAYER, from_environment

TESTS = Path(__file__).parent
SLEEPING = re.compile(r"pause\(\s*[\d.]|asyncio\.sleep\(|time\.sleep\(")


def test_no_pilot_test_sleeps_a_fixed_time():
    found = [
        f"{path.name}:{number}"
        for path in sorted(TESTS.glob("*.py"))
        if path.name != Path(__file__).name
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if SLEEPING.search(line)
    ]
    assert found == []


def test_screens_take_their_pace_from_the_app_not_the_environment():
    tui = TESTS.parents[1] / "tui"
    readers = [str(path.relative_to(tui)) for path in tui.rglob("*.py") if "DICE_TUI_BOT_DELAY" in path.read_text()]
    assert readers == ["pace.py"]


def test_the_environment_sets_the_pace_when_the_app_starts(monkeypatch):
    monkeypatch.delenv("DICE_TUI_BOT_DELAY", raising=False)
    assert from_environment() == PLAYER
    monkeypatch.setenv("DICE_TUI_BOT_DELAY", "0")
    assert from_environment() == INSTANT and INSTANT.instant
    monkeypatch.setenv("DICE_TUI_BOT_DELAY", "0.2")
    assert from_environment().bot == 0.2 and from_environment().step == PLAYER.step
    monkeypatch.setenv("DICE_TUI_BOT_DELAY", "soon")
    assert from_environment() == PLAYER
