"""Data shipped inside the package: translations, card data, fonts, icons (a game's golden games
are in its own package, `package_path`).

`resource_path` and `package_path` find them the same way from a source tree, an installed wheel
or a frozen (PyInstaller) bundle, through importlib.resources.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """The file or folder `parts` below sheetdesk/resources (it need not exist)."""
    base = files(__name__)
    if isinstance(base, Path):
        root = base
    else:  # pragma: no cover - zip imports; PyInstaller unpacks data next to the bundle
        frozen_root = getattr(sys, "_MEIPASS", None)
        root = Path(frozen_root) / "sheetdesk" / "resources" if frozen_root else Path(str(base))
    return root.joinpath(*parts)


def package_path(package: str, *parts: str) -> Path:
    """The file or folder `parts` below the folder of `package` (a dotted name of sheetdesk's,
    e.g. a game's "sheetdesk.games.number_rows"); it need not exist."""
    base = files(package)
    if isinstance(base, Path):
        root = base
    else:  # pragma: no cover - zip imports; PyInstaller unpacks data next to the bundle
        frozen_root = getattr(sys, "_MEIPASS", None)
        root = Path(frozen_root).joinpath(*package.split(".")) if frozen_root else Path(str(base))
    return root.joinpath(*parts)
