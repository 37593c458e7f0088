"""Learn to play: each game's first game that teaches, played on its real screen (core.lesson)."""
