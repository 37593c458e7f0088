"""25 to Dice (Tricorn Games): six inmates break out of a prison patrolled by two guards.

The rules engine is being written; for now this package holds the board data
(`board.py`, `boards/standard.json`) shared with the printed sheet.
"""
