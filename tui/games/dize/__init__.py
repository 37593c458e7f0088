"""The diZe screen, its widgets, words and stylesheet."""
