"""diZe's keys in Spanish: its Stop is *parar*, while Dalek Dice's Stop is *plantarse*.

The key bar looks each binding's description up in the catalogue as it draws it; a word
one game says differently from another is declared in its game's context (`N_p`), so each
game says its rulebook's verb in one catalogue without two translations of one message.
"""

from __future__ import annotations

from core.lang import shown
from tui.games.dalek_dice.screen import DalekDiceScreen
from tui.games.dize.screen import DizeScreen


def stop_label(screen_class: type) -> str:
    (stop,) = [binding for binding in screen_class._merged_bindings.key_to_bindings["s"] if binding.action == "stop"]
    return shown(stop.description)


def test_the_stop_key_is_parar_in_dize_and_plantarse_in_dalek_dice():
    from tui import i18n

    assert stop_label(DizeScreen) == stop_label(DalekDiceScreen) == "Stop"
    i18n.use("es")
    assert stop_label(DizeScreen) == "Parar"
    assert stop_label(DalekDiceScreen) == "Plantarse"
