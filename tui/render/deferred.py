"""Standard modules pydantic imports but a session never uses, loaded at their first use.

pydantic's `types` module imports `secrets` for one comparison of secret strings, which
no dice-tui model has; `secrets` imports `hmac`, `hashlib` and with it OpenSSL's
libcrypto: about 630 kB of RSS in every session (issue 34, sessions per GiB). `install()`
puts in its place a module that imports the real `secrets` the first time anything reads a
name from it, so the server's logins and shared tables, which use it, still get the
real one. (The standard library's `LazyLoader` does not help here: on Python 3.11 the
`import` statement itself reads the module's `__spec__`, which runs it.)
"""

from __future__ import annotations

import importlib
import sys
import types

#: imported by pydantic at start, used only by what a game session never does
MODULES = ("secrets",)


class _Deferred(types.ModuleType):
    """A module's stand-in until a name is read from it; then the real module answers."""

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):  # the import system asking what kind of module this is
            raise AttributeError(name)
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]  # the real one takes its place for every later import
        return getattr(importlib.import_module(self.__name__), name)


def install() -> None:
    """Each of MODULES not yet imported gets its stand-in (idempotent)."""
    for name in MODULES:
        sys.modules.setdefault(name, _Deferred(name))
