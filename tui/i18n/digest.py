"""What a compiled catalogue records of the `.po` it was built from.

tui.i18n.catalogue writes it into each `.mo` (as its Project-Id-Version) and tui.i18n
compares it with the `.po` beside it at start: the app trusts a `.mo` by its content,
never by the files' times (an install may write either file first). Checked without
importing Babel, so a start whose catalogues are up to date never does, and with
CPython's own SHA-256 (core.digests): hashlib would load OpenSSL's libcrypto, 2-3 ms of a
Spanish start-up and 600 kB of its session's memory (issue 34).
"""

from __future__ import annotations


def source_digest(source: bytes) -> str:
    from core.digests import sha256  # here: an English start reads no catalogue and never needs it

    hexdigest: str = sha256(source).hexdigest()  # typeshed does not know CPython's _sha256
    return "dice-tui po-sha256:" + hexdigest
