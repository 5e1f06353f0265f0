"""Every rule ID the code and the tests cite is defined in docs/rules/: the rules travel with the
repository. An ID is written as in the rules (`GD-P3`, `EX-2`, `GD-P2..P7` for a range) or, in a
test's name, in lower case (`test_gd_p3_...`)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
PREFIXES = "GD|NR|PC|TC"
CITED = re.compile(rf"\b(?:(?:{PREFIXES})-[A-Z]{{1,2}}\d+|EX-\d+)\b")
RANGE_END = re.compile(rf"\b((?:{PREFIXES})-([A-Z]{{1,2}})\d+)\.\.([A-Z]{{1,2}}\d+)\b")
IN_A_NAME = re.compile(rf"\bdef test_({PREFIXES.lower()})_([a-z]{{1,2}})(\d+)_")
DEFINED = re.compile(rf"^- ((?:{PREFIXES})-[A-Z]{{1,2}}\d+|EX-\d+) ", re.M)


def defined() -> set[str]:
    return {m for path in RULES.glob("*.md") for m in DEFINED.findall(path.read_text("utf-8"))}


def cited(text: str) -> set[str]:
    ids = set(CITED.findall(text))
    ids |= {f"{m.group(1).split('-')[0]}-{m.group(3)}" for m in RANGE_END.finditer(text)}
    ids |= {f"{a}-{b}{n}".upper() for a, b, n in IN_A_NAME.findall(text)}
    return ids


def sources() -> list[Path]:
    return sorted(
        path
        for folder in ("sheetdesk", "tests", "benchmarks", "scripts")
        for path in (ROOT / folder).rglob("*.py")
        if "__pycache__" not in path.parts
    )


def test_the_rules_are_in_the_repository_with_their_ids():
    names = {path.name for path in RULES.glob("*.md")}
    assert {"giza-dice.md", "number-rows.md", "pyramid-cards.md", "treasure-cards.md"} <= names
    assert len(defined()) > 80


def test_every_rule_id_cited_in_the_code_and_tests_is_defined_in_docs_rules():
    known = defined()
    missing = {
        f"{path.relative_to(ROOT)}: {rule}"
        for path in sources()
        for rule in cited(path.read_text("utf-8"))
        if rule not in known
    }
    assert not missing, sorted(missing)


def test_the_scan_finds_ids_in_every_form():
    unknown = "NR-" + "Q9"  # spelt in two: this file cites no unknown ID itself
    text = "(GD-P2..P7, EX-2)\ndef test_gd_e4_the_end():\n    " + unknown
    assert cited(text) == {"GD-P2", "GD-P7", "EX-2", "GD-E4", unknown}
    assert unknown not in defined()
