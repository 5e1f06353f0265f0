"""Fixtures of the packaging tests."""

from __future__ import annotations

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
