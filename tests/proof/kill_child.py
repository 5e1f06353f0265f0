"""The app, playing by itself through its real autosave path, until it is killed (kill test).

    python tests/proof/kill_child.py GAME SEED [CHANGE STEP]
    python tests/proof/kill_child.py --fork-server FD

It starts as the app starts (main window, offscreen), goes on with the last unfinished game or
starts a new one of GAME with human seats, puts its window away (hidden: no repaints after its
first turn) and then makes changes as fast as it can — moves, undos, redos — through the
controller, as the table and the menus make them. Around each change it
tells the parent on stdout what is coming and what was written:

    MATCH <match id>              a game is on the table (after the start), then its ACK
    NEXT act|undo|redo            a change is about to be made
    ACK <cursor> <log> <history>  it was made (and written): the cursor, a hash of the whole log and
                                  of the log up to the cursor

With CHANGE and STEP it kills itself (SIGKILL) just before the STEP-th file system call made from
the start of its CHANGE-th change on (kill_points.py): the kill falls between two system calls of
a write, every time, wherever the writer's steps are.

With `--fork-server`, one process imports the app once and then forks a life per request on the
Unix socket FD (see `serve`): each life is a process of its own, started from the imports on
(the application, the window, its first paint, the last game opened) and killed on its own; only
the interpreter's start and the imports, the same in every life, are not paid again.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sheetdesk.__main__ import import_before_qt

import_before_qt()  # as `python -m sheetdesk` does before it imports Qt

from sheetdesk.core import registry, savefile  # noqa: E402
from sheetdesk.core.rng import Rng  # noqa: E402
from sheetdesk.core.session import Player  # noqa: E402
from sheetdesk.ui.app import build_window, create_application  # noqa: E402

# Each log entry's JSON, by the entry (kept, so that its id is not reused): a change adds an
# entry or two, where a long game's whole log was encoded twice at every change.
_ENCODED: dict[int, tuple[object, str]] = {}


def _encoded(entry) -> str:  # type: ignore[no-untyped-def]
    known = _ENCODED.get(id(entry))
    if known is None or known[0] is not entry:
        data = [entry.seat, entry.action.model_dump(mode="json")]
        known = _ENCODED[id(entry)] = (entry, json.dumps(data, sort_keys=True))
    return known[1]


def digest(entries) -> str:  # type: ignore[no-untyped-def]
    """A hash of `[[seat, action], ...]` as `json.dumps(..., sort_keys=True)` writes it (a list's
    items are written one by one, joined by ", ")."""
    text = "[" + ", ".join(_encoded(e) for e in entries) + "]"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def say(*words: object) -> None:
    print(*words, flush=True)


def main(game: str, seed: int, kill_change: int = -1, kill_step: int = 0) -> None:
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
        # (imported when a game is to be started, as the app imports it for its dialog: a life
        # that goes on with the last game does without it, as a start of the app does; a fork
        # server imported it before forking)
        from sheetdesk.ui.new_game_dialog import NewGameChoice

        count = max(rules.info.min_players, min(3, rules.info.max_players))
        players = tuple(Player(name) for name in ("Ana", "Ben", "Chloé")[:count])
        window.start_new(NewGameChoice(entry, players, {}, 1 + rng.below(999_999)))

    changes = 0
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
        if window.isVisible():
            # Put away once it has painted, cleaned up and opened the game: the changes go on
            # through the same controller and autosave, without repainting the table after each
            # (three quarters of a life's time, where the kills landed instead of in the writes:
            # shown, none of 32 kills fell mid-write; hidden, a few do)
            window.hide()
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
        if changes == kill_change:
            from tests.proof.kill_points import kill_at_step

            kill_at_step(kill_step)  # (counted from here: this change's writes and the next)
        changes += 1
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


def serve(fd: int) -> None:
    """The fork server's side (tests/forking.py): a life per request, `GAME SEED DATA_DIR`."""
    import sheetdesk.games
    from sheetdesk.ui.new_game_dialog import NewGameChoice  # noqa: F401  (every new game's)
    from tests.forking import serve as forking_serve

    sheetdesk.games.import_all()  # (each game's rules, bots and sheets: the app's modules too)
    # The modules every life imports as it starts (the window, its pages, the controller, the
    # players' list it reads after the first paint): imported here, once, and not in each life
    # (0.07 s of a life's 0.11 s start).
    import sheetdesk.core.history
    import sheetdesk.ui.controller
    import sheetdesk.ui.handover_page
    import sheetdesk.ui.main_window
    import sheetdesk.ui.start_page
    import tests.proof.kill_points  # noqa: F401  (the life that kills itself at a step's)

    def life(arguments: list[str]) -> None:
        game, seed, data, *kill = arguments
        os.environ["SHEETDESK_DATA_DIR"] = data
        main(game, int(seed), *(int(number) for number in kill))

    forking_serve(fd, life)


if __name__ == "__main__":
    if sys.argv[1] == "--fork-server":
        serve(int(sys.argv[2]))
    else:
        main(sys.argv[1], *(int(number) for number in sys.argv[2:]))
