"""Measure the 25 to Dice expert's odds table again and write core/twenty_five/odds_chart.py.

Run from the project folder: `python -m bench.make_twenty_five_odds [GAMES] [SEED]`
(default 3000 games from seed 40000, the shipped table; a few minutes). Not a
benchmark: `make bench` runs only bench_*.py. See core/twenty_five/odds.py for why.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.twenty_five.odds import OddsChart
from core.twenty_five.stats import odds_samples

TARGET = Path(__file__).resolve().parent.parent / "core" / "twenty_five" / "odds_chart.py"


def write(table: OddsChart, games: int, seed: int) -> None:
    lines = [
        f'"""The 25 to Dice expert\'s odds, measured by `odds_samples({games}, seed={seed})` (see odds.py).',
        "",
        "Written by bench/make_twenty_five_odds.py; do not edit by hand.",
        "ODDS[pursued][inmates in play - 1][Inmates Moves left - 1][distance to a free exit]",
        '"""',
        "",
        "ODDS: tuple[tuple[tuple[tuple[float, ...], ...], ...], ...] = (",
    ]
    for by_playing in table.rows:
        lines.append("    (")
        for by_left in by_playing:
            lines.append("        (")
            for line in by_left:
                lines.append("            (" + ", ".join(f"{chance:g}" for chance in line) + "),")
            lines.append("        ),")
        lines.append("    ),")
    lines.append(")")
    TARGET.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 40000
    write(OddsChart.from_samples(odds_samples(games, seed)), games, seed)
    print(f"wrote {TARGET} from {games} games, seeds {seed} to {seed + games - 1}")


if __name__ == "__main__":
    main()
