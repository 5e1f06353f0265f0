"""No module of the app (its tests apart) reads another object's private name: a name with one
leading underscore is its own class's (or its own module's) to read and change, and whatever
another module needs of it is given a public, named way. Read from outside, a private name ties
the reader to how the other side is built today, and a rename there breaks the reader silently
(mypy sees no more than `Any` across most of those seams)."""

from __future__ import annotations

import ast
from pathlib import Path

import sheetdesk

PACKAGE = Path(sheetdesk.__file__).parent


def _modules() -> list[Path]:
    """The app's modules: a game's own tests (its tests folder) apart."""
    return [path for path in sorted(PACKAGE.rglob("*.py")) if "tests" not in path.parts]


# a namedtuple's own methods: public, though their names begin with an underscore (so that they
# stay clear of its fields' names)
NAMEDTUPLE_API = {"_replace", "_asdict", "_fields", "_make", "_field_defaults"}

# (module, name) read from outside on purpose, each with why
ALLOWED = {
    # PySide6's own check of a newly imported module, which this module exists to stand in for
    # (put in place once; PySide6 offers no public way)
    ("ui/feature_scan.py", "_mod_uses_pyside"),
}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _own_names(cls: ast.ClassDef) -> set[str]:
    """The private names a class defines: its methods, its fields, what its methods set on
    `self` (its own code may read them on another object of the class, as an alternative
    constructor does)."""
    names: set[str] = set()
    for node in ast.walk(cls):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
        ):
            names.add(node.attr)
    return {name for name in names if _private(name)}


class _Reads(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[tuple[int, str]] = []
        self.own: list[set[str]] = [set()]

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.own.append(self.own[-1] | _own_names(node))
        self.generic_visit(node)
        self.own.pop()

    def visit_Attribute(self, node: ast.Attribute) -> None:
        value = node.value
        if (
            _private(node.attr)
            and not (isinstance(value, ast.Name) and value.id in ("self", "cls"))
            and not (
                isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id == "super"
            )
            and node.attr not in NAMEDTUPLE_API
            and node.attr not in self.own[-1]
        ):
            self.found.append((node.lineno, f"{ast.unparse(value)}.{node.attr}"))
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        for alias in node.names:
            if _private(alias.name):
                module = "." * node.level + (node.module or "")
                self.found.append((node.lineno, f"from {module} import {alias.name}"))


def private_reads(source: str) -> list[tuple[int, str]]:
    """Where `source` reads a private name of another object or imports one from another
    module: (line, what)."""
    reads = _Reads()
    reads.visit(ast.parse(source))
    return reads.found


def test_no_module_of_the_app_reads_another_objects_private_name():
    found = []
    for path in _modules():
        module = str(path.relative_to(PACKAGE))
        for line, what in private_reads(path.read_text(encoding="utf-8")):
            if (module, what.rsplit(".", 1)[-1].split()[-1]) not in ALLOWED:
                found.append(f"{module}:{line}: {what}")
    assert found == []


def test_the_check_finds_private_reads_and_passes_a_class_reading_its_own():
    source = """
from .paper import _table
from .paper import table

def connect(window, page):
    page.confirmed.connect(window._confirmed)
    page.shown.connect(window.shown)

class Relay:
    def deliver(self, target):
        target._finished(1)
        self._count += 1

class Session:
    _states: list

    @classmethod
    def new(cls):
        session = cls()
        session._states = []
        session._resume()
        return session

    def _resume(self):
        super()._resume()
        return self._states[0]._replace(x=1)
"""
    assert private_reads(source) == [
        (2, "from .paper import _table"),
        (6, "window._confirmed"),
        (11, "target._finished"),
    ]
