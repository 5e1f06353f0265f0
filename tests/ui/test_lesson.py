"""Learn to play: each game's lesson played from the start page, as a new player does, to the
score card explained line by line; a click that is not the move is explained and changes
nothing; leaving at a middle step (the button, or Esc from a lesson started on the rules page)
goes back where the lesson came from and leaves no save and no finished game; a saved game is
never touched.

No game's own code is here: the learner follows what the lesson outlines (Enter on what has the
keyboard, `driving.follow_outline`), and a wrong or refused click is made on the items the
game's table binds to targets. What a lesson of one game must show of its own is tested with
that game."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import paths, registry
from sheetdesk.core.protocol import Action
from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit.targets import Refuse
from tests.ui.driving import badge_misplaced, click_spot, follow_outline, item_spots, press
from tests.ui.key_marks import key_marks

LESSON_GAMES = [game.id for game in registry.GAMES if game.lesson() is not None]


def push(button) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName() or button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def other_move(window):
    """The place of an item of the table that stands for a move the rules allow now, not the
    one the lesson shows (None: there is none)."""
    table = window.page("table").table
    expected = window.lesson.expected
    legal = set(window.session.legal_actions(0))
    spots = item_spots(table, lambda meaning: meaning != expected and meaning in legal)
    return spots[0] if spots else None


def refused_spot(window):
    """The place of an item of the table whose click the rules or the table refuse now (None:
    there is none)."""
    legal = set(window.session.legal_actions(0))
    table = window.page("table").table
    spots = item_spots(
        table,
        lambda meaning: (
            isinstance(meaning, Refuse) or (isinstance(meaning, Action) and meaning not in legal)
        ),
    )
    return spots[0] if spots else None


def wait_for_step(window, qtbot) -> None:
    """Let the computer's moves of the lesson play until the learner is to move (or the end)."""
    controller, lesson = window.controller, window.lesson
    qtbot.waitUntil(lambda: lesson.finished or lesson.expected is not None)
    qtbot.waitUntil(lambda: not controller.bot_pending)


def open_lesson_from_start(window, qtbot, game: str):
    push(window.start_page.learn_button)
    assert window.current_page_name() == "learn"
    push(window.page("learn").findChild(type(window.start_page.learn_button), f"learn_{game}"))
    assert window.current_page_name() == "table"
    window.controller.bot_delay_ms = 0
    wait_for_step(window, qtbot)
    return window.lesson


def saves_and_history() -> tuple[list[str], bool]:
    saves = paths.saves_dir()
    files = sorted(p.name for p in saves.iterdir()) if saves.exists() else []
    return files, paths.history_path().exists()


# Whether chance was played after the last move at each lesson's end, as the walks to the score
# card found it: the across-games check reads them instead of walking every lesson again. The
# walks and that check run on one worker (the group); a game whose walk did not run in this
# process (a selection of tests) is walked by the check itself.
CHANCE_AFTER_THE_LAST_MOVE: dict[str, bool] = {}
ENDS = pytest.mark.xdist_group("lesson-ends")


def check_the_end(window, game: str) -> bool:
    """At a lesson's end: each line of the score card with its points, and no sentence (nor part
    of one) that explains them said twice (what all the rows, the parts, the colours count is
    said once before them); the sheets as the last move of a player left them. Returns whether
    chance was played after that move (the next expedition card, the next roll) that nobody
    played, which the table must not show."""
    session = window.session
    end = window.lesson.panel.text.text()
    for item in session.rules.scores(session.state)[0].items:
        assert f"{item.label}: {item.points} point" in end
    plain = re.sub(r"<[^>]+>", " ", end)
    parts = [" ".join(p.split()) for p in re.split(r"[.:;,]\s", plain)]
    said = [p for p in parts if len(p.split()) >= 5]
    repeated = {p for p in said if said.count(p) > 1}
    assert not repeated, f"{game}: {repeated}"
    last = max(i for i, entry in enumerate(session.history) if entry.seat is not None)
    left = session.state_at(last + 1)
    shown = window.page("table").table.position.view
    assert shown == session.rules.view(left, 0), f"{game}: not the game the last move left"
    chance_after = left != session.state
    CHANCE_AFTER_THE_LAST_MOVE[game] = chance_after
    return chance_after


@ENDS
@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_lesson_played_to_the_score_card(window, qtbot, game):
    """The lesson played by clicks to its score card: each step says something new and points
    at its move; a click on another move the rules allow changes nothing and is explained.

    No words of the lesson offer Undo (it is off in a lesson): neither the table's instruction
    nor the reason a click is refused (the place on the sheet of the move just made, clicked
    again) tells the learner to use it. (One walk through the lesson for both: each walk costs
    seconds of painting, and neither check changes the game.)

    At the end, each line of the score card with its points, no explanation said twice, and the
    game as the last move left it (`check_the_end`).

    The same walk, in English on the large screen, is the one at which two other checks look
    at every step (and at the end): the "Here" tag's place (as
    `test_the_here_tag_of_every_step_is_clear_and_a_click_on_it_makes_no_other_move` on the
    small screen) and the buttons naming their keys (as test_button_keys.py in Polish)."""
    lesson = open_lesson_from_start(window, qtbot, game)
    panel = lesson.panel
    session = window.session
    seen: list[str] = []
    wrong_shown = False
    previous: list = []
    tried = 0
    tags: list[str] = []  # where the "Here" tag was wrong (`badge_misplaced`)
    keys: list[str] = []  # buttons not naming their keys (`key_marks`)
    while not lesson.finished:
        number = lesson.step_number
        QApplication.processEvents()  # (the step laid out as the learner sees it)
        table = window.page("table").table
        if misplaced := badge_misplaced(table, list(session.legal_actions(0))):
            tags.append(f"step {number}: {misplaced}")
        keys += [f"step {number}: {p}" for p in key_marks(window.page("table"), hidden=True)]
        assert panel.step_label.text().endswith(f"Step {number} of {lesson.steps}")
        words = panel.text.text()
        assert not seen or words != seen[-1], "a step says the same as the one before"
        seen.append(words)
        table = window.page("table").table
        assert table.hint_markers or table.hint_buttons, "the step points at nothing"
        assert "Undo" not in table.caption.text()
        for spot in previous:
            before = (len(session.log), session.state)
            lesson.last_wrong = ""
            click_spot(spot)
            assert (len(session.log), session.state) == before
            assert "Undo" not in lesson.last_wrong
            tried += bool(lesson.last_wrong)
        other = None if wrong_shown else other_move(window)
        if other is not None:
            before = (len(session.log), session.state)
            click_spot(other)
            assert (len(session.log), session.state) == before, "a wrong click changed the game"
            assert panel.wrong.isVisible()
            assert "outlined" in panel.wrong.text()
            assert on_the_outline(table), "the keyboard did not go back to the outline"
            assert lesson.step_number == number
            wrong_shown = True
        places = [s for s in table.hint_targets(lesson.expected) if isinstance(s, tuple)]
        index = lesson.index
        follow_outline(window)
        wait_for_step(window, qtbot)
        assert not panel.wrong.isVisible()
        # (its place is clicked again only when the learner moves next, before any computer)
        previous = places[:1] if lesson.index == index + 1 else []
    QApplication.processEvents()
    keys += [f"the end: {p}" for p in key_marks(window.page("table"), hidden=True)]
    assert not tags, "\n".join(tags)
    assert list(dict.fromkeys(keys)) == []
    assert wrong_shown, "no step had another move to try"
    assert tried, "no place of a move made was refused when clicked again"
    assert panel.step_label.text().endswith(f"Step {lesson.steps} of {lesson.steps}")
    end = panel.text.text()
    assert "line by line" in end
    breakdown = session.rules.scores(session.state)[0]
    for item in breakdown.items:
        assert f"{item.label}: " in end
    assert f"Total: {breakdown.total} point" in end
    assert window.current_page_name() == "table"
    assert saves_and_history() == ([], False)
    check_the_end(window, game)


@ENDS
def test_some_lessons_end_has_chance_played_after_the_last_move(window, qtbot):
    """Some lesson ends with chance played after the last move of a player (the next expedition
    card, the next roll), so that the end's check of the game the last move left (in
    `check_the_end`) is a check of something. The walks to the score card found it for their
    games; a lesson whose walk did not run in this process is walked to its end here, with the
    same checks of its end."""
    for game in LESSON_GAMES:
        if game in CHANCE_AFTER_THE_LAST_MOVE:
            continue
        lesson = open_lesson_from_start(window, qtbot, game)
        while not lesson.finished:
            follow_outline(window)
            wait_for_step(window, qtbot)
        check_the_end(window, game)
        push(lesson.panel.leave_button)
        push(window.page("learn").back_button)
    assert set(CHANCE_AFTER_THE_LAST_MOVE) >= set(LESSON_GAMES)
    assert any(CHANCE_AFTER_THE_LAST_MOVE.values()), (
        f"no lesson ends with chance played after the last move: {CHANCE_AFTER_THE_LAST_MOVE}"
    )


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_a_refused_click_says_the_rules_reason_and_where_to_click(window, qtbot, game):
    """At the first step with an item the rules refuse, its click changes nothing and the
    panel says the reason, then where to click."""
    lesson = open_lesson_from_start(window, qtbot, game)
    while refused_spot(window) is None:
        assert not lesson.finished, "no step has an item the rules refuse"
        follow_outline(window)
        wait_for_step(window, qtbot)
    before = (len(window.session.log), window.session.state)
    click_spot(refused_spot(window))
    assert (len(window.session.log), window.session.state) == before
    assert lesson.panel.wrong.isVisible()
    wrong = lesson.panel.wrong.text()
    assert wrong.endswith("Try the outlined one.")
    assert len(wrong) > len("Try the outlined one.") + 10  # the table's reason comes first


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_leaving_at_a_middle_step_goes_back_and_saves_nothing(window, qtbot, game):
    lesson = open_lesson_from_start(window, qtbot, game)
    for _ in range(3):
        follow_outline(window)
        wait_for_step(window, qtbot)
    assert 1 < lesson.step_number < lesson.steps
    push(lesson.panel.leave_button)
    assert window.current_page_name() == "learn"
    assert window.controller is None
    qtbot.wait(50)
    assert saves_and_history() == ([], False)
    push(window.page("learn").back_button)
    assert window.current_page_name() == "start"
    assert not window.start_page.continue_button.isEnabled()


def test_esc_leaves_a_lesson_started_from_the_rules_page(window, qtbot):
    push(window.start_page.rules_button)
    rules = window.page("rules")
    rules.show_game(LESSON_GAMES[0])
    push(rules.learn_button)
    controller = window.controller
    controller.bot_delay_ms = 0
    wait_for_step(window, qtbot)
    follow_outline(window)
    wait_for_step(window, qtbot)
    press(window, Qt.Key.Key_Escape)
    assert window.current_page_name() == "rules"
    assert window.controller is None
    push(rules.back_button)
    assert window.current_page_name() == "start"
    assert saves_and_history() == ([], False)


def test_a_saved_game_is_untouched(window, qtbot):
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    entry = registry.get(LESSON_GAMES[0])
    players = (Player("Ana"), Player("Jan", "bot", entry.bots[0]))
    window.start_new(NewGameChoice(entry, players, {}, 29))
    window.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: window.session.acting_seat() == 0 and not window.controller.bot_pending)
    window.controller.choose(window.session.legal_actions(0)[0])
    window.show_start()
    qtbot.wait(50)
    files, _ = saves_and_history()
    saved = {name: (paths.saves_dir() / name).read_bytes() for name in files}
    assert saved
    lesson = open_lesson_from_start(window, qtbot, entry.id)
    for _ in range(4):
        follow_outline(window)
        wait_for_step(window, qtbot)
    push(lesson.panel.leave_button)
    push(window.page("learn").back_button)
    qtbot.wait(50)
    assert {name: (paths.saves_dir() / name).read_bytes() for name in files} == saved
    assert saves_and_history()[0] == files
    assert window.start_page.continue_button.isEnabled()


@pytest.mark.skipif(len(LESSON_GAMES) < 2, reason="two games with a lesson are needed")
def test_a_game_without_a_lesson_offers_none(window, monkeypatch):
    taught, untaught = LESSON_GAMES[0], LESSON_GAMES[-1]
    monkeypatch.setattr(
        registry.GameEntry,
        "lesson",
        lambda self: None if self.id == untaught else LESSON_OF[self.id](),
    )
    push(window.start_page.learn_button)
    learn = window.page("learn")
    names = [b.objectName() for b in learn.game_buttons]
    assert f"learn_{untaught}" not in names and f"learn_{taught}" in names
    push(learn.back_button)
    push(window.start_page.rules_button)
    rules = window.page("rules")
    rules.show_game(untaught)
    assert not rules.learn_button.isVisible()
    rules.show_game(taught)
    assert rules.learn_button.isVisible()


LESSON_OF = {game.id: game.lesson for game in registry.GAMES}


# --- by the keyboard alone ---------------------------------------------------------------------


def focused():
    QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard focus"
    return widget


def key(k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(focused(), k, modifier)


def tab_to(widget, limit: int = 40) -> None:
    for _ in range(limit):
        if focused() is widget:
            return
        key(Qt.Key.Key_Tab)
    assert focused() is widget, widget.objectName() or widget.text()


def on_the_outline(table) -> bool:
    """The keyboard is where the lesson's outline is: on an outlined button, on a sheet whose
    focus ring is on an outlined item, or on the sheet where the keys move a ghost the outline
    put on its marks."""
    widget = focused()
    if widget in table.hint_buttons:
        return True
    scene = widget.scene() if hasattr(widget, "scene") else None
    if scene is not None and not table.show_focus_ring():  # (the keys move a ghost)
        return any(m.scene() is scene for m in table.hint_markers)
    if scene is None or scene.focus_id not in getattr(scene, "cells", {}):
        return False
    item = scene.cells[scene.focus_id]
    assert item.focused, "the focus ring is not drawn"
    centre = item.mapToScene(item.rect().center())
    return any(m.scene() is scene and m.target.contains(centre) for m in table.hint_markers)


def key_step(window, lesson) -> None:
    """The learner's move of this step by keys alone: the keyboard is on the outline, Enter."""
    table = window.page("table").table
    assert on_the_outline(table), f"the keyboard is not on the outline: {lesson.expected}"
    follow_outline(window)


KEY_GAMES = LESSON_GAMES


@pytest.mark.parametrize("game", KEY_GAMES)
def test_the_lesson_played_by_the_keyboard_alone(window, qtbot, game):
    """From the start page to the end of the lesson by keys: Tab and Enter to the lesson, then at
    each step the keyboard is on the outlined move, so Enter makes it (a shape is moved, turned
    and mirrored by keys; a play's cards are reached by the arrow keys, Play by Tab); "Leave the
    lesson" is reached by Tab and back, and "Finish the lesson" ends it."""
    tab_to(window.start_page.learn_button)
    key(Qt.Key.Key_Return)
    assert window.current_page_name() == "learn"
    learn = window.page("learn")
    tab_to(next(b for b in learn.game_buttons if b.objectName() == f"learn_{game}"))
    key(Qt.Key.Key_Return)
    assert window.current_page_name() == "table"
    controller = window.controller
    controller.bot_delay_ms = 0
    wait_for_step(window, qtbot)
    lesson = window.lesson
    panel = lesson.panel
    while not lesson.finished:
        if lesson.step_number == 2:  # the way out is one Tab away, and the way back too
            back_to = focused()
            tab_to(panel.leave_button)
            assert panel.leave_button.text() == "Leave the lesson"
            tab_to(back_to)
        key_step(window, lesson)
        wait_for_step(window, qtbot)
        assert not panel.wrong.isVisible(), panel.wrong.text()
    assert "line by line" in panel.text.text()
    tab_to(panel.leave_button)
    assert panel.leave_button.text() == "Finish the lesson"
    key(Qt.Key.Key_Return)
    assert window.current_page_name() == "learn"
    assert saves_and_history() == ([], False)


def _instruction_bottom(panel) -> float:
    """Where the step's bold words end in the panel's text, in the text's own pixels."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setDocumentMargin(0)  # (as QLabel's: see `_line_cut_at_the_bottom`)
    document.setDefaultFont(panel.text.font())
    document.setHtml(panel.text.text())
    document.setTextWidth(panel.text.contentsRect().width())
    block = document.begin()
    while block.isValid():
        if not block.begin().atEnd() and block.begin().fragment().charFormat().fontWeight() >= 600:
            return document.documentLayout().blockBoundingRect(block).bottom()
        block = block.next()
    raise AssertionError("no bold words in the step")


def _line_cut_at_the_bottom(panel) -> str:
    """The text's line the panel's text area cuts at its bottom ("" when none): the text's
    lines laid out as QLabel lays out rich text (its font and width, no document margin: its
    height for a width is that document's) against where the area's view of the text ends."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(panel.text.font())
    document.setHtml(panel.text.text())
    document.setTextWidth(panel.text.contentsRect().width())
    assert round(document.size().height()) == panel.text.heightForWidth(panel.text.width())
    end = -panel.text.y() + panel.scroll_area.viewport().height()  # (in the text's pixels)
    block = document.begin()
    while block.isValid():
        top = document.documentLayout().blockBoundingRect(block).top()
        for index in range(block.layout().lineCount()):
            line = block.layout().lineAt(index)
            if top + line.y() < end < top + line.y() + line.height() - 0.5:
                return f"the view ends at {end} px, in the line {top + line.y()}+{line.height()}"
        block = block.next()
    return ""


@pytest.mark.parametrize("game", LESSON_GAMES)
@pytest.mark.parametrize("language", ["el", "pl"])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger_text"])
def test_the_step_to_take_is_in_sight_and_the_hint_covers_no_word(
    window, qtbot, game, language, larger
):
    """At 1024x600 the panel's text starts with what to do now (the history under it), so it is
    in sight without scrolling, in the usual look and with Larger text (chosen as Settings does:
    the words the user asked to be larger are not made smaller for it), and no line of it is
    half shown at the bottom of its area; the hint's badge covers none of the sheet's words."""
    from sheetdesk.ui import palette
    from sheetdesk.ui.sheetkit import LabelItem
    from sheetdesk.ui.style import Look

    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    window.set_language(language)
    if larger:
        points = QApplication.font().pointSizeF()
        window.set_look(Look(window.settings.colours, larger=True))
        assert palette.larger() and QApplication.font().pointSizeF() > points
    lesson = open_lesson_from_start(window, qtbot, game)
    QApplication.processEvents()
    panel = lesson.panel
    assert panel.scroll_area.verticalScrollBar().value() == 0
    assert _instruction_bottom(panel) <= panel.scroll_area.viewport().height()
    assert not _line_cut_at_the_bottom(panel)  # (a half line would read as the step's end)
    table = window.page("table").table
    for marker in table.hint_markers:
        if not marker.label:
            continue
        badge = marker.mapToScene(marker.badge).boundingRect()
        for item in marker.scene().items(badge):
            if isinstance(item, LabelItem) and item.isVisible() and item.text.strip():
                assert not item.sceneBoundingRect().intersects(badge), (language, item.text)


@pytest.mark.parametrize("size", [(910, 512)], ids=["910x512"])
@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_here_tag_of_every_step_is_clear_and_a_click_on_it_makes_no_other_move(
    window, qtbot, game, size
):
    """At each step of a lesson, on a small screen (the large one, 1366x768: in the walk of
    `test_the_lesson_played_to_the_score_card`), the "Here" tag hides nothing written where one
    of its places would hide nothing, and a child clicking on it (the tag takes no clicks: the
    sheet under it does) makes no other move than the one outlined (it lay over the lit box
    beside or below the outlined one)."""
    window.setMinimumSize(0, 0)
    window.resize(*size)
    lesson = open_lesson_from_start(window, qtbot, game)
    table = window.page("table").table
    wrong: list[str] = []
    while not lesson.finished:
        QApplication.processEvents()
        legal = list(window.session.legal_actions(0))
        if misplaced := badge_misplaced(table, legal):
            wrong.append(f"step {lesson.step_number}: {misplaced}")
        follow_outline(window)
        wait_for_step(window, qtbot)
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_words_of_every_step_stay_beside_the_scroll_bar(window, qtbot, game):
    """At each step of a lesson in Greek (long words), whatever size the window is made (a
    small screen's, then larger, then smaller again), the panel's words are laid out in the
    width its text area shows, beside its scroll bar when that is shown (a window made larger
    left the bar shown with nothing to scroll beside words laid out as wide as the whole
    area, their lines' ends under it), and the bar is shown only with something to scroll.

    At 1024x600, each button of the table shows its whole words too (a card game's Confirm was
    cut to "Επιβεβαίωσ"); at 1366x768, the buttons name their keys (`key_marks`, as
    test_button_keys.py in Polish)."""
    from PySide6.QtWidgets import QPushButton

    from tests.ui.audit import text_right

    window.setMinimumSize(0, 0)
    window.resize(910, 512)
    window.set_language("el")
    lesson = open_lesson_from_start(window, qtbot, game)
    panel = lesson.panel
    seen = 0  # buttons looked at
    keys: list[str] = []  # buttons not naming their keys
    while True:
        for size in [(1366, 768), (1024, 600), (910, 512)]:
            window.resize(*size)
            QApplication.processEvents()
            viewport, bar = panel.scroll_area.viewport(), panel.scroll_area.verticalScrollBar()
            where = (size, panel.step_label.text())
            assert panel.text.width() == viewport.width(), (where, panel.text.width())
            assert panel.text.x() + text_right(panel.text) <= viewport.width() + 0.5, where
            assert bar.isVisible() == (bar.maximum() > 0), (where, bar.maximum())
            if size == (1366, 768):
                keys += [f"{where}: {p}" for p in key_marks(window.page("table"), hidden=True)]
            if size == (1024, 600):
                for button in window.page("table").table.findChildren(QPushButton):
                    if button.isVisible():
                        seen += 1
                        hint = button.sizeHint().width()
                        assert button.width() >= hint, (where, button.text(), button.width())
        if lesson.finished:
            break
        follow_outline(window)
        wait_for_step(window, qtbot)
    assert seen
    assert list(dict.fromkeys(keys)) == []


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_after_a_resize_the_steps_start_is_in_sight(window, qtbot, game):
    """With the lesson's panel across a page that scrolls (Greek, Larger text, 1366x768 at
    150 %), the learner's keys moving down the sheet scroll the page to it, the step's words out
    of sight above; a resize of the window then brings the panel's top (the step's start, who
    acts above it) back into sight, as each step does, not only the next step."""
    from PySide6.QtCore import QPoint

    from sheetdesk.ui.style import Look
    from sheetdesk.ui.window_pages import PageScroll
    from tests.ui.test_layout_audit import screen_of, settle

    window.set_language("el")
    window.set_look(Look(window.settings.colours, larger=True))
    with screen_of(910, 512):
        window.resize(910, 512)
        settle()
        lesson = open_lesson_from_start(window, qtbot, game)
        settle()
        panel = lesson.panel
        if not panel.across:
            pytest.skip("the panel stands beside the sheet at this size")
        for _ in range(3):  # (the keyboard down the sheet, as a learner looks round it)
            press(window, Qt.Key.Key_Down)
        settle()
        area = panel.parentWidget()
        while area is not None and not isinstance(area, PageScroll):
            area = area.parentWidget()
        if area is None:
            pytest.skip("the page does not scroll at this size")
        window.resize(window.width(), window.height() - 30)
        settle()
        qtbot.wait(20)
        top = panel.mapTo(area.viewport(), QPoint(0, 0)).y()
        assert 0 <= top < area.viewport().height(), top
