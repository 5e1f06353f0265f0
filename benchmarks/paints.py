"""Paints per change: how many paint events each kind of widget receives per move, inside the
change (the controller's repaint at once, ui/repaint.py) and on the event loop's turns after it
(up to the app being idle: the autosave, the side column), and the CPU time of both.

Each game is opened in the whole main window (offscreen, 1366×768) with Ana and a computer
(greedy), Animations off (or on with --animations on: the frames are painted on the loop); Ana's
moves are the greedy bot's, made through the controller as the table makes them, the computer's
when the benchmark says. An application event filter counts every QEvent.Paint by the widget's
class (a scroll area's viewport by its view's). A widget painted at once and again on the loop
draws the same pixels twice, unless the loop has something new to show (the side column, an
animation's frames). A change the computers' own timers make on the loop (Giza dice's computers
write a roll one quickly after another) is a change too: its paints and CPU count as a change's
at once, not as the loop's.

    .venv/bin/python benchmarks/paints.py [--changes 60] [--games pyramid_cards,...]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter


def paints_of_game(app, game: str, changes: int, animations: str):  # type: ignore[no-untyped-def]
    """(paints at once, paints on the loop, CPU s at once, CPU s on the loop, changes made, of
    them made on the loop by the computers' timers)."""
    from click import play_step
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    from sheetdesk.core import registry
    from sheetdesk.core.session import Player
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from sheetdesk.ui.settings import Settings

    phase = ["start"]
    counts: dict[str, Counter[str]] = {"start": Counter(), "change": Counter(), "loop": Counter()}

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
                name = type(watched).__name__
                parent = watched.parentWidget()
                if name == "QWidget" and parent is not None:
                    name = f"{type(parent).__name__}.viewport"
                counts[phase[0]][name] += 1
            return False

    translators = Translators()
    translators.install("en")
    window = MainWindow(translators, Settings(language="en", animations=animations))
    window.resize(1366, 768)
    window.show()
    entry = registry.get(game)
    window.start_new(
        NewGameChoice(entry, (Player("Ana"), Player("Cy", "bot", entry.bots[0])), {}, 7)
    )
    session, controller = window.session, window.controller
    controller.bot_delay_ms = 10**7  # (the computer moves when the benchmark says)
    bot = entry.bot()
    for _ in range(5):
        app.processEvents()
    apply = controller.apply
    on_loop = [0, 0.0]  # the changes made on the loop, their CPU s

    def counted(change=None):  # type: ignore[no-untyped-def]
        if change is None or phase[0] != "loop":
            return apply(change)
        phase[0], start = "change", time.process_time()
        try:
            return apply(change)
        finally:
            phase[0] = "loop"
            on_loop[0] += 1
            on_loop[1] += time.process_time() - start

    controller.apply = counted  # (the controller's own calls go through it too)
    watcher = Paints()
    app.installEventFilter(watcher)
    made, at_once, later = 0, 0.0, 0.0
    for step in range(changes * 5):
        seat = session.acting_seat()
        if made >= changes or session.is_over() or seat is None:
            break
        phase[0] = "change"
        start = time.process_time()
        play_step(session, controller, bot, seat, step)
        at_once += time.process_time() - start
        phase[0] = "loop"
        start = time.process_time()
        motion = window.page("table").table.motion
        while True:
            for _ in range(4):
                app.processEvents()
            saving = controller.autosaver is not None and controller.autosaver.pending
            if not saving and not motion.running():
                break
            time.sleep(0.005)
        later += time.process_time() - start
        made += 1
    app.removeEventFilter(watcher)
    window.close_game()
    window.close()
    window.deleteLater()
    app.processEvents()
    at_once, later = at_once + on_loop[1], later - on_loop[1]
    return counts["change"], counts["loop"], at_once, later, made + on_loop[0], on_loop[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=60)
    parser.add_argument("--games", default="pyramid_cards,number_rows,treasure_cards,giza_dice")
    parser.add_argument("--animations", choices=("off", "on"), default="off")
    args = parser.parse_args()
    from click import offscreen_app

    app = offscreen_app("sheetdesk-paints-", animations=args.animations == "on")
    for game in args.games.split(","):
        found = paints_of_game(app, game, args.changes, args.animations)
        change, loop, at_once, later, made, by_timers = found
        per = max(1, made)
        print(
            f"{game}: {made} changes ({by_timers} made on the loop by the computers' timers),"
            f" paints per change {sum(change.values()) / per:.1f} at once"
            f" + {sum(loop.values()) / per:.1f} on the loop; CPU per change"
            f" {at_once / per * 1000:.1f} ms + {later / per * 1000:.1f} ms"
        )
        for title, seen in (("at once", change), ("on the loop", loop)):
            top = ", ".join(f"{name} {n}" for name, n in seen.most_common(8))
            print(f"  {title}: {top}")


if __name__ == "__main__":
    main()
