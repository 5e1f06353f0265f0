"""The log's and the scores' viewports paint every pixel of their place whenever the window is
drawn, game after game: opaque (they paint the window's ground under their rows themselves,
sheetkit/ground.py), a pixel one of them leaves unpainted shows whatever lay in that memory (a
grab's: sheet fragments, black blocks) or, on the screen, what it showed before (the last
game's log). The log's partial repaint after a new line (ui/whole_rows.py
`WholeRowsList.doItemsLayout`) turns its viewport's updates off and on around Qt's layout of
its rows; turned off with `setUpdatesEnabled(False)`, which also marks them turned off by the
viewport's own choice, they stayed off for good once the page stack showed another page (it
turns its own updates off and on, and leaves those of a child so marked as they are). And a
log whose viewport reaches down to its round edge scrolls that edge's corners, drawn in its own
pixels, up with its rows at a new line: they are drawn anew there too (`_edges_again`)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from sheetdesk.ui.style import LIST_RADIUS_PX
from sheetdesk.ui.whole_rows import NewestInSight, WholeRowsList

# (the ground's module as the sheet's ground test finds it)
from .screen import stale
from .test_sheet_ground import _play, _settle, lie_on_ground, registry

# colours no palette gives: a pixel the window's drawing leaves alone keeps the one under it
_FILLS = ("#ff00ff", "#00ff00")


def _drawn_over(window: QWidget, place: QRect, fill: str) -> QImage:
    """`place` of the window drawn into a picture filled with `fill` first."""
    picture = QPixmap(place.size())
    picture.fill(QColor(fill))
    window.render(picture, QPoint(0, 0), QRegion(place))
    return picture.toImage()


def test_the_log_and_scores_paint_their_whole_place_game_after_game(window, qtbot):  # type: ignore[no-untyped-def]
    """After each click on the sheet, in every game and in a second game of it opened after
    the first, the log's and the scores' viewports drawn by the window over two different
    colours show the same pixels (none left unpainted), and the screen shows there what the
    window drawn anew shows."""
    window.resize(819, 480)  # (the least window a family uses: the page scrolls in it)
    looked_at: dict[str, int] = {}
    for entry in registry.GAMES:
        for game in (1, 2):  # (the second opened after the first: the page stack went round)

            def check(_view, click, name=f"{entry.id} {game}") -> None:  # type: ignore[no-untyped-def]
                click()
                _settle(qtbot, window.controller)
                page = window.page("table")
                assert stale(window) == [], name  # (the screen shows the window as drawn anew)
                for port in (page.log_list.viewport(), page.scores_table.viewport()):
                    place = QRect(port.mapTo(window, QPoint(0, 0)), port.size())
                    over = [_drawn_over(window, place, fill) for fill in _FILLS]
                    assert over[0] == over[1], (name, type(port.parentWidget()).__name__)
                looked_at[name] = looked_at.get(name, 0) + 1

            _play(window, qtbot, entry, check, clicks=4)
            window.close_game()
    assert len(looked_at) == 2 * len(registry.GAMES), looked_at


def test_a_log_that_scrolls_to_its_new_line_keeps_no_corner_inside(qtbot):  # type: ignore[no-untyped-def]
    """A log whose viewport reaches down to its round edge (its rows fill it exactly) has that
    edge's corners in the viewport's own pixels; at each new line it scrolls those pixels up by
    the line's height: the screen shows there what the log drawn anew shows, not the old
    corners a line higher, over its last line but one."""
    host = QWidget()
    layout = QVBoxLayout(host)
    layout.setContentsMargins(0, 0, 0, 0)
    log = WholeRowsList()
    log.setObjectName("log")
    layout.addWidget(log)
    layout.addStretch(1)
    lie_on_ground(log.viewport())
    end = NewestInSight(log)
    qtbot.addWidget(host)
    for line in range(12):
        log.addItem(f"line {line}")
    host.resize(240, 400)
    host.show()
    qtbot.waitExposed(host)
    row = log.visualRect(log.model().index(0, 0)).height()
    assert row > LIST_RADIUS_PX
    log.setFixedHeight(5 * row + 2 * log.frameWidth())  # (five whole rows, no room under them)
    end.new_rows()
    qtbot.wait(20)
    port = log.viewport()
    assert port.geometry().bottom() == log.height() - 1 - log.frameWidth()
    for line in range(12, 16):
        log.addItem(f"line {line}")
        end.new_rows()
        for _ in range(4):
            QApplication.processEvents()
        assert stale(host) == [], line
