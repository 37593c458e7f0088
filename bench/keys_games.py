"""The games bench_keys plays, and how a move is spelled in the keys a player presses.

Each game's largest table; what to press comes from the game's own bot, asked what it
would do in the state the save holds, then spelled as the aim keys and the key that plays.
Apart from the driving (bench/bench_keys.py) so a test can take the same moves
(tests/tui/test_render_scroll_weighing.py) without the pty machinery.
"""

from __future__ import annotations

from dataclasses import dataclass


# -- the games: a large table, and a move spelled in keys -------------------------------
@dataclass(frozen=True)
class Game:
    id: str
    players: str
    options: dict
    bot: str  # which of the game's bots chooses the moves the keys spell

    def cursor_keys(self, state) -> list[str]:
        """Keys that only move the aim now (empty when nothing can be aimed)."""
        return CURSOR[self.id](state)

    def move_keys(self, rules, state) -> tuple[list[str], str]:
        """(aim keys, the key that plays) for the bot's choice in `state`."""
        return SPELL[self.id](rules.bot_command(state, self.bot), state)


def _dalek_cursor(state) -> list[str]:
    return ["right", "right", "left"] if state.phase == "keep" and state.centre else []


def _dalek_spell(command, state) -> tuple[list[str], str]:
    from core.dalek_dice import Keep, Roll
    from core.dalek_dice.faces import DALEKS_2, DALEKS_3, HUMANS_2, HUMANS_4

    if isinstance(command, Keep):
        wanted = {
            HUMANS_2: command.humans2,
            HUMANS_4: command.humans4,
            DALEKS_2: command.daleks2,
            DALEKS_3: command.daleks3,
        }
        ticks = []
        for index, face in enumerate(state.centre):
            if wanted.get(face, 0) > 0:
                wanted[face] -= 1
                ticks.append(str((index + 1) % 10))
        return ticks, "enter"
    return [], "r" if isinstance(command, Roll) else "s"


def _dizzle_cursor(state) -> list[str]:
    return ["right", "down", "left", "up"] if state.phase in ("place", "reroll", "planet") else []


def _dizzle_spell(command, state) -> tuple[list[str], str]:
    from core.dizzle import Pass, PlaceDie

    if isinstance(command, PlaceDie):
        return [str(state.offer[command.die])], "enter"  # the digit aims at a field that takes it
    if isinstance(command, Pass):
        return [], "p"
    name = type(command).__name__
    return [], {"ReturnDie": "enter", "ChoosePlanet": "enter", "RollOffer": "r", "Reroll": "r", "RollExtraDice": "r"}[
        name
    ]


def _dize_cursor(state) -> list[str]:
    return ["right", "left"] if state.step in ("choose", "retire", "heroes") else []


def _dize_spell(command, state) -> tuple[list[str], str]:
    name = type(command).__name__
    if name == "ChooseDice":
        return [str(command.count % 10)], "enter"
    if name in ("Retire", "MakeHero"):
        return [str((command.index + 1) % 10)], "enter"
    return [], {"Continue": "c", "StopAttack": "s", "Attack": "enter", "ZombieAttack": "enter"}[name]


def _prison_cursor(state) -> list[str]:
    return []  # aiming needs an inmate picked first: the spelled move presses the arrows


def _prison_spell(command, state) -> tuple[list[str], str]:
    from core.twenty_five import INMATES

    name = type(command).__name__
    if name in ("MoveInmate", "Escape"):
        letter = "abcdef"[INMATES.index(command.inmate)]
        return [letter, "right", "left", "down", "up"], "enter"  # wherever the aim ends is a legal move
    return [], {"MoveGuards": "r", "EndMoves": "s", "Substitute": "s"}[name]  # a substitution: end the moves instead


CURSOR = {"dalek-dice": _dalek_cursor, "dizzle": _dizzle_cursor, "dize": _dize_cursor, "25-to-dice": _prison_cursor}
SPELL = {"dalek-dice": _dalek_spell, "dizzle": _dizzle_spell, "dize": _dize_spell, "25-to-dice": _prison_spell}
GAMES = {
    "dalek-dice": Game("dalek-dice", "Ann,Bob,Cy,Di,Ed,Flo", {}, "cautious"),
    "dizzle": Game("dizzle", "Ann,Bob,Cy,Di", {"level": 4}, "greedy"),
    "dize": Game("dize", "Ann", {"zombies": 10}, "careful"),
    "25-to-dice": Game("25-to-dice", "Ann,Bob,Cy,Di,Ed,Flo", {"mode": "competitive"}, "planner"),
}
