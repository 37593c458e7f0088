"""The catalogues, in the order a message is looked up, each with the source it holds
the words of (tui.i18n.catalogue extracts them from there; a file belongs to the domain
whose folder holds it most closely)."""

from __future__ import annotations

from pathlib import Path

DOMAINS: dict[str, tuple[str, ...]] = {
    "core": ("core",),
    "dalek_dice": ("tui/games/dalek_dice",),
    "dizzle": ("tui/games/dizzle",),
    "dize": ("tui/games/dize",),
    "twenty_five": ("tui/games/twenty_five",),
    "sheets": ("sheets",),
    "app": ("tui", "saves"),  # the rest of tui: menus, forms, the CLI, tables, campaigns
}
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
