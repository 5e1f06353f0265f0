"""sheetdesk: paper-sheet games for a family around one computer.

`sheetdesk.__version__` is read from the installed package's metadata the first time it is
asked for (the About box, a save being written, the self-test), not on import: importlib.metadata
and the email parser it brings cost the app's start-up time before its first paint."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("sheetdesk")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0.0.0+source"
    globals()["__version__"] = found  # asked once: from now on a plain attribute
    return found
