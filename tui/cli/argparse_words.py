"""argparse's own words (usage, options, its errors) in the player's language.

argparse looks each of its words up with `gettext.gettext` and `gettext.ngettext`, read
from its module's globals when it speaks; `install` points them at core.lang, so
`dice-tui --lang es --help` and a bad argument are Spanish too. The messages below are
argparse's msgids, marked here so that the catalogue extraction sees them (argparse's
source is not ours to extract); each must stay exactly as argparse writes it.
"""

from __future__ import annotations

import argparse

from core import lang
from core.lang import N_

MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("subcommands"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)


def _plural_marks() -> None:  # never called: argparse's plural messages, for the extraction
    lang.ngettext("expected %s argument", "expected %s arguments", 2)


def _gettext(message: str | None) -> str | None:
    """argparse's `_`: it also passes None (a sub-parsers group without a description)."""
    return message if message is None else lang._(message)


def install() -> None:
    """argparse speaks the player's language from now on (looked up at each message)."""
    setattr(argparse, "_", _gettext)  # noqa: B010 (argparse's private lookup, by design)
    setattr(argparse, "ngettext", lang.ngettext)  # noqa: B010
