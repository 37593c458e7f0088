"""Pig score pad: a column per player, a row per turn."""

from __future__ import annotations

from reportlab.lib.units import mm

from sheets.paper import Sheet


def draw(sheet: Sheet, players: int | None = None) -> None:
    count = players or 2
    area = sheet.new_page("Pig score pad")
    area = sheet.heading(area, "Pig", "Score pad")
    for column in area.columns(count, gap=4 * mm):
        inner = sheet.panel(column, "Player", size=10)
        sheet.track(inner, [str(turn) for turn in range(1, 13)])
