"""The table page's header fitted to a cramped window (palette.cramped: who acts on one line, the
game's number and round moved to the top of the side column) outside a pass of the page's
layout, never in the middle of one: Qt lays the page out again from inside such a pass (a widget
shown in it, or the window resized from it, lays out every layout over it), and the row moved
from the header's layout while that layout's pass went on over it was freed under it. The
scenario runs in a process of its own, its exit code the verdict: a crash takes the process down
with it. And a header fitted after a pass is the one a page opened at that size has."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover
from tests.ui.in_a_process import run_to_its_end
from tests.ui.test_header_in_the_least_window import _opened
from tests.ui.test_layout_audit import settle

# a card table with Larger text in a window opened at 1366x768, then resized across the
# cramped edge and back, the language changed between; the first time who acts is laid out at
# each step, the window is resized to the next size from inside that pass and a button shown there
SCENARIO = """
players = (Player("Ana"), Player("Bo"))
window.start_new(NewGameChoice(registry.get("treasure_cards"), players, {}, 5))
settle()
if window.current_page_name() == "handover":
    pass_handover(window)
    settle()
page = window.page("table")


def across(size):
    window.resize(*size)
    # (a button shown lays out every layout over it at once: the page's, its pass under way)
    page.scores_button.show()
    page.scores_button.hide()


steps = [(1100, 768), (1366, 480), (1100, 768), (800, 480), (1366, 768), (819, 480), (1024, 700)]
steps += [size for width in (1280, 1024, 900, 819, 800) for size in ((width, 480), (width, 768))]
before = window.size()
crossed = 0
for number, size in enumerate(steps):
    inside = FromInsideThePass(size, across)
    page.turn_label.installEventFilter(inside)
    # (a size on the same side of the cramped edge as the one before: the page's pass at it
    # resizes the window across)
    window.resize(before.width() + 7, before.height() - 3)
    settle()
    page.turn_label.removeEventFilter(inside)
    crossed += inside.resized
    before = window.size()
    if number in (3, 10):
        window.set_language("pl" if sys.argv[1] != "pl" else "el")
        settle()
assert crossed >= len(steps) // 2, crossed  # (who acts kept its width at some)
print("settled")
"""


@pytest.mark.parametrize("language", ["en", "el"])
def test_a_header_fitted_inside_the_page_pass_does_not_crash(language):
    run_to_its_end(SCENARIO, language)


def _header(page) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    """What a family sees of the header: who acts, where the game's number and round stand,
    the buttons' sizes and sides."""
    shown = [button for button in page.header_buttons if button.isVisible()]
    buttons = tuple((button.size().toTuple(), button.property("tight")) for button in shown)
    return page.turn_label.text(), page.progress_row.parentWidget().objectName(), buttons


@pytest.mark.parametrize("size", [(1366, 480), (819, 480), (800, 700)])
def test_a_header_fitted_after_the_pass_is_the_one_a_page_opened_there_has(make_window, size):
    """The window resized across the cramped edge from inside the page's pass: once settled, the
    header is as in a window opened at that size."""
    window = make_window()
    page = _opened(window, "treasure_cards", "el", players=2)  # (with Larger text)
    before = window.size()
    window.resize(before.width() + 7, before.height() - 3)
    settle()

    def across() -> None:
        window.resize(*size)
        page.scores_button.show()  # (every layout over it laid out at once)
        page.scores_button.hide()

    done = []

    class Inside(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Resize and not done:
                done.append(True)
                across()
            return False

    inside = Inside()
    page.turn_label.installEventFilter(inside)
    window.resize(before.width() - 3, before.height() - 1)
    settle()
    page.turn_label.removeEventFilter(inside)
    assert done and window.size().toTuple() == size
    resized = _header(page)

    other = make_window()
    other.resize(*size)
    settle()
    players = (Player("Ana"), Player("Bo"))
    other.start_new(NewGameChoice(registry.get("treasure_cards"), players, {}, 5))
    settle()
    if other.current_page_name() == "handover":
        pass_handover(other)
        settle()
    assert _header(other.page("table")) == resized
