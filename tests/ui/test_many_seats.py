"""Up to nine seats on the platform: the New game dialog takes its seats from the chosen game's
INFO (one row per seat in a list that scrolls, large − and + buttons), the others'
overview fits many sheets or scrolls, the kit's dice and its roll animation, a circled cell."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from sheetdesk.core import registry
from sheetdesk.ui.sheetkit import (
    CellSpec,
    DiceItem,
    OthersPanel,
    SheetLayout,
    SheetScene,
    set_animations,
)
from sheetdesk.ui.sheetkit import dice as dice_module

# --- the New game dialog -------------------------------------------------------------------------


@pytest.fixture
def dialog(qtbot):
    from sheetdesk.ui.new_game_dialog import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def choose_game(dialog, game_id: str) -> None:
    dialog.game_combo.setCurrentIndex([g.id for g in dialog.games].index(game_id))


def visible_seats(dialog) -> int:
    return sum(1 for edit in dialog.name_edits if edit.isVisible())


@pytest.mark.parametrize("game", [g.id for g in registry.GAMES])
def test_the_seats_come_from_the_games_info(dialog, game):
    info = registry.get(game).rules().info
    choose_game(dialog, game)
    assert (dialog.count_spin.minimum(), dialog.count_spin.maximum()) == (
        info.min_players,
        info.max_players,
    )
    dialog.count_spin.setValue(info.max_players)
    assert visible_seats(dialog) == info.max_players
    choice = dialog.choice()
    assert len(choice.players) == info.max_players
    dialog.count_spin.setValue(info.max_players + 1)  # refused: the limit holds
    assert dialog.count_spin.value() == info.max_players


# the game nine may play, and one of five seats at the most, as the registry declares them
NINE = next(game.id for game in registry.GAMES if game.max_players >= 9)
FIVE = next(game.id for game in registry.GAMES if game.max_players == 5)


def test_nine_seats_one_row_each_in_a_list_that_scrolls_within_the_screen(dialog):
    choose_game(dialog, NINE)
    dialog.count_spin.setValue(9)
    QApplication.processEvents()
    area = dialog.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry())
    for seat in range(9):  # label, name, Computer, level side by side on one row
        row = (
            dialog.seat_labels[seat],
            dialog.name_edits[seat],
            dialog.computer_boxes[seat],
            dialog.bot_combos[seat],
        )
        rects = [QRect(w.mapTo(dialog, QPoint(0, 0)), w.size()) for w in row]
        assert all(left.right() < right.left() for left, right in pairwise(rects))
        middles = {r.center().y() for r in rects}
        assert max(middles) - min(middles) <= 1
        assert row[1].isVisibleTo(dialog) and row[1].width() >= 120
    tops = [edit.mapTo(dialog, QPoint(0, 0)).y() for edit in dialog.name_edits[:9]]
    assert tops == sorted(tops) and len(set(tops)) == 9
    names = [f"Name {n}" for n in range(9)]
    dialog.set_players(names, computers=(8,))
    choice = dialog.choice()
    assert [p.name for p in choice.players] == names and not choice.players[8].is_human
    nine = dialog.height()
    choose_game(dialog, FIVE)  # back to five: a smaller dialog
    dialog.count_spin.setValue(5)
    QApplication.processEvents()
    assert visible_seats(dialog) == 5 and dialog.height() < nine
    assert dialog.seat_list.verticalScrollBar().maximum() == 0


def test_the_players_count_has_large_minus_and_plus_buttons(dialog):
    choose_game(dialog, NINE)
    dialog.count_spin.setValue(2)
    for button in (dialog.fewer_button, dialog.more_button):
        assert button.width() >= 44 and button.height() >= 40
    QTest.mouseClick(dialog.more_button, Qt.MouseButton.LeftButton)
    assert dialog.count_spin.value() == 3 and visible_seats(dialog) == 3
    QTest.mouseClick(dialog.fewer_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.fewer_button, Qt.MouseButton.LeftButton)
    assert dialog.count_spin.value() == 1
    assert not dialog.fewer_button.isEnabled()  # one player at least (solo)
    dialog.count_spin.setValue(9)
    assert not dialog.more_button.isEnabled()
    assert dialog.count_spin.lineEdit().width() > 20  # the number itself stays readable


# --- the others' overview ------------------------------------------------------------------------


def scenes(
    count: int, parent: QWidget, width: float = 500.0, height: float = 380.0
) -> list[QGraphicsScene]:
    out = []
    for _ in range(count):
        scene = QGraphicsScene(parent)
        scene.setSceneRect(QRectF(0, 0, width, height))
        out.append(scene)
    return out


@pytest.fixture
def panel(qtbot):
    def make(count: int, size: tuple[int, int], min_scale: float = 0.0) -> OthersPanel:
        p = OthersPanel()
        qtbot.addWidget(p)
        for scene in scenes(count, p):
            p.add_sheet(scene)
        p.set_fit(True, min_scale)
        p.resize(*size)
        p.show()
        qtbot.waitExposed(p)
        qtbot.wait(1)
        return p

    return make


def test_a_fitted_overview_picks_the_columns_that_draw_sheets_biggest(panel):
    wide = panel(8, (640, 620))
    assert wide.columns == 3
    scale = min(s.view.scale_factor() for s in wide.sheets)
    assert scale > 0.35
    tall = panel(8, (300, 1200))
    assert tall.columns == 1
    row = panel(2, (1200, 300))
    assert row.columns == 2


def test_a_fitted_overview_scrolls_rather_than_shrink_sheets_below_the_minimum(panel, qtbot):
    small = panel(8, (420, 500), min_scale=0.36)
    assert small.scroll_area.verticalScrollBar().maximum() > 0
    for sheet in small.sheets:
        assert sheet.view.scale_factor() >= 0.35
    bar = small.scroll_area.verticalScrollBar()
    QTest.mouseClick(small.view(0).viewport(), Qt.MouseButton.LeftButton)  # opens it big
    assert small.zoom is not None
    small.zoom.reject()
    roomy = panel(8, (700, 700), min_scale=0.36)
    assert roomy.scroll_area.verticalScrollBar().maximum() == 0
    assert bar.maximum() > 0


def test_an_unfitted_overview_keeps_one_column_up_to_three(panel, qtbot):
    p = OthersPanel()
    qtbot.addWidget(p)
    for scene in scenes(3, p):
        p.add_sheet(scene)
    assert p.columns == 1 and p.scroll_area is None
    p.add_sheet(scenes(1, p)[0])
    assert p.columns == 2


# --- the kit's dice and pen marks ---------------------------------------------------------------


def test_dice_show_pips_digits_and_symbols_and_tumble_only_when_asked(qtbot):
    scene = QGraphicsScene()
    dice = DiceItem((0, 0, 120, 50), 2, ("nile", 2, 3, 4, 5, 6))
    scene.addItem(dice)
    set_animations(True)
    try:
        dice.show_faces((4, "nile"))
        assert not dice.rolling and [d.face for d in dice.dice] == [4, "nile"]
        rolled = []
        dice.rolled.connect(lambda: rolled.append(True))
        dice.show_faces((6, 2), animate=True)
        assert dice.rolling
        qtbot.waitUntil(lambda: not dice.rolling, timeout=60_000)
        assert rolled and [d.face for d in dice.dice] == [6, 2]
        assert all(d.rotation() == 0 for d in dice.dice)
        dice.show_faces((3, 3), animate=True)
        dice.skip()
        assert not dice.rolling and [d.face for d in dice.dice] == [3, 3]
        set_animations(False)
        dice.show_faces((5, 5), animate=True)  # off app-wide: shown at once
        assert not dice.rolling and [d.face for d in dice.dice] == [5, 5]
    finally:
        set_animations(True)
    assert dice_module.ROLL_MS <= 1000  # short


def test_a_circled_cell_is_drawn_with_a_pen_ring(qtbot):
    layout = SheetLayout(100, 60, cells=(CellSpec("bonus", (20, 10, 40, 40), "+6"),))
    scene = SheetScene(layout)
    item = scene.cell("bonus")
    assert scene.set_state("bonus", "circled")
    assert item.state == "circled"

    def picture() -> list[int]:
        from PySide6.QtGui import QImage, QPainter

        image = QImage(100, 60, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 100, 60), QRectF(0, 0, 100, 60))
        painter.end()
        return [image.pixel(x, 30) for x in range(100)]

    ringed = picture()
    scene.set_state("bonus", "open")
    assert picture() != ringed
