"""docs/adding-a-game.md stays short and, with its reference pages (docs/kit/*.md), true: every
file path, every dotted `sheetdesk.` / `tests.` name and every `Class.name` they cite (in their
code spans and code blocks) exists, every option of the commands they give is one the command
takes, each of their Python examples is in the code as shown, their pictures exist, and Tally,
the game the guide takes as its worked example, passes the contract harnesses it names."""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.devtools.soak import soak
from tests.contract import GameProbes, play_out
from tests.core.fakegame import TALLY, hidden
from tests.core.fakegame.rules import Done, Mark, Roll, State, Vote

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "adding-a-game.md"
REFERENCE = sorted((ROOT / "docs" / "kit").glob("*.md"))  # the detail the guide links to

PATH = re.compile(r"\b(?:sheetdesk|tests|scripts|docs)/[\w./-]*\w/?")
DOTTED = re.compile(r"\b(?:sheetdesk|tests)(?:\.[A-Za-z_]\w*)+")
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")
# `TableScaffold.show_hint`, `GameEntry.golden`: a class of the code and one of its names
MEMBER = re.compile(r"(?<![\w.])([A-Z][a-z]\w*)\.([a-z_]\w*)")
NOT_OURS = {"QCoreApplication"}  # Qt's
# `python -m sheetdesk soak --game ID --games N`: the module, its sub-command, its options
COMMAND = re.compile(r"python -m ([\w.]+)((?: [a-z]+)?)((?: --?[\w-]+(?: [A-Z]+)?)*)")
SOURCES = sorted(
    path
    for folder in ("sheetdesk", "tests")
    for path in (ROOT / folder).rglob("*.py")
    if "__pycache__" not in path.parts
)


def pages() -> str:
    """The guide and its reference pages, as one text."""
    return "\n".join(path.read_text(encoding="utf-8") for path in [PAGE, *REFERENCE])


def code_of(page: str) -> list[str]:
    """The page's code: its fenced blocks and its inline code spans."""
    blocks = re.findall(r"```[^\n]*\n(.*?)```", page, flags=re.S)
    prose = re.sub(r"```[^\n]*\n.*?```", "", page, flags=re.S)
    return blocks + re.findall(r"`([^`\n]+)`", prose)


def cited_paths(page: str) -> set[str]:
    return {m for code in code_of(page) for m in PATH.findall(code)}


def cited_names(page: str) -> set[str]:
    return {m for code in code_of(page) for m in DOTTED.findall(code)}


def resolves(name: str) -> bool:
    """Whether `name` is a module, or a module's attribute (attributes of attributes too)."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        try:
            for attr in parts[cut:]:
                found = getattr(found, attr)
        except AttributeError:
            return False
        return True
    return False


def test_every_cited_path_exists():
    page = pages()
    paths = cited_paths(page)
    assert len(paths) > 20  # the page does cite the code: the check checks something
    missing = sorted(p for p in paths if not (ROOT / p).exists())
    assert missing == []


def test_every_cited_dotted_name_imports():
    page = pages()
    names = cited_names(page)
    assert len(names) > 20
    assert sorted(n for n in names if not resolves(n)) == []


def test_the_name_check_finds_a_wrong_name_and_a_wrong_path():
    page = "`sheetdesk.core.protocol.NoSuchThing` and `sheetdesk/core/no_such_file.py`"
    assert not resolves(next(iter(cited_names(page))))
    assert not (ROOT / next(iter(cited_paths(page)))).exists()
    assert resolves("sheetdesk.core.protocol.Decide")


def cited_members(page: str) -> set[tuple[str, str]]:
    prose = re.sub(r"```[^\n]*\n.*?```", "", page, flags=re.S)
    spans = re.findall(r"`([^`\n]+)`", prose)
    return {m for span in spans for m in MEMBER.findall(span) if m[0] not in NOT_OURS}


def member_exists(cls: str, name: str) -> bool:
    """Whether a class `cls` of sheetdesk or the tests has `name`: a method, a class attribute or
    field, or an attribute its instances set (`self.name = ...`)."""
    for path in SOURCES:
        source = path.read_text(encoding="utf-8")
        if not re.search(rf"^class {cls}\b", source, flags=re.M):
            continue
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        found = getattr(module, cls, None)
        if found is not None and hasattr(found, name):
            return True
        body = re.split(rf"^class {cls}\b.*$", source, flags=re.M)[1]
        body = re.split(r"^\S", body, flags=re.M)[0]  # up to the next top-level line
        if re.search(rf"^\s+(?:self\.)?{name}\s*[:=]", body, flags=re.M):
            return True
    return False


def test_every_cited_class_member_exists():
    page = pages()
    members = cited_members(page)
    assert len(members) > 15
    assert sorted(m for m in members if not member_exists(*m)) == []


def test_the_member_check_finds_a_wrong_name():
    assert member_exists("TableScaffold", "show_hint")
    assert member_exists("GameTable", "undo_offered")  # set by each table in __init__
    assert not member_exists("TableScaffold", "no_such_method")
    assert not member_exists("NoSuchClass", "rules")


def test_every_python_example_is_in_the_code():
    """Each Python block of the page is in one source file, line by line (a line with "..."
    stands for what the page leaves out)."""
    page = pages()
    blocks = re.findall(r"```python\n(.*?)```", page, flags=re.S)
    assert len(blocks) >= 6
    files = [
        set(map(str.rstrip, path.read_text(encoding="utf-8").splitlines())) for path in SOURCES
    ]
    stale = []
    for block in blocks:
        lines = {line.rstrip() for line in block.splitlines() if line.strip()}
        lines = {line for line in lines if "..." not in line}
        if not any(lines <= found for found in files):
            stale.append(block)
    assert stale == []


def command_options_missing(page: str) -> list[str]:
    """`python -m X [sub] --option` as a page writes it: each option X [sub] --help does not
    list."""
    options: dict[tuple[str, str], set[str]] = {}
    for code in code_of(page):
        for module, sub, flags in COMMAND.findall(code):
            if module != "pytest":
                options.setdefault((module, sub.strip()), set()).update(
                    re.findall(r"--[\w-]+", flags)
                )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    missing = []
    for (module, sub), flags in sorted(options.items()):
        command = [sys.executable, "-m", module, *([sub] if sub else []), "--help"]
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
        assert done.returncode == 0, (command, done.stderr)
        missing += [f"{module} {sub} {f}" for f in sorted(flags) if f not in done.stdout]
    return missing


def test_every_option_of_the_cited_commands_is_taken():
    page = pages()
    commands = {
        (module, sub.strip()) for code in code_of(page) for module, sub, _ in COMMAND.findall(code)
    }
    assert ("sheetdesk.devtools.golden", "") in commands and ("sheetdesk", "soak") in commands
    assert command_options_missing(page) == []


def test_every_picture_exists_and_is_made_by_the_script():
    pictures = [
        path.parent / picture
        for path in [PAGE, *REFERENCE]
        for picture in PICTURE.findall(path.read_text(encoding="utf-8"))
    ]
    assert 5 <= len(pictures) <= 8
    script = (ROOT / "scripts" / "kit_pictures.py").read_text(encoding="utf-8")
    for picture in pictures:
        assert picture.is_file(), picture
        assert picture.stem in script, picture


def test_the_guide_is_short_and_links_every_reference_page():
    guide = PAGE.read_text(encoding="utf-8")
    assert len(guide.encode("utf-8")) <= 12 * 1024
    assert REFERENCE  # the detail is somewhere
    for path in REFERENCE:
        assert f"](kit/{path.name}" in guide, path.name
        assert "](../adding-a-game.md)" in path.read_text(encoding="utf-8"), path.name


def test_the_worked_example_is_the_page_s_example():
    page = PAGE.read_text(encoding="utf-8")
    for cited in (
        "tests/core/fakegame/",
        "sheetdesk.devtools.soak.soak",
        "tests.contract.play_out",
    ):
        assert cited in page


def test_tally_passes_the_soak(tally):
    result = soak("tally", 20, seed=4, bots=["uniform"])
    assert result["errors"] == [] and result["failures"] == 0
    assert result["games"] == 20 and result["hidden_hook"] is True


def _probes(state: State, rng: Rng) -> list[tuple[Seat | None, Action]]:
    actions: list[Action] = [Roll(value=rng.randint(1, 6)), Mark(amount=rng.randint(1, 3))]
    actions += [Done(), Vote(choice=rng.below(2))]
    return [(seat, action) for seat in (None, *range(state.players)) for action in actions]


@pytest.mark.parametrize("players", [1, 3])
def test_tally_passes_the_contract_harness(tally, data_dir, tmp_path, players):
    # at 3 players play_out lets any seat listed in the vote act first, as Tally does
    game = GameProbes(
        rules=TALLY.rules(),
        perturb=hidden.vary,
        probes=_probes,
        recount=lambda state: list(state.totals),
        contexts=("tally",),
    )
    session = play_out(
        game,
        players,
        seed=5,
        choices=6,
        chooser=lambda view, seat, legal, rng: rng.choice(legal),
        save_dir=tmp_path,
    )
    assert session.is_over()
