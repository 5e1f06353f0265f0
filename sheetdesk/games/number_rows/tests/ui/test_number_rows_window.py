"""Number rows in the main window: a whole turn played by keys alone from the focus the app really
gives (after every hand-over), click targets at 1366x768, and every text on the table fitting
its box in English, Greek and Polish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.number_rows import rules as nr
from tests.ui.driving import pass_handover, press

ENTRY = registry.get("number_rows")
SEED = 6  # Ana starts; the announced number and her first card can both be crossed


def start(window, seed=SEED, names=("Ana", "Jan")):
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    players = tuple(Player(name) for name in names)
    window.start_new(NewGameChoice(ENTRY, players, {"jokers": False}, seed))
    window.controller.bot_delay_ms = 0


def test_a_whole_turn_by_keys_alone_from_the_handover(window, qtbot):
    """Enter on each hand-over page; Enter takes the focused display card; Enter crosses the
    announced number (the focus moves to it), D is done; 1 chooses the first hand card, P plays
    it, Enter crosses its number, D ends the turn. The test never sets the focus."""
    start(window)
    session = window.session
    first = session.state.active
    for _ in range(40):
        state = session.state
        if state.turn > 1:
            break
        if window.current_page_name() == "handover":
            pass_handover(window, Qt.Key.Key_Return)
            qtbot.wait(10)
            continue
        assert window.current_page_name() == "table"
        seat = session.acting_seat()
        legal = session.legal_actions(seat)
        crosses = [a for a in legal if isinstance(a, nr.AnnounceCross | nr.Cross)]
        if state.phase == "draw" or (crosses and seat == first):
            press(window, Qt.Key.Key_Return)
        elif state.phase == "play" and not state.played:
            press(window, Qt.Key.Key_1)
            press(window, Qt.Key.Key_P)
        else:
            press(window, Qt.Key.Key_D)
        qtbot.wait(1)
    assert session.state.turn == 2
    kinds = [entry.action.kind for entry in session.log if entry.seat == first]
    assert kinds[0] == "take" and kinds[-1] == "done"
    assert {"announce_cross", "play", "cross"} <= set(kinds)


def test_click_targets_at_1366x768(window):
    start(window, names=("Ana",))
    table = window.page("table").table
    QApplication.processEvents()
    scale = table.big_view.scale_factor()
    sizes = [
        (item.rect().width() * scale, item.rect().height() * scale, key)
        for key, item in table.big_scene.cells.items()
        if item.activatable and item.isVisible()
    ]
    assert len(sizes) > 4 * 12
    assert min(min(w, h) for w, h, _ in sizes) >= 40, sorted(sizes)[:3]
    assert min(w for w, _, key in sizes if key.startswith("hand:")) >= 55


@pytest.mark.parametrize("language", ["en", "el", "pl"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_every_text_on_the_table_fits_its_box(window, qtbot, language, size):
    from sheetdesk.ui.sheetkit import CellItem, LabelItem

    window.setMinimumSize(0, 0)
    window.resize(*size)
    window.set_language(language)
    start(window, names=("Ana", "Jan", "Zofia"))
    session = window.session
    for _ in range(30):
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
            continue
        table = window.page("table").table
        QApplication.processEvents()
        for scene in (table.big_scene, *table.small_scenes):
            for item in scene.items():
                if isinstance(item, LabelItem | CellItem) and item.isVisible():
                    assert item.fits(), (language, getattr(item, "text", None) or item.label)
        if session.state.phase == "play" and session.state.played:
            break
        seat = session.acting_seat()
        legal = session.legal_actions(seat)
        plays = [a for a in legal if isinstance(a, nr.Play)]
        window.controller.choose(max(plays, key=lambda p: len(p.cards)) if plays else legal[-1])


def test_a_language_change_retranslates_the_table_at_once(window):
    start(window)
    window.controller.confirm_handover()
    table = window.page("table").table
    other = 1 - window.session.acting_seat()
    assert table.caption.text().startswith("Take")
    window.set_language("el")
    assert table.caption.text().startswith("Πάρε")
    assert table.big_scene.labels["label:display"].text == "Βιτρίνα"
    assert table.big_scene.labels["total"].text == "Σύνολο"
    assert "πόντοι" in table.others.sheets[other].name.text()
    assert table.small_scenes[other].labels["title"].text.startswith("Χαρτάκι")


def test_a_clicked_button_leaves_the_keys_on_the_sheet(window, qtbot):
    """Clicking "Don't cross" with the mouse does not take the focus: the number keys go on
    choosing hand cards."""
    start(window, names=("Ana",))
    qtbot.wait(10)  # the app shows the table
    table = window.page("table").table
    session = window.session
    for _ in range(5):
        if session.state.phase == "draw":
            press(window, Qt.Key.Key_Return)
    assert session.state.phase == "announce"
    QTest.mouseClick(table.done_button, Qt.MouseButton.LeftButton)
    assert session.state.phase == "play"
    assert QApplication.focusWidget() is table.big_view
    press(window, Qt.Key.Key_2)
    assert table.big_scene.cells["hand:1"].selected


def _drawn_labels(scene, view):
    """(declared texts of `scene`'s labels, the texts `view` draws at 9 pt or more)."""
    from sheetdesk.ui.sheetkit import text_sizes
    from sheetdesk.ui.sheetkit.measure import MIN_TEXT_PX

    declared = {key: item.text for key, item in scene.labels.items() if item.text.strip()}
    runs = [(size, text) for size, text in text_sizes(view)]
    drawn = set()
    for start in range(len(runs)):  # (a sign from another font is a run of its own: "−")
        for end in range(start + 1, min(len(runs), start + 4) + 1):
            part = runs[start:end]
            if all(size >= MIN_TEXT_PX - 0.01 for size, _ in part):
                drawn.add("".join(text for _, text in part))
    return declared, drawn


@pytest.mark.parametrize("language", ["en", "el", "pl"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_every_word_of_the_table_is_drawn_whole_and_clear_of_the_magnifier(
    window, qtbot, language, size
):
    """The points table's heads (10×–12× too), the misthrows' word, the pile's and the discard
    pile's words: each drawn at 9 pt or more, inside the sheet, none under the magnifier; the
    others' small sheets show only what is legible (their rows; the totals are in the heading)."""
    window.setMinimumSize(0, 0)
    window.resize(*size)
    window.set_language(language)
    start(window, names=("Ana", "Jan", "Zofia"))
    for _ in range(5):
        if window.current_page_name() == "handover":
            window.controller.confirm_handover()
    table = window.page("table").table
    QApplication.processEvents()
    scene = table.big_scene
    declared, drawn = _drawn_labels(scene, table.big_view)
    assert {"table:crosses:12", "misthrows", "label:pile", "label:discard"} <= set(declared)
    missing = {key: text for key, text in declared.items() if text not in drawn}
    assert not missing, (language, size, missing)
    glass = scene.cells["zoom"].magnifier.sceneBoundingRect()
    sheet = scene.sceneRect()
    for key, item in scene.labels.items():
        box = item.sceneBoundingRect()
        assert not box.intersects(glass), (language, key, item.text)
        assert sheet.contains(box), (language, key, item.text)
    for seat, small in enumerate(table.small_scenes):
        if table.others.sheets[seat].isHidden():
            continue
        declared, drawn = _drawn_labels(small, table.others.view(seat))
        missing = {key: text for key, text in declared.items() if text not in drawn}
        assert not missing, (language, size, seat, missing)
