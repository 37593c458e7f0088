"""The garbage collector's pace for a running app.

Why: a move allocates tens of thousands of short-lived objects (Textual's strips,
segments and styles), and CPython's default first threshold (700 allocations)
ran a collection every few hundred of them: 70-110 collections a Dalek Dice move,
about a tenth of its CPU once a full collection walked the rule charts and the
screen's widgets. Young objects mostly die by reference counting anyway; collecting
every 5,000 allocations keeps the cycles (Textual's widgets point at their parents)
collected within a move or two, and holds at most a few hundred kilobytes more.

Before the app runs nothing is collected at all (`held_start_up`): loading Textual,
pydantic and the rule engines allocates hundreds of thousands of objects that all live
on, and the collections they set off (about fifty, walking the same survivors again and
again) were 3 ms of the menu's first frame (issue 34). What start-up made is then set
aside for good (`gc.freeze`): a few hundred objects of it are garbage, and every later
full collection walks tens of thousands fewer objects.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

#: allocations between two young collections (CPython's default: 700)
YOUNG = 5000


@contextmanager
def held_start_up() -> Iterator[None]:
    """No collection until the app is paced (`pace_for_an_app`), entered before the app's
    modules load; collecting as before if the app never got that far."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def pace_for_an_app() -> None:
    """Collect at the app's pace: fewer young collections, the older generations as usual;
    after a held start-up, what it made is never walked again."""
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
