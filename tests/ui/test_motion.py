"""Every move seen (sheetkit/motion.py): a computer's marks are written on its sheet and stay
ringed until the next player acts; a click or a key ends an animation at once; with Animations
off nothing animates; a click on a log line rings that move; an undo rings nothing; a person's
prompt waits for the last move to be seen (a game's own motion is tested with it: Giza dice's
writers' numbers one by one, in sheetdesk/games/giza_dice/tests/ui/test_giza_dice_motion.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.sheetkit import motion
from sheetdesk.ui.sheetkit.items import CellItem
from sheetdesk.ui.sheetkit.motion import MoveMark
from tests.declared import quick_bot
from tests.ui.driving import play_by_hint
from tests.ui.laid_out import settle

# the game the tests play, the registry's first: only its id (the helpers take one seat acting
# at a time, and the computer's sheet as the second of the others')
SAMPLE = registry.GAMES[0].id


def start(window, game, players, options=None, seed=3, animations="on"):  # type: ignore[no-untyped-def]
    """A new game in `window`, with Settings → Animations `animations` (the tests' windows
    start with them off)."""
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    window.update_settings(animations=animations)
    entry = registry.get(game)
    window.start_new(NewGameChoice(entry, tuple(players), options or {}, seed))
    return window.controller


def marks_in(scene) -> list[MoveMark]:  # type: ignore[no-untyped-def]
    return [item for item in scene.items() if isinstance(item, MoveMark)]


def until_human(controller, limit=60) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        seat = controller.session.acting_seat()
        if seat is None or controller.session.players[seat].is_human:
            return
        controller.play_bots_now()
    raise AssertionError("the computer never let the human play")


def a_person_plays(window, controller, step: int) -> None:  # type: ignore[no-untyped-def]
    """The person at the laptop makes the move a quick computer would make in their place,
    by following its hint (any game: nothing of the game's own is named)."""
    session = controller.session
    seat = session.acting_seat()
    entry = registry.get(session.rules.info.id)
    bot = entry.bot(quick_bot(entry))
    legal = list(session.legal_actions(seat))
    play_by_hint(window, bot(session.view(seat), seat, legal, Rng(step)))


def its_sheet_ringed(scene) -> list[MoveMark]:  # type: ignore[no-untyped-def]
    """The rings on a box of the sheet in `scene` (not only on cards)."""
    return [mark for mark in marks_in(scene) if isinstance(mark.target, CellItem)]


def play_until_the_computer_wrote(window, qtbot, controller):  # type: ignore[no-untyped-def]
    """Ana plays (see `a_person_plays`) until the computer has written in a box of its sheet
    and it is her turn again; returns the log index of the computer's last entry."""
    session = controller.session
    small = controller.page.table.others.view(1).scene()
    for step in range(200):
        if session.acting_seat() == 1:
            controller.play_bots_now()
            continue
        if its_sheet_ringed(small):
            return max(i for i, e in enumerate(session.history) if e.seat == 1)
        a_person_plays(window, controller, step)
        settle()
    raise AssertionError("the computer never wrote on its sheet")


def new_game(window, animations="on"):  # type: ignore[no-untyped-def]
    """Ana and a computer at a game of the sample (whose computer writes on its sheet)."""
    players = [Player("Ana"), Player("Cy", "bot", quick_bot(SAMPLE))]
    controller = start(window, SAMPLE, players, animations=animations)
    controller.bot_delay_ms = 0
    return controller


def test_a_computers_move_is_ringed_on_its_sheet_until_the_next_player_acts(window, qtbot):
    controller = new_game(window)
    table = controller.page.table
    session = controller.session
    play_until_the_computer_wrote(window, qtbot, controller)
    small = table.others.view(1).scene()
    rings = marks_in(small)
    assert rings, "the computer's marks are ringed on its sheet"
    assert all(mark.target.scene() is small for mark in rings)
    assert its_sheet_ringed(small), "a box of its sheet is ringed, not only the cards"
    assert {mark.target for mark in rings} <= set(table.motion.marked)
    motion.finish_all()
    settle()
    assert marks_in(small), "the rings stay after the pen strokes end"
    # Ana acts: the rings go
    a_person_plays(window, controller, 0)
    settle()
    assert any(entry.seat == 0 for entry in session.history[-2:])
    assert not marks_in(small)


def test_a_click_or_a_key_ends_an_animation_at_once(window, qtbot):
    controller = new_game(window)
    table = controller.page.table
    for event in ("key", "click"):
        # the computer moves (its move is written with a pen stroke)
        for step in range(200):
            if controller.session.acting_seat() == 1:
                break
            a_person_plays(window, controller, step)
            settle()
        controller.play_bots_now()
        assert table.motion.running() and table.motion_ms() > 0
        if event == "key":
            QTest.keyClick(window, Qt.Key.Key_Shift)
        else:
            QTest.mouseClick(table.caption, Qt.MouseButton.LeftButton)
        assert not table.motion.running() and table.motion_ms() == 0
        assert all(mark.progress == 1.0 for mark in table.motion._marks.values())
        until_human(controller)


def test_with_animations_off_nothing_animates_and_nothing_waits(window, qtbot):
    controller = new_game(window, animations="off")
    table = controller.page.table
    play_until_the_computer_wrote(window, qtbot, controller)
    assert table.motion.marked, "the computer's marks are ringed all the same"
    assert not table.motion.running() and table.motion_ms() == 0
    scenes = [scene for scene, _seat, _big in table.motion_scenes()]
    assert all(mark.progress == 1.0 for scene in scenes for mark in marks_in(scene))
    assert not any(t.dice.rolling for t in [table] if hasattr(t, "dice"))


def test_the_log_and_the_sheet_show_each_others_move(window, qtbot):
    controller = new_game(window)
    page, table = controller.page, controller.page.table
    entry = play_until_the_computer_wrote(window, qtbot, controller)
    motion.finish_all()
    log = page.log_list

    def bold_rows() -> list[int]:
        return [r for r in range(log.count()) if log.item(r).font().bold()]

    # (the log is written after the sheet repaints, or a set time after when nothing repaints)
    qtbot.waitUntil(lambda: bool(bold_rows()), timeout=60_000)
    rows = bold_rows()
    assert all(page._log_entries[r] in table.motion.entries for r in rows)
    # Ana acts: nothing is ringed; a click on the computer's line rings its move again
    a_person_plays(window, controller, 0)
    settle()
    small = table.others.view(1).scene()
    assert not marks_in(small)
    settle()
    row = max(r for r in range(log.count()) if page._log_entries[r] == entry)
    rect = log.visualItemRect(log.item(row))
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert marks_in(small), "the move of the line clicked is ringed on the computer's sheet"
    assert log.item(row).font().bold()
    assert table.motion.entries == [entry]


def test_an_undo_is_nobodys_move_and_rings_nothing(window, qtbot):
    controller = new_game(window)
    table = controller.page.table
    session = controller.session
    play_until_the_computer_wrote(window, qtbot, controller)
    for step in range(40):  # until Ana has made a move she may take back (after the computer's)
        a_person_plays(window, controller, step)
        settle()
        if session.acting_seat() == 0 and controller.undo_label() is not None:
            break
        while session.acting_seat() == 1:
            controller.play_bots_now()
    else:
        raise AssertionError("Ana never made a move she may take back")
    after = controller.session.cursor
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert controller.session.cursor < after
    assert not table.motion.marked and not table.motion.running()


def test_what_was_drawn_for_another_player_is_never_drawn_again(window, qtbot):
    """Pass-and-play: when a player's move hands the laptop to another, the changes are
    ringed but no picture of the position drawn for the player before (their hand) is painted
    again, not even to wipe it away."""
    from sheetdesk.ui.sheetkit.motion import _Ghost
    from tests.ui.driving import pass_handover

    players = [Player("Ana"), Player("Bob"), Player("Cy", "bot", quick_bot(SAMPLE))]
    controller = start(window, SAMPLE, players)
    # Cy moves when the loop says (play_bots_now), never by his own timer during a wait: on a
    # loaded machine a wait lasts longer, and a move made there would be drawn between two
    # looks of the loop, over the public view it did not see (`drawn_for` would be stale)
    controller.bot_delay_ms = 10**6
    session = controller.session
    checked = ringed = 0
    drawn_for = None  # the player the table was drawn for before the last move
    for _ in range(400):
        if session.cursor > 60:
            break
        table = controller.page.table if controller.page is not None else None
        if window.current_page_name() == "handover":
            if table is not None and drawn_for is not None:
                scenes = [scene for scene, _seat, _big in table.motion_scenes()]
                marks = [m for scene in scenes for m in marks_in(scene)]
                checked += 1
                ringed += bool(marks)
                assert all(mark.old is None for mark in marks)
                assert not any(isinstance(i, _Ghost) for scene in scenes for i in scene.items())
            pass_handover(window)
            continue
        drawn_for = table.position.viewer if table and table.position else None
        if controller.is_bot(session.acting_seat()):
            controller.play_bots_now()
            continue
        a_person_plays(window, controller, session.cursor)
        settle()
    assert checked and ringed, "hand-overs right after a player's move, their changes ringed"


def test_a_persons_prompt_waits_for_the_last_move_to_be_seen(window, qtbot):
    """After the computer's move, Ana's instruction line and lit targets show when its
    animation ends (never later than 600 ms); a key shows them at once."""
    controller = new_game(window)
    session, table = controller.session, controller.page.table

    def prompt_seen() -> bool:
        lit = any(targets.scene.highlighted() for targets in table.targets())
        return table.caption.graphicsEffect() is None and lit

    held = 0
    for step in range(200):
        while session.acting_seat() == 1:
            controller.play_bots_now()
        if table.motion.running():
            held += 1
            assert session.acting_seat() == 0 and table.caption.text()
            assert not prompt_seen(), "Ana's prompt waits while the computer's move is written"
            if held == 1:
                qtbot.waitUntil(prompt_seen, timeout=60_000)  # (the animation ends by itself)
            else:
                QTest.keyClick(window, Qt.Key.Key_Shift)
                assert prompt_seen(), "a key shows it at once"
                return
        a_person_plays(window, controller, step)
    raise AssertionError("the computer's move never animated before Ana's turn")


def test_a_position_compares_only_the_items_set_since_the_last_one(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """The moves seen are found by comparing each item's look with the one remembered; an
    item none of whose attributes was set since is not looked at again, and a change is still
    found (and ringed as the other player's move)."""
    entry = registry.get(SAMPLE)
    table = entry.ui().create_table(entry.rules(), [Player("Ana"), Player("Cy")])
    qtbot.addWidget(table)
    scene = table.targets()[0].scene  # the sheet of the player at the table
    seen = motion.Motion()
    compared: list[str] = []
    real = motion.signature

    def signature(item):  # type: ignore[no-untyped-def]
        compared.append(item.item_id)
        return real(item)

    monkeypatch.setattr(motion, "signature", signature)
    scenes = [(scene, 1, True)]
    assert seen.show(scenes, [(0, 1)], own=False) == []  # (the first look: nothing to compare)
    assert len(compared) > 50
    compared.clear()
    assert seen.show(scenes, [(1, 1)], own=False) == []
    assert compared == []
    cell = next(item for item in scene.cells.values() if isinstance(item, CellItem))
    cell.set_visual(state="crossed" if cell.state != "crossed" else "open")
    assert seen.show(scenes, [(2, 1)], own=False) == [cell]
    assert compared == [cell.item_id]
