"""Build the frozen app and the Linux packages into dist/ (what `make package` runs).

    .venv/bin/python packaging/build.py [all|freeze|deb|tarball] [--if-changed]

- freeze:  PyInstaller, one folder, windowed: dist/sheetdesk/ (packaging/sheetdesk.spec)
- deb:     dist/sheetdesk_<version>_amd64.deb (installs to /opt/sheetdesk, /usr/bin/sheetdesk,
           menu entry, icons, the .sheetdesk MIME type); the archive is written here (ar, tar,
           xz) so that it holds no entry for a system directory such as /opt: dpkg removes the
           directories a package lists when they are empty at purge, and no other package
           owns /opt
- tarball: dist/sheetdesk-<version>-linux-x86_64.tar.gz (the folder, for other distributions)

The version comes from pyproject.toml (the single source). `--if-changed` skips the work when
dist/ already holds the outputs of the same inputs (the packaging tests use it so that one test
run builds once). Standard library only; Linux for deb and tarball.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
FROZEN = DIST / "sheetdesk"
FINGERPRINT = DIST / ".sheetdesk-build-inputs"
INSTALL_DIR = "/opt/sheetdesk"
DESKTOP_ID = "org.sheetdesk.SheetDesk"  # = QGuiApplication.desktopFileName() (ui/app.py)

# What the frozen app needs from the system (Qt's offscreen, xcb and wayland platforms; glibc
# is added from the bundle's own symbol versions). Qt's own libraries are in the bundle.
DEPENDS = [
    "libgl1",
    "libegl1",
    "libglib2.0-0",
    "libfontconfig1",
    "libfreetype6",
    "libdbus-1-3",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-render0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-util1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
    # Qt's CUPS print-support plugin (printing) loads the system's CUPS library: the bundle
    # leaves libcups and its ~16 libraries out (packaging/sheetdesk.spec, SYSTEM_LIBRARIES).
    "libcups2",
    # The app bundles Noto Sans; a system font still covers symbols Noto Sans lacks.
    "fonts-dejavu-core | fonts-noto-core",
]


# Directories every Debian system has and the package must never list: dpkg would remove
# them at purge when empty (nothing owns /opt: base-files only creates it).
SYSTEM_DIRS = ("opt", "usr", "usr/bin", "usr/share", "usr/share/doc")

# /opt may be missing where an older sheetdesk package, which listed it, was purged.
PREINST = b"""#!/bin/sh
set -e
[ -d /opt ] || mkdir -m 755 /opt
"""

# What registers the menu entry and the .sheetdesk type on a desktop (dpkg triggers).
RECOMMENDS = ["shared-mime-info", "desktop-file-utils", "hicolor-icon-theme"]


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def deb_path() -> Path:
    return DIST / f"sheetdesk_{version()}_amd64.deb"


def tarball_path() -> Path:
    return DIST / f"sheetdesk-{version()}-linux-x86_64.tar.gz"


def log(message: str) -> None:
    print(f"package: {message}", flush=True)


def run(*args: str | Path, **kwargs: object) -> None:
    subprocess.run([str(a) for a in args], check=True, **kwargs)  # type: ignore[call-overload]


# --- inputs fingerprint --------------------------------------------------------------------


def _inputs() -> list[Path]:
    files = [ROOT / "pyproject.toml", ROOT / "constraints.txt"]
    for folder in (ROOT / "sheetdesk", PACKAGING):
        files += [
            p
            for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
        ]
    return sorted(files)


def fingerprint() -> str:
    digest = hashlib.sha256()
    digest.update(sys.version.encode())
    try:
        import PyInstaller

        digest.update(PyInstaller.__version__.encode())
    except ImportError:
        pass
    for path in _inputs():
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


# --- freeze --------------------------------------------------------------------------------


def freeze() -> None:
    started = time.monotonic()
    run(
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        DIST,
        "--workpath",
        BUILD / "pyinstaller",
        PACKAGING / "sheetdesk.spec",
        cwd=ROOT,
    )
    size = sum(p.lstat().st_size for p in FROZEN.rglob("*"))
    log(f"frozen app {FROZEN} ({size / 1e6:.1f} MB) in {time.monotonic() - started:.1f} s")


# --- deb -----------------------------------------------------------------------------------


def _glibc_needed(folder: Path) -> str:
    """The highest GLIBC_x.y symbol version any binary of the bundle asks for."""
    best = (2, 17)
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(
            ["readelf", "-W", "--version-info", str(path)], capture_output=True, text=True
        ).stdout
        for major, minor in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", out):
            best = max(best, (int(major), int(minor)))
    return f"{best[0]}.{best[1]}"


def _control(installed_kib: int) -> str:
    depends = ", ".join([f"libc6 (>= {_glibc_needed(FROZEN)})", *DEPENDS])
    return (
        "Package: sheetdesk\n"
        f"Version: {version()}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Architecture: amd64\n"
        "Maintainer: sheetdesk maintainers <maintainers@sheetdesk.invalid>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        "Description: paper-sheet games for a family around one computer\n"
        " sheetdesk lets a family play flip-and-write and roll-and-write games on one\n"
        " laptop, passing it from player to player: it draws each player's sheet, deals\n"
        " the cards, enforces the rules, keeps the score and saves after every move.\n"
        " In English, Greek and Polish.\n"
    )


def _copyright() -> str:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: sheetdesk\n\n"
        "Files: *\nLicense: MIT\n "
        + "\n ".join(line if line.strip() else "." for line in licence.strip().splitlines())
        + "\n\nFiles: opt/sheetdesk/_internal/PySide6/*\n"
        "Comment: Qt 6 and PySide6, used under the GNU Lesser General Public License v3.\n"
        "License: LGPL-3\n See /usr/share/common-licenses/LGPL-3.\n\n"
        "Files: opt/sheetdesk/_internal/sheetdesk/resources/fonts/*\n"
        "Comment: Noto Sans, unmodified; the full licence text is\n"
        " /opt/sheetdesk/_internal/sheetdesk/resources/fonts/OFL.txt\n"
        "License: OFL-1.1\n"
    )


def deb() -> Path:
    started = time.monotonic()
    if not (FROZEN / "sheetdesk").is_file():
        raise SystemExit("package: no frozen app in dist/sheetdesk (run the freeze step first)")
    root = BUILD / "deb" / "root"
    if root.exists():
        shutil.rmtree(root)
    opt = root / INSTALL_DIR.lstrip("/")
    shutil.copytree(FROZEN, opt, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    (root / "usr/bin/sheetdesk").symlink_to(f"{INSTALL_DIR}/sheetdesk")
    share = root / "usr/share"
    for source, target in (
        (PACKAGING / "linux" / f"{DESKTOP_ID}.desktop", f"applications/{DESKTOP_ID}.desktop"),
        (PACKAGING / "linux" / "sheetdesk-mime.xml", "mime/packages/sheetdesk.xml"),
        (
            ROOT / "sheetdesk/resources/icons/sheetdesk.svg",
            "icons/hicolor/scalable/apps/sheetdesk.svg",
        ),
        (
            ROOT / "sheetdesk/resources/icons/sheetdesk-256.png",
            "icons/hicolor/256x256/apps/sheetdesk.png",
        ),
    ):
        (share / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, share / target)
    doc = share / "doc/sheetdesk"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(_copyright(), encoding="utf-8")
    for path in root.rglob("*"):  # normal permissions whatever the umask of the build
        if not path.is_symlink():
            is_exec = path.is_dir() or os.access(path, os.X_OK)
            path.chmod(0o755 if is_exec else 0o644)
    installed_kib = sum(p.lstat().st_size for p in root.rglob("*")) // 1024 + 1
    out = deb_path()
    out.unlink(missing_ok=True)
    build = BUILD / "deb"
    control_files = [("control", _control(installed_kib).encode()), ("preinst", PREINST)]
    control = _tar_xz(build / "control.tar.xz", control_files)
    data = _tar_xz(build / "data.tar.xz", _tree(root))
    _ar(out, [("debian-binary", b"2.0\n"), ("control.tar.xz", control), ("data.tar.xz", data)])
    run("dpkg-deb", "--info", out, stdout=subprocess.DEVNULL)  # dpkg can read what was written
    log(f"{out} ({out.stat().st_size / 1e6:.1f} MB) in {time.monotonic() - started:.1f} s")
    return out


def _tree(root: Path) -> list[tuple[str, Path]]:
    """(name in the archive, path) for the tree under root, parents first, system dirs left out."""
    entries = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if relative not in SYSTEM_DIRS:
            entries.append((relative, path))
    return entries


def _tar_xz(out: Path, members: list[tuple[str, Path | bytes]]) -> Path:
    """A tar (GNU format, owner root) compressed with xz on every core, as dpkg expects it."""
    if not shutil.which("xz"):
        raise SystemExit("package: xz is missing (Debian: apt-get install xz-utils)")
    mtime = int(time.time())
    with out.open("wb") as target:
        xz = subprocess.Popen(["xz", "-6", "-T0", "-c"], stdin=subprocess.PIPE, stdout=target)
        assert xz.stdin is not None
        with tarfile.open(fileobj=xz.stdin, mode="w|", format=tarfile.GNU_FORMAT) as tar:
            top = tarfile.TarInfo("./")
            top.type, top.mode, top.mtime = tarfile.DIRTYPE, 0o755, mtime
            top.uname = top.gname = "root"
            tar.addfile(top)
            for name, member in members:
                if isinstance(member, bytes):
                    info = tarfile.TarInfo(f"./{name}")
                    executable = member.startswith(b"#!")
                    info.size, info.mtime = len(member), mtime
                    info.mode = 0o755 if executable else 0o644
                    info.uname = info.gname = "root"
                    tar.addfile(info, io.BytesIO(member))
                    continue
                info = tar.gettarinfo(str(member), arcname=f"./{name}")
                info.uid = info.gid = 0
                info.uname = info.gname = "root"
                if info.isreg():
                    with member.open("rb") as f:
                        tar.addfile(info, f)
                else:
                    tar.addfile(info)
        xz.stdin.close()
        if xz.wait() != 0:
            raise SystemExit(f"package: xz failed for {out}")
    return out


def _ar(out: Path, members: list[tuple[str, bytes | Path]]) -> None:
    """The .deb container: an ar archive of debian-binary, control.tar.xz and data.tar.xz."""
    mtime = int(time.time())
    with out.open("wb") as f:
        f.write(b"!<arch>\n")
        for name, member in members:
            size = len(member) if isinstance(member, bytes) else member.stat().st_size
            f.write(f"{name:<16}{mtime:<12}{0:<6}{0:<6}{100644:<8}{size:<10}`\n".encode())
            if isinstance(member, bytes):
                f.write(member)
            else:
                with member.open("rb") as source:
                    shutil.copyfileobj(source, f, 1 << 20)
            if size % 2:
                f.write(b"\n")


# --- tarball -------------------------------------------------------------------------------


def tarball() -> Path:
    started = time.monotonic()
    out = tarball_path()
    out.unlink(missing_ok=True)

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(FROZEN, arcname="sheetdesk", filter=owned_by_root)
    log(f"{out} ({out.stat().st_size / 1e6:.1f} MB) in {time.monotonic() - started:.1f} s")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build.py")
    parser.add_argument(
        "step", nargs="?", default="all", choices=["all", "freeze", "deb", "tarball"]
    )
    parser.add_argument("--if-changed", action="store_true", help="skip if dist/ is up to date")
    args = parser.parse_args(argv)
    wanted = {"all": ["freeze", "deb", "tarball"]}.get(args.step, [args.step])
    outputs = {"freeze": FROZEN / "sheetdesk", "deb": deb_path(), "tarball": tarball_path()}
    BUILD.mkdir(exist_ok=True)
    lock = (BUILD / ".package.lock").open("w")
    fcntl.flock(lock, fcntl.LOCK_EX)  # one build at a time in this tree (tests, make package)
    stamp = fingerprint()
    if (
        args.if_changed
        and FINGERPRINT.is_file()
        and FINGERPRINT.read_text().split() == [stamp]
        and all(outputs[step].exists() for step in wanted)
    ):
        log("dist/ is up to date")
        return 0
    DIST.mkdir(exist_ok=True)
    FINGERPRINT.unlink(missing_ok=True)
    for step in wanted:
        {"freeze": freeze, "deb": deb, "tarball": tarball}[step]()
    if args.step == "all":
        FINGERPRINT.write_text(stamp + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
