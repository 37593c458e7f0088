"""Only tui/render/ reaches past Textual's and Rich's public API (issue 26): a Textual
upgrade that moves a private name can then break one package, which falls back to
Textual's own path, never a screen or start-up."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import textual.app
import textual.dom
import textual.message_pump
import textual.screen
import textual.scroll_view
import textual.widget

ROOT = Path(__file__).resolve().parents[2]
RENDER = ROOT / "tui" / "render"
LIBRARIES = ("textual", "rich")

#: Textual's classes the app's widgets, screens and app derive from
BASES = (textual.app.App, textual.screen.Screen, textual.widget.Widget, textual.scroll_view.ScrollView,
         textual.dom.DOMNode, textual.message_pump.MessagePump)

#: private names that are Textual's whatever else shares them: never touched outside tui/render
ALWAYS = {"_display", "_size_updated", "_render_content", "_render_cache", "_dirty_regions", "_driver",
          "_batch_count", "_compositor", "_forward_event", "_background_screens", "_color_system"}


def textual_private_names() -> set[str]:
    """Every private method or attribute of Textual's app, screen and widget classes."""
    names: set[str] = set()
    for base in BASES:
        for cls in base.__mro__:
            names |= {name for name in vars(cls) if name.startswith("_") and not name.startswith("__")}
        names |= set(re.findall(r"self\.(_[a-z]\w*)\s*[:=]", inspect.getsource(inspect.getmodule(base))))
    return names


def is_private_module(module: str) -> bool:
    parts = module.split(".")
    return parts[0] in LIBRARIES and any(part.startswith("_") for part in parts[1:])


def project_modules() -> list[Path]:
    return [path for top in ("core", "saves", "sheets", "tui") for path in sorted((ROOT / top).rglob("*.py"))]


def own_names(trees: list[ast.Module]) -> set[str]:
    """Private names the project defines itself (a method, an attribute it assigns)."""
    names: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("_"):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and node.attr.startswith("_"):
                names.add(node.attr)
    return names


def textual_bases(tree: ast.Module) -> dict[str, type]:
    """Class names imported from Textual in a module -> the class."""
    found: dict[str, type] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "textual":
            module = __import__(node.module or "", fromlist=["*"])
            for alias in node.names:
                value = getattr(module, alias.name, None)
                if isinstance(value, type):
                    found[alias.asname or alias.name] = value
    return found


def private_uses(tree: ast.Module, textual_names: set[str]) -> list[str]:
    """What a module reaches past the public API for, one line each."""
    uses: list[str] = []
    bases = textual_bases(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if is_private_module(module):
                uses.append(f"{node.lineno}: from {module} import")
            elif module.split(".")[0] in LIBRARIES:
                uses += [f"{node.lineno}: {module}.{alias.name}" for alias in node.names if alias.name.startswith("_")]
        elif isinstance(node, ast.Import):
            uses += [f"{node.lineno}: import {alias.name}" for alias in node.names if is_private_module(alias.name)]
        elif isinstance(node, ast.Attribute) and node.attr in textual_names:
            uses.append(f"{node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in textual_names:
            # getattr(widget, "_border_title"), widget.__dict__["_driver"]: a private name in a string
            uses.append(f"{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.ClassDef):
            inherited = [bases[base.id] for base in node.bases if isinstance(base, ast.Name) and base.id in bases]
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name.startswith("_") \
                        and not item.name.startswith("__") and any(hasattr(cls, item.name) for cls in inherited):
                    uses.append(f"{item.lineno}: overrides {item.name}")
    return uses


def test_only_the_render_package_uses_private_textual_or_rich_names():
    paths = project_modules()
    trees = {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in paths}
    outside = [tree for path, tree in trees.items() if RENDER not in path.parents]
    watched = (textual_private_names() - own_names(outside)) | ALWAYS
    found = {
        str(path.relative_to(ROOT)): uses
        for path, tree in trees.items()
        if RENDER not in path.parents and (uses := private_uses(tree, watched))
    }
    assert found == {}


def test_the_check_sees_each_way_of_reaching_a_private_name():
    source = """
from textual._compositor import ChopsUpdate
import textual._context
from rich.console import _STD_STREAMS
from textual.scroll_view import ScrollView

class Log(ScrollView):
    def _size_updated(self, size, virtual_size, container_size, layout=True):
        return super()._size_updated(size, virtual_size, container_size, layout)

def draw(app, widget):
    app._display(app.screen, None)
    widget._render_content()
    getattr(app, "_driver", None)
"""
    uses = private_uses(ast.parse(source), ALWAYS)
    assert sorted(use.split(": ", 1)[1] for use in uses) == sorted([
        "from textual._compositor import", "import textual._context", "rich.console._STD_STREAMS",
        "overrides _size_updated", "._size_updated", "._display", "._render_content", "'_driver'",
    ])


def test_the_render_package_itself_uses_them_and_is_walked():
    """The walk reaches the package it exempts (the check would pass vacuously otherwise)."""
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in project_modules() if RENDER in path.parents]
    assert any(private_uses(tree, ALWAYS) for tree in trees)


def test_a_textual_without_the_private_names_still_starts_on_its_own_path(tmp_path):
    """A Textual that renamed its update classes: the terminal's copy steps aside, and the
    app starts and plays."""
    import subprocess
    import sys

    code = f"""
import asyncio
import textual.app, textual._compositor
names = ("ChopsUpdate", "CompositorUpdate", "LayoutUpdate")
kept = {{name: getattr(textual._compositor, name) for name in names}}
for name in names:
    delattr(textual._compositor, name)  # gone while dice-tui imports them
import tui.app
for name, value in kept.items():
    setattr(textual._compositor, name, value)  # Textual itself still uses them

from pathlib import Path
from tests.tui.helpers import app_with, new_session

root = Path({str(tmp_path)!r}) / "saves"
app = app_with(root, new_session(root, "dizzle", "Ann", seed=3, level=4))
assert app.terminal_copy is None, "no copy without Textual's update classes"

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g", "r", "right", "down", "enter")
        await pilot.pause()
asyncio.run(main())
print("played")
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.stdout.strip() == "played", done.stderr[-2000:]
