"""Giza dice table: a whole 3-player game by clicks through the main window (a Nile roll, a ×2
used, a first finish shared on one roll, and never a hand-over page between writers), what
lights up for a number, the choice buttons, refusals explained by the session, undo within a
writer's choice, the quick game's Nile digit, the keyboard, the dice, and nine players on
1366×768 and 1024×600 screens with no clipped text, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng, derive
from sheetdesk.core.session import Player, Session
from sheetdesk.games.giza_dice import rules as gd
from sheetdesk.games.giza_dice.bot import greedy
from sheetdesk.games.giza_dice.sheet import CELL, MIN_SCALE, create_table, nile_id
from sheetdesk.games.giza_dice.tests.helpers import base, rolled, with_cells
from sheetdesk.games.giza_dice.tests.ui.giza import click, click_action, push
from sheetdesk.ui.formatting import render
from sheetdesk.ui.sheetkit import CellItem, LabelItem, set_animations
from tests.ui.driving import rules_refusal, wait_for_turn
from tests.ui.laid_out import settle as laid_out

R = gd.RULES
PAD = R.pad
ENTRY = registry.get("giza_dice")
NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")
SEED_3P = 2  # by the greedy bot: Nile rolls, ×2 used, level 5 filled by all three on one roll


@pytest.fixture(autouse=True)
def no_dice_animation():
    set_animations(False)
    yield
    set_animations(True)


def start(window, players=3, options=None, seed=SEED_3P, computers=()):
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    seats = tuple(
        Player(NAMES[i], "bot", "greedy") if i in computers else Player(NAMES[i])
        for i in range(players)
    )
    opts = {"powers": True, "quick": False, **(options or {})}
    window.start_new(NewGameChoice(ENTRY, seats, opts, seed))
    window.controller.bot_delay_ms = 0
    return window.page("table").table


def settle(qtbot):
    qtbot.wait(1)  # the event loop turns: buttons added to a shown layout appear


def table_for(state, seat, players=None):
    names = [Player(n) for n in NAMES[: state.players]]
    t = create_table(R, players or names)
    t.show_position(R.view(state, seat), seat, seat, R.legal_actions(state, seat), R.scores(state))
    return t


@pytest.fixture
def shown(qtbot):
    def show(state, seat=0):
        t = table_for(state, seat)
        qtbot.addWidget(t)
        t.resize(1100, 700)
        t.show()
        qtbot.waitExposed(t)
        return t

    return show


# --- a whole game ---------------------------------------------------------------------------------


def same_choice(taken, chosen) -> bool:
    """The same action, or the same write with another of two alike symbols (two circled ×2
    are one button: the first is crossed)."""
    if not (isinstance(taken, gd.Write) and isinstance(chosen, gd.Write)):
        return taken == chosen
    kinds = [[PAD.powers[i].kind for i in a.powers] for a in (taken, chosen)]
    return taken.model_copy(update={"powers": ()}) == chosen.model_copy(update={"powers": ()}) and (
        kinds[0] == kinds[1]
    )


def test_a_three_player_game_by_clicks_with_no_handover_between_writers(window, qtbot):
    table = start(window)
    session = window.session
    handovers = []
    window.controller.handover_needed.connect(handovers.append)
    banners = set()
    moves = 0
    while not session.is_over():
        assert window.current_page_name() == "table"
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        action = greedy(session.view(seat), seat, legal, Rng(derive(SEED_3P, "test", moves)))
        before = session.cursor
        settle(qtbot)
        if isinstance(action, gd.Write):
            banners.add(table.caption.text())
        click_action(table, action)
        assert session.cursor > before, f"the click did not take {action}"
        assert same_choice(session.history[before].action, action)
        moves += 1
        assert moves < 2000
    assert handovers == []  # writers pass the laptop on without a hand-over page
    assert window.current_page_name() == "scores"
    log = session.log
    assert any(e.seat is None and "nile" in e.action.dice for e in log)  # a Nile roll
    nile_writes = [e.action for e in log if isinstance(e.action, gd.Write) and e.action.nile]
    assert nile_writes
    doubled = [
        e.action
        for e in log
        if isinstance(e.action, gd.Write)
        and any(PAD.powers[i].kind == "double" for i in e.action.powers)
    ]
    assert doubled  # a ×2 used
    # a first finish shared on one roll: two seats circle the same bonus on the same roll
    shared = False
    for index, entry in enumerate(session.history):
        if entry.action == gd.DONE:
            before_state, after_state = session.states_around(index)
            for part in range(len(PAD.parts)):
                circled = [
                    s
                    for s in range(3)
                    if before_state.sheets[s].bonuses[part] == "open"
                    and after_state.sheets[s].bonuses[part] == "circled"
                ]
                shared = shared or len(circled) >= 2
    assert shared
    assert any("writes" in text for text in banners)
    scores = window.page("scores")
    assert scores.winners()


def test_the_banner_names_each_writer_and_their_number(window, qtbot):
    table = start(window, seed=11)
    session = window.session
    seen = []
    for _ in range(12):
        settle(qtbot)
        seat = session.acting_seat()
        state = session.state
        if state.phase == "write" and state.number is not None and state.choices[seat] is None:
            seen.append((NAMES[seat], table.caption.text()))
        legal = list(session.legal_actions(seat))
        click_action(table, greedy(session.view(seat), seat, legal, Rng(len(seen))))
    assert seen
    for name, caption in seen:
        assert caption.startswith(name) and "writes" in caption
    assert len({name for name, _ in seen}) >= 2


# --- choosing a number ---------------------------------------------------------------------------


def test_a_nile_roll_offers_the_numbers_to_form_and_lights_only_where_they_fit(shown, qtbot):
    state = with_cells(base(2), 0, {"pyramid.1.1": 30, "obelisk.5": 70})
    state = rolled(state, 6, "nile")
    t = shown(state)
    settle(qtbot)
    names = {b.objectName() for b in t.choice_buttons}
    assert {"form_67_7", "form_76_7", "form_6_0", "form_60_0", "form_96_9"} <= names
    assert not t.big.scene.highlighted()  # nothing lit before a number is chosen
    got = []
    t.action_chosen.connect(got.append)
    push(t.choice("form_67_7"))
    lit = set(t.big.scene.highlighted())
    expected = {a.cell for a in R.legal_actions(state, 0) if isinstance(a, gd.Write)
                and (a.base, a.nile) == (67, (7,))}  # fmt: skip
    assert lit == expected and "obelisk.5" not in lit and "obelisk.4" in lit
    click(t.big_view, t.cell_center("obelisk.4"))
    assert got == [gd.Write(cell="obelisk.4", base=67, nile=(7,))]


def test_x2_is_offered_once_circled_and_changes_what_lights_up(shown, qtbot):
    double = next(i for i, p in enumerate(PAD.powers) if p.kind == "double")
    state = base(2, powers=True)
    sheet = state.sheets[0]
    marks = tuple("circled" if i == double else m for i, m in enumerate(sheet.powers))
    state = with_cells(state, 0, {"obelisk.1": 80}, powers=marks)
    state = rolled(state, 4, 6, order=46)
    t = shown(state)
    settle(qtbot)
    power = next(b for b in t.choice_buttons if b.objectName().startswith("power_"))
    assert power.text() == "×2 → 92"
    assert "obelisk.2" not in t.big.scene.highlighted()  # 46 is below 80
    push(power)
    assert "obelisk.2" in t.big.scene.highlighted()  # 92 is above it
    got = []
    t.action_chosen.connect(got.append)
    click(t.big_view, t.cell_center("obelisk.2"))
    assert got == [gd.Write(cell="obelisk.2", base=46, powers=(double,))]


def test_a_number_that_fits_only_doubled_is_not_sent_to_write_nothing(shown, qtbot):
    """46 fits nowhere as it is (level 1 starts at 50, the obelisk at 80, the Sphinx at 50),
    but a circled ×2 makes it 92, which fits: the caption says so, not "Press Write nothing"."""
    double = next(i for i, p in enumerate(PAD.powers) if p.kind == "double")
    state = base(2, powers=True)
    marks = tuple("circled" if i == double else m for i, m in enumerate(state.sheets[0].powers))
    cells = {"pyramid.1.1": 50, "obelisk.1": 80, "sphinx.1": 50}
    state = rolled(with_cells(state, 0, cells, powers=marks), 4, 6, order=46)
    t = shown(state)
    settle(qtbot)
    assert not t.big.scene.highlighted()
    caption = t.caption.words
    assert "46" in caption and "Write nothing" in caption
    assert "fits nowhere on your sheet" not in caption and "halve" in caption
    push(next(b for b in t.choice_buttons if b.objectName().startswith("power_")))
    assert t.big.scene.highlighted()  # 92 fits


def test_the_hint_shown_again_after_its_number_was_taken(shown, qtbot):
    """The hint outlines the number to form (its button) and the cell; the player takes that
    number, and the buttons beside the pad are made again for it (the ×2 to use is offered
    now, the button outlined is deleted as the event loop turns); the hint shown again then
    outlines what is there now, without an error."""
    double = next(i for i, p in enumerate(PAD.powers) if p.kind == "double")
    state = base(2, powers=True)
    marks = tuple("circled" if i == double else m for i, m in enumerate(state.sheets[0].powers))
    state = rolled(with_cells(state, 0, {"obelisk.1": 20}, powers=marks), 4, "nile")
    t = shown(state)
    settle(qtbot)
    write = gd.Write(cell="obelisk.2", base=47, nile=(7,), powers=(double,))
    assert write in R.legal_actions(state, 0)
    assert t.show_hint(write)
    outlined = t.hint_buttons[0]
    assert outlined is t.choice("form_47_7")
    # (a click as the app's loop delivers it: what it takes away is deleted as that loop turns)
    QTimer.singleShot(0, lambda: QTest.mouseClick(outlined, Qt.MouseButton.LeftButton))
    qtbot.waitUntil(lambda: outlined not in t.choice_buttons)
    qtbot.wait(20)
    assert t.show_hint(write)
    assert t.hint_buttons and all(b in t.choice_buttons for b in t.hint_buttons)


def test_the_roller_orders_the_dice_with_two_large_buttons(shown, qtbot):
    state = rolled(base(2), 4, 6)
    t = shown(state)
    settle(qtbot)
    assert [b.text() for b in t.choice_buttons] == ["46", "64"]
    assert all(b.height() >= 50 for b in t.choice_buttons)
    got = []
    t.action_chosen.connect(got.append)
    push(t.choice("order_64"))
    assert got == [gd.Order(number=64)]


def test_a_refused_cell_says_why_and_nothing_is_written(shown):
    state = with_cells(base(2), 0, {"pyramid.1.5": 15})
    state = rolled(state, 3, 2, order=23)
    t = shown(state)
    said, got = [], []
    t.status_message.connect(said.append)
    t.action_chosen.connect(got.append)

    t.refusal = rules_refusal(R, state, 0)
    assert "pyramid.1.4" not in t.big.scene.highlighted()
    click(t.big_view, t.cell_center("pyramid.1.4"))
    assert not got and said and "23 does not fit" in said[-1].english()


# --- through the window: undo, the quick game, the keyboard ---------------------------------------


def to_write_step(window, qtbot):
    """Play (by the greedy bot) until the acting human may write the announced number."""
    session = window.session
    table = window.page("table").table
    for moves in range(200):
        settle(qtbot)
        seat = session.acting_seat()
        state = session.state
        writing = state.phase == "write" and state.number is not None
        if writing and state.choices[seat] is None and table.target_cells():
            return table, seat
        legal = list(session.legal_actions(seat))
        click_action(table, greedy(session.view(seat), seat, legal, Rng(moves)))
    raise AssertionError("no write step")


def test_undo_takes_back_a_writers_choice_until_they_confirm(window, qtbot):
    start(window, seed=5)
    table, seat = to_write_step(window, qtbot)
    session = window.session
    cell = sorted(table.big.scene.highlighted())[0]
    click(table.big_view, table.cell_center(cell))
    assert session.state.choices[seat].cell == PAD.index[cell]
    assert table.big.scene.cell(cell).label == str(session.state.number)
    QTest.keySequence(QApplication.focusWidget() or window, "Ctrl+Z")
    assert session.state.choices[seat] is None
    assert table.big.scene.cell(cell).label == ""
    click(table.big_view, table.cell_center(cell))
    push(table.done_button)
    assert session.acting_seat() != seat
    assert not window.page("table").undo_button.isEnabled()  # Done is a barrier


def test_the_quick_game_crosses_the_nile_digit_clicked_after_write_nothing(window, qtbot):
    start(window, options={"quick": True}, seed=5)
    table, seat = to_write_step(window, qtbot)
    session = window.session
    unused = [i for i, crossed in enumerate(session.state.sheets[seat].nile) if not crossed]
    nile = {nile_id(i) for i in range(len(PAD.nile))}
    assert not nile & table.big.scene.highlighted()  # the Nile digits wait for Write nothing
    push(table.pass_button)
    assert set(table.big.scene.highlighted()) == {nile_id(i) for i in unused}
    index = unused[-1]
    click(table.big_view, table.cell_center(nile_id(index)))
    assert session.history[-1].action == gd.Pass(nile=PAD.nile[index])
    assert table.big.scene.cell(nile_id(index)).pending  # pending, not crossed yet
    push(table.done_button)
    while session.state.phase == "write":  # the others write nothing too
        settle(qtbot)
        other = session.acting_seat()
        free = next(i for i, c in enumerate(session.state.sheets[other].nile) if not c)
        click_action(table, gd.Pass(nile=PAD.nile[free]))
        click_action(table, gd.DONE)
    assert session.state.sheets[seat].nile[index]


def test_the_keyboard_alone_writes_and_confirms(window, qtbot):
    start(window, seed=5)
    table, seat = to_write_step(window, qtbot)
    session = window.session
    target = QApplication.focusWidget()
    assert target is table.big_view  # the writer's pad has the keyboard at once
    lit = table.big.scene.highlighted()
    QTest.keyClick(target, Qt.Key.Key_Right)
    for key in [Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left] * 12:
        if table.big.scene.focus_id in lit:
            break
        QTest.keyClick(target, key)
    focus = table.big.scene.focus_id
    assert focus in lit
    QTest.keyClick(target, Qt.Key.Key_Return)  # writes into the focused cell
    assert session.state.choices[seat].cell == PAD.index[focus]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # confirms
    assert seat not in session.state.waiting or session.state.phase != "write"


def walk_to(table, cell_id: str) -> None:
    """Arrow keys from the focused cell towards `cell_id`, as a player looks and steps."""
    scene = table.big.scene
    for _ in range(40):
        if scene.focus_id == cell_id:
            return
        here = scene.cells[scene.focus_id].sceneBoundingRect().center()
        way = scene.cells[cell_id].sceneBoundingRect().center() - here
        across = Qt.Key.Key_Right if way.x() > 0 else Qt.Key.Key_Left
        along = Qt.Key.Key_Down if way.y() > 0 else Qt.Key.Key_Up
        keys = [along, across] if abs(way.y()) >= abs(way.x()) else [across, along]
        for key in keys:
            before = scene.focus_id
            QTest.keyClick(QApplication.focusWidget(), key)
            if scene.focus_id != before:
                break
    assert scene.focus_id == cell_id, (scene.focus_id, cell_id)


def arrow_to(button) -> None:
    """Arrow keys among the numbers to form (one group: Tab leaves it, arrows walk it)."""
    for _ in range(20):
        focus = QApplication.focusWidget()
        if focus is button:
            return
        way = button.mapToGlobal(button.rect().center()) - focus.mapToGlobal(focus.rect().center())
        across = Qt.Key.Key_Right if way.x() > 0 else Qt.Key.Key_Left
        along = Qt.Key.Key_Down if way.y() > 0 else Qt.Key.Key_Up
        QTest.keyClick(focus, along if abs(way.y()) > abs(way.x()) else across)
    assert QApplication.focusWidget() is button, button.objectName()


def tab_to(button) -> None:
    for _ in range(30):
        if QApplication.focusWidget() is button:
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button, button.objectName() or button.text()


@pytest.mark.parametrize("quick", [False, True])
def test_a_whole_game_by_the_keyboard_alone_against_a_computer(window, qtbot, quick):
    """Ana plays a whole game with a computer by keys alone: the roller's first order button, a
    Nile roll's first number and Write nothing (when nothing fits) have the keyboard when the
    step begins; Space takes a button, arrows walk the pad, Enter writes (in the quick game, the
    Nile digit to cross after Write nothing) and Enter confirms."""
    options = {"powers": False, "quick": quick}
    table = start(window, players=2, options=options, seed=10, computers=(1,))
    session = window.session
    seen: set[str] = set()
    for step in range(400):
        if not wait_for_turn(window, qtbot, 0):
            break
        settle(qtbot)  # a player's key comes after the event loop has turned
        legal = list(session.legal_actions(0))
        action = greedy(session.view(0), 0, legal, Rng(step))
        focus = QApplication.focusWidget()
        length = len(session.log)
        if isinstance(action, gd.Order):
            assert focus is table.choice_buttons[0]  # the step begins on its buttons
            tab_to(table.choice(f"order_{action.number}"))
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
            seen.add("order")
        elif isinstance(action, gd.Write):
            if table._pick != (action.base, action.nile):
                assert focus is table.keyboard_target() and focus in table.choice_buttons
                arrow_to(table.choice(f"form_{action.base}_{'_'.join(map(str, action.nile))}"))
                QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
                seen.add("form")
            assert QApplication.focusWidget() is table.big_view
            walk_to(table, action.cell)
            QTest.keyClick(table.big_view, Qt.Key.Key_Return)
            seen.add("write")
        elif isinstance(action, gd.Pass):
            if all(isinstance(a, gd.Pass) for a in legal):
                assert focus is table.pass_button
                seen.add("nothing fits")
            tab_to(table.pass_button)
            QTest.keyClick(table.pass_button, Qt.Key.Key_Space)
            assert QApplication.focusWidget() is table.big_view
            if action.nile is not None:  # the quick game: the digit to cross, on the pad
                walk_to(table, nile_id(PAD.nile.index(action.nile)))
                QTest.keyClick(table.big_view, Qt.Key.Key_Return)
                seen.add("nile crossed")
        else:
            assert action == gd.DONE and focus is table.big_view
            QTest.keyClick(focus, Qt.Key.Key_Return)
        assert len(session.log) > length, (step, action)
    assert session.is_over()
    assert seen >= {"order", "form", "write", "nothing fits"} | (
        {"nile crossed"} if quick else set()
    )


# --- the dice ------------------------------------------------------------------------------------


def test_the_dice_roll_animates_is_skippable_and_so_for_a_computer_too(shown, qtbot):
    set_animations(True)
    state = rolled(base(2), 4, 6)
    t = shown(state)
    assert not t.dice.rolling  # the first position shown (a resumed game) does not roll
    state = R.apply(state, 0, gd.Order(number=46))
    state = R.apply(R.apply(state, 0, gd.PASS), 0, gd.DONE)
    state = R.apply(R.apply(state, 1, gd.PASS), 1, gd.DONE)
    state = R.apply(state, None, gd.Roll(dice=("nile", 5)))  # seat 1 (a human) rolls
    t.show_position(R.view(state, 1), 1, 1, R.legal_actions(state, 1), R.scores(state))
    assert t.dice.rolling
    QTest.mouseClick(t.dice_view.viewport(), Qt.MouseButton.LeftButton)
    assert not t.dice.rolling and [d.face for d in t.dice.dice] == ["nile", 5]
    # the legal choices are there at once: nothing waits for the dice
    assert t.choice_buttons
    # a computer's roll tumbles too (everyone at the table sees the dice roll), its faces the
    # state's underneath; with Animations off, nothing tumbles
    computer = create_table(R, (Player("Ana"), Player("Bot", "bot", "greedy")))
    qtbot.addWidget(computer)
    first = rolled(base(2), 4, 6, order=46)
    computer.show_position(R.view(first, 0), 0, 0, R.legal_actions(first, 0), R.scores(first))
    after = R.apply(R.apply(first, 0, gd.PASS), 0, gd.DONE)
    after = R.apply(R.apply(after, 1, gd.PASS), 1, gd.DONE)
    assert after.roller == 1
    after = R.apply(after, None, gd.Roll(dice=(3, 3)))
    computer.show_position(R.view(after, 0), 0, 1, [], R.scores(after))
    assert computer.dice.rolling and computer.dice.faces == (3, 3)
    QTest.keyClick(computer, Qt.Key.Key_Escape)  # a key ends it at once
    assert not computer.dice.rolling and [d.face for d in computer.dice.dice] == [3, 3]
    set_animations(False)
    still = create_table(R, (Player("Ana"), Player("Bot", "bot", "greedy")))
    qtbot.addWidget(still)
    still.show_position(R.view(first, 0), 0, 0, R.legal_actions(first, 0), R.scores(first))
    still.show_position(R.view(after, 0), 0, 1, [], R.scores(after))
    assert not still.dice.rolling and [d.face for d in still.dice.dice] == [3, 3]
    assert "Bot (computer)" in computer.others.sheets[1].name.text()  # a computer seat is marked


# --- nine players on small screens ---------------------------------------------------------------


def nine_player_session(seed=5):
    from sheetdesk.core.headless import play_one

    full = play_one("giza_dice", 9, seed, "greedy", {"powers": True})
    state = R.setup(9, full.options, Rng(derive(full.seed, "setup")))
    cut = 0
    for index, entry in enumerate(full.log):
        if index > len(full.log) // 2 and state.phase == "write" and len(state.waiting) == 9:
            cut = index
            break
        state = R.apply(state, entry.seat, entry.action)
    humans = [Player(name) for name in NAMES]
    return Session.restore(R, humans, full.options, full.seed, full.log[:cut], cut, "nine")


def clipped(root) -> list[str]:
    """Every visible text under `root` that does not fit where it is drawn."""
    bad = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            if label.heightForWidth(label.width()) > label.height() + 1:
                bad.append(f"label {label.text()!r}")
        elif label.sizeHint().width() > label.width() + 1:
            bad.append(f"label {label.text()!r}")
    for button in root.findChildren(QAbstractButton):
        if button.isVisible() and button.text() and button.sizeHint().width() > button.width():
            bad.append(f"button {button.text()!r}")
    return bad


def clipped_in_scene(scene) -> list[str]:
    bad = []
    for item in scene.items():
        if isinstance(item, LabelItem) and item.text and item.isVisible():
            rect = item.boundingRect()
            need = QFontMetricsF(item._font).boundingRect(rect, int(item._flags), item.text)
            if need.width() > rect.width() + 0.5 or need.height() > rect.height() + 0.5:
                bad.append(f"scene label {item.text!r}")
        elif isinstance(item, CellItem) and item.label and item.isVisible():
            width = QFontMetricsF(item._label_font).horizontalAdvance(item.label)
            if width > item.rect().width():
                bad.append(f"cell {item.item_id} {item.label!r}")
    return bad


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_nine_players_at_1366x768_and_1024x600_no_clipped_text_every_sheet_legible(
    window, qtbot, language
):
    """At 1366x768 all eight others' sheets at once; made 1024x600 (laid out as one opened at
    that size: tests/ui/test_size_not_history.py), the overview scrolls, each sheet legible."""
    from sheetdesk.core import savefile

    window.set_language(language)
    path = savefile.write(nine_player_session())
    assert window.open_path(path, external=False)
    laid_out()
    assert window.current_page_name() == "table"
    table = window.page("table").table
    assert clipped(window) == []
    for scene in [table.big.scene, *(items.scene for items in table.smalls)]:
        assert clipped_in_scene(scene) == []
    others = table.others
    shown_sheets = [s for s in others.sheets if s.isVisible()]
    assert len(shown_sheets) == 8
    assert others.scroll_area.verticalScrollBar().maximum() == 0  # all eight at once
    for sheet in shown_sheets:
        assert sheet.view.scale_factor() >= MIN_SCALE  # numbers of ~11 pixels or more
    # the writer's cells are click targets of 40 px at least, as in every game's table
    assert table.big_view.scale_factor() * CELL >= 40

    window.resize(1024, 600)
    laid_out()
    assert (window.width(), window.height()) == (1024, 600)
    assert clipped(window) == []
    for scene in [table.big.scene, *(items.scene for items in table.smalls)]:
        assert clipped_in_scene(scene) == []
    for sheet in others.sheets:
        if sheet.isVisible():
            assert sheet.view.scale_factor() >= MIN_SCALE - 0.01  # legible: it scrolls instead
    assert others.scroll_area.verticalScrollBar().maximum() > 0


def test_a_small_sheet_opens_big(window, qtbot):
    table = start(window, players=4)
    settle(qtbot)
    others = table.others
    index = next(i for i, s in enumerate(others.sheets) if s.isVisible())
    click(others.view(index), others.view(index).rect().center())
    assert others.zoom is not None and others.zoom.view.scene() is table.smalls[index].scene
    others.zoom.reject()


def test_scene_rects_fit_their_texts():
    """The clipping check above finds a label wider than its box."""
    from sheetdesk.ui.sheetkit import Label, SheetScene

    scene = SheetScene()
    item = LabelItem(Label((0, 0, 20, 10), "a very long label", size=16))
    scene.addItem(item)
    assert clipped_in_scene(scene)


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_end_of_a_nine_player_game_fits_1024x600(window, qtbot, language):
    """The pad's breakdown for nine: a scarab digit per level, the obelisk, the Sphinx, the
    bonuses and the total, every name whole and the table above the buttons."""
    from PySide6.QtCore import QPoint

    from sheetdesk.core import savefile
    from sheetdesk.core.headless import play_one
    from tests.ui.fit import clipped as cut_off

    full = play_one("giza_dice", 9, 5, "greedy", {"powers": True})
    full.players = tuple(Player(name) for name in NAMES)
    window.set_language(language)
    window.resize(1024, 600)
    assert window.open_path(savefile.write(full), external=False)
    qtbot.wait(10)
    assert window.current_page_name() == "scores"
    page = window.page("scores")
    table = page.table
    assert table.columnCount() == 9 and table.rowCount() == len(PAD.parts) + 2
    assert page.winners()
    header = table.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)  # (the winner's name is bold, over its place: the widest a line gets)
    for column in range(9):
        name = table.horizontalHeaderItem(column).text()
        widest = max(QFontMetrics(bold).horizontalAdvance(line) for line in name.split("\n"))
        assert widest < header.sectionSize(column), name
    bottom = table.mapTo(window, QPoint(0, table.height())).y()
    assert bottom <= page.table_button.mapTo(window, QPoint(0, 0)).y()
    assert cut_off(window) == []


def test_a_hint_to_use_x2_points_at_its_button_and_the_cell(shown, qtbot):
    """The hinted write with ×2 outlines the cell and the ×2 button to press, not only the
    status bar's words."""
    double = next(i for i, p in enumerate(PAD.powers) if p.kind == "double")
    state = base(2, powers=True)
    marks = tuple("circled" if i == double else m for i, m in enumerate(state.sheets[0].powers))
    state = rolled(with_cells(state, 0, {"obelisk.1": 80}, powers=marks), 4, 6, order=46)
    t = shown(state)
    settle(qtbot)
    hinted = gd.Write(cell="obelisk.2", base=46, powers=(double,))
    assert hinted in R.legal_actions(state, 0)
    assert t.show_hint(hinted)
    cell = t.big.scene.cells["obelisk.2"]
    assert [m.target for m in t.hint_markers] == [cell.mapToScene(cell.rect()).boundingRect()]
    power = next(b for b in t.choice_buttons if b.objectName().startswith("power_"))
    assert power.property("hint")


# --- each writer's turn starts afresh ------------------------------------------------------------


def test_each_writer_starts_with_the_cursor_where_their_number_fits(window, qtbot):
    """The keyboard cursor is where the last writer left it only if this writer's number fits
    there too; else it moves to a lit cell, so Enter writes at once."""
    start(window, players=2, seed=5)
    session = window.session
    table = window.page("table").table
    checked = 0
    for moves in range(400):
        settle(qtbot)
        seat = session.acting_seat()
        if seat is None:
            break
        state = session.state
        lit = table.big.scene.highlighted()
        if state.phase == "write" and state.choices[seat] is None and lit:
            assert table.big.scene.focus_id in lit, (moves, table.big.scene.focus_id)
            checked += 1
        legal = list(session.legal_actions(seat))
        click_action(table, greedy(session.view(seat), seat, legal, Rng(moves)))
    assert checked >= 20


def test_the_next_writer_starts_with_no_number_chosen_after_a_nile_roll(window, qtbot):
    """After a Nile roll, the last writer's number is not shown chosen for the next one, whose
    click on a cell after choosing their own number writes it."""
    start(window, players=2, seed=5)
    session = window.session
    table = window.page("table").table
    for moves in range(400):
        settle(qtbot)
        seat = session.acting_seat()
        state = session.state
        if state.phase == "write" and "nile" in state.dice and len(state.waiting) == 2:
            forms = [b for b in table.choice_buttons if b.objectName().startswith("form_")]
            usable = [b for b in forms if b.isEnabled()]
            if usable:
                break
        legal = list(session.legal_actions(seat))
        click_action(table, greedy(session.view(seat), seat, legal, Rng(moves)))
    else:
        raise AssertionError("no Nile roll")
    first = session.acting_seat()
    push(usable[0])
    assert usable[0].isChecked()
    click(table.big_view, table.cell_center(sorted(table.big.scene.highlighted())[0]))
    push(table.done_button)
    settle(qtbot)
    assert session.acting_seat() != first and session.state.phase == "write"
    forms = [b for b in table.choice_buttons if b.objectName().startswith("form_")]
    assert forms and not any(b.isChecked() for b in forms)
    assert table.chosen_number() is None and not table.big.scene.highlighted()
    usable = [b for b in forms if b.isEnabled()]
    push(usable[-1])
    assert usable[-1].isChecked() and sum(b.isChecked() for b in forms) == 1
    before = session.cursor
    click(table.big_view, table.cell_center(sorted(table.big.scene.highlighted())[0]))
    assert session.cursor == before + 1
    assert isinstance(session.history[-1].action, gd.Write)


def test_the_log_shows_each_write_of_the_roll_as_it_is_made(window, qtbot):
    """Writing is open at the table: the log tells a write before the roll is over, as the
    other sheets already show it."""
    start(window, players=3, seed=5)
    session = window.session
    table, seat = to_write_step(window, qtbot)
    log = window.page("table").log_list
    cell = sorted(table.big.scene.highlighted())[0]
    click(table.big_view, table.cell_center(cell))
    push(table.done_button)
    settle(qtbot)
    assert session.state.phase == "write" and session.state.waiting  # the roll goes on
    lines = [log.item(i).text() for i in range(log.count())]
    number = session.state.choices[seat].number
    # the write and its Done are one line ("… confirms." under it would double every seat's)
    assert lines[-1] == f"{NAMES[seat]} writes {number} " + where_words(cell) + "."
    assert not any(line.endswith("confirms.") for line in lines)


def test_a_computers_write_and_its_confirm_are_one_line_of_the_log(window, qtbot):
    """Two computers write and confirm in the change Ana's Done makes: each computer's choice is
    one line of the log, no line of its own for its confirm (as a person's write and Done)."""
    start(window, players=3, seed=5, computers=(1, 2))
    session = window.session
    log = window.page("table").log_list
    assert wait_for_turn(window, qtbot, 0)
    table, seat = to_write_step(window, qtbot)
    assert seat == 0
    roll = session.cursor
    click(table.big_view, table.cell_center(sorted(table.big.scene.highlighted())[0]))
    push(table.done_button)
    assert wait_for_turn(window, qtbot, 0)
    confirmed = {e.seat for e in session.history[roll:] if isinstance(e.action, gd.Done)}
    assert confirmed > {0}  # a computer wrote after Ana, in her Done's change
    lines = [log.item(i).text() for i in range(log.count())]
    assert not any(line.endswith("confirms.") for line in lines)
    for computer in confirmed - {0}:  # its choice is in the log (it wrote: the seed)
        said = [line for line in lines if line.startswith(f"{NAMES[computer]} writes ")]
        assert said, lines


def test_the_replay_at_a_confirm_shows_the_write_it_confirms(qtbot):
    """Looking back at a finished game, the move after a write is its Done, which has no line
    of its own in the log: the line chosen and the caption over the sheets tell that write."""
    from sheetdesk.core.headless import play_one
    from sheetdesk.ui.replay_page import ReplayPage

    session = play_one("giza_dice", 2, 3, "greedy")
    page = ReplayPage()
    qtbot.addWidget(page)
    page.set_game(ENTRY, session)
    history = session.history
    done = next(
        i for i, e in enumerate(history)
        if isinstance(e.action, gd.Done) and isinstance(history[i - 1].action, gd.Write)
        and not R.events(*session.states_around(i))
    )  # fmt: skip
    write = history[done - 1]
    page.go(done + 1)
    said = render(R.describe(write.action, write.seat), player="")  # " writes 25 in the Sphinx."
    (chosen,) = [item.text() for item in page.log_list.selectedItems()]
    assert chosen.endswith(said) and chosen.startswith(session.players[write.seat].name)
    assert said in page.table.caption.text()


def where_words(cell: str) -> str:
    building, _, rest = cell.partition(".")
    if building == "pyramid":
        return f"on level {rest.split('.')[0]} of the pyramid"
    return f"in the {'obelisk' if building == 'obelisk' else 'Sphinx'}"


# --- solo ----------------------------------------------------------------------------------------


def test_solo_says_its_rules_apply_and_asks_for_the_number_to_write(window, qtbot):
    table = start(window, players=1, seed=5)
    session = window.session
    note = table.findChild(QLabel, "solo_note")
    assert note is not None and note.isVisible() and note.text().startswith("Solo rules")
    assert "“+”" in note.text()
    for moves in range(200):
        settle(qtbot)
        if session.state.phase == "order":
            break
        legal = list(session.legal_actions(0))
        click_action(table, greedy(session.view(0), 0, legal, Rng(moves)))
    else:
        raise AssertionError("no roll to order")
    caption = table.caption.text()
    assert "everyone" not in caption.lower() and caption.endswith("choose the number to write.")
    orders = [b for b in table.choice_buttons if b.objectName().startswith("order_")]
    assert orders and all(b.toolTip().startswith("You write") for b in orders)
    assert note.isVisible()


def test_with_rivals_there_is_no_solo_note(window, qtbot):
    table = start(window, players=2, seed=5)
    assert not table.findChild(QLabel, "solo_note").isVisible()


# --- the writer's sheet: the largest, and still from step to step ---------------------------------


def nile_roll_session(players: int):
    """A game of `players` humans (the greedy bot's moves) at a Nile roll whose first writer may
    use a ×2 or :2: nobody has written yet."""
    from sheetdesk.core.headless import play_one

    for seed in range(1, 40):
        full = play_one("giza_dice", players, seed, "greedy", {"powers": True})
        state = R.setup(players, full.options, Rng(derive(full.seed, "setup")))
        for index, entry in enumerate(full.log):
            if (
                state.phase == "write"
                and "nile" in state.dice
                and len(state.waiting) == players
                and any(
                    isinstance(a, gd.Write) and a.powers
                    for a in R.legal_actions(state, state.waiting[0])
                )
            ):
                humans = [Player(name) for name in NAMES[:players]]
                return Session.restore(
                    R, humans, full.options, full.seed, full.log[:index], index, "nile"
                )
            state = R.apply(state, entry.seat, entry.action)
    raise AssertionError("no such roll")


def where(widget, window):
    return widget.mapTo(window, widget.rect().topLeft()), widget.size()


@pytest.mark.parametrize("players", [2, 4, 9])
def test_at_1024x600_the_writers_sheet_is_the_largest_and_stays_put(window, qtbot, players):
    from sheetdesk.core import savefile

    window.resize(1024, 600)
    assert window.open_path(savefile.write(nile_roll_session(players)), external=False)
    table = window.page("table").table
    big = table.big_view
    # the page as it settles (its lines fitted to their width, which may take a few turns of
    # the event loop on a busy machine): what stays put is measured from there
    before = None
    for _ in range(100):
        qtbot.wait(30)
        now = (where(big, window), big.scale_factor())
        if now == before:
            break
        before = now
    drawn = big.scale_factor()
    assert drawn * CELL >= 40  # cells a child can click
    smalls = [s.view for s in table.others.sheets if s.isVisible()]
    assert len(smalls) == players - 1
    for view in smalls:
        assert view.scale_factor() < drawn
        assert view.width() < big.width() and view.height() < big.height()
    pad = where(big, window)
    forms = [b for b in table.choice_buttons if b.objectName().startswith("form_")]
    places = {b.objectName(): where(b, window) for b in forms}
    assert len(places) >= 2 and table.chosen_number() is None  # the "choose a number" step

    def unmoved():
        settle(qtbot)
        assert where(big, window) == pad
        assert big.scale_factor() == drawn
        now = {
            b.objectName(): where(b, window)
            for b in table.choice_buttons
            if b.objectName().startswith("form_")
        }
        assert now == places

    powered = False
    for name in [b.objectName() for b in forms if b.isEnabled()]:
        push(table.choice(name))  # the "click a cell" step
        unmoved()
        power = [b for b in table.choice_buttons if b.objectName().startswith("power_")]
        if power:
            push(power[0])  # a ×2/:2 appeared and is used
            unmoved()
            powered = True
            break
    assert powered
    assert clipped(window) == []


def test_the_printed_sheet_is_checked_against_the_pad():
    """sheet.json draws every cell, Nile digit, bonus and symbol of the pad and no other; a pad
    it does not fit (an obelisk of six cells) is refused, naming what does not match."""
    import json

    from sheetdesk.games.giza_dice.pad import PadData, build_pad
    from sheetdesk.games.giza_dice.sheet import printed_sheet
    from sheetdesk.resources import resource_path

    layout = printed_sheet(PAD)
    assert {c.id for c in layout.cells} >= {c.id for c in PAD.cells}
    assert [c.label for c in layout.cells if c.id.startswith("nile.")] == list(map(str, PAD.nile))
    data = json.loads(resource_path("giza_dice", "pad.json").read_text(encoding="utf-8"))
    taller = build_pad(PadData.model_validate({**data, "obelisk": {"cells": 6, "bonus": 4}}))
    with pytest.raises(ValueError, match=r"obelisk\.6"):
        printed_sheet(taller)
