"""`dice-tui campaign ...`: start, list and resume solo campaigns from the command line.

    dice-tui campaign new NAME [--seed N]   start a campaign and open it
    dice-tui campaign list [--json]         every campaign, its progress and stars
    dice-tui campaign resume [NAME]         open a campaign (the latest by default),
                                            straight into its stage under way

The campaign is opened before the app starts, so a taken name, a damaged file or a
campaign open elsewhere is said in one line (exit status 2) and never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len

from core.lang import _
from core.text import name_key, visible
from saves.errors import reason
from tui import door
from tui.cli.out import dumps
from tui.cli.parser import Parser
from tui.text import pad, short

if TYPE_CHECKING:
    from saves.campaign_session import CampaignSession

def examples() -> str:
    """The examples after `dice-tui campaign --help`, in the player's language."""
    # i18n: keep the commands as they are; translate only the words after them
    return _("""\
examples:
  dice-tui campaign new Ann              a new campaign, random dice
  dice-tui campaign new Ann --seed 7     the same dice as anyone with seed 7
  dice-tui campaign list
  dice-tui campaign resume               the campaign you played last
""")


class CampaignError(Exception):
    """A campaign that cannot be made or opened: one line, exit 2."""


def build_parser() -> Parser:
    parser = Parser(prog="dice-tui campaign",
                    description=_("Solo campaigns: stages across the four games, up to three stars each."),
                    epilog=examples(), formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--save-dir", metavar="DIR", help=_("where saves live"))
    local = Parser(add_help=False)  # --save-dir after the sub-command too, without resetting it
    local.add_argument("--save-dir", metavar="DIR", default=argparse.SUPPRESS, help=_("where saves live"))
    sub = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=Parser, required=True)
    new = sub.add_parser("new", parents=[local], help=_("start a new campaign and open it"))
    new.add_argument("name", help=_("your name: it names the campaign and your seat at every table"))
    new.add_argument("--seed", type=int, help=_("dice seed: the same seed gives everybody the same dice"))
    listing = sub.add_parser("list", parents=[local], help=_("list campaigns"))
    listing.add_argument("--json", action="store_true", help=_("print JSON"))
    resume = sub.add_parser("resume", parents=[local], help=_("open a campaign (the latest by default)"))
    resume.add_argument("name", nargs="?", help=_("a campaign's name, as `dice-tui campaign list` shows it"))
    return parser


def main(argv: list[str]) -> int:
    """`argv` is the whole command line after `dice-tui`, global options included."""
    argv = _without_command(list(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    from saves.paths import UnsafeFolder, check_folder, save_root

    root = save_root(args.save_dir)
    try:
        check_folder(root)  # a folder other users can write to is refused, as ssh does
        return {"new": _new, "list": _list, "resume": _resume}[args.action](args, root)
    except (CampaignError, UnsafeFolder) as error:
        print(f"dice-tui campaign: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _without_command(argv: list[str]) -> list[str]:
    """argv less its first word that is neither an option nor --save-dir's value."""
    skip = False
    for index, word in enumerate(argv):
        if skip:
            skip = False
        elif word == "--save-dir":
            skip = True
        elif not word.startswith("-"):
            return argv[:index] + argv[index + 1 :] if word == "campaign" else argv
    return argv


def _new(args: argparse.Namespace, root: Path) -> int:
    from saves.campaign import CampaignExists
    from saves.campaign_session import CampaignSession

    try:
        session = CampaignSession.create(root, args.name, args.seed)
    except (ValueError, CampaignExists) as error:
        raise CampaignError(str(error)) from None
    except OSError as error:
        raise CampaignError(_("cannot save in {folder}: {why}").format(
            folder=root, why=reason(error))) from None
    return run_campaign_app(root, session, None)


#: `campaign list` fits a terminal of this width, a name in at most NAME_COLUMNS
LINE, NAME_COLUMNS = 80, 20


def _list(args: argparse.Namespace, root: Path) -> int:
    from saves.campaign_list import list_campaigns

    infos = list_campaigns(root)
    if args.json:
        print(dumps([_info_json(info) for info in infos]))
        return 0
    if not infos:
        print(_("No campaigns in {folder} (start one: dice-tui campaign new NAME)").format(folder=root))
        return 0
    names = min(NAME_COLUMNS, max(cell_len(visible(info.name)) for info in infos))
    for info in infos:
        when = info.updated.strftime("%Y-%m-%d %H:%M")
        if info.status == "damaged":
            state = _("damaged: {why}").format(why=info.reason)
        else:
            state = _("{progress}, {stars} of {most} stars, score {score}").format(
                progress=info.progress, stars=info.stars, most=info.max_stars, score=info.score)
        busy = "  " + _("(open elsewhere)") if info.in_use else ""
        head = f"{pad(short(visible(info.name), names), names)}  {when}"  # names come from files
        line = visible(f"{head}  {state}{busy}")
        if cell_len(line) > LINE:  # 80 columns: what the campaign stands at goes on the next line
            line = f"{head}\n    " + visible(f"{state}{busy}")
        print(line)
    return 0


def _resume(args: argparse.Namespace, root: Path) -> int:
    from saves.campaign_list import latest_campaign, list_campaigns

    infos = list_campaigns(root)
    if args.name:
        info = find_campaign(infos, args.name)
        if info is None:
            raise CampaignError(_("no campaign named {name} in {folder} (see `dice-tui campaign list`)").format(
                name=repr(args.name), folder=root))
    else:
        info = latest_campaign(root) or next((i for i in infos if i.status != "damaged"), None)
        if info is None:
            raise CampaignError(_("no campaign in {folder} (start one: dice-tui campaign new NAME)").format(
                folder=root))
    session = open_campaign(info.path)
    resume = next((stage for stage, _ in info.playing), None)
    return run_campaign_app(root, session, resume)


def find_campaign(infos: list[Any], name: str) -> Any:
    """A campaign by its name (any case), its file name, or its path."""
    from saves.campaign import slug

    wanted = name_key(name.strip())
    for info in infos:
        if wanted in (name_key(info.name), info.path.stem) or name == str(info.path):
            return info
    try:
        stem = slug(name)
    except ValueError:
        return None
    return next((info for info in infos if info.path.stem == stem), None)


def open_campaign(path: Path) -> CampaignSession:
    """The campaign through the one door (tui.door); its refusal is this command's."""

    try:
        return door.open_campaign(path)
    except door.CannotOpen as refusal:
        raise CampaignError(refusal.message) from None


def run_campaign_app(root: Path, session: CampaignSession, resume_stage: int | None) -> int:
    """Run the app with the campaign screen over the menu (Esc goes back to the menu)."""
    from tui.app import DiceApp
    from tui.crash_net import exit_status

    app = DiceApp(root, door.CampaignShown(session, resume_stage))
    try:
        app.run()
    finally:
        session.close()
    return exit_status(app)


def _info_json(info: Any) -> dict[str, Any]:
    return {
        "name": info.name,
        "path": str(info.path),
        "status": info.status,
        "progress": info.progress,
        "reason": info.reason,
        "stars": info.stars,
        "max_stars": info.max_stars,
        "score": info.score,
        "updated": info.updated.isoformat(),
        "in_use": info.in_use,
        "playing": [{"stage": stage, "save": str(save)} for stage, save in info.playing],
    }
