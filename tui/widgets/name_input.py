"""A text field for a name that keeps every character an emoji is built from.

Textual's Input inserts a key only when Python calls its character printable, and the
zero-width joiner is not (it is a format character, Cf): typed into the new-game form,
👩🏽‍🚀 (woman, skin tone, joiner, rocket) became 👩🏽🚀, three pictures, and the name
no longer matched the one given on the command line. The format characters that are
safe on a terminal (the joiner, the tags of a flag like 🏴󠁧󠁢󠁳󠁣󠁴󠁿) are inserted here; the
bidirectional controls stay refused (core.text), by this check and by `restrict`.
"""

from __future__ import annotations

import unicodedata

from textual import events
from textual.widgets import Input

from core.text import text_flaw


def joins(char: str | None) -> bool:
    """A character that builds a picture with the ones around it, and Input would drop."""
    return (char is not None and len(char) == 1 and not char.isprintable()
            and unicodedata.category(char) == "Cf" and text_flaw(char) is None)  # fmt: skip


class NameInput(Input):
    """An Input that keeps zero-width joiners and the other safe format characters."""

    def on_key(self, event: events.Key) -> None:
        if joins(event.character) and event.character is not None:
            event.prevent_default()
            event.stop()
            self.insert_text_at_cursor(event.character)
