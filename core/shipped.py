"""Data shipped inside the packages (Dizzle's levels, 25 to Dice's boards, the campaign's
stages), found beside the module that reads it.

importlib.resources would find the same files, and for a package on disk it hands back
the very same path, but only after importing zipfile (for zipped packages, which dice-tui
is never run from): a quarter of a MB in every session that reads a level or a board, on
a host where each player's session is a process. dice-tui is installed as files, as its
stylesheets (Textual's CSS_PATH) already are.
"""

from __future__ import annotations

from pathlib import Path


def beside(module_file: str, *parts: str) -> Path:
    """The path of `parts` in the folder of the module whose `__file__` is `module_file`."""
    return Path(module_file).parent.joinpath(*parts)
