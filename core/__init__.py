"""Pure game rules for dice-tui.

Nothing here touches Textual, ReportLab, files, the clock or the global random
generator: every game is a fold of events, and all dice come from `core.dice`.
"""
