"""No pydantic plugin search in dice-tui: it costs every session memory and start-up time.

When pydantic builds its first model it looks for plugins among the installed
distributions (`importlib.metadata.entry_points`), which imports importlib.metadata,
email, zipfile and csv and reads every package's metadata: about 1.3 MB of RSS in each
session and 13-15 ms before a resumed game's first frame. dice-tui uses no pydantic
plugin, so `install()` puts in place of pydantic's plugin loader one that finds none.
It asks nothing else of pydantic: any other name a future pydantic wants from that
module loads the real one (`__getattr__`), and a pydantic already imported is left as
it is. `PYDANTIC_DISABLE_PLUGINS`, set to anything, also leaves pydantic to itself.
"""

from __future__ import annotations

import importlib
import os
import sys
import types

LOADER = "pydantic.plugin._loader"


class _NoPlugins(types.ModuleType):
    """pydantic's plugin loader, with no plugins to load."""

    @staticmethod
    def get_plugins(*args: object, **kwargs: object) -> tuple[()]:
        return ()

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):  # the import system asking what kind of module this is
            raise AttributeError(name)
        sys.modules.pop(LOADER, None)  # something else is wanted: the real loader takes over
        real = importlib.import_module(LOADER)
        return getattr(real, name)


def install() -> None:
    if LOADER in sys.modules or "pydantic" in sys.modules or "PYDANTIC_DISABLE_PLUGINS" in os.environ:
        return
    sys.modules[LOADER] = _NoPlugins(LOADER)
