"""How the command line refuses: a bad argument is a `UsageError` (one line, then the
usage, status 2), and every refusal exits with `REFUSED`."""

from __future__ import annotations


class UsageError(ValueError):
    """A bad argument value: the CLI prints it in one line, then the usage, exit 2."""


#: every refusal (bad argument, damaged or locked save, nothing to resume) exits with this
REFUSED = 2
