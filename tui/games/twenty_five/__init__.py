"""The 25 to Dice screen, its widgets, words and stylesheet."""
