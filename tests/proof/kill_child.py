"""The app, playing by itself through its real autosave path, until it is killed (kill test).

    python tests/proof/kill_child.py GAME SEED

It starts as the app starts (main window, offscreen), goes on with the last unfinished game or
starts a new one of GAME with human seats, and then makes changes as fast as it can — moves,
undos, redos — through the controller, as the table and the menus make them. Around each change it
tells the parent on stdout what is coming and what was written:

    MATCH <match id>              a game is on the table (after the start), then its ACK
    NEXT act|undo|redo            a change is about to be made
    ACK <cursor> <log> <history>  it was made (and written): the cursor, a hash of the whole log and
                                  of the log up to the cursor

    python tests/proof/kill_child.py --serve

serves many lives from one process that has imported the app once (the lives' imports are most
of their start's time, and a life is killed after a second or so): for each line `GAME SEED FIFO`
on stdin it forks a life as above, whose stdout is the named pipe FIFO, says `PID <pid>`, and when
that life has ended `EXIT <pid> <code>` (a negative code: the signal that ended it). A forked life
starts the app itself (the Qt application, the main window, the saves' clean-up) as a fresh one.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player
from sheetdesk.ui.app import build_window, create_application
from sheetdesk.ui.new_game_dialog import NewGameChoice


def digest(entries) -> str:  # type: ignore[no-untyped-def]
    data = [[e.seat, e.action.model_dump(mode="json")] for e in entries]
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def say(*words: object) -> None:
    print(*words, flush=True)


def main(game: str, seed: int) -> None:
    entry = registry.get(game)
    rules = entry.rules()
    app = create_application(["sheetdesk"])
    window = build_window(app)
    started: list[bool] = []
    window.first_paint.painted.connect(lambda: started.append(True))
    window.show()
    while not started:  # (the app has started: the leftovers of the last kill are gone)
        app.processEvents()
    rng = Rng(seed)
    bot = entry.bot()

    def new_game() -> None:
        count = max(rules.info.min_players, min(3, rules.info.max_players))
        players = tuple(Player(name) for name in ("Ana", "Ben", "Chloé")[:count])
        window.start_new(NewGameChoice(entry, players, {}, 1 + rng.below(999_999)))

    last = savefile.last_unfinished()
    if last is None or last.game_id != game or not window.open_path(last.path, external=False):
        new_game()
    while True:
        controller, session = window.controller, window.session
        if controller is None or session.is_over():
            new_game()
            continue
        controller.bot_delay_ms = 0
        if not getattr(controller, "_announced", False):
            controller._announced = True
            say("MATCH", session.match_id)
            say("ACK", session.cursor, digest(session.log), digest(session.history))
        app.processEvents()  # the deferred fsync, repaints
        if controller.waiting_for is not None:
            controller.confirm_handover()
            continue
        roll = rng.below(10)
        if roll == 0 and controller.can_restart():
            kind = "undo"
        elif roll == 1 and session.can_redo():
            kind = "redo"
        else:
            kind = "act"
        say("NEXT", kind)
        if kind == "undo":
            controller.undo()
        elif kind == "redo":
            controller.redo()
        else:
            seat = session.acting_seat()
            legal = list(session.legal_actions(seat))
            controller.choose(bot(session.view(seat), seat, legal, rng))
        say("ACK", session.cursor, digest(session.log), digest(session.history))


def serve() -> None:
    """Fork a life for each `GAME SEED FIFO` line on stdin, one at a time (see the docstring)."""
    # what a life imports, imported once: the window's modules and every game's (importing them
    # starts nothing: no Qt application, no window, no file touched)
    importlib.import_module("sheetdesk.ui.main_window")
    for entry in registry.GAMES:
        for part in ("rules", "bot", "sheet"):
            entry.module(part)
    for line in sys.stdin:
        game, seed, fifo = line.split()
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                out = os.open(fifo, os.O_WRONLY)
                os.dup2(out, 1)
                os.close(out)
                main(game, int(seed))
            except BaseException:
                traceback.print_exc()
                code = 1
            finally:
                os._exit(code)  # never back into the loop, nor through the server's clean-up
        say("PID", pid)
        _, status = os.waitpid(pid, 0)
        say("EXIT", pid, os.waitstatus_to_exitcode(status))


if __name__ == "__main__":
    if sys.argv[1:] == ["--serve"]:
        serve()
    else:
        main(sys.argv[1], int(sys.argv[2]))
