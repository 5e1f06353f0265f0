"""Test-wide settings: Qt runs offscreen, saves and settings go to a temporary folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A private data folder (saves, quarantine, settings) for one test."""
    monkeypatch.setenv("SHEETDESK_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"
