import pytest

from .helpers import DalekTable


@pytest.fixture
def table(monkeypatch):
    """Two players, Jenna then Peter, with rigged dice."""
    return DalekTable(monkeypatch)


@pytest.fixture
def make_table(monkeypatch):
    """A table with chosen player names."""
    return lambda *names: DalekTable(monkeypatch, names=names)
