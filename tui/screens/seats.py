"""Who sits at a new table, and the options that seating allows (the new-game form).

Kept apart from the form's widgets: these are decisions about names and options,
read from each game's rules, with nothing on screen.
"""

from __future__ import annotations

from typing import Any

from core.lang import N_, _, ngettext, pgettext
from core.seat_names import bot_name, unique_name
from core.text import name_key, text_flaw

HUMAN = "human"

#: the bot kinds as the form shows them (the ids stay English: saves, the CLI)
BOT_KINDS = {
    "cautious": N_("cautious"), "optimal": N_("optimal"), "expert": N_("expert"), "greedy": N_("greedy"),
    "careful": N_("careful"), "veteran": N_("veteran"), "executioner": N_("executioner"), "planner": N_("planner"),
}


def kind_label(kind: str) -> str:
    """'Human' or 'Bot: optimal' in the player's language, for a seat's kind."""
    if kind == HUMAN:
        return pgettext("seat kind", "Human")
    return _("Bot: {kind}").format(kind=_(BOT_KINDS[kind]) if kind in BOT_KINDS else kind)


def choice_label(rules: Any, option: str, choice: Any) -> str:
    """A game option's choice as the form lists it: the game's own label (a Dizzle level
    with its sheet's name), or a mode's name in the player's language."""
    modes = {"solo": pgettext("mode", "solo"), "coop": pgettext("mode", "coop"),
             "competitive": pgettext("mode", "competitive")}
    if option == "mode" and choice in modes:
        return modes[choice]
    return _(rules.choice_label(option, choice))


def player_name(number: int) -> str:
    """'Player 3': the name the form gives a person's seat (a sentence, so translated)."""
    return _("Player {number}").format(number=number)


def default_seats(rules: Any) -> list[tuple[str, str]]:
    """The player at the keyboard, then the strongest bot up to the smallest table."""
    from tui.login import login_name

    seats = [(login_name(), HUMAN)]
    while len(seats) < rules.min_players:
        kind = rules.bots[-1] if rules.bots else HUMAN
        seats.append((seat_name(kind, seats), kind))
    return seats


def seat_name(kind: str, seats: list[tuple[str, str]]) -> str:
    """A new seat's name as the CLI would give it: 'Greedy bot 2', or 'Player 3' for a person."""
    taken = {name for name, _ in seats}
    if kind == HUMAN:
        return unique_name(player_name(len(seats) + 1), taken)
    return unique_name(bot_name(kind), taken)


def is_seat_name(name: str, kind: str, index: int) -> bool:
    """Whether `name` is one this form made up for a seat of `kind` (so it may rename it)."""
    bases = {f"Player {index + 1}", player_name(index + 1)} if kind == HUMAN else {bot_name(kind)}
    return any(name == base or (name.startswith(base + " ") and name[len(base) + 1 :].isdigit()) for base in bases)



def fitting_options(rules: Any, seats: int, chosen: dict[str, Any]) -> dict[str, Any]:
    """The options with the first that `seats` players no longer allow turned to the first
    choice that they do: a second player in 25 to Dice turns solo into co-op, and back to
    one player it is solo again. Unchanged when the game takes them as they are."""
    from core.game import PlayerSpec

    players = [PlayerSpec(name=f"Player {n}", bot=None) for n in range(1, seats + 1)]
    options = {option.name: chosen.get(option.name, option.default) for option in rules.options}

    def allowed(trial: dict[str, Any]) -> bool:
        try:
            rules.make_setup(players, 0, **trial)
        except ValueError:
            return False
        return True

    if allowed(options):
        return options
    for option in rules.options:
        for choice in option.choices:
            if allowed({**options, option.name: choice}):
                return {**options, option.name: choice}
    return options


def names_problem(names: list[str]) -> str | None:
    """Why the typed names cannot seat a table, in one sentence, or None: every player
    needs a name, no two alike ('René' twice, or 'Ann' and 'ann'), and each plain text."""
    if any(not name for name in names):
        return _("Every player needs a name.")
    if len({name_key(name) for name in names}) != len(names):
        return _("Two players have the same name.")
    flaws = [_("Player {number}'s name {flaw}.").format(
        number=n, flaw=flaw) for n, name in enumerate(names, 1) if (flaw := text_flaw(name))]
    return flaws[0] if flaws else None


def random_seed() -> int:
    """A new table's seed when none is typed: from the system, never the same twice."""
    import random

    return random.SystemRandom().randrange(1, 10**9)


def players_note(rules: Any) -> str:
    """The new-game form's line for a game: how many play it, and how the form is filled."""
    if rules.min_players == rules.max_players == 1:
        note = _("{game}: one player (you, or a bot to watch). Tab or Enter: next field; Ctrl+S starts.")
    elif rules.min_players == rules.max_players:
        note = ngettext("{game}: {count} player. Tab or Enter: next field; Ctrl+S starts.",
                        "{game}: {count} players. Tab or Enter: next field; Ctrl+S starts.",
                        rules.min_players)
    else:
        note = _("{game}: {least}-{most} players. Tab or Enter: next field; Ctrl+S starts.")
    return note.format(game=rules.title, count=rules.min_players, least=rules.min_players, most=rules.max_players)
