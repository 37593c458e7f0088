"""How seats are named when a player does not name them: the command line, the new-game
form and a shared table all call a bot and a repeated name the same way."""

from __future__ import annotations

from core.lang import N_, _, pgettext
from core.text import name_key

#: the longest name a seat may have (core.game.PlayerSpec)
MAX_NAME = 24


#: the seat name each bot kind is given, in English (translated where the seat is named)
BOT_NAMES = {
    "cautious": N_("Cautious bot"),
    "optimal": N_("Optimal bot"),
    "expert": N_("Expert bot"),
    "greedy": N_("Greedy bot"),
    "careful": N_("Careful bot"),
    "veteran": N_("Veteran bot"),
    "executioner": N_("Executioner bot"),
    "planner": N_("Planner bot"),
}


def bot_name(bot: str) -> str:
    """'greedy' -> 'Greedy bot' ('Bot voraz' in Spanish): a made-up name is a sentence, so it
    is said in the player's language; the bot kind itself (`greedy`) never changes."""
    if bot in BOT_NAMES:
        return _(BOT_NAMES[bot])
    # i18n: the seat name of a bot of a kind with no name of its own ({kind}: its command-line id)
    return _("{kind} bot").format(kind=bot.capitalize())


def bot_kind(bot: str) -> str:
    """A bot kind as shown to the player ('greedy' -> 'voraz' in Spanish); the id is unchanged."""
    kinds = {
        "cautious": pgettext("bot kind", "cautious"),
        "optimal": pgettext("bot kind", "optimal"),
        "expert": pgettext("bot kind", "expert"),
        "greedy": pgettext("bot kind", "greedy"),
        "careful": pgettext("bot kind", "careful"),
        "veteran": pgettext("bot kind", "veteran"),
        "executioner": pgettext("bot kind", "executioner"),
        "planner": pgettext("bot kind", "planner"),
    }
    return kinds.get(bot, bot)


def player_name(number: int) -> str:
    """'Player 3': the name of a person's seat nobody named (numbered from 1)."""
    return _("Player {number}").format(number=number)


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
