"""The hostile-strings corpus: text a person may type or a file may hold.

SHOWN strings are legal names and must be shown exactly as typed on every screen
(markup that must stay text, emoji, wide and combining characters, the longest name),
in one Unicode form: a name comes in composed (NFC, `core.text.as_typed`), so an 'é'
typed as 'e' and a combining accent is the same name as 'é'.
REFUSED strings hold characters a terminal obeys; every boundary refuses them with a
one-line reason, and a file that holds them anyway is shown with visible stand-ins.
"""

from __future__ import annotations

SHOWN = (
    "[/x]",
    "[AFK] Bob",
    "[@click=app.quit]x",
    "[b]bold[/b] \\[i]",
    "x\\",
    "$name {0} %s",
    "🎲 Zoë 漢字",
    "e\u0301 👨\u200d👩\u200d👧",
    "W" * 24,
)

REFUSED = {
    "a\x1b[2J": "ESC",
    "\x1b]52;c;ZXZpbA==\x07": "ESC",
    "\x1b]0;pwned\x07T": "ESC",
    "bell\x07": "BEL",
    "tab\there": "TAB",
    "new\nline": "LF",
    "del\x7f": "DEL",
    "csi\x9b31m": "U+009B",
    "evil\u202etxt.exe": "U+202E",
    "iso\u2066late": "U+2066",
    "para\u2029graph": "U+2029",
    "bytes\udcff": "U+DCFF",  # how an undecodable byte reaches sys.argv
}

#: control characters a rendered screen must never hold (stand-ins are fine)
FORBIDDEN = {chr(code) for code in [*range(0x20), *range(0x7F, 0xA0)]} | set(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029"
)
