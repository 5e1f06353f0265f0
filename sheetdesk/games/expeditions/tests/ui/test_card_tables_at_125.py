"""The card family's tables and replays at 1024×600 at 125 % (819×480 logical pixels), in every
language, are whole: the header in one line, the game buttons on one line or two and none cut
off, the board and the shared cards sharing what height is left (never the buttons' nor the
caption's), every text of the sheets stated whole (the layout audit at that scale, in a process
of its own)."""

from __future__ import annotations

from tests.ui.test_layout_audit import (
    LANGUAGES,
    PAGES,
    SPREAD,
    audit_elsewhere,
    note_findings,
)

GAMES = ("treasure_cards", "pyramid_cards")


def test_the_cards_tables_and_replays_are_whole_at_1024x600_at_125_percent():
    pages = [
        f"{page}-{language}"
        for page in PAGES + SPREAD
        if page.startswith(("table-", "replay")) and page.partition("-")[2].startswith(GAMES)
        for language in LANGUAGES
    ]
    assert len(pages) == 3 * 2 * (2 + 3), pages  # (2 tables and 3 replay pages a game)
    found = audit_elsewhere("audit_scaled.py", "1.25", "1024", "600", *pages)
    assert sorted(found["pages"]) == sorted(pages)
    problems = []
    for page, lines in found["pages"].items():
        note_findings(f"cards-1.25-small-{page}", lines)
        problems += [f"[{page}] {line}" for line in lines]
    assert not problems, "\n".join(problems)
