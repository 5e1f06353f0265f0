"""sheetdesk: paper-sheet games for a family around one computer.

`sheetdesk.__version__` is read from the installed package's metadata the first time it is
asked for (the About box, a save being written or checked, the self-test), not on import. It is
read as importlib.metadata reads it (`version("sheetdesk")`: the first `sheetdesk` .dist-info or
.egg-info folder along `sys.path`, its `Version:` header) but without importing
importlib.metadata, which brings the email parser with it: ~115 M instructions, some 5 % of a
start to the first paint and more of a headless command's. Whenever the path holds anything that
reading could take differently (an archive, another finder of distributions, two candidates in
one folder, no such header), importlib.metadata itself answers."""

from __future__ import annotations

import os
import sys
from typing import Any

NAME = "sheetdesk"


def __getattr__(name: str) -> Any:
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    found = installed_version()
    globals()["__version__"] = found  # asked once: from now on a plain attribute
    return found


def installed_version() -> str:
    """This package's installed version, as `importlib.metadata.version` gives it ("0.0.0+source"
    for a source tree that was never installed)."""
    found = _version_from_folders()
    if found is not None:
        return found
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(NAME)
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"


def _version_from_folders() -> str | None:
    """The `Version:` of the first sheetdesk metadata folder along `sys.path`, or None whenever
    importlib.metadata might answer otherwise (see the module docstring)."""
    from importlib.machinery import PathFinder

    path_finder = _function(PathFinder.find_distributions)
    for finder in sys.meta_path:  # (the finders importlib.metadata asks, in its order)
        finding = getattr(finder, "find_distributions", None)
        if finding is not None and _function(finding) is not path_finder:
            return None
    for entry in sys.path:
        root = entry or "."
        try:
            children = os.listdir(root)
        except OSError:
            if os.path.exists(root):  # a file: an archive importlib.metadata would look into
                return None
            continue
        ours = [child for child in children if _names_us(child)]
        if len(ours) > 1:
            return None
        if ours:
            return _version_header(os.path.join(root, ours[0]))
    return None


def _function(method: Any) -> Any:
    return getattr(method, "__func__", method)


def _names_us(child: str) -> bool:
    """Whether a folder entry is a metadata folder of this package, as importlib.metadata's
    path search tells them (its name up to the first "-", PEP 503 normalized)."""
    low = child.lower()
    # (normalizing turns runs of "-", "_" and "." into one "_": only the plain name gives ours)
    return (
        low.endswith((".dist-info", ".egg-info"))
        and low.rpartition(".")[0].partition("-")[0] == NAME
    )


def _version_header(folder: str) -> str | None:
    """The `Version:` header of the metadata in `folder` (METADATA, else PKG-INFO), or None."""
    for file in ("METADATA", "PKG-INFO"):
        try:
            with open(os.path.join(folder, file), encoding="utf-8") as metadata:
                text = metadata.read()
        except OSError:
            continue
        for line in text.splitlines():
            if not line.strip():  # the headers end at the first blank line
                return None
            key, colon, value = line.partition(":")
            if not colon and not line[0].isspace():
                return None  # not a header: the email parser's reading of it is its own
            if colon and key.lower() == "version" and value.strip():
                return value.strip()
        return None
    return None
