"""A fresh Wine prefix on its own Xvfb display, for trying the Windows installer on Linux:
booted there, or copied from one booted once and kept (WineSession's `templates`).

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
import fcntl
import getpass
import hashlib
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

# Wine's own processes of a running prefix (in its system32), which are not the programs run
WINE_SERVICES = {
    "services.exe", "winedevice.exe", "plugplay.exe", "svchost.exe", "rpcss.exe",
    "explorer.exe", "conhost.exe",
}  # fmt: skip

APT_PACKAGES = {
    "makensis": "nsis",
    "osslsigncode": "osslsigncode",
    "wine": "wine",
    "/usr/lib/wine/wine64": "wine64",
    "Xvfb": "xvfb",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
    "import": "imagemagick",
    "xwininfo": "x11-utils",
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
    """One prefix and its display. With `templates` (a folder kept between runs), the prefix is
    a copy of one booted once for this Wine, these stand-ins and this user (`template_key`),
    not booted again: wineboot's minutes of disk work and seconds of CPU are the same each
    time, and a copy of its result is what the next wineboot would make."""

    def __init__(
        self, folder: Path, stubs: Path | None = None, templates: Path | None = None
    ) -> None:
        self.folder = folder
        self.prefix = folder / "prefix"
        self.home = folder / "home"
        self.stubs = stubs
        self.templates = templates
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.display = ""
        self.user = getpass.getuser()

    # -- life cycle ---------------------------------------------------------------------------

    def start(self) -> None:
        self.start_display()
        if self.templates is None:
            self.boot()
        else:
            self.copy_template()
        self.start_server()

    def start_server(self) -> None:
        """The Wine server, kept up until stop(), and the prefix's services and desktop, started
        now with none of our pipes: every later command finds them running (no server start,
        no services' start: a second of CPU each time) and returns when its program and the
        programs it started (they inherit its pipes) have ended, not when the server, which
        would hold them too, has shut down after its idle time."""
        quiet = {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL}
        env = self.env()
        subprocess.run(["wineserver", "-p"], env=env, stderr=subprocess.DEVNULL, **quiet)
        # a program that opens the desktop window (started on the first call for it)
        subprocess.run(
            ["wine", "rundll32.exe", "user32.dll,GetDesktopWindow"],
            env=env, stderr=subprocess.DEVNULL, timeout=120, check=True, **quiet,
        )  # fmt: skip

    def start_display(self) -> None:
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

    def boot(self) -> None:
        """A new prefix, with the stand-ins in its system32."""
        self.run(["wineboot", "--init"], timeout=180)
        # until the server has ended: it writes the registry files when it does
        subprocess.run(["wineserver", "-w"], env=self.env(), timeout=300, capture_output=True)
        if self.stubs is not None:
            self.install_stubs(self.stubs)

    def template_key(self) -> str:
        """What a booted prefix depends on: Wine's build (its version, and wine.inf, whose time
        Wine compares with the prefix's to decide whether to update it), the stand-ins' sources
        and compiler, the user (the prefix names their folder) and the DLL overrides wineboot
        ran with."""
        digest = hashlib.sha256()
        for command in (["wine", "--version"], ["x86_64-w64-mingw32-gcc", "--version"]):
            done = subprocess.run(command, capture_output=True, text=True)
            digest.update(done.stdout.encode() + b"\0")
        for path in (Path("/usr/share/wine/wine.inf"), Path("/usr/lib/wine/wine64")):
            status = path.stat() if path.exists() else None
            digest.update(f"{path} {status and (status.st_size, status.st_mtime_ns)}\0".encode())
        for source in sorted(self.stubs.glob("*.c")) if self.stubs is not None else []:
            digest.update(source.name.encode() + b"\0" + source.read_bytes())
        digest.update(f"{self.user}\0{self.env()['WINEDLLOVERRIDES']}".encode())
        return digest.hexdigest()[:16]

    def copy_template(self) -> None:
        """This session's prefix: a copy of the booted one for this key in `templates`, made
        now if there is none (in a folder of its own, renamed into place once whole). Under a
        lock: sessions of other keys remove it while making theirs."""
        assert self.templates is not None
        self.templates.mkdir(parents=True, exist_ok=True)
        done = self.templates / f"wine-prefix-{self.template_key()}"
        with (self.templates / "wine-prefix.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not done.is_dir():
                making = WineSession(self.templates / f"{done.name}.making", self.stubs)
                shutil.rmtree(making.folder, ignore_errors=True)
                making.display = self.display
                making.home.mkdir(parents=True)
                try:
                    making.boot()
                finally:
                    making.stop()
                # the server's name for this prefix, written while it runs
                (making.prefix / "wineserver").unlink(missing_ok=True)
                making.folder.rename(done)
                _relink(done / "prefix", making.home, done / "home")
                for stale in self.templates.glob("wine-prefix-*"):  # of an earlier Wine or stubs
                    if stale != done and stale.is_dir():
                        shutil.rmtree(stale, ignore_errors=True)
            subprocess.run(["cp", "-a", str(done / "prefix"), str(self.prefix)], check=True)
        # its links into the template's home (the user's Desktop, Documents, ... folders) lead
        # into this session's
        _relink(self.prefix, done / "home", self.home)

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

    def programs(self) -> list[int]:
        """The process ids of the prefix's programs: its Wine processes (the ones whose
        environment names this prefix) but the server and Wine's own services and desktop."""
        found = []
        mine = f"WINEPREFIX={self.prefix}".encode()
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                if mine not in (entry / "environ").read_bytes().split(b"\0"):
                    continue
                command = (entry / "cmdline").read_bytes().decode(errors="replace").lower()
            except OSError:  # ended meanwhile, or not ours to read
                continue
            name = command.split("\0")[0].split()[0] if command.strip("\0 ") else ""
            if name.endswith("wineserver64") or name.endswith("wineserver"):
                continue
            if name.startswith("c:\\windows\\system32\\") and (
                name.rsplit("\\", 1)[1] in WINE_SERVICES
            ):
                continue
            found.append(int(entry.name))
        return found

    def wait(self, timeout: float = 300) -> None:
        """Until every program of the prefix has ended (an uninstaller re-spawns itself)."""
        if not wait_for(lambda: not self.programs(), timeout=timeout, step=0.2):
            raise TimeoutError(f"Wine programs still running after {timeout} s")

    def kill(self) -> None:
        """End the prefix's programs (the server and services stay)."""
        for pid in self.programs():
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        self.wait(timeout=60)

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

    def has_window(self, title: str) -> bool:
        """Whether a window whose title holds `title` is on the session's display."""
        tree = subprocess.run(
            ["xwininfo", "-display", self.display, "-root", "-tree"],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=60,
        ).stdout
        return f'"{title}' in tree or f'{title}"' in tree

    def query_key(self, key: str) -> str | None:
        """`reg query` output of a registry key, None if it does not exist."""
        result = self.wine("reg", "query", key, timeout=120)
        return result.stdout if result.returncode == 0 else None


def _relink(prefix: Path, old: Path, new: Path) -> None:
    """Point the prefix's links into folder `old` (wineboot links the user's Desktop,
    Documents, ... folders to the home folder) into folder `new` instead."""
    for root, folders, files in os.walk(prefix):
        for name in folders + files:
            link = Path(root) / name
            if link.is_symlink() and Path(os.readlink(link)).is_relative_to(old):
                target = new / Path(os.readlink(link)).relative_to(old)
                link.unlink()
                link.symlink_to(target)


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
