"""SHA-256 and BLAKE2b from CPython's own modules, the functions hashlib hands out,
without hashlib: importing hashlib loads OpenSSL's libcrypto, about 600 kB of every
game session's memory (issue 34, sessions per GiB) and 2 ms of `dice-tui saves`.
Another Python gets hashlib's, which are the same digests.
"""

from __future__ import annotations

import sys

try:
    from _blake2 import blake2b

    if sys.version_info >= (3, 12):
        from _sha2 import sha256
    else:
        from _sha256 import sha256  # type: ignore[import-not-found]  # typeshed lists only _sha2
except ImportError:  # pragma: no cover - a Python without them
    from hashlib import blake2b, sha256

__all__ = ["blake2b", "sha256"]
