"""Giza dice's pad whole on a 1366×768 laptop at 150 % (910×512 logical pixels): every page its
pad is on (a table of two and of nine, each option away from its default, the lesson at its
start, halfway and at its end, a replay as it opens, halfway and at its start) in every language,
with the usual text, found faultless by the layout audit (the shared audit at 150 % sees each
page in one language only). Each page is reached on its own, in a window of its own: a table
first laid out at this size keeps its pad as large as on a window made smaller."""

from __future__ import annotations

import functools

import pytest

from tests.ui.audit_look import audit_in
from tests.ui.test_layout_audit import LANGUAGES, PAGES, SPREAD

GAME = "giza_dice"
SCREEN = "910x512"
FIRST = f"table-{GAME}-9-el"  # (the page first laid out at this size, alone in its window)


def _pages() -> list[str]:
    return [
        f"{page}-{language}"
        for page in PAGES + SPREAD
        if page.startswith(("table-", "lesson", "replay")) and f"-{GAME}" in page
        for language in LANGUAGES
    ]


@functools.cache
def _found() -> dict[str, list[str]]:
    """The audit of every page of `_pages` and of `FIRST` alone in a window of its own: one
    process for both tests (on one worker)."""
    return audit_in("light", "normal", SCREEN, "--only", *_pages(), "--alone", FIRST)


@pytest.mark.xdist_group("giza-dice-150-percent")
def test_the_pages_with_the_pad_are_whole_at_910x512():
    pages = _pages()
    assert len(pages) == 30, pages  # (two tables, two options, three lesson and replay steps)
    found = {page: lines for page, lines in _found().items() if not page.startswith("alone-")}
    assert len(found) == len(pages)
    assert {page: lines for page, lines in found.items() if lines} == {}


@pytest.mark.xdist_group("giza-dice-150-percent")
def test_a_table_first_laid_out_at_910x512_gives_the_writer_the_room():
    # nine players in Greek (the longest caption) in a window that showed nothing before: the
    # column made narrow by the caption's lines would leave the writer's pad the smallest
    found = {page: lines for page, lines in _found().items() if page.startswith("alone-")}
    assert found == {f"alone-{FIRST}-{SCREEN}": []}
