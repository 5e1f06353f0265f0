"""The .deb: its control data and contents, then the real thing — installed with apt into a
fresh minimal Debian of the build host's release (a debootstrap chroot, so only the declared
dependencies are present),
run there as a normal user (--self-test, one headless game), and purged without leftovers and
without taking a system directory (/opt) with it.

The chroot test needs root (chroot, mounts) and debootstrap (installed with apt when missing);
otherwise it is skipped with the reason (tests/packaging/debian.py makes the chroots and keeps
their caches under /var/tmp/sheetdesk-ci).
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.packaging import debian
from tests.packaging.test_frozen import HEADLESS_STATS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build as recipe  # noqa: E402  (packaging/build.py)

DEB_SIZE_LIMIT = 30_000_000
SUITE = debian.host_suite()

# One worker of a parallel run takes test_frozen and test_deb: the first test builds dist/
# (session fixture `built`, conftest.py) for the others (another worker would wait for the
# build's lock, then find dist/ built). The Debian chroots of test_setup_commands need no build
# and run on any worker meanwhile: each chroot's apt writes in a layer of its own over the
# machine's download cache (tests/packaging/debian.py), so no apt waits for another's lock.
pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux builds only"),
    pytest.mark.xdist_group("build-and-chroots"),
]


# --- what the package holds ----------------------------------------------------------------


def _control(deb: Path) -> dict[str, str]:
    text = subprocess.run(
        ["dpkg-deb", "-f", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if line[:1].isspace():
            continue
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return fields


def _contents(deb: Path) -> list[str]:
    """The paths the package holds, as dpkg-deb lists them (read once per build of the .deb:
    listing decompresses all of its 28 MB)."""
    stat = deb.stat()
    return list(_listing(deb, (stat.st_size, stat.st_mtime_ns, stat.st_ino)))


@functools.cache
def _listing(deb: Path, _version: tuple[int, int, int]) -> tuple[str, ...]:
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    return tuple(
        line.split(None, 5)[5].split(" -> ")[0].lstrip(".") for line in listing.splitlines()
    )


def test_deb_control_declares_qt_system_libraries(built):
    deb = recipe.deb_path()
    fields = _control(deb)
    assert fields["Package"] == "sheetdesk"
    assert fields["Version"] == recipe.version()
    assert fields["Architecture"] == "amd64"
    depends = fields["Depends"]
    for lib in ("libc6", "libgl1", "libegl1", "libglib2.0-0", "libfontconfig1", "libfreetype6"):
        assert re.search(rf"(^|, ){re.escape(lib)}\b", depends), lib
    for lib in ("libxkbcommon0", "libxkbcommon-x11-0", "libdbus-1-3", "libxcb-cursor0"):
        assert lib in depends
    assert "libxcb-icccm4" in depends and "libxcb-keysyms1" in depends
    # Qt's CUPS print-support plugin loads the system's libcups (the bundle has none)
    assert re.search(r"(^|, )libcups2\b", depends), depends
    assert "shared-mime-info" in fields["Recommends"]


def test_deb_layout_and_size(built):
    deb = recipe.deb_path()
    assert deb.stat().st_size <= DEB_SIZE_LIMIT, f"{deb.stat().st_size / 1e6:.1f} MB"
    paths = set(_contents(deb))
    for path in (
        "/opt/sheetdesk/sheetdesk",
        "/usr/bin/sheetdesk",
        "/usr/share/applications/org.sheetdesk.SheetDesk.desktop",
        "/usr/share/icons/hicolor/scalable/apps/sheetdesk.svg",
        "/usr/share/icons/hicolor/256x256/apps/sheetdesk.png",
        "/usr/share/mime/packages/sheetdesk.xml",
        "/usr/share/doc/sheetdesk/copyright",
    ):
        assert path in paths, path
    outside = [p for p in paths if not p.startswith(("/opt/sheetdesk/", "/usr/"))]
    assert outside == ["/"], outside
    # The system's directories are not the package's: dpkg would remove them at purge if empty.
    listed = [
        d for d in ("/opt/", "/usr/", "/usr/bin/", "/usr/share/", "/usr/share/doc/") if d in paths
    ]
    assert not listed, listed
    assert recipe.tarball_path().is_file()


def test_desktop_entry_opens_files_and_names_the_mime_type():
    desktop = ROOT / "packaging" / "linux" / "org.sheetdesk.SheetDesk.desktop"
    text = desktop.read_text(encoding="utf-8")
    assert "\nExec=sheetdesk %f\n" in text  # the double-clicked file reaches the app
    assert "\nIcon=sheetdesk\n" in text
    assert "\nMimeType=application/x-sheetdesk;\n" in text
    mime = (ROOT / "packaging" / "linux" / "sheetdesk-mime.xml").read_text(encoding="utf-8")
    assert 'type="application/x-sheetdesk"' in mime and 'pattern="*.sheetdesk"' in mime
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True)
        assert done.returncode == 0, done.stdout


# --- a fresh Debian ------------------------------------------------------------------------


def _in(chroot: debian.Chroot, *command: str, user: str | None = None, **env: str) -> str:
    done = chroot.run(*command, user=user, **env)
    assert done.returncode == 0, (
        f"{' '.join(command)}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    )
    return done.stdout


def _tree(root: Path, folder: str) -> dict[str, tuple[int, int]]:
    base = root / folder.lstrip("/")
    return {
        str(p.relative_to(base)): (p.lstat().st_size, p.lstat().st_mtime_ns)
        for p in base.rglob("*")
    }


def test_deb_installs_runs_and_purges_in_a_fresh_debian(built, fresh_debian):
    chroot = fresh_debian
    root = chroot.path
    deb = recipe.deb_path()
    steps: list[str] = []

    cpu = debian.children_cpu()

    def step(name: str, started: float) -> None:  # (CPU: since the step before)
        nonlocal cpu
        now = debian.children_cpu()
        steps.append(f"{name} {time.monotonic() - started:.1f} s ({now - cpu:.1f} s CPU)")
        cpu = now

    t = time.monotonic()
    _in(chroot, "apt-get", "update", "-q")
    step("apt-get update", t)

    shutil.copyfile(deb, root / "tmp" / deb.name)
    assert (root / "opt").is_dir() and not any((root / "opt").iterdir())
    t = time.monotonic()
    _in(chroot, "sh", "-c", f"cd /tmp && apt-get install -y -q ./{deb.name}")
    step("apt-get install ./deb (with its dependencies)", t)
    assert (root / "opt/sheetdesk/sheetdesk").is_file()
    assert os.readlink(root / "usr/bin/sheetdesk") == "/opt/sheetdesk/sheetdesk"
    # The .sheetdesk type is registered and opens with the app (dpkg triggers).
    assert (root / "usr/share/mime/application/x-sheetdesk.xml").is_file()
    mimeinfo = (root / "usr/share/applications/mimeinfo.cache").read_text(encoding="utf-8")
    assert "application/x-sheetdesk=org.sheetdesk.SheetDesk.desktop" in mimeinfo

    _in(chroot, "useradd", "--create-home", "--shell", "/bin/sh", "player")
    before = _tree(root, "/opt/sheetdesk")
    user_env = {"HOME": "/home/player", "QT_QPA_PLATFORM": "offscreen"}
    t = time.monotonic()
    out = _in(chroot, "sheetdesk", "--self-test", user="player", **user_env)
    step("installed --self-test", t)
    assert "self-test passed" in out and "FAIL" not in out, out
    t = time.monotonic()
    out = _in(chroot, "sheetdesk", *HEADLESS_STATS, user="player", **user_env)
    step("installed stats (headless)", t)
    assert '"games": 0' in out, out
    assert _tree(root, "/opt/sheetdesk") == before, "the app wrote into its install folder"
    # Every library the bundle's libraries and plugins link is in the bundle or comes with the
    # package's dependencies (the X11, xcb, GLib, fontconfig, FreeType ... are the system's):
    # none is missing from a fresh Debian, xcb's and wayland's included (the self-test above
    # runs offscreen, which loads neither).
    inside = "/opt/sheetdesk/_internal:/opt/sheetdesk/_internal/PySide6/Qt/lib"
    linked = _in(
        chroot, "sh", "-c", "find /opt/sheetdesk -name '*.so*' -type f -exec ldd {} + || true",
        LD_LIBRARY_PATH=inside,
    )  # fmt: skip
    assert "libqxcb.so" in linked and "libQt6XcbQpa.so.6" in linked, linked[-3000:]
    missing = sorted({line.strip() for line in linked.splitlines() if "not found" in line})
    assert not missing, missing

    packaged = [p for p in _contents(deb) if p not in ("/",)]
    t = time.monotonic()
    _in(chroot, "apt-get", "purge", "-y", "-q", "sheetdesk")
    step("apt-get purge", t)
    left = [
        p
        for p in packaged
        if os.path.lexists(root / p.lstrip("/")) and not (root / p.lstrip("/")).is_dir()
    ]
    assert not left, f"left after purge: {left[:10]}"
    assert not (root / "opt/sheetdesk").exists()
    assert (root / "opt").is_dir(), "purging the package removed the system's /opt"
    assert not (root / "usr/share/mime/application/x-sheetdesk.xml").exists()
    assert "sheetdesk" not in (root / "usr/share/applications/mimeinfo.cache").read_text()
    status = subprocess.run(
        ["chroot", str(root), "dpkg-query", "-W", "-f=${Status}", "sheetdesk"],
        capture_output=True,
        text=True,
    )
    assert "installed" not in status.stdout or "not-installed" in status.stdout
    debian.say("; ".join(steps))
