"""Pig's save-list line, from its facts (light: the save list words a summary with it)."""

from __future__ import annotations

from typing import Any


def progress_line(facts: dict[str, Any], names: list[str]) -> str:
    totals = ", ".join(f"{name} {total}" for name, total in zip(names, facts["scores"]))
    if facts["over"]:
        return f"{names[facts['winners'][0]]} won; {totals}"
    return f"to {facts['target']}: {totals}"
