"""Animation benchmark: the paint time of each frame of a move seen being made (goal: p95 ≤ 16 ms).

Each game is opened in the whole main window (offscreen) at 1366×768 and 1920×1080, with Ana
and two computer players (greedy); the computers' moves are made one after the other (Ana's by
the greedy bot too, through the controller), with Settings → Animations "on". After every move
that animates (pen strokes, cards turning or sliding, bursts: sheetkit/motion.py), its animation
is paused and stepped through `--frames` frames (QVariantAnimation.setCurrentTime, as its timer
does; the computers wait meanwhile) and
each frame is timed from the step to the end of the repaint, both on the clock (perf_counter) and
as the window thread's own CPU time (thread_time: what the frame costs, whatever else the
machine runs at the same time) (--repaint):
"loop" lets Qt repaint as on screen (the event loop runs until the window's pending update has
been painted and flushed: every changed item's region); "full" forces a synchronous repaint of
the whole viewport of every sheet on the table (the upper bound). Dice rolls (Giza dice) are
timed the same way, one frame per tumble step.

The end page (`--end`, count_up.py) is timed at the same sizes: a game of Number rows (Ana and
two computers, the greedy bot choosing every move) played on its session alone up to Ana's last
move, opened from its save and played to its end in the window, its score card counted up row
by row (each step timed from the step to the end of its repaint, as its timer does it) and then
the confetti falling with the winner's line fading in, frame after frame on their own clocks
for their whole 2.6 s (each frame: an update of the confetti, then the event loop until it is
painted and flushed; between frames the benchmark sleeps the rest of the 16 ms). Clock and CPU
as above.

    .venv/bin/python benchmarks/animation.py [--moves 40] [--frames 24] [--repaint loop|full]
    .venv/bin/python benchmarks/animation.py --end [--games ""]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:
    # click.py's helpers, also when a test loads this file by its path
    sys.path.append(str(Path(__file__).resolve().parent))

GAMES = ("number_rows", "giza_dice", "treasure_cards", "pyramid_cards")
SIZES = ((1366, 768), (1920, 1080))


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def frames_of_game(app, game: str, size, moves: int, frames: int, repaint: str):  # type: ignore[no-untyped-def]
    from click import play_step
    from PySide6.QtWidgets import QGraphicsView

    from sheetdesk.core import registry
    from sheetdesk.core.session import Player
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from sheetdesk.ui.settings import Settings

    translators = Translators()
    translators.install("en")
    window = MainWindow(translators, Settings(language="en", animations="on"))
    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()
    entry = registry.get(game)
    computer = entry.bots[0]  # (the game's default computer)
    players = (Player("Ana"), Player("Nikos", "bot", computer), Player("Zofia", "bot", computer))
    window.start_new(NewGameChoice(entry, players, {}, 7))
    session, controller = window.session, window.controller
    # the computers move only when the benchmark says (play_bots_now), not during a frame
    controller.bot_delay_ms = 10**7
    table = window.page("table").table
    bot = entry.bot(computer)
    views = [v for v in table.findChildren(QGraphicsView) if v.isVisible()]
    times: list[float] = []
    cpu: list[float] = []
    burst: tuple[list[float], list[float]] = ([], [])  # the frames with a flourish
    animated = 0
    for step in range(moves * 20):
        if animated >= moves or session.is_over():
            break
        seat = session.acting_seat()
        if seat is None:
            break
        play_step(session, controller, bot, seat, step)
        motion = table.motion
        animation = motion._animation  # (the benchmark steps it as its timer would)
        if not motion.running():
            continue
        animated += 1
        flourish = any(getattr(part, "burst", False) for part in motion._batch)
        animation.pause()  # (its clock stopped: each frame is the benchmark's step)
        duration = animation.duration()
        for _ in range(3):  # (the move's own repaint, the side panel, the autosave)
            app.processEvents()
        views = [v for v in table.findChildren(QGraphicsView) if v.isVisible()]
        for frame in range(1, frames + 1):
            start, start_cpu = time.perf_counter(), time.thread_time()
            animation.setCurrentTime(round(duration * frame / (frames + 1)))
            if repaint == "full":
                for view in views:
                    view.viewport().repaint()
            else:
                app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            if flourish:
                burst[0].append(times[-1])
                burst[1].append(cpu[-1])
        motion.finish()
        app.processEvents()
    window.close_game()
    window.close()
    window.deleteLater()
    app.processEvents()
    return times, cpu, burst


def end_page_frames(app, size, repeat: int = 5):  # type: ignore[no-untyped-def]
    """The paint time of the end page's frames: (count-up steps, confetti frames), each as
    (clock ms, CPU ms) lists."""
    from click import play_step

    from sheetdesk.core import registry, savefile
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player, Session
    from sheetdesk.ui import count_up
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings
    from sheetdesk.ui.sheetkit import motion

    translators = Translators()
    translators.install("en")
    window = MainWindow(translators, Settings(language="en", animations="on"))
    window.resize(*size)
    window.show()
    entry = registry.get("number_rows")
    players = (Player("Ana"), Player("Nikos", "bot", "greedy"), Player("Zofia", "bot", "greedy"))
    bot = entry.bot("greedy")
    # the game up to Ana's last move is played on its session alone and opened from its save
    # (what is timed is the end page, not the moves before it: in the window each of them
    # repainted it); her last move and the computers' after it are made in the window
    moves = []
    whole = Session.new(entry.rules(), players, {}, 7)
    for step in range(5000):
        if whole.is_over():
            break
        seat = whole.acting_seat()
        legal = list(whole.legal_actions(seat))
        moves.append((seat, bot(whole.view(seat), seat, legal, Rng(step))))
        whole.act(*moves[-1])
    last = max(i for i, (seat, _action) in enumerate(moves) if players[seat].is_human)
    before = Session.new(entry.rules(), players, {}, 7)
    for seat, action in moves[:last]:
        before.act(seat, action)
    assert window.open_path(savefile.write(before), external=False)
    session, controller = window.session, window.controller
    controller.bot_delay_ms = 10**7
    page = window.page("scores")
    for step in range(5000):
        if session.is_over():
            break
        play_step(session, controller, bot, session.acting_seat(), step)
        motion.finish_all()
    counter = page.count_up
    counter._timer.stop()  # (stepped by the benchmark below, as its timer would)
    steps: tuple[list[float], list[float]] = ([], [])
    confetti: tuple[list[float], list[float]] = ([], [])
    for _ in range(5):
        app.processEvents()
    points = [list(column) for column in counter._points]
    for again in range(repeat):  # (a score card has a few rows: counted up `repeat` times)
        if again:
            counter.start(points)
            counter._timer.stop()
        while counter.counting:
            start, start_cpu = time.perf_counter(), time.thread_time()
            counter._step()
            app.processEvents()
            steps[0].append((time.perf_counter() - start) * 1000)
            steps[1].append((time.thread_time() - start_cpu) * 1000)
    pieces = counter.confetti
    assert pieces.falling, "the count-up ends in confetti"
    pieces._timer.stop()  # (its frames are the benchmark's, on its own clock)
    frame_s = count_up.FRAME_MS / 1000
    while pieces._clock.elapsed() <= count_up.CONFETTI_MS:
        start, start_cpu = time.perf_counter(), time.thread_time()
        pieces.update()
        app.processEvents()
        confetti[0].append((time.perf_counter() - start) * 1000)
        confetti[1].append((time.thread_time() - start_cpu) * 1000)
        time.sleep(max(0.0, frame_s - (time.perf_counter() - start)))
    pieces.stop()
    window.close_game()
    window.close()
    window.deleteLater()
    app.processEvents()
    return steps, confetti


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40, help="animated moves per game and size")
    parser.add_argument("--frames", type=int, default=24, help="frames timed per animation")
    parser.add_argument("--repaint", choices=("loop", "full"), default="loop")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--end", action="store_true", help="the end page's count-up, confetti")
    args = parser.parse_args()
    from click import offscreen_app

    app = offscreen_app("sheetdesk-anim-", animations=True)
    import sheetdesk.games

    sheetdesk.games.import_all()
    load = os.getloadavg()[0]
    print(f"{platform.python_implementation()} {platform.python_version()}, load {load:.1f}")
    worst = 0.0
    for size in SIZES if args.end else ():
        measured = zip(("count-up", "confetti"), end_page_frames(app, size), strict=True)
        for what, (times, cpu) in measured:
            worst = max(worst, p95(cpu))
            print(
                f"{size[0]}×{size[1]} end {what:11} frames {len(times):4}  clock: median "
                f"{statistics.median(times):6.2f} p95 {p95(times):6.2f} max {max(times):6.2f} ms"
                f"  CPU: median {statistics.median(cpu):6.2f} p95 {p95(cpu):6.2f} ms"
            )
    for size in SIZES:
        for game in filter(None, args.games.split(",")):
            times, cpu, burst = frames_of_game(
                app, game, size, args.moves, args.frames, args.repaint
            )
            if not times:
                print(f"{size[0]}×{size[1]} {game}: no animation")
                continue
            worst = max(worst, p95(cpu))
            for label, (clock, own) in ((game, (times, cpu)), ("  of which flourish", burst)):
                if not clock:
                    continue
                print(
                    f"{size[0]}×{size[1]} {label:15} frames {len(clock):4}  clock: median "
                    f"{statistics.median(clock):6.2f} p95 {p95(clock):6.2f} max "
                    f"{max(clock):6.2f} ms  CPU: median {statistics.median(own):6.2f} "
                    f"p95 {p95(own):6.2f} ms"
                )
    print(f"worst CPU p95 {worst:.2f} ms (goal ≤ 16 ms): {'ok' if worst <= 16 else 'over'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
