"""Instructions to the first paint, counted by valgrind (callgrind): the bare window, the app, and
optionally the app from another tree, side by side.

A busy machine moves wall-clock and even CPU-time ratios by several per cent from run to run; the
number of instructions a run executes barely moves (the hash seed is fixed). Each program runs
under `valgrind --tool=callgrind` and its process ends as soon as it has printed FIRST_FRAME (the
same first paint `startup.py` and `resume.py` time), so everything after the paint is left out.
`--what resume` opens the 451-action 5-player save of `resume.py` (its hand-over page);
`--what start` starts on the start page. `--baseline DIR` also counts the app from the tree at
DIR (e.g. `git worktree add /tmp/before main`), run with this interpreter.

    .venv/bin/python benchmarks/first_paint_instructions.py [--what resume|start]
                                                           [--baseline DIR] [--keep]

Every run takes about 50-100 times as long as the program alone (about a minute here); the
runs go one after another. Instructions are not time (Qt's drawing and Python's code differ in
instructions per cycle): the wall-clock goals are `startup.py`'s and `resume.py`'s; this shows
what a change did to the work, on any machine load.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from _ttff import PYTHON, ROOT, base_env

# Runs a program (a script path or a module name) and ends the process at its FIRST_FRAME line.
UP_TO_FIRST_FRAME = """
import io, os, runpy, sys

class EndAtFirstFrame(io.TextIOBase):
    def __init__(self, inner):
        self.inner = inner

    def write(self, text):
        written = self.inner.write(text)
        if text.startswith("FIRST_FRAME"):
            self.inner.flush()
            os._exit(0)
        return written

    def flush(self):
        self.inner.flush()

sys.stdout = EndAtFirstFrame(sys.stdout)
target = sys.argv[1]
sys.argv = [target, *sys.argv[2:]]
if target.endswith(".py"):
    runpy.run_path(target, run_name="__main__")
else:
    runpy.run_module(target, run_name="__main__", alter_sys=True)
"""


def instructions(command: list[str], env: dict[str, str], work: Path) -> int:
    out = work / "callgrind.out"
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    out.unlink(missing_ok=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if "FIRST_FRAME" not in done.stdout or found is None:
        raise RuntimeError(f"{' '.join(command)} gave no count:\n{done.stdout}\n{done.stderr}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--what", choices=("resume", "start"), default="resume")
    parser.add_argument("--baseline", default="", help="another tree's root to count too")
    parser.add_argument("--keep", action="store_true", help="keep the data folder and print it")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="sheetdesk-instructions-"))
    app_args = ["--quit-after-first-paint"]
    if args.what == "resume":
        from resume import make_save

        path, actions, _full = make_save(data)
        app_args = ["--open", str(path), *app_args]
        print(f"save: {actions} logged actions")
    env = base_env("offscreen", SHEETDESK_DATA_DIR=str(data), PYTHONHASHSEED="0")
    # -P: the tree on PYTHONPATH is the one imported, not the current folder
    wrapper = [PYTHON, "-P", "-c", UP_TO_FIRST_FRAME]
    runs = {"bare window": ([*wrapper, str(ROOT / "benchmarks" / "bare_window.py")], env)}
    trees = {"app (this tree)": ROOT}
    if args.baseline:
        trees = {"app (baseline)": Path(args.baseline).resolve(), **trees}
    for name, tree in trees.items():
        runs[name] = ([*wrapper, "sheetdesk", *app_args], {**env, "PYTHONPATH": str(tree)})
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="sheetdesk-callgrind-") as work:
        for name, (command, run_env) in runs.items():
            # once without valgrind first: the bytecode caches are written, as an installed
            # app has them
            subprocess.run(command, cwd=work, env=run_env, capture_output=True, timeout=120)
            counts[name] = instructions(command, run_env, Path(work))
    bare = counts["bare window"]
    print(f"instructions to the first paint ({args.what}), valgrind callgrind, hash seed 0:")
    for name, count in counts.items():
        print(f"  {name:<18} {count / 1e6:9.1f} M  ({count / bare:.3f}x the bare window)")
    if args.keep:
        print(f"data folder kept: {data}")
    else:
        for item in sorted(data.rglob("*"), reverse=True):
            item.rmdir() if item.is_dir() else item.unlink()
        data.rmdir()
    os.environ.pop("SHEETDESK_DATA_DIR", None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
