"""`dice-tui bots GAME --vs KIND,KIND[,...]`: bots head to head (core.tournament), printed.

The table names the bot kinds, their games, wins (a shared win counts 1/w), the win
rate and its 95% Wilson interval, the mean score and, for solo tables, the score
spread and the shares of the game's own measures (Dizzle's stars). `--json` prints
the rows as they are. Every bad value becomes the caller's one-line usage error.
"""

from __future__ import annotations

import argparse
from typing import Any

from core.lang import _
from tui.cli.out import dumps
from tui.cli.printout import print_table

DEFAULT_GAMES = 1000


def play_versus(args: argparse.Namespace, options: dict[str, Any], usage_error: type[Exception]) -> int:
    """Run the tournament the arguments ask for and print it; 0, or `usage_error` raised."""
    from core.tournament import tournament

    if args.turns is not None:
        raise usage_error(_("--vs plays whole games: give --games, not --turns"))
    if args.vs is None:
        raise usage_error(_("--solo and --seats go with --vs KIND[,KIND...]"))
    if args.seats is not None and not args.solo:
        raise usage_error(_("--seats goes with --solo (a head-to-head table seats the kinds named)"))
    kinds = [kind.strip().lower() for kind in args.vs.split(",")]
    if not all(kinds):
        raise usage_error(_("--vs has an empty bot kind (kinds are separated by commas)"))
    games = args.games if args.games is not None else DEFAULT_GAMES
    try:
        standings = tournament(args.game, kinds, games, args.seed, solo=args.solo, seats=args.seats, **options)
    except (TypeError, ValueError) as error:
        raise usage_error(str(error).splitlines()[0]) from error
    rows = [standing.as_dict() for standing in standings]
    if args.json:
        print(dumps(rows))
    else:
        print_table([_flat(row) for row in rows])
    return 0


def _flat(row: dict[str, Any]) -> dict[str, Any]:
    """One line per bot: the interval as one cell, solo spreads and rates spelled out."""
    flat = {key: row[key] for key in ("bot", "games", "wins", "win_rate")}
    flat["interval (95%)"] = f"{row['ci_low']:.3f}-{row['ci_high']:.3f}"
    flat["mean_score"] = row["mean_score"]
    spread = row.get("scores")
    if spread:
        flat["median (q1-q3)"] = f"{spread['median']:g} ({spread['q1']:g}-{spread['q3']:g})"
        flat["min-max"] = f"{spread['min']:g}-{spread['max']:g}"
    for name, shares in (row.get("rates") or {}).items():
        flat[name] = " ".join(f"{value}:{share:.0%}" for value, share in shares.items())
    return flat
