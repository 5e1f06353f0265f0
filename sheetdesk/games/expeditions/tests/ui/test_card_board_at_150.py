"""The card family's pages at 1366×768 at 150 % (910×512 logical pixels): every table and every
step of a replay, in every language (the one the layout audit checks it in left to it), is
whole: the score card's numbers none left out nor on a box's frame, the expedition card's words
not cut short, no hint's outline on a card's words, the round card's numbers clear of its cups'
lines, and everything around the sheets (the layout audit at that scale, in a process of its
own; tests/ui/test_layout_audit.py checks each page once, the languages taking turns). A
lesson's steps are not checked here: the layout audit's
`test_every_lesson_step_fits_1366x768_at_150_percent` checks every step of every lesson (its
first, middle and last among them) at this scale on this screen, in every language, with the
usual and with Larger text."""

from __future__ import annotations

from tests.ui.test_layout_audit import (
    LANGUAGES,
    PAGES,
    SPREAD,
    audit_elsewhere,
    note_findings,
    scaled_turns,
)

GAMES = ("treasure_cards", "pyramid_cards")


def cards_pages(kinds: tuple[str, ...]) -> list[str]:
    """The card games' pages of those kinds (their names' starts), in every language but the
    one the layout audit checks it in at each of Qt's scales (`scaled_turns`: the same page in
    the same language with the usual text, by `test_every_page_fits_1366x768_at_150_percent`
    and `test_every_page_fits_1024x600_at_125_percent` on this module's screens)."""
    audited = set(scaled_turns())
    return [
        f"{page}-{language}"
        for page in PAGES + SPREAD
        if page.startswith(kinds) and page.partition("-")[2].startswith(GAMES)
        for language in LANGUAGES
        if (language, page) not in audited
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
    pages = cards_pages(("table-", "replay"))
    # (2 tables and 3 replay steps a game, in the 2 languages the audit leaves each in)
    assert len(pages) == 2 * 2 * (2 + 3), pages
    assert_whole(pages, "1.5", 1366, 768)
