"""A table's chat, kept beside the host's save: `<save>.chat`, one JSON object.

Why not in the save: the save's events are the rules' fold and are replayed by the rules
engine, and its envelope forbids unknown fields (an older dice-tui would call a save with
chat in it damaged). A file of its own beside the save is ignored by every save list (it
does not end in `.json`) and by older code, and is written like a save: atomically,
mode 0600, never through a link, read at most CHAT_BYTES.
"""

from __future__ import annotations

import json
from pathlib import Path

from saves.atomic import atomic_write
from saves.files import read_capped

SUFFIX = ".chat"
#: the most lines kept (the newest): a rejoining player sees this much of the talk
KEPT = 100
#: a chat file larger than this is not read (KEPT lines of 200 characters are ~40 KB)
CHAT_BYTES = 256 * 1024


def chat_path(save: Path) -> Path:
    return save.with_name(save.name + SUFFIX)


def read_chat(save: Path) -> list[tuple[str, str]]:
    """The (who, text) lines kept beside `save`; none when there is no file or it cannot be
    read (the talk is not the game: a damaged chat file never stops a table)."""
    try:
        raw, _ = read_capped(chat_path(save), CHAT_BYTES)
        data = json.loads(raw)
    except (OSError, ValueError):
        return []
    lines = data.get("lines") if isinstance(data, dict) else None
    if not isinstance(lines, list):
        return []
    kept = [(str(line[0]), str(line[1])) for line in lines if isinstance(line, list) and len(line) == 2]
    return kept[-KEPT:]


def write_chat(save: Path, lines: list[tuple[str, str]]) -> None:
    """Keep the newest KEPT lines beside `save` (OSError if the disk refuses)."""
    data = {"format": "dice-tui-chat", "version": 1, "lines": [list(line) for line in lines[-KEPT:]]}
    atomic_write(chat_path(save), json.dumps(data, ensure_ascii=False).encode())
