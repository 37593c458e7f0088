"""`dice-tui stats [GAME] [--json]`: what the saves say of each game and each player.

The same numbers as the Statistics screen (saves.statistics), worded by
tui.statistics.words; text fits 80 columns, bars are drawn with █ (# with --ascii).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from core.games import GAMES
from core.lang import _
from tui.cli.commands import REFUSED, UsageError, _safe_folder

WIDTH = 80


def cmd_stats(args: argparse.Namespace) -> int:
    from saves.errors import SaveError
    from saves.paths import save_root
    from saves.statistics import statistics

    if args.game is not None and args.game not in GAMES:
        raise UsageError(_("unknown game {game!r}: choose {games}").format(game=args.game, games=", ".join(GAMES)))
    root = save_root(args.save_dir)
    if not _safe_folder(root):
        return REFUSED
    try:
        found = statistics(root, args.game)
    except (SaveError, OSError) as error:
        print(f"dice-tui: {error}", file=sys.stderr)
        return REFUSED
    if args.json:
        print(json.dumps(found.as_json(), indent=2, ensure_ascii=False))
        return 0
    print("\n".join(text(found, ascii_only="DICE_TUI_ASCII" in os.environ)))
    return 0


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
        lines += _table([words.headers(), *words.rows(stats)])
        bins = words.score_bins(stats)
        if bins:
            lines += ["", "  " + _("Scores:"), *_bars(bins, ascii_only)]
        for label, values in words.own_counts(stats):
            lines += ["", "  " + label, *_bars(values, ascii_only)]
        lines.append("")
    if found.campaigns:
        lines.append(_("Campaigns"))
        for campaign in found.campaigns:
            stars = " ".join(str(count) for count in campaign.stars)
            lines.append("  " + _("{name}: {stars} of {most} stars; by stage: {each}").format(
                name=campaign.name, stars=sum(campaign.stars), most=campaign.max_stars, each=stars))
        lines.append("")
    skipped = found.skipped
    if any(skipped.values()):
        lines.append(_("Not counted: {unfinished} unfinished, {altered} altered, {damaged} damaged.").format(
            unfinished=skipped["unfinished"], altered=skipped["altered"], damaged=skipped["damaged"]))
    return [_fit(line) for line in lines]


def _table(table: list[list[str]]) -> list[str]:
    widths = [max(len(cells[i]) for cells in table) for i in range(len(table[0]))]
    room = WIDTH - 2 - sum(widths[1:]) - 2 * (len(widths) - 1)
    widths[0] = max(8, min(widths[0], room))
    lines = []
    for cells in table:
        name = cells[0] if len(cells[0]) <= widths[0] else cells[0][: widths[0] - 1] + "…"
        rest = "  ".join(cell.rjust(width) for cell, width in zip(cells[1:], widths[1:]))
        lines.append("  " + name.ljust(widths[0]) + "  " + rest)
    return lines


def _bars(values: list[tuple[str, int]], ascii_only: bool) -> list[str]:
    label_width = max(len(label) for label, _count in values)
    most = max((count for _label, count in values), default=0) or 1
    room = WIDTH - 4 - label_width - 8
    mark = "#" if ascii_only else "█"
    return [f"    {label.rjust(label_width)} {mark * max(count * room // most, 1 if count else 0)} {count}"
            for label, count in values]  # fmt: skip


def _fit(line: str) -> str:
    return line if len(line) <= WIDTH else line[: WIDTH - 1] + "…"
