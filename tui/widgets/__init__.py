"""Widgets: each renders the state it is given and posts the player's intent upward."""
