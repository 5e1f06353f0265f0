"""The session controller: hand-overs (docs/architecture.md, NR-H2), computer turns,
undo, status messages, autosave errors. Uses a recording table, so it does not depend on the
sheet; but a controller whose page was deleted is played on each game's own table."""

from __future__ import annotations

from typing import Any

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.protocol import Action, GameRules
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.controller import Controller
from sheetdesk.ui.table_page import TablePage
from tests.core.fakegame import TALLY
from tests.core.fakegame.rules import TallyRules
from tests.declared import quick_bot, uniform_bot

from .fakes import recorded_controller

ENTRY = registry.GAMES[0]  # (any game would do)


def make(qtbot, players, seed=7, data_dir=None):  # type: ignore[no-untyped-def]
    rules = ENTRY.rules()
    session = Session.new(rules, players, {}, seed)
    page, controller = recorded_controller(qtbot, ENTRY, session, write_now=True)
    controller.bot_delay_ms = 0
    events: list[tuple[str, object]] = []
    controller.handover_needed.connect(lambda seat: events.append(("handover", seat)))
    controller.table_shown.connect(lambda: events.append(("table", None)))
    controller.game_over.connect(lambda: events.append(("over", None)))
    controller.status.connect(lambda m: events.append(("status", m)))
    return session, page, controller, events


def greedy(session: Session, seat: int) -> Action:
    legal = list(session.legal_actions(seat))
    return ENTRY.bot()(session.view(seat), seat, legal, Rng(len(session.log)))


def sees(session: Session, viewer: int | None):  # type: ignore[no-untyped-def]
    """What the rules let `viewer` see now (None: what everyone sees)."""
    return session.rules.view(session.state, viewer)


def test_two_humans_start_on_handover_with_public_view(qtbot, data_dir):
    session, page, controller, events = make(qtbot, [Player("Ana"), Player("Bob")])
    controller.start()
    acting = session.acting_seat()
    assert events[-1] == ("handover", acting)
    shown = page.table.last
    assert shown["viewer"] is None
    assert shown["view"] == sees(session, None)
    assert not page.table.interactive
    controller.confirm_handover()
    assert events[-1] == ("table", None)
    assert page.table.last["viewer"] == acting
    assert page.table.last["view"] == sees(session, acting)
    assert page.table.last["legal"]


def test_every_handover_hides_the_previous_hand_nr_h2(qtbot, data_dir):
    """NR-H2: before each hand-over the table shows nothing secret; at most one hand-over in a
    row for the same human; the named player is shown what the rules let them see (their own
    hand colours, nobody else's)."""
    session, page, controller, _events = make(qtbot, [Player("Ana"), Player("Bob"), Player("Cy")])
    controller.start()
    handovers = 0
    for _ in range(200):
        if session.is_over():
            break
        if controller.waiting_for is not None:
            handovers += 1
            shown = page.table.last
            assert shown["viewer"] is None
            assert shown["view"] == sees(session, None)
            seat = controller.waiting_for
            controller.confirm_handover()
            assert controller.waiting_for is None
            assert page.table.last["viewer"] == seat
            continue
        seat = session.acting_seat()
        assert page.table.last["viewer"] == seat
        assert page.table.last["view"] == sees(session, seat)
        before = controller.holder
        controller.choose(greedy(session, seat))
        if controller.waiting_for is not None:
            assert controller.waiting_for != before
    assert handovers >= 5


def test_no_handover_with_one_human_and_bots_play(qtbot, data_dir):
    session, page, controller, events = make(
        qtbot, [Player("Ana"), Player("Bot", "bot", ENTRY.bots[0])]
    )
    controller.start()
    for _ in range(400):
        if session.is_over():
            break
        assert controller.waiting_for is None
        if controller.bot_pending:
            # the only human keeps the laptop: their own view stays on screen
            assert page.table.last["viewer"] == 0
            assert not page.table.interactive
            controller.play_bots_now()
            continue
        assert session.acting_seat() == 0
        controller.choose(greedy(session, 0))
    assert session.is_over()
    assert ("over", None) in events
    assert not any(kind == "handover" for kind, _ in events)


def test_bot_turns_show_public_view_with_two_humans(qtbot, data_dir):
    players = [Player("Ana"), Player("Bot", "bot", uniform_bot(ENTRY)), Player("Bob")]
    session, page, controller, _events = make(qtbot, players)
    controller.start()
    saw_bot = False
    for _ in range(300):
        if session.is_over():
            break
        if controller.waiting_for is not None:
            controller.confirm_handover()
        elif controller.bot_pending:
            saw_bot = True
            assert page.table.last["viewer"] is None
            controller.play_bots_now()
        else:
            controller.choose(greedy(session, session.acting_seat()))
    assert saw_bot


def refused_now(session: Session) -> Action:
    """A move the rules allow later in the same game but not now (found by playing a copy on,
    so nothing of the game's own is named)."""
    now = list(session.legal_actions(session.acting_seat()))
    later = Session.new(session.rules, list(session.players), session.options, session.seed)
    for _ in range(200):
        seat = later.acting_seat()
        legal = list(later.legal_actions(seat))
        refused = [action for action in legal if action not in now]
        if refused:
            return refused[0]
        later.act(seat, greedy(later, seat))
    raise AssertionError("every move of the game is allowed at its start")


def test_illegal_action_goes_to_status_bar(qtbot, data_dir):
    session, _page, controller, events = make(qtbot, [Player("Ana")])
    controller.start()
    length = len(session.log)
    controller.choose(refused_now(session))
    assert len(session.log) == length
    assert events[-1][0] == "status" and events[-1][1]


def test_undo_redo_restart_labels(qtbot, data_dir):
    session, _page, controller, _events = make(qtbot, [Player("Ana")])
    controller.start()
    # play until an undoable action exists
    for _ in range(50):
        controller.choose(greedy(session, 0))
        if controller.undo_label():
            break
    label = controller.undo_label()
    assert label and "{player}" not in label
    cursor = session.cursor
    controller.undo()
    assert session.cursor == cursor - 1
    assert controller.redo_label() == label
    controller.redo()
    assert session.cursor == cursor
    controller.restart_turn()
    assert not session.can_undo()


def test_log_never_shows_placeholders(qtbot, data_dir):
    session, page, controller, _events = make(qtbot, [Player("Ana"), Player("Bob")])
    controller.start()
    for _ in range(40):
        if controller.waiting_for is not None:
            controller.confirm_handover()
        else:
            controller.choose(greedy(session, session.acting_seat()))
    lines = [page.log_list.item(i).text() for i in range(page.log_list.count())]
    assert lines
    assert not any("{" in line for line in lines)


def test_save_error_is_a_warning_and_the_game_goes_on(qtbot, data_dir, monkeypatch):
    session, _page, controller, _events = make(qtbot, [Player("Ana")])
    warnings: list[str] = []
    controller.save_failed.connect(warnings.append)
    controller.start()

    def full_disk(session, path=None, *, durable=True, position=None):  # type: ignore[no-untyped-def]
        raise savefile.SaveError(
            path or "x.sheetdesk",
            savefile.messages.reason(savefile.messages.Message.DISK_FULL_KEPT),
        )

    monkeypatch.setattr(savefile.autosaver, "write", full_disk)
    before = session.cursor
    controller.choose(greedy(session, 0))
    assert session.cursor > before
    qtbot.waitUntil(lambda: bool(warnings))  # the write comes right after the repaint
    assert "saved" in warnings[-1]


def test_autosave_writes_every_action(qtbot, data_dir):
    session, _page, controller, _events = make(qtbot, [Player("Ana")])
    controller.start()
    controller.choose(greedy(session, 0))
    qtbot.waitUntil(lambda: not controller.autosaver.pending)
    loaded = savefile.load(controller.save_path)
    assert loaded.cursor == session.cursor
    assert loaded.log == session.log


def _saved(controller):  # type: ignore[no-untyped-def]
    loaded = savefile.load(controller.save_path)
    return loaded.cursor, loaded.log


def test_autosave_writes_every_change_at_once_and_syncs_after_the_repaint(qtbot, data_dir):
    """Every action, undo and redo is in the save file as soon as it is made (a killed app loses
    nothing); forcing it to the disk (fsync) waits for the repaint (one turn of the event loop),
    and a sync still due when the game closes is made at once."""
    session, _page, controller, _events = make(qtbot, [Player("Ana")])
    syncs: list[int] = []
    real_sync = savefile.make_durable

    def counting_sync(path):  # type: ignore[no-untyped-def]
        syncs.append(session.cursor)
        return real_sync(path)

    import pytest as _pytest

    with _pytest.MonkeyPatch.context() as patch:
        patch.setattr(savefile.autosaver, "make_durable", counting_sync)
        controller.start()
        qtbot.waitUntil(lambda: not controller.autosaver.pending)  # the first write (write_now)
        steps = 0
        while not session.can_undo():  # on to a position with an action to undo
            controller.choose(greedy(session, 0))
            steps += 1
            assert _saved(controller) == (session.cursor, session.log)  # written at once
            assert controller.autosaver.pending  # not yet synced: the repaint comes first
            qtbot.waitUntil(lambda: not controller.autosaver.pending)
            assert syncs[-1] == session.cursor
        controller.undo()
        assert _saved(controller) == (session.cursor, session.log)
        assert controller.autosaver.pending
        qtbot.waitUntil(lambda: not controller.autosaver.pending)
        assert session.can_redo()
        controller.redo()
        assert _saved(controller) == (session.cursor, session.log)
        qtbot.waitUntil(lambda: not controller.autosaver.pending)
        synced = len(syncs)
        assert synced >= 2 + steps
        # one more change, then the game closes before the loop turns: synced at once
        controller.undo()
        assert controller.autosaver.pending
        controller.close()
        assert not controller.autosaver.pending
        assert _saved(controller) == (session.cursor, session.log)
        assert len(syncs) == synced + 1
        qtbot.wait(20)  # the timer that was due finds nothing left to sync
        assert len(syncs) == synced + 1


@pytest.mark.parametrize("count", [2, 3])
def test_resumed_game_opens_on_handover(qtbot, data_dir, count):
    players = [Player(f"P{i}") for i in range(count)]
    session, _page, controller, _events = make(qtbot, players)
    controller.start()
    controller.confirm_handover()
    controller.choose(greedy(session, session.acting_seat()))
    controller.close()
    resumed = savefile.load(controller.save_path)
    page2, again = recorded_controller(qtbot, ENTRY, resumed)
    seen = []
    again.handover_needed.connect(seen.append)
    again.start()
    assert seen == [resumed.acting_seat()]
    assert page2.table.last["viewer"] is None


class OpenTally(TallyRules):
    """Tally with nothing to hide: it writes no view of its own (the contract's default shows
    everything) and says nothing else about its steps."""

    view = GameRules.view


@pytest.mark.parametrize(("rules", "pages"), [(TallyRules(), True), (OpenTally(), False)])
def test_only_a_game_with_secrets_hands_the_laptop_over(qtbot, data_dir, rules, pages):
    """Tally hides its pending votes: the next human gets a hand-over page. The same game with
    no view of its own hides nothing: no page, and no need to say `Decide(open=True)`."""
    session = Session.new(rules, [Player("Ana"), Player("Bob")], {}, 7)
    page, controller = recorded_controller(qtbot, TALLY, session, write_now=True)
    handovers: list[int] = []
    controller.handover_needed.connect(handovers.append)
    controller.start()
    seats = set()
    for _ in range(100):
        if session.is_over():
            break
        if controller.waiting_for is not None:
            controller.confirm_handover()
            continue
        seat = session.acting_seat()
        assert seat is not None and page.table.last["viewer"] == seat
        seats.add(seat)
        controller.choose(session.legal_actions(seat)[-1])  # Done, or Confirm in a vote
    assert session.is_over() and seats == {0, 1}
    assert bool(handovers) is pages


@pytest.mark.parametrize("game", [entry.id for entry in registry.GAMES])
def test_a_controller_whose_page_was_deleted_plays_no_more_computer_moves(qtbot, data_dir, game):
    """The game's own table on a page that is deleted, without a close, while a computer's move
    is due: when its time comes the controller plays nothing and touches nothing deleted."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    entry = registry.get(game)
    session = Session.new(
        entry.rules(), [Player("Ana"), Player("Cy", "bot", quick_bot(entry))], {}, 5
    )
    page = TablePage()
    page.set_table(entry.ui().create_table(session.rules, session.players, page))
    controller = Controller(entry, session, page, autosave=False)
    try:
        controller.bot_delay_ms = 30
        controller.start()
        for _ in range(200):  # the person plays until the computer's move is due
            if controller.bot_pending:
                break
            assert controller.waiting_for is None  # (one person: no hand-over page)
            controller.choose(entry.bot(quick_bot(entry))(*_turn(session)))
        assert controller.bot_pending
        played = len(session.log)
        # (the pause set: the delay, and longer where the table's dice are still landing)
        pause = controller.bot_pause_ms
        page.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert not shiboken6.isValid(page)
        qtbot.wait(pause + 10 * controller.bot_delay_ms)  # (an exception here fails the test)
        assert len(session.log) == played
        assert not controller.bot_pending
    finally:
        controller.close()


def _turn(session: Session) -> tuple[Any, int, list[Action], Rng]:
    seat = session.acting_seat()
    assert seat is not None
    return session.view(seat), seat, list(session.legal_actions(seat)), Rng(len(session.log))


def test_a_closed_controller_leaves_the_log_and_the_table_unlinked(qtbot, data_dir):
    """Closed (a new game, the window's end), the controller cuts the links it made between the
    page's log and the table: a log line chosen while the table goes (its children first)
    must not reach a table whose small sheets are already gone."""
    entry = ENTRY
    session = Session.new(entry.rules(), [Player("Ana"), Player("Nikos")], {}, 5)
    page = TablePage()
    qtbot.addWidget(page)
    table = entry.ui().create_table(session.rules, session.players, page)
    page.set_table(table)
    controller = Controller(entry, session, page, autosave=False)
    asked: list[int] = []
    table.moves_shown.connect(lambda entries: asked.append(-1))  # (moves shown: it ran)
    controller.start()
    page.log_entry_clicked.emit(0)
    assert asked, "the log's line reaches the table while the game is on"
    clicked, shown = "2log_entry_clicked(int)", "2moves_shown(QVariantList)"
    assert (page.receivers(clicked), table.receivers(shown)) == (1, 2)  # (the test's own too)
    controller.close()
    assert (page.receivers(clicked), table.receivers(shown)) == (0, 1)
