"""What the diZe screen says, as pure functions of the table and the player's passing intent.

Kept apart from the screen so the words can be read (and tested) in one place: every
line must make sense to a player who has never seen the rulebook, and fit 80 columns.
The rules' own sentences (`RULES.explain`, `RULES.advice`) are used as they are; only
the framing around them is written here.
"""

from __future__ import annotations

import re

from rich.cells import cell_len

from core.dize import RULES, AttackRolled, InfectionRolled, ZombiesAttacked
from core.dize.constants import HERO_FACE, WIN_BONUS
from core.dize.describe import captured_zombies
from core.dize.describe import dice as dice_count
from core.dize.progress import zombies
from core.dize.state import DizeState
from core.game import PlayerSpec
from core.lang import N_, _, addressed, ngettext
from tui.text import pad, short

ROLL_NAMES = {InfectionRolled: N_("Infection roll"), AttackRolled: N_("Attack roll"),
              ZombiesAttacked: N_("Zombie roll")}
#: an advisor line about one dice count before the Infection roll ("3 dice: ..."), in either language
COUNT_LINE = re.compile(r"^\d+ [^\s:]+: ")
HEADER_WIDTH = 78  # 80 columns less the header's padding
END_DIALOG = 58  # columns of text inside the end dialog (tui/app.tcss .dialog: 64, less border and padding)


def dice(count: int) -> str:
    return dice_count(count)


def roll_line(state: DizeState) -> str:
    """The latest roll, named, with its count spelled out by the rules."""
    explained = RULES.explain(state)
    label = ROLL_NAMES.get(type(state.last_roll))
    return f"{_(label)}: {explained[0].lower()}{explained[1:]}" if label else explained


def header(state: DizeState, player: PlayerSpec) -> str:
    """Who plays, the difficulty and the score, with its breakdown when it fits; a long
    name gives way (counted in terminal columns: a wide letter takes two)."""
    mark = " (bot)" if player.is_bot and "bot" not in player.name.lower() else ""
    fields = {"zombies": state.setup.zombies, "score": state.score, "executed": len(state.executed),
              "bonus": WIN_BONUS}
    brief = _("diZe — {name} · {zombies} starting zombies · score {score}")
    if state.step == "won":
        whole = _("diZe — {name} · {zombies} starting zombies · score {score} = {zombies} + {executed} executed "
                  "+ {bonus} won")
    else:
        whole = _("diZe — {name} · {zombies} starting zombies · score {score} = {zombies} + {executed} executed")
    line = whole.format(name=player.name + mark, **fields)
    if cell_len(line) <= HEADER_WIDTH:
        return line
    room = HEADER_WIDTH - cell_len(brief.format(name="", **fields)) - len(mark)
    return brief.format(name=short(player.name, room) + mark, **fields)


def ending(state: DizeState) -> str:
    """The phase strip's line once the game is over ("" while it goes on)."""
    if state.step == "won":
        return _("Game over: every zombie is executed. Won with {score} points.").format(score=state.score)
    if state.step == "lost":
        return _("Game over: the last human has fallen. {score} points.").format(score=state.score)
    return ""


def limit_reason(state: DizeState) -> str:
    """Why the player may send no more humans than this."""
    if len(state.humans) < 2 * len(state.zombies):
        left = len(state.humans)
        return ngettext("only {count} human left", "only {count} humans left", left).format(count=left)
    return _("twice the {zombies}").format(zombies=zombies(len(state.zombies)))


def launch_note(state: DizeState, count: int | None, stopped_executed: int) -> str:
    """A line in Launch: the count being chosen, or where the last attack's dice went.

    `count` is None while a bot chooses; `stopped_executed` is how many zombies the
    latest stop executed (the table no longer knows after the stop).
    """
    if state.step == "choose":
        if count is None:
            return _("empty: the humans to roll are being chosen")
        return ngettext("◀ {count} ▶ humans to roll, 1 to {limit}: {reason}",
                        "◀ {count} ▶ humans to roll, 1 to {limit}: {reason}", count).format(
            count=count, limit=state.dice_limit, reason=limit_reason(state))
    roll = state.last_roll
    if isinstance(roll, ZombiesAttacked) and not state.launch:
        return _("empty: the zombies rolled here, then went back to their zone")
    if state.launch or not isinstance(roll, AttackRolled):
        return ""
    if state.step in ("retire", "heroes"):
        return _("empty: no die is left to roll, so the attack must stop")
    if roll.success:
        return ngettext("empty: the attack stopped, {count} zombie executed, its dice went back to Humans",
                        "empty: the attack stopped, {count} zombies executed, its dice went back to Humans",
                        stopped_executed).format(count=stopped_executed)
    faces = " ".join(map(str, roll.values))
    return _("empty: the attack roll {faces} failed, its dice went back to Humans").format(faces=faces)


def prompt(state: DizeState, bot: str | None, skip: bool = True) -> str:
    """What to do now, with the keys; `bot` is the bot's name when a bot plays, and
    `skip` whether f skips it here (not when a shared table's host plays the bot)."""
    if state.over:
        return _("The game is over. e: the results again · Esc: back to the menu.")
    if bot is not None:
        if skip:
            return addressed(bot, _("You are playing… f: skip to the end of the game."),
                             _("{name} is playing… f: skip to the end of the game."))
        return addressed(bot, _("You are playing…"), _("{name} is playing…"))
    step = state.step
    if step == "choose":
        return _("Infection: how many humans go to Launch? ←/→ or 1-9, then Enter rolls them. "
                 "Three or more 1s infect one of them.")
    if step == "attack":
        launch = len(state.launch)
        return ngettext("Human Attack: Enter rolls the {count} die in Launch. More evens than odds is a success "
                        "(heroes count as evens, captured as odds).",
                        "Human Attack: Enter rolls the {count} dice in Launch. More evens than odds is a success "
                        "(heroes count as evens, captured as odds).", launch).format(count=launch)
    if step == "retire":
        return _("Success: a zombie is captured. Retire one rolled die: ←/→ or 1-9, then Enter "
                 "(retire a die that is not a 6: a 6 may become a hero).")
    if step == "heroes":
        return heroes_prompt(state)
    count = len(state.zombies)
    return ngettext("Zombie Attack: Enter rolls the {count} zombie; each 1 bites a human, who becomes a zombie.",
                    "Zombie Attack: Enter rolls the {count} zombies; each 1 bites a human, who becomes a zombie.",
                    count).format(count=count)


def heroes_prompt(state: DizeState) -> str:
    count = len(state.captured)
    if not state.zombies:
        return ngettext("No zombie is left to capture: s stops the attack, executes the {count} captured zombie "
                        "and wins.",
                        "No zombie is left to capture: s stops the attack, executes the {count} captured zombies "
                        "and wins.", count).format(count=count)
    if not state.launch:
        return ngettext("No die is left in Launch to roll: s stops the attack and executes {count} captured zombie.",
                        "No die is left in Launch to roll: s stops the attack and executes {count} captured zombies.",
                        count).format(count=count)
    parts = []
    if HERO_FACE in state.launch:
        parts.append(_("Enter: make the 6 at the cursor a hero (it counts as an even)"))
    if state.can_continue:
        parts.append(_("c: press on, rolling {dice}").format(dice=dice(len(state.launch))))
    parts.append(_("s: stop and execute {captured}").format(captured=captured_zombies(count)))
    return " · ".join(parts) + "."


def advice(state: DizeState, count: int | None) -> list[str]:
    """The advisor's lines; before the Infection roll only the chosen count's line
    (all of them would not fit 24 rows), none of them while a bot chooses."""
    lines: list[str] = RULES.advice(state)
    if not lines:
        return [_("The game is over: nothing left to decide.")]
    if state.step == "choose":
        mine = f"{dice(count)}: " if count else None
        lines = [line for line in lines if not COUNT_LINE.match(line) or (mine and line.startswith(mine))]
    return lines


def breakdown(state: DizeState, name: str) -> list[str]:
    """The end screen's score: starting zombies + executed + the bonus for a win."""
    won = state.step == "won"
    left_count = state.zombies_left
    left = "" if won else "  " + ngettext("({count} zombie left)", "({count} zombies left)",
                                          left_count).format(count=left_count)
    rows = [
        (_("Starting zombies"), f"{state.setup.zombies}", ""),
        (_("Zombies executed"), f"+{len(state.executed)}", ""),
        (_("Every zombie executed"), f"+{WIN_BONUS if won else 0}", left),
        (_("Score"), f"{state.score}", ""),
    ]
    verdict = (addressed(name, _("You executed every zombie!"), _("{name} executed every zombie!")) if won
               else _("The last human has fallen."))
    column = max(24, *(cell_len(label) + 1 for label, _value, _note in rows))  # a longer language's labels
    lines = [verdict, ""]
    for label, value, note in rows:
        line = f"  {pad(label, column)}{value:>5}"
        if cell_len(line + note) <= END_DIALOG:
            lines.append(line + note)
        else:  # the note under the row, rather than wrapped by the dialog mid-way
            lines += [line, "    " + note.strip()]
    return lines
