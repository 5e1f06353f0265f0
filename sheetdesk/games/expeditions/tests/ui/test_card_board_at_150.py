"""The card family's pages at 1366×768 at 150 % (910×512 logical pixels): every page its sheets
are shown on (tables, a lesson's steps, a replay's), in every language, is whole: the score
card's numbers none left out nor on a box's frame, the expedition card's words not cut short, no
hint's outline on a card's words, the round card's numbers clear of its cups' lines, and
everything around the sheets (the layout audit at that scale, in a process of its own;
tests/ui/test_layout_audit.py checks each page once, the languages taking turns)."""

from __future__ import annotations

from tests.ui.test_layout_audit import (
    LANGUAGES,
    PAGES,
    SHEET_PAGES,
    SPREAD,
    audit_elsewhere,
    note_findings,
)

GAMES = ("treasure_cards", "pyramid_cards")


def cards_pages(kinds: tuple[str, ...]) -> list[str]:
    """The card games' pages of those kinds (their names' starts), in every language."""
    return [
        f"{page}-{language}"
        for page in PAGES + SPREAD
        if page.startswith(kinds) and page.partition("-")[2].startswith(GAMES)
        for language in LANGUAGES
    ]


def assert_whole(pages: list[str], factor: str, width: int, height: int) -> None:
    """The layout audit at that scale on that screen finds nothing on any of `pages`."""
    found = audit_elsewhere("audit_scaled.py", factor, str(width), str(height), *pages)
    assert sorted(found["pages"]) == sorted(pages)
    problems = []
    for page, lines in found["pages"].items():
        note_findings(f"cards-{factor}-small-{page}", lines)
        problems += [f"[{page}] {line}" for line in lines]
    assert not problems, "\n".join(problems)


def test_the_cards_pages_are_whole_at_1366x768_at_150_percent():
    pages = cards_pages(SHEET_PAGES)
    assert len(pages) == 3 * 2 * (2 + 3 + 3), pages  # (2 tables, 3 replay and 3 lesson steps)
    assert_whole(pages, "1.5", 1366, 768)
