"""Where a control is and where the keyboard is, seen in every look (light, dark, high contrast;
usual and Larger text), measured on the pixels drawn (not read from the style sheet):

- a control's edge (a button's, a field's, a list's or table's, a tab's, a check box's or radio
  button's indicator, a slider's groove) has 3:1 or more against what it lies on: the window,
  or a group box's inside (WCAG's non-text contrast);
- the keyboard on a control (Tab from the control before it, as a user moves it) changes its
  look by 3:1 or more over as many pixels as a 2 px ring around it has (WCAG's focus
  appearance), and the edge it then has keeps 3:1 or more against what it lies on;
- the sheets' own focus ring (a box the keyboard is on) stands out by 3:1 or more from the
  sheet under it in each look.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pytest
from PySide6 import QtWidgets
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QGroupBox, QVBoxLayout, QWidget

from sheetdesk.ui import palette, style
from tests.ui.driving import click_into

AT_LEAST = 3.0  # WCAG's non-text contrast, and the change focus makes
RING_PX = 2  # the ring whose area the focus's change must cover at least (WCAG: 2 CSS px)


def _button(page: QWidget) -> QWidget:
    return QtWidgets.QPushButton("Continue", page)


def _primary(page: QWidget) -> QWidget:
    button = QtWidgets.QPushButton("Start", page)
    style.set_role(button, "primary")
    return button


def _big(page: QWidget) -> QWidget:
    button = QtWidgets.QPushButton("New game", page)
    style.set_role(button, "big")
    return button


def _combo(page: QWidget) -> QWidget:
    combo = QtWidgets.QComboBox(page)
    combo.addItems(["Careful", "Greedy"])
    return combo


def _list(page: QWidget) -> QWidget:
    listed = QtWidgets.QListWidget(page)
    listed.addItems(["Ana", "Bo", "Ciril"])
    listed.setFixedSize(180, 100)
    return listed


def _table(page: QWidget) -> QWidget:
    table = QtWidgets.QTableWidget(2, 2, page)
    table.setFixedSize(220, 110)
    return table


def _slider(page: QWidget) -> QWidget:
    slider = QtWidgets.QSlider(Qt.Orientation.Horizontal, page)
    slider.setRange(0, 100)
    slider.setValue(30)  # (its handle off the groove's middle, where its top edge is measured)
    slider.setFixedWidth(200)
    return slider


def _tabs(page: QWidget) -> QWidget:
    tabs = QtWidgets.QTabBar(page)
    tabs.setExpanding(False)
    tabs.addTab("Number rows")
    tabs.addTab("Treasure")
    return tabs


# a control as a page makes it; the words after the kind: how it is styled
CONTROLS: dict[str, Callable[[QWidget], QWidget]] = {
    "button": _button,
    "primary button": _primary,
    "big button": _big,
    "line edit": lambda page: QtWidgets.QLineEdit("Ana", page),
    "spin box": QtWidgets.QSpinBox,
    "combo box": _combo,
    "check box": lambda page: QtWidgets.QCheckBox("Sounds", page),
    "radio button": lambda page: QtWidgets.QRadioButton("Careful", page),
    "list": _list,
    "table": _table,
    "slider": _slider,
    "tabs": _tabs,
}
BEHIND = ("window", "group box")


def dialog_with(qtbot, make: Callable[[QWidget], QWidget], behind: str = "window"):  # type: ignore[no-untyped-def]
    """A dialog (styled as the app's) with a line edit and under it the control `make(holder)`
    puts in the holder's layout, in a group box or on the window itself; shown, active, the
    keyboard on the line edit (a user's click)."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    holder: QWidget = dialog
    if behind == "group box":
        holder = QGroupBox("Players", dialog)
        QVBoxLayout(dialog).addWidget(holder)
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(24, 24, 24, 24)
    layout.setSpacing(16)
    before = QtWidgets.QLineEdit("Bo", holder)
    layout.addWidget(before)
    control = make(holder)
    dialog.resize(320, dialog.sizeHint().height())
    click_into(qtbot, dialog, before)
    return dialog, control


def _shown(qtbot, kind: str, behind: str) -> tuple[QDialog, QWidget]:  # type: ignore[no-untyped-def]
    def make(holder: QWidget) -> QWidget:
        control = CONTROLS[kind](holder)
        holder.layout().addWidget(control, 0, Qt.AlignmentFlag.AlignLeft)
        return control

    return dialog_with(qtbot, make, behind)


def grab(widget: QWidget) -> QImage:
    QApplication.processEvents()
    return widget.grab().toImage()


def _area(control: QWidget, dialog: QDialog) -> QRect:
    """Where the control lies in its dialog."""
    return QRect(control.mapTo(dialog, QPoint(0, 0)), control.size())


def _indicator(control: QWidget) -> QRect:
    """A check box's or radio button's indicator, in the control."""
    option = QtWidgets.QStyleOptionButton()
    control.initStyleOption(option)  # type: ignore[attr-defined]
    element = (
        QtWidgets.QStyle.SubElement.SE_RadioButtonIndicator
        if control.inherits("QRadioButton")
        else QtWidgets.QStyle.SubElement.SE_CheckBoxIndicator
    )
    return control.style().subElementRect(element, option, control)


def _groove(slider: QWidget) -> QRect:
    """A slider's groove, in the slider."""
    option = QtWidgets.QStyleOptionSlider()
    slider.initStyleOption(option)  # type: ignore[attr-defined]
    return slider.style().subControlRect(
        QtWidgets.QStyle.ComplexControl.CC_Slider,
        option,
        QtWidgets.QStyle.SubControl.SC_SliderGroove,
        slider,
    )


def edge_contrast(image: QImage, area: QRect, beside: QColor) -> float:
    """The contrast of a control's edge (`area` in `image`) with what it lies on (`beside`): the
    weaker of its left and its top edge, each the pixel of its first four (across the middle)
    that stands out most."""

    def best(points: list[tuple[int, int]]) -> float:
        return max(palette.ratio(image.pixelColor(x, y), beside) for x, y in points)

    middle = area.center()
    left = [(area.left() + i, middle.y()) for i in range(4)]
    top = [(middle.x(), area.top() + i) for i in range(4)]
    return min(best(left), best(top))


RGB = tuple[int, int, int]


def pixels(image: QImage) -> Callable[[int, int], RGB]:
    """The colour of `image` at (x, y) as (red, green, blue), read from its bytes copied once:
    the sweeps below look at every pixel of a control, and a `pixelColor` call and a `QColor`
    a pixel were most of these tests' time. (The grabs are opaque: no alpha to undo.)"""
    rgbx = image.convertToFormat(QImage.Format.Format_RGBX8888)  # (bytes R, G, B, X)
    data, line = bytes(rgbx.constBits()), rgbx.bytesPerLine()

    def at(x: int, y: int) -> RGB:
        i = y * line + 4 * x
        return data[i], data[i + 1], data[i + 2]

    return at


@functools.cache
def _ratio(a: RGB, b: RGB) -> float:
    """`palette.ratio` of two colours (few, many times over in a control's pixels)."""
    return palette.ratio(QColor(*a), QColor(*b))


def _rgb(colour: QColor) -> RGB:
    return colour.red(), colour.green(), colour.blue()


def outline_ring(image: QImage, area: QRect, beside: QColor) -> int:
    """How many pixels a 2 px ring just inside the control's outline has, as drawn in `image`:
    the control is what of `area` is not reached from its rim through pixels of what it lies
    on (`beside`): a rounded button's corners are not its own."""
    at, behind = pixels(image), _rgb(beside)
    left, right, top, bottom = area.left(), area.right(), area.top(), area.bottom()
    matches = {
        (x, y)
        for x in range(left, right + 1)
        for y in range(top, bottom + 1)
        if _same(at(x, y), behind)
    }
    rim = [(x, y) for (x, y) in matches if x in (left, right) or y in (top, bottom)]
    outside = set(rim)
    while rim:
        x, y = rim.pop()
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if near in matches and near not in outside:
                outside.add(near)
                rim.append(near)
    steps = range(-RING_PX, RING_PX + 1)  # (within 2 px: a disc, as a ring's width is taken)
    reach = [(dx, dy) for dx in steps for dy in steps if dx * dx + dy * dy <= RING_PX * RING_PX]
    return sum(
        any(
            (x + dx, y + dy) in outside or not (left <= x + dx <= right and top <= y + dy <= bottom)
            for dx, dy in reach
        )
        for x in range(left, right + 1)
        for y in range(top, bottom + 1)
        if (x, y) not in outside
    )


def drawn_box(image: QImage, area: QRect, beside: QColor) -> QRect:
    """The box round what a control draws in `area` (a check box's indicator and words: it has
    no edge of its own round them)."""
    at, behind = pixels(image), _rgb(beside)
    drawn = [
        (x, y)
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
        if not _same(at(x, y), behind)
    ]
    xs, ys = [x for x, _ in drawn], [y for _, y in drawn]
    return QRect(QPoint(min(xs), min(ys)), QPoint(max(xs), max(ys)))


def _same(a: RGB, b: RGB) -> bool:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2])) <= 3


def focus_change(plain: QImage, focused: QImage, area: QRect) -> int:
    """How many pixels of `area` the focus changes by 3:1 or more."""
    before, after = pixels(plain), pixels(focused)
    return sum(
        _ratio(before(x, y), after(x, y)) >= AT_LEAST
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
    )


def measure(qtbot, kind: str, behind: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """A control's edge and focus, as drawn: `edge` and `focused edge` (their contrast with what
    lies beside the control), `changed` (`focus_change`) and `ring` (`outline_ring`)."""
    dialog, control = _shown(qtbot, kind, behind)
    plain = grab(dialog)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert control.hasFocus(), QApplication.focusWidget()
    focused = grab(dialog)
    area = _area(control, dialog)
    # what the control lies on: the pixel left of it, beyond a margin
    beside = plain.pixelColor(area.left() - 6, area.center().y())
    if kind == "tabs":  # (the keyboard is on the tab chosen: that tab is the control)
        area = control.tabRect(control.currentIndex()).translated(area.topLeft())
    edged, ring = area, outline_ring(plain, area, beside)
    if kind in ("check box", "radio button", "slider"):  # (no edge round them and their words)
        edged = _indicator(control) if kind != "slider" else _groove(control)
        edged = edged.translated(area.topLeft())
        box = drawn_box(plain, area, beside)
        ring = 2 * RING_PX * (box.width() + box.height()) - 4 * RING_PX * RING_PX
    return {
        "edge": edge_contrast(plain, edged, beside),
        "focused edge": edge_contrast(focused, edged, beside),
        "changed": focus_change(plain, focused, area),
        "ring": ring,
    }


LOOKS = [(colours, larger) for colours in palette.PALETTES for larger in (False, True)]


@pytest.mark.parametrize("behind", BEHIND)
@pytest.mark.parametrize("kind", list(CONTROLS))
@pytest.mark.parametrize(
    "look", LOOKS, indirect=True, ids=[f"{c}-{'larger' if g else 'usual'}" for c, g in LOOKS]
)
def test_a_control_s_edge_and_its_focus_stand_out_in_every_look(qtbot, look, kind, behind):
    """Every kind of control, in every look, on the window and in a group box: its edge 3:1 or
    more against what it lies on, with the keyboard on it or not, and the keyboard's arrival
    a change of 3:1 or more over a 2 px ring's worth of its pixels. The style's own grey frames
    of the light and dark palettes' fields and lists had about 1.3:1 to 2:1; high contrast's
    button, focused, changed its 1 px black edge to a dark blue of 1.9:1."""
    found = measure(qtbot, kind, behind)
    assert found["edge"] >= AT_LEAST, found
    assert found["focused edge"] >= AT_LEAST, found
    assert found["changed"] >= found["ring"], found


def _sheet(qtbot):  # type: ignore[no-untyped-def]
    """A sheet of the kit's boxes on its paper (the kit's own colours, as a game's sheet draws
    them) under a line edit in a dialog, the keyboard on the line edit (a user's click)."""
    from sheetdesk.ui.sheetkit import Band, CellSpec, FittingView, SheetLayout, SheetScene
    from sheetdesk.ui.sheetkit.items import KIT

    cells = tuple(
        CellSpec(f"r{r}c{c}", (10 + c * 50, 10 + r * 50, 44, 44), label=str(r * 4 + c + 1))
        for r in range(3)
        for c in range(4)
    )
    layout = SheetLayout(220, 170, cells, bands=(Band((0, 0, 220, 170), KIT.paper),))
    dialog = QDialog()
    qtbot.addWidget(dialog)
    column = QVBoxLayout(dialog)
    before = QtWidgets.QLineEdit("Bo", dialog)
    scene = SheetScene(layout)
    view = FittingView(scene)
    column.addWidget(before)
    column.addWidget(view, 1)
    dialog.resize(420, 320)
    click_into(qtbot, dialog, before)
    return dialog, view, scene


@pytest.mark.parametrize(
    "look", LOOKS, indirect=True, ids=[f"{c}-{'larger' if g else 'usual'}" for c, g in LOOKS]
)
def test_a_sheet_s_focus_ring_stands_out_in_every_look(qtbot, look):
    """The keyboard on a sheet (Tab into it, an arrow onto a box): the ring round the box
    changes what was drawn there by 3:1 or more over as many pixels as a 2 px ring round the
    box has, in every look."""
    dialog, view, scene = _sheet(qtbot)
    plain = grab(dialog)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert view.hasFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_id
    focused = grab(dialog)
    item = scene.cell(scene.focus_id)
    box = view.mapFromScene(item.mapToScene(item.rect())).boundingRect()
    box.translate(view.viewport().mapTo(dialog, QPoint(0, 0)))
    reach = round(item.focus_reach() * view.transform().m11()) + 2
    changed = focus_change(plain, focused, box.adjusted(-reach, -reach, reach, reach))
    ring = 2 * RING_PX * (box.width() + box.height()) - 4 * RING_PX * RING_PX
    assert changed >= ring, (changed, ring)
