"""The statistics in words: each mode's table of players, their scores, the game's own counts.

The numbers come from saves.statistics; this module only words them, in the player's
language, for the CLI's text and the Statistics screen alike (one wording, two places).
A mode without wins (solo Dizzle) has no Won, Win rate or Streak column; a mode with
campaign games has a Campaign column, saying how many of each player's games were
stages of a campaign.
"""

from __future__ import annotations

from collections import Counter

from core.facts import numeric
from core.games import title
from core.lang import _, ngettext, number, percent
from core.seat_names import bot_name
from saves.statistics import Statistics
from saves.tally import GameStats, ModeStats, PlayerStats, counts_module


def games_word(count: int) -> str:
    return ngettext("{count} game", "{count} games", count).format(count=count)


def heading(stats: GameStats) -> str:
    games = games_word(stats.played)
    if stats.campaign:
        games = _("{games}, {count} of them in a campaign").format(games=games, count=stats.campaign)
    return _("{title}: {games}").format(title=title(stats.game), games=games)


def mode_heading(stats: ModeStats) -> str:
    """'Solo (points): 3 games': the mode, what its scores count, its games."""
    # i18n: {measure} is what a score counts in this mode: points, escapes
    return _("{mode} ({measure}): {games}").format(
        mode=_(stats.mode.label).capitalize(), games=games_word(stats.played), measure=_(stats.mode.measure))


def headers(stats: ModeStats) -> list[str]:
    wins = [_("Won"), _("Win rate"), _("Streak")] if stats.mode.wins else []
    campaign = [_("Campaign")] if stats.campaign else []
    return [_("Player"), _("Games"), *campaign, *wins, _("Best"), _("Mean")]


def who(player: PlayerStats) -> str:
    """A person by name; a bot by its kind's name in the reader's language ('Greedy bot', 'Bot voraz')."""
    return player.name if player.bot is None else bot_name(player.bot)


def row(stats: ModeStats, player: PlayerStats) -> list[str]:
    best = max(player.scores, default=None)
    mean = sum(player.scores) / len(player.scores) if player.scores else None
    campaign = [str(player.campaign)] if stats.campaign else []
    wins = []
    if stats.mode.wins:
        streak = _("{now} (best {best})").format(now=player.streak, best=player.best_streak)
        wins = [wins_word(player.wins), percent(player.win_rate or 0.0), streak]
    return [who(player), str(player.played), *campaign, *wins,
            "—" if best is None else str(best), "—" if mean is None else number(mean, 1)]  # fmt: skip


def wins_word(wins: float) -> str:
    """Whole wins as a whole number; a shared win's share (1/w) with up to two decimals."""
    return str(round(wins)) if abs(wins - round(wins)) < 1e-9 else number(wins, 2)


def rows(stats: ModeStats) -> list[list[str]]:
    return [row(stats, player) for player in stats.ranked()]


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


def player_scores(stats: ModeStats, bins: int = 10) -> list[tuple[str, list[tuple[str, int]]]]:
    """Each player's scores in the mode, people first then bots, as (label, bins): the bins
    are the same for every player of the mode, so their bars compare."""
    players = [player for player in stats.ranked() if player.scores]
    every = [score for player in players for score in player.scores]
    if not every:
        return []
    low, high = min(every), max(every)
    width = 1
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        width = step
        if (high // step - low // step) < bins:
            break
    found = []
    for player in players:  # from the player's own lowest bin to their highest: no rows of nothing around
        counts = Counter(score // width for score in player.scores)
        label = _("{player}: {measure}").format(player=who(player), measure=_(stats.mode.measure))
        found.append((label, [(_bin(index, width), counts.get(index, 0)) for index in range(min(counts),
                                                                                           max(counts) + 1)]))
    return found


def _bin(index: int, width: int) -> str:
    if width == 1:
        return str(index)
    return _("{low} to {high}").format(low=index * width, high=index * width + width - 1)


def bars(values: list[tuple[str, int]], width: int, ascii_only: bool, indent: str = "    ") -> list[str]:
    """One line a bar, `width` columns in all: the label, a bar as long as its count, the count."""
    label_width = max(len(label) for label, _count in values)
    most = max((count for _label, count in values), default=0) or 1
    room = max(width - len(indent) - label_width - 8, 4)
    mark = "#" if ascii_only else "█"
    return [f"{indent}{label.rjust(label_width)} {mark * max(count * room // most, 1 if count else 0)} {count}"
            for label, count in values]  # fmt: skip


def campaign_lines(found: Statistics, game: str | None) -> list[str]:
    """Each campaign's stars per stage played (of `game` only, if given)."""
    lines = []
    for campaign in found.campaigns:
        stages = [f"{n}:{stars}★" for n, stage_game, stars, _tries in campaign.stages if game in (None, stage_game)]
        if stages:
            lines.append(_("{name}: {stars} of {most} stars; by stage played: {each}").format(
                name=campaign.name, stars=campaign.total, most=campaign.max_stars, each="  ".join(stages)))
    return lines
