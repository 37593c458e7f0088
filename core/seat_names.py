"""How seats are named when a player does not name them: the command line, the new-game
form and a shared table all call a bot and a repeated name the same way."""

from __future__ import annotations

from core.text import name_key

#: the longest name a seat may have (core.game.PlayerSpec)
MAX_NAME = 24


def bot_name(bot: str) -> str:
    """'greedy' -> 'Greedy bot'."""
    return f"{bot.capitalize()} bot"


def unique_name(name: str, taken: set[str]) -> str:
    """'Greedy bot', then 'Greedy bot 2': a second seat of the same name gets a number.
    Names are taken whatever their case or Unicode form ('René' and 'rené' are one name)."""
    keys = {name_key(other) for other in taken}
    if name_key(name) not in keys:
        return name
    number = 2
    while name_key(_numbered(name, number)) in keys:
        number += 1
    return _numbered(name, number)


def _numbered(name: str, number: int) -> str:
    """'Ann 2'; a 24-character name gives up its end so the number fits."""
    suffix = f" {number}"
    return name[: MAX_NAME - len(suffix)] + suffix
