"""A sheet that scrolls in place (sheetkit/scrolled.py, the smallest window) starts and ends on
whole lines at every position a player or the game brings it to: the keys going to a cell (the
hint's cell, then Enter, move after move: its caption was left cut through the middle of its
letters, "Score sheet of …" unreadable), the game's next turn (a sheet laid out shorter took its
scroll to its new end, the top line left cut through), the wheel, the scroll bar's arrow.
Lines are taken as far as they are drawn: a box's outline is drawn half outside the box
(Giza's "45" box lost its bottom border) and a row's band reaches past its boxes (Number rows'
band lost its rounded corners)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.palette import KIT
from sheetdesk.ui.sheetkit.items import BandItem, CellItem
from sheetdesk.ui.sheetkit.layout import Band, CellSpec, CellStyle, SheetLayout
from sheetdesk.ui.sheetkit.scene import SheetScene
from sheetdesk.ui.sheetkit.scrolled import LeastScaleArea, holder_of
from tests.ui.driving import pass_handover, play_by_hint, wheel

SMALLEST = (819, 480)  # the smallest window the app supports


def cut_lines(area: LeastScaleArea) -> list[tuple[float, float]]:
    """The sheet's lines that the area's shown room cuts through at its top or bottom edge (in
    its viewport's pixels)."""
    end = area.viewport().height()
    return [
        (top, bottom)
        for top, bottom in area.line_spans()
        if (top < -1 and bottom > 1) or (top < end - 1 and bottom > end + 1)
    ]


def drawn(area: LeastScaleArea) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """How far the sheet's boxes and words are drawn, and what is laid under them (bands, the
    paper), as (top, bottom) in the area's viewport's pixels: a box with the outer half of its
    outline's pen, a band as far as Qt may paint it (its pen's outer half and as much again:
    under a pixel)."""
    view, scene = area.view, area.view.scene()
    assert isinstance(scene, SheetScene)
    to_port = view.viewportTransform()
    down = view.viewport().mapTo(area.viewport(), QPoint(0, 0)).y()

    def span(box: QRectF) -> tuple[float, float]:
        top = to_port.map(QPointF(0.0, box.top())).y() + down
        return top, to_port.map(QPointF(0.0, box.bottom())).y() + down

    boxes = [
        span(item.mapRectToScene(box.adjusted(-pen, -pen, pen, pen)))
        for item in scene.cells.values()
        if item.isVisible() and item.zValue() >= 0
        for box in (item.rect(),)
        for pen in ((item.style.border_width / 2 if isinstance(item, CellItem) else 0.0),)
    ] + [
        span(label.sceneBoundingRect())
        for label in scene.labels.values()
        if label.isVisible() and label.text.strip()
    ]
    frames = [
        span(item.sceneBoundingRect())
        for item in scene.items()
        if isinstance(item, BandItem) and item.isVisible()
    ]
    return boxes, frames


def cut_drawing(area: LeastScaleArea) -> list[tuple[float, float]]:
    """What the area's shown room cuts at its top or bottom edge as drawn: a box (its outline),
    a word, or a band's rim where nothing it frames is cut at that edge (a band cut through
    the rows it frames is not cut at its rim)."""
    end = area.viewport().height()
    boxes, frames = drawn(area)
    cut = [
        (top, bottom)
        for top, bottom in boxes
        if (top < -1 and bottom > 1) or (top < end - 1 and bottom > end + 1)
    ]
    for top, bottom in frames:
        if top < -1 < 1 < bottom and not any(t < -1 and b > top for t, b in boxes):
            cut.append((top, bottom))
        if top < end - 1 < end + 1 < bottom and not any(
            b > end + 1 and t < bottom for t, b in boxes
        ):
            cut.append((top, bottom))
    return cut


def wheel_down(area: LeastScaleArea) -> None:
    """One notch of the wheel down over the sheet."""
    wheel(area.view.viewport(), -1)


def arrow_up(area: LeastScaleArea) -> None:
    """A click on the scroll bar's up arrow."""
    bar = area.verticalScrollBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() // 2, 3))


def scrolled_sheets(window, game: str, steps: int) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """A game of `game` for two in the smallest window, played by its bot through the hint for
    up to `steps` steps: where the acting player's sheet scrolls in place, at its start and after
    each move, what brought it there. A table with no sheet that can scroll in place (no
    `LeastScaleArea`: its sheets are always fitted whole) is not played on."""
    window.resize(*SMALLEST)
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Bob")), {}, 3))
    session, bot = window.session, entry.bot()
    after = "the start"
    for step in range(steps + 1):
        if window.current_page_name() == "handover":
            pass_handover(window)
        QApplication.processEvents()
        if step == 0 and not window.page("table").table.findChildren(LeastScaleArea):
            return
        if window.current_page_name() == "table" and isinstance(shown_area(window), LeastScaleArea):
            yield after
        if session.is_over() or step == steps:
            break
        seat = session.acting_seat()
        action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        play_by_hint(window, action)
        after = f"{action}"


def shown_area(window) -> LeastScaleArea | None:  # type: ignore[no-untyped-def]
    """The acting player's sheet's scroll area, where it is shown and scrolls."""
    view = window.page("table").table.focus_view
    area = holder_of(view) if view is not None else None
    if isinstance(area, LeastScaleArea) and area.isVisible() and area.scrolls():
        return area
    return None


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_scrolled_sheet_shows_whole_lines_at_both_edges(window, qtbot, game, language):
    """At every stop, also: its top pixel row shows nothing of a row above it (`past_rows_shown`:
    Number rows for two opened at 819x480 stopped 49 px down, a row's outline reaching 0.14 px
    past that, and showed it as a hairline over the sheet). That check walked a game of its own,
    the same first moves in English: it looks at every stop here."""
    window.set_language(language)  # (Polish words lay Giza's sheet out taller)
    scrolled = 0
    for after in scrolled_sheets(window, game, 70):
        area = shown_area(window)
        assert area is not None
        scrolled += 1
        _assert_whole(area, f"after {after}")
        for scroll in (wheel_down, arrow_up):
            scroll(area)
            QApplication.processEvents()
            _assert_whole(area, f"after {scroll.__name__}")
    if scrolled == 0:
        pytest.skip(f"{game}'s sheet does not scroll in the smallest window")


def _assert_whole(area: LeastScaleArea, when: str) -> None:
    """The area's edges cut no line, no box or band as drawn, and show no pixel of a row above."""
    at = area.verticalScrollBar().value()
    assert not cut_lines(area), f"a line cut at the sheet's edge {when}"
    assert not cut_drawing(area), f"a box or band cut at the sheet's edge {when}"
    assert not past_rows_shown(area), f"a row above shown at {at} px {when}"


def test_a_sheet_s_lines_reach_as_far_as_they_are_drawn(qtbot):
    """A row's boxes reach past their boxes by half their outline's pen, and a band under two
    rows widens the first up to its top and the last down to its bottom; rows drawn 2 units
    apart stay two lines."""
    style = CellStyle(border_width=4.0)
    cells = tuple(
        CellSpec(f"{row}.{col}", (10 + 40 * col, 10 + 46 * row, 40, 40))
        for row in range(2)
        for col in range(3)
    )
    band = Band((4, 2, 132, 100), KIT.paper, KIT.border, 2.0)
    scene = SheetScene(SheetLayout(200, 120, cells, bands=(band,), styles={"default": style}))
    assert scene.lines() == [(1.0, 52.0), (54.0, 103.0)]


def _stated_glyphs(scene: SheetScene, scale: float) -> dict[str, tuple[float, float]]:
    """Each word drawn on `scene` painted at `scale` (pixels a unit), as (top, bottom) of its
    glyphs' ink in the scene's units: what a reader sees of it."""
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.ui.sheetkit.measure import stating

    source = scene.sceneRect()
    image = QImage(
        round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32
    )
    with stating() as seen:
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), source)
        painter.end()
    return {
        said.text: (said.ink.top() / scale, said.ink.bottom() / scale)
        for said in seen
        if said.ink is not None
    }


def test_a_sheet_s_lines_take_a_label_s_glyphs_not_its_box(qtbot):
    """A label's box higher than its words (room for words that wrap, reaching up beside the
    row above) makes no line of it: the row above and the words stay two lines, each as far
    as its glyphs are drawn, at the sheet's own size and shown small (its words grown to 9 pt
    reach past their box), so a scroll may end between them, the words whole (Giza's "Suma"
    row: its box joined it to the row above, the sheet's end cut through the pair)."""
    from sheetdesk.ui.sheetkit.layout import Label

    cells = tuple(CellSpec(f"box.{col}", (10 + 44 * col, 10, 40, 40)) for col in range(3))
    total = Label((10, 40, 132, 70), "Suma: 26", size=16.0, id="total", grow=True)
    scene = SheetScene(SheetLayout(152, 120, cells, labels=(total,)))
    row, words = scene.lines()  # (two lines: the box's top beside the row joins nothing)
    assert row == (9.25, 50.75) and words[0] > row[1]  # (the boxes and their pens)
    for scale in (1.0, 0.4):  # (at 0.4 a pixel a unit the words are drawn at 9 pt)
        glyphs = _stated_glyphs(scene, scale)["Suma: 26"]
        line = next(line for line in scene.lines() if line[0] > row[1])
        assert line[0] <= glyphs[0] + 0.5 and glyphs[1] - 0.5 <= line[1], (scale, line, glyphs)
        assert line[1] - line[0] < 70, scale  # (its glyphs, not its box)


def test_a_lit_box_is_drawn_no_further_than_its_line(qtbot):
    """A lit box's ring lies inside its outline: lit or not, the box paints the same outside
    how far it is drawn (`drawn_rect`, as `SheetScene.lines` takes its line). Its ring across the
    outline reached a tenth of its side past it, past the room between Giza's rows: at the end
    of a sheet scrolled in place the lit box under the obelisk was cut and the lit row below it
    peeked in."""
    from PySide6.QtGui import QColor, QImage, QPainter

    style = CellStyle(border_width=2.0)
    cells = tuple(CellSpec(f"box.{col}", (20 + 50 * col, 20, 40, 40)) for col in range(2))
    scene = SheetScene(SheetLayout(130, 80, cells, styles={"default": style}))

    def painted() -> QImage:
        image = QImage(260, 160, QImage.Format.Format_ARGB32)  # (2 px a unit)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, QRectF(image.rect()), QRectF(0, 0, 130, 80))
        painter.end()
        return image

    unlit = painted()
    scene.set_highlighted(["box.0"])
    lit = painted()
    drawn = scene.cells["box.0"].drawn_rect()  # (19..61 units: 38..122 px)
    changed = [
        (x, y)
        for y in range(lit.height())
        for x in range(lit.width())
        if lit.pixel(x, y) != unlit.pixel(x, y)
    ]
    assert changed  # (it is lit)
    outside = [
        (x, y)
        for x, y in changed
        if not (2 * drawn.left() - 1 <= x < 2 * drawn.right() + 1)
        or not (2 * drawn.top() - 1 <= y < 2 * drawn.bottom() + 1)
    ]
    assert outside == [], outside[:10]


def past_rows_shown(area: LeastScaleArea) -> list[tuple[float, float]]:
    """The sheet's lines scrolled past (their top out of sight) of which the area's top pixel
    row shows a part all the same: less than a pixel, a hairline of the row above at its top
    edge (a line cut through is `cut_lines`'s)."""
    return [(top, bottom) for top, bottom in area.line_spans() if top < -0.5 and 0.0 < bottom < 1]
