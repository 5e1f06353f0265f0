"""Start-up benchmark: `python -m sheetdesk --quit-after-first-paint` vs the bare window.

Both from source, Qt offscreen (pass `--platform xcb` with a DISPLAY to use X11), with an empty
temporary data folder, in at least 15 interleaved pairs; prints the medians and their ratio
(goal: at most 1.0, the app's own work hidden behind the window system's).

    .venv/bin/python benchmarks/startup.py [--pairs 15] [--platform offscreen] [--app COMMAND]

--app times another command instead of `python -m sheetdesk`, e.g. the frozen app
(`--app dist/sheetdesk/sheetdesk`).
"""

from __future__ import annotations

import argparse
import sys
import tempfile

from _ttff import BARE, app_command, base_env, pairs, report, report_cpu

GOAL = 1.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--platform", default="offscreen")
    parser.add_argument("--app", default="", help="the command to time (default: this tree's)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sheetdesk-bench-") as data:
        env = base_env(args.platform, SHEETDESK_DATA_DIR=data)
        app = [*app_command(args.app), "--quit-after-first-paint"]
        cpu: tuple[list[float], list[float]] = ([], [])
        bare, start = pairs((BARE, env), (app, env), args.pairs, cpu)
    ratio = report(
        f"start-up to first paint ({args.platform})",
        "bare window (500 items + pydantic)",
        bare,
        f"sheetdesk start page{' (--app)' if args.app else ''}",
        start,
        goal=GOAL,
    )
    report_cpu(*cpu)
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
