"""asyncio without TLS in a session (issue 34: OpenSSL's 1.5 MB a session): asyncio loads
without `ssl`, runs as ever, and `ssl` is still the real module for whoever imports it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import sys
from tui.render import plain_loop
plain_loop.install()
print("asyncio" in sys.modules, "ssl" in sys.modules, "_ssl" in sys.modules)
import asyncio

async def answer():
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    loop.call_soon(done.set_result, 42)  # a turn of the loop
    return await done

print(asyncio.run(answer()))
import ssl
print(type(ssl.create_default_context()).__name__)
"""

ALREADY = """
import sys
import asyncio
from tui.render import plain_loop
plain_loop.install()
print(asyncio.base_events.ssl is sys.modules["ssl"])
"""


def run(program: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_asyncio_loads_and_runs_without_ssl_and_ssl_is_then_the_real_module():
    assert run(PROGRAM) == ["True", "False", "False", "42", "SSLContext"]


def test_an_asyncio_already_loaded_keeps_its_ssl():
    assert run(ALREADY) == ["True"]
