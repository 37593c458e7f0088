"""The statistics of the saves, worded and drawn: shared by `dice-tui stats` and the Statistics screen."""
