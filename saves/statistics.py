"""Statistics from the saves: per game and per player, what was played, won and scored.

Only finished games count, and only as they were played: a save whose dice are not its
seed's ("altered") never counts, nor does a damaged one or one still under way. Every
save's rolls are audited against its seed, digest or not, as records and campaign stars
are. A save's summary carries the game's facts (core.facts) under a digest of its bytes
and of the summary itself; when the digest matches, the facts are taken from it and the
dice are audited on the events as JSON reads them, without building a model or
replaying (10,000 saves in a few seconds); a copy of a game already audited in the same
count (the same game and `game_key`: the same seed and events) has the same answer, so it
is not audited twice. Any other file (a summary edited to say
"won", an unfinished game marked over) is replayed, its dice audited, and its facts are
what its events make of it. A game counts once whatever its copies: games are told
apart by their setup and events (saves.summary.game_key), not by their file names.

The counts are numbers only: `dice-tui stats --json` prints `Statistics.as_json()`, and the
Statistics screen and the plain `dice-tui stats` word and draw the same numbers.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

from core.facts import Count, GameCounts, facts_of, numeric
from core.games import GAMES, rules_for
from saves.audit import audit_raw, random_types
from saves.campaign import load_campaign
from saves.campaign_list import list_campaigns
from saves.errors import DamagedSave, SaveError
from saves.loading import load_game, read_save
from saves.paths import NOT_SAVES
from saves.summary import game_key, read_keyed, setup_json, split


@dataclass(frozen=True, slots=True)
class Played:
    """One finished, unaltered game: who sat where, when it ended, and its facts."""

    game: str
    name: str  # the save's name
    key: str  # which game it is, whatever its copies (saves.summary.game_key)
    updated: datetime
    seats: tuple[tuple[str, str | None], ...]  # (name, bot kind or None) per seat
    facts: dict[str, Any]


@dataclass(slots=True)
class PlayerStats:
    """One player (a name, or a bot kind) in one game."""

    name: str
    bot: str | None
    played: int = 0
    won: int = 0
    scores: list[int] = field(default_factory=list)
    streak: int = 0  # wins in a row up to the latest game
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "bot": self.bot, "played": self.played, "won": self.won,
            "win_rate": round(self.win_rate, 4), "best": max(self.scores, default=None),
            "mean": round(sum(self.scores) / len(self.scores), 2) if self.scores else None,
            "scores": dict(sorted(Counter(self.scores).items())), "best_streak": self.best_streak,
            "streak": self.streak,
        }  # fmt: skip


@dataclass(slots=True)
class GameStats:
    """Every player of one game, and what that game counts of its own."""

    game: str
    played: int = 0
    players: dict[tuple[str, str | None], PlayerStats] = field(default_factory=dict)
    #: what each game counts of its own: group -> key -> value -> games, as its
    #: descriptor's `counts` module says (Dizzle's stars by level, say)
    by: dict[str, dict[str, Counter[str]]] = field(default_factory=dict)

    def add(self, played: Played) -> None:
        self.played += 1
        facts = played.facts
        winners = set(facts.get("winners", ()))
        scores = facts.get("scores", [])
        for seat, (name, bot) in enumerate(played.seats):
            who = self.players.setdefault((name, bot), PlayerStats(name, bot))
            who.played += 1
            won = seat in winners
            who.won += won
            who.streak = who.streak + 1 if won else 0
            who.best_streak = max(who.best_streak, who.streak)
            if seat < len(scores):
                who.scores.append(int(scores[seat]))
        for group, key, value in _own_counts(played.game, facts):
            self.by.setdefault(group, {}).setdefault(key, Counter())[value] += 1

    def as_json(self) -> dict[str, Any]:
        players = sorted(self.players.values(), key=lambda p: (-p.played, p.bot is not None, p.name, p.bot or ""))
        return {
            "played": self.played,
            "players": [player.as_json() for player in players],
            "by": {group: {key: dict(sorted(counts.items())) for key, counts in sorted(keys.items(), key=_numeric)}
                   for group, keys in sorted(self.by.items())},
        }


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


@dataclass(slots=True)
class CampaignStats:
    name: str
    stars: list[int]  # best stars of each stage, in order
    max_stars: int
    games: list[str]  # each stage's game id

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "stars": self.stars, "max_stars": self.max_stars, "games": self.games,
                "total": sum(self.stars)}  # fmt: skip


@dataclass(slots=True)
class Statistics:
    games: dict[str, GameStats]
    campaigns: list[CampaignStats]
    #: saves that did not count, by why: unfinished, altered, damaged, copies (of a game counted)
    skipped: Counter[str]

    def as_json(self) -> dict[str, Any]:
        return {
            "games": {game: stats.as_json() for game, stats in self.games.items()},
            "campaigns": [campaign.as_json() for campaign in self.campaigns],
            "skipped": {why: self.skipped[why] for why in ("unfinished", "altered", "damaged", "copies")},
        }


def statistics(root: str | Path, game: str | None = None) -> Statistics:
    """Count every finished, unaltered save in `root` (of `game` only, if given)."""
    root = Path(root)
    skipped: Counter[str] = Counter()
    games = {gid: GameStats(gid) for gid in GAMES if game in (None, gid)}
    played = [one for one in _finished(root, skipped) if one.game in games]
    counted: set[str] = set()
    for one in sorted(played, key=lambda p: (p.updated, p.name)):  # streaks run in the order played
        if one.key in counted:
            skipped["copies"] += 1
            continue
        counted.add(one.key)
        games[one.game].add(one)
    return Statistics(games, _campaigns(root, game), skipped)


def _finished(root: Path, skipped: Counter[str]) -> Iterator[Played]:
    try:
        with os.scandir(root) as entries:
            names = sorted(entry.name for entry in entries)
    except (FileNotFoundError, NotADirectoryError):
        return
    audited: dict[tuple[str, str], bool] = {}
    for name in names:
        if name.startswith(".") or name in NOT_SAVES or not name.endswith(".json"):
            continue
        one, why = _read(root / name, audited)
        if one is not None:
            yield one
        elif why:
            skipped[why] += 1


def _read(path: Path, audited: dict[tuple[str, str], bool]) -> tuple[Played | None, str | None]:
    """The game of one save, or why it does not count ("unfinished", "altered", "damaged";
    None for what is not a game save at all, such as a folder). `audited` holds whether
    each (game, game_key) read so far is altered."""
    try:
        if not path.is_file() or path.is_symlink():
            return None, None
        raw, _ = read_save(path)
    except (DamagedSave, OSError):
        return None, "damaged"
    found = read_keyed(raw)
    if found is not None:
        head, summary, key = found
        facts, seats = summary.get("facts"), _seats(head.get("setup", {}).get("players"))
        updated, game, seed = _utc(head.get("updated")), head.get("game"), head["setup"].get("seed")
        if isinstance(facts, dict) and seats is not None and updated is not None and isinstance(game, str) \
                and game in GAMES and isinstance(seed, int):
            if not (summary["over"] and facts.get("over") is True):
                return None, "unfinished"
            if (game, key) not in audited:
                audited[game, key] = _altered(game, seed, raw)
            if audited[game, key]:
                return None, "altered"
            return Played(game, path.stem, key, updated, seats, facts), None
    del raw
    try:
        loaded = load_game(path, audit=True)
    except DamagedSave:
        return None, "damaged"
    if loaded.altered:
        return None, "altered"
    rules, state = loaded.rules, loaded.state
    if not rules.is_over(state):
        return None, "unfinished"
    seats = tuple((player.name, player.bot) for player in loaded.setup.players)
    events_json = loaded.events_json or rules.events.dump_json(loaded.events)
    key = game_key(setup_json(loaded.setup.model_dump(mode="json")), events_json)
    return Played(rules.id, path.stem, key, loaded.updated.astimezone(UTC), seats, facts_of(rules, state)), None


def _altered(game: str, seed: int, raw: bytes) -> bool:
    """Whether a save's dice are not its seed's: every roll checked, digest or not (whatever
    counts audits the dice first), on the events as JSON reads them: no model is built."""
    parts = split(raw)
    try:
        events = json.loads(parts[1]) if parts is not None else None
    except (ValueError, RecursionError):
        return True
    if not isinstance(events, list):
        return True
    return audit_raw(seed, events, _random_types(game))[0] is not None


@cache
def _random_types(game: str) -> frozenset[str]:
    return random_types(rules_for(game).events)


def _seats(players: Any) -> tuple[tuple[str, str | None], ...] | None:
    if not isinstance(players, list):
        return None
    seats = []
    for player in players:
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            return None
        bot = player.get("bot")
        seats.append((player["name"], bot if isinstance(bot, str) else None))
    return tuple(seats)


def _utc(text: Any) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text)
    except (TypeError, ValueError, OverflowError):
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _campaigns(root: Path, game: str | None) -> list[CampaignStats]:
    """Each readable campaign's best stars per stage (a damaged campaign is left out)."""
    found = []
    for info in list_campaigns(root):
        if info.status == "damaged":
            continue
        try:
            state = load_campaign(info.path).state
        except (SaveError, OSError):
            continue
        numbers = list(state.numbers)
        games = [state.setup.stages[n - 1].game for n in numbers]
        if game is not None and game not in games:
            continue
        found.append(CampaignStats(info.name, [state.stars(n) for n in numbers], state.max_stars, games))
    return found


def players_of(stats: GameStats, humans_only: bool = False) -> Iterable[PlayerStats]:
    """The players of a game, most games first (people before bots)."""
    players = sorted(stats.players.values(), key=lambda p: (-p.played, p.bot is not None, p.name))
    return [p for p in players if not (humans_only and p.bot)]
