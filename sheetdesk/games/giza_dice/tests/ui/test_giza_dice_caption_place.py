"""Where Giza's caption goes when the writer's pad would scroll (nine players at 1024×600 at
125 %, 819×480): the arrangements tried (the caption or the number buttons over the others'
sheets) are compared in the room the table has, never by laying the table out larger. A trial
neither resizes the table nor the window in its middle, and the window never grows for a
caption (it grew from 819 to 999 px, in Greek to 1033, the pad then shown whole in a window
wider than the screen); and where a step's caption needs more height than those the place was
decided with, it is decided again (its words whole, the pad's whole width in sight)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice import sheet
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import width_share
from sheetdesk.ui.style import Look
from tests.ui.test_layout_audit import screen_of, settle

from .giza import click, push

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")
SCREEN = (819, 480)  # 1024×600 at 125 %


class Sizes(QObject):
    """Every size a widget is given (its resize events)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[int, int]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.seen.append(event.size().toTuple())  # type: ignore[attr-defined]
        return False


def _watch_fits(monkeypatch: Any) -> list[tuple[Any, ...]]:
    """Each caption placement tried from now on: the table's and the window's sizes before and
    after it, and every size the table was given in its middle."""
    fit = sheet.GizaTable._fit_caption_over_others  # (watched, as it runs)
    fits: list[tuple[Any, ...]] = []

    def watched(table: Any) -> None:
        sizes = Sizes()
        table.installEventFilter(sizes)
        before = (table.size().toTuple(), table.window().size().toTuple())
        try:
            fit(table)
        finally:
            table.removeEventFilter(sizes)
        after = (table.size().toTuple(), table.window().size().toTuple())
        fits.append((before, after, sizes.seen))

    monkeypatch.setattr(sheet.GizaTable, "_fit_caption_over_others", watched)
    return fits


# (each language once, each text size: the window grew in every language before the places were
# tried in the table's room, and in Greek with Larger text before the turn line's least width)
@pytest.mark.parametrize(
    ("language", "larger"), [("el", True), ("pl", True), ("en", False)], ids=["el", "pl", "en"]
)
def test_the_caption_placed_in_the_window_it_has_at_every_step_of_a_turn(  # type: ignore[no-untyped-def]
    window, qtbot, monkeypatch, language, larger
):
    """A nine-player game, the computers before the human, opened at 819×480: the caption's
    place was decided while it read "Jan (computer) is writing…" on one line; at each step of
    the human's turn after (the roll, the number chosen, written, the next roll) the caption's
    words are whole, the pad's whole width is in sight (it scrolled sideways once the human's
    four lines came), and the table page fits the window, which keeps the screen's size. The
    window is never given more than the screen for a caption; each placement tried begins and
    ends with the table and the window at one size, and nothing resizes the table in its
    middle."""
    fits = _watch_fits(monkeypatch)
    sizes = Sizes()
    window.set_language(language)
    window.set_look(Look("light", larger))
    steps: list[tuple[str, str, bool, bool, bool, tuple[int, int]]] = []
    try:
        with screen_of(*SCREEN):
            window.setMinimumSize(0, 0)
            window.resize(*SCREEN)
            settle()
            window.installEventFilter(sizes)
            players = (*(Player(name, "bot", "greedy") for name in NAMES[1:]), Player("Ana"))
            window.start_new(NewGameChoice(registry.get("giza_dice"), players, {}, 5))
            page = window.page("table")
            table = page.table
            human = len(players) - 1

            def humans_step() -> bool:
                position = table.position
                return position is not None and position.acting == human and bool(position.legal)

            def look(step: str) -> None:
                settle()
                steps.append(
                    (
                        step,
                        table.caption.text(),
                        table.caption.height() >= table.caption.words_height(),
                        width_share.seen(table.big_view)[0],
                        page.parentWidget() is window.stack,  # (not held in a scroll area)
                        window.size().toTuple(),
                    )
                )

            # (the human's next three steps: a computer's roll written, then their own roll put
            # in order and written; each with the number chosen and written, where it is)
            for turn in ("a computer's roll", "own roll, order", "own roll"):
                qtbot.waitUntil(humans_step)
                look(turn)
                legal = table.position.legal
                order = next((a for a in legal if isinstance(a, gd.Order)), None)
                if order is not None:
                    push(table.choice(f"order_{order.number}"))
                    continue
                write = next(a for a in legal if isinstance(a, gd.Write))
                nile = "_".join(map(str, write.nile)) or "dice"
                if table.chosen_number() != write.base:
                    push(table.choice(f"form_{write.base}_{nile}"))
                    look(f"{turn}: number chosen")
                click(table.big_view, table.cell_center(write.cell))
                look(f"{turn}: written")
                push(table.done_button)
    finally:
        window.removeEventFilter(sizes)
    assert table.others.isVisible() and table.big_area.isVisible()
    assert len(steps) >= 4
    assert [s for s in steps if not all(s[2:5]) or s[5] != SCREEN] == []
    assert all(w <= SCREEN[0] and h <= SCREEN[1] for w, h in sizes.seen), sizes.seen
    assert fits
    assert [(before, after, seen) for before, after, seen in fits if before != after or seen] == []
