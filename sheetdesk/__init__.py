"""sheetdesk: paper-sheet games for a family around one computer.

`__version__` is the one place the version is written: the package's metadata takes it from here
when it is built (pyproject.toml), and the app reads it without looking for that metadata."""

from __future__ import annotations

NAME = "sheetdesk"
__version__ = "0.1.0"
