"""What a Pig player may say: roll on, or hold."""

from __future__ import annotations

from core.game import Command


class PigRoll(Command):
    """Roll the die once more this turn."""


class PigHold(Command):
    """Bank the turn's total; the next player's turn begins."""


PigCommand = PigRoll | PigHold
