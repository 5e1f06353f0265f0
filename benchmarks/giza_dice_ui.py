"""Giza dice with nine players: a click on a pad cell to the repainted sheet (goal: median under
8 ms), and `simulate --players 9` with the random and the greedy bot (goal: greedy's mean score at
least 1.5 times random's).

Positions: nine-player games played by the greedy bot (seeds 1, 2, ...); every moment where the
writer on screen may write the announced number (its cells lit, nothing to choose first) is a
position. The click is timed as in benchmarks/click.py (QTest.mouseClick on the big pad's viewport
at a lit cell's centre, up to the end of Qt's own repaint of the window: "loop"), then undone:

  table  the GizaTable alone: the click's action goes to session.act, then
         table.show_position(...) as the controller does it, then the repaint;
  app    the whole main window at 1366x768 with the game opened from a save: the click goes
         through the Controller (the autosave written, the side panel after the repaint).

    .venv/bin/python benchmarks/giza_dice_ui.py [--positions 20] [--repeat 5] [--games 50]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

from _ttff import PYTHON, ROOT

NAMES = ("Ana", "Ben", "Chloé", "Dimitris", "Ewa", "Filip", "Gosia", "Helena", "Jan")


def positions(count: int) -> list[tuple[object, str]]:
    """(session at a position, the cell to click) from greedy nine-player games."""
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng, derive
    from sheetdesk.core.session import Player, Session
    from sheetdesk.core.simulate import play_one
    from sheetdesk.games.giza_dice import rules as gd

    rules = registry.get("giza_dice").rules()
    humans = [Player(name) for name in NAMES]
    found: list[tuple[object, str]] = []
    seed = 0
    while len(found) < count:
        seed += 1
        full = play_one("giza_dice", 9, seed, bot="greedy", options={"powers": True})
        state = rules.setup(9, full.options, Rng(derive(full.seed, "setup")))
        for index, entry in enumerate(full.log):
            if state.phase == "write" and state.number is not None:
                seat = state.waiting[0]
                writes = [
                    a
                    for a in rules.legal_actions(state, seat)
                    if isinstance(a, gd.Write) and not a.nile and not a.powers
                ]
                if state.choices[seat] is None and writes and index % 7 == 0:
                    session = Session.restore(
                        rules,
                        humans,
                        full.options,
                        full.seed,
                        full.log[:index],
                        index,
                        match_id=f"giza-click-{seed}-{index}",
                    )
                    found.append((session, writes[len(writes) // 2].cell))
                    if len(found) == count:
                        break
            state = rules.apply(state, entry.seat, entry.action)
    return found


def bench_table(app, samples, repeat: int) -> list[tuple[float, float]]:  # type: ignore[no-untyped-def]
    from click import _paint_counter, _repaint_watch, click_and_repaint

    from sheetdesk.core import registry
    from sheetdesk.games.giza_dice import rules as gd
    from sheetdesk.games.giza_dice import sheet

    entry = registry.get("giza_dice")
    times: list[tuple[float, float]] = []
    for session, cell in samples:
        table = sheet.create_table(entry, session.rules, session.players)
        table.resize(1080, 680)
        table.show()

        def draw(session=session, table=table) -> None:  # type: ignore[no-untyped-def]
            seat = session.acting_seat()
            view = session.view(seat)
            table.show_position(
                view, seat, seat, list(session.legal_actions(seat)), session.rules.scores(view)
            )

        def act(action, session=session, draw=draw) -> None:  # type: ignore[no-untyped-def]
            session.act(session.acting_seat(), action)
            draw()

        table.action_chosen.connect(act)
        table.big_view.viewport().installEventFilter(counter := _paint_counter())
        table.window().installEventFilter(watch := _repaint_watch())
        draw()
        for _ in range(3):
            app.processEvents()
        for _ in range(repeat):
            before = session.cursor
            times.append(click_and_repaint(app, table.big_view, table.cell_center(cell), "loop"))
            assert session.cursor == before + 1, "the click did not write"
            assert isinstance(session.log[-1].action, gd.Write)
            session.undo()
            draw()
            for _ in range(3):
                app.processEvents()
        del counter, watch
        table.close()
        table.deleteLater()
        app.processEvents()
    return times


def bench_app(app, samples, repeat: int) -> list[tuple[float, float]]:  # type: ignore[no-untyped-def]
    from click import _paint_counter, _repaint_watch, click_and_repaint

    from sheetdesk.core import savefile
    from sheetdesk.games.giza_dice import rules as gd
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    translators = Translators()
    translators.install("en")
    window = MainWindow(translators, Settings(language="en"))
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    window.installEventFilter(watch := _repaint_watch())
    times: list[tuple[float, float]] = []
    for session, cell in samples:
        path = savefile.write(session)
        assert window.open_path(path, external=False)
        for _ in range(3):
            app.processEvents()
        assert window.current_page_name() == "table"
        table = window.page("table").table
        live = window.session
        table.big_view.viewport().installEventFilter(counter := _paint_counter())
        for _ in range(repeat):
            before = live.cursor
            times.append(click_and_repaint(app, table.big_view, table.cell_center(cell), "loop"))
            assert live.cursor == before + 1, "the click did not write"
            assert isinstance(live.log[-1].action, gd.Write)
            window.controller.undo()
            for _ in range(3):
                app.processEvents()
        del counter
        window.close_game()
        app.processEvents()
    del watch
    window.close()
    return times


def simulate(bot: str, games: int) -> dict:  # type: ignore[type-arg]
    command = [
        PYTHON,
        "-m",
        "sheetdesk",
        "simulate",
        "--game",
        "giza_dice",
        "--players",
        "9",
        "--bot",
        bot,
        "--games",
        str(games),
        "--seed",
        "1",
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
    print("  " + done.stdout.strip())
    result: dict = json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[type-arg]
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SHEETDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetdesk-giza-")
    sys.path.insert(0, str(ROOT))
    from click import summary

    from sheetdesk.ui.app import create_application
    from sheetdesk.ui.sheetkit import set_animations
    from sheetdesk.ui.style import apply_style

    app = create_application([sys.argv[0]])
    apply_style(app)
    set_animations(False)
    print(
        f"Giza dice, 9 players ({os.environ['QT_QPA_PLATFORM']}): {args.positions} positions x "
        f"{args.repeat} clicks, {platform.node()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d %H:%M %Z')}"
    )
    worst = 0.0
    samples = positions(args.positions)
    worst = max(worst, summary("table, loop repaint", bench_table(app, samples, args.repeat)))
    samples = positions(args.positions)
    worst = max(worst, summary("app, loop repaint", bench_app(app, samples, args.repeat)))
    print(f"simulate --game giza_dice --players 9 --games {args.games} --seed 1:")
    random, greedy = simulate("random", args.games), simulate("greedy", args.games)
    ratio = greedy["mean_score"] / random["mean_score"]
    print(f"  greedy mean / random mean = {ratio:.2f} (goal >= 1.5)")
    return 0 if worst < 8 and ratio >= 1.5 else 1


if __name__ == "__main__":
    sys.exit(main())
