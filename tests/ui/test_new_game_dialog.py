"""The New game dialog as a family meets it on a laptop: nine seats fit a 1024×600 or 1366×768
screen in English, Greek and Polish (one row per seat in a list that scrolls, nothing cut,
nothing over anything, no text under 9 pt), the dialog stays within the screen's available area
and shrinks back when seats go, Tab goes down the dialog as it reads, the default names are in
the app's language, the last setup comes back after a restart, and one player is told which
rules apply.

The dialog is opened with Ctrl+N from the main window and driven by clicks and keys."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QKeyEvent, QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QWidget

from sheetdesk.core import registry
from sheetdesk.core.history import remembered_names
from sheetdesk.core.session import Player
from sheetdesk.ui.new_game_dialog import NewGameDialog
from sheetdesk.ui.settings import NewGameSetup, SeatSetup, load_settings, settings_file
from tests.ui.driving import choose_item
from tests.ui.fit import clipped, cut_off, overlaps, small_texts
from tests.ui.laid_out import settle

SMALL_SCREEN = QRect(0, 0, 1024, 600)
ANY = registry.GAMES[0].id  # (any game would do)
NINE = next(game.id for game in registry.GAMES if game.max_players >= 9)  # nine seats
# a game declaring variants (not the registry's first: a case changes from this one to that)
VARIED = [game for game in registry.GAMES[1:] if game.rules().info.variants][-1]


def use_screen(monkeypatch, area: QRect) -> QRect:
    """A laptop screen of that size (nothing taken by panels): what it says it has room for."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))
    return area


@pytest.fixture
def small_screen(monkeypatch):
    """A 1024×600 laptop screen."""
    return use_screen(monkeypatch, SMALL_SCREEN)


def open_dialog(
    window, monkeypatch, fill: Callable[[NewGameDialog], None], button: str = "start"
) -> NewGameDialog:
    """Ctrl+N; `fill(dialog)` clicks and types in it; then `button` (Start or Cancel) is clicked."""
    seen: list[NewGameDialog] = []

    def run(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        dialog.activateWindow()
        QTest.qWaitForWindowActive(dialog)
        seen.append(dialog)  # type: ignore[arg-type]
        fill(dialog)  # type: ignore[arg-type]
        target = dialog.start_button if button == "start" else dialog.cancel_button  # type: ignore[attr-defined]
        QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", run)
    if QApplication.activeWindow() is not window:  # (as the user's click in it would make it)
        window.activateWindow()
        assert QTest.qWaitForWindowActive(window)
    focus = QApplication.focusWidget() or window
    QTest.keyClick(focus, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen, "Ctrl+N opened no dialog"
    window.activateWindow()  # the dialog is gone: the main window has the keyboard again
    QTest.qWaitForWindowActive(window)
    return seen[0]


def choose(combo, qtbot, data: str) -> None:  # type: ignore[no-untyped-def]
    """Open a chooser with a click and take the item for `data` with the arrow keys and Enter."""
    target = combo.findData(data)
    assert target >= 0, data
    choose_item(combo, qtbot, target)
    assert combo.currentData() == data
    # the list is gone: the dialog has the keyboard again (the offscreen platform has no window
    # manager to give it back, and would leave the closed list active)
    combo.window().activateWindow()
    QTest.qWaitForWindowActive(combo.window())
    settle()


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def players_to(dialog: NewGameDialog, count: int) -> None:
    """Click − or + until the dialog has `count` players."""
    while dialog.count_spin.value() != count:
        before = dialog.count_spin.value()
        click(dialog.more_button if count > before else dialog.fewer_button)
        assert dialog.count_spin.value() != before, "the button did nothing"


def type_name(dialog: NewGameDialog, seat: int, name: str) -> None:
    """Click in a seat's name field, select what is there and type over it."""
    edit = dialog.name_edits[seat]
    click(edit)
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    for letter in name:  # (keyClicks takes ASCII only: a Greek keyboard's letters come so)
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter)
            QApplication.sendEvent(edit, event)
    assert edit.text() == name


def focused() -> str:
    """The name of the control that has the keyboard (a spin box's own field is the spin box)."""
    widget = QApplication.focusWidget()
    while widget is not None and not widget.objectName().strip():
        widget = widget.parentWidget()
    return widget.objectName() if widget is not None else ""


def within(dialog: QDialog, area: QRect) -> bool:
    settle()
    return area.contains(dialog.frameGeometry())


# --- nine seats on a small screen ----------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_nine_seats_fit_a_small_screen_readably(window, qtbot, monkeypatch, language, size):
    screen = use_screen(monkeypatch, QRect(0, 0, *size))
    window.resize(screen.size())
    window.set_language(language)
    problems: list[str] = []

    def check(dialog: NewGameDialog, where: str) -> None:
        settle()
        assert within(dialog, screen), dialog.frameGeometry()
        found = clipped(dialog) + overlaps(dialog) + cut_off(dialog) + small_texts(dialog)
        problems.extend(f"[{where}] {problem}" for problem in found)
        assert problems == []

    def fill(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, NINE)
        players_to(dialog, 9)
        check(dialog, "nine seats")
        assert dialog.seat_list.horizontalScrollBar().maximum() == 0  # no row runs off sideways
        # Tab reaches every seat, which shows whole when it has the keyboard; a few seats are
        # made computers on the way (Space), so their level choosers are reached and shown too
        click(dialog.name_edits[0])
        viewport = dialog.seat_list.viewport()
        room = QRect(QPoint(0, 0), viewport.size())
        for seat in range(9):
            row = (
                dialog.name_edits[seat],
                dialog.look_buttons[seat],
                dialog.computer_boxes[seat],
                dialog.bot_combos[seat],
            )
            for widget in row:
                if not widget.isEnabled():
                    continue
                assert focused() == widget.objectName()
                if widget is dialog.computer_boxes[seat] and seat in (1, 4, 8):
                    QTest.keyClick(widget, Qt.Key.Key_Space)
                settle()
                corner = widget.mapTo(viewport, QPoint(0, 0))
                assert room.contains(QRect(corner, widget.size())), widget.objectName()
                check(dialog, f"{widget.objectName()} has the keyboard")
                QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert focused() == "game_number"
        assert [box.isChecked() for box in dialog.computer_boxes[:9]] == [
            seat in (1, 4, 8) for seat in range(9)
        ]

    dialog = open_dialog(window, monkeypatch, fill, button="cancel")
    assert problems == []
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_the_dialog_grows_with_the_seats_within_the_screen_and_shrinks_back(
    window, qtbot, monkeypatch, small_screen
):
    window.resize(small_screen.size())
    sizes = {}

    def fill(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, NINE)
        for count in (2, 5, 9):
            players_to(dialog, count)
            settle()
            sizes[count] = dialog.size()
        assert within(dialog, small_screen)
        players_to(dialog, 2)
        settle()
        assert dialog.size() == sizes[2]
        players_to(dialog, 9)
        settle()
        assert dialog.seat_list.verticalScrollBar().maximum() > 0  # nine scroll on this screen
        players_to(dialog, 2)
        settle()
        assert dialog.seat_list.verticalScrollBar().maximum() == 0

    open_dialog(window, monkeypatch, fill, button="cancel")
    # (under a title bar five seats already take the 1024x600 screen's height: nine scroll)
    assert sizes[2].height() < sizes[5].height() <= sizes[9].height()


def test_tab_goes_down_the_dialog_as_it_reads(window, qtbot, monkeypatch):
    chain: list[str] = []
    back: list[str] = []

    def walk(dialog: NewGameDialog) -> None:
        assert focused() == "game"
        choose(dialog.game_combo, qtbot, VARIED.id)
        assert dialog.count_spin.value() == 2
        QTest.keyClick(dialog.game_combo, Qt.Key.Key_Tab)
        assert focused() == "players"
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)  # the keyboard counts so
        assert dialog.count_spin.value() == 3
        type_name(dialog, 2, "Quill")  # a new name: its look, left of it, is to be chosen
        click(dialog.computer_boxes[1])  # seat 2 a computer: its level is to be chosen
        assert focused() == "computer_1"
        for steps, key in ((chain, Qt.Key.Key_Tab), (back, Qt.Key.Key_Backtab)):
            for _ in range(30):  # once round the dialog, from this tick box back to it
                steps.append(focused())
                QTest.keyClick(QApplication.focusWidget(), key)
                if focused() == "computer_1":
                    break

    open_dialog(window, monkeypatch, walk, button="cancel")
    expected = [
        "game",
        "players",
        "name_0",  # (a default name has no look to choose: it is kept with no name)
        "computer_0",
        "name_1",
        "computer_1",
        "bot_1",  # a computer's level; the others have none to choose
        "look_2",  # a new name's look, left of it as the row reads
        "name_2",
        "computer_2",
        "game_number",
        *(f"variant_{variant.key}" for variant in VARIED.rules().info.variants),
        "start",
        "cancel",
    ]
    start = expected.index("computer_1")
    assert chain == expected[start:] + expected[:start]
    assert back == [expected[start], *reversed(expected[:start]), *reversed(expected[start + 1 :])]


# --- what the dialog offers -----------------------------------------------------------------------


def test_default_names_are_in_the_apps_language_when_the_dialog_opens(window, monkeypatch):
    def english(dialog: NewGameDialog) -> None:
        players_to(dialog, 3)
        type_name(dialog, 1, "Zofia")

    open_dialog(window, monkeypatch, english)
    assert [p.name for p in window.session.players] == ["Player 1", "Zofia", "Player 3"]

    window.set_language("el")
    names: list[str] = []
    open_dialog(window, monkeypatch, lambda d: names.extend(e.text() for e in d.name_edits[:3]))
    assert names == ["Παίκτης 1", "Zofia", "Παίκτης 3"]  # a typed name stays as typed
    assert window.session.players[0] == Player("Παίκτης 1")

    window.set_language("pl")
    names.clear()
    open_dialog(window, monkeypatch, lambda d: names.extend(e.text() for e in d.name_edits[:3]))
    assert names == ["Gracz 1", "Zofia", "Gracz 3"]


def test_the_last_setup_comes_back_after_a_restart(window, qtbot, monkeypatch, qapp):
    window.set_language("en")  # kept in the settings: the restarted app speaks it too

    def set_up(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, VARIED.id)
        players_to(dialog, 4)
        type_name(dialog, 0, "Ana")
        type_name(dialog, 3, "Γιαγιά")
        click(dialog.computer_boxes[2])
        choose(dialog.bot_combos[2], qtbot, "hard")
        click(dialog.findChild(QCheckBox, f"variant_{changed.key}"))

    variants = VARIED.rules().info.variants
    changed = variants[-1]  # (its last variant, clicked)
    open_dialog(window, monkeypatch, set_up)
    assert window.session.rules.info.id == VARIED.id
    window.close_game()

    def cancelled(dialog: NewGameDialog) -> None:  # what is changed, then cancelled, is not kept
        choose(dialog.game_combo, qtbot, ANY)
        type_name(dialog, 0, "Nobody")

    open_dialog(window, monkeypatch, cancelled, button="cancel")
    window.close()

    from sheetdesk.ui.app import build_window
    from sheetdesk.ui.i18n import Translators

    again = build_window(qapp)  # the app started again, on the same data folder
    qtbot.addWidget(again)
    try:
        again.resize(1366, 768)
        again.show()
        qtbot.waitExposed(again)
        again.activateWindow()
        qtbot.waitActive(again)
        seen: dict[str, object] = {}

        def look(dialog: NewGameDialog) -> None:
            seen["game"] = dialog.entry().id
            seen["players"] = dialog.count_spin.value()
            seen["names"] = [e.text() for e in dialog.name_edits[:4]]
            seen["computers"] = [b.isChecked() for b in dialog.computer_boxes[:4]]
            seen["level"] = dialog.bot_combos[2].currentData()
            seen["variants"] = {
                v.key: dialog.findChild(QCheckBox, f"variant_{v.key}").isChecked() for v in variants
            }

        open_dialog(again, monkeypatch, look)
        assert seen == {
            "game": VARIED.id,
            "players": 4,
            "names": ["Ana", "Player 2", "Player 3", "Γιαγιά"],
            "computers": [False, False, True, False],
            "level": "hard",
            "variants": {v.key: v.default != (v is changed) for v in variants},
        }
        assert again.session.players[2] == Player("Player 3", "bot", "hard")
    finally:
        again.close_game()
        Translators().install("en")


def test_one_player_is_told_which_rules_apply(window, qtbot, monkeypatch):
    said: dict[str, str] = {}

    def fill(dialog: NewGameDialog) -> None:
        for entry in registry.GAMES:
            choose(dialog.game_combo, qtbot, entry.id)
            players_to(dialog, 1)
            label = dialog.solo_label
            said[entry.id] = label.text() if label.isVisible() else ""
            assert dialog.tr_game(entry.name) not in said[entry.id]  # the dialog names no game
            players_to(dialog, 2)
            assert not label.isVisible()

    open_dialog(window, monkeypatch, fill, button="cancel")
    # as each game declares its one-player game: its own solo rules, or practice
    rules, practice = (
        "One player: the solo rules apply.",
        "Solo practice — not part of the published game",
    )
    for entry in registry.GAMES:
        info = entry.rules().info
        wanted = rules if info.solo_rules else practice if info.solo_is_practice else ""
        assert said[entry.id] == wanted, entry.id
    assert {rules, practice} <= set(said.values())  # both kinds are tried


# --- the remembered setup in the settings ---------------------------------------------------------


def test_a_broken_remembered_setup_is_forgotten_alone(data_dir):
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    broken = {"players": "many", "seats": 3}
    path.write_text(json.dumps({"language": "el", "hints": False, "new_game": broken}))
    settings = load_settings()
    assert (settings.language, settings.hints) == ("el", False)  # the rest is kept
    assert settings.new_game == NewGameSetup()


def test_a_remembered_setup_the_games_no_longer_allow_is_offered_as_far_as_it_goes(qtbot):
    fewer = next(game for game in registry.GAMES if game.max_players < 9)
    setup = NewGameSetup(
        game=fewer.id,
        players=9,  # more than the game takes
        seats=(SeatSetup(name="Ana"), SeatSetup(computer=True, level="grandmaster")),
        variants={"no_such_variant": True},
    )
    dialog = NewGameDialog(setup=setup, level="hard")
    qtbot.addWidget(dialog)
    assert dialog.entry().id == fewer.id
    assert dialog.count_spin.value() == fewer.max_players
    assert [edit.text() for edit in dialog.name_edits[:2]] == ["Ana", "Player 2"]
    assert dialog.computer_boxes[1].isChecked()
    assert dialog.bot_combos[1].currentData() == "hard"  # an unknown level: the last chosen
    gone = NewGameDialog(setup=NewGameSetup(game="no_such_game", players=3))
    qtbot.addWidget(gone)
    assert gone.entry().id == registry.GAMES[0].id and gone.count_spin.value() == 2


def test_the_people_of_the_last_table_are_offered_as_one_types(window, qtbot, monkeypatch):
    def sit_down(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, ANY)
        players_to(dialog, 2)
        type_name(dialog, 0, "Grandma Ola")
        type_name(dialog, 1, "Kuba")

    open_dialog(window, monkeypatch, sit_down)
    window.close_game()
    # (the table is remembered in the background while the game is played)
    qtbot.waitUntil(lambda: len(remembered_names()) == 2)
    picked: dict[str, str] = {}

    def pick(dialog: NewGameDialog) -> None:
        players_to(dialog, 3)
        edit = dialog.name_edits[2]
        type_name(dialog, 2, "ola")  # a part of the name, in any case
        popup = edit.completer().popup()
        qtbot.waitUntil(popup.isVisible)
        shown = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
        picked["offered"] = ", ".join(shown)
        QTest.keyClick(popup, Qt.Key.Key_Down)
        QTest.keyClick(popup, Qt.Key.Key_Return)
        picked["name"] = edit.text()

    open_dialog(window, monkeypatch, pick)
    assert picked == {"offered": "Grandma Ola", "name": "Grandma Ola"}
    assert [p.name for p in window.session.players] == ["Grandma Ola", "Kuba", "Grandma Ola"]


def test_a_damaged_players_list_is_put_aside_with_a_message_and_the_game_starts(
    window, qtbot, monkeypatch, messages, data_dir
):
    from sheetdesk.core import paths

    paths.history_path().write_bytes(b"not a database" * 50)

    def sit_down(dialog: NewGameDialog) -> None:
        type_name(dialog, 0, "Ana")

    open_dialog(window, monkeypatch, sit_down)
    assert window.session is not None and window.session.players[0].name == "Ana"
    qtbot.waitUntil(lambda: bool(messages))  # (the table is remembered in the background)
    ((title, text),) = messages
    assert title == "Players and finished games" and "No game is lost" in text
    (aside,) = paths.data_dir().glob("history.damaged-*.sqlite")
    assert aside.read_bytes() == b"not a database" * 50 and aside.name in text


# --- remembered players, one click each ----------------------------------------------------------


def _remember(names: list[str], hidden: tuple[str, ...] = ()) -> None:
    from sheetdesk.core.history import History

    with History() as history:
        history.remember_table(names)
        for name in hidden:
            history.change(history.find(name).id, hidden=True)


def _chips(dialog: NewGameDialog) -> dict[str, QWidget]:
    return {str(chip.property("player_name")): chip for chip in dialog.chips}


def test_remembered_players_are_seated_with_one_click(window, qtbot, monkeypatch):
    _remember(["Grandma Ola", "Kuba", "Hania"], hidden=("Hania",))
    seen: dict[str, object] = {}

    def sit_down(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, ANY)
        players_to(dialog, 3)
        chips = _chips(dialog)
        seen["offered"] = sorted(chips)  # a hidden player is not offered
        assert all(chip.isVisible() and not chip.icon().isNull() for chip in chips.values())
        click(chips["Kuba"])  # the first seat still named by default
        assert dialog.name_edits[0].text() == "Kuba"
        assert chips["Kuba"].isChecked() and chips["Kuba"].text().startswith("✓")
        click(dialog.name_edits[2])  # aimed at a seat: it takes the next one clicked
        click(chips["Grandma Ola"])
        assert dialog.name_edits[2].text() == "Grandma Ola"
        assert dialog.name_edits[1].text() == "Player 2"
        type_name(dialog, 0, "Zofia")  # Kuba leaves the table: offered again
        assert not chips["Kuba"].isChecked() and chips["Kuba"].text() == "Kuba"

    open_dialog(window, monkeypatch, sit_down)
    assert seen["offered"] == ["Grandma Ola", "Kuba"]
    assert [p.name for p in window.session.players] == ["Zofia", "Player 2", "Grandma Ola"]


def test_remembered_players_are_reached_with_tab_and_seated_with_space_or_enter(
    window, qtbot, monkeypatch
):
    _remember(["Ana", "Kuba", "Ola"])
    order: list[str] = []

    def keys_in_order(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, ANY)
        players_to(dialog, 3)
        chips = _chips(dialog)
        first = dialog.chips[0]
        QTest.keyClick(dialog.game_combo, Qt.Key.Key_Tab)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is first
        QTest.keyClick(first, Qt.Key.Key_Space)  # seated: its button is ticked
        taken = str(first.property("player_name"))
        assert dialog.name_edits[0].text() == taken and first.isChecked()
        QTest.keyClick(first, Qt.Key.Key_Tab)
        chip = QApplication.focusWidget()
        assert chip in dialog.chips and chip is not first
        QTest.keyClick(chip, Qt.Key.Key_Return)  # Enter on a player seats them, not Start
        assert dialog.isVisible()
        assert dialog.name_edits[1].text() == str(chip.property("player_name"))
        order.extend(edit.text() for edit in dialog.name_edits[:3])
        assert set(order[:2]) <= set(chips)

    open_dialog(window, monkeypatch, keys_in_order)
    assert [p.name for p in window.session.players] == order


def test_a_seated_player_is_taken_off_the_table_with_another_click(window, qtbot, monkeypatch):
    _remember(["Ana", "Kuba", "Ola"])

    def change_mind(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, ANY)
        players_to(dialog, 2)
        chips = _chips(dialog)
        for name in ("Ana", "Kuba", "Ola"):
            click(chips[name])
        assert [edit.text() for edit in dialog.name_edits[:3]] == ["Ana", "Kuba", "Ola"]
        click(chips["Kuba"])  # clicked again: Kuba leaves, Ola moves up, a seat fewer
        assert dialog.count_spin.value() == 2
        assert [edit.text() for edit in dialog.name_edits[:2]] == ["Ana", "Ola"]
        assert not chips["Kuba"].isChecked() and chips["Kuba"].text() == "Kuba"
        assert chips["Ola"].isChecked()
        QTest.keyClick(chips["Ola"], Qt.Key.Key_Space)  # (the keyboard does the same)
        assert dialog.count_spin.value() == 1 and not chips["Ola"].isChecked()
        click(chips["Ana"])  # the fewest players the game takes: the seat is named by default
        assert dialog.count_spin.value() == 1
        assert dialog.name_edits[0].text() == "Player 1"
        click(chips["Kuba"])
        click(chips["Ana"])
        assert [edit.text() for edit in dialog.name_edits[:2]] == ["Kuba", "Ana"]

    open_dialog(window, monkeypatch, change_mind)
    assert [p.name for p in window.session.players] == ["Kuba", "Ana"]


@pytest.mark.parametrize("language", ["pl", "el"])
def test_many_remembered_players_and_five_seats_fit_a_small_screen(
    window, qtbot, monkeypatch, language
):
    names = [f"Ciocia Małgorzata {n}" for n in range(12)] + [f"Γιαγιά {n}" for n in range(12)]
    _remember(names)
    screen = use_screen(monkeypatch, SMALL_SCREEN)
    window.resize(screen.size())
    window.set_language(language)
    problems: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, NINE)  # (a game taking five seats and more)
        players_to(dialog, 5)
        settle()
        assert within(dialog, screen), dialog.frameGeometry()
        problems.extend(clipped(dialog) + overlaps(dialog) + cut_off(dialog) + small_texts(dialog))
        assert dialog.chip_list.verticalScrollBar().maximum() > 0  # the rest scroll into view
        # Tab reaches every one, each shown whole when it has the keyboard
        QTest.keyClick(dialog.game_combo, Qt.Key.Key_Tab)
        viewport = dialog.chip_list.viewport()
        room = QRect(QPoint(0, 0), viewport.size())
        for chip in dialog.chips:
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            assert QApplication.focusWidget() is chip
            settle()
            assert room.contains(QRect(chip.mapTo(viewport, QPoint(0, 0)), chip.size()))
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # the last one, seated
        assert dialog.name_edits[0].text() == str(dialog.chips[-1].property("player_name"))

    open_dialog(window, monkeypatch, fill, button="cancel")
    assert problems == []


def solo_wrapped(dialog: NewGameDialog) -> list[str]:
    """What is wrong with the one-player note beside the count's buttons: its words wrapped
    into more lines than the room beside the buttons, to the dialog's edge, needs (a line of
    "solo." alone under two, a row taller than the buttons for it), or its lines cut."""
    label = dialog.solo_label
    if not (dialog.solo_beside and label.isVisible()):
        return []
    room = dialog.layout().contentsRect().right() + 1 - label.mapTo(dialog, QPoint(0, 0)).x()
    needed, shown = label.heightForWidth(room), label.heightForWidth(label.width())
    problems = []
    if shown > needed:
        problems.append(f"the note is {shown} px high at {label.width()} px, {needed} at {room}")
    if label.height() < shown:
        problems.append(f"the note's {shown} px of lines cut at {label.height()} px")
    return problems


@pytest.mark.parametrize("language", ["pl", "el", "en"])
def test_one_player_of_every_game_fits_a_screen_of_1024x600_at_125_percent(
    window, qtbot, monkeypatch, language
):
    """819×480 (1024×600 at 125 %), players remembered, one player: the dialog is within the
    screen for every game, its variants and its one-player note shown whole (the note beside
    the count's buttons where its own line leaves no room, on no more lines than the room
    beside them needs: in Polish it took two, Larger text three, half the row left empty)."""
    _remember(["Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan", "Dimitris", "Małgorzata"])
    screen = use_screen(monkeypatch, QRect(0, 0, 819, 480))
    window.resize(screen.size())
    window.set_language(language)
    problems: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        for entry in registry.GAMES:
            choose(dialog.game_combo, qtbot, entry.id)
            players_to(dialog, 1)
            settle()
            assert within(dialog, screen), (entry.id, dialog.frameGeometry())
            assert dialog.solo_label.isVisible() == bool(dialog.solo_label.text())
            problems.extend(clipped(dialog) + overlaps(dialog) + cut_off(dialog))
            problems.extend(f"{entry.id}: {p}" for p in solo_wrapped(dialog))

    open_dialog(window, monkeypatch, fill, button="cancel")
    assert problems == []


def test_every_game_fits_a_screen_of_1024x600_at_125_percent_with_larger_text(
    window, qtbot, monkeypatch
):
    """819×480 (1024×600 at 125 %), Larger text, players remembered (in Greek, the widest
    words): the dialog is within the screen for every game at one, two and its most seats
    (with the one-player note beside the count's buttons still too high for a game of two
    variants, less room above and below its parts; the note wrapped beside them, as wide as the
    screen), each list at least one whole row high (the remembered players' buttons, the seat
    rows: not squeezed under one), nothing in it clipped, over anything or cut off."""
    from sheetdesk.ui.style import Look

    _remember(["Ana", "Zofia Kowalska", "Γιαγιά Σοφία", "Jan", "Dimitris", "Małgorzata"])
    screen = use_screen(monkeypatch, QRect(0, 0, 819, 480))
    window.resize(screen.size())
    window.set_language("el")
    window.set_look(Look("light", True))
    outside: list[tuple[str, int, QRect]] = []
    squeezed: list[tuple[str, int, str]] = []
    problems: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        for entry in registry.GAMES:
            choose(dialog.game_combo, qtbot, entry.id)
            for seats in sorted({1, 2, entry.max_players}):
                players_to(dialog, seats)
                if not within(dialog, screen):
                    outside.append((entry.id, seats, dialog.frameGeometry()))
                for area, row in (
                    (dialog.chip_list, dialog.chips[0]),
                    (dialog.seat_list, dialog.name_edits[0]),
                ):
                    if area.viewport().height() < row.height():
                        squeezed.append((entry.id, seats, area.objectName()))
                problems.extend(clipped(dialog) + overlaps(dialog) + cut_off(dialog))
                problems.extend(f"{entry.id} {seats}: {p}" for p in solo_wrapped(dialog))

    open_dialog(window, monkeypatch, fill, button="cancel")
    assert outside == []
    assert squeezed == []
    assert problems == []


def test_a_computer_chooser_is_as_wide_as_what_the_game_offers(window, qtbot, monkeypatch):
    """A game whose computers are not levels offers its own: the chooser widens to show a long
    name whole, and narrows again for the levels."""
    from sheetdesk.ui import new_game_dialog
    from tests.core.fakegame import TALLY

    monkeypatch.setattr(registry, "GAMES", (registry.get(ANY), TALLY))
    long_names = {"first": "The first that comes along, always"}
    labels = new_game_dialog.level_name
    monkeypatch.setattr(
        new_game_dialog, "level_name", lambda name: long_names.get(name, labels(name))
    )
    widths = {}

    def fill(dialog: NewGameDialog) -> None:
        click(dialog.computer_boxes[1])
        for game in (ANY, "tally", ANY):
            choose(dialog.game_combo, qtbot, game)
            combo = dialog.bot_combos[1]
            label = max((combo.itemText(i) for i in range(combo.count())), key=len)
            widths.setdefault(game, []).append(combo.width())
            assert combo.fontMetrics().horizontalAdvance(label) < combo.width(), (game, label)

    open_dialog(window, monkeypatch, fill, button="cancel")
    assert widths["tally"][0] > widths[ANY][0] == widths[ANY][1]


# --- names --------------------------------------------------------------------------------------


def test_a_name_the_rule_refuses_is_told_at_its_seat_and_the_game_waits(window, qtbot, monkeypatch):
    """A zero-width space would make a second player who looks like the first: Start says what
    is wrong with which seat, and starts once the name is put right."""
    told: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        players_to(dialog, 2)
        type_name(dialog, 0, "Ana")
        type_name(dialog, 1, "An\u200ba")
        click(dialog.start_button)
        assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
        assert dialog.name_problem.isVisible()
        told.append(dialog.name_problem.text())
        assert focused() == dialog.name_edits[1].objectName()
        type_name(dialog, 1, "Ben")

    dialog = open_dialog(window, monkeypatch, fill)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert told == [
        "Seat 2: A name cannot hold invisible characters or marks that change the text's direction."
    ]
    assert [p.name for p in window.session.players] == ["Ana", "Ben"]


def test_a_new_players_colour_and_symbol_are_chosen_in_the_dialog(window, qtbot, monkeypatch):
    """Beside a new name, a button chooses its look (another player's look is not offered); a
    remembered player's look is shown as the Players page keeps it. The game starts with the
    look chosen."""
    from sheetdesk.core.history import History
    from sheetdesk.ui.look_dialog import LookDialog
    from tests.ui.driving import in_modal

    _remember(["Ana"])
    with History() as history:
        ana = history.find("Ana")
    seen: dict[str, object] = {}

    def fill(dialog: NewGameDialog) -> None:
        choose(dialog.game_combo, qtbot, ANY)
        players_to(dialog, 2)
        click(_chips(dialog)["Ana"])
        seen["ana's"] = dialog.look_buttons[0].isEnabled()
        type_name(dialog, 1, "Tomek")

        def pick(look) -> None:  # type: ignore[no-untyped-def]
            click(look.colour_buttons[ana.colour])
            seen["greyed"] = [s for s, b in look.symbol_buttons.items() if not b.isEnabled()]
            click(look.symbol_buttons["bolt"])
            click(look.ok_button)

        with in_modal(pick, "the Colour and symbol dialog", LookDialog):
            click(dialog.look_buttons[1])
        seen["shown"] = not dialog.look_buttons[1].icon().isNull()

    open_dialog(window, monkeypatch, fill)
    assert seen == {"ana's": False, "greyed": [ana.symbol], "shown": True}
    assert window.seat_looks[1] == (ana.colour, "bolt")  # on the table from its start

    def tomeks() -> object:
        with History() as history:
            tomek = history.find("Tomek")
        return tomek and (tomek.colour, tomek.symbol)

    # the list is written in the background while the game is played: kept once written
    qtbot.waitUntil(lambda: tomeks() == (ana.colour, "bolt"))
    assert window.seat_looks[1] == (ana.colour, "bolt")


# --- what cannot be chosen looks so -------------------------------------------------------------


def _ink(widget: QWidget, colour: str) -> int:
    """How many pixels of `colour` (exactly) the widget shows: its words written in it."""
    image = widget.grab().toImage()
    wanted = QColor(colour).rgb()
    return sum(
        image.pixel(x, y) == wanted for y in range(image.height()) for x in range(image.width())
    )


def test_a_computers_level_that_cannot_be_chosen_is_written_as_disabled(window, qtbot, monkeypatch):
    """A seat without a computer: its level chooser is off, and its words are in the disabled
    colour (as an off button's), not in the text colour of one that can be used; a click on
    "Computer" turns it on and writes it in the text colour."""
    from sheetdesk.ui import style

    colours = style.UI_COLOURS["light"]
    seen: dict[str, tuple[int, int]] = {}

    def fill(dialog: NewGameDialog) -> None:
        combo = dialog.bot_combos[0]
        assert not combo.isEnabled()
        seen["off"] = (_ink(combo, colours["text"]), _ink(combo, colours["disabled"]))
        click(dialog.computer_boxes[0])
        settle()
        assert combo.isEnabled()
        seen["on"] = (_ink(combo, colours["text"]), _ink(combo, colours["disabled"]))

    open_dialog(window, monkeypatch, fill, button="cancel")
    (text_off, grey_off), (text_on, _grey_on) = seen["off"], seen["on"]
    assert text_off == 0 and grey_off > 20, seen
    assert text_on > 20, seen
