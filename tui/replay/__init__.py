"""Replay any save, move by move, on the game's own screen, read-only (issue: the story of a game)."""
