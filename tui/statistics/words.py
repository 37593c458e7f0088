"""The statistics in words: the table of players, each game's own counts, the score bins.

The numbers come from saves.statistics; this module only words them, in the player's
language, for the CLI's text and the Statistics screen alike (one wording, two places).
"""

from __future__ import annotations

from collections import Counter

from core.facts import numeric
from core.games import title
from core.lang import _, ngettext, number, percent
from core.seat_names import bot_name
from saves.statistics import GameStats, PlayerStats, counts_module, players_of


def headers() -> list[str]:
    return [_("Player"), _("Games"), _("Won"), _("Win rate"), _("Best"), _("Mean"), _("Streak")]


def who(player: PlayerStats) -> str:
    """A person by name; a bot by its name and kind ('Rex (optimal bot)' unless it is the kind's own name)."""
    if player.bot is None:
        return player.name
    kind = bot_name(player.bot)
    return player.name if player.name.startswith(kind) else _("{name} ({kind})").format(name=player.name, kind=kind)


def row(player: PlayerStats) -> list[str]:
    best = max(player.scores, default=None)
    mean = sum(player.scores) / len(player.scores) if player.scores else None
    streak = _("{now} (best {best})").format(now=player.streak, best=player.best_streak)
    return [who(player), str(player.played), str(player.won), percent(player.win_rate),
            "—" if best is None else str(best), "—" if mean is None else number(mean, 1), streak]  # fmt: skip


def heading(stats: GameStats) -> str:
    games = ngettext("{count} game", "{count} games", stats.played).format(count=stats.played)
    return _("{title}: {games}").format(title=title(stats.game), games=games)


def rows(stats: GameStats) -> list[list[str]]:
    return [row(player) for player in players_of(stats)]


def own_counts(stats: GameStats) -> list[tuple[str, list[tuple[str, int]]]]:
    """Each game's own counts as (label, [(value label, games)]), in the game's words
    (its descriptor's `counts` module)."""
    module = counts_module(stats.game)
    found = []
    for group, keys in stats.by.items():
        for key, counts in sorted(keys.items(), key=lambda item: numeric(item[0])):
            label, values = module.own_words(group, key, dict(counts)) if module else (f"{group} {key}", [])
            if values:
                found.append((label, values))
    return found


def score_bins(stats: GameStats, bins: int = 10) -> list[tuple[str, int]]:
    """Every score of the game's players, counted in at most `bins` bins of round width."""
    scores = [score for player in stats.players.values() for score in player.scores]
    if not scores:
        return []
    low, high = min(scores), max(scores)
    width = 1
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        width = step
        if (high // step - low // step) < bins:
            break
    counts = Counter(score // width for score in scores)
    first, last = low // width, high // width
    return [(_bin(index, width), counts.get(index, 0)) for index in range(first, last + 1)]


def _bin(index: int, width: int) -> str:
    if width == 1:
        return str(index)
    return _("{low}-{high}").format(low=index * width, high=index * width + width - 1)
