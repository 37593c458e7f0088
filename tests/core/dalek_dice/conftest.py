import pytest

from .helpers import Table


@pytest.fixture
def table(monkeypatch):
    """Two players, Jenna then Peter, with rigged dice."""
    return Table(monkeypatch)


@pytest.fixture
def make_table(monkeypatch):
    """A table with chosen player names."""
    return lambda *names: Table(monkeypatch, names=names)
