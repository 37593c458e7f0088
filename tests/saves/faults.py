"""Fault injection scoped to one module: its `os` fails where a test says, nobody else's.

Patching `os.write` itself would also fail the test runner's own threads (pytest-xdist
talks to its workers through file descriptors); a module's `os` replaced by a proxy
keeps the fault where it belongs.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest


class _OS(ModuleType):
    def __init__(self, overrides: dict[str, Callable[..., Any]]):
        super().__init__("os")
        self.__dict__.update(overrides)

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)


def fail_os(monkeypatch: pytest.MonkeyPatch, module: Any, **calls: Callable[..., Any]) -> None:
    """Give `module` an `os` whose named functions are replaced by `calls`."""
    monkeypatch.setattr(module, "os", _OS(calls))


def raising(code: int) -> Callable[..., Any]:
    """A stand-in for an os function that fails with `code` (ENOSPC, EACCES...)."""

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise OSError(code, os.strerror(code))

    return fail


def denied_for(path: Path) -> Callable[..., Any]:
    """os.open that refuses `path` with EACCES, as a file of another user would."""

    def guarded(name: Any, *args: Any, **kwargs: Any) -> int:
        if Path(name) == path:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(name))
        return os.open(name, *args, **kwargs)

    return guarded
