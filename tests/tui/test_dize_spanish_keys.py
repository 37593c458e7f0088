"""diZe's keys in Spanish: its Stop is *parar*, while Dalek Dice's Stop is *plantarse*.

The key bar looks each binding's description up in the catalogue as it draws it, and one
English word has one Spanish word there; diZe's Stop is looked up in its own context when
the screen is made, so each game says its rulebook's verb.
"""

from __future__ import annotations

from core.dize import RULES
from core.game import PlayerSpec
from core.lang import _
from saves.session import GameSession
from tui.games.dize.screen import DizeScreen


def stop_label(save_root) -> str:
    setup = RULES.make_setup([PlayerSpec(name="Ana")], 1, zombies=4)
    screen = DizeScreen(GameSession.create(save_root, "dize", setup))
    (stop,) = [binding for binding in screen._bindings.key_to_bindings["s"] if binding.action == "stop"]
    return _(stop.description)


def test_the_stop_key_is_parar_in_dize_and_plantarse_in_dalek_dice(save_root):
    from tui import i18n

    assert stop_label(save_root) == "Stop"
    i18n.use("es")
    assert stop_label(save_root) == "Parar"
    assert _("Stop") == "Plantarse"  # Dalek Dice's binding, looked up as the key bar does


def test_the_class_bindings_keep_their_english(save_root):
    from tui import i18n

    i18n.use("es")
    stop_label(save_root)
    descriptions = [binding.description for binding in DizeScreen._merged_bindings.key_to_bindings["s"]]
    assert "Stop" in descriptions  # the screen changed its own copy, not the class's
