"""What a Number rows click costs before its repaint, counted (benchmarks/click.py times it):
a box's words are fitted to it once for each text (`sheetkit.items.narrower`), its tooltip
written out once for each state it shows, and the instruction told to each sheet once."""

from __future__ import annotations

from typing import Any

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.games.number_rows import rules as nr
from sheetdesk.games.number_rows.layout import cell_id
from sheetdesk.games.number_rows.texts import say
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.sheetkit import items
from tests.ui.driving import play_by_hint, wait_for_turn
from tests.ui.work_counts import translated


def _a_cross_undone(window, qtbot) -> Any:  # type: ignore[no-untyped-def]
    """Ana's moves by the hint up to her first cross on a Number rows sheet, then Undo: the
    cross made (the action)."""
    entry = registry.get("number_rows")
    players = (Player("Ana"), Player("Cy", "bot", "greedy"))
    window.start_new(NewGameChoice(entry, players, {}, 5))
    session, controller, bot = window.session, window.controller, entry.bot()
    made = 0
    while wait_for_turn(window, qtbot, 0) and made < 60:
        action = bot(session.view(0), 0, list(session.legal_actions(0)), Rng(made))
        play_by_hint(window, action)
        made += 1
        if isinstance(action, nr.Cross) and controller.undo_offered():
            break
    assert isinstance(action, nr.Cross), made
    controller.undo()
    return action


def test_a_total_written_again_is_not_measured_again(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A box's words are fitted to it once for each text (`items.narrower`): Ana's cross on a
    Number rows sheet, undone and made again, draws its row's total and the sum as before
    without measuring a letter of them again (a total's box measured its words at every
    position drawn that changed them)."""
    action = _a_cross_undone(window, qtbot)
    session, controller = window.session, window.controller
    measured = [0]
    metrics = items.QFontMetricsF

    def counted(*args: Any) -> Any:
        measured[0] += 1
        return metrics(*args)

    monkeypatch.setattr(items, "QFontMetricsF", counted)
    controller.redo()
    monkeypatch.undo()
    assert session.log[session.cursor - 1].action == action
    assert measured[0] == 0, measured


def test_a_box_set_again_writes_its_tooltip_out_once(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A number box's tooltip is written out (translated) once for each state it shows: Ana's
    cross, undone and made again, sets the crossed box's tooltip to what it said after the
    cross without translating a box's tooltip again; and it says what it said."""
    action = _a_cross_undone(window, qtbot)
    session, controller = window.session, window.controller
    controller.redo()
    box = window.page("table").table.big_scene.cells[
        cell_id(session.state.play_color, action.number)
    ]
    said = box.toolTip()
    controller.undo()
    tips = {say(key).source for key in ("tip_cell", "tip_pending")}
    with translated(monkeypatch) as asked:
        controller.redo()
    assert session.log[session.cursor - 1].action == action
    assert box.toolTip() == said and said, said
    assert asked and not tips & set(asked), asked


def test_a_cross_tells_its_words_to_each_sheet_once(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """The instruction a cross leaves is told to each sheet's view once (for a screen reader):
    the caption's change told it, then the drawing's end told it again."""
    from sheetdesk.ui.sheetkit.view import FittingView

    _a_cross_undone(window, qtbot)
    controller, table = window.controller, window.page("table").table
    before = table.caption.words
    told: list[tuple[FittingView, str]] = []
    set_prompt = FittingView.set_prompt

    def counted(view: FittingView, prompt: str) -> None:
        told.append((view, prompt))
        set_prompt(view, prompt)

    monkeypatch.setattr(FittingView, "set_prompt", counted)
    controller.redo()
    monkeypatch.undo()
    assert table.caption.words != before
    views = [v for t in table.targets() for v in t.scene.views() if isinstance(v, FittingView)]
    assert sorted(id(v) for v, _p in told) == sorted(id(v) for v in views), told
    assert all(prompt.endswith(table.caption.words) for _v, prompt in told), told


def test_a_cross_asks_once_whether_hints_are_offered(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """Whether hints are offered at the position a cross leaves is worked out once (the game's
    hint looked up once), though the table's Hint button and the Edit menu both ask it (four
    times a click)."""
    _a_cross_undone(window, qtbot)
    controller = window.controller
    asked = [0]
    hint_function = controller.hint_function

    def counted() -> Any:
        asked[0] += 1
        return hint_function()

    monkeypatch.setattr(controller, "hint_function", counted)
    controller.redo()
    assert asked[0] == 1, asked
    assert controller.hints_offered() and window.hint_action.isVisible()


def test_a_cross_sets_only_the_edit_entries_it_changes(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A cross changes the Edit menu's Undo and Redo entries' words: it sets those and no other
    entry's words (Restart turn and Hint were written out again at every position drawn); what
    they say is what a new menu would say."""
    from PySide6.QtGui import QAction

    _a_cross_undone(window, qtbot)
    controller = window.controller
    named: list[QAction] = []
    set_text = QAction.setText

    def counted(action: QAction, words: str) -> None:
        named.append(action)
        set_text(action, words)

    monkeypatch.setattr(QAction, "setText", counted)
    controller.redo()
    monkeypatch.undo()
    assert window.undo_action in named, named
    assert window.restart_action not in named and window.hint_action not in named, named
    entries = (window.undo_action, window.redo_action, window.restart_action, window.hint_action)
    before = [(a.text(), a.isEnabled(), a.isVisible()) for a in entries]
    window.retranslate()  # (every entry written out anew)
    assert [(a.text(), a.isEnabled(), a.isVisible()) for a in entries] == before
