"""What Pig adds to the app and to the printed sheets: an entry in each layer's own registry.

Its rules (descriptor.py) name neither: a game's screen and sheet are the business of
tui.games.registry and sheets.registry, which the tests that play Pig register it with.
"""

from __future__ import annotations

from sheets.registry import PrintPreset, SheetOption, SheetSpec
from tui.games.registry import GameView

VIEW = GameView(screen="tests.pig.screen:PigScreen", rules_page="pig", rules_package="tests.pig")

SHEET = SheetSpec(
    module="tests.pig.sheet",
    title="Pig score pad",
    help="Pig score pad",
    options=(SheetOption("players", "2 to 4 (default 2)", type=int, metavar="N"),),
    presets=(PrintPreset("Pig: score pad", "pig", order=90, asks=("players",)),),
)
