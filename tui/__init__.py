"""The Textual app, its screens and widgets, and the `dice-tui` command line."""


def __getattr__(name: str) -> str:
    """`__version__` is read from the installed metadata only when asked (--version):
    importlib.metadata costs tens of milliseconds the menu's first frame does not need."""
    if name == "__version__":
        try:
            from importlib.metadata import version

            return version("dice-tui")
        except Exception:  # running from a checkout that was never installed
            return "0.1.0"
    raise AttributeError(name)
