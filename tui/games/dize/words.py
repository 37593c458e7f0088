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
from core.dize.describe import plural
from core.dize.constants import HERO_FACE, WIN_BONUS
from core.dize.state import DizeState
from core.game import PlayerSpec
from tui.text import short

ROLL_NAMES = {InfectionRolled: "Infection roll", AttackRolled: "Attack roll", ZombiesAttacked: "Zombie roll"}
#: an advisor line about one dice count before the Infection roll ("3 dice: ...")
COUNT_LINE = re.compile(r"^\d+ (die|dice): ")
HEADER_WIDTH = 78  # 80 columns less the header's padding


def dice(count: int) -> str:
    return plural(count, "die", "dice")


def roll_line(state: DizeState) -> str:
    """The latest roll, named, with its count spelled out by the rules."""
    explained = RULES.explain(state)
    label = ROLL_NAMES.get(type(state.last_roll))
    return f"{label}: {explained[0].lower()}{explained[1:]}" if label else explained


def header(state: DizeState, player: PlayerSpec) -> str:
    """Who plays, the difficulty and the score, with its breakdown when it fits; a long
    name gives way (counted in terminal columns: a wide letter takes two)."""
    mark = " (bot)" if player.is_bot and "bot" not in player.name.lower() else ""
    zombies = state.setup.zombies
    head, tail = "diZe — ", f" · {zombies} starting zombies · score {state.score}"
    bonus = f" + {WIN_BONUS} won" if state.step == "won" else ""
    breakdown = f" = {zombies} + {len(state.executed)} executed{bonus}"
    whole = head + player.name + mark + tail
    if cell_len(whole + breakdown) <= HEADER_WIDTH:
        return whole + breakdown
    return head + short(player.name, HEADER_WIDTH - len(head) - len(mark) - len(tail)) + mark + tail


def ending(state: DizeState) -> str:
    """The phase strip's line once the game is over ("" while it goes on)."""
    if state.step == "won":
        return f"Game over: every zombie is executed. Won with {state.score} points."
    if state.step == "lost":
        return f"Game over: the last human has fallen. {state.score} points."
    return ""


def limit_reason(state: DizeState) -> str:
    """Why the player may send no more humans than this."""
    if len(state.humans) < 2 * len(state.zombies):
        return f"only {plural(len(state.humans), 'human')} left"
    return f"twice the {plural(len(state.zombies), 'zombie')}"


def launch_note(state: DizeState, count: int | None, stopped_executed: int) -> str:
    """A line in Launch: the count being chosen, or where the last attack's dice went.

    `count` is None while a bot chooses; `stopped_executed` is how many zombies the
    latest stop executed (the table no longer knows after the stop).
    """
    if state.step == "choose":
        if count is None:
            return "empty: the humans to roll are being chosen"
        return f"◀ {count} ▶ humans to roll, 1 to {state.dice_limit}: {limit_reason(state)}"
    roll = state.last_roll
    if isinstance(roll, ZombiesAttacked) and not state.launch:
        return "empty: the zombies rolled here, then went back to their zone"
    if state.launch or not isinstance(roll, AttackRolled):
        return ""
    if state.step in ("retire", "heroes"):
        return "empty: no die is left to roll, so the attack must stop"
    if roll.success:
        executed = plural(stopped_executed, "zombie")
        return f"empty: the attack stopped, {executed} executed, its dice went back to Humans"
    faces = " ".join(map(str, roll.values))
    return f"empty: the attack roll {faces} failed, its dice went back to Humans"


def prompt(state: DizeState, bot: str | None, skip: bool = True) -> str:
    """What to do now, with the keys; `bot` is the bot's name when a bot plays, and
    `skip` whether f skips it here (not when a shared table's host plays the bot)."""
    if state.over:
        return "The game is over. e: the results again · Esc: back to the menu."
    if bot is not None:
        return f"{bot} is playing… f: skip to the end of the game." if skip else f"{bot} is playing…"
    step = state.step
    if step == "choose":
        return ("Infection: how many humans go to Launch? ←/→ or 1-9, then Enter rolls them. "
                "Three or more 1s infect one of them.")
    if step == "attack":
        return (f"Human Attack: Enter rolls the {dice(len(state.launch))} in Launch. More evens "
                "than odds is a success (heroes count as evens, captured as odds).")
    if step == "retire":
        return ("Success: a zombie is captured. Retire one rolled die: ←/→ or 1-9, then Enter "
                "(retire a die that is not a 6: a 6 may become a hero).")
    if step == "heroes":
        return heroes_prompt(state)
    return (f"Zombie Attack: Enter rolls the {plural(len(state.zombies), 'zombie')}; "
            "each 1 bites a human, who becomes a zombie.")


def heroes_prompt(state: DizeState) -> str:
    captured = plural(len(state.captured), "captured zombie")
    if not state.zombies:
        return f"No zombie is left to capture: s stops the attack, executes the {captured} and wins."
    if not state.launch:
        return f"No die is left in Launch to roll: s stops the attack and executes {captured}."
    parts = []
    if HERO_FACE in state.launch:
        parts.append("Enter: make the 6 at the cursor a hero (it counts as an even)")
    if state.can_continue:
        parts.append(f"c: press on, rolling {dice(len(state.launch))}")
    parts.append(f"s: stop and execute {captured}")
    return " · ".join(parts) + "."


def advice(state: DizeState, count: int | None) -> list[str]:
    """The advisor's lines; before the Infection roll only the chosen count's line
    (all of them would not fit 24 rows), none of them while a bot chooses."""
    lines: list[str] = RULES.advice(state)
    if not lines:
        return ["The game is over: nothing left to decide."]
    if state.step == "choose":
        mine = f"{dice(count)}: " if count else None
        lines = [line for line in lines if not COUNT_LINE.match(line) or (mine and line.startswith(mine))]
    return lines


def breakdown(state: DizeState, name: str) -> list[str]:
    """The end screen's score: starting zombies + executed + the bonus for a win."""
    won = state.step == "won"
    left = "" if won else f"  ({plural(state.zombies_left, 'zombie')} left)"
    rows = [
        ("Starting zombies", f"{state.setup.zombies}", ""),
        ("Zombies executed", f"+{len(state.executed)}", ""),
        ("Every zombie executed", f"+{WIN_BONUS if won else 0}", left),
        ("Score", f"{state.score}", ""),
    ]
    lines = [f"{name} executed every zombie!" if won else "The last human has fallen.", ""]
    return lines + [f"  {label:<24}{value:>5}{note}" for label, value, note in rows]
