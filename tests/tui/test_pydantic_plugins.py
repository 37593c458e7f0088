"""A session does not search the installed packages for pydantic plugins (issue 16:
memory and start-up), and pydantic works as before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import sys
from tui.render import pydantic_plugins
pydantic_plugins.install()
from core.games import rules_for
from core.game import PlayerSpec
rules = rules_for("dize")
setup = rules.make_setup([PlayerSpec(name="Ann")], 3)
state = rules.start(setup)
events = rules.decide(state, rules.legal_commands(state)[0])
assert rules.events.validate_python(rules.events.dump_python(events)) == events
print("importlib.metadata" in sys.modules, "email" in sys.modules)
import pydantic.plugin._loader as loader
print(loader.PYDANTIC_ENTRY_POINT_GROUP)  # any other name: the real loader
"""


def test_models_validate_without_the_plugin_search_and_the_real_loader_is_still_there():
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False", "pydantic"]


def test_a_disabled_plugin_setting_leaves_pydantic_to_itself(monkeypatch):
    from tui.render import pydantic_plugins

    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", "__all__")
    before = sys.modules.get(pydantic_plugins.LOADER)
    pydantic_plugins.install()
    assert sys.modules.get(pydantic_plugins.LOADER) is before
