"""History benchmark: a data folder with thousands of finished games, the index rebuilt from
them, and the statistics loaded cold and warm.

The folder is filled as a family's tests would fill it, with `python -m sheetdesk simulate ...
--record` (random bots, 3 players): the games split over the four games in the proportions of
`MIX` (default 5,000 games in all). Then, in this process, with sheetdesk.core.history:

- rebuild: the database and the memo of replayed saves removed, `History().sync()` reads every
  save (loaded and replayed, as opening it does, and remembered by its bytes); seconds in all and
  per 1,000 games; then again with the database removed and the memo kept (a list made again:
  no save replayed);
- cold: the index rebuilt, then read as the Statistics page reads it (`History.seat_scores`,
  `History.part_sums`) and the figures computed (`stats.player_lines`, `stats.game_lines`);
- warm (--runs times): open the database, check it is not older than the saves (`stale`, which
  lists the saves folder), read it and compute the figures as above; median and p95; the same
  with every game record read (`History.games`, as the CSV export reads them); and the
  Finished games list's reading (`History.lines`);

- start-up (--startup-pairs interleaved pairs): `python -m sheetdesk --quit-after-first-paint`
  on this folder against an empty data folder, to the first paint (the start page must not slow
  down with history: goal ratio ≤ 1.05);
- page (--page-runs times, warm index): the app's window (offscreen), Game > Finished games: the
  time to the page painted, and to its list filled (read in the background);
- Statistics page (--stats-page-runs times, warm index; and --stats-cold-runs times with the
  index removed first, so rebuilt): Game > Statistics, to the page painted and to its figures
  filled (read in the background); the Finished games page cold too (--history-cold-runs).

Each figure is wall time and, in brackets, this process's CPU time (on a machine shared with
other work the wall time is mostly waiting for a core). --warm-only keeps the index of the folder
given with --keep and measures the warm reading alone.

    .venv/bin/python benchmarks/history.py [--games 5000] [--runs 20] [--keep DIR] [--warm-only]
                                           [--page-runs 10] [--startup-pairs 15]
                                           [--stats-page-runs 10] [--stats-cold-runs 1]
                                           [--history-cold-runs 0]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _ttff import PYTHON, ROOT, base_env, pairs

MIX = {"number_rows": 0.4, "giza_dice": 0.2, "treasure_cards": 0.2, "pyramid_cards": 0.2}


def fill(folder: Path, games: int) -> None:
    env = {**os.environ, "SHEETDESK_DATA_DIR": str(folder)}
    counts = {game: int(games * share) for game, share in MIX.items()}
    counts["number_rows"] += games - sum(counts.values())
    for seed, (game, count) in enumerate(counts.items(), start=1):
        t0 = time.perf_counter()
        subprocess.run(
            [PYTHON, "-m", "sheetdesk", "simulate", "--game", game, "--players", "3",
             "--bot", "random", "--games", str(count), "--seed", str(seed), "--record"],
            cwd=ROOT, env=env, check=True, capture_output=True, text=True,
        )  # fmt: skip
        print(f"recorded {count} {game} games in {time.perf_counter() - t0:.1f} s", flush=True)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def figures(history: object) -> int:
    """The figures as the Statistics page counts them: from the index's quick reading."""
    from sheetdesk.core import stats

    scores = history.seat_scores()  # type: ignore[attr-defined]
    stats.player_lines(scores, history.part_sums())  # type: ignore[attr-defined]
    stats.game_lines(scores)
    return len({score.game_id for score in scores})


def records(history: object) -> int:
    """The figures from every game record (the way before the quick reading)."""
    from sheetdesk.core import stats

    games = history.games()  # type: ignore[attr-defined]
    stats.per_player(games)
    stats.per_game(games)
    return len(games)


def lines(history: object) -> int:
    """The Finished games list's reading: a line per game, newest first."""
    return len(history.lines())  # type: ignore[attr-defined]


def page_times(
    runs: int, page_name: str = "history", action: str = "history_action", cold: bool = False
) -> tuple[list[float], list[float]]:
    """Open a page that reads the index in the background `runs` times (the Finished games
    page unless told): seconds to the page painted, to its list or figures filled. `cold`:
    the index removed before each opening (the page rebuilds it)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui.app import build_window

    app = QApplication.instance() or QApplication([])
    painted, filled = [], []
    from sheetdesk.core import paths

    for _ in range(runs):
        if cold:
            paths.history_path().unlink(missing_ok=True)
        window = build_window(app)
        window.resize(1024, 600)
        window.show()
        app.processEvents()
        t0 = time.perf_counter()
        getattr(window, action).trigger()
        page = window.page(page_name)
        page.repaint()  # (a synchronous paint of the page as it is)
        painted.append(time.perf_counter() - t0)
        while page.syncing():
            app.processEvents()
            time.sleep(0.005)
        page.repaint()
        filled.append(time.perf_counter() - t0)
        window.close()
        app.processEvents()
    return painted, filled


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:.0f} ms, p95 {p95(values) * 1000:.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--keep", metavar="DIR", help="use (and keep) this data folder")
    parser.add_argument("--warm-only", action="store_true", help="no rebuild (needs --keep)")
    parser.add_argument("--page-runs", type=int, default=10)
    parser.add_argument("--startup-pairs", type=int, default=15)
    parser.add_argument("--stats-page-runs", type=int, default=10)
    parser.add_argument("--stats-cold-runs", type=int, default=1)
    parser.add_argument("--history-cold-runs", type=int, default=0)
    args = parser.parse_args()
    folder = Path(args.keep or tempfile.mkdtemp(prefix="sheetdesk-history-"))
    os.environ["SHEETDESK_DATA_DIR"] = str(folder)
    sys.path.insert(0, str(ROOT))
    from sheetdesk.core import paths
    from sheetdesk.core.history import History

    saves = list(paths.saves_dir().glob("*.sheetdesk"))
    if len(saves) < args.games and not args.warm_only:
        fill(folder, args.games - len(saves))
    saves = list(paths.saves_dir().glob("*.sheetdesk"))
    size = sum(p.stat().st_size for p in saves)
    print(f"{len(saves)} saves, {size / 1e6:.1f} MB, in {folder}")

    if not args.warm_only:
        from sheetdesk.core.finished_saves import MEMO_FILE

        paths.history_path().unlink(missing_ok=True)
        paths.history_path().with_name(MEMO_FILE).unlink(missing_ok=True)
        t0, c0 = time.perf_counter(), time.process_time()
        with History() as history:
            result = history.sync()
            rebuild, rebuild_cpu = time.perf_counter() - t0, time.process_time() - c0
            shown = figures(history)
        cold, cold_cpu = time.perf_counter() - t0, time.process_time() - c0
        indexed = result.added
        print(
            f"rebuild: {indexed} finished games indexed ({len(result.failed)} failed) in "
            f"{rebuild:.1f} s ({rebuild_cpu:.1f} s CPU): {rebuild / indexed * 1000:.1f} s "
            f"({rebuild_cpu / indexed * 1000:.1f} s CPU) per 1,000 games"
        )
        print(
            f"cold (rebuild, then {shown} games read and the figures computed): {cold:.1f} s "
            f"({cold_cpu:.1f} s CPU)"
        )
        paths.history_path().unlink()
        t0, c0 = time.perf_counter(), time.process_time()
        with History() as history:
            again = history.sync().added
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        print(
            f"made again (the memo of replays kept): {again} games in {wall:.1f} s ({cpu:.1f} s "
            f"CPU): {wall / again * 1000:.2f} s ({cpu / again * 1000:.2f} s CPU) per 1,000 games"
        )
    with History() as history:
        shown = history.count_games()
    readings = (("quick reading", figures), ("every game record", records), ("list", lines))
    for name, read in readings[: 3 if args.runs else 0]:
        warm, warm_cpu = [], []
        for _ in range(args.runs):
            t0, c0 = time.perf_counter(), time.process_time()
            with History() as history:
                assert not history.stale()
                read(history)
            warm.append(time.perf_counter() - t0)
            warm_cpu.append(time.process_time() - c0)
        print(
            f"warm, {name} (open, stale check, {shown} games read, figures), {args.runs} runs: "
            f"median {statistics.median(warm) * 1000:.0f} ms, p95 {p95(warm) * 1000:.0f} ms, "
            f"max {max(warm) * 1000:.0f} ms; CPU median "
            f"{statistics.median(warm_cpu) * 1000:.0f} ms, p95 {p95(warm_cpu) * 1000:.0f} ms"
        )
    if args.startup_pairs:
        app = [PYTHON, "-m", "sheetdesk", "--quit-after-first-paint"]
        with tempfile.TemporaryDirectory() as empty:
            full, bare = pairs(
                (app, base_env(SHEETDESK_DATA_DIR=str(folder))),
                (app, base_env(SHEETDESK_DATA_DIR=empty)),
                args.startup_pairs,
            )
        ratio = statistics.median(full) / statistics.median(bare)
        print(
            f"start-up to the first paint, {args.startup_pairs} pairs: {len(saves)} saves "
            f"median {statistics.median(full) * 1000:.0f} ms, empty folder "
            f"{statistics.median(bare) * 1000:.0f} ms: ratio {ratio:.3f} (goal ≤ 1.05)"
        )
    if args.page_runs:
        painted, filled = page_times(args.page_runs)
        print(
            f"Finished games page, {args.page_runs} runs: painted {ms(painted)}; "
            f"list filled {ms(filled)}"
        )
    if args.stats_page_runs:
        painted, filled = page_times(args.stats_page_runs, "statistics", "statistics_action")
        print(
            f"Statistics page, warm, {args.stats_page_runs} runs: painted {ms(painted)}; "
            f"figures filled {ms(filled)}"
        )
    if args.stats_cold_runs:
        painted, filled = page_times(
            args.stats_cold_runs, "statistics", "statistics_action", cold=True
        )
        print(
            f"Statistics page, cold (index removed), {args.stats_cold_runs} runs: painted "
            f"{ms(painted)}; figures filled {ms(filled)}"
        )
    if args.history_cold_runs:
        painted, filled = page_times(args.history_cold_runs, cold=True)
        print(
            f"Finished games page, cold (index removed), {args.history_cold_runs} runs: painted "
            f"{ms(painted)}; list filled {ms(filled)}"
        )
    db = paths.history_path().stat().st_size
    print(f"database: {db / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
