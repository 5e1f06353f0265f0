"""A table's arrangement depends on the window's size, not on the sizes it had before: every
game's table (at its most seats, each seat's symbol in its caption) opened at one size and
resized to another is laid out as one opened at the other (the place and size of each part of
the table page, the window's size and least size, the page's least size), in English with the
usual text and in Greek with Larger text (`LOOKS`). On f1034bca Giza dice in Greek with Larger text,
opened at 1366×768, chose where its number buttons go before the caption had its symbol (the
first position's places were tried without it), and one grown there from 819×480 chose with
it: under the pad in one, beside it in the other. And the card games' pages shrunk to 819×480
kept the narrow margins they took for the least width of the wider table (8 px against 2).
One window a game: each size opened anew from the same save in it. Each table, opened or
resized, is settled too: fitted once more at its size, nothing moves (on 34e7b630 a card table
in Greek with Larger text at 1366x768 shared its width 197 px to the others' sheets at one fit,
200 at the next, and so on: the big sheet's height followed its column's width).

Further cases at other sizes, with Larger text, in the game that seats the most (`FURTHER`):
on e85dd51d Giza in Polish with six players took its small sheets' captions' height at the
width they had before (one line at the width of a panel not laid out yet, two at their
column's): its sheets 202 px high resized to 960x540 or 910x512, 176 opened there; and in Greek,
opened at 819x600, the header's game and round counted one line in the page's least height
where they take three (measured hidden), and grown there from 819x480 the page kept 25 px more
than its least size asked for.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from sheetdesk.core import registry, savefile
from sheetdesk.core.history import History
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import NAMES, played, settle

SMALL, WIDE, MIDDLE = (819, 480), (1366, 768), (1024, 600)
# (opened at, resized to): each resized table is compared with one opened at its new size
RESIZES = ((SMALL, WIDE), (WIDE, SMALL), (MIDDLE, SMALL))
# the two ends of how much room the words take: English with the usual text and Greek with
# Larger text. Every fault this test found that its mend names a look for showed in Greek with
# Larger text (Giza's number buttons, a card table's unsettled share); English with the usual
# text is kept as the other end (a card page's margins kept from the wider table: no look
# named). English with Larger text and Greek with the usual text never found one of their own,
# and each look set costs a restyle of every page and a walk of all the sizes
LOOKS = (("en", False), ("el", True))


def arrangement(window: Any) -> dict[str, Any]:
    """The window's size and least size, the table page's least size, and where each part of
    the page shown is and how large it is (the table's parts in the table's coordinates)."""
    table = window.page("table").table
    parts: dict[str, Any] = {
        "window": window.size().toTuple(),
        "least": window.minimumSize().toTuple(),
        "page least": window.page("table").minimumSizeHint().toTuple(),
        "table": QRect(table.mapTo(window, QPoint(0, 0)), table.size()).getRect(),
    }
    page = window.page("table")
    for part in page.findChildren(QWidget):
        if part.isVisibleTo(page) and not table.isAncestorOf(part) and part is not table:
            at = part.mapTo(page, QPoint(0, 0))
            parts[_name(parts, part)] = QRect(at, part.size()).getRect()
    for part in table.findChildren(QWidget):
        if part.isVisibleTo(table) and part.width() > 0:
            at = part.mapTo(table, QPoint(0, 0))
            parts[_name(parts, part)] = QRect(at, part.size()).getRect()
    return parts


def _name(parts: dict[str, Any], part: QWidget) -> str:
    """`part`'s type and object name, numbered among the parts named so far that share them."""
    name = f"{type(part).__name__} {part.objectName()}"
    return f"{name} {sum(key.rpartition(' ')[0] == name for key in parts)}"


def opened_at(window: Any, save: Any, size: tuple[int, int]) -> None:
    window.resize(*size)
    settle()
    assert window.open_path(save, external=False)
    settle()
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
        settle()
    assert window.current_page_name() == "table"


def differences(got: dict[str, Any], wanted: dict[str, Any]) -> list[str]:
    return [
        f"{name}: {got.get(name)} != {wanted.get(name)}"
        for name in dict.fromkeys([*wanted, *got])
        if got.get(name) != wanted.get(name)
    ]


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_resized_is_laid_out_as_one_opened_at_that_size(window, game):  # type: ignore[no-untyped-def]
    # the most seats: the most sheets and words to share the width with
    save = _saved(game, registry.get(game).max_players)
    faults = []
    for language, larger in LOOKS:
        faults += _faults(window, save, language, larger, RESIZES)
    assert not faults, "\n".join(faults)


# where the usual sizes above miss a table that kept something from its size before (see the
# module's docstring): Polish with six seats, whose small sheets' captions take two lines at
# their column's width (910x512 and 960x540, each from the other); Greek at 819x600 from
# 819x480, the header's game and round on three lines (819x600 opened first: opened after the
# window had been 819x480, the page's least size was right by chance)
FURTHER = (
    (6, "pl", (((910, 512), (960, 540)), ((960, 540), (910, 512)))),
    (0, "el", (((819, 600), (819, 480)), ((819, 480), (819, 600)))),
)


# a window grown out of a short and narrow one (`palette.cramped`: the others' sheets at their
# narrowest there) to 819x600, with the usual text: on f1fe7293 Number rows with five players
# shared its width on the others' least width of the short window (their panel 206 px against
# 246 opened there), the big sheet drawn larger; each resize after set it right
GROWN = (SMALL, (819, 600))


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_grown_out_of_a_cramped_window_is_laid_out_as_one_opened_at_that_size(  # type: ignore[no-untyped-def]
    window, game
):
    save = _saved(game, registry.get(game).max_players)
    faults = _faults(window, save, "en", False, (GROWN,))
    assert not faults, "\n".join(faults)


# the fewest seats, shrunk to 819x600 from the largest size, with the usual text: on 156e33fb
# a card game alone there shared its width by steps from the share of the size before (its
# board's height follows its column's width), 3 to 20 px a pass, and the passes ended before
# it held (the others' panel 39 px wide, none opened there). (819x600 opened first, in a
# window that showed no table before)
ALONE = (((819, 600), MIDDLE), (WIDE, (819, 600)))


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_table_of_the_fewest_seats_shrunk_is_laid_out_as_one_opened_at_that_size(  # type: ignore[no-untyped-def]
    window, game
):
    save = _saved(game, registry.get(game).min_players)
    faults = _faults(window, save, "en", False, ALONE)
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize(("seats", "language", "resizes"), FURTHER)
def test_a_table_resized_in_a_further_case_is_laid_out_as_one_opened_at_that_size(  # type: ignore[no-untyped-def]
    window, seats, language, resizes
):
    # the game that seats the most (the most small sheets), with `seats` players (0: its most)
    entry = max(registry.GAMES, key=lambda entry: entry.max_players)
    save = _saved(entry.id, seats or entry.max_players)
    faults = _faults(window, save, language, True, resizes)
    assert not faults, "\n".join(faults)


def _unsettled(window: Any, laid_out: dict[str, Any], case: str) -> list[str]:
    """The table of `window` (laid out as `laid_out`) fitted once more at its size, as a click
    or a layout request may fit it: a fault where that moves anything (a settled table stays)."""
    table = window.page("table").table
    table.fitted(table.fit_to_size)
    settle()
    wrong = differences(arrangement(window), laid_out)
    return [f"{case}, fitted once more: {wrong[:6]}"] if wrong else []


def _saved(game: str, seats: int) -> Any:
    """A save of `game` played by `seats`, each seat's symbol in its sheet's caption."""
    with History() as history:
        history.remember_table(list(NAMES))
    return savefile.write(played(game, seats))


def _faults(
    window: Any,
    save: Any,
    language: str,
    larger: bool,
    resizes: tuple[tuple[tuple[int, int], tuple[int, int]], ...],
) -> list[str]:
    """How each table of `save` opened at a size and resized to another (`resizes`) is laid
    out otherwise than one opened at the other, or is not settled (`_unsettled`), in
    `language`, with Larger text or not."""
    window.set_language(language)
    if window.settings.larger_text != larger:  # (a look set again restyles every page)
        window.set_look(Look(window.settings.colours, larger=larger))
    opened: dict[tuple[int, int], dict[str, Any]] = {}
    resized: dict[tuple[tuple[int, int], tuple[int, int]], dict[str, Any]] = {}
    faults = []
    case = f"{language} larger={larger}"
    for start, end in resizes:
        opened_at(window, save, start)
        opened.setdefault(start, arrangement(window))
        faults += _unsettled(window, opened[start], f"{case} opened at {start}")
        window.resize(*end)
        settle()
        resized[start, end] = arrangement(window)
        faults += _unsettled(window, resized[start, end], f"{case} {start}->{end}")
    for (start, end), got in resized.items():
        if end not in opened:
            opened_at(window, save, end)
            opened[end] = arrangement(window)
            faults += _unsettled(window, opened[end], f"{case} opened at {end}")
        wrong = differences(got, opened[end])
        if wrong:
            faults.append(f"{case} {start}->{end}: {wrong[:6]}")
    return faults
