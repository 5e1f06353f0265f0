"""Running sheetdesk, or a few lines of Python that drive it, in a child process as a start from
the desktop would: a fresh interpreter with its own data folder and no display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_python(
    data_dir: Path, *args: str, timeout: float = 120, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`python *args` with the data folder `data_dir`, offscreen, and `env` added to the
    environment; what it prints is kept as text, and its exit code is the caller's to check."""
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "SHEETDESK_DATA_DIR": str(data_dir),
            "QT_QPA_PLATFORM": "offscreen",
            **(env or {}),
        },
        timeout=timeout,
        check=False,
    )
