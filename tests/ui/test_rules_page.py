"""The Rules page: a tab per registered game, each game's own summary, translated, and the game
being played chosen when the page is opened from a game."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import dialogs
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.rules_page import RulesPage
from sheetdesk.ui.settings import Settings


@pytest.fixture
def page(qtbot):
    page = RulesPage()
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def translators():
    translators = Translators()
    yield translators
    translators.install("en")


def text(page: RulesPage) -> str:
    return page.browser.toPlainText()


def choose(page: RulesPage, game_id: str) -> None:
    page.tabs.setCurrentIndex([g.id for g in registry.GAMES].index(game_id))


# two games whose rules are shown in turn: the registry's first and second
FIRST, SECOND = registry.GAMES[0], registry.GAMES[1]


def own(entry: registry.GameEntry) -> str:
    """The first paragraph of a game's rules summary, in the language installed now."""
    return entry.ui().rules_summary()[0][1][0]


def shows(page: RulesPage, words: str) -> bool:
    return " ".join(words.split()) in " ".join(text(page).split())


def test_every_registered_game_has_a_tab(page):
    names = [page.tabs.tabText(i) for i in range(page.tabs.count())]
    assert names == [game.name for game in registry.GAMES]
    assert len(names) >= 2


def test_every_game_has_a_rules_summary():
    for game in registry.GAMES:
        sections = game.ui().rules_summary()
        assert len(sections) >= 3
        for heading, paragraphs in sections:
            assert heading and paragraphs and all(p.strip() for p in paragraphs)


def test_switching_shows_each_games_text(page):
    choose(page, FIRST.id)
    assert page.game_id() == FIRST.id
    assert shows(page, own(FIRST)) and not shows(page, own(SECOND))
    choose(page, SECOND.id)
    assert page.game_id() == SECOND.id
    assert shows(page, own(SECOND)) and not shows(page, own(FIRST))
    for heading, paragraphs in SECOND.ui().rules_summary():  # the whole summary
        assert all(shows(page, words) for words in (heading, *paragraphs)), heading
    choose(page, FIRST.id)
    assert shows(page, own(FIRST))


def test_show_game_chooses_the_tab(page):
    page.show_game(SECOND.id)
    assert page.game_id() == SECOND.id
    assert shows(page, own(SECOND))
    page.show_game(None)  # no game open: the last choice stays
    assert page.game_id() == SECOND.id
    page.show_game(FIRST.id)
    assert shows(page, own(FIRST))


def test_greek_and_polish_texts(page, translators):
    from PySide6.QtCore import QCoreApplication

    english = {entry.id: own(entry) for entry in (FIRST, SECOND)}
    choose(page, SECOND.id)
    for language, rules in (("el", "Κανόνες"), ("pl", "Zasady")):
        translators.install(language)
        page.retranslate()
        assert page.title.text() == rules
        for index, entry in enumerate((FIRST, SECOND)):
            name = QCoreApplication.translate("games", entry.name)
            assert page.tabs.tabText(index) == name != entry.name
            choose(page, entry.id)
            words = own(entry)  # (as the language installed says them)
            assert words != english[entry.id]
            assert shows(page, words) and not shows(page, english[entry.id])
    translators.install("en")
    page.retranslate()
    assert shows(page, english[SECOND.id])


@pytest.fixture
def window(qtbot, data_dir, monkeypatch, translators):
    monkeypatch.setattr(dialogs, "inform", lambda *args, **kw: None)
    monkeypatch.setattr(dialogs, "ask", lambda *args, **kw: True)
    win = MainWindow(translators, Settings())
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_game()


def test_language_switch_retranslates_the_shown_rules(window):
    window.show_rules()
    page = window.page("rules")
    choose(page, SECOND.id)
    english = own(SECOND)
    window.set_language("el")
    assert shows(page, own(SECOND)) and not shows(page, english)
    window.set_language("en")
    assert shows(page, english)


def test_rules_from_a_game_show_that_game(window):
    window.show_rules()
    page = window.page("rules")
    choose(page, FIRST.id)
    window.show_page("start")
    window.start_new(NewGameChoice(SECOND, (Player("Ana"), Player("Ben")), {}, 7))
    window.show_rules()
    assert window.current_page_name() == "rules"
    assert page.game_id() == SECOND.id
    assert shows(page, own(SECOND))
    page.back_button.click()
    assert window.current_page_name() in ("table", "handover")


def _images(page: RulesPage) -> dict[str, object]:
    """The pictures the page's text shows: their names, and the image each name stands for."""
    from PySide6.QtGui import QTextDocument, QTextImageFormat

    document = page.browser.document()
    found: dict[str, object] = {}
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                name = QTextImageFormat(fmt).name()
                from PySide6.QtCore import QUrl

                found[name] = document.resource(
                    QTextDocument.ResourceType.ImageResource, QUrl(name)
                )
            it += 1
        block = block.next()
    return found


def _inked(image) -> float:  # type: ignore[no-untyped-def]
    """The share of an image's pixels that are not white."""
    step = 4
    seen = inked = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen += 1
            inked += image.pixelColor(x, y).lightness() < 235
    return inked / seen


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.GAMES])
def test_sections_show_pictures_of_the_sheet(page, game_id):
    """A picture stands beside each section the game's declaration gives one (its UI's rules
    pictures, by section), and beside no other."""
    choose(page, game_id)
    images = _images(page)
    sections = [heading for heading, _ in page.sections()]
    pictured = [sections[int(name.rsplit("/", 1)[1])] for name in images]
    declared = registry.get(game_id).ui().rules_pictures
    assert sorted(pictured) == sorted(sections[index] for index in declared)
    for image in images.values():
        assert image.width() >= 300
        assert _inked(image) > 0.05


def pictured() -> list[registry.GameEntry]:
    """The games whose rules show pictures of the sheet beside their sections."""
    return [entry for entry in registry.GAMES if entry.ui().rules_pictures]


def test_pictures_follow_the_language(page, translators, qtbot):
    game = pictured()[0]
    choose(page, game.id)
    english = next(iter(_images(page).values()))
    translators.install("el")
    greek_words = own(game)
    qtbot.waitUntil(lambda: shows(page, greek_words))  # the page has taken the language
    greek = next(iter(_images(page).values()))
    assert greek.size() == english.size()
    assert greek != english  # the sheet's words are Greek now


def _picture_point(page: RulesPage, section: int):  # type: ignore[no-untyped-def]
    """Where the reader clicks to open the picture beside `section`: the text scrolled (as with
    the wheel) until a point of the viewport is on that picture's link."""
    from PySide6.QtCore import QPoint

    bar = page.browser.verticalScrollBar()
    viewport = page.browser.viewport()
    for value in range(0, bar.maximum() + 40, 40):
        bar.setValue(value)
        for y in range(5, viewport.height(), 10):
            for x in range(viewport.width() - 5, viewport.width() // 2, -10):
                if page.browser.anchorAt(QPoint(x, y)) == f"zoom:{section}":
                    return QPoint(x, y)
    raise AssertionError(f"no picture beside section {section}")


def _zoomed_image(page: RulesPage):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsPixmapItem

    assert page.zoom is not None and page.zoom.isVisible()
    (item,) = [i for i in page.zoom.view.scene().items() if isinstance(i, QGraphicsPixmapItem)]
    return item.pixmap()


@pytest.fixture
def drawn_big(monkeypatch) -> list[int]:
    """One entry for each rules picture drawn big (for the zoom) from now on, none kept from
    earlier: the pictures drawn afresh."""
    from sheetdesk.ui import rules_pictures

    drawn: list[int] = []
    draw = rules_pictures.zoom_picture

    def counted(scene):  # type: ignore[no-untyped-def]
        drawn.append(1)
        return draw(scene)

    monkeypatch.setattr(rules_pictures, "_made", {})
    monkeypatch.setattr(rules_pictures, "_zooms", {})
    monkeypatch.setattr(rules_pictures, "zoom_picture", counted)
    return drawn


@pytest.mark.parametrize("which", [0, -1], ids=["first", "last"])
def test_a_click_on_a_picture_shows_it_big(drawn_big, page, qtbot, which):
    """At the first and the last game whose rules show pictures. The big pictures are drawn
    once a reader asks for one, not with the page's (most rules are read without a zoom)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sheetdesk.ui.rules_pictures import WIDTH, ZOOM_WIDTH

    choose(page, pictured()[which].id)
    section = min(int(name.rsplit("/", 1)[1]) for name in _images(page))
    assert drawn_big == []
    point = _picture_point(page, section)
    QTest.mouseClick(page.browser.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: page.zoom is not None and page.zoom.isVisible())
    assert drawn_big
    # (bigger than the page's, as big as the zoom shows it on the smallest screen, sharp)
    image = _zoomed_image(page)
    assert WIDTH < image.deviceIndependentSize().width() <= ZOOM_WIDTH
    assert image.devicePixelRatio() == 2.0
    assert page.zoom.windowTitle() == page.sections()[section][0]
    QTest.keyClick(page.zoom, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: page.zoom is None)


def test_tab_and_enter_show_a_picture_big(page, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    choose(page, pictured()[1].id)  # (a game with pictures, not the one shown first)
    page.browser.verticalScrollBar().setValue(0)
    QTest.mouseClick(page.browser.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(30, 30))
    assert page.browser.hasFocus()
    QTest.keyClick(page.browser, Qt.Key.Key_Tab)  # the first picture's link
    QTest.keyClick(page.browser, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.zoom is not None and page.zoom.isVisible())
    assert _zoomed_image(page).width() > 1000


def _picture_words(game_id: str) -> dict[int, list[str]]:
    """The words and numbers each rules picture of `game_id` draws, at its size on the page
    (drawn into a PDF, read back with pdftotext)."""
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QMarginsF, QRectF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

    from sheetdesk.ui.paper import render_scene
    from sheetdesk.ui.rules_pictures import WIDTH, draw_pictures

    if not shutil.which("pdftotext"):
        pytest.skip("poppler-utils (pdftotext) not installed")
    folder = Path(tempfile.mkdtemp())

    def draw(scene) -> list[str]:  # type: ignore[no-untyped-def]
        source = scene.itemsBoundingRect()
        height = source.height() * WIDTH / source.width()
        path = folder / "picture.pdf"
        writer = QPdfWriter(str(path))
        writer.setResolution(96)
        size = QPageSize(QSizeF(WIDTH * 0.75, height * 0.75), QPageSize.Unit.Point)
        writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF()))
        painter = QPainter(writer)
        render_scene(painter, scene, QRectF(0, 0, WIDTH, height))
        painter.end()
        del writer
        out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True)
        return out.stdout.split()

    return draw_pictures(game_id, draw)


def test_the_text_has_half_the_window_at_1024x600(window, qtbot):
    window.resize(1024, 600)
    window.show_rules()
    page = window.page("rules")
    # (the game whose rules say the most)
    longest = max(registry.GAMES, key=lambda entry: len(str(entry.ui().rules_summary())))
    page.show_game(longest.id)
    assert page.browser.viewport().height() >= window.height() / 2


def test_the_rules_are_read_and_left_by_keys_alone(window, qtbot):
    """Rules from the start page's Rules button: the arrow keys choose the game at once (the
    keyboard is on the games' tabs, not on "Learn by playing"), and Esc goes back, as from every
    other page."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QApplication

    from tests.ui.driving import press

    window.show_start()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    rules = window.start_page.findChild(QAbstractButton, "rules")
    for _ in range(30):  # Tab to the Rules button, as a family would
        if QApplication.focusWidget() is rules:
            break
        press(window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is rules
    press(window, Qt.Key.Key_Space)
    assert window.current_page_name() == "rules"
    page = window.page("rules")
    assert page.game_id() == FIRST.id
    press(window, Qt.Key.Key_Right)
    assert page.game_id() == SECOND.id and shows(page, own(SECOND))
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "start"


def test_the_game_shown_is_marked_by_a_line_under_its_tab(window, qtbot):
    """Which game's rules are shown is told by a thick line under its tab (the text does not
    name the game), not only by a lighter background: a weak eye sees the line move when
    another game is chosen."""
    from PySide6.QtGui import QColor

    from sheetdesk.ui import style

    window.show_rules()
    page = window.page("rules")
    accent = QColor(style.UI_COLOURS["light"]["accent"]).rgb()

    def underlined() -> list[int]:
        image = page.tabs.grab().toImage()
        marked = []
        for index in range(page.tabs.count()):
            rect = page.tabs.tabRect(index)
            rows = range(max(rect.bottom() - 8, rect.top()), rect.bottom() + 1)
            for y in rows:
                inked = sum(image.pixel(x, y) == accent for x in range(rect.left(), rect.right()))
                if inked > rect.width() * 0.8:
                    marked.append(index)
                    break
        return marked

    for game in (FIRST, SECOND):
        choose(page, game.id)
        qtbot.wait(10)
        assert underlined() == [page.tabs.currentIndex()], game.id


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_no_line_of_the_rules_rests_half_shown_at_the_texts_bottom(window, qtbot, game):
    """At 1024x600 in Greek, as a game's rules open and at every step of the wheel down to
    their end, the text's view ends at a whole line: a line half shown at its bottom reads as
    the rules' end (the room under the last whole line is left empty, the scroll bar beside it
    as high as ever, telling there is more)."""
    from PySide6.QtWidgets import QAbstractSlider

    from tests.ui.audit import lines_cut
    from tests.ui.test_layout_audit import settle

    window.set_language("el")
    window.resize(1024, 600)
    window.show_rules()
    page = window.page("rules")
    page.show_game(game)
    settle()
    browser = page.browser
    bar = browser.verticalScrollBar()
    assert bar.maximum() > 0  # (the rules are longer than the page shows)
    assert lines_cut([browser]) == []
    for _step in range(400):  # (the wheel's steps down, as a family scrolls)
        if bar.value() >= bar.maximum():
            break
        bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepAdd)
        settle()
        assert lines_cut([browser]) == [], bar.value()
    assert bar.value() == bar.maximum()


# the screens the rules are read on with Larger text: a laptop's, a netbook's, and a netbook's
# at 125 % (819×480, the smallest window)
LARGER_SCREENS = ((1366, 768), (1024, 600), (819, 480))


def larger_text(window, language: str, size: tuple[int, int]) -> RulesPage:  # type: ignore[no-untyped-def]
    """The window in `language` with Larger text (as Settings turns it on), `size` big, at
    the rules."""
    from sheetdesk.ui.style import Look
    from tests.ui.test_layout_audit import settle

    window.set_language(language)
    window.set_look(Look(window.settings.colours, larger=True))
    window.resize(*size)
    window.show_rules()
    settle()
    page: RulesPage = window.page("rules")
    return page


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_rules_with_larger_text_show_every_name_and_picture_whole(window, language):
    """With Larger text in a small window the games' tabs no longer fit (the Greek names the
    longest): on each screen every game's name is shown whole all the same (the games listed,
    where their tabs have no room), and the page passes the layout audit as each game's rules
    show. At 819×480, wherever a reader drags the scroll bar, a picture floated beside the
    rules whose top is in sight and which the text box's room shows whole is not cut where the
    lines beside it end (a picture taller than its section's last lines was cut there: the box
    ends at a whole line, `WholeLinesText`), and no line is half shown at the box's bottom.
    (One test a language: the pictures are drawn once for it.)"""
    from PySide6.QtCore import QSize

    from tests.ui.audit import audit, lines_cut, pictures_cut
    from tests.ui.test_layout_audit import screen_of, settle

    for size in LARGER_SCREENS:
        with screen_of(*size):
            page = larger_text(window, language, size)
            for entry in registry.GAMES:
                page.show_game(entry.id)
                settle()
                assert audit(window, QSize(*size)) == [], (size, entry.id)
    browser = page.browser  # (819×480, the last)
    bar = browser.verticalScrollBar()
    for entry in pictured():
        page.show_game(entry.id)
        document = browser.document()
        layout = document.documentLayout()
        frames = document.rootFrame().childFrames()
        tops = [layout.frameBoundingRect(frame).top() for frame in frames]
        assert tops and bar.maximum() > 0
        room = browser.height()
        # (where a picture's top is in sight: the bar dragged from where the picture comes in
        # at the box's bottom to where it is at its top)
        for top in tops:
            for value in range(max(0, int(top) - room), min(int(top), bar.maximum()) + 1, 4):
                bar.setValue(value)
                assert pictures_cut([browser]) == [], (entry.id, value)
                assert lines_cut([browser]) == [], (entry.id, value)


def test_the_games_listed_for_want_of_room_are_chosen_by_the_arrows(window, qtbot):
    """Where the games are listed (Greek, Larger text, 819×480), the keyboard starts on their
    list and the arrows choose a game as on the tabs, left and right too; each name is whole
    in the list."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tests.ui.driving import press

    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    page = larger_text(window, "el", (819, 480))
    assert page.listed and page.chooser.isVisible() and not page.tabs.isVisible()
    assert QApplication.focusWidget() is page.chooser
    press(window, Qt.Key.Key_Right)
    assert page.game_id() == SECOND.id and shows(page, own(SECOND))
    press(window, Qt.Key.Key_Left)
    assert page.game_id() == FIRST.id
    press(window, Qt.Key.Key_Down)
    assert page.game_id() == SECOND.id
    names = [page.chooser.itemText(i) for i in range(page.chooser.count())]
    assert names == [page.tabs.tabText(i) for i in range(page.tabs.count())]
    window.resize(1366, 768)  # room for the tabs again: the keyboard goes back to them
    qtbot.waitUntil(lambda: page.tabs.isVisible())
    assert QApplication.focusWidget() is page.tabs and page.game_id() == SECOND.id


def _send_keys(page: RulesPage, key, modifiers) -> None:  # type: ignore[no-untyped-def]
    """A key pressed with `modifiers`, as the keyboard gives it: to the widget that has it."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    QTest.keyClick(QApplication.focusWidget() or page, key, modifiers)


@pytest.mark.parametrize("listed", [False, True], ids=["tabs", "listed"])
def test_ctrl_tab_and_ctrl_page_keys_change_the_game(window, qtbot, listed):
    """Ctrl+Tab and Ctrl+PgDown show the next game's rules, Ctrl+Shift+Tab (Backtab, as a
    keyboard gives it) and Ctrl+PgUp the previous game's, going round at the ends: with the
    keyboard on the games and on the text, whether the games are tabs or listed (Greek, Larger
    text, 819×480)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    ctrl = Qt.KeyboardModifier.ControlModifier
    shift = Qt.KeyboardModifier.ShiftModifier
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    if listed:
        page = larger_text(window, "el", (819, 480))
        assert page.listed and page.chooser.isVisible()
    else:
        window.show_rules()
        page = window.page("rules")
        assert not page.listed and page.tabs.isVisible()
    last = len(registry.GAMES) - 1
    page.show_game(FIRST.id)
    assert QApplication.focusWidget() is page.games_control()
    for where in ("games", "text"):
        if where == "text":  # (a click into the rules: the keyboard is on them)
            QTest.mouseClick(page.browser.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(30, 30))
            assert QApplication.focusWidget() is page.browser
        assert page.game_id() == FIRST.id
        _send_keys(page, Qt.Key.Key_Tab, ctrl)
        assert page.game_id() == SECOND.id and shows(page, own(SECOND))
        _send_keys(page, Qt.Key.Key_Backtab, ctrl | shift)
        assert page.game_id() == FIRST.id and shows(page, own(FIRST))
        _send_keys(page, Qt.Key.Key_Backtab, ctrl | shift)  # round to the last
        assert page.game_id() == registry.GAMES[last].id
        _send_keys(page, Qt.Key.Key_PageDown, ctrl)  # and round to the first
        assert page.game_id() == FIRST.id
        _send_keys(page, Qt.Key.Key_PageUp, ctrl)
        assert page.game_id() == registry.GAMES[last].id
        _send_keys(page, Qt.Key.Key_Tab, ctrl)
        assert page.game_id() == FIRST.id
        _send_keys(page, Qt.Key.Key_Tab, ctrl | shift)  # (as some keyboards give it)
        assert page.game_id() == registry.GAMES[last].id
        _send_keys(page, Qt.Key.Key_Tab, ctrl)
        if listed:  # (the list shows the game chosen)
            assert page.chooser.currentIndex() == 0
        assert QApplication.focusWidget() is (
            page.browser if where == "text" else page.games_control()
        )


def _wheel(widget, notches: int, passed_on: bool = False):  # type: ignore[no-untyped-def]
    """The mouse wheel turned `notches` (down if positive) over `widget`; `passed_on`: passed
    on to its parents while the one it came to does not take it (a scroll area whose bar cannot
    move), as Qt passes a hand's turn on (not one sent, as here). The widget that took it."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    at = QPointF(widget.width() / 2, widget.height() / 2)
    at_global = QPointF(widget.mapToGlobal(at.toPoint()))
    taker = widget
    while taker is not None:
        event = QWheelEvent(
            at,
            at_global,
            QPoint(),
            QPoint(0, -120 * notches),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        # (taken: handled and accepted, as Qt tells; a scroll area's own frame returns it
        # unhandled, for its viewport's)
        if QApplication.sendEvent(taker, event) and event.isAccepted():
            return taker
        stops = taker.isWindow() or taker.testAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)
        if not passed_on or stops:
            return None
        at += QPointF(taker.pos())
        taker = taker.parentWidget()
    return None


def _drag_bar(bar, share: float) -> None:  # type: ignore[no-untyped-def]
    """The scroll bar's handle dragged by the mouse to `share` of the way down its track (all
    the way: on past the track's end, as a hand does)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider

    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    style = bar.style()
    handle = style.subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar
    )
    groove = style.subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarGroove, bar
    )
    start = handle.center()
    free = groove.height() - handle.height()
    past = 40 if share >= 1 else 0
    goal = QPoint(start.x(), groove.top() + handle.height() // 2 + round(free * share) + past)
    QTest.mousePress(bar, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):  # (the mouse moves on in a few steps, the handle under it)
        QTest.mouseMove(bar, start + (goal - start) * step / 4)
    QTest.mouseRelease(bar, Qt.MouseButton.LeftButton, pos=goal)


def _lines_whole(page: RulesPage) -> list[str]:
    """What the layout audit finds wrong with the rules' lines as they are scrolled now: a line
    cut at the text box's top edge or at its bottom, a picture cut by its end."""
    from tests.ui.audit import lines_cut, pictures_cut, top_lines_cut

    browser = page.browser
    return top_lines_cut([browser]) + lines_cut([browser]) + pictures_cut([browser])


def _at_a_line_top(page: RulesPage) -> bool:
    """Whether the rules begin at a line's top (their start or their end aside): not a few
    pixels short of one, the room between two paragraphs in sight above it."""
    from sheetdesk.ui.whole_lines import document_spans

    bar = page.browser.verticalScrollBar()
    if bar.value() in (0, bar.maximum()):
        return True
    return any(abs(top) <= 0.5 for top, _bottom in document_spans(page.browser))


def _last_line_shown(page: RulesPage) -> bool:
    from sheetdesk.ui.whole_lines import document_spans

    return document_spans(page.browser)[-1][1] <= page.browser.viewport().height() + 0.5


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_rules_scrolled_show_whole_lines_at_both_edges(window, qtbot, language):
    """On the smallest screens, with the usual and with Larger text, every game's rules scrolled
    as a reader scrolls them (End, Home, PgDn down to the end and PgUp back, the wheel down and
    up, the scroll bar's handle dragged) show whole lines at the text box's top edge and at its
    bottom, and scrolled to the end the last line is in sight (at 819×480 the heading at the
    top was cut through, the view ending on whole lines at its bottom only). The wheel and the
    handle stop on a line's top, not in the room between two paragraphs above it (the handle
    dragged stopped a few pixels short of one)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from sheetdesk.ui.style import Look
    from tests.ui.test_layout_audit import screen_of, settle

    window.set_language(language)
    for larger in (False, True):
        window.set_look(Look(window.settings.colours, larger=larger))
        for size in ((819, 480), (1024, 600)):
            with screen_of(*size):
                window.resize(*size)
                window.show_rules()
                settle()
                page = window.page("rules")
                browser = page.browser
                bar = browser.verticalScrollBar()
                for entry in registry.GAMES:
                    page.show_game(entry.id)
                    settle()
                    where = (language, larger, size, entry.id)
                    assert bar.maximum() > 0, where
                    QTest.mouseClick(
                        browser.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(30, 30)
                    )
                    QTest.keyClick(browser, Qt.Key.Key_End)
                    settle()
                    assert bar.value() == bar.maximum() and _last_line_shown(page), where
                    assert _lines_whole(page) == [], (where, "End")
                    QTest.keyClick(browser, Qt.Key.Key_Home)
                    assert bar.value() == 0 and _lines_whole(page) == [], (where, "Home")
                    for key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                        down = key == Qt.Key.Key_PageDown
                        for _ in range(60):
                            if bar.value() == (bar.maximum() if down else 0):
                                break
                            QTest.keyClick(browser, key)
                            settle()
                            assert _lines_whole(page) == [], (where, key, bar.value())
                        assert bar.value() == (bar.maximum() if down else 0), (where, key)
                    for notches in (1, -1):
                        for _ in range(200):
                            if bar.value() == (bar.maximum() if notches > 0 else 0):
                                break
                            _wheel(browser.viewport(), notches)
                            settle()
                            assert _lines_whole(page) == [], (where, notches, bar.value())
                            assert _at_a_line_top(page), (where, notches, bar.value())
                        if notches > 0:
                            assert bar.value() == bar.maximum() and _last_line_shown(page)
                        else:
                            assert bar.value() == 0
                    for share in (0.3, 0.5, 0.77, 1.0):
                        _drag_bar(bar, share)
                        settle()
                        assert _lines_whole(page) == [], (where, share, bar.value())
                        assert _at_a_line_top(page), (where, share, bar.value())
                    assert bar.value() == bar.maximum() and _last_line_shown(page), where


def test_the_keys_card_tells_the_keys_that_change_the_game(window, qtbot, translators):
    """? on the rules page: the card tells Ctrl+Tab and Ctrl+Shift+Tab (the next and the
    previous game's rules) and Esc, in the page's language (the keys' names too: Qt's)."""
    from tests.ui.driving import assert_tab_keys_told

    window.show_rules()
    assert_tab_keys_told(window, qtbot, {"en": "next game", "pl": "następnej gry"})
