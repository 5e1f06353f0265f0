"""Each constant and helper of the app's core and window is defined once: a public constant
(an upper-case name bound to a value written out: a number, a string, arithmetic of them) or a
public function is not written again, the same, in another module, where that module could
import it. Written twice, the two drift apart the day one is changed (Qt's "no maximum" for a
widget's size, the room kept for a title bar, how much of a save the listing reads)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import sheetdesk

PACKAGE = Path(sheetdesk.__file__).parent

# (name, the modules that define it) defined twice on purpose, each with why
ALLOWED = {
    # 96 pixels to the inch in both, but paper.py's is the printed page's (its millimetres) and
    # measure.py's the screen's (its points): paper.py stays clear of the sheet kit, which the
    # headless print command does not load until a game's table is made
    ("DPI", ("ui/paper.py", "ui/sheetkit/measure.py")),
}


def _written_out(value: ast.expr) -> bool:
    """Whether `value` is a value written out: constants and arithmetic of them."""
    return all(
        isinstance(node, ast.Constant | ast.BinOp | ast.UnaryOp | ast.operator | ast.unaryop)
        for node in ast.walk(value)
    )


def _body(function: ast.FunctionDef) -> str:
    """A function as written, but for its docstring."""
    body = function.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    return ast.unparse(ast.Module(body=body, type_ignores=[])) + ast.unparse(function.args)


def defined_twice(root: Path, folders: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The public constants and functions of the modules of `folders` under `root` written the
    same in more than one module: what is defined (`NAME = value`, `name()`) and where."""
    places: dict[tuple[str, str], list[str]] = defaultdict(list)
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            if "tests" in path.relative_to(root).parts:
                continue
            module = str(path.relative_to(root))
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                if (
                    isinstance(node, ast.Assign)
                    and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name)
                    and node.targets[0].id.isupper()
                    and not node.targets[0].id.startswith("_")
                    and _written_out(node.value)
                ):
                    name, written = node.targets[0].id, ast.unparse(node.value)
                    places[(name, f"{name} = {written}")].append(module)
                elif isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                    places[(node.name, _body(node))].append(module)
    return {
        what if what.startswith(name + " = ") else f"{name}()": tuple(where)
        for (name, what), where in places.items()
        if len(where) > 1 and (name, tuple(where)) not in ALLOWED
    }


def test_no_constant_or_helper_of_core_or_ui_is_defined_twice():
    assert defined_twice(PACKAGE, ("core", "ui")) == {}


def test_the_check_finds_a_constant_and_a_helper_written_twice(tmp_path):
    (tmp_path / "ui" / "kit").mkdir(parents=True)
    (tmp_path / "ui" / "a.py").write_text(
        'LIMIT = (1 << 24) - 1\nWORD = "x"\n\n'
        'def plain(words):\n    """One."""\n    return words.replace("&", "")\n',
        encoding="utf-8",
    )
    (tmp_path / "ui" / "kit" / "b.py").write_text(
        'LIMIT = (1 << 24) - 1\nWORD = "y"\n_OWN = 1\n\n'
        'def plain(words):\n    """Two."""\n    return words.replace("&", "")\n',
        encoding="utf-8",
    )
    (tmp_path / "ui" / "c.py").write_text("_OWN = 1\nfrom .a import LIMIT\n", encoding="utf-8")
    found = defined_twice(tmp_path, ("ui",))
    assert found == {
        "LIMIT = (1 << 24) - 1": ("ui/a.py", "ui/kit/b.py"),
        "plain()": ("ui/a.py", "ui/kit/b.py"),
    }
