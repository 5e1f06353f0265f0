"""The instruction's room is the kit's (`TableScaffold`, `CaptionRoom`): its aside shows while
the whole takes at most `CAPTION_SHARE` of the height of the table the window shows (two lines
at most where that share holds fewer than four: tests/ui/test_turn_line_lines.py). In a page
that scrolls (its sheet kept at the scale its words read at) that is the scroll area's viewport's
height, not the table's least height, for any table with an aside; a window made shorter round
a page already held at its least size (the table's own size unchanged) counts too."""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QWidget

from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import CellSpec, FittingView, SheetLayout, SheetScene, TableScaffold
from sheetdesk.ui.window_pages import PageStack
from tests.ui.laid_out import settle
from tests.ui.test_page_fit_burst import in_a_fitting_page

LEAD = "Cross the shape on one of your cards: move it there and click."
# (long: the whole takes four lines and more, as many as a fifth of the windows below holds;
# fewer, and a small screen's line keeps to two)
ASIDE = (
    "R or the wheel turns it, F mirrors it, the arrows move it from box to box, and Enter "
    "crosses it where it stands; the shape can be turned and mirrored as often as you like "
    "before it is crossed, and nothing is crossed until you click or press Enter."
)
LEAST = 1.0  # the sheet's least scale: 400×640 px, taller than the windows below


class AsideTable(TableScaffold):
    """A table of one big sheet kept legible, its instruction with an aside."""

    def __init__(self) -> None:
        super().__init__([Player("Ana"), Player("Ben")])
        cell = CellSpec("a", (10, 10, 50, 50), label="a")
        self.scene = SheetScene(SheetLayout(400, 640, (cell,)), parent=self)
        self.view = FittingView(self.scene)
        self.view.keep_legible(LEAST)
        self.main.addWidget(self.view, 1)
        self.main.addWidget(self.button_row)
        self.focus_view = self.view


def _shown(qtbot, width: int, height: int) -> tuple[PageStack, AsideTable]:
    table = AsideTable()
    stack, _page = in_a_fitting_page(table, width, height)
    qtbot.addWidget(stack)
    qtbot.waitExposed(stack)
    table.caption.set_words(LEAD, ASIDE)
    settle()
    return stack, table


def _viewport(stack: PageStack) -> QWidget | None:
    held = super(PageStack, stack).currentWidget()  # (the stack's own: the area holding it)
    return held.viewport() if isinstance(held, QScrollArea) else None


def test_the_aside_gives_way_to_the_height_a_scrolled_page_shows(qtbot):
    stack, table = _shown(qtbot, 700, 1000)
    line, whole = table.caption, f"{LEAD} {ASIDE}"
    assert _viewport(stack) is None or table.height() <= _viewport(stack).height()
    assert line.text() == whole  # a tall window: the whole, keys and all

    # shorter than the sheet's least height: the page scrolls (up and down only: at 280 a
    # fifth of what it shows held the whole only while a sideways bar took its room too)
    stack.resize(700, 260)
    settle()
    port = _viewport(stack)
    assert port is not None and table.height() > port.height()
    need = line.heightForWidth(line.width())
    # (the whole fits a fifth of the table's least height, not of what the window shows)
    assert port.height() * table.CAPTION_SHARE < need <= table.height() * table.CAPTION_SHARE
    assert line.text() == LEAD and line.words == whole and line.toolTip()

    stack.resize(700, 1000)
    settle()
    assert line.text() == whole


def test_a_window_made_shorter_round_a_page_at_its_least_size_counts(qtbot):
    stack, table = _shown(qtbot, 700, 1000)
    line = table.caption
    need = line.heightForWidth(line.width())
    # a window whose fifth holds the whole, yet shorter than the table's least height
    tall = int(need / table.CAPTION_SHARE) + 20
    stack.resize(700, tall)
    settle()
    port = _viewport(stack)
    assert port is not None and port.height() < table.height()
    assert line.heightForWidth(line.width()) == need <= port.height() * table.CAPTION_SHARE
    assert line.text() == f"{LEAD} {ASIDE}"
    page = table.parentWidget()
    assert page.height() == page.minimumSizeHint().height()  # (held at its least size)

    stack.resize(700, tall - 60)  # the page at its least size as before: nothing of it resized
    settle()
    assert port.height() * table.CAPTION_SHARE < need
    assert line.text() == LEAD
