"""The statistics' tally: each finished game added to its game, its mode and its players.

Why modes. A game's scores and wins mean different things in its different modes (25 to
Dice's escapes in solo and co-op, points in competitive; solo Dizzle's stars with no win
at all), so each mode is a table of its own and nothing is pooled across them. The game's
`counts` module names a game's mode (core.facts.Mode); a game without one is competitive.

Why identities. A person is one player whatever the case or Unicode form their name was
typed in ("René", "rené" and "Rene\u0301" are one), and a bot is one player per kind
whatever language its seat was named in ("Greedy bot", "Bot voraz"). A campaign's stages
seat its player under the campaign's name (older dice-tuis seated the login name): those
games are the campaign player's, counted and marked as campaign games.

Wins. In a mode of rivals, a win shared by w seats counts 1/w to each (as `dice-tui bots
--vs` counts): the wins of one mode's table add up to one per game. In a mode played
together (a solo or co-op goal), a game reached counts one win to every seat. A mode
without wins (solo Dizzle) counts none, and its win rate and streaks are None.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from importlib import import_module
from typing import Any

from core.facts import COMPETITIVE, RIVALS, Count, GameCounts, Mode, numeric
from core.games import GAMES
from core.seat_names import BOT_NAMES
from core.text import name_key


@dataclass(frozen=True, slots=True)
class Played:
    """One finished, unaltered game: who sat where, when it ended, and its facts."""

    game: str
    name: str  # the save's name
    key: str  # which game it is, whatever its copies (saves.summary.game_key)
    updated: datetime
    seats: tuple[tuple[str, str | None], ...]  # (name, bot kind or None) per seat
    facts: dict[str, Any]
    campaign: str | None = None  # the campaign's name, for a campaign stage's game


def identity(name: str, bot: str | None) -> str:
    """Who a seat is, whatever the name's case, Unicode form or language: 'person:rené', 'bot:greedy'."""
    return f"bot:{bot}" if bot is not None else f"person:{name_key(name)}"


@dataclass(slots=True)
class PlayerStats:
    """One player (a person, or a bot kind) in one mode of one game."""

    name: str  # as last seen (a bot: its kind's English seat name; words translate the kind)
    bot: str | None
    has_wins: bool
    played: int = 0
    campaign: int = 0  # of which games of a campaign's stages
    wins: float = 0.0  # shared wins counted 1/w (rivals)
    won: int = 0  # games won, alone or shared
    shared: int = 0  # of which shared (a tie at the top)
    scores: list[int] = field(default_factory=list)
    streak: int = 0  # games won in a row up to the latest
    best_streak: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.played if self.played and self.has_wins else None

    def as_json(self) -> dict[str, Any]:
        wins = self.has_wins
        rate = self.win_rate
        return {
            "player": identity(self.name, self.bot), "name": self.name, "bot": self.bot, "played": self.played,
            "campaign": self.campaign, "wins": round(self.wins, 4) if wins else None,
            "won": self.won if wins else None, "shared": self.shared if wins else None,
            "win_rate": None if rate is None else round(rate, 4), "best": max(self.scores, default=None),
            "mean": round(sum(self.scores) / len(self.scores), 2) if self.scores else None,
            "scores": {str(score): n for score, n in sorted(Counter(self.scores).items())},
            "streak": self.streak if wins else None, "best_streak": self.best_streak if wins else None,
        }  # fmt: skip


@dataclass(slots=True)
class ModeStats:
    """One mode of one game: its games and players, measured one way."""

    mode: Mode
    played: int = 0
    campaign: int = 0
    players: dict[str, PlayerStats] = field(default_factory=dict)

    def add(self, played: Played) -> None:
        self.played += 1
        self.campaign += played.campaign is not None
        winners = set(played.facts.get("winners", ()))
        scores = played.facts.get("scores", [])
        share: dict[str, float] = {}
        for seat, (name, bot) in enumerate(played.seats):
            if played.campaign is not None and bot is None:
                name = played.campaign  # the campaign's player, whatever the seat was called
            who = identity(name, bot)
            player = self.players.get(who)
            if player is None:
                player = self.players[who] = PlayerStats(name, bot, self.mode.wins is not None)
            player.name = BOT_NAMES.get(bot, name) if bot else name
            if seat < len(scores):
                player.scores.append(int(scores[seat]))
            won = seat in winners and self.mode.wins is not None
            part = (1.0 if self.mode.wins == "together" else 1 / len(winners)) if won else 0.0
            share[who] = share.get(who, 0.0) + part
        for who, part in share.items():  # a player with two seats (two bots of a kind) plays the game once
            player = self.players[who]
            player.played += 1
            player.campaign += played.campaign is not None
            if not player.has_wins:
                continue
            player.wins += part
            player.won += part > 0
            player.shared += 0 < part < 1
            player.streak = player.streak + 1 if part > 0 else 0
            player.best_streak = max(player.best_streak, player.streak)

    def ranked(self, humans_only: bool = False) -> list[PlayerStats]:
        """The players, people first, then most games."""
        players = sorted(self.players.values(), key=lambda p: (p.bot is not None, -p.played, name_key(p.name)))
        return [p for p in players if not (humans_only and p.bot)]

    def as_json(self) -> dict[str, Any]:
        return {"played": self.played, "campaign": self.campaign, "wins": self.mode.wins,
                "measure": self.mode.measure, "players": [player.as_json() for player in self.ranked()]}


@dataclass(slots=True)
class GameStats:
    """Every mode of one game, and what that game counts of its own."""

    game: str
    played: int = 0
    campaign: int = 0
    modes: dict[str, ModeStats] = field(default_factory=dict)
    #: what each game counts of its own: group -> key -> value -> games, as its
    #: descriptor's `counts` module says (Dizzle's stars by level, say)
    by: dict[str, dict[str, Counter[str]]] = field(default_factory=dict)

    def add(self, played: Played) -> None:
        self.played += 1
        self.campaign += played.campaign is not None
        mode_id, mode = mode_of(played.game, played.facts)
        self.modes.setdefault(mode_id, ModeStats(mode)).add(played)
        for group, key, value in _own_counts(played.game, played.facts):
            self.by.setdefault(group, {}).setdefault(key, Counter())[value] += 1

    def in_order(self) -> list[ModeStats]:
        """The modes in one order whatever was played first (by their ids)."""
        return [self.modes[mode] for mode in sorted(self.modes)]

    def as_json(self) -> dict[str, Any]:
        return {
            "played": self.played, "campaign": self.campaign,
            "modes": {mode: self.modes[mode].as_json() for mode in sorted(self.modes)},
            "by": {group: {key: dict(sorted(counts.items())) for key, counts in sorted(keys.items(), key=_numeric)}
                   for group, keys in sorted(self.by.items())},
        }  # fmt: skip


def mode_of(game: str, facts: dict[str, Any]) -> tuple[str, Mode]:
    module = counts_module(game)
    return module.mode_of(facts) if module is not None else (COMPETITIVE, RIVALS)


def _own_counts(game: str, facts: dict[str, Any]) -> Iterator[Count]:
    """What the game counts beyond scores and wins, as its descriptor's `counts` module says."""
    module = counts_module(game)
    return iter(()) if module is None else module.own_counts(facts)


@cache
def counts_module(game: str) -> GameCounts | None:
    """A game's `counts` module (core.facts.GameCounts), None when it counts nothing more."""
    path = GAMES[game].counts
    return import_module(path) if path else None


def _numeric(item: tuple[str, Any]) -> tuple[int, str]:
    return numeric(item[0])
