"""`sheetdesk.__version__` is what importlib.metadata says, read without it wherever that reading
cannot differ, and asked of importlib.metadata wherever it could."""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path

import pytest

import sheetdesk


def _metadata(folder: Path, version: str, file: str = "METADATA") -> None:
    folder.mkdir()
    (folder / file).write_text(
        f"Metadata-Version: 2.4\nName: sheetdesk\nVersion: {version}\n\nVersion: 0.0.1 (body)\n",
        encoding="utf-8",
    )


def test_the_installed_version_is_read_from_its_folder_as_importlib_metadata_reads_it():
    assert sheetdesk._version_from_folders() is not None  # (read without importlib.metadata)
    assert sheetdesk.installed_version() == importlib.metadata.version("sheetdesk")
    assert sheetdesk.__version__ == importlib.metadata.version("sheetdesk")


@pytest.mark.parametrize(
    "folder", ["Sheetdesk-9.8.7.dist-info", "sheetdesk.egg-info", "SHEETDESK-9.8.7.egg-info"]
)
def test_the_first_folder_along_the_path_gives_the_version(tmp_path, monkeypatch, folder):
    file = "PKG-INFO" if folder.endswith("egg-info") else "METADATA"
    _metadata(tmp_path / folder, "9.8.7", file)
    (tmp_path / "sheet_desk-1.0.dist-info").mkdir()  # (another package's name)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert sheetdesk._version_from_folders() == "9.8.7"
    assert sheetdesk.installed_version() == importlib.metadata.version("sheetdesk") == "9.8.7"


def test_whatever_could_read_otherwise_is_left_to_importlib_metadata(tmp_path, monkeypatch):
    two, file, no_header = tmp_path / "two", tmp_path / "file", tmp_path / "no_header"
    two.mkdir()
    _metadata(two / "sheetdesk-9.8.7.dist-info", "9.8.7")
    _metadata(two / "sheetdesk-9.8.8.dist-info", "9.8.8")
    file.mkdir()
    (file / "sheetdesk.egg-info").write_text("Name: sheetdesk\nVersion: 9.8.9\n", encoding="utf-8")
    no_header.mkdir()
    (no_header / "sheetdesk-1.dist-info").mkdir()
    (no_header / "sheetdesk-1.dist-info" / "METADATA").write_text("Name: sheetdesk\n")
    archive = tmp_path / "archive.zip"
    archive.write_bytes(b"")
    for entry in (two, file, no_header, archive):
        with monkeypatch.context() as patch:
            patch.syspath_prepend(str(entry))
            assert sheetdesk._version_from_folders() is None, entry
            assert sheetdesk.installed_version() == importlib.metadata.version("sheetdesk")


def test_another_finder_of_distributions_is_left_to_importlib_metadata(monkeypatch):
    class Finder:
        @staticmethod
        def find_distributions(*_args: object, **_kwargs: object) -> list[object]:
            return []

    monkeypatch.setattr(sys, "meta_path", [Finder(), *sys.meta_path])
    assert sheetdesk._version_from_folders() is None
