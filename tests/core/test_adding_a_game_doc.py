"""docs/adding-a-game.md stays true: every file path and every dotted `sheetdesk.` / `tests.` name
it cites (in its code spans and code blocks) exists, its pictures exist, and Tally, the game the
page takes as its worked example, passes the contract harnesses the page names."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from sheetdesk.core.protocol import Action, Seat
from sheetdesk.core.rng import Rng
from sheetdesk.core.soak import soak
from tests.contract import GameProbes, play_out
from tests.core.fakegame import TALLY, hidden
from tests.core.fakegame.rules import Done, Mark, Roll, State, Vote

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "adding-a-game.md"

PATH = re.compile(r"\b(?:sheetdesk|tests|scripts|docs)/[\w./-]*\w/?")
DOTTED = re.compile(r"\b(?:sheetdesk|tests)(?:\.[A-Za-z_]\w*)+")
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")


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
    page = PAGE.read_text(encoding="utf-8")
    paths = cited_paths(page)
    assert len(paths) > 20  # the page does cite the code: the check checks something
    missing = sorted(p for p in paths if not (ROOT / p).exists())
    assert missing == []


def test_every_cited_dotted_name_imports():
    page = PAGE.read_text(encoding="utf-8")
    names = cited_names(page)
    assert len(names) > 20
    assert sorted(n for n in names if not resolves(n)) == []


def test_the_name_check_finds_a_wrong_name_and_a_wrong_path():
    page = "`sheetdesk.core.protocol.NoSuchThing` and `sheetdesk/core/no_such_file.py`"
    assert not resolves(next(iter(cited_names(page))))
    assert not (ROOT / next(iter(cited_paths(page)))).exists()
    assert resolves("sheetdesk.core.protocol.Decide")


def test_every_picture_exists_and_is_made_by_the_script():
    page = PAGE.read_text(encoding="utf-8")
    pictures = PICTURE.findall(page)
    assert 5 <= len(pictures) <= 8
    script = (ROOT / "scripts" / "kit_pictures.py").read_text(encoding="utf-8")
    for picture in pictures:
        assert (PAGE.parent / picture).is_file(), picture
        assert Path(picture).stem in script, picture


def test_the_worked_example_is_the_page_s_example():
    page = PAGE.read_text(encoding="utf-8")
    for cited in ("tests/core/fakegame/", "sheetdesk.core.soak.soak", "tests.contract.play_out"):
        assert cited in page


def test_tally_passes_the_soak(tally):
    result = soak("tally", 20, seed=4, bots=["random"])
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
