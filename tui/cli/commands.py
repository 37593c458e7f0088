"""What each `dice-tui` command does, once its arguments are parsed.

Imports are local to each command so that the one in use is the only one paid for.
User mistakes become `UsageError` (one line + usage, exit 2); a save that cannot be
opened, or is open in another dice-tui, is one line with the same exit status 2.
Exit 1 is kept for the crash net (an internal error, see tui.app).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.games import GAMES
from core.lang import _
from core.text import visible
from saves.errors import SaveError
from tui.cli.out import dumps, wrap
from tui.cli.seating import build_setup, check_game, given_options
from tui.cli.usage import REFUSED, UsageError
from tui.collector import held_start_up

if TYPE_CHECKING:
    import argparse

    from tui.door import Start


def run(args: argparse.Namespace, parser: argparse.ArgumentParser | None) -> int:
    command = args.command or "menu"
    if command == "bots" and args.save_dir is not None:
        raise UsageError(_("--save-dir does not apply to bots (they save nothing)"))
    return COMMANDS[command](args)


def cmd_menu(args: argparse.Namespace) -> int:
    return _launch(args, start=None)


def cmd_new(args: argparse.Namespace) -> int:
    from saves.paths import save_root
    from tui.door import NewGame

    game, setup = build_setup(args)
    root = save_root(args.save_dir)
    return _launch(args, start=NewGame(root, game, setup))


def cmd_resume(args: argparse.Namespace) -> int:
    return resume(args.save_dir, args.save)


def resume(save_dir: str | None, save: str | None) -> int:
    """`dice-tui resume [SAVE]`: that save, else the latest unfinished game."""
    from saves.listing import latest_unfinished
    from saves.paths import save_root
    from tui.door import Resume

    root = save_root(save_dir)
    if not _safe_folder(root):
        return REFUSED
    if save:
        found = find_save(root, save)
        path = found if _inside(found, root) else _import(found, root)
        if path is None:
            return REFUSED
    else:
        latest = latest_unfinished(root)
        if latest is None:
            print(_("dice-tui: no unfinished game in {folder}").format(folder=root), file=sys.stderr)
            return REFUSED
        path = latest.path
    return launch(save_dir, start=Resume(path))


def cmd_saves(args: argparse.Namespace) -> int:
    return saves(args.save_dir, args.json)


def saves(save_dir: str | None, as_json: bool) -> int:
    """`dice-tui saves [--json]`: every save of the folder, newest first, then the damaged."""
    from saves.listing import list_saves
    from saves.paths import save_root

    root = save_root(save_dir)
    if not _safe_folder(root):
        return REFUSED
    try:
        infos = list_saves(root)
    except SaveError as error:
        print(f"dice-tui: {error}", file=sys.stderr)
        return REFUSED
    if as_json:
        from tui.cli.printout import info_json  # here, not at the top: the menu and a game need it not

        print(dumps([info_json(info) for info in infos]))
        return 0
    if not infos:
        print(_("No saved games in {folder}").format(folder=root))
        return 0
    out = []  # printed at once: one write, not one a line (an unbuffered stdout writes each)
    for info in infos:
        if info.status == "damaged":
            continue
        when = info.updated.strftime("%Y-%m-%d %H:%M") if info.updated else "?"
        state = _status_words(info.status)
        if info.in_use:
            state = _("{state} (open in another dice-tui)").format(state=state)
        players = ", ".join(info.players) if info.players else "-"
        # a save on its line, the players and progress below it: never past 80 columns
        for line in (*wrap(f"{info.name:<26} {info.title or info.game or '?':<11} {when}  {state}"),
                     *wrap(f"    [{players}] {info.progress}")):
            out.append(visible(line))
    apart = [info for info in infos if info.status == "damaged"]
    if apart:
        out.append(_("Cannot be played ({count}), kept as they are:").format(count=len(apart)))
        for info in apart:  # names and reasons come from files: no control character passes
            out.extend(visible(line) for line in wrap(f"  {info.path.name}: {info.reason}"))
    print("\n".join(out))
    return 0


def _status_words(status: str) -> str:
    """A save's status as `dice-tui saves` prints it (the status itself stays English in --json)."""
    words = {"unfinished": _("unfinished"), "finished": _("finished"), "damaged": _("damaged"),
             "altered": _("altered, read-only")}
    return words.get(status, status)


def _safe_folder(root: Path) -> bool:
    """False, after one line on stderr, for a save folder other users could write to."""
    from saves.paths import UnsafeFolder, check_folder

    try:
        check_folder(root)
    except UnsafeFolder as error:
        print(f"dice-tui: {error}", file=sys.stderr)
        return False
    return True


def _inside(path: Path, root: Path) -> bool:
    """Whether a save given by path lives in the save folder (or one of its campaigns)."""
    folder = path.absolute().parent.resolve()
    home = root.resolve()
    return folder == home or home in folder.parents


def _import(path: Path, root: Path) -> Path | None:
    """A save from elsewhere is copied into the save folder and the copy is played: nothing
    is ever written beside it (no lock file, no rewrite of someone else's file)."""
    from saves.save_files import import_save

    try:
        copy = import_save(path, root)
    except (SaveError, OSError) as error:
        print(_("dice-tui: cannot import {path}: {why}").format(path=path, why=error), file=sys.stderr)
        return None
    print(_("dice-tui: {path} is outside {folder}; playing a copy, {copy}").format(
        path=path, folder=root, copy=copy.name),
          file=sys.stderr)
    return copy


def cmd_bots(args: argparse.Namespace) -> int:
    from importlib import import_module

    check_game(args.game)
    options: dict[str, Any] = {}
    for option in given_options(args, widgets=("select",)):
        value = getattr(args, option.name)
        options[option.name] = int(value) if isinstance(value, str) and value.isdigit() else value
    count = args.turns if args.turns is not None else args.games
    if count is not None and count < 1:
        raise UsageError(_("the number of turns or games must be at least 1"))
    if args.vs is not None or args.solo or args.seats is not None:
        from tui.cli.versus import play_versus

        return play_versus(args, options, UsageError)
    stats = import_module(GAMES[args.game].stats)
    try:
        rows = stats.bot_report(count or 1000, seed=args.seed, **options)
    except (TypeError, ValueError) as error:
        raise UsageError(str(error).splitlines()[0]) from error
    if args.json:
        print(dumps(rows))
    else:
        from tui.cli.printout import print_table

        print_table(rows)
    return 0


def find_save(root: Path, name: str) -> Path:
    """A save given by the name `dice-tui saves` shows, or by a path that looks like one.

    A bare name is the user's own save, never a file of that name in the current folder:
    in a shared folder, another user's `game` (a cheated one, say) would otherwise be
    imported and played by `dice-tui resume game`. A path says so itself: it holds a
    slash (`./game`, `/tmp/game`) or ends in `.json`."""
    if looks_like_path(name):
        given = Path(name).expanduser()
        if given.is_file():
            return given
        candidates = [root / name] if "/" not in name else []  # `game.json`: the file the save list names
    else:
        candidates = [root / f"{name}.json", root / name]
    for path in candidates:
        if path.is_file():
            return path
    if not looks_like_path(name):  # the start of one save's name is enough, as git takes a commit's
        starting = sorted(path for path in root.glob("*.json") if path.stem.startswith(name) and path.is_file())
        if len(starting) == 1:
            return starting[0]
        if starting:
            raise UsageError(_("{count} saves start with {name}: {names} (give more of the name)").format(
                count=len(starting), name=repr(name), names=", ".join(path.stem for path in starting[:4])))
    raise UsageError(_("no save named {name} in {folder} (see `dice-tui saves`; a file elsewhere: ./FILE)").format(
        name=repr(name), folder=root))


def looks_like_path(name: str) -> bool:
    """Whether a `resume`/`replay` argument names a file rather than a save: `./x`, `/x`, `~/x`, `x.json`."""
    return "/" in name or name.endswith(".json") or name.startswith("~")


def _launch(args: argparse.Namespace, start: Start | None) -> int:
    return launch(args.save_dir, start)


def launch(save_dir: str | None, start: Start | None) -> int:
    """The app in the save folder (`--save-dir`, else the default), opening `start` or the menu."""
    from saves.paths import save_root

    root = save_root(save_dir)
    if not _safe_folder(root):
        return REFUSED
    with held_start_up():  # before Textual loads (tui.collector)
        from tui.app import run_app

        return run_app(root, start)


def cmd_replay(args: argparse.Namespace) -> int:
    from saves.listing import list_saves
    from saves.paths import save_root
    from tui.door import Replay

    root = save_root(args.save_dir)
    if args.save:
        return _launch(args, start=Replay(find_save(root, args.save)))
    if not _safe_folder(root):
        return REFUSED
    latest = next((info for info in list_saves(root) if info.status != "damaged"), None)  # newest first
    if latest is None:
        print(_("dice-tui: no save to replay in {folder}").format(folder=root), file=sys.stderr)
        return REFUSED
    return _launch(args, start=Replay(latest.path))


def cmd_stats(args: argparse.Namespace) -> int:
    import os

    from saves.paths import save_root
    from saves.statistics import statistics
    from tui.cli.stats import text

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
        print(dumps(found.as_json()))
        return 0
    print("\n".join(text(found, ascii_only="DICE_TUI_ASCII" in os.environ)))
    return 0


COMMANDS = {
    "menu": cmd_menu,
    "new": cmd_new,
    "resume": cmd_resume,
    "saves": cmd_saves,
    "bots": cmd_bots,
    "replay": cmd_replay,
    "stats": cmd_stats,
}
