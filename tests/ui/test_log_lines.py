"""The table's log remembers its lines' sizes (a line added does not wrap every line again): it
lays its lines out as Qt's own delegate does, after moves and after Larger text (a larger font:
the sizes remembered go). Each entry is as high as its lines, whatever came first: moves made
while the table was hidden behind the hand-over page, Larger text, the window's size."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtWidgets import QApplication, QStyledItemDelegate

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.style import Look
from tests.ui.laid_out import settle

MOVES = 12


def _rects(log) -> list[tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    log.doItemsLayout()
    return [log.visualItemRect(log.item(row)).getRect() for row in range(log.count())]


def _as_qt_lays_them(log) -> list[tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    """The rows' places with Qt's own delegate (every line wrapped again), then the log's own
    delegate back."""
    own = log.itemDelegate()
    log.setItemDelegate(QStyledItemDelegate(log))
    try:
        return _rects(log)
    finally:
        log.setItemDelegate(own)


def _played(window) -> None:  # type: ignore[no-untyped-def]
    """MOVES moves of the first game, Ana and Jan at the laptop, each made by its bot."""
    entry = registry.GAMES[0]
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 7))
    session, bot, controller = window.session, entry.bot(), window.controller
    for step in range(MOVES):
        if window.current_page_name() == "handover":
            controller.confirm_handover()
        seat = session.acting_seat()
        controller.choose(
            bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
        )


def test_the_log_lays_out_its_lines_as_qt_does(window):
    _played(window)
    log = window.page("table").log_list
    assert log.count() > 3
    assert _rects(log) == _as_qt_lays_them(log)
    try:
        window.set_look(Look("light", True))
        larger = _rects(log)
        assert larger == _as_qt_lays_them(log)
    finally:
        window.set_look(Look("light", False))
    assert _rects(log) == _as_qt_lays_them(log)


def by_hint(window, bot, step: int) -> None:  # type: ignore[no-untyped-def]
    """The acting player makes the bot's move as one who follows the hint does, the laptop
    handed over before and after it."""
    from PySide6.QtCore import Qt

    from tests.ui.driving import pass_handover, play_by_hint

    session = window.session
    while window.current_page_name() == "handover":
        pass_handover(window, Qt.Key.Key_Return)
    seat = session.acting_seat()
    play_by_hint(
        window, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
    )
    while window.current_page_name() == "handover":
        pass_handover(window, Qt.Key.Key_Return)


def _newest_in_sight(log) -> bool:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    rect = log.visualItemRect(log.item(log.count() - 1))
    return rect.top() >= 0 and rect.bottom() < log.viewport().height()


def test_the_log_keeps_its_newest_line_in_sight_unless_its_reader_scrolled_up(window):
    """After a move the log shows its newest line without scrolling, and still does when the
    window is made shorter (the log's scroll range then grows: it stayed where it was, the
    newest lines below it). A reader who scrolled up to read is left there by the next move;
    scrolled back down, the log follows its newest line again."""

    from tests.ui.driving import wheel

    entry = registry.GAMES[0]
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Jan")), {}, 7))
    session, bot = window.session, entry.bot()
    log = window.page("table").log_list

    def move(step: int) -> None:
        by_hint(window, bot, step)

    step = 0
    while log.verticalScrollBar().maximum() < 3:  # (lines enough to scroll)
        move(step)
        step += 1
        assert step < 80 and not session.is_over()
        assert _newest_in_sight(log), step
    window.resize(1024, 600)  # (the log shorter)
    assert _newest_in_sight(log)
    move(step)
    assert _newest_in_sight(log)

    wheel(log.viewport(), 2)  # up, to read
    kept = log.verticalScrollBar().value()
    assert kept < log.verticalScrollBar().maximum()
    move(step + 1)
    assert log.verticalScrollBar().value() == kept  # (the reader reads on where they were)
    assert not _newest_in_sight(log)
    wheel(log.viewport(), -50)  # down to the end
    assert _newest_in_sight(log)
    move(step + 2)
    assert _newest_in_sight(log)


def _drawn_font(log, row):  # type: ignore[no-untyped-def]
    """The font a log line is drawn in: its own, or the log's."""
    from PySide6.QtCore import Qt

    own = log.item(row).data(Qt.ItemDataRole.FontRole)
    return log.font() if own is None else own


def test_a_line_marked_then_no_longer_is_drawn_as_the_others(window, qtbot):
    """The computer's move is marked in the log (bold); once the person has played, its lines
    are drawn as every other line again: in the log's font (they kept the app's, larger, and
    the height one of them was given went to every line of the same words). A marked line
    is the log's font made bold, after Larger text too."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sheetdesk.ui.sheetkit import motion
    from tests.ui.test_motion import a_person_plays, new_game, play_until_the_computer_wrote

    controller = new_game(window)
    entry = play_until_the_computer_wrote(window, qtbot, controller)
    motion.finish_all()
    page = controller.page
    log = page.log_list

    def bold_rows() -> list[int]:
        return [r for r in range(log.count()) if _drawn_font(log, r).bold()]

    # (the log is written after the sheet repaints, or a set time after when nothing repaints)
    qtbot.waitUntil(lambda: bool(bold_rows()), timeout=60_000)  # the computer's move marked
    marked = bold_rows()
    a_person_plays(window, controller, 0)
    qtbot.waitUntil(lambda: not any(r in marked for r in bold_rows()), timeout=60_000)

    def drawn_as_the_others() -> None:
        usual = log.font()
        for row in range(log.count()):
            font = _drawn_font(log, row)
            assert font.pixelSize() == usual.pixelSize(), (row, font.toString(), usual.toString())
            assert font.pointSizeF() == usual.pointSizeF(), (row, font.toString())
        assert _rects(log) == _as_qt_lays_them(log)

    assert not any(_drawn_font(log, r).bold() for r in marked)
    drawn_as_the_others()
    row = max(r for r in range(log.count()) if page._log_entries[r] == entry)
    log.scrollToItem(log.item(row))
    QApplication.processEvents()
    rect = log.visualItemRect(log.item(row))
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert _drawn_font(log, row).bold()
    window.set_look(Look("light", True))
    drawn_as_the_others()
    assert _drawn_font(log, row).bold()


def _misfits(log) -> list[tuple[int, str, int, int]]:  # type: ignore[no-untyped-def]
    """The log's rows whose room (from their top to the next row's top) is not the height
    their words take at the width they are drawn at: (row, words, room, need)."""
    from tests.ui.fit import cell_need

    QApplication.processEvents()
    rects = [log.visualItemRect(log.item(row)) for row in range(log.count())]
    return [
        (row, log.item(row).text()[:30], below.top() - rect.top(), need)
        for row, (rect, below) in enumerate(pairwise(rects))
        if below.top() - rect.top()
        != (need := cell_need(log, log.model().index(row, 0), rect).height())
    ]


def test_each_log_entry_is_as_high_as_its_lines(window, monkeypatch):
    """Two players take turns (the table hidden behind the handover page while the log gets
    their moves), then Larger text is chosen in Settings and the window is made smaller and
    larger: every entry of the log is as high as the lines its words wrap to, never drawn over
    the next entry (a two-line entry laid out one line high while the log was hidden) nor with
    a line's room left empty under it."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialog

    from sheetdesk.ui import palette

    entry = registry.GAMES[0]
    names = ("Zofia Kowalska", "Γιαγιά Σοφία")
    window.resize(1366, 768)
    window.start_new(NewGameChoice(entry, tuple(Player(n) for n in names), {}, 7))
    session, bot = window.session, entry.bot()
    log = window.page("table").log_list

    def move(step: int) -> None:
        by_hint(window, bot, step)

    def choose_larger(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        box = dialog.larger_box  # type: ignore[attr-defined]
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(10, box.height() // 2))
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    step = 0
    while step < MOVES or log.verticalScrollBar().maximum() < 3:  # (lines enough to scroll)
        move(step)
        assert not _misfits(log), step
        step += 1
        assert step < 80 and not session.is_over()
    monkeypatch.setattr(window, "exec_dialog", choose_larger)
    window.settings_action.trigger()
    assert palette.larger()
    # the window manager gives the keyboard back to the window once its dialog is closed
    # (offscreen, no window is active then)
    window.activateWindow()
    for more in range(step, step + 4):
        move(more)
        assert not _misfits(log), more
    for width, height in ((910, 512), (1024, 600), (910, 512), (1366, 768)):
        window.resize(width, height)
        # (a list resized lays its rows out again 100 ms later, or at once when anything
        # asks where its rows lie, as a paint and `_misfits` do: every posted event handled,
        # not a set time, which a loaded machine can overrun before the paint)
        settle()
        assert not _misfits(log), (width, height)
        move(step + width)
        assert not _misfits(log), (width, height)


def test_the_log_words_each_entry_once_and_hashes_none(window, monkeypatch):
    """Each move shows the log again: its entries' lines are known by their place and the entry
    itself (the session's own), so showing it again words nothing anew and hashes no entry
    (keyed by an entry's value, every line of every move hashed its action's every field); an
    undone move's place taken by another move gets that move's words."""
    from sheetdesk.core.session import LogEntry
    from sheetdesk.ui import controller as controller_module

    _played(window)
    session, controller = window.session, window.controller
    viewer = session.acting_seat()
    shown = controller.log_lines(viewer)
    hashed, worded = [0], [0]
    real_lines = controller_module.entry_lines

    def counted_hash(self):  # type: ignore[no-untyped-def]
        hashed[0] += 1
        return hash((self.seat, self.action))

    def counted_lines(*args, **kwargs):  # type: ignore[no-untyped-def]
        worded[0] += 1
        return real_lines(*args, **kwargs)

    monkeypatch.setattr(LogEntry, "__hash__", counted_hash)
    monkeypatch.setattr(controller_module, "entry_lines", counted_lines)
    assert controller.log_lines(viewer) == shown
    assert (hashed[0], worded[0]) == (0, 0)
    # (the last move taken back and another made in its place: its own words)
    controller.undo()
    seat = session.acting_seat()
    others = [a for a in session.legal_actions(seat) if a != session.log[session.cursor].action]
    if others:
        controller.choose(others[-1])
        lines = controller.log_lines(session.acting_seat())
        assert worded[0] >= 1
        controller.retranslate()  # (every line worded anew)
        assert lines == controller.log_lines(session.acting_seat())


def test_the_log_sizes_its_lines_again_without_writing_a_fonts_name(qtbot, monkeypatch):
    """A log of lines, two of them marked (bold), sized once (the sizes kept), then again, as
    at every line added: each line's size is found by its words, its font and the width, the
    font itself the key, never its name written out (`QFont.key`, five times the lookup); a
    marked line keeps its own size, not the unmarked line's of the same words."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QListWidget, QListWidgetItem

    from sheetdesk.ui.table_log import LogLineSizes
    from tests.ui.test_paint_cost import fonts_asked

    log = QListWidget()
    qtbot.addWidget(log)
    log.setWordWrap(True)
    log.setItemDelegate(LogLineSizes(log))
    log.resize(160, 400)
    words = "Ana crosses out the seven in the yellow row and writes a five."
    for row in range(8):
        item = QListWidgetItem(f"{words} {row % 2}")
        if row in (2, 3):
            font = QFont(log.font())
            font.setPointSizeF(font.pointSizeF() * 2)  # (as a marked line drawn larger)
            font.setBold(True)
            item.setData(Qt.ItemDataRole.FontRole, font)
        log.addItem(item)
    first = [log.sizeHintForRow(row) for row in range(log.count())]
    with fonts_asked(monkeypatch) as counts:
        again = [log.sizeHintForRow(row) for row in range(log.count())]
    assert counts["QFont.key"] == 0, dict(counts)
    assert again == first
    assert first[2] > first[0] and first[3] > first[1]  # (the same words, marked: higher)
