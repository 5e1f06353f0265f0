"""Windows start-up under Wine beside Linux: time to first paint of the installed Windows app
(`python.exe -m sheetdesk --quit-after-first-paint` in a fresh Wine prefix where
dist/sheetdesk-<version>-setup.exe was installed silently) and of `python -m sheetdesk` on Linux,
both on the same Xvfb screen (Qt's windows platform under Wine, xcb on Linux; `--offscreen`
uses the offscreen platform on both), an empty temporary data folder, interleaved pairs, medians.

Wine is not Windows: the figure says how the package starts under Wine 8.0 on this machine,
not how fast it is on a real Windows laptop. Build the installer first (make package-windows);
needs wine, wine64, xvfb and mingw-w64 (the test-only stand-ins, tests/packaging/wine_stubs).

    .venv/bin/python benchmarks/windows_startup.py [--pairs 9] [--offscreen]
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

from _ttff import PYTHON, ROOT, base_env, report, ttff

WINDOWS = ROOT / "packaging" / "windows"
STUBS = ROOT / "tests" / "packaging" / "wine_stubs"


def _wine_session_module():
    spec = importlib.util.spec_from_file_location("wine_session", WINDOWS / "wine_session.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _installer() -> Path:
    with (ROOT / "pyproject.toml").open("rb") as f:
        version = tomllib.load(f)["project"]["version"]
    return ROOT / "dist" / f"sheetdesk-{version}-setup.exe"


def _xcb_usable() -> bool:
    return bool(shutil.which("dpkg-query")) and (
        subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", "libxcb-cursor0"], capture_output=True, text=True
        ).stdout.endswith("ok installed")
    )


def wine_ttff(command: list[str], env: dict[str, str], timeout: float = 180) -> float:
    """Like _ttff.ttff, but stops reading at FIRST_FRAME and waits for the process, not for the
    end of its output: Wine's own background processes (its desktop, services) inherit the pipe
    and keep it open."""
    t0 = time.time()
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    frame, seen = None, []
    for line in process.stdout:
        seen.append(line)
        if line.startswith("FIRST_FRAME "):
            frame = float(line.split()[1])
            break
    process.stdout.close()
    code = process.wait(timeout=timeout)
    if frame is None or code != 0:
        raise RuntimeError(f"{' '.join(command)} exited {code}:\n{''.join(seen)}")
    return frame - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=9)
    parser.add_argument("--offscreen", action="store_true", help="offscreen platform on both")
    args = parser.parse_args()
    installer = _installer()
    if not installer.is_file():
        parser.error(f"no installer at {installer}: run make package-windows first")
    wine_session = _wine_session_module()
    with tempfile.TemporaryDirectory(prefix="sheetdesk-winbench-") as temp:
        folder = Path(temp)
        session = wine_session.WineSession(folder / "wine", STUBS)
        try:
            session.start()
            session.wine(str(installer), "/S")
            session.wait()  # (the session keeps its wineserver up, as Windows its services)
            python = session.local_appdata / "Programs" / "sheetdesk" / "python.exe"
            data = folder / "data"
            data.mkdir()
            extra = {"SHEETDESK_DATA_DIR": session.unix_to_z(data)}
            linux_platform = "xcb" if _xcb_usable() and not args.offscreen else "offscreen"
            wine_platform = "windows"
            if args.offscreen:
                wine_platform = "offscreen"
                extra["WINEQT_QPA_PLATFORM"] = "offscreen"
                extra["WINEQT_QPA_FONTDIR"] = r"Z:\usr\share\fonts\truetype\dejavu"
            wine_cmd = ["wine", str(python), "-m", "sheetdesk", "--quit-after-first-paint"]
            wine_env = session.env(extra)
            linux_cmd = [PYTHON, "-m", "sheetdesk", "--quit-after-first-paint"]
            linux_env = base_env(
                linux_platform, DISPLAY=session.display, SHEETDESK_DATA_DIR=str(folder / "ldata")
            )
            wine_ttff(wine_cmd, wine_env)  # first start in the prefix: warm-up
            ttff(linux_cmd, linux_env)
            linux: list[float] = []
            wine: list[float] = []
            for index in range(args.pairs):
                if index % 2 == 0:
                    linux.append(ttff(linux_cmd, linux_env))
                    wine.append(wine_ttff(wine_cmd, wine_env))
                else:
                    wine.append(wine_ttff(wine_cmd, wine_env))
                    linux.append(ttff(linux_cmd, linux_env))
        finally:
            session.stop()
    report(
        "start-up to first paint, Windows package under Wine 8.0 vs Linux",
        f"Linux, from source ({linux_platform})",
        linux,
        f"Windows under Wine ({wine_platform})",
        wine,
        goal=float("inf"),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
