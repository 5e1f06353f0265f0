"""The kit's targets on a tiny table: the legal items are highlighted, a click or Enter on one
emits its action, and anything else says why not (the game's reason, the session's reason, not
your turn). And the others' small sheets, captioned by the kit with names and points."""

from __future__ import annotations

from typing import Any, Literal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core.protocol import Action, ScoreBreakdown
from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import (
    CellSpec,
    Command,
    DiceItem,
    FittingView,
    Meaning,
    Refuse,
    SheetLayout,
    SheetScene,
    TableScaffold,
    set_animations,
)


class Pick(Action):
    kind: Literal["pick"] = "pick"
    n: int


def tiny_layout() -> SheetLayout:
    """A row of four boxes: "a", "b", "printed" and "sel", and a decoration."""
    cells = tuple(
        CellSpec(key, (10 + i * 60, 10, 50, 50), label=key)
        for i, key in enumerate(("a", "b", "printed", "sel"))
    )
    deco = CellSpec("deco", (10, 70, 50, 20), label="x", activatable=False)
    return SheetLayout(260, 100, (*cells, deco))


class TinyTable(TableScaffold):
    """A game of one step: pick a box. "a" is Pick(1), "b" Pick(2), "printed" is never a
    choice, "sel" selects (a command of the table's own), and "zoom" runs any time."""

    def __init__(self) -> None:
        super().__init__([Player("Ana"), Player("Ben"), Player("Cleo", "bot", "tiny")])
        for _player in self.players:
            self.others.add_sheet(SheetScene(tiny_layout(), parent=self))
        self.scene = SheetScene(tiny_layout(), parent=self)
        self.view = FittingView(self.scene)
        self.main.addWidget(self.view, 1)
        self.main.addWidget(self.button_row)  # (as every table does: else it has no parent)
        self.focus_view = self.view
        self.selected = 0
        self.selectable = True
        self.zoomed = 0
        self.refusal = lambda action: "Box 2 is taken."
        self.targets = self.add_targets(self.scene, self.meaning)

    def meaning(self, item_id: str) -> Meaning:
        if item_id == "a":
            return Pick(n=1)
        if item_id == "b":
            return Pick(n=2)
        if item_id == "printed":
            return Refuse("That box is printed.")
        if item_id == "sel":
            return Command(self.select, lit=self.selectable)
        return None

    def select(self) -> None:
        self.selected += 1
        self.selectable = False
        self.sync_targets()

    def draw(self) -> None:
        pass


@pytest.fixture
def table(qtbot):
    table = TinyTable()
    qtbot.addWidget(table)
    table.resize(400, 200)
    table.show()
    qtbot.waitExposed(table)
    return table


def show(table: TinyTable, legal: tuple[Action, ...]) -> None:
    table.show_position(None, 0, 0 if legal else None, legal, {})


def click(table: TinyTable, item_id: str) -> None:
    item = table.scene.cell(item_id)
    pos = table.view.mapFromScene(item.mapToScene(item.rect().center()))
    QTest.mouseClick(
        table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )


def recorder(table: TinyTable) -> tuple[list[Any], list[Any]]:
    chosen: list[Any] = []
    said: list[Any] = []
    table.action_chosen.connect(chosen.append)
    table.status_message.connect(said.append)
    return chosen, said


def test_the_legal_items_and_the_lit_command_are_highlighted(table):
    show(table, (Pick(n=1),))
    assert table.scene.highlighted() == {"a", "sel"}
    assert table.scene.cell("a").highlighted
    assert not table.scene.cell("b").highlighted
    show(table, (Pick(n=1), Pick(n=2)))
    assert table.scene.highlighted() == {"a", "b", "sel"}


def test_a_click_on_a_legal_item_chooses_its_action(table):
    show(table, (Pick(n=1),))
    chosen, said = recorder(table)
    click(table, "a")
    assert chosen == [Pick(n=1)]
    assert said == []


def test_a_click_elsewhere_says_why_not(table):
    show(table, (Pick(n=1),))
    chosen, said = recorder(table)
    click(table, "b")  # an action, not legal now: the session's reason
    click(table, "printed")  # never an action: the game's reason
    assert chosen == []
    assert said == ["Box 2 is taken.", "That box is printed."]


def test_a_command_runs_and_its_highlight_follows(table):
    show(table, (Pick(n=1),))
    click(table, "sel")
    assert table.selected == 1
    assert table.scene.highlighted() == {"a"}


def test_nothing_to_decide_is_not_your_turn(table):
    show(table, ())
    chosen, said = recorder(table)
    assert table.scene.highlighted() == frozenset()
    click(table, "a")
    click(table, "sel")
    assert chosen == []
    assert table.selected == 0
    assert said == ["It is not your turn."] * 2


def test_a_command_for_any_time_runs_when_it_is_not_your_turn(table):
    table.meaning = lambda item_id: Command(table.select, any_time=True)
    table.targets.meaning = table.meaning
    show(table, ())
    click(table, "printed")
    assert table.selected == 1


def test_arrows_move_to_a_target_and_enter_or_space_acts(table, qtbot):
    show(table, (Pick(n=1), Pick(n=2)))
    view = table.view
    qtbot.waitUntil(view.hasFocus)  # the table gave its sheet the keyboard for the player
    # (given for the player's turn, the keyboard's outline is on the first target at once)
    assert table.scene.focus_id == "a"
    chosen, said = recorder(table)
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert table.scene.focus_id == "b"
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Enter)
    assert chosen == [Pick(n=1), Pick(n=2)]
    assert said == ["That box is printed."]


def test_the_others_sheets_show_names_points_turn_and_a_line_of_the_game(table):
    scores = {seat: ScoreBreakdown((), 10 * seat) for seat in range(3)}
    table.show_position(None, 1, 1, (Pick(n=1),), scores)
    shown = table.show_others(1, 3, turn=(2,), line=lambda seat: f"Hand of seat {seat}")
    assert shown == [0, 2]
    sheets = table.others.sheets
    assert [sheet.isHidden() for sheet in sheets] == [False, True, False]
    assert sheets[0].name.full == "Ana — points: 0\nHand of seat 0"
    assert sheets[2].name.full.startswith("▶ Cleo")  # the one to move; a computer is marked
    assert "(computer)" in sheets[2].name.full
    assert "— points: 20\nHand of seat 2" in sheets[2].name.full
    assert table.show_others(0, 2) == [1]  # a two-player game: the third sheet hides
    assert sheets[1].name.full == "Ben — points: 10"
    assert sheets[2].isHidden()


def test_a_hint_points_at_the_item_that_stands_for_its_action(table):
    show(table, (Pick(n=1), Pick(n=2)))
    assert table.show_hint(Pick(n=2))
    (marker,) = table.hint_markers
    item = table.scene.cell("b")
    assert marker.scene() is table.scene
    assert marker.sceneBoundingRect().contains(item.sceneBoundingRect().center())
    assert not marker.sceneBoundingRect().contains(table.scene.cell("a").sceneBoundingRect())
    assert not table.show_hint(Pick(n=3))  # no item stands for it: nothing to point at


class Hold(Action):
    kind: Literal["hold"] = "hold"
    die: int


class DiceTable(TinyTable):
    """Three dice on the sheet's scene, declared targets: die i stands for Hold(die=i)."""

    def __init__(self) -> None:
        super().__init__()
        self.scene.setSceneRect(0, 0, 260, 170)
        self.dice = self.scene.add_dice(
            DiceItem((10, 100, 170, 60), 3, [1, 2, 3, 4, 5, 6], ids=("d0", "d1", "d2"))
        )
        self.dice.show_faces([2, 5, 6])
        self.die_clicks: list[int] = []
        self.dice.die_clicked.connect(self.die_clicks.append)

    def meaning(self, item_id: str) -> Meaning:
        index = self.dice.index_of(item_id) if hasattr(self, "dice") else None
        return Hold(die=index) if index is not None else super().meaning(item_id)


@pytest.fixture
def dice_table(qtbot):
    set_animations(False)
    table = DiceTable()
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    qtbot.waitExposed(table)
    return table


def test_a_die_on_a_sheet_is_a_target_clicked_keyed_and_hinted(dice_table, qtbot):
    table = dice_table
    show(table, (Hold(die=0), Hold(die=2)))
    assert table.scene.highlighted() >= {"d0", "d2"}  # lit while it may be held
    assert "d1" not in table.scene.highlighted()
    chosen, said = recorder(table)
    click(table, "d2")  # the press reaches the dice (their signal) and the die's action
    assert table.die_clicks == [2]
    assert chosen == [Hold(die=2)]
    click(table, "d1")  # not legal now: the session's reason, and still the dice's signal
    assert table.die_clicks == [2, 1]
    assert chosen == [Hold(die=2)] and len(said) == 1
    # the hint marks the die, and Enter then holds it
    assert table.show_hint(Hold(die=0), focus=True)
    (marker,) = table.hint_markers
    die = table.scene.cell("d0")
    assert marker.sceneBoundingRect().contains(die.sceneBoundingRect().center())
    qtbot.waitUntil(table.view.hasFocus)
    assert table.scene.focus_id == "d0"
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert chosen == [Hold(die=2), Hold(die=0)]
    # the arrow keys reach the dice from the boxes above them
    table.scene.set_focus_cell("a")
    QTest.keyClick(table.view, Qt.Key.Key_Down)
    assert table.scene.focus_id == "d0"
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    assert table.scene.focus_id == "d1"
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Space)
    assert chosen[-1] == Hold(die=2)


def test_dice_without_ids_keep_their_click_to_themselves(qtbot):
    scene = SheetScene(tiny_layout())
    scene.setSceneRect(0, 0, 260, 170)
    dice = DiceItem((10, 100, 170, 60), 3, [1, 2, 3, 4, 5, 6])
    scene.addItem(dice)  # (drawn only: no die is a target)
    dice.show_faces([1, 2, 3])
    view = FittingView(scene)
    qtbot.addWidget(view)
    view.resize(400, 260)
    view.show()
    qtbot.waitExposed(view)
    clicked: list[int] = []
    activated: list[str] = []
    dice.die_clicked.connect(clicked.append)
    scene.cell_activated.connect(activated.append)
    die = dice.dice[1]
    pos = view.mapFromScene(die.mapToScene(die.face_rect.center()))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    assert clicked == [1]
    assert activated == []
    assert set(scene.cells) == {"a", "b", "printed", "sel", "deco"}


def test_a_position_s_dice_are_shown_held_tumbled_once_per_roll_and_worded(dice_table, qtbot):
    table = dice_table
    dice = table.dice
    dice.show_roll((0, 0, 0), (), roll=(0, 0))  # a turn before its roll: blank, not tumbling
    assert dice.faces == (None, None, None) and not dice.rolling
    assert table.scene.cell("d1").toolTip() == "Die 2: not rolled yet"
    set_animations(True)
    try:
        dice.show_roll((4, 4, 1), (1,), roll=(0, 1))  # a new roll tumbles, the held die stays
        assert dice.rolling and dice.held == (1,)
        dice.show_roll((4, 4, 1), (0, 1), roll=(0, 1))  # the same roll, a die held: no tumble
        dice.skip()
        dice.show_roll((4, 4, 1), (0, 1), roll=(0, 1))
        assert not dice.rolling and dice.held == (0, 1)
    finally:
        set_animations(False)
    assert [die.face for die in dice.dice] == [4, 4, 1]
    show(table, (Hold(die=0), Hold(die=2)))
    assert table.scene.cell("d0").toolTip() == "Die 1: 4, held"
    words = table.targets.describe("d2")
    assert words.startswith("Die 3: 1") and "held" not in words


def test_a_sheet_the_game_left_unnamed_is_named_for_assistive_technology(dice_table):
    table = dice_table
    show(table, (Hold(die=0),))
    assert table.view.accessibleName() == "Your sheet"
    table.view.setAccessibleName("Ana's dice")  # the game's own name is kept
    show(table, (Hold(die=1),))
    assert table.view.accessibleName() == "Ana's dice"


def test_score_rows_lay_out_named_boxes_and_show_points_and_what_a_box_would_score(qtbot):
    from sheetdesk.ui.sheetkit import ScoreRows, SheetLayout

    rows = ScoreRows(("a", "b", "c"), origin=(0, 0), per_column=2)
    assert rows.size == (2 * (150 + 60 + 30) - 30 + 5, 80)
    scene = SheetScene(SheetLayout(500, 100, cells=rows.cells(), labels=rows.labels()))
    assert set(scene.cells) == {"box.a", "box.b", "box.c"}
    c, a = scene.cell("box.c").sceneBoundingRect(), scene.cell("box.a").sceneBoundingRect()
    assert c.left() > a.right() and c.top() == a.top()  # the third box opens the next column
    names = {"a": "Aces", "b": "Bees", "c": "Seas"}
    rows.show(scene, names, (5, None, None), preview=(9, 0, 25))
    a, b, c = (scene.cell(f"box.{key}") for key in "abc")
    assert (a.label, a.pending, a.toolTip()) == ("5", False, "Aces: 5")  # written: no preview
    assert (b.label, b.pending) == ("0", True) and b.toolTip() == "Bees: empty, 0 if written now"
    assert c.label == "25" and scene.labels["name.c"].text == "Seas"
    rows.show(scene, names, (5, 12, None))  # no preview: what is written only
    assert (b.label, b.pending, c.label, c.toolTip()) == ("12", False, "", "Seas: empty")


class WordyTable(TinyTable):
    """A table that writes its words as it draws, and sets none in `retranslate`."""

    def draw(self) -> None:
        self.caption.setText(self.not_your_turn())


def test_a_language_change_draws_the_words_of_the_position_again(qtbot):
    """The words a table writes as it draws (its instruction line) follow the language chosen
    while a position is shown: the kit draws the position again after the game's `retranslate`."""
    from sheetdesk.ui.i18n import Translators

    wordy = WordyTable()
    qtbot.addWidget(wordy)
    show(wordy, ())
    english = wordy.caption.words
    try:
        Translators().install("pl")
        QApplication.processEvents()
        assert wordy.caption.words not in ("", english)
    finally:
        Translators().install("en")
