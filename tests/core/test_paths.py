"""Where files live, and how packaged resources are found."""

from __future__ import annotations

import subprocess
import sys

import platformdirs

from sheetdesk.core import paths, registry
from sheetdesk.resources import package_path, resource_path


def test_data_dir_override_and_folders_made_on_demand(data_dir):
    assert not data_dir.exists()
    assert paths.data_dir() == data_dir and data_dir.is_dir()
    assert paths.saves_dir() == data_dir / "saves" and paths.saves_dir().is_dir()
    assert paths.quarantine_dir() == data_dir / "quarantine" and paths.quarantine_dir().is_dir()
    assert paths.settings_path() == data_dir / "settings.json"
    assert not paths.settings_path().exists()


def test_default_is_the_platform_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("SHEETDESK_DATA_DIR", raising=False)
    monkeypatch.setattr(platformdirs, "user_data_path", lambda name, **kw: tmp_path / name)
    assert paths.data_dir() == tmp_path / "sheetdesk"


def test_resources_are_found_in_the_package():
    fonts = resource_path("fonts")
    assert fonts.is_dir()
    assert any(fonts.glob("*.ttf"))
    keeping = next(entry for entry in registry.GAMES if entry.golden)  # a game's own data
    golden = package_path(keeping.package, "golden")
    assert any(golden.glob("*.sheetdesk"))
    assert resource_path("translations", "x.qm").name == "x.qm"


def test_resources_are_found_from_another_working_directory(tmp_path):
    code = "from sheetdesk.resources import resource_path; print(resource_path('fonts'))"
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == str(resource_path("fonts"))
