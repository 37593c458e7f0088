"""core.dize stays pure: the standard library and pydantic only, no I/O, clock or chance."""

import ast
from pathlib import Path

import core.dize

ALLOWED = {
    "__future__", "collections", "dataclasses", "fractions", "functools", "itertools",
    "math", "statistics", "types", "typing", "pydantic", "core",
}
FORBIDDEN_CALLS = {"print", "open", "input", "exec", "eval"}


def modules():
    return sorted(Path(core.dize.__file__).parent.glob("*.py"))


def test_core_dize_imports_only_the_standard_library_and_pydantic():
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in ALLOWED, f"{path.name} imports {name}"
                assert not name.startswith(("core.game_", "core.tui")), name


def test_core_dize_does_no_io_and_keeps_its_modules_small():
    for path in modules():
        tree = ast.parse(path.read_text())
        calls = {
            node.func.id for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not calls & FORBIDDEN_CALLS, f"{path.name} calls {calls & FORBIDDEN_CALLS}"
        assert len(path.read_text().splitlines()) <= 300, f"{path.name} is over 300 lines"
