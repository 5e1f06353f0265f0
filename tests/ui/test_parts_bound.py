"""A class's parts kept in modules of their own (those whose docstring says "methods of <module>.py
`<Class>`": the table page's, the table scaffold's) are bound in the class's own body, not mixed
in: PySide looks a QObject's methods up through its class's every base, and three more bases cost
a click on a sheet 0.3 M instructions. Every function of such a module that takes a `self` is the
class's attribute of the same name (a method, or a property's getter), and no class of the module
is among the class's bases."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

import sheetdesk.ui

UI = Path(sheetdesk.ui.__file__).parent
# (the docstring's first lines name the class the module's functions are methods of)
METHODS_OF = re.compile(r"\(methods of (\w+)\.py\s+`(\w+)`")


def part_modules() -> list[tuple[str, str, str]]:
    """(part module, its class's module, the class's name) for every part module under ui/."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        named = METHODS_OF.search(path.read_text(encoding="utf-8")[:600])
        if named is not None:
            package = ".".join(("sheetdesk", *path.relative_to(UI.parent).parent.parts))
            found.append((f"{package}.{path.stem}", f"{package}.{named[1]}", named[2]))
    return found


def unbound(part: str, owner: str, name: str) -> list[str]:
    """What of `part` is not bound in class `name` of `owner`: its functions taking a `self`
    that are not the class's attribute of the same name, its classes among the class's bases."""
    module, cls = importlib.import_module(part), getattr(importlib.import_module(owner), name)
    missing = []
    for attr, value in vars(module).items():
        if inspect.isclass(value) and value.__module__ == part and value in cls.__mro__:
            missing.append(f"{attr} (a base)")
        if not inspect.isfunction(value) or value.__module__ != part:
            continue
        if next(iter(inspect.signature(value).parameters), None) != "self":
            continue
        bound = cls.__dict__.get(attr)
        if bound is not value and getattr(bound, "fget", None) is not value:
            missing.append(attr)
    return missing


def test_every_part_modules_methods_are_bound_in_its_class_not_mixed_in():
    parts = part_modules()
    owners = {owner.rsplit(".", 1)[1] for _, owner, _ in parts}
    assert {"table_page", "scaffold"} <= owners, parts
    assert {part: unbound(part, owner, name) for part, owner, name in parts} == {
        part: [] for part, _, _ in parts
    }
