"""Fixtures of the packaging tests."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.packaging import debian

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_debian(request) -> Iterator[debian.Chroot]:
    """A pristine minimal Debian: of the host's release, or the suite given by indirect
    parametrisation. Skipped with the reason where none can be made (not root, no mirror)."""
    suite = getattr(request, "param", None) or debian.host_suite()
    try:
        with debian.fresh_root(suite) as chroot:
            yield chroot
    except debian.Unavailable as why:  # raised before the chroot exists, never by the test
        pytest.skip(str(why))


@pytest.fixture(scope="session", autouse=True)
def _prepare_in_background(request) -> Iterator[None]:
    """As root, the Debian trees the selected packaging tests use and the Windows test's tools
    are fetched and unpacked in the background while the first tests build on the CPU."""
    items = [item for item in request.session.items if item.get_closest_marker("packaging")]
    if os.geteuid() != 0 or not items:
        yield
        return
    host = debian.host_suite()
    others = {
        item.callspec.params["fresh_debian"]
        for item in items
        if hasattr(item, "callspec") and "fresh_debian" in item.callspec.params
    }
    windows = [
        item
        for item in items
        if item.module.__name__.endswith("test_windows")
        and not any(mark.args and mark.args[0] for mark in item.iter_markers("skipif"))
    ]
    then = windows[0].module.wine_session.install_tools if windows else None
    thread = debian.prepare_in_background([host, *sorted(others - {host})], then)
    yield
    thread.join(timeout=1800)


@pytest.fixture(scope="session")
def built() -> Path:
    """dist/ built from this tree (frozen app, .deb, .tar.gz); once per test run (per worker: the
    tests using it share one, their xdist_group). Defined here, once: a fixture imported into
    a second test module is a second fixture, set up again."""
    started = time.monotonic()
    env = dict(os.environ)
    # The run's home is new (conftest.py): the recipe's cache (PyInstaller's stripped libraries,
    # the .deb's compressed blocks) is kept where the chroots' caches are, for the next runs on
    # this machine (packaging/build.py).
    cache = debian.CACHE / "pyinstaller"
    with contextlib.suppress(OSError):
        cache.mkdir(parents=True, exist_ok=True)
    if os.access(cache, os.W_OK):
        env["SHEETDESK_PYINSTALLER_CACHE"] = str(cache)
    command = [sys.executable, str(ROOT / "packaging" / "build.py"), "all", "--if-changed"]
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    print(f"\n[packaging] build: {time.monotonic() - started:.1f} s")
    return ROOT / "dist" / "sheetdesk"
