"""A new table from the command line: `--players`, the game's options and the level files
they name, checked into a Setup, or a `UsageError` saying what is wrong in one line.

`dice-tui new` and `dice-tui table new` both seat their tables here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.descriptor import load
from core.games import GAMES, available, game, rules_for
from core.lang import _, ngettext
from core.seat_names import MAX_NAME, bot_name, unique_name
from core.text import as_typed, text_flaw
from saves.errors import reason
from tui.cli.usage import UsageError

if TYPE_CHECKING:
    import argparse


def build_setup(args: argparse.Namespace) -> tuple[str, Any]:
    """A validated Setup from `dice-tui new` arguments (or UsageError)."""
    import random

    from tui.login import seat_you

    check_game(args.game)
    descriptor = game(args.game)
    rules = rules_for(args.game)
    players = parse_players(seat_you(descriptor.default_players) if args.players is None else args.players, rules)
    options: dict[str, Any] = {}
    for option in given_options(args):
        if option not in descriptor.options:
            raise UsageError(_("{flag} does not apply to {game}").format(flag=option.cli_flag, game=descriptor.title))
        value = getattr(args, option.name)
        if option.widget == "file":
            options[option.name] = read_option_file(value, option)
        else:
            options[option.name] = coerce_choice(value, option)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**9)
    try:
        setup = rules.make_setup(players, seed, **options)
    except ValueError as error:
        raise UsageError(first_line(error)) from error
    return args.game, setup


def parse_players(text: str, rules: Any) -> list[Any]:
    """'Ann,Bob,bot:optimal' -> seats; 'Name=bot:kind' names a bot."""
    from core.game import PlayerSpec

    seats: list[PlayerSpec] = []
    for raw in (as_typed(part).strip() for part in text.split(",")):
        if not raw:
            raise UsageError(_("--players has an empty name (names are separated by commas)"))
        flaw = text_flaw(raw)
        if flaw is not None:
            raise UsageError(_("player name {name} {flaw}").format(name=repr(raw), flaw=flaw))
        name, _sep, kind = raw.rpartition("=") if "=" in raw else ("", "", raw)
        bot = None
        is_bot = kind.lower().startswith("bot:") or kind.lower().strip() == "bot"
        if "=" in raw and not is_bot:
            raise UsageError(_("{seat}: NAME=KIND names a bot (e.g. Ann=bot:optimal); a human is just a name").format(
                seat=repr(raw)))
        if is_bot:
            bot = kind.partition(":")[2].strip().lower() or rules.bots[0]
            if bot not in rules.bots:
                known = ", ".join(rules.bots)
                raise UsageError(_("{game} has no bot {bot} (bots: {known})").format(
                    game=rules.title, bot=repr(bot), known=known))
            name = name.strip() or bot_name(bot)
        else:
            name = (name or kind).strip()
        if len(name) > MAX_NAME:
            raise UsageError(_("player name {name}... is longer than {most} characters").format(
                name=repr(name[:MAX_NAME]), most=MAX_NAME))
        seats.append(PlayerSpec(name=unique_name(name, {seat.name for seat in seats}), bot=bot))
    if not rules.min_players <= len(seats) <= rules.max_players:
        if rules.min_players == rules.max_players:
            said = ngettext("{game} is played by {count} player, not {given}",
                            "{game} is played by {count} players, not {given}", rules.max_players)
            raise UsageError(said.format(game=rules.title, count=rules.max_players, given=len(seats)))
        said = _("{game} is played by {least} to {most} players, not {given}")
        raise UsageError(said.format(
            game=rules.title, least=rules.min_players, most=rules.max_players, given=len(seats)))
    return seats


def read_option_file(path: str, option: Any) -> Any:
    """The value of a file option (a Dizzle level file): its bytes, read by the game's parser."""
    from saves.files import LEVEL_BYTES, read_capped

    what = _(option.label).lower()
    try:
        raw = read_capped(path, LEVEL_BYTES, follow=True)[0]
    except OSError as error:
        raise UsageError(_("cannot read {what} {path}: {why}").format(
            what=what, path=path, why=reason(error))) from error
    try:
        return load(option.parse)(raw)  # bytes: decoded as a save is (UTF-8, a BOM, UTF-16)
    except ValueError as error:
        raise UsageError(_("{what} {path}: {why}").format(what=what, path=path, why=first_line(error))) from error


def given_options(args: argparse.Namespace, widgets: tuple[str, ...] = ("select", "file")) -> list[Any]:
    """The game options given on the command line (each flag once, whichever game declares it)."""
    given: dict[str, Any] = {}
    for descriptor in GAMES.values():
        for option in descriptor.options:
            if option.widget in widgets and getattr(args, option.name, None) is not None:
                mine = descriptor.id == getattr(args, "game", None)
                if mine or option.name not in given:
                    given[option.name] = option
    return list(given.values())


def check_game(game: str) -> None:
    games = available()
    if game not in games:
        raise UsageError(_("unknown game {game} (choose from {games})").format(game=repr(game), games=", ".join(games)))


def coerce_choice(value: Any, option: Any) -> Any:
    for choice in option.choices:
        if str(choice) == str(value):
            return choice
    choices = ", ".join(str(choice) for choice in option.choices)
    # i18n: a game option given a value it does not take ("--mode must be one of solo, coop, competitive, not 'x'")
    raise UsageError(_("{flag} must be one of {choices}, not {value}").format(
        flag=option.cli_flag, choices=choices, value=repr(value)))


def first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__
