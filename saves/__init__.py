"""Save files for dice-tui: one JSON file per game, the event log being the truth.

Layering: imports `core` only (never `tui`, `sheets`, Textual or ReportLab), and never
prints; every failure a user may meet is a typed `SaveError` whose `str()` is one line.

- `paths`: where saves live (`save_root`), private folders, unsafe ones refused.
- `files`: opening files on a shared host: regular files only, no symlinks, size caps.
- `decoding`: a file's bytes that may be hostile -> its JSON object of the current version
  (bounded parsing, the upcaster chain, pydantic's first error as one line).
- `eventfile`: what a game save and a campaign file share: reading one bounded, its
  envelope through its kind's upcasters, and `EventLog`, the locked file written whole,
  once per command, encoding only the new events (both sessions are built on it).
- `format`: the envelope, `CURRENT_VERSION` and the `UPCASTERS` chain.
- `loading`: `load_game` (never writes; damage becomes `DamagedSave` with the event
  number), with `audit` (dice against the seed: "altered") and `repair` (a log cut
  mid-command taken back to its last whole command).
- `store`: `encode`, `list_saves` (bad files listed apart), `latest_unfinished`;
  `save_files`: `import_save`, `delete_save`; crash-safe writes are `atomic`.
- `lock`: `SaveLock`, one dice-tui per save (`SaveInUse`), a flock on the save itself.
- `session`: `GameSession`, which a game screen owns: apply, undo, one write per command.
- `records`: small per-game records next to the saves (`load_records`, `save_records`).
- `tables`: the rendezvous folder where shared tables are found, and (`tables.net`) their sockets.
"""

from importlib import import_module

#: public name -> the module that defines it. Loaded on first use, so that the menu's
#: first frame (which only needs `paths`) does not pay for pydantic and the rule engines.
_HOMES = {
    "DamagedSave": "errors", "SaveError": "errors", "SaveFailed": "errors", "SaveInUse": "errors",
    "CURRENT_VERSION": "format", "UPCASTERS": "format",
    "SaveLock": "lock",
    "save_root": "paths",
    "load_records": "records", "save_records": "records",
    "GameSession": "session",
    "LoadedGame": "store", "SaveInfo": "store", "atomic_write": "store", "delete_save": "save_files",
    "encode": "store", "latest_unfinished": "store", "list_saves": "store", "load_game": "store",
}


def __getattr__(name: str) -> object:
    if name in _HOMES:
        return getattr(import_module(f"saves.{_HOMES[name]}"), name)
    raise AttributeError(f"module 'saves' has no attribute {name!r}")


__all__ = [
    "CURRENT_VERSION",
    "UPCASTERS",
    "DamagedSave",
    "GameSession",
    "LoadedGame",
    "SaveError",
    "SaveFailed",
    "SaveInUse",
    "SaveInfo",
    "SaveLock",
    "atomic_write",
    "delete_save",
    "encode",
    "latest_unfinished",
    "list_saves",
    "load_game",
    "load_records",
    "save_records",
    "save_root",
]
