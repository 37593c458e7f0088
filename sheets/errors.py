"""The one error the sheets raise for anything a user can fix (bad option, broken level file,
unwritable path). It is a ValueError whose text is one line, so the CLI prints it after
`dice-tui sheet:` and the TUI shows it in a notification, never as a traceback."""


class SheetError(ValueError):
    """A reason a sheet cannot be made, in one line a user understands."""
