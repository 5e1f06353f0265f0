"""No module outside the sheet kit (`sheetdesk/ui/sheetkit`) shows, hides or moves an item of a
sheet without telling its scene: a scroll area showing part of a sheet looks at the sheet's
lines only when told they moved (`SheetScene.lines_moved`), so an item shown or hidden with
`setVisible`/`show`/`hide` alone, or moved with `setPos`/`setRect` (and the like) or its own
box or bounds set anew (`self._rect`, `self._bounds`, outside its `__init__`) with no
`lines_moved` said in the same function, leaves it ending at a line that is no longer there (or
at none where there is one now). An item is shown and hidden through the kit's `set_shown` (or
`SheetScene.set_shown`), and one moved says `lines_moved()` (or is moved by the kit's own
methods, `set_box`, `move_to`, which do).

Read from the source (ast), as far as it can be known without running it: an item of a sheet is
an object of a class drawn from the kit's `BoundedItem` (read across the whole package), one the
kit's scene hands out (`add_cell`, `add_card`, `add_label`, `cell`, `itemAt`, its `cells[...]`
and `labels[...]`), or one taken from a list or tuple of those; `self` in such a class's own
methods too."""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from pathlib import Path

import sheetdesk

PACKAGE = Path(sheetdesk.__file__).parent
KIT = PACKAGE / "ui" / "sheetkit"

# the item classes every sheet item is drawn from (the kit's, sheet_item.py)
ROOTS = {"BoundedItem"}
# shown or hidden: only through `set_shown`
SHOWING = {"setVisible", "show", "hide"}
# moved or resized: the same function tells (`lines_moved`)
MOVING = {"setPos", "setX", "setY", "moveBy", "setRect", "prepareGeometryChange"}
# set on `self` in an item's own method: its box, where its line lies (`drawn_rect`), or its bounds
PLACING = {"self._rect", "self._bounds"}
TELLING = {"lines_moved", "set_shown"}
# the scene's methods that hand out an item of the sheet, and its collections of them
HANDING = {"add_cell", "add_card", "add_label", "cell", "itemAt"}
HOLDING = {"cells", "labels"}


def _modules() -> list[Path]:
    """The app's modules: a game's own tests apart."""
    return [path for path in sorted(PACKAGE.rglob("*.py")) if "tests" not in path.parts]


# (a class's name and its bases, read from the text: the whole package parsed would cost seconds)
_CLASS = re.compile(r"^class\s+(\w+)\(([^)]*)\)", re.MULTILINE)
# (a module calling none of them is not parsed)
_CALLING = re.compile(r"\.(" + "|".join(sorted(SHOWING | MOVING)) + r")\(")


def item_classes(sources: list[str]) -> set[str]:
    """The names of the classes drawn from `ROOTS`, across the given modules' text."""
    bases: dict[str, set[str]] = {}
    for text in sources:
        for name, of in _CLASS.findall(text):
            words = (b.split("=")[-1].strip().split(".")[-1] for b in of.split(","))
            bases.setdefault(name, set()).update(words)
    found = set(ROOTS)
    grew = True
    while grew:
        new = {name for name, of in bases.items() if of & found} - found
        found |= new
        grew = bool(new)
    return found


def _base_name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _key(node: ast.expr) -> str | None:
    """A name or `self.name` as one string (what an item may be kept in)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"self.{node.attr}" if node.value.id == "self" else None
    return None


class _Module(ast.NodeVisitor):
    """One walk over a module: its functions' calls and assignments (each with whether it is a
    method of an item class, its `self` an item) and what it keeps items in: its classes'
    `self.name`s (read in all its methods) and its functions' own names (a name seldom reused
    for a widget in the same module)."""

    def __init__(self, tree: ast.Module, classes: set[str]) -> None:
        self.classes = classes
        self.items: set[str] = set()  # names holding an item
        self.lists: set[str] = set()  # names holding items (a list, a tuple, a dict's values)
        self.assigns: list[ast.Assign | ast.AnnAssign | ast.For] = []
        self.functions: list[tuple[bool, list[ast.Call | ast.Assign]]] = []
        self._of_item = False  # (in a class drawn from an item class)
        self._calls: list[ast.Call | ast.Assign] | None = None
        self.visit(tree)
        # (repeated till nothing new is learnt: one name set from another set later on)
        size = -1
        while size != len(self.items) + len(self.lists):
            size = len(self.items) + len(self.lists)
            for node in self.assigns:
                self._learn(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        was, self._of_item = self._of_item, any(_base_name(b) in self.classes for b in node.bases)
        self.generic_visit(node)
        self._of_item = was

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        was, self._calls = self._calls, []
        # (an item being made is on no sheet yet: its own `__init__` places it untold)
        self.functions.append((self._of_item and node.name != "__init__", self._calls))
        of_item, self._of_item = self._of_item, False  # (a class inside it is its own)
        self.generic_visit(node)
        self._calls, self._of_item = was, of_item

    def visit_Call(self, node: ast.Call) -> None:
        if self._calls is not None:
            self._calls.append(node)
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        self.assigns.append(node)
        if self._calls is not None:
            self._calls.append(node)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self.assigns.append(node)
        self.generic_visit(node)

    visit_For = visit_AnnAssign  # type: ignore[assignment]

    def _learn(self, node: ast.Assign | ast.AnnAssign | ast.For) -> None:
        if isinstance(node, ast.For):
            if self.is_items(node.iter):
                self._keep([node.target], self.items)
            return
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if isinstance(node, ast.AnnAssign) and _base_name(node.annotation) in self.classes:
            self._keep(targets, self.items)
        if node.value is None:
            return
        if self.is_item(node.value):
            self._keep(targets, self.items)
        elif self.is_items(node.value):
            self._keep(targets, self.lists)

    @staticmethod
    def _keep(targets: Sequence[ast.expr], into: set[str]) -> None:
        into.update(key for key in map(_key, targets) if key is not None)

    def is_item(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                return func.id in self.classes
            return isinstance(func, ast.Attribute) and (
                func.attr in HANDING or func.attr in self.classes
            )
        if isinstance(node, ast.Subscript):
            value = node.value
            return (isinstance(value, ast.Attribute) and value.attr in HOLDING) or (
                _key(value) in self.lists
            )
        return _key(node) in self.items

    def is_items(self, node: ast.expr) -> bool:
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            return bool(node.elts) and all(
                self.is_items(e.value) if isinstance(e, ast.Starred) else self.is_item(e)
                for e in node.elts
            )
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            return self.is_item(node.elt)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value  # (a dict of items, the scene's cells or labels)
            return node.func.attr == "values" and (
                (isinstance(owner, ast.Attribute) and owner.attr in HOLDING)
                or _key(owner) in self.lists
            )
        return _key(node) in self.lists


def untold(source: str, classes: set[str], where: str = "<source>") -> list[str]:
    """Where `source` shows, hides or moves an item of a sheet without telling its scene."""
    module = _Module(ast.parse(source), classes)
    found: list[str] = []
    for of_item, nodes in module.functions:
        calls = [node for node in nodes if isinstance(node, ast.Call)]
        tells = any(_base_name(call.func) in TELLING for call in calls)
        if of_item and not tells:
            found += [
                f"{where}:{node.lineno} {ast.unparse(node)}"
                for node in nodes
                if isinstance(node, ast.Assign)
                and any(_key(target) in PLACING for target in node.targets)
            ]
        for call in calls:
            func = call.func
            if not isinstance(func, ast.Attribute) or func.attr not in SHOWING | MOVING:
                continue
            owner = func.value
            own = of_item and (
                (isinstance(owner, ast.Name) and owner.id == "self")
                or (isinstance(owner, ast.Call) and _base_name(owner.func) == "super")
            )
            if (own or module.is_item(owner)) and (func.attr in SHOWING or not tells):
                found.append(f"{where}:{call.lineno} {ast.unparse(call)}")
    return found


def test_nothing_outside_the_kit_shows_or_moves_a_sheet_item_untold():
    sources = {path: path.read_text(encoding="utf-8") for path in _modules()}
    classes = item_classes(list(sources.values()))
    assert {"SheetItem", "CellItem", "LabelItem", "CardItem", "CompletedCards"} <= classes
    # (a module naming no item class nor the scene's ways to one can hold no item it knows of)
    naming = re.compile(
        r"\b(" + "|".join(sorted(classes | HANDING)) + r")\b|\.(" + "|".join(HOLDING) + r")\b"
    )
    found = []
    for path, text in sources.items():
        if KIT not in path.parents and _CALLING.search(text) and naming.search(text):
            found += untold(text, classes, str(path.relative_to(PACKAGE)))
    assert not found, "shown, hidden or moved untold (use set_shown / lines_moved):\n" + "\n".join(
        found
    )


# what the scan finds (and what it lets be): one case each
_FOUND = """
class Spot(SheetItem):
    def __init__(self, rect):
        super().__init__(rect)
        self._rect = rect
    def hide_me(self):
        self.setVisible(False)
    def move_me(self):
        self.setPos(1, 2)
    def set_rect(self, rect):
        self._rect = rect

class Table:
    def __init__(self, scene):
        self.rule = scene.itemAt(QPointF(1, 2), QTransform())
        self.cards = [GridCardItem(f"c{i}") for i in range(3)]
        self.box = scene.add_cell(Spot())
        self.button = QPushButton()
    def step(self, draft, scene):
        self.rule.setVisible(draft)
        for card in (*self.cards, self.box):
            card.hide()
        scene.cells["x"].setRect(QRectF())
        scene.labels["y"].show()
        self.button.setVisible(draft)
        widget = self.button
        widget.hide()
"""
_LET_BE = """
class Spot(SheetItem):
    def move_me(self):
        self.setPos(1, 2)
        self.lines_moved()
    def set_rect(self, rect):
        self._rect = rect
        self.lines_moved()

class Table:
    def __init__(self, scene):
        self.rule = scene.itemAt(QPointF(1, 2), QTransform())
        self.button = QPushButton()
    def step(self, draft, scene):
        set_shown(self.rule, draft)
        scene.set_shown("x", draft)
        self.button.setVisible(draft)
        self.button.show()
"""


def test_the_scan_finds_an_item_shown_hidden_or_moved_untold():
    classes = item_classes(["class SheetItem(BoundedItem): pass\n" + _FOUND])
    classes |= {"GridCardItem"}
    found = [line.split(" ", 1)[1] for line in untold(_FOUND, classes)]
    assert sorted(found) == sorted(
        [
            "self.setVisible(False)",
            "self.setPos(1, 2)",
            "self._rect = rect",
            "self.rule.setVisible(draft)",
            "card.hide()",
            "scene.cells['x'].setRect(QRectF())",
            "scene.labels['y'].show()",
        ]
    )
    assert untold(_LET_BE, classes) == []
