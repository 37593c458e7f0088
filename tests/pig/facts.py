"""Pig's own numbers beyond scores and winners (core.facts)."""

from __future__ import annotations

from typing import Any


def facts(state: Any) -> dict[str, int]:
    return {"target": state.setup.target}
