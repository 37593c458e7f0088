"""Dizzle (Ralf zur Linde): the dice-placement game, four original levels. Rules engine in progress."""
