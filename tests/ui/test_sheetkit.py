"""sheetkit: items from layout data, clicks and keys → cell_activated, highlights, fitting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from sheetdesk.ui.plain import plain_tooltip
from sheetdesk.ui.sheetkit import (
    Band,
    CardFace,
    CellItem,
    CellSpec,
    FittingView,
    Glyph,
    Label,
    LabelItem,
    SheetLayout,
    SheetScene,
    symbol_path,
)
from sheetdesk.ui.sheetkit.hint import HintMarker
from sheetdesk.ui.sheetkit.layout import SYMBOL_NAMES


def grid_layout(rows: int = 3, cols: int = 4) -> SheetLayout:
    cells = tuple(
        CellSpec(f"r{r}c{c}", (10 + c * 50, 10 + r * 50, 44, 44), label=str(r * cols + c))
        for r in range(rows)
        for c in range(cols)
    )
    deco = CellSpec("deco", (10, 10 + rows * 50, 44, 20), label="x", activatable=False)
    return SheetLayout(
        20 + cols * 50,
        40 + rows * 50,
        (*cells, deco),
        bands=(Band((0, 0, 20 + cols * 50, 40 + rows * 50), "#fff"),),
        glyphs=(Glyph((0, 0, 8, 8), "diamond", "#d00"),),
        labels=(Label((0, 0, 50, 8), "title", id="title"),),
    )


def show_sheet(qtbot, layout: SheetLayout, width: int, height: int):  # type: ignore[no-untyped-def]
    """A scene of `layout` in a shown view of that size."""
    scene = SheetScene(layout)
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


@pytest.fixture
def sheet(qtbot):
    return show_sheet(qtbot, grid_layout(), 420, 300)


def click(view: FittingView, scene: SheetScene, item_id: str) -> None:
    item = scene.cell(item_id)
    pos = view.mapFromScene(item.mapToScene(item.rect().center()))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )


def test_layout_builds_one_item_per_cell(sheet):
    scene, _view = sheet
    assert len(scene.cells) == 13
    assert sum(isinstance(i, CellItem) for i in scene.items()) == 13
    assert scene.labels["title"].text == "title"
    assert scene.sceneRect() == QRectF(0, 0, 220, 190)


def test_click_emits_cell_id(sheet, qtbot):
    scene, view = sheet
    with qtbot.waitSignal(scene.cell_activated) as blocker:
        click(view, scene, "r1c2")
    assert blocker.args == ["r1c2"]


def test_click_on_decoration_or_empty_paper_emits_nothing(sheet, qtbot):
    scene, view = sheet
    seen: list[str] = []
    scene.cell_activated.connect(seen.append)
    click(view, scene, "deco")
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert seen == []


def test_arrow_keys_move_focus_and_enter_activates(sheet, qtbot):
    scene, view = sheet
    view.setFocus(Qt.FocusReason.TabFocusReason)
    scene.set_focus_cell("r0c0")
    seen: list[str] = []
    scene.cell_activated.connect(seen.append)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_id == "r0c1"
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.focus_id == "r2c1"
    QTest.keyClick(view, Qt.Key.Key_Down)  # nothing below but a decoration: stays
    assert scene.focus_id == "r2c1"
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert seen == ["r2c0", "r2c0"]
    assert scene.cell("r2c0").focused  # the ring is visible while the view has focus


def test_a_key_the_table_takes_first_never_reaches_the_sheet(sheet):
    scene, view = sheet
    view.setFocus(Qt.FocusReason.TabFocusReason)
    scene.set_focus_cell("r0c0")
    taken: list[str] = []
    seen: list[str] = []
    scene.cell_activated.connect(seen.append)

    def take_enter(event) -> bool:  # type: ignore[no-untyped-def]
        if event.key() != Qt.Key.Key_Return:
            return False
        taken.append(scene.focus_id)
        return True

    scene.key_filter = take_enter
    QTest.keyClick(view, Qt.Key.Key_Return)  # the table's: confirms, say
    QTest.keyClick(view, Qt.Key.Key_Right)  # the sheet's still
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert taken == ["r0c0"]
    assert seen == ["r0c1"]


def pyramid_layout(levels: int = 5) -> SheetLayout:
    """Rows of levels, 5 cells, 4, 3 ... each row offset by half a cell, as a pyramid is built
    (the cell straight above a cell is two rows up), and a tower of cells to the right."""
    cells = tuple(
        CellSpec(f"L{level}.{i}", (10 + level * 25 + i * 50, 260 - level * 50, 48, 48))
        for level in range(levels)
        for i in range(levels - level)
    )
    tower = tuple(CellSpec(f"T{level}", (300, 260 - level * 50, 48, 48)) for level in range(levels))
    return SheetLayout(360, 320, cells + tower)


def test_arrows_in_a_pyramid_go_to_the_next_row_and_on_to_the_tower_beside_it(qtbot):
    scene, view = show_sheet(qtbot, pyramid_layout(), 420, 420)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    for level in range(5):  # Right at the end of a row: the tower cell beside it
        scene.set_focus_cell(f"L{level}.{4 - level}")
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert scene.focus_id == f"T{level}"
    for cell_id in [c for c in scene.cells if c.startswith("L")]:
        level = int(cell_id[1:].split(".")[0])
        for key, step in ((Qt.Key.Key_Up, 1), (Qt.Key.Key_Down, -1)):
            scene.set_focus_cell(cell_id)
            QTest.keyClick(view, key)
            reached = int(scene.focus_id[1:].split(".")[0])
            if 0 <= level + step < 5 and scene.focus_id != cell_id:
                assert reached == level + step, (cell_id, key.name, scene.focus_id)
        if level < 4:  # every cell but the top has a cell up to go to
            scene.set_focus_cell(cell_id)
            QTest.keyClick(view, Qt.Key.Key_Up)
            assert scene.focus_id != cell_id


def test_first_arrow_focuses_a_highlighted_cell(sheet):
    scene, view = sheet
    scene.set_highlighted(["r2c3"])
    view.setFocus(Qt.FocusReason.MouseFocusReason)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focus_id == "r2c3"


def test_highlighted_cells_match_the_given_ids(sheet):
    scene, _view = sheet
    scene.set_highlighted(["r0c1", "r2c3", "no-such-cell"])
    assert scene.highlighted() == {"r0c1", "r2c3"}
    assert {k for k, item in scene.cells.items() if item.highlighted} == {"r0c1", "r2c3"}
    scene.set_highlighted(["r1c1"])
    assert {k for k, item in scene.cells.items() if item.highlighted} == {"r1c1"}
    scene.set_highlighted([])
    assert not any(item.highlighted for item in scene.cells.values())


def test_dimming_follows_highlights(sheet):
    scene, _view = sheet
    scene.dim_others = True
    scene.set_highlighted(["r0c0"])
    assert scene.cell("r1c1").dimmed and not scene.cell("r0c0").dimmed
    scene.set_highlighted(["r1c1"])
    assert scene.cell("r0c0").dimmed and not scene.cell("r1c1").dimmed
    scene.set_highlighted([])
    assert not any(item.dimmed for item in scene.cells.values())


def test_states_and_labels_update_in_place(sheet):
    scene, _view = sheet
    before = set(scene.items())
    assert scene.set_states({"r0c0": "crossed", "r0c1": "skipped"}) == 2
    assert scene.set_states({"r0c0": "crossed"}) == 0  # unchanged: no repaint
    assert scene.set_state("r1c0", "crossed", pending=True)
    assert scene.set_label("r2c2", "77") and scene.cell("r2c2").label == "77"
    assert scene.set_label("title", "new") and scene.labels["title"].text == "new"
    assert set(scene.items()) == before


def test_a_label_set_from_a_core_text_is_shown_translated(sheet):
    """A table hands a cell or a label a core Text as it is: the scene translates it."""
    from PySide6.QtCore import QCoreApplication

    from sheetdesk.core.i18n import text
    from sheetdesk.ui import i18n
    from sheetdesk.ui.sheetkit import turn_words

    scene, _view = sheet
    translators = i18n.Translators()
    try:
        translators.install("pl")
        scene.set_label("r2c2", text(turn_words.CONTEXT, turn_words.WAIT))
        scene.set_label("title", text(turn_words.CONTEXT, turn_words.PLAYING, player="Ana"))
        wait = QCoreApplication.translate(turn_words.CONTEXT, turn_words.WAIT)
        playing = QCoreApplication.translate(turn_words.CONTEXT, turn_words.PLAYING)
    finally:
        translators.install("en")
    assert wait != turn_words.WAIT and scene.cell("r2c2").label == wait
    assert scene.labels["title"].text == playing.format(player="Ana") != playing


@pytest.mark.parametrize("size", [(420, 300), (1200, 500)])
def test_fitting_view_shows_the_whole_sheet(qtbot, size):
    scene = SheetScene(grid_layout())
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.contains(shown)
    # aspect ratio kept, and one side (nearly) fills the widget
    expected = min(size[0] / 220, size[1] / 190)
    assert view.scale_factor() == pytest.approx(expected, rel=0.03)


def test_fitting_view_refits_on_resize(qtbot):
    scene = SheetScene(grid_layout())
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.show()
    qtbot.waitExposed(view)
    small = view.scale_factor()
    view.resize(900, 800)
    qtbot.wait(10)
    assert view.scale_factor() > small * 2


def test_cards_show_back_or_face(sheet):
    scene, _view = sheet
    card = scene.add_card("card", (10, 160, 30, 40))
    assert card.set_card(7, None, tooltip="7")
    assert card.face is None and card.number == 7
    face = CardFace(("#d00",), "diamond")
    assert card.set_card(7, face, selected=True)
    assert card.face == face and card.selected
    assert not card.set_card(7, face, selected=True)


def test_every_symbol_is_a_vector_path():
    for name in SYMBOL_NAMES:
        assert not symbol_path(name, QRectF(0, 0, 20, 20)).isEmpty(), name
    assert symbol_path("nonsense", QRectF(0, 0, 20, 20)).isEmpty()


def test_duplicate_ids_are_refused():
    layout = SheetLayout(100, 100, (CellSpec("a", (0, 0, 10, 10)), CellSpec("a", (20, 0, 10, 10))))
    with pytest.raises(ValueError, match="duplicate"):
        SheetScene(layout)


def green_ink(image) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The pixels of `image` in the green the tests write numbers in."""
    return [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if (color := image.pixelColor(x, y)).green() > 150 and color.red() < 120
    ]


@pytest.mark.parametrize("number", [2, 10, 11, 12])
def test_a_card_number_stays_inside_its_circle(qtbot, number):
    """Two-digit numbers too: no ink of the number outside the white middle of the face."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from sheetdesk.ui.sheetkit import CardItem

    scale = 4
    item = CardItem("c", (0, 0, 60, 84))
    item.set_card(number, CardFace(("#ff0000",), "diamond", ink="#00ff00"))
    image = QImage(60 * scale, 84 * scale, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff0000"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    item.paint(painter, None)
    painter.end()
    circle = item.circle()
    cx, cy = circle.center().x() * scale, circle.center().y() * scale
    rx, ry = circle.width() / 2 * scale, circle.height() / 2 * scale
    ink = green_ink(image)
    outside = [(x, y) for x, y in ink if ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 0.95]
    assert len(ink) > 50 and not outside


def _written_boxes_under(marker: HintMarker, scene: SheetScene) -> list[str]:
    return [
        item.item_id
        for item in scene.items(marker.badge)
        if isinstance(item, CellItem)
        and not item.is_blank()
        and marker.badge.intersects(item.mapToScene(item.rect()).boundingRect())
    ]


@pytest.mark.parametrize("row", [0, 1, 2])
def test_the_hint_badge_covers_no_written_box_when_it_has_room(qtbot, row):
    """In a grid of boxes with numbers in them, the "Hint" badge of an empty box does not hide
    the numbers around it (it sits on the empty box's own edge), also at the sheet's top row."""
    layout = grid_layout(rows=3, cols=4)
    scene = SheetScene(layout)
    target = f"r{row}c1"
    scene.cell(target).set_label("")
    rect = scene.cell(target).mapToScene(scene.cell(target).rect()).boundingRect()
    marker = HintMarker(rect, "Hint")
    scene.addItem(marker)
    assert _written_boxes_under(marker, scene) == []
    assert scene.sceneRect().contains(marker.badge)


def test_the_hint_badge_stays_legible_when_its_sheet_is_drawn_smaller(qtbot):
    """The badge's words are chosen for the scale the sheet is drawn at: when the view is made
    smaller after the hint was shown (a window resized, a column shared anew), they grow so
    that they are still 9 pt or more on screen."""
    from sheetdesk.ui.sheetkit import text_sizes
    from sheetdesk.ui.sheetkit.measure import MIN_TEXT_PX

    scene = SheetScene(grid_layout(rows=3, cols=4))
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(440, 340)
    view.show()
    qtbot.waitExposed(view)
    target = scene.cell("r1c1")
    marker = HintMarker(target.mapToScene(target.rect()).boundingRect(), "Hint")
    scene.addItem(marker)
    shown = [size for size, words in text_sizes(view) if words == "Hint"]
    assert shown and min(shown) >= MIN_TEXT_PX - 0.05
    view.resize(160, 124)  # about a third of the size it had
    qtbot.waitUntil(lambda: view.scale_factor() < 0.75)
    shown = [size for size, words in text_sizes(view) if words == "Hint"]
    assert shown and min(shown) >= MIN_TEXT_PX - 0.05, shown


def test_text_sizes_are_the_fonts_times_the_views_scale(qtbot):
    """What a sheet's text measures on screen: a 20-unit label shown at half size is 10 px, an
    item that scales itself counts too, and what is hidden is not measured."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from sheetdesk.ui.sheetkit import font_for, smallest_text, text_sizes

    scene = SheetScene()
    scene.setSceneRect(QRectF(0, 0, 400, 200))
    big = QGraphicsSimpleTextItem("big")
    big.setFont(font_for(20))
    small = QGraphicsSimpleTextItem("small")
    small.setFont(font_for(20))
    small.setScale(0.8)
    small.setPos(0, 100)
    hidden = QGraphicsSimpleTextItem("hidden")
    hidden.setFont(font_for(4))
    hidden.setVisible(False)
    for item in (big, small, hidden):
        scene.addItem(item)
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(204, 104)  # the scene at half size (a margin of 2 each side)
    view.show()
    qtbot.waitExposed(view)
    sizes = sorted(text_sizes(view))
    assert [(round(size, 1), words) for size, words in sizes] == [(8.0, "small"), (10.0, "big")]
    assert smallest_text(view) == sizes[0]


def test_a_layout_file_gives_cells_polygon_bands_places_and_styles(tmp_path, qtbot):
    from sheetdesk.ui.sheetkit import load_layout, with_labels

    path = tmp_path / "sheet.json"
    path.write_text(
        '{"width": 100, "height": 60, "styles": {"big": {"font_size": 30}},'
        ' "bands": [{"points": [[10, 50], [50, 5], [90, 50]], "fill": "#eee", "z": -5}],'
        ' "cells": [{"id": "a", "rect": [10, 10, 20, 20], "style": "big"},'
        '           {"id": "b", "rect": [40, 10, 20, 20], "activatable": false}],'
        ' "labels": [{"rect": [0, 0, 50, 8], "id": "title"}],'
        ' "places": {"box": [70, 10, 20, 20]},'
        ' "drawings": {"test-wave": [{"quads": [-0.4, 0, -0.2, -0.3, 0, 0, 0.2, 0.3, 0.4, 0],'
        '                             "ink": "#000000", "width": 0.1},'
        '                            {"ellipse": [-0.1, -0.1, 0.2, 0.2], "fill": "#000000"}]}}',
        encoding="utf-8",
    )
    layout = with_labels(load_layout(path), {"a": "7"})
    assert [(c.id, c.label, c.activatable) for c in layout.cells] == [
        ("a", "7", True),
        ("b", "", False),
    ]
    assert layout.bands[0].rect == (10, 5, 80, 45)  # a polygon's rect is its bounding box
    assert layout.style("big").font_size == 30 and layout.style("big").fill == "#ffffff"
    assert layout.places == {"box": (70, 10, 20, 20)}
    assert not any(c.activatable for c in with_labels(layout, {}, activatable=False).cells)
    scene = SheetScene(layout)
    band = next(i for i in scene.items() if i.zValue() == -5)
    assert band.boundingRect().contains(QRectF(10, 5, 80, 45))
    assert scene.cells["a"].label == "7"
    # a drawing of the file is a symbol once the scene is built: ink where its curve goes
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.ui.sheetkit import paint_symbol

    image = QImage(40, 40, QImage.Format.Format_Grayscale8)
    image.fill(255)
    painter = QPainter(image)
    assert paint_symbol(painter, "test-wave", QRectF(0, 0, 40, 40))
    painter.end()
    assert image.pixelColor(20, 20).value() < 100 and image.pixelColor(20, 4).value() > 200


@pytest.mark.parametrize(
    "text",
    [
        '{"width": 10, "height": 10, "cells": [{"id": "a", "rect": [0, 0, 1, 1]},'
        ' {"id": "a", "rect": [2, 0, 1, 1]}]}',
        '{"width": 10, "height": 10, "cells": [{"id": "a", "rect": [0, 0, 1, 1], "style": "x"}]}',
        '{"width": 10, "height": 10, "bands": [{"fill": "#fff"}]}',
        '{"width": 10, "height": 10, "colour": "red"}',
        '{"width": 10',
        '{"width": 10, "height": 10, "drawings": {"x": [{"quads": [0, 0, 1, 1]}]}}',
    ],
    ids=[
        "duplicate id",
        "unknown style",
        "band without shape",
        "unknown key",
        "broken json",
        "curve without end",
    ],
)
def test_a_broken_layout_file_is_refused_with_its_name(tmp_path, text):
    from sheetdesk.ui.sheetkit import load_layout

    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=r"broken\.json"):
        load_layout(path)


def test_choice_panel_keeps_its_buttons_and_gives_back_what_a_click_chose(qtbot):
    from PySide6.QtWidgets import QWidget

    from sheetdesk.ui.sheetkit import ChoiceButton, ChoicePanel

    host = QWidget()
    qtbot.addWidget(host)
    panel = ChoicePanel(FittingView(SheetScene()))
    host.setLayout(panel.board)
    host.resize(500, 300)
    host.show()
    qtbot.waitExposed(host)
    got = []
    panel.chosen.connect(lambda kind, what, checked: got.append((kind, what, checked)))

    def numbers(chosen):
        return [
            ChoiceButton(f"n{n}", str(n), "number", n, (0, i), (i, 0, 2), toggle="one",
                         checked=n == chosen)
            for i, n in enumerate((12, 21))
        ]  # fmt: skip

    panel.show_choices(numbers(None))
    first = panel.buttons
    QTest.mouseClick(panel.button("n21"), Qt.MouseButton.LeftButton)
    assert got == [("number", 21, True)]
    panel.show_choices(numbers(None))  # a new player: nothing chosen, the same buttons
    assert panel.buttons == first and not any(b.isChecked() for b in first)
    # beside the sheet the buttons go one above the other; under it, side by side
    assert panel.button("n12").y() < panel.button("n21").y()
    panel.orient(below=True)
    panel.place()
    qtbot.wait(1)
    assert panel.button("n12").x() < panel.button("n21").x()
    panel.show_choices([])
    assert not panel.isVisible()


def test_dice_are_clicked_and_held_and_a_held_die_does_not_tumble(qtbot):
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.sheetkit import DiceItem, set_animations

    scene = QGraphicsScene()
    scene.setSceneRect(0, 0, 230, 80)
    dice = DiceItem((10, 10, 210, 60), 3, [1, 2, 3, 4, 5, 6])
    scene.addItem(dice)
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(460, 160)
    view.show()
    qtbot.waitExposed(view)
    dice.show_faces([2, 5, 6])
    clicked = []
    dice.die_clicked.connect(clicked.append)
    for index in (1, 2):
        die = dice.dice[index]
        centre = view.mapFromScene(die.mapToScene(die.face_rect.center()))
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicked == [1, 2]

    def grey(held):  # the die drawn in shades of grey: held must show without colour
        dice.set_held(held)
        image = QImage(230, 80, QImage.Format.Format_Grayscale8)
        image.fill(255)
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
        return image

    assert grey([]) != grey([1])
    assert dice.held == (1,)

    def held_die() -> tuple[int, float]:
        return dice.dice[1].face, dice.dice[1].rotation()

    # the held die as every frame of the roll leaves it (read when the scene reports a change,
    # however late a busy machine shows the frames)
    seen: list[tuple[bool, int, float]] = []
    scene.changed.connect(lambda _: seen.append((dice.rolling, *held_die())))
    set_animations(True)
    try:
        dice.show_faces([3, 4, 1], animate=True)  # its first frame is shown at once
        assert dice.rolling
        assert held_die() == (5, 0.0)
        qtbot.waitUntil(lambda: not dice.rolling, timeout=10_000)
    finally:
        set_animations(False)
    rolling = [(face, turned) for still_rolling, face, turned in seen if still_rolling]
    assert rolling and set(rolling) == {(5, 0.0)}, rolling
    assert [die.face for die in dice.dice] == [3, 4, 1]


def test_a_polygon_emblem_is_drawn_at_its_corners_in_its_ring_above_the_caption(qtbot):
    """A card back's polygon emblem: filled at its corners' shares of the side, ringed, and
    lifted above the pile's count."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from sheetdesk.ui.sheetkit import CardBack, PolygonEmblem

    diamond = ((0.0, -0.2), (0.2, 0.0), (0.0, 0.2), (-0.2, 0.0))
    back = CardBack(
        "#ffffff", "#ffffff", "#ffffff", "#000000", PolygonEmblem(diamond, "#ff0000", ring=0.3)
    )

    def drawn(caption: str) -> QImage:
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        back(painter, QRectF(0, 0, 200, 200), caption)
        painter.end()
        return image

    def red(image: QImage, x: int, y: int) -> bool:
        colour = image.pixelColor(x, y)
        return colour.red() > 200 and colour.green() < 80

    plain = drawn("")
    assert red(plain, 100, 100) and red(plain, 100, 64)  # inside, near the top corner
    assert not red(plain, 100, 56) and not red(plain, 70, 70)  # beyond the corner and the side
    assert red(plain, 100, 40) and red(plain, 160, 100)  # the ring, 60 px out
    lifted = drawn("7")  # lifted by a tenth of the side
    assert red(plain, 100, 124) and red(lifted, 100, 54) and not red(lifted, 100, 124)


def _stated_on_a_small_sheet(draw) -> list:
    """What the kit states when `draw(painter)` paints on a sheet shown at half its size."""
    from PySide6.QtGui import QImage, QPainter

    from sheetdesk.ui.sheetkit.measure import stating

    image = QImage(400, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(0.5, 0.5)
    with stating() as stated:
        draw(painter)
    painter.end()
    return stated


def test_a_text_without_room_for_one_line_is_folded_or_cut_short_not_left_out(qapp):
    """A sheet shown small grows its words to 9 pt; where that no longer fits one line, the
    kit folds the words onto a second line (the box is high enough) or cuts them short with an
    ellipsis — the words are never silently left out (each is noted as drawn)."""
    from sheetdesk.ui.sheetkit import draw_fitted_text, draw_legible_text, font_for

    def draw(painter):
        # 9 pt at half size is 24 units: "Open display now" needs about 190 units on one line
        draw_fitted_text(
            painter, QRectF(0, 0, 120, 70), Qt.AlignmentFlag.AlignCenter, "Open display now", 10
        )
        draw_fitted_text(
            painter, QRectF(0, 100, 120, 30), Qt.AlignmentFlag.AlignCenter, "Expedition card", 10
        )
        painter.setFont(font_for(10))
        draw_legible_text(painter, QRectF(0, 200, 200, 40), Qt.AlignmentFlag.AlignLeft, "Pile")

    stated = _stated_on_a_small_sheet(draw)
    assert [s.ink is not None for s in stated] == [True, True, True], stated
    folded, short, grown = stated
    assert folded.text == "Open display now" and folded.ink.height() > 1.5 * 12
    assert short.text.endswith("…") and short.text.startswith("Exp")
    assert grown.pixels >= 12 - 0.01  # 9 pt on screen


def test_a_text_a_little_too_wide_at_9_pt_is_drawn_whole_in_narrower_letters(qapp):
    """A note under a small card, on a sheet shown so small that its words grow to 9 pt and
    are then a little wider than the note's box: narrower letters, the words whole (their
    height is what reads), not cut short with an ellipsis."""
    from sheetdesk.ui.sheetkit import draw_legible_text, font_for

    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    def draw(painter):
        painter.setFont(font_for(13, False))  # 6.5 px on screen: grown to 9 pt (24 units)
        draw_legible_text(painter, QRectF(0, 0, 110, 38), flags, "φοίνικες: 1")

    (shown,) = _stated_on_a_small_sheet(draw)
    assert shown.text == "φοίνικες: 1" and shown.ink is not None
    assert shown.pixels >= 12 - 0.01  # 9 pt on screen


def test_a_text_lower_than_its_letters_is_noted_as_left_out(qapp):
    from sheetdesk.ui.sheetkit import draw_fitted_text

    stated = _stated_on_a_small_sheet(
        lambda p: draw_fitted_text(p, QRectF(0, 0, 300, 6), Qt.AlignmentFlag.AlignLeft, "Pile", 5)
    )
    assert [(s.text, s.ink) for s in stated] == [("Pile", None)]


def test_a_box_as_high_as_the_capitals_keeps_the_descenders_whole(qapp):
    """Words 9 pt high on a sheet shown small, in a box only as high as their capitals: the
    glyphs below the line (y, p, ę, χ, ρ) are drawn whole past the box, not cut at its edge."""
    from sheetdesk.ui.sheetkit import draw_text, font_for

    def draw(painter):
        painter.setFont(font_for(24))
        draw_text(painter, QRectF(0, 0, 380, 20), Qt.AlignmentFlag.AlignCenter, "Twoja ręka χρ")
        draw_text(painter, QRectF(0, 50, 60, 20), Qt.AlignmentFlag.AlignCenter, "Too wide words")

    hanging, wide = _stated_on_a_small_sheet(draw)
    assert hanging.box.contains(hanging.ink) and hanging.ink.height() > 20 / 2
    assert not wide.box.contains(wide.ink)  # (what is too wide is still cut: a layout's fault)


def test_the_hint_badge_counts_a_label_s_words_as_written(qtbot):
    """A label right above the box pointed at ("Display" over the display's cards): a place for
    the badge on its words hides something written (as a box with a number would), so the badge
    goes there only where every place does."""
    cells = (CellSpec("target", (60, 60, 44, 44), label=""),)
    layout = SheetLayout(164, 160, cells, labels=(Label((10, 2, 144, 50), "Display"),))
    scene = SheetScene(layout)
    label = next(i for i in scene.items() if isinstance(i, LabelItem))
    rect = scene.cell("target").mapToScene(scene.cell("target").rect()).boundingRect()
    marker = HintMarker(rect, "Here")
    scene.addItem(marker)
    words = label.mapToScene(label.words()).boundingRect()
    written, _rest = marker.cost(words)
    assert written > 0.5 * words.width() * words.height()
    assert not marker.badge.intersects(words)


def test_a_growing_label_s_words_are_where_larger_text_draws_them(qapp):
    """With Larger text on a sheet shown a little under its size, a label that grows to stay
    legible is drawn at Larger text's floor: where `words` says its words lie (what a hint's
    badge keeps off) holds every glyph drawn, not the smaller words its own size would give."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from sheetdesk.ui import palette
    from sheetdesk.ui.sheetkit.measure import stating

    scale = 0.9  # (its 11 units under 9 pt: grown to Larger text's floor)
    text = "Στοίβα: 32"
    label = LabelItem(Label((0, 0, 104, 24), text, size=11, bold=True, align="right", grow=True))
    image = QImage(120, 40, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(scale, scale)
    palette.use("light", True)
    try:
        with stating() as stated:
            label.paint(painter, QStyleOptionGraphicsItem())
        words = label.words(scale)
    finally:
        palette.use("light", False)
        painter.end()
    [drawn] = stated
    assert drawn.ink is not None
    ink = QRectF(*(v / scale for v in drawn.ink.getRect()))
    assert words.adjusted(-0.5, -0.5, 0.5, 0.5).contains(ink), (words, ink)


def test_a_label_cut_short_with_an_ellipsis_is_whole_in_its_tooltip(qapp):
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from sheetdesk.ui.sheetkit.measure import stating

    label = LabelItem(Label((0, 0, 120, 40), "Expedition card", size=10), legible_only=True)
    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(0.5, 0.5)  # 9 pt is 24 units: the words no longer fit on one line
    with stating() as stated:
        label.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert [s.text for s in stated] and stated[0].text.endswith("…")
    assert label.toolTip() == plain_tooltip("Expedition card")  # (shown as typed)


def test_the_hint_outline_and_the_focus_ring_keep_off_the_words_around(qtbot):
    """A caption just above the card pointed at ("Cards dealt to Mia: keep 2 of these 4"): the
    hint's outline grows toward it only as far as leaves its words clear (its white halo
    included), and a big part's keyboard focus ring lies as near as a box's."""
    from sheetdesk.ui.sheetkit.sheet_item import FOCUS_HALO, focus_ring

    cells = (CellSpec("card", (20, 40, 160, 120), label="8"),)
    layout = SheetLayout(200, 180, cells, labels=(Label((20, 10, 160, 26), "Cards dealt"),))
    scene = SheetScene(layout)
    label = next(i for i in scene.items() if isinstance(i, LabelItem))
    words = label.mapToScene(label.words()).boundingRect()
    target = scene.cell("card").mapToScene(scene.cell("card").rect()).boundingRect()
    marker = HintMarker(target, "Here")
    scene.addItem(marker)
    assert marker.ring.top() - marker.pen_width * 1.1 >= words.bottom() - 0.01
    assert marker.ring.bottom() > target.bottom()  # (nothing below: it grows there as before)
    grow, _radius = focus_ring(target)
    assert grow + FOCUS_HALO / 2 <= 8  # inside the item's bounds (8 units around its box)


def test_a_legible_line_wider_than_its_box_is_cut_short_not_cut_at_the_edge(qapp):
    """'Κάρτα εκστρατείας' in Greek wider than the card's title box: drawn cut short with "…"
    inside the box, not cut through a letter at its edge."""
    from sheetdesk.ui.sheetkit import draw_legible_text, font_for

    def draw(painter):
        painter.setFont(font_for(30))  # 15 px on screen: legible as it is
        draw_legible_text(
            painter, QRectF(0, 0, 200, 40), Qt.AlignmentFlag.AlignCenter, "Κάρτα εκστρατείας"
        )

    (shown,) = _stated_on_a_small_sheet(draw)
    assert shown.text.endswith("…") and shown.box.contains(shown.ink)


@pytest.mark.parametrize("room", [18, 22, 26])
def test_the_hint_badge_stays_on_the_sheet_at_its_bottom_edge(qtbot, room):
    """A card at the sheet's bottom with words above it and written cards beside it (the
    display under its caption): a badge reaching past the sheet's edge would be cut by the view
    (its own words with it), so it goes to a place on the sheet, over the card's edge."""
    cells = (
        CellSpec("left", (10, 50, 44, 44), label="10"),
        CellSpec("target", (60, 50, 44, 44), label="2"),
        CellSpec("right", (110, 50, 44, 44), label="8"),
    )
    labels = (Label((10, 2, 144, 44), "Display"),)
    scene = SheetScene(SheetLayout(164, 94 + room, cells, labels=labels))
    rect = scene.cell("target").mapToScene(scene.cell("target").rect()).boundingRect()
    marker = HintMarker(rect, "Here")
    scene.addItem(marker)
    assert scene.sceneRect().contains(marker.badge)


def test_a_text_the_kit_shortens_is_whole_in_its_items_tooltip(qapp):
    """Words cut short with "…" (or a line that gives way for height) are offered whole: the
    item painting them says them in its tooltip, and says nothing more once they fit."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from sheetdesk.ui.sheetkit import ShapeCardItem

    def painted(item, scale: float) -> None:
        image = QImage(400, 300, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.scale(scale, scale)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()

    card = ShapeCardItem((0, 0, 170, 96))
    title = "Ekspedycja Wielkiej Piramidy Cheopsa"
    card.set_content(((0, 0), (0, 1), (1, 1)), title, ("kwadrat", "Karta 2 z 7", "i jeszcze"))
    painted(card, 0.6)
    tip = card.toolTip()
    assert title in tip, tip
    assert "i jeszcze" in tip or "Karta 2 z 7" in tip, tip
    card.set_content(((0, 0),), "Card", ("square",))
    painted(card, 2.0)
    assert card.toolTip() == ""


@pytest.mark.parametrize("tagged_first", [True, False])
def test_the_hint_badge_keeps_off_a_card_s_header_and_the_hint_s_other_outlines(
    qtbot, tagged_first
):
    """A shape hinted on a card's top row, two boxes one above the other: the badge's first
    places (above the outline) lie on the card's header (its value and words), the ones below
    on the outline of the shape's other box; it goes beside the box instead, where it covers
    nothing the player reads (whichever outline is put on the sheet first: a table marks the
    tagged box first)."""
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.sheetkit.grid_card import GridCardItem
    from tests.ui.fakes import plain_card_look

    look = plain_card_look(3, 3)
    scene = QGraphicsScene(0, 0, 400, 400)
    card = GridCardItem("card:0", (100, 60, 190, 240), look)
    scene.addItem(card)
    card.set_content("a card")
    assert card.geometry is not None
    header = card.mapToScene(card.geometry.header).boundingRect()
    top, below = (card.mapToScene(card.box_rect(cell)).boundingRect() for cell in ((0, 1), (1, 1)))
    other, marker = HintMarker(below), HintMarker(top, "Here")
    for item in (marker, other) if tagged_first else (other, marker):
        scene.addItem(item)
    badge = marker.mapToScene(marker.badge).boundingRect()
    places = marker.badge_places(marker.badge.width(), marker.badge.height())
    assert places[0].intersects(header) and places[2].intersects(other.ring)  # (its first picks)
    assert not badge.intersects(header)
    assert not badge.intersects(other.ring)


def test_a_fitted_text_whose_last_letter_overhangs_its_box_is_drawn_narrower_not_cut(qapp):
    """A line whose advance fits its box (to within half a unit) while its glyphs' ink reaches
    past the box's right edge (a last letter's overhang, a first one's offset): drawn with
    narrower letters, whole inside the box, rather than cut where the item's bounds end."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from sheetdesk.ui.sheetkit.measure import stating
    from sheetdesk.ui.sheetkit.text import draw_fitted_text, font_for

    text = "Hand of Γιαγιά Σοφία"
    metrics = QFontMetricsF(font_for(18))
    advance, ink = metrics.horizontalAdvance(text), metrics.tightBoundingRect(text)
    rect = QRectF(10, 10, advance - 0.4, 24)
    assert ink.right() > rect.width() + 0.5  # (what its advance leaves out)
    image = QImage(300, 60, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    with stating() as stated:
        drawn = draw_fitted_text(painter, rect, Qt.AlignmentFlag.AlignLeft, text, 18)
    painter.end()
    assert drawn and [s.text for s in stated] == [text]
    shown = stated[0].ink
    assert shown is not None and shown.right() <= rect.right() + 0.5, (shown, rect)


def test_a_small_sheets_heading_never_breaks_a_word_between_its_letters(qtbot):
    """A word of the game's line wider than the others' column: the game's shorter form where
    it gives one, else the word shortened with "…" (the whole in the tooltip); the points line
    kept either way, and no line may break inside a word."""
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.sheetkit.others import OthersPanel

    panel = OthersPanel()
    qtbot.addWidget(panel)
    panel.resize(150, 300)
    scene = QGraphicsScene(0, 0, 392, 150)
    panel.add_sheet(scene)
    panel.show()
    qtbot.waitExposed(panel)
    caption = panel.sheets[0].name
    text = "Zofia Kowalska — points: 59\nΣυμπληρωμένεςσσσσσ κάρτες: 2"
    panel.set_caption(0, text, "Zofia Kowalska", "Done: 2")
    qtbot.waitUntil(lambda: "Done: 2" in caption.text())
    assert "points: 59" in caption.text() and "\u200b" not in caption.text()
    panel.set_caption(0, text, "Zofia Kowalska")
    qtbot.waitUntil(lambda: "…" in caption.text())
    assert "points: 59" in caption.text() and "\u200b" not in caption.text()
    room = caption.contentsRect().width()
    metrics = caption.fontMetrics()
    assert all(
        metrics.horizontalAdvance(word) <= room
        for line in caption.text().split("\n")
        for word in line.split(" ")
    )
    assert "Συμπληρωμένεςσσσσσ" in caption.toolTip()


def shown_lines(label) -> list[str]:
    """The lines a word-wrapped plain-text label shows, as Qt lays them out at its width."""
    from PySide6.QtGui import QTextLayout

    room = label.contentsRect().width() - 2 * label.margin()
    lines = []
    for paragraph in label.text().split("\n"):
        layout = QTextLayout(paragraph, label.font())  # (wrapped at word boundaries)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(room)
            lines.append(paragraph[line.textStart() :][: line.textLength()])
        layout.endLayout()
    return [line.strip() for line in lines]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Ana — points: 17\nHand: 5, 12, 2", "Ana"),
        ("▶ Dimitris — πόντοι: 10\nΧέρι: 9, 12, 11", "Dimitris"),
    ],
)
def test_a_small_sheets_heading_breaks_only_between_what_a_reader_keeps_apart(qtbot, text, name):
    """In a column too narrow for the name and the points on one line, the heading breaks
    where a reader would: never a dash or a number alone on a line, never a word's colon apart
    from its number ("points: 12", "Hand: 5"); a list breaks between its items. The column is
    as narrow as it may be, the player's symbol beside the name."""
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.sheetkit.others import OthersPanel

    panel = OthersPanel()
    qtbot.addWidget(panel)
    panel.add_sheet(QGraphicsScene(0, 0, 392, 150))
    panel.set_look(0, ("#c0392b", "star"))
    panel.setStyleSheet("QLabel { font-size: 18pt; }")  # (large text in a narrow column)
    panel.set_caption(0, text, name)
    panel.show()
    qtbot.waitExposed(panel)
    caption = panel.sheets[0].name
    metrics = caption.fontMetrics()
    panel.resize(1, 400)  # (as narrow as the panel goes)
    qtbot.waitUntil(lambda: panel.width() < 200)
    qtbot.wait(50)
    lines = shown_lines(caption)
    label, number = text.split("\n")[0].split("—")[1].split()
    assert f"{label} {number}" in lines or f"— {label} {number}" in lines, lines
    for line in lines:
        assert line not in ("—", "–", "", number), lines
        assert not line.endswith(":"), lines
    assert any(line.startswith(text.split("\n")[1].split(",")[0]) for line in lines), lines
    hang = round(caption.symbol_size() * (1 + caption.GAP))  # (the symbol beside the first)
    assert metrics.horizontalAdvance(lines[0]) <= caption.width() - hang, lines
    assert all(metrics.horizontalAdvance(line) <= caption.width() for line in lines), lines


def test_a_scene_whose_attributes_the_collector_emptied_lets_go_of_the_focus_quietly(sheet):
    # Python's cycle collector empties a collected object's attributes before Qt has let go of
    # the scene; a view then taking the focus from it must not raise inside Qt's event loop.
    scene, view = sheet
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert scene.hasFocus()
    vars(scene).clear()
    view.clearFocus()  # the view hands its focus-out on to the scene
    assert not view.hasFocus()


def test_the_instruction_line_asks_its_height_as_a_label_with_its_words_font_and_margins(qtbot):
    """The instruction line keeps its heights for its words per width: each answer is what a
    plain word-wrapped label with the same words, font and margins gives, after its words, its
    font or its margins change."""
    from PySide6.QtWidgets import QLabel

    from sheetdesk.ui.sheetkit.caption import InstructionLine

    said: list[str] = []
    line = InstructionLine(said.append)
    line.setWordWrap(True)
    qtbot.addWidget(line)

    def plain_height(width: int) -> int:
        label = QLabel(line.text())
        label.setWordWrap(True)
        label.setFont(line.font())
        label.setContentsMargins(line.contentsMargins())
        return label.heightForWidth(width)

    words = "Cross the numbers you played, then press Done " * 3
    line.setText(words)
    assert said == [words]
    narrow, wide = line.heightForWidth(120), line.heightForWidth(600)
    assert narrow > wide == plain_height(600) and narrow == plain_height(120)
    line.setText("Done")
    assert line.heightForWidth(120) == plain_height(120) < narrow
    line.setText(words)  # (the same words again: the answer kept)
    assert line.heightForWidth(120) == narrow
    font = line.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    line.setFont(font)
    assert line.heightForWidth(120) == plain_height(120) > narrow
    line.setContentsMargins(0, 20, 0, 20)
    assert line.heightForWidth(120) == plain_height(120)


def test_the_instruction_line_asks_its_sizes_as_a_label_with_its_words_font_and_margins(qtbot):
    """The instruction line keeps the sizes it wants for its words: each answer is what a plain
    word-wrapped label with the same words, font and margins gives, after its words, its font,
    its margins or its alignment change, and when the same words come again."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QLabel

    from sheetdesk.ui.sheetkit.caption import InstructionLine

    line = InstructionLine(lambda _words: None)
    line.setWordWrap(True)
    qtbot.addWidget(line)

    def plain_sizes() -> tuple[object, object]:
        label = QLabel(line.text())
        label.ensurePolished()  # (as the line is: the style's font first, then its own)
        label.setWordWrap(True)
        label.setFont(line.font())
        label.setContentsMargins(line.contentsMargins())
        label.setAlignment(line.alignment())
        return label.sizeHint(), label.minimumSizeHint()

    def sizes() -> tuple[object, object]:
        return line.sizeHint(), line.minimumSizeHint()

    words = "Cross the numbers you played, then press Done " * 3
    line.setText(words)
    long = sizes()
    assert long == plain_sizes()
    line.setText("Done")
    assert sizes() == plain_sizes() != long
    line.setText(words)  # (the same words again: the answers kept)
    assert sizes() == long
    font = line.font()
    font.setPixelSize(QFontInfo(font).pixelSize() * 2)
    line.setFont(font)
    assert sizes() == plain_sizes() != long
    line.setContentsMargins(30, 20, 0, 20)
    assert sizes() == plain_sizes()
    line.setAlignment(Qt.AlignmentFlag.AlignCenter)
    assert sizes() == plain_sizes()


def test_the_instruction_line_shows_its_words_as_fitted_to_its_width_and_font_now(qtbot):
    """The instruction line keeps its words as fitted (a long name shortened) per width and
    font: what it shows is what fitting them afresh gives, after its width or its font changed
    and the same words come again, and its tooltip holds the whole words only while cut."""
    from PySide6.QtGui import QFontInfo

    from sheetdesk.core.session import Player
    from sheetdesk.ui.formatting import seat_name
    from sheetdesk.ui.line_fit import short_words

    holder, line = _wrapping_instruction_line(qtbot)
    holder.resize(900, 200)
    holder.show()
    qtbot.waitExposed(holder)
    seat_name(Player("Ann Bartholomew-Maximilian-Konstantinopoulos"))  # (a seat's name)
    named = "Ann Bartholomew-Maximilian-Konstantinopoulos: cross the numbers you played"
    plain = "Cross the numbers you played, then press Done"

    def fitted() -> str:
        width = line.contentsRect().width()
        return short_words(line.words, line.font(), width, others_whole=True)

    line.setText(named)
    assert line.text() == fitted() == named and line.toolTip() == ""
    line.setText(plain)
    holder.resize(300, 200)  # the long name no longer fits half the width
    qtbot.waitUntil(lambda: line.contentsRect().width() < 400)
    line.setText(named)
    assert line.text() == fitted() != named and "Ann B.:" in line.text()  # (its initial)
    assert named in line.toolTip()
    line.setText(plain)
    holder.resize(900, 200)
    qtbot.waitUntil(lambda: line.contentsRect().width() > 600)
    line.setText(named)
    assert line.text() == fitted() == named and line.toolTip() == ""
    line.setText(plain)
    name = named.split(" ")[1]
    before = line.contentsRect().width()
    holder.resize(round(line.fontMetrics().horizontalAdvance(name) * 2.4) + 40, 200)
    qtbot.waitUntil(lambda: line.contentsRect().width() != before)
    line.setText(named)
    assert line.text() == fitted() == named  # the name fits half the width, just
    line.setText(plain)
    font = line.font()
    font.setPixelSize(QFontInfo(font).pixelSize() * 2)  # at the same width: too wide now
    line.setFont(font)
    assert line.fontMetrics().horizontalAdvance(name) > line.contentsRect().width() / 2
    line.setText(named)
    assert line.text() == fitted() != named and named in line.toolTip()


def test_the_instruction_line_shortens_a_long_name_never_an_ordinary_word(qtbot):
    """The instruction line in a narrow column (a caption beside a pad or over the others'
    sheets, Greek or Polish with Larger text at 683×400): an ordinary word wider than half the
    line, or than a narrow column's share of it (`set_word_share`), wraps whole on a line of its
    own ("podświetlone", never "podświ…"), and so does a first name; a seat's surname as wide
    gives way to its initial, as the turn line gives it ("Zofia K."), the whole in the tooltip;
    a word wider than the line itself is shortened (no line holds it)."""
    from sheetdesk.core.session import Player
    from sheetdesk.ui.formatting import seat_name

    holder, line = _wrapping_instruction_line(qtbot)
    word = "podświetlone"
    holder.resize(round(line.fontMetrics().horizontalAdvance(word) * 1.4) + 40, 300)
    holder.show()
    qtbot.waitExposed(holder)
    width = line.contentsRect().width()
    assert width / 2 < line.fontMetrics().horizontalAdvance(word) < width * 0.8
    words = f"Then click a {word} cell"
    for share in (line.WORD_SHARE, 0.8):
        line.set_word_share(share)
        line.setText(words)
        assert line.text() == words and line.toolTip() == ""
    line.set_word_share(line.WORD_SHARE)
    first, surname = "Podświetlona", "Podświetlańska"  # (a seat's names as wide as the word)
    seat_name(Player(f"{first} {surname}"))
    assert line.fontMetrics().horizontalAdvance(surname) > width / 2
    named = f"{first} {surname}: then click a cell"
    line.setText(named)
    assert line.text() == f"{first} P.: then click a cell" and named in line.toolTip()
    longer = f"Then click a {word * 2} cell"
    line.setText(longer)
    assert "…" in line.text() and longer in line.toolTip()


def test_an_item_counts_a_setting_only_when_it_holds_another_object(sheet):
    """The moves seen compare again only the items whose public attributes were set since they
    last looked (`SheetItem.version`): setting the very object an attribute holds changes
    nothing and is not counted; another value is, and a private attribute never is."""
    scene, _view = sheet
    item = scene.cell("r0c0")
    start = item.version
    item.activatable = item.activatable
    item.state = item.state
    assert item.version == start
    item.activatable = not item.activatable
    assert item.version == start + 1
    item.set_visual(state="crossed")
    assert item.version == start + 2 and item.state == "crossed"
    item._rect = item.rect()
    assert item.version == start + 2


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize(("side", "size"), [("left", 31.0), ("right", 31.0), ("left", 25.0)])
def test_a_number_written_beside_a_sign_on_the_box_s_edge_is_never_under_it(
    qapp, side, size, larger
):
    """A small sign printed over the line between two boxes (a ×2 between neighbours) takes
    part of each box: a two-digit number written there, at a font that fills the box, is laid
    out in the rest of the box, none of its ink where the sign is drawn nor touching it."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from sheetdesk.ui import palette
    from sheetdesk.ui.sheetkit import CellStyle

    scale = 4
    box = {"left": (0, 0, 48, 48), "right": (52, 0, 48, 48)}[side]
    sign = (38, 12, 24, 24)
    styles = {"default": CellStyle(fill="#ffffff", text="#00ff00", font_size=size)}
    layout = SheetLayout(
        100,
        100,
        (
            CellSpec("box", box, shape="rect"),
            CellSpec("sign", sign, label="×2", shape="circle", activatable=False),
        ),
        styles=styles,
    )
    scene = SheetScene(layout)
    cell = scene.cell("box")
    cell.set_label("98")
    image = QImage(100 * scale, 100 * scale, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    palette.use("light", larger)  # (with Larger text, the number grown where it fits)
    try:
        cell.paint(painter, None)
    finally:
        palette.use("light", False)
    painter.end()
    # the sign, and a pen's width around it (a number touching it reads as one with it)
    x, y, w, h = ((v + d) * scale for v, d in zip(sign, (-3, -3, 6, 6), strict=True))
    ink = green_ink(image)
    under = [(px, py) for px, py in ink if x <= px < x + w and y <= py < y + h]
    assert len(ink) > 50 and not under


def test_a_hidden_sign_leaves_the_number_beside_it_its_whole_box(qapp):
    """A sign printed over the line between two boxes hidden (a game played without it): the
    number in the box beside it is laid out in the whole box again, clear of its border; shown
    again, the number keeps clear of the sign."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from sheetdesk.ui.sheetkit import CellStyle

    scale = 4
    styles = {"default": CellStyle(fill="#ffffff", text="#00ff00", font_size=31.0)}
    layout = SheetLayout(
        100,
        100,
        (
            CellSpec("box", (0, 0, 48, 48), shape="rect"),
            CellSpec("sign", (38, 12, 24, 24), label="×2", shape="circle", activatable=False),
        ),
        styles=styles,
    )
    scene = SheetScene(layout)
    cell = scene.cell("box")
    cell.set_label("98")

    def ink_middle() -> float:
        image = QImage(100 * scale, 100 * scale, QImage.Format.Format_ARGB32)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        painter.scale(scale, scale)
        cell.paint(painter, None)
        painter.end()
        xs = [px for px, _py in green_ink(image)]
        return (min(xs) + max(xs)) / 2 / scale

    beside = ink_middle()
    scene.set_shown("sign", False)
    assert not scene.cell("sign").isVisible()
    assert abs(ink_middle() - 24) < 1.5 and beside < 21
    scene.set_shown("sign", True)
    assert ink_middle() == beside


def test_a_number_written_in_a_box_with_a_printed_symbol_is_on_clear_paper(qapp):
    """A box printed with a faint symbol (a beetle) and a digit written in it: the digit is
    read on clear paper, no stroke of the symbol among or around its strokes."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from sheetdesk.ui.sheetkit import BoxStyle, paint_box
    from sheetdesk.ui.sheetkit.layout import DrawingPart
    from sheetdesk.ui.sheetkit.symbols import register_drawing

    scale, side = 4, 40
    # a beetle's body and legs, as a sheet's drawings give it
    body = DrawingPart(ellipse=(-0.2, -0.3, 0.4, 0.6), ink="#000000", width=0.05)
    legs = ((-0.36, -0.1, 0.36, -0.1), (-0.36, 0.2, 0.36, 0.2))
    register_drawing("test_beetle", (body, DrawingPart(lines=legs, ink="#000000", width=0.05)))

    def picture(symbol: str, written: str) -> QImage:
        image = QImage(side * scale, side * scale, QImage.Format.Format_ARGB32)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        style = BoxStyle(fill="#ffffff", edge="#ffffff", symbol=symbol, symbol_scale=0.86)
        paint_box(painter, QRectF(0, 0, side, side), style, written=written)
        painter.end()
        return image

    blank, digit, both = picture("", ""), picture("", "5"), picture("test_beetle", "5")
    ink = [
        (x, y)
        for y in range(blank.height())
        for x in range(blank.width())
        if digit.pixel(x, y) != blank.pixel(x, y)
    ]
    assert len(ink) > 50
    # the digit's box, and a stroke's width around it
    pad = 2 * scale
    left, right = min(x for x, _ in ink) - pad, max(x for x, _ in ink) + pad
    top, bottom = min(y for _, y in ink) - pad, max(y for _, y in ink) + pad
    differ = [
        (x, y)
        for y in range(top, bottom + 1)
        for x in range(left, right + 1)
        if both.pixel(x, y) != digit.pixel(x, y)
    ]
    assert not differ, f"{len(differ)} pixels of the symbol around the written digit"


def test_a_small_sheet_in_a_tall_column_is_drawn_right_under_its_caption(qtbot):
    """One other sheet, wide and low, in a fitted overview much taller than it: the sheet is
    drawn under its caption, not in the middle of the column far below the name."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QGraphicsScene

    from sheetdesk.ui.sheetkit.others import OthersPanel

    panel = OthersPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 700)
    scene = QGraphicsScene(0, 0, 300, 250)
    panel.add_sheet(scene)
    panel.set_fit(True)
    panel.set_caption(0, "Jan — points: 19", "Jan")
    panel.show()
    qtbot.waitExposed(panel)
    sheet = panel.sheets[0]
    caption = sheet.name.mapTo(panel, QPoint(0, sheet.name.height()))
    view = panel.view(0)
    top = view.viewport().mapTo(panel, view.mapFromScene(scene.sceneRect().topLeft()))
    assert 0 <= top.y() - caption.y() <= 8, (caption.y(), top.y())


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_words_on_a_sheet_shortened_keep_a_computers_mark(window, language):
    """Words on a sheet that end with a computer's name ("Hand of … (computer)") and are too
    wide for their place: the name gives way, the mark saying it is the computer's stays."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFont, QFontMetricsF

    from sheetdesk.ui.formatting import computer_name
    from sheetdesk.ui.sheetkit.text import elided

    window.set_language(language)
    words = "Hand: " + computer_name("Grzegorz Brzęczyszczykie")
    font = QFont()
    metrics = QFontMetricsF(font)
    marks = [
        QCoreApplication.translate("formatting", template, comment).partition("{name}")[2]
        for template, comment in (
            ("{name} (computer)", None),
            ("{name} (comp.)", "a computer's name where (computer) does not fit"),
        )
    ]
    for share in (0.9, 0.7, 0.5):
        room = metrics.horizontalAdvance(words) * share
        shown = elided(font, QRectF(0, 0, room, 1), words)
        # (the surname as its initial where that fits, else the name cut short with "…")
        assert shown.endswith(tuple(marks)) and ("…" in shown or " B. " in shown), shown
        assert "Brzęczyszczykie" not in shown
        assert metrics.horizontalAdvance(shown) <= room


def test_words_on_a_sheet_shorten_a_name_to_its_initials_before_cutting_a_word(window):
    """Words on a sheet naming a seat ("Hand of Γιαγιά Σοφία" over a replay's hand at 683×400)
    too wide for their place give the name's later words as their initials, as the turn line
    does ("Hand of Γιαγιά Σ."), where that fits: no word cut inside; only where even that is
    too wide is the text cut short with "…"."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from sheetdesk.core.session import Player
    from sheetdesk.ui.formatting import seat_name
    from sheetdesk.ui.sheetkit.text import elided

    window.set_language("en")
    words = "Hand of " + seat_name(Player("Γιαγιά Σοφία"))
    font = QFont()
    metrics = QFontMetricsF(font)
    initials = "Hand of Γιαγιά Σ."
    room = (metrics.horizontalAdvance(initials) + metrics.horizontalAdvance(words)) / 2
    assert elided(font, QRectF(0, 0, room, 1), words) == initials
    room = metrics.horizontalAdvance(initials) - 1
    shown = elided(font, QRectF(0, 0, room, 1), words)
    assert shown.endswith("…") and metrics.horizontalAdvance(shown) <= room


def _inks(view: FittingView, rect: QRectF) -> tuple[int, int]:
    """How many pixels of the focus ring's blue and of the hint's violet show around `rect`
    (scene units) in `view`."""
    from PySide6.QtGui import QColor

    from sheetdesk.ui.palette import tone
    from sheetdesk.ui.sheetkit.hint import HINT_INK
    from sheetdesk.ui.sheetkit.sheet_item import FOCUS

    inks = (tone(FOCUS), tone(HINT_INK))
    view.viewport().repaint()
    image = view.viewport().grab().toImage()
    area = view.mapFromScene(rect).boundingRect().adjusted(-12, -12, 12, 12)
    counts = [0, 0]
    for x in range(max(area.left(), 0), min(area.right(), image.width())):
        for y in range(max(area.top(), 0), min(area.bottom(), image.height())):
            c = QColor(image.pixel(x, y))
            for k, ink in enumerate(inks):
                if max(abs(c.red() - ink.red()), abs(c.green() - ink.green())) < 40 and (
                    abs(c.blue() - ink.blue()) < 40
                ):
                    counts[k] += 1
    return counts[0], counts[1]


def test_a_hint_on_the_place_the_keyboard_is_on_shows_both_rings(sheet, qtbot):
    """H on the box the arrow keys moved to, boxes close around it (the outline cannot go round
    the focus ring there): the focus ring's blue shows as much as without the hint, and the
    hint's violet outline shows beside it."""
    scene, view = sheet
    view.setFocus(Qt.FocusReason.TabFocusReason)
    scene.set_focus_cell("r0c0")
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Down)
    cell = scene.cell(scene.focus_id)
    assert cell.focused
    rect = cell.mapToScene(cell.rect()).boundingRect()
    alone, _ = _inks(view, rect)
    assert alone > 40
    scene.addItem(HintMarker(rect))
    focus, hint = _inks(view, rect)
    assert focus >= alone * 0.9, (focus, alone)
    assert hint > 40, hint


def _wrapping_instruction_line(qtbot):  # type: ignore[no-untyped-def]
    """An instruction line that wraps its words, alone in a window of its own (not shown)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from sheetdesk.ui.sheetkit.caption import InstructionLine

    holder = QWidget()
    layout = QVBoxLayout(holder)
    line = InstructionLine(lambda _words: None)
    line.setWordWrap(True)
    layout.addWidget(line)
    qtbot.addWidget(holder)
    return holder, line
