"""PageUp and PageDown in a list that is not laid out yet do nothing, instead of stopping the app.

Why: a Select's drop-down (an OptionList) builds its line map only once it has a size. A
PageDown typed in the instant it opens (quick hands, or keys typed ahead over SSH) reached
Textual's page move before that, which looked the highlighted option up in the empty map
and raised KeyError: dice-tui stopped on an internal error in the New game form. Textual's
own scroll to the highlight already treats an unbuilt map as "nothing to do"; paging now
does the same. Only public names of Textual are used (the two actions and the content
region), so a Textual that fixes this itself is simply wrapped by a no-op check.
Installed with the other library patch by tui.render.patches.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from textual.widgets import OptionList

_PAGING = ("action_page_up", "action_page_down")


def _when_laid_out(action: Callable[[OptionList], None]) -> Callable[[OptionList], None]:
    @wraps(action)
    def paged(self: OptionList) -> None:
        if not self.scrollable_content_region:  # no size yet: no page to move by
            return
        action(self)

    paged.__dice_tui_guarded__ = True  # type: ignore[attr-defined]  # installed once per process
    return paged


def install() -> None:
    """Guard OptionList's paging actions (idempotent)."""
    for name in _PAGING:
        action = getattr(OptionList, name, None)
        if action is not None and not getattr(action, "__dice_tui_guarded__", False):
            setattr(OptionList, name, _when_laid_out(action))
