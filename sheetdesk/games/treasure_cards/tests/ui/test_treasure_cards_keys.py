"""Treasure cards' keys are found where they are used: arrows go on from one card to the next
and from the board to the open display, the Keys card lists the keys of the step, buttons name
their keys, and the sheet with the keyboard tells whose turn it is and what to do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.games.treasure_cards.tests.ui.test_treasure_cards_sheet import mark_state, show
from sheetdesk.games.treasure_cards.tests.ui.test_treasure_cards_sheet import table as table
from tests.ui.driving import open_keys_card, pass_handover, press


def test_arrows_go_on_past_a_cards_edge_to_the_next_card(table):
    state = mark_state("L4")
    show(table, state)
    assert table.placer.cards == 2
    QTest.keyClick(table.board_view, Qt.Key.Key_B)  # one box: every box is a stop
    start = table._slot
    toward = Qt.Key.Key_Right if start == 0 else Qt.Key.Key_Left
    slots = []
    for _ in range(12):
        QTest.keyClick(table.board_view, toward)
        slots.append(table._slot)
    assert slots[-1] != start, "the arrows stopped at the card's edge"
    back = Qt.Key.Key_Left if toward == Qt.Key.Key_Right else Qt.Key.Key_Right
    for _ in range(12):
        QTest.keyClick(table.board_view, back)
    assert table._slot == start


def test_question_mark_opens_the_keys_of_this_step_and_f1_the_rules(window):
    from sheetdesk.games.expeditions.tests.ui.driving import play_by_clicks
    from sheetdesk.games.treasure_cards.bot import greedy
    from sheetdesk.games.treasure_cards.tests.ui.test_treasure_cards_sheet import fresh_mark, start

    start(window)
    if window.current_page_name() == "handover":
        pass_handover(window)
    table = window.page("table").table
    card = open_keys_card(window)
    keys = dict(card.rows)
    assert "Arrows" in keys and "Enter or Space" in keys and "Tab" in keys
    assert keys.get("H", "").startswith("Hint")
    assert keys.get("F1") == "Rules"
    assert "R" not in keys  # no shape to turn while the cards are dealt
    press(window, Qt.Key.Key_Escape)
    assert not card.isVisible()

    play_by_clicks(window, greedy, fresh_mark)
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert window.current_page_name() == "table" and table.turn_button.isVisible()
    keys = dict(open_keys_card(window).rows)
    assert keys["R"] == table.turn_button.text() and keys["B"] == table.box_button.text()
    assert "R" in table.turn_button.toolTip() and "F" in table.mirror_button.toolTip()
    press(window, Qt.Key.Key_Escape)
    QTest.qWait(1)  # (the window takes the keys back as the card closes)
    press(window, Qt.Key.Key_F1)
    assert window.current_page_name() == "rules"


def focus_ink(view, item) -> int:
    """How many pixels of the focus ring's blue show around `item` in `view`."""
    from PySide6.QtGui import QColor

    from sheetdesk.ui.palette import tone
    from sheetdesk.ui.sheetkit.sheet_item import FOCUS
    from tests.ui.screen import on_screen

    focus = tone(FOCUS)
    image = on_screen(view.viewport())  # (as the screen shows it: no repaint of the test's)
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-8, -8, 8, 8)
    count = 0
    for x in range(max(rect.left(), 0), min(rect.right(), image.width())):
        for y in range(max(rect.top(), 0), min(rect.bottom(), image.height())):
            c = QColor(image.pixel(x, y))
            if (
                abs(c.red() - focus.red()) < 40
                and abs(c.green() - focus.green()) < 40
                and abs(c.blue() - focus.blue()) < 40
            ):
                count += 1
    return count


def item_card(table):
    index = int(table.board_scene.focus_id.split(":")[1])
    return table._view.dealt[table._big][index]


def test_the_hint_outline_never_hides_the_keyboard_focus(table):
    from sheetdesk.core.rng import Rng
    from sheetdesk.games.treasure_cards.tests.ui.test_treasure_cards_sheet import R, acting, advance

    state = advance(R.setup(3, {}, Rng(1)), lambda s: True)
    show(table, state)
    table.board_view.setFocus(Qt.FocusReason.TabFocusReason)  # (as Tab gives it)
    scene = table.board_scene
    QTest.keyClick(table.board_view, Qt.Key.Key_Right)
    item = scene.cells[scene.focus_id]
    plain_ring = focus_ink(table.board_view, item)
    assert plain_ring > 20
    # the lesson's "Here" and the hint mark the card the focus is on
    keep = next(a for a in R.legal_actions(state, acting(state)) if a.card == item_card(table))
    assert table.show_hint(keep, focus=True)
    assert scene.cells[scene.focus_id] is item
    assert focus_ink(table.board_view, item) > plain_ring // 2


def test_the_sheet_with_the_keyboard_tells_whose_turn_and_what_to_do(window):
    """A screen reader hears the instruction (whose turn, what to do) with the item the
    keyboard is on, as the keyboard moves and as the instruction changes."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    from sheetdesk.games.expeditions.tests.ui.driving import key_action
    from sheetdesk.games.treasure_cards.tests.ui.test_treasure_cards_sheet import start

    start(window, names=("Ana", "Ben"))
    if window.current_page_name() == "handover":
        pass_handover(window)
    table = window.page("table").table
    session = window.session
    seen = set()
    for _ in range(6):
        if window.current_page_name() == "handover":
            pass_handover(window, Qt.Key.Key_Return)
            continue
        QApplication.processEvents()
        focus = QApplication.focusWidget()
        face = QAccessible.queryAccessibleInterface(focus)
        told = face.text(QAccessible.Text.Description)
        prompt = table.caption.text()
        assert prompt and prompt in told.split("\n")[0], (told, prompt)
        assert session.players[session.acting_seat()].name in told
        seen.add(prompt)
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        from sheetdesk.core.rng import Rng
        from sheetdesk.games.treasure_cards.bot import greedy

        key_action(window, greedy(session.view(seat), seat, legal, Rng(1)))
    assert len(seen) > 1  # told again as the instruction changed


def test_arrows_go_on_from_the_board_to_the_open_display_and_back(table):
    """Taking a new card: the arrows reach the display and the pile from the player's board
    (and back), not only Tab."""
    from PySide6.QtWidgets import QApplication

    from sheetdesk.core.rng import Rng
    from sheetdesk.games.treasure_cards.tests.ui.test_treasure_cards_sheet import R, advance

    state = advance(R.setup(2, {}, Rng(4)), lambda s: s.phase == "complete", seed=4)
    show(table, state)

    def reach(view, key) -> bool:
        for _ in range(12):
            QApplication.processEvents()
            if view.hasFocus():
                return True
            QTest.keyClick(QApplication.focusWidget(), key)
        return view.hasFocus()

    assert reach(table.board_view, Qt.Key.Key_Up)
    assert reach(table.shared_view, Qt.Key.Key_Down)
    assert table.shared_scene.focus_id in table.shared_scene.highlighted()
    assert reach(table.board_view, Qt.Key.Key_Up)
