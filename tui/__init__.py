"""The Textual app, its screens and widgets, and the `dice-tui` command line."""

try:
    from importlib.metadata import version as _version

    __version__ = _version("dice-tui")
except Exception:  # running from a checkout that was never installed
    __version__ = "0.1.0"
