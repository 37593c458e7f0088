"""`secrets`, imported by pydantic and used by no game session, runs at its first use
(issue 34: it loads OpenSSL), and then answers as the real module does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import sys
from tui.render import patches
patches.install_before_models()
import pydantic
from pydantic import SecretStr
print("_hashlib" in sys.modules)
from secrets import token_hex
print(len(token_hex(4)), "_hashlib" in sys.modules, type(sys.modules["secrets"]).__name__)
print(SecretStr("a") == SecretStr("a"), SecretStr("a") == SecretStr("b"))
import secrets
print(secrets is sys.modules["secrets"], secrets.compare_digest("x", "x"))
"""


def test_secrets_waits_for_its_first_use_and_is_then_the_real_module():
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "8", "True", "module", "True", "False", "True", "True"]


def test_a_module_already_imported_is_left_as_it_is():
    import secrets

    from tui.render import deferred

    deferred.install()
    assert sys.modules["secrets"] is secrets
