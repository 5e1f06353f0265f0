"""No module of the app's core or of its window is longer than a reader can hold in mind: at most
800 lines each (split one along its seams rather than let it grow)."""

from __future__ import annotations

from pathlib import Path

import sheetdesk

LIMIT = 800
PACKAGE = Path(sheetdesk.__file__).parent


def too_long(root: Path, folders: tuple[str, ...]) -> dict[str, int]:
    """The modules of `folders` under `root` longer than LIMIT lines, with their lengths."""
    found = {}
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").count("\n")
            if lines > LIMIT:
                found[str(path.relative_to(root))] = lines
    return found


def test_no_module_of_core_or_ui_is_over_800_lines():
    assert too_long(PACKAGE, ("core", "ui")) == {}


def test_the_check_finds_a_module_one_line_too_long_and_passes_one_at_the_limit(tmp_path):
    (tmp_path / "ui" / "kit").mkdir(parents=True)
    (tmp_path / "ui" / "kit" / "long.py").write_text("x = 1\n" * (LIMIT + 1), encoding="utf-8")
    (tmp_path / "ui" / "full.py").write_text("x = 1\n" * LIMIT, encoding="utf-8")
    assert too_long(tmp_path, ("ui",)) == {"ui/kit/long.py": LIMIT + 1}
