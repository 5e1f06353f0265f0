"""Kill the app with SIGKILL in the middle of a game; the next start's Continue puts the players
exactly where they were (same match, cursor and log, including an undone action to redo), at
every game whose players hide something (a resumed game of two opens on the hand-over page)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from sheetdesk.core import registry
from sheetdesk.core.protocol import hides_secrets

FIRST = textwrap.dedent(
    """
    import json, sys, time
    from sheetdesk.__main__ import import_before_qt
    import_before_qt()  # as `python -m sheetdesk` does before it imports Qt
    from sheetdesk.ui.app import build_window, create_application
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    app = create_application(["sheetdesk"])
    window = build_window(app)
    window.show()
    entry = registry.get(sys.argv[1])
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Ben")), {}, 99))
    controller, session = window.controller, window.session
    bot = entry.bot()
    step = 0
    while len(session.log) < 25 or not session.can_undo():
        if controller.waiting_for is not None:
            controller.confirm_handover()
            continue
        seat = session.acting_seat()
        legal = list(session.legal_actions(seat))
        controller.choose(bot(session.view(seat), seat, legal, Rng(step)))
        step += 1
    controller.undo()
    # The autosave is written right after the repaint, when the event loop turns (only the last
    # change may be lost to a kill before that): let it turn once before reporting.
    while controller.autosaver.pending:
        app.processEvents()
    log = [[e.seat, e.action.model_dump()] for e in session.log]
    print(json.dumps({"match": session.match_id, "cursor": session.cursor, "log": log}), flush=True)
    while True:
        app.processEvents()
        time.sleep(0.05)
    """
)

SECOND = textwrap.dedent(
    """
    import json
    from sheetdesk.__main__ import import_before_qt
    import_before_qt()
    from sheetdesk.ui.app import build_window, create_application

    app = create_application(["sheetdesk"])
    window = build_window(app)
    window.show()
    window.refresh_start()
    assert window.start_page.continue_button.isEnabled()
    window.start_page.continue_button.click()
    session = window.session
    log = [[e.seat, e.action.model_dump()] for e in session.log]
    print(json.dumps({"match": session.match_id, "cursor": session.cursor, "log": log,
                      "page": window.current_page_name(), "redo": session.can_redo()}), flush=True)
    window.close_game()
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize(
    # a game whose players hide something: a resumed game of two opens on the hand-over page
    "game",
    [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())],
)
def test_kill_and_continue_restores_the_exact_position(tmp_path, game):
    env = dict(os.environ, SHEETDESK_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, game], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        line = first.stdout.readline()
        assert line, "the first run printed nothing"
        before = json.loads(line)
        os.kill(first.pid, signal.SIGKILL)
        first.wait(timeout=30)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert first.returncode == -signal.SIGKILL
    second = subprocess.run(
        [sys.executable, "-c", SECOND], env=env, capture_output=True, text=True, timeout=120
    )
    assert second.returncode == 0, second.stderr
    after = json.loads(second.stdout.strip().splitlines()[-1])
    assert after["match"] == before["match"]
    assert after["cursor"] == before["cursor"]
    assert after["log"] == before["log"]
    assert after["redo"] is True  # the undone action is still there to redo
    assert after["page"] == "handover"  # a resumed two-human game opens on the hand-over page
