"""sheetdesk: paper-sheet games for a family around one computer.

`sheetdesk.__version__` is read from the installed package's metadata the first time it is
asked for (the About box, a save being written or compared, the self-test), not on import.
importlib.metadata and the email parser it brings cost some 120 M instructions (30-40 ms of CPU
time), paid again by every process that writes a save (each of the tests' child processes), so
the metadata is found here as importlib.metadata finds it, in the usual case: the first folder
on sys.path holding sheetdesk's metadata, read for its Version line. Anything less plain (a zip
on the path, another finder of distributions, two candidates in one folder, a Version split
over lines) is left to importlib.metadata."""

from __future__ import annotations

from typing import Any

_NAME = "sheetdesk"


def __getattr__(name: str) -> Any:
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    found = _plain_version()
    if found is None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            found = version(_NAME)
        except PackageNotFoundError:  # running from a source tree that was never installed
            found = "0.0.0+source"
    globals()["__version__"] = found  # asked once: from now on a plain attribute
    return found


def _plain_version() -> str | None:
    """The version importlib.metadata would give, found without it; None where it is not sure.

    importlib.metadata asks each finder on sys.meta_path that finds distributions (the usual
    path finder alone) and takes the first one found: the path finder looks through sys.path in
    order, in each folder for `<name>[-<version>].dist-info` or `.egg-info` (the name
    normalised, any case), and reads its METADATA (else PKG-INFO) as an e-mail header block."""
    import os
    import sys
    from importlib.machinery import PathFinder

    finders = [f for f in sys.meta_path if hasattr(f, "find_distributions")]
    if finders != [PathFinder]:
        return None
    for entry in sys.path:
        if not isinstance(entry, str):
            return None
        folder = entry or "."
        if folder.lower().endswith(".egg"):
            return None  # an egg's metadata is looked up otherwise
        try:
            names = os.listdir(folder)
        except OSError:
            if os.path.exists(folder):
                return None  # a zip, or a folder that cannot be listed: importlib knows
            continue
        found = [name for name in names if _is_ours(name)]
        if len(found) > 1:
            return None
        if found:
            return _version_line(os.path.join(folder, found[0]))
    return None


def _is_ours(name: str) -> bool:
    low = name.lower()
    if not low.endswith((".dist-info", ".egg-info")):
        return False
    import re

    stem = low.rpartition(".")[0].partition("-")[0]
    return re.sub(r"[-_.]+", "_", stem) == _NAME


def _version_line(path: str) -> str | None:
    """The Version header of the metadata in `path` (a .dist-info or .egg-info folder)."""
    import os

    if not os.path.isdir(path):
        return None
    for filename in ("METADATA", "PKG-INFO"):
        try:
            with open(os.path.join(path, filename), encoding="utf-8") as file:
                text = file.read()
        except OSError:
            continue
        if not text:
            continue
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for at, line in enumerate(lines):
            if line[:1] in (" ", "\t"):
                continue  # an earlier header's next line
            if not line or ":" not in line:
                return None  # the headers ended (or are not plain) before a Version
            if line.lower().startswith("version:"):
                following = lines[at + 1] if at + 1 < len(lines) else ""
                if following[:1] in (" ", "\t"):
                    return None  # folded over lines: the e-mail parser's to unfold
                # (as the parser gives a header's value: blanks after the colon left out)
                return line[len("version:") :].lstrip(" \t") or None
        return None
    return None
