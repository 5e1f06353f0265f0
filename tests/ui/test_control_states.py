"""The keyboard on a control that already says something by its edge, seen in every look (light,
dark, high contrast; usual and Larger text), measured on the pixels drawn as
`test_control_edges.py` measures the plain controls:

- a chosen toggle button (a table's choice button, the look dialog's colour chosen) and a
  button the hint outlines: the keyboard's arrival changes their look by 3:1 or more over as
  many pixels as a 2 px ring round them has, and their edge keeps 3:1 or more against the
  window (their thick or dashed edge had hidden the keyboard's);
- the end page's score card, a table without a margin round it: the same (its focus edge was
  1 px);
- a lesson's words too long for the panel: the scroll bar beside them has a handle of 3:1 or
  more against its groove, wide enough to be grabbed, and a groove whose edge is told from the
  panel (3:1 or more) in every look;
- a choice chosen that the hint points at: both seen.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6 import QtWidgets
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from sheetdesk.ui import palette, style
from tests.ui.test_control_edges import (
    AT_LEAST,
    LOOKS,
    RING_PX,
    dialog_with,
    focus_change,
    grab,
    outline_ring,
)

IDS = [f"{c}-{'larger' if g else 'usual'}" for c, g in LOOKS]


def _choices(holder: QWidget, hinted: bool = False) -> QWidget:
    """A panel of the kit's choice buttons, one of a group, the first chosen (or the hint's
    outline on it): the button the keyboard reaches first."""
    from sheetdesk.ui.sheetkit import ChoiceButton, ChoicePanel
    from sheetdesk.ui.sheetkit.hint import mark_button

    sheet = QWidget(holder)
    panel = ChoicePanel(sheet, parent=holder)
    panel.show_choices(
        [
            ChoiceButton(
                f"n{n}",
                str(n),
                "number",
                n,
                (0, i),
                (0, i, 1),
                toggle="one",
                checked=n == 3 and not hinted,
            )
            for i, n in enumerate((3, 4))
        ]
    )
    if hinted:
        mark_button(panel.buttons[0], True)
    holder.layout().addLayout(panel.board)
    sheet.setFixedSize(10, 10)
    return panel.buttons[0]


def _hinted(holder: QWidget) -> QWidget:
    """A button the hint outlines (as the hint marks a button to press)."""
    from sheetdesk.ui.sheetkit.hint import mark_button

    button = QtWidgets.QPushButton("Done", holder)
    mark_button(button, True)
    holder.layout().addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
    return button


def _toggle(holder: QWidget, chosen: str = "", checked: bool = True) -> QWidget:
    """A toggle button as a table makes one (a picture in its own colours on it), drawn chosen
    in the kit's style `chosen` (`CHOSEN_EDGE` unless given)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QPixmap

    from sheetdesk.ui.sheetkit import CHOSEN_EDGE

    picture = QPixmap(28, 28)
    picture.fill(QColor("#d04040"))
    button = QtWidgets.QPushButton(QIcon(picture), "", holder)
    button.setIconSize(QSize(28, 28))
    button.setMinimumWidth(48)
    button.setCheckable(True)
    button.setChecked(checked)
    button.setProperty("choice", chosen or CHOSEN_EDGE)
    holder.layout().addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
    return button


def _hint_on(button: QWidget) -> QWidget:
    from sheetdesk.ui.sheetkit.hint import mark_button

    mark_button(button, True)
    return button


def _score_card(holder: QWidget) -> QWidget:
    """A table as the end page's score card is styled (no margin round it)."""
    table = QtWidgets.QTableWidget(3, 3, holder)
    table.setObjectName("score_card")
    table.setFixedSize(240, 130)
    holder.layout().addWidget(table, 0, Qt.AlignmentFlag.AlignLeft)
    return table


CONTROLS: dict[str, Callable[[QWidget], QWidget]] = {
    "chosen choice": _choices,
    "hinted choice": lambda holder: _choices(holder, hinted=True),
    "hinted chosen choice": lambda holder: _hint_on(_choices(holder)),
    "hinted button": _hinted,
    "chosen frame": _toggle,
    "hinted chosen frame": lambda holder: _hint_on(_toggle(holder)),
    "score card": _score_card,
}


def _edge(image: QImage, area: QRect, beside: QColor) -> float:
    """The contrast of a control's edge with what it lies on: the weaker of its left and top
    edge, each the pixel of its first four (across any of its rows or columns: a dashed edge's
    dashes) that stands out most."""

    def best(points: list[tuple[int, int]]) -> float:
        return max(palette.ratio(image.pixelColor(x, y), beside) for x, y in points)

    left = [(area.left() + i, y) for i in range(4) for y in range(area.top(), area.bottom() + 1)]
    top = [(x, area.top() + i) for i in range(4) for x in range(area.left(), area.right() + 1)]
    return min(best(left), best(top))


def _focus_seen(
    plain: QImage, focused: QImage, area: QRect, margin_free: bool = False
) -> dict[str, float]:
    """`edge` and `focused edge` (their contrast with the window beside the control), `changed`
    (the pixels the keyboard changes by 3:1 or more) and `ring` (a 2 px ring's inside the
    control's outline; `margin_free`: round `area`, the control's box)."""
    beside = style.ui_colour("window")  # (a dialog's)
    # a control without a margin: a 2 px ring round its box (a dashed outline's gaps, where its
    # face is as white as the window, would let its face and words be taken for its outline)
    box = 2 * RING_PX * (area.width() + area.height()) - 4 * RING_PX * RING_PX
    return {
        "edge": _edge(plain, area, beside),
        "focused edge": _edge(focused, area, beside),
        "changed": focus_change(plain, focused, area),
        "ring": box if margin_free else outline_ring(plain, area, beside),
    }


@pytest.mark.parametrize("kind", list(CONTROLS))
@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_the_keyboard_on_a_chosen_or_hinted_control_is_seen_in_every_look(qtbot, look, kind):
    """Tab from a line edit onto a chosen choice button, a hinted one, a hinted button or the
    score card: the keyboard's arrival a change of 3:1 or more over a 2 px ring's worth of its
    pixels, its edge 3:1 or more on the window before and after. The choice buttons' chosen
    and dashed hint edges had no other look with the keyboard on them (no change at all); the
    score card's focus edge was 1 px."""
    dialog, control = dialog_with(qtbot, CONTROLS[kind])
    plain = grab(dialog)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert control.hasFocus(), QApplication.focusWidget()
    area = QRect(control.mapTo(dialog, QPoint()), control.size())
    found = _focus_seen(plain, grab(dialog), area, margin_free=True)  # (each is its box)
    assert found["edge"] >= AT_LEAST, found
    assert found["focused edge"] >= AT_LEAST, found
    assert found["changed"] >= found["ring"], found


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_the_keyboard_on_the_chosen_colour_of_the_look_dialog_is_seen(qtbot, look):
    """The look dialog (a player's colour and symbol): Tab until the keyboard is on the colour
    chosen, as a user does: its thick chosen edge changes by 3:1 or more over a 2 px ring's
    worth of its pixels and stays 3:1 or more on the window (it had no other look)."""
    from sheetdesk.ui.look_dialog import LookDialog

    dialog = LookDialog("Ana", ("orange", "star"), [("red", "moon")])
    qtbot.addWidget(dialog)
    chosen = dialog.colour_buttons["orange"]  # (Tab comes into the row of colours on it)
    assert chosen.isChecked()
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    for _ in range(40):  # (Tab after Tab, from where the dialog puts the keyboard)
        plain = grab(dialog)
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        if chosen.hasFocus():
            break
    assert chosen.hasFocus(), QApplication.focusWidget()
    found = _focus_seen(plain, grab(dialog), QRect(chosen.mapTo(dialog, QPoint()), chosen.size()))
    assert found["edge"] >= AT_LEAST, found
    assert found["focused edge"] >= AT_LEAST, found
    assert found["changed"] >= found["ring"], found


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_the_hint_on_a_chosen_choice_is_seen_and_so_is_the_choice(qtbot, look):
    """The hint points at the choice button already chosen: its dashed outline changes the
    chosen button by 3:1 or more over a 2 px ring's worth of its pixels, its edge 3:1 or more
    on the window; and the button still differs from itself not chosen (the hint's outline on
    it) by as much (a choice chosen kept its own edge: the hint was not seen on it at all)."""
    from sheetdesk.ui.sheetkit.hint import mark_button

    dialog, button = dialog_with(qtbot, _choices)
    assert button.isChecked()
    chosen = grab(dialog)
    mark_button(button, True)  # (as the hint marks the button to press)
    hinted = grab(dialog)
    area = QRect(button.mapTo(dialog, QPoint()), button.size())
    found = _focus_seen(chosen, hinted, area)
    assert found["focused edge"] >= AT_LEAST, found  # (here: the hinted one's edge)
    assert found["changed"] >= found["ring"], found
    other = next(b for b in dialog.findChildren(QtWidgets.QPushButton) if b.text() == "4")
    QTest.mouseClick(other, Qt.MouseButton.LeftButton)  # (the other choice chosen)
    line = dialog.findChild(QtWidgets.QLineEdit)
    QTest.mouseClick(line, Qt.MouseButton.LeftButton)  # (the keyboard back where it was)
    assert not button.isChecked() and line.hasFocus()
    found = _focus_seen(hinted, grab(dialog), area)
    assert found["changed"] >= found["ring"], found


def _lesson_panel(qtbot) -> QWidget:  # type: ignore[no-untyped-def]
    """A lesson's panel shown with more words than it has room for."""
    from sheetdesk.ui.lesson import LessonPanel

    panel = LessonPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 220)
    panel.show_step(2, 9, "Cross a number in a row. " * 6, ["Bo crossed 5 in a row."] * 4)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_a_lesson_s_scroll_bar_is_seen_and_wide_enough_to_grab(qtbot, look):
    """A lesson's words longer than its panel has room for: the scroll bar beside them is 16 px
    wide or more, its handle 12 px or more of it and 3:1 or more against the groove it moves in
    (it was 14 px, its handle hardly told from its groove: about 1.1:1)."""
    panel = _lesson_panel(qtbot)
    bar = panel.scroll_area.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0
    image = grab(bar)
    option = QtWidgets.QStyleOptionSlider()
    bar.initStyleOption(option)
    handle = bar.style().subControlRect(
        QtWidgets.QStyle.ComplexControl.CC_ScrollBar,
        option,
        QtWidgets.QStyle.SubControl.SC_ScrollBarSlider,
        bar,
    )
    middle = handle.center()
    groove = image.pixelColor(middle.x(), min(handle.bottom() + 12, bar.height() - 4))
    across = [
        x
        for x in range(bar.width())
        if palette.ratio(image.pixelColor(x, middle.y()), groove) >= AT_LEAST
    ]
    assert len(across) >= 12, (len(across), bar.width())
    assert bar.width() >= 16, bar.width()


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_a_lesson_s_scroll_bar_groove_is_told_from_its_panel(qtbot, look):
    """In every look the groove a lesson's scroll bar handle moves in has an edge of 3:1 or
    more against the panel round it, at its side and at its foot (its groove was as white as
    the panel in high contrast, 1:1, and 1.05-1.14:1 against the light and dark panels' tint:
    where the handle could go was not seen)."""
    panel = _lesson_panel(qtbot)
    bar = panel.scroll_area.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0 and bar.value() == 0
    image = grab(bar)
    behind = style.ui_colour("lesson")
    low = bar.height() - 12  # (the groove: the handle is at the top)

    def edge(points: list[tuple[int, int]]) -> float:
        return max(palette.ratio(image.pixelColor(x, y), behind) for x, y in points)

    side = edge([(x, low) for x in range(4)])
    foot = edge([(bar.width() // 2, bar.height() - 1 - y) for y in range(4)])
    assert min(side, foot) >= AT_LEAST, (side, foot)


@pytest.mark.parametrize("kind", ["check box", "radio button"])
@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_a_check_box_s_words_keep_their_distance_from_its_box(qtbot, look, kind):
    """A check box's or radio button's words begin 6 px or more after its box, as drawn (they
    were 4 px from it: read as stuck to it)."""
    from tests.ui.test_control_edges import CONTROLS as PLAIN
    from tests.ui.test_control_edges import _indicator

    def make(holder: QWidget) -> QWidget:
        control = PLAIN[kind](holder)
        holder.layout().addWidget(control, 0, Qt.AlignmentFlag.AlignLeft)
        return control

    _dialog, control = dialog_with(qtbot, make)
    image = grab(control)
    box = _indicator(control)
    behind = image.pixelColor(image.width() - 1, image.height() // 2)
    inked = [
        x
        for x in range(box.right() + 1, image.width())
        if any(
            palette.ratio(image.pixelColor(x, y), behind) >= 1.5
            for y in range(box.top(), box.bottom() + 1)
        )
    ]
    drawn = [
        x
        for x in range(box.left(), box.right() + 1)
        if palette.ratio(image.pixelColor(x, box.center().y()), behind) >= 1.5
    ]
    gap = min(inked) - max(drawn) - 1
    assert gap >= 6, (gap, box, min(inked))


@pytest.mark.parametrize("chosen", ["plain", "edge"])
@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=IDS)
def test_a_chosen_toggle_button_stands_out_from_one_not_chosen(qtbot, look, chosen):
    """A table's toggle button drawn in each of the kit's chosen styles (filled, or its frame
    alone): chosen, it differs from itself not chosen by 3:1 or more over more than a 2 px
    ring round it (a toggle button without the style, a colour chosen among pictures, looked
    the same chosen or not)."""
    from sheetdesk.ui import sheetkit

    style_of = {"plain": sheetkit.CHOSEN_STYLE, "edge": sheetkit.CHOSEN_EDGE}[chosen]
    dialog, button = dialog_with(qtbot, lambda holder: _toggle(holder, style_of, checked=False))
    plain = grab(dialog)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked()
    line = dialog.findChild(QtWidgets.QLineEdit)
    QTest.mouseClick(line, Qt.MouseButton.LeftButton)  # (the keyboard back where it was)
    assert line.hasFocus()
    area = QRect(button.mapTo(dialog, QPoint()), button.size())
    found = _focus_seen(plain, grab(dialog), area)
    assert found["focused edge"] >= AT_LEAST, found  # (here: the chosen one's edge)
    assert found["changed"] >= found["ring"], found


@pytest.mark.parametrize("chosen", ["plain", "edge"])
def test_a_toggle_the_hint_points_at_keeps_its_size(qtbot, chosen):
    """A table's toggle button (in either chosen style) that the hint outlines keeps the size it
    had: its dashed outline takes its margin's room, not its padding's (the choice buttons'
    narrow padding made it 24 px narrower)."""
    from sheetdesk.ui import sheetkit
    from sheetdesk.ui.sheetkit.hint import mark_button

    style_of = {"plain": sheetkit.CHOSEN_STYLE, "edge": sheetkit.CHOSEN_EDGE}[chosen]
    for checked in (False, True):
        _dialog, button = dialog_with(
            qtbot, lambda holder, on=checked: _toggle(holder, style_of, checked=on)
        )
        before = button.sizeHint()
        mark_button(button, True)
        assert button.sizeHint() == before, (checked, before, button.sizeHint())
