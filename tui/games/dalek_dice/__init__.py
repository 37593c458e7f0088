"""The Dalek Dice screen, its widgets, words and stylesheet."""
