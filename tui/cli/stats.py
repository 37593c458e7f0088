"""`dice-tui stats` as text: what the saves say of each game and each player.

The same numbers as the Statistics screen (saves.statistics), worded by
tui.statistics.words; lines fit 80 columns, bars are drawn with █ (# with --ascii).
`--json` prints the numbers themselves (tui.cli.commands.cmd_stats).
"""

from __future__ import annotations

from core.lang import _, ngettext
from tui.cli.out import cut

WIDTH = 80


def text(found: object, ascii_only: bool = False) -> list[str]:
    """The statistics as lines of at most 80 columns."""
    from saves.statistics import Statistics
    from tui.statistics import words

    assert isinstance(found, Statistics)  # typed loosely: saves.statistics loads only when counting
    lines: list[str] = []
    for stats in found.games.values():
        lines.append(words.heading(stats))
        if not stats.played:
            lines += ["  " + _("No finished game yet."), ""]
            continue
        for mode in stats.in_order():
            lines += ["  " + words.mode_heading(mode), *_table([words.headers(mode), *words.rows(mode)])]
            for label, values in words.player_scores(mode):
                lines += ["    " + label, *words.bars(values, WIDTH, ascii_only, "      ")]
            lines.append("")
        for label, values in words.own_counts(stats):
            lines += ["  " + label, *words.bars(values, WIDTH, ascii_only), ""]
    campaigns = words.campaign_lines(found, None)
    if campaigns:
        lines += [_("Campaigns"), *["  " + line for line in campaigns], ""]
    skipped = found.skipped
    if any(skipped[why] for why in ("unfinished", "altered", "damaged")):
        lines.append(_("Not counted: {unfinished} unfinished, {altered} altered, {damaged} damaged.").format(
            unfinished=skipped["unfinished"], altered=skipped["altered"], damaged=skipped["damaged"]))
    if skipped["copies"]:
        lines.append(ngettext("{count} copy of a game counted once.", "{count} copies of games counted once.",
                              skipped["copies"]).format(count=skipped["copies"]))
    return [_fit(line) for line in lines]


def _table(table: list[list[str]]) -> list[str]:
    widths = [max(len(cells[i]) for cells in table) for i in range(len(table[0]))]
    room = WIDTH - 4 - sum(widths[1:]) - 2 * (len(widths) - 1)
    widths[0] = max(8, min(widths[0], room))
    lines = []
    for cells in table:
        name = cut(cells[0], widths[0])
        rest = "  ".join(cell.rjust(width) for cell, width in zip(cells[1:], widths[1:]))
        lines.append("    " + name.ljust(widths[0]) + "  " + rest)
    return lines


def _fit(line: str) -> str:
    return cut(line, WIDTH)  # names from files: stand-ins first, never a cut inside a sequence
