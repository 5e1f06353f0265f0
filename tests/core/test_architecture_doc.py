"""docs/architecture.md stays true: every path, dotted name, `Class.name` and command option it
cites exists (the checks of docs/adding-a-game.md, tests/core/test_adding_a_game_doc.py), and
its picture of the layers is the code's: every file it names is in the folder it names, every
import of sheetdesk goes to its own layer or one below it, and nothing under the dashed line
imports Qt (what tests/core/test_purity.py checks of each of them)."""

from __future__ import annotations

import re
from fnmatch import fnmatch
from pathlib import Path

from tests.core import test_purity
from tests.core.test_adding_a_game_doc import (
    ROOT,
    cited_members,
    cited_names,
    code_of,
    command_options_missing,
    member_exists,
    resolves,
)

PAGE = ROOT / "docs" / "architecture.md"
PACKAGE = ROOT / "sheetdesk"
# `core/turns.py`, `ui/sheetkit/`, `games/<id>/`: the page's paths, under sheetdesk/
SHORT_PATH = re.compile(r"(?<![\w/])(?:core|ui|games|devtools|resources)/[\w./<>*-]*")
NAMED = re.compile(r"[\w*]+\.py\b|\b\w+/")  # a file or folder the picture names


def resolve(path: str) -> list[Path]:
    """The files or folders a path of the page stands for (`<id>`: any game)."""
    return sorted(PACKAGE.glob(path.replace("<id>", "*").rstrip("/")))


def test_every_path_the_page_cites_exists():
    page = PAGE.read_text(encoding="utf-8")
    paths = {m for code in code_of(page) for m in SHORT_PATH.findall(code)}
    assert len(paths) > 10
    assert sorted(p for p in paths if not resolve(p)) == []


def test_every_dotted_name_member_and_command_option_exists():
    page = PAGE.read_text(encoding="utf-8")
    members = cited_members(page)
    assert len(members) >= 4
    assert sorted(m for m in members if not member_exists(*m)) == []
    assert sorted(n for n in cited_names(page) if not resolves(n)) == []
    assert command_options_missing(page) == []


def test_every_name_cited_beside_its_module_is_defined_there():
    """`ui/lesson.py` `LessonGuide`: the module defines the name (a class, a function, a
    constant, or a class's method or attribute)."""
    page = PAGE.read_text(encoding="utf-8")
    pairs = re.findall(r"`([\w/<>.-]+\.py)` `(\w+)`", page)
    assert len(pairs) >= 4
    undefined = [
        (path, name)
        for path, name in pairs
        if not any(
            re.search(rf"^\s*(?:class |def )?{name}\b", file.read_text(encoding="utf-8"), re.M)
            for file in resolve(path)
        )
    ]
    assert undefined == []


class Layer:
    """One layer of the picture: its label, the folder it stands for and the files it names."""

    def __init__(self, label: str, pure: bool) -> None:
        self.label, self.pure = label, pure
        folder = label.split()[0]
        self.top = not folder.endswith("/")  # the commands, beside the package's modules
        place = "games" if folder.startswith("games/") else folder.rstrip("/")
        self.folder = PACKAGE if self.top else PACKAGE / place
        self.names: set[str] = set()

    def files(self) -> set[Path]:
        # the commands' layer holds the modules it names; the package's __init__.py, beneath
        # every layer, none
        found = (self.folder / n for n in self.names) if self.top else self.folder.glob("**/*.py")
        return {f for f in found if f.is_file() and "tests" not in f.relative_to(PACKAGE).parts}

    def named(self) -> set[Path]:
        return {f for f in self.files() if self.file_named(f) or self.folder_named(f)}

    def file_named(self, file: Path) -> bool:
        return any(fnmatch(file.name, name) for name in self.names if name.endswith(".py"))

    def folder_named(self, file: Path) -> bool:
        return any(f"{part}/" in self.names for part in file.relative_to(self.folder).parts[:-1])


def layers(page: str) -> list[Layer]:
    """The picture's layers, top to bottom."""
    picture = re.search(r"## The layers\n.*?```text\n(.*?)```", page, flags=re.S)
    assert picture is not None
    lines = picture.group(1).splitlines()
    column = lines[0].index("__main__.py")  # where the right column starts
    found: list[Layer] = []
    pure = False
    for line in lines:
        if line.strip().startswith("- - -"):
            pure = True
        elif line[:column].strip() and not line.strip().startswith("─"):
            found.append(Layer(line[:column].strip(), pure))
        if found and not line.strip().startswith(("-", "─")):
            found[-1].names.update(NAMED.findall(line[column:]))
    return found


def owners(found: list[Layer]) -> dict[Path, int]:
    """Each module's layer: the one naming it, else the lowest whose folder holds it."""
    owner: dict[Path, int] = {}
    for index, layer in enumerate(found):
        for file in layer.files():
            owner[file] = index
    for index, layer in enumerate(found):
        for file in layer.named():
            owner[file] = index
    return owner


def upward_imports(found: list[Layer]) -> list[str]:
    """Each import of a module of sheetdesk that goes to a layer above its own."""
    owner = owners(found)
    wrong = []
    for file, index in sorted(owner.items()):
        for target in test_purity.sheetdesk_imports(file):
            if owner.get(target, index) < index:
                wrong.append(f"{file.relative_to(PACKAGE)} -> {target.relative_to(PACKAGE)}")
    return wrong


def misplaced(found: list[Layer]) -> list[str]:
    """Each file or folder the picture names that is not in its layer's folder."""
    return [
        f"{layer.label}: {name}"
        for layer in found
        for name in sorted(layer.names)
        if not any(
            fnmatch(f.name, name) if name.endswith(".py") else layer.folder_named(f)
            for f in layer.named()
        )
    ]


def test_every_file_the_picture_names_is_in_its_layer():
    found = layers(PAGE.read_text(encoding="utf-8"))
    assert len(found) >= 6 and any(layer.pure for layer in found)
    assert misplaced(found) == []


def test_every_import_goes_to_its_own_layer_or_one_below():
    assert upward_imports(layers(PAGE.read_text(encoding="utf-8"))) == []


def qt_under_the_line(found: list[Layer]) -> list[str]:
    """The modules of the layers under the dashed line that import Qt."""
    owner = owners(found)
    return [
        str(file.relative_to(PACKAGE))
        for file, index in sorted(owner.items())
        if found[index].pure
        and any(name.startswith(("PySide6", "shiboken6")) for name in _imports(file))
    ]


def _imports(file: Path) -> set[str]:
    # what a module imports when imported: a function may load Qt when the window calls it, as
    # a game's rules summary does
    return test_purity._imported_modules(file, when_called=False)


def test_nothing_under_the_dashed_line_imports_qt():
    found = layers(PAGE.read_text(encoding="utf-8"))
    pure = {file for layer in found if layer.pure for file in layer.named()}
    assert {"rules.py", "session.py"} <= {file.name for file in pure}
    assert qt_under_the_line(found) == []


def test_a_picture_that_is_not_the_code_is_found():
    page = PAGE.read_text(encoding="utf-8")
    # the window's layer drawn under the core: the window imports the core upward
    ui = re.search(r"^ ui/  \(Qt\).*?(?=^ - - -)", page, flags=re.M | re.S)
    assert ui is not None
    swapped = page.replace(ui.group(0), "").replace(
        "\n resources/", "\n" + ui.group(0) + " resources/"
    )
    assert upward_imports(layers(swapped))
    # a game's sheet drawn under the line, among its rules
    moved = page.replace("sheet.py       the game", "         the game").replace(
        "rules.py       the rules", "rules.py       sheet.py"
    )
    assert moved != page
    assert any(name.endswith("/sheet.py") for name in qt_under_the_line(layers(moved)))
    # a file named in a layer whose folder does not hold it
    wrong = page.replace("turns.py       the position", "sheet.py       the position")
    assert misplaced(layers(wrong)) == ["core/: sheet.py"]
