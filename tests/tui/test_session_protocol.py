"""Screens reach their game through tui.session's protocols, which mypy checks (issue 26):
a `getattr`/`hasattr` probe of a session, or a session forwarding unknown names with
`__getattr__`, would let a screen use what no protocol declares, unseen by mypy."""

from __future__ import annotations

import ast
from pathlib import Path

TUI = Path(__file__).resolve().parents[2] / "tui"


def _names_a_session(node: ast.expr) -> bool:
    """`session`, `self.session`, `x.session`: the object probed is a session."""
    return (isinstance(node, ast.Name) and node.id == "session") or (
        isinstance(node, ast.Attribute) and node.attr == "session"
    )


def test_no_module_probes_a_session_for_attributes() -> None:
    probes = []
    for path in sorted(TUI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr")
                and node.args
                and _names_a_session(node.args[0])
            ):
                probes.append(f"{path.relative_to(TUI.parent)}:{node.lineno}")
    assert probes == [], "declare it in tui.session (Session or SeatControl) instead"


def test_no_session_forwards_unknown_names() -> None:
    forwarding = []
    for path in sorted((TUI / "table").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "__getattr__":
                forwarding.append(f"{path.relative_to(TUI.parent)}:{node.lineno}")
    assert forwarding == [], "a table's session spells out what it offers (tui.session)"
