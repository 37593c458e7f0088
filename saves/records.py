"""Small campaign records kept next to the saves, in `<root>/records.json`.

One JSON object, one key per user of it (diZe keeps its best scores and wins per
difficulty under its own key), each value a pydantic model owned by that user. Records
are precious and small, so nothing is ever silently lost:

- a file that is not a JSON object (or is too large, or not a regular file) is renamed
  `records.json.damaged-<n>` and a fresh one is started;
- a key whose value no longer fits its model reads as the model's default, and the file
  is copied to `records.json.damaged-<n>` before that key is first overwritten.

Read-modify-write runs under a lock on the folder, so two dice-tuis finishing games at
the same moment do not drop each other's records.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from saves.atomic import atomic_write
from saves.decoding import loads
from saves.errors import DamagedSave
from saves.files import RECORDS_BYTES, read_capped
from saves.lock import folder_lock
from saves.paths import RECORDS_FILE, ensure_folder

Model = TypeVar("Model", bound=BaseModel)


def load_records(root: str | Path, key: str, model: type[Model]) -> Model:
    """The records stored under `key`, or `model()` if there are none or they are unreadable."""
    root = Path(root)
    if not (root / RECORDS_FILE).exists():
        return model()
    with folder_lock(root):
        value = _read(root).get(key)
    if value is None:
        return model()
    try:
        return model.model_validate(value)
    except ValidationError:
        return model()


def save_records(root: str | Path, key: str, value: BaseModel) -> None:
    """Store `value` under `key`, keeping every other key as it is."""
    root = ensure_folder(Path(root))
    with folder_lock(root):
        data = _read(root)
        old = data.get(key)
        if old is not None and not _fits(type(value), old):
            _keep_damaged(root, rename=False)
        data[key] = value.model_dump(mode="json")
        text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        atomic_write(root / RECORDS_FILE, text.encode())


def update_records(
    root: str | Path, changes: dict[str, tuple[type[BaseModel], Callable[[Any], BaseModel]]]
) -> dict[str, BaseModel]:
    """Read-modify-write several keys at once, under the lock, in one atomic write.

    `changes` maps a key to (its model, a function from the old value to the new), applied
    in order, so a later change may depend on what an earlier one saw. Returns the old
    values. Two dice-tuis finishing games together cannot drop each other's records, and
    a crash leaves either all of the changes or none.
    """
    root = ensure_folder(Path(root))
    with folder_lock(root):
        data = _read(root)
        before: dict[str, BaseModel] = {}
        for key, (model, change) in changes.items():
            old = data.get(key)
            fits = old is not None and _fits(model, old)
            if old is not None and not fits:
                _keep_damaged(root, rename=False)
            before[key] = model.model_validate(old) if fits else model()
            data[key] = change(before[key]).model_dump(mode="json")
        text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        atomic_write(root / RECORDS_FILE, text.encode())
    return before


def _read(root: Path) -> dict[str, Any]:
    """The records object; a damaged file is set aside and an empty one returned."""
    path = root / RECORDS_FILE
    try:
        data = loads(read_capped(path, RECORDS_BYTES)[0])
    except FileNotFoundError:
        return {}
    except (OSError, DamagedSave):  # too large, not a regular file, not JSON, nested too deep
        data = None
    if isinstance(data, dict):
        return data
    _keep_damaged(root, rename=True)
    return {}


def _fits(model: type[BaseModel], value: Any) -> bool:
    try:
        model.model_validate(value)
    except ValidationError:
        return False
    return True


def _keep_damaged(root: Path, *, rename: bool) -> Path:
    path = root / RECORDS_FILE
    n = 1
    while (kept := root / f"{RECORDS_FILE}.damaged-{n}").exists():
        n += 1
    if rename:
        path.rename(kept)
    else:
        atomic_write(kept, read_capped(path, RECORDS_BYTES)[0])
    return kept
