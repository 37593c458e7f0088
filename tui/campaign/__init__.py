"""The solo campaign: its screens, words, stage path and command line."""
