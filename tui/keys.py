"""A key as the key bar names it, in the player's language.

A Spanish keyboard prints Intro, Espacio, AvPág, Supr on its keys: the key bar says those
words in Spanish, and Textual's own spelling in the source language. The app's
`get_key_display` and the Ctrl+C notice both ask here.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.keys import KEY_DISPLAY_ALIASES, format_key

from core.lang import language, pgettext
from tui.i18n.languages import is_source

#: how Textual shows the app's keys that it has no alias for. Textual's `format_key` looks
#: each of those up by its Unicode name (`unicodedata.lookup`), and the first lookup reads
#: a third of a MB of Unicode's name table into every session, for a key bar whose keys
#: are known; tests/tui/test_key_names.py checks each against Textual's own answer
SHOWN = {
    "question_mark": "?", "left_square_bracket": "[", "right_square_bracket": "]",
    "left_curly_bracket": "{", "right_curly_bracket": "}", "plus": "+", "full_stop": ".", "comma": ",",
    "slash": "/", "tab": "tab", "home": "home", "end": "end", "f1": "f1", "f2": "f2", "f3": "f3", "f4": "f4",
    "f5": "f5",
}


def textual_display(binding: Binding) -> str:
    """Textual's `App.get_key_display` of `binding`, without its Unicode name lookup for a
    key the app binds (SHOWN, a letter or a digit); any other key is Textual's to name."""
    if binding.key_display:
        return binding.key_display
    modifiers, key = binding.parse_key()
    key = KEY_DISPLAY_ALIASES.get(key) or SHOWN.get(key) or (key if len(key) == 1 else format_key(key))
    if "ctrl" in modifiers:
        modifiers.remove("ctrl")
        key = f"^{key}"
    return "+".join([*modifiers, key])


def _key_names() -> dict[str, str]:
    """The words for keys on the key bar (Textual's, and the app's own key_display), each
    in the player's language: a Spanish keyboard prints Intro, Espacio, AvPág, Supr."""
    return {
        "enter": pgettext("key", "enter"),
        "esc": pgettext("key", "esc"),
        "tab": pgettext("key", "tab"),
        "space": pgettext("key", "space"),
        "pgdn": pgettext("key", "pgdn"),
        "pgup": pgettext("key", "pgup"),
        "home": pgettext("key", "home"),
        "end": pgettext("key", "end"),
        "del": pgettext("key", "del"),
        "delete": pgettext("key", "del"),
        "shift": pgettext("key", "shift"),
        "bksp": pgettext("key", "bksp"),
        "arrows": pgettext("key", "arrows"),
        "up": pgettext("key", "up"),
        "down": pgettext("key", "down"),
        "left": pgettext("key", "left"),
        "right": pgettext("key", "right"),
        "up/down": pgettext("key", "up/down"),
    }


def key_in_language(display: str) -> str:
    """`display` ('space', 'shift+tab', 'PgDn') with each key word in the player's language,
    the source language keeps Textual's own spelling."""
    if is_source(language()):
        return display
    names = _key_names()

    def word_of(word: str) -> str:  # 'pgup/pgdn': a pair of keys, each in the language
        return names.get(word.lower()) or "/".join(names.get(part.lower(), part) for part in word.split("/"))

    return "+".join(word_of(word) for word in display.split("+"))
