"""Frozen start-up benchmark: dist/sheetdesk/sheetdesk vs `python -m sheetdesk`, both with
--quit-after-first-paint, Qt offscreen, an empty temporary data folder, at least 15 interleaved
pairs; prints the medians and their ratio (goal: the frozen app at most 1.1x the source).
Build dist/ first (make package, or .venv/bin/python packaging/build.py freeze).

    .venv/bin/python benchmarks/frozen_startup.py [--pairs 15] [--platform offscreen]
"""

from __future__ import annotations

import argparse
import sys
import tempfile

from _ttff import PYTHON, ROOT, base_env, pairs, report

FROZEN = ROOT / "dist" / "sheetdesk" / "sheetdesk"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    if not FROZEN.is_file():
        parser.error(f"no frozen app at {FROZEN}: run make package first")
    with tempfile.TemporaryDirectory(prefix="sheetdesk-bench-") as data:
        env = base_env(args.platform, SHEETDESK_DATA_DIR=data)
        source = [PYTHON, "-m", "sheetdesk", "--quit-after-first-paint"]
        frozen = [str(FROZEN), "--quit-after-first-paint"]
        from_source, from_bundle = pairs((source, env), (frozen, env), args.pairs)
    ratio = report(
        f"start-up to first paint ({args.platform})",
        "from source (python -m sheetdesk)",
        from_source,
        "frozen (dist/sheetdesk/sheetdesk)",
        from_bundle,
        goal=1.1,
    )
    return 0 if ratio <= 1.1 else 1


if __name__ == "__main__":
    sys.exit(main())
