"""The session controller (ui/controller.py and its helpers controller_*.py) is extended from
outside, never by a subclass: a lesson is its turn policy plugged in (core/turns.py
`LessonPolicy`) and a guide attached to the controller's public signals (ui/lesson.py), so no
class of the app subclasses `Controller` outside those modules, and no module reaches into the
controller's private members (`controller._name`). Read from the source, without Qt."""

from __future__ import annotations

import ast
from pathlib import Path

import sheetdesk

PACKAGE = Path(sheetdesk.__file__).parent


def _named(node: ast.expr) -> str:
    """The last name of `node` (`Controller` of `ui.controller.Controller`; "" for none)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript):
        return _named(node.value)
    return ""


def reaching_in(root: Path) -> list[str]:
    """Where a module under `root` other than controller*.py subclasses `Controller` or uses a
    private member of a controller: "path:line what", one each."""
    found: list[str] = []
    for path in sorted(root.rglob("*.py")):
        if path.name.startswith("controller") or "tests" in path.relative_to(root).parts:
            continue
        source = path.read_text(encoding="utf-8")
        if "ontroller" not in source:  # (neither `Controller` nor a `controller`: not parsed)
            continue
        tree = ast.parse(source, str(path))
        where = path.relative_to(root)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                if any(_named(base) == "Controller" for base in node.bases):
                    found.append(f"{where}:{node.lineno} class {node.name}(Controller)")
            elif (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and _named(node.value) == "controller"
            ):
                found.append(f"{where}:{node.lineno} controller.{node.attr}")
    return found


def test_no_class_subclasses_the_controller_and_no_module_reaches_into_it():
    assert reaching_in(PACKAGE) == []


def test_the_check_finds_a_subclass_and_a_private_member_used(tmp_path):
    ui = tmp_path / "ui"
    ui.mkdir()
    (ui / "controller.py").write_text(
        "class Controller:\n    def _may(self):\n        return self._x\n", encoding="utf-8"
    )
    (ui / "lesson.py").write_text(
        "from . import controller\n"
        "class Lesson(controller.Controller):\n    pass\n"
        "class Guide:\n"
        "    def follow(self):\n"
        "        return self.controller._may(), self.controller.may()\n",
        encoding="utf-8",
    )
    assert reaching_in(tmp_path) == [
        "ui/lesson.py:2 class Lesson(Controller)",
        "ui/lesson.py:6 controller._may",
    ]
