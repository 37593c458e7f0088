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
The games of a campaign's stages count too, as that campaign's player's (saves.tally).

The counts are numbers only: `dice-tui stats --json` prints `Statistics.as_json()`, and the
Statistics screen and the plain `dice-tui stats` word and draw the same numbers.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from core.facts import facts_of
from core.games import GAMES, rules_for
from saves.audit import audit_raw, random_types
from saves.campaign import load_campaign, stage_folder
from saves.campaign_list import list_campaigns
from saves.errors import DamagedSave, SaveError
from saves.loading import load_game, read_save
from saves.paths import NOT_SAVES
from saves.summary import game_key, read_keyed, setup_json, split
from saves.tally import GameStats, Played, identity


@dataclass(slots=True)
class CampaignStats:
    """A campaign's best stars, for the stages played (a stage never tried is not listed)."""

    name: str
    stages: list[tuple[int, str, int, int]]  # (stage number, game id, best stars, attempts)
    max_stars: int

    @property
    def total(self) -> int:
        return sum(stars for _number, _game, stars, _tries in self.stages)

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "max_stars": self.max_stars, "total": self.total,
                "stages": [{"stage": number, "game": game, "stars": stars, "attempts": tries}
                           for number, game, stars, tries in self.stages]}  # fmt: skip


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
    campaigns, stage_games = _campaigns(root, game, skipped)
    played = [one for one in [*_finished(root, skipped), *stage_games] if one.game in games]
    counted: set[str] = set()
    names: dict[str, str] = {}
    for one in sorted(played, key=lambda p: (p.updated, p.name)):  # streaks run in the order played
        if one.key in counted:
            skipped["copies"] += 1
            continue
        counted.add(one.key)
        games[one.game].add(one)
        names.update((identity(name, None), name) for name, bot in one.seats if bot is None and one.campaign is None)
    for stats in games.values():  # a person is named as they last typed their name, in every table
        for mode in stats.modes.values():
            for player in mode.players.values():
                if player.bot is None:
                    player.name = names.get(identity(player.name, None), player.name)
    return Statistics(games, campaigns, skipped)


def _finished(root: Path, skipped: Counter[str], campaign: str | None = None) -> Iterator[Played]:
    """The finished games saved in the folder `root` (a campaign's stage games: `campaign`, its name)."""
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
            yield one if campaign is None else replace(one, campaign=campaign)
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


def _campaigns(root: Path, game: str | None, skipped: Counter[str]) -> tuple[list[CampaignStats], list[Played]]:
    """Each readable campaign's best stars per stage played, and the finished games of its
    stages (a damaged campaign is left out: whose games they are is not known)."""
    found: list[CampaignStats] = []
    games: list[Played] = []
    for info in list_campaigns(root):
        if info.status == "damaged":
            continue
        try:
            state = load_campaign(info.path).state
        except (SaveError, OSError):
            continue
        games += _finished(stage_folder(info.path), skipped, state.setup.name)
        stages = [(n, state.stage(n).game, state.stars(n), len(state.tries(n))) for n in state.numbers
                  if state.tries(n) and game in (None, state.stage(n).game)]  # fmt: skip
        if stages:
            found.append(CampaignStats(state.setup.name, stages, state.max_stars))
    return found, games
