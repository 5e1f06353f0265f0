"""`sheetdesk.__version__` without importlib.metadata: the same answer importlib.metadata gives,
or none (and importlib.metadata is asked), for the ways an installation lays its metadata out."""

from __future__ import annotations

import importlib.metadata
import sys

import pytest

import sheetdesk

HEAD = "Metadata-Version: 2.4\nName: sheetdesk\n"

# each case: folders on sys.path, each {metadata folder name: {file name: text}}; whether the
# version is found without importlib.metadata
CASES: dict[str, tuple[list[dict[str, dict[str, str]]], bool]] = {
    "a wheel's dist-info": (
        [{"sheetdesk-1.2.3.dist-info": {"METADATA": HEAD + "Version: 1.2.3\n"}}],
        True,
    ),
    "an editable install's egg-info": (
        [{"sheetdesk.egg-info": {"PKG-INFO": HEAD + "Version: 0.4\n"}}],
        True,
    ),
    "the first folder on the path wins": (
        [
            {"other-2.0.dist-info": {"METADATA": "Name: other\nVersion: 2.0\n"}},
            {"SheetDesk-5.0.dist-info": {"METADATA": HEAD + "Version: 5.0\n"}},
            {"sheetdesk-6.0.dist-info": {"METADATA": HEAD + "Version: 6.0\n"}},
        ],
        True,
    ),
    "a name that only begins like it": (
        [
            {"sheetdesk_extra-9.dist-info": {"METADATA": "Version: 9\n"}},
            {"sheetdesk-1.dist-info": {"METADATA": HEAD + "Version: 1\n"}},
        ],
        True,
    ),
    "METADATA before PKG-INFO": (
        [
            {
                "sheetdesk.egg-info": {
                    "METADATA": HEAD + "Version: 3\n",
                    "PKG-INFO": HEAD + "Version: 4\n",
                }
            }
        ],
        True,
    ),
    "blanks kept as the e-mail parser keeps them": (
        [
            {
                "sheetdesk-1.dist-info": {
                    "METADATA": HEAD + "Summary: a\n  folded line\nversion:\t 1.0rc1  \n"
                }
            }
        ],
        True,
    ),
    "a version folded over lines": (
        [{"sheetdesk-1.dist-info": {"METADATA": HEAD + "Version: 1\n .0\n"}}],
        False,
    ),
    "two in one folder": (
        [
            {
                "sheetdesk-1.dist-info": {"METADATA": HEAD + "Version: 1\n"},
                "sheetdesk-2.dist-info": {"METADATA": HEAD + "Version: 2\n"},
            }
        ],
        False,
    ),
    "no Version among the headers": (
        [{"sheetdesk-1.dist-info": {"METADATA": HEAD + "\nVersion: 1\n"}}],
        False,
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_version_is_the_one_importlib_metadata_reads(tmp_path, monkeypatch, case):
    folders, plain = CASES[case]
    path = []
    for at, folder in enumerate(folders):
        root = tmp_path / str(at)
        for name, files in folder.items():
            (root / name).mkdir(parents=True)
            for file, text in files.items():
                (root / name / file).write_text(text, encoding="utf-8")
        path.append(str(root))
    monkeypatch.setattr(sys, "path", [*path, str(tmp_path / "missing")])
    expected = importlib.metadata.version("sheetdesk")
    found = sheetdesk._plain_version()
    assert found == (expected if plain else None)


def test_with_no_metadata_importlib_metadata_is_asked(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    assert sheetdesk._plain_version() is None
    with pytest.raises(importlib.metadata.PackageNotFoundError):
        importlib.metadata.version("sheetdesk")


def test_the_installed_version_is_found_without_importlib_metadata():
    """This installation (the tests' own): found in the plain way, and as importlib reads it."""
    assert sheetdesk._plain_version() == importlib.metadata.version("sheetdesk")


def test_a_zip_on_the_path_is_left_to_importlib_metadata(tmp_path, monkeypatch):
    archive = tmp_path / "bundle.zip"
    archive.write_bytes(b"PK\x05\x06" + bytes(18))  # an empty zip archive
    monkeypatch.setattr(sys, "path", [str(archive)])
    assert sheetdesk._plain_version() is None
