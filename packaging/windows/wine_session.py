"""A fresh Wine prefix on its own Xvfb display, for trying the Windows installer on Linux.

Used by tests/packaging/test_windows.py (the smoke test) and benchmarks/windows_startup.py.
Not part of the installer. Facts it relies on (Debian 12, Wine 8.0):
- Debian's wine64 runs 64-bit programs only (hence the installer's amd64 target);
- Windows Python's standard streams must be pipes, not regular files ("Invalid handle");
- Wine drops every QT_* variable on its way to a Windows process: WINEQT_X reaches it as QT_X;
- Xvfb runs first and DISPLAY is set for every Wine command, or Wine's desktop starts with no
  display driver and windows never appear;
- Wine's menu builder turns every Start-menu shortcut and file type into desktop menu entries,
  icons and MIME types under the user's home: it is switched off, and HOME and the XDG folders
  point into the session's folder, so nothing of a session lands in the real home;
- Wine 8.0 lacks a few functions Windows 10 1903+ has: stand-ins are compiled with mingw from
  the sources given (tests/packaging/wine_stubs) into the prefix's system32, never the installer.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import shutil
import subprocess
import time
from pathlib import Path

APT_PACKAGES = {
    "makensis": "nsis",
    "osslsigncode": "osslsigncode",
    "wine": "wine",
    "/usr/lib/wine/wine64": "wine64",
    "Xvfb": "xvfb",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
    "import": "imagemagick",
}


def missing_packages() -> list[str]:
    return [
        package
        for tool, package in APT_PACKAGES.items()
        if not (Path(tool).exists() if tool.startswith("/") else shutil.which(tool))
    ]


def install_tools() -> None:
    """apt-get install what is missing (root only)."""
    missing = missing_packages()
    if not missing:
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-q"], check=True, capture_output=True, env=env)
    subprocess.run(
        ["apt-get", "install", "-y", "-q", "--no-install-recommends", *missing],
        check=True,
        capture_output=True,
        env=env,
    )


class WineSession:
    def __init__(self, folder: Path, stubs: Path | None = None) -> None:
        self.folder = folder
        self.prefix = folder / "prefix"
        self.home = folder / "home"
        self.stubs = stubs
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.display = ""
        self.user = getpass.getuser()

    # -- life cycle ---------------------------------------------------------------------------

    def start(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as f:
            self.display = ":" + f.readline().strip()
        self.run(["wineboot", "--init"], timeout=180)
        self.wait()
        if self.stubs is not None:
            self.install_stubs(self.stubs)

    def stop(self) -> None:
        if self.prefix.exists():
            subprocess.run(["wineserver", "-k"], env=self.env(), capture_output=True, timeout=60)
            for server in self.server_dirs():  # it outlives the server
                shutil.rmtree(server, ignore_errors=True)
                with contextlib.suppress(OSError):
                    server.parent.rmdir()
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait(timeout=30)
            self.xvfb = None

    def server_dirs(self) -> list[Path]:
        """The Wine server's socket folder of this prefix: /tmp/wine-XXXXXX/server-<device>-<inode
        of the prefix>, both in hexadecimal."""
        status = self.prefix.stat()
        return sorted(Path("/tmp").glob(f"wine-*/server-{status.st_dev:x}-{status.st_ino:x}"))

    def install_stubs(self, sources: Path) -> list[str]:
        system32 = self.prefix / "drive_c" / "windows" / "system32"
        built = []
        for source in sorted(sources.glob("*.c")):
            libraries = ["-ladvapi32"] if source.stem == "bcryptprimitives" else []
            target = system32 / f"{source.stem}.dll"
            compiler = ["x86_64-w64-mingw32-gcc", "-O2", "-shared"]
            subprocess.run(
                [*compiler, "-o", str(target), str(source), *libraries],
                check=True,
                capture_output=True,
            )
            built.append(target.name)
        return built

    # -- commands -------------------------------------------------------------------------------

    def env(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WINE"))}
        env.update(
            WINEPREFIX=str(self.prefix),
            WINEDEBUG="-all",
            # no Mono/Gecko download prompts; no menu entries for the desktop
            WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d",
            DISPLAY=self.display,
            HOME=str(self.home),
            XDG_DATA_HOME=str(self.home / ".local" / "share"),
            XDG_CONFIG_HOME=str(self.home / ".config"),
            XDG_CACHE_HOME=str(self.home / ".cache"),
        )
        env.update(extra or {})
        return env

    def run(
        self, args: list[str], extra: dict[str, str] | None = None, timeout: float = 300
    ) -> subprocess.CompletedProcess[str]:
        """Run a Wine command; stdout and stderr are pipes (Windows Python needs them)."""
        return subprocess.run(
            args,
            env=self.env(extra),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
        )

    def wine(self, *args: str, extra: dict[str, str] | None = None, timeout: float = 300):
        return self.run(["wine", *args], extra, timeout)

    def launch(self, *args: str) -> None:
        """`wine start ...` without waiting (the program keeps no pipe of ours open)."""
        subprocess.run(
            ["wine", "start", *args],
            env=self.env(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=120,
        )

    def wait(self, timeout: float = 300) -> None:
        """Until every Wine process of the prefix has ended (installers re-spawn themselves)."""
        subprocess.run(["wineserver", "-w"], env=self.env(), timeout=timeout, capture_output=True)

    def kill(self) -> None:
        subprocess.run(["wineserver", "-k"], env=self.env(), timeout=60, capture_output=True)

    # -- places -----------------------------------------------------------------------------

    @property
    def user_dir(self) -> Path:
        return self.prefix / "drive_c" / "users" / self.user

    @property
    def local_appdata(self) -> Path:
        return self.user_dir / "AppData" / "Local"

    @property
    def start_menu(self) -> Path:
        return self.user_dir / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu"

    @property
    def desktop(self) -> Path:
        return self.user_dir / "Desktop"

    def windows_path(self, path: Path) -> str:
        """C:\\... for a path inside the prefix (Wine's `start` finds no .lnk by a Z:\\ path)."""
        relative = path.relative_to(self.prefix / "drive_c")
        return "C:\\" + "\\".join(relative.parts)

    @staticmethod
    def unix_to_z(path: Path) -> str:
        return "Z:" + str(path).replace("/", "\\")

    def screenshot(self, target: Path) -> None:
        subprocess.run(
            ["import", "-display", self.display, "-window", "root", str(target)],
            check=True,
            capture_output=True,
            timeout=60,
        )

    def query_key(self, key: str) -> str | None:
        """`reg query` output of a registry key, None if it does not exist."""
        result = self.wine("reg", "query", key, timeout=120)
        return result.stdout if result.returncode == 0 else None


def colours(image: Path) -> int:
    """How many distinct colours a picture has (1 for a blank screen)."""
    out = subprocess.run(
        ["convert", str(image), "-format", "%k", "info:"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return int(out.strip() or 0)


def wait_for(predicate, timeout: float, step: float = 0.5) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step)
    return bool(predicate())
