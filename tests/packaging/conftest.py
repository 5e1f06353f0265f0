"""Fixtures of the packaging tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.packaging import debian


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
