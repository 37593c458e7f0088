"""Package exports loaded on first use.

A game package re-exports names from its modules for convenience, but importing the
package must stay cheap: `sheets` reads only a level or board model, the menu only
needs a title, and a whole rules engine would otherwise come along with them.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_exports(package: str, homes: dict[str, str]) -> Callable[[str], Any]:
    """A module `__getattr__` serving `homes` (public name -> submodule) on demand."""

    def __getattr__(name: str) -> Any:
        if name in homes:
            return getattr(import_module(f"{package}.{homes[name]}"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
