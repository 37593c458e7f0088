"""The garbage collector's pace for a running app.

Why: a move allocates tens of thousands of short-lived objects (Textual's strips,
segments and styles), and CPython's default first threshold (700 allocations)
ran a collection every few hundred of them: 70-110 collections a Dalek Dice move,
about a tenth of its CPU once a full collection walked the rule charts and the
screen's widgets. Young objects mostly die by reference counting anyway; collecting
every 5,000 allocations keeps the cycles (Textual's widgets point at their parents)
collected within a move or two, and holds at most a few hundred kilobytes more.
"""

from __future__ import annotations

import gc

#: allocations between two young collections (CPython's default: 700)
YOUNG = 5000


def pace_for_an_app() -> None:
    """Collect at the app's pace: fewer young collections, the older generations as usual."""
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)
