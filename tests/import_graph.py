"""The modules a module of sheetdesk imports, read from its source (for the tests that check
which parts may import which: test_purity.py, test_devtools_apart.py)."""

from __future__ import annotations

import ast
import pathlib
from collections.abc import Iterable


def imported_names(nodes: Iterable[ast.AST], path: pathlib.Path, root: pathlib.Path) -> set[str]:
    """The modules the import statements among `nodes` name, and for `from package import name`
    each `package.name` too (a module or not), relative imports resolved against the package of
    `path` (a file below `root`, the folder holding the package `sheetdesk`)."""
    package = path.relative_to(root).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else ()
            module = ".".join((*base, *(node.module.split(".") if node.module else ())))
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names
