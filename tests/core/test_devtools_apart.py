"""The development tools (sheetdesk/devtools: batch simulation, the soak, the golden games) stay
apart from what the app runs: no module the app imports (the core, the UI, the games, the
self-test, the command line's shared parts) imports them, at its top or inside a function, so a
build may leave them out. Only the command line's entry point reaches them, lazily, for the
development commands it names."""

from __future__ import annotations

import ast
import pathlib

from tests.import_graph import imported_names

ROOT = pathlib.Path(__file__).resolve().parents[2] / "sheetdesk"
DEVTOOLS = "sheetdesk.devtools"
ENTRY_POINT = ROOT / "__main__.py"


def _app_files() -> list[pathlib.Path]:
    """Every module of the package but the development tools, the games' own tests and the
    entry point."""
    files = []
    for path in sorted(ROOT.rglob("*.py")):
        parts = path.relative_to(ROOT).parts
        if parts[0] == "devtools" or "tests" in parts or path == ENTRY_POINT:
            continue
        files.append(path)
    return files


def _imports(nodes: list[ast.stmt] | ast.Module, path: pathlib.Path) -> set[str]:
    """The modules imported by `nodes`: a whole module's (in its functions too) or the
    statements of its top level alone."""
    walked = ast.walk(nodes) if isinstance(nodes, ast.Module) else nodes
    return imported_names(walked, path, ROOT.parent)


def _devtools(names: set[str]) -> set[str]:
    return {name for name in names if name == DEVTOOLS or name.startswith(f"{DEVTOOLS}.")}


def test_no_module_the_app_imports_reaches_the_development_tools():
    found = {}
    for path in _app_files():
        reached = _devtools(_imports(ast.parse(path.read_text(encoding="utf-8")), path))
        if reached:
            found[str(path.relative_to(ROOT))] = sorted(reached)
    assert not found, f"modules of the app import the development tools: {found}"


def test_the_entry_point_reaches_them_only_when_a_development_command_runs():
    tree = ast.parse(ENTRY_POINT.read_text(encoding="utf-8"))
    assert not _devtools(_imports(tree.body, ENTRY_POINT)), "imported when the app starts"
    # (and it does reach them there: the check reads its imports)
    assert _devtools(_imports(tree, ENTRY_POINT))


def test_the_check_reads_every_part_of_the_app():
    read = {path.relative_to(ROOT).parts[0] for path in _app_files()}
    assert {"core", "ui", "games", "selftest.py", "commands.py"} <= read
