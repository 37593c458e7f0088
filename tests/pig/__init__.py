"""Pig, a test-only game: it proves a fifth game joins dice-tui the documented way.

The ruleset: 2 to 4 players in seat order. On a turn, roll one die as often as you like;
each roll adds its pips to the turn's total, but a 1 loses the turn's total and ends
the turn. Holding banks the turn's total. The first to bank the target (option
`target`: 20, 50 or 100) wins at once. Bot: "hold20" holds at 20 or when the turn's
total would win.

Only tests register it (core.games.register(tests.pig.descriptor.GAME), and its screen
and sheet from tests/pig/layers.py), so the players' menu never shows it;
docs/adding-a-game.md walks through these files.
"""
