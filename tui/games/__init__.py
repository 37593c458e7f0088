"""One package per game: its screen, widgets, words and scoped stylesheet."""
