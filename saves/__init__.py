"""Save files for dice-tui: one JSON file per game, the event log being the truth.

Layering: imports `core` only (never `tui`, `sheets`, Textual or ReportLab), and never
prints; every failure a user may meet is a typed `SaveError` whose `str()` is one line.

- `paths`: where saves live (`save_root`).
- `format`: the envelope, `CURRENT_VERSION` and the `UPCASTERS` chain.
- `store`: crash-safe `atomic_write`, `encode`, `load_game` (never writes; damage becomes
  `DamagedSave` with the event number), `list_saves`, `latest_unfinished`, `delete_save`.
- `lock`: `SaveLock`, one dice-tui per save (`SaveInUse`).
- `session`: `GameSession`, which a game screen owns: apply, undo, save after every event.
- `records`: small per-game records next to the saves (`load_records`, `save_records`).
"""

from saves.errors import DamagedSave, SaveError, SaveFailed, SaveInUse
from saves.format import CURRENT_VERSION, UPCASTERS
from saves.lock import SaveLock
from saves.paths import save_root
from saves.records import load_records, save_records
from saves.session import GameSession
from saves.store import (
    LoadedGame,
    SaveInfo,
    atomic_write,
    delete_save,
    encode,
    latest_unfinished,
    list_saves,
    load_game,
)

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
