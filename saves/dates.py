"""A save's dates: stored in UTC, shown in the player's time zone.

Apart from saves.format (the envelope, a pydantic model) so that the save list, which
only reads the dates a summary gives, does not load pydantic for them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from saves.errors import DamagedSave


def as_utc(moment: datetime) -> datetime:
    """An aware UTC datetime; a naive one (hand-edited file) is taken to be UTC."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC)
    except OverflowError:  # 0001-01-01 east of UTC, 9999-12-31 west of it
        raise DamagedSave(f"date out of range ({moment.isoformat()})") from None


def local_time(moment: datetime) -> datetime:
    """An aware datetime in the user's time zone, or unchanged if that zone is off the calendar."""
    try:
        return moment.astimezone()
    except (OverflowError, ValueError):
        return moment
