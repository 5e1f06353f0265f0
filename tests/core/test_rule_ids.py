"""Every rule ID the code and the tests cite is defined in the rules: docs/rules/ for the built-in
games, or a game's own `rules.md` in its folder (a new game's rules travel with it). An ID is
written as in the rules (`GD-P3`, `EX-2`, `GD-P2..P7` for a range) or, in a test's name, in lower
case (`test_gd_p3_...`). The prefixes are the ones the rules define (`GD`, `NR`, ...)."""

from __future__ import annotations

import re
from pathlib import Path

from sheetdesk.core import registry

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
DEFINED = re.compile(r"^- ([A-Z]{2}-[A-Z]{1,2}\d+|EX-\d+) ", re.M)


def rule_pages() -> list[Path]:
    return [*sorted(RULES.glob("*.md")), *sorted((ROOT / "sheetdesk" / "games").glob("*/rules.md"))]


def defined() -> set[str]:
    return {m for path in rule_pages() for m in DEFINED.findall(path.read_text("utf-8"))}


def prefixes(ids: set[str]) -> str:
    return "|".join(sorted({i.split("-")[0] for i in ids if not i.startswith("EX-")}))


def cited(text: str, known: set[str] | None = None) -> set[str]:
    found = prefixes(defined() if known is None else known)
    ids = set(re.findall(rf"\b(?:(?:{found})-[A-Z]{{1,2}}\d+|EX-\d+)\b", text))
    ranges = re.finditer(rf"\b((?:{found})-([A-Z]{{1,2}})\d+)\.\.([A-Z]{{1,2}}\d+)\b", text)
    ids |= {f"{m.group(1).split('-')[0]}-{m.group(3)}" for m in ranges}
    names = re.findall(rf"\bdef test_({found.lower()})_([a-z]{{1,2}})(\d+)_", text)
    return ids | {f"{a}-{b}{n}".upper() for a, b, n in names}


def sources() -> list[Path]:
    return sorted(
        path
        for folder in ("sheetdesk", "tests", "benchmarks", "scripts")
        for path in (ROOT / folder).rglob("*.py")
        if "__pycache__" not in path.parts
    )


def rules_of(entry: registry.GameEntry) -> list[Path]:
    """A game's rules: docs/rules/<its id, with dashes>.md (a built-in game's), or the rules.md
    in its folder."""
    folder = ROOT.joinpath(*entry.package.split("."))
    places = (RULES / f"{entry.id.replace('_', '-')}.md", folder / "rules.md")
    return [path for path in places if path.is_file()]


def test_the_rules_are_in_the_repository_with_their_ids():
    missing = [entry.id for entry in registry.GAMES if not rules_of(entry)]
    assert not missing, f"no rules for {missing} (in docs/rules/ or the game's rules.md)"
    assert len(defined()) > 80


def test_every_rule_id_cited_in_the_code_and_tests_is_defined_in_docs_rules():
    known = defined()
    missing = {
        f"{path.relative_to(ROOT)}: {rule}"
        for path in sources()
        for rule in cited(path.read_text("utf-8"), known)
        if rule not in known
    }
    assert not missing, sorted(missing)


def test_the_scan_finds_ids_in_every_form():
    unknown = "NR-" + "Q9"  # spelt in two: this file cites no unknown ID itself
    text = "(GD-P2..P7, EX-2)\ndef test_gd_e4_the_end():\n    " + unknown
    assert cited(text) == {"GD-P2", "GD-P7", "EX-2", "GD-E4", unknown}
    assert unknown not in defined()


def test_a_game_folder_s_rules_define_their_own_prefix():
    page = "# Dice\n\n- ZD-P1 Roll five dice.\n- ZD-S2 Score.\n"
    known = set(DEFINED.findall(page)) | defined()
    assert {"ZD-P1", "ZD-S2"} <= known
    assert cited("(ZD-P1)\ndef test_zd_s2_score():\n    ZD-Q7", known) == {
        "ZD-P1",
        "ZD-S2",
        "ZD-Q7",
    }
    assert "ZD-Q7" not in known  # cited, not defined: the test above would name it
