"""Screens: the menu, new game, load, rules, dialogs, and one screen per game."""
