"""The Dizzle screen, its widgets, words and stylesheet."""
