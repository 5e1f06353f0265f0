"""The .deb: its control data and contents, then the real thing — installed with apt into a
fresh minimal Debian 12 (a debootstrap chroot, so only the declared dependencies are present),
run there as a normal user (--self-test, one headless game), and purged without leftovers.

The chroot test needs root (chroot, mounts) and debootstrap (installed with apt when missing);
otherwise it is skipped with the reason. The debootstrap result is cached as a tarball under
/var/tmp/sheetdesk-ci (and so are the downloaded .debs); every run unpacks a pristine copy.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.packaging.test_frozen import SIMULATE_ONE_GAME, built  # noqa: F401 (fixture)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build as recipe  # noqa: E402  (packaging/build.py)

CACHE = Path("/var/tmp/sheetdesk-ci")
BASE_TARBALL = CACHE / "bookworm-minbase.tar"
APT_ARCHIVES = CACHE / "apt-archives"
DEB_SIZE_LIMIT = 40_000_000
SUITE = "bookworm"
CHROOT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux builds only"),
]


def _say(message: str) -> None:
    print(f"\n[packaging] {message}", flush=True)


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
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    return [line.split(None, 5)[5].split(" -> ")[0].lstrip(".") for line in listing.splitlines()]


def test_deb_control_declares_qt_system_libraries(built):  # noqa: F811
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
    assert "shared-mime-info" in fields["Recommends"]


def test_deb_layout_and_size(built):  # noqa: F811
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
    outside = [p for p in paths if not p.startswith(("/opt/sheetdesk", "/usr/", "/opt/"))]
    assert outside in ([], ["/"]), outside
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


# --- a fresh Debian 12 ---------------------------------------------------------------------


def host_mirror() -> str:
    """The Debian mirror the host's apt uses (one-line or deb822 sources), never hard-coded."""
    sources = [Path("/etc/apt/sources.list")]
    sources += sorted(Path("/etc/apt/sources.list.d").glob("*.list"))
    sources += sorted(Path("/etc/apt/sources.list.d").glob("*.sources"))
    for source in sources:
        if not source.is_file():
            continue
        text = source.read_text(encoding="utf-8", errors="replace")
        if source.suffix == ".sources":
            for stanza in re.split(r"\n\s*\n", text):
                fields = dict(re.findall(r"^([A-Za-z-]+):\s*(.+)$", stanza, re.M))
                suites = fields.get("Suites", "").split()
                if "deb" in fields.get("Types", "").split() and SUITE in suites:
                    return fields["URIs"].split()[0]
        else:
            for line in text.splitlines():
                parts = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
                if len(parts) >= 3 and parts[0] == "deb" and parts[2] == SUITE:
                    return parts[1]
    pytest.skip("no Debian bookworm mirror in the host's apt sources")


def _need_root_and_debootstrap() -> None:
    if os.geteuid() != 0:
        pytest.skip("the install test needs root (chroot and mounts); run CI as root")
    if shutil.which("debootstrap"):
        return
    done = subprocess.run(
        ["apt-get", "install", "-y", "-q", "--no-install-recommends", "debootstrap"],
        capture_output=True,
        text=True,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )
    if done.returncode != 0 or not shutil.which("debootstrap"):
        pytest.skip(f"debootstrap cannot be installed: {done.stderr.strip()[-300:]}")


def _base_tarball() -> Path:
    """A `debootstrap --variant=minbase bookworm` tree as a tarball, made once and cached."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with (CACHE / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if BASE_TARBALL.is_file():
            return BASE_TARBALL
        started = time.monotonic()
        work = Path(tempfile.mkdtemp(prefix="debootstrap-", dir=CACHE))
        try:
            subprocess.run(
                ["debootstrap", "--variant=minbase", SUITE, str(work), host_mirror()],
                check=True,
                capture_output=True,
            )
            partial = BASE_TARBALL.with_suffix(".tar.part")
            subprocess.run(["tar", "-C", str(work), "-cf", str(partial), "."], check=True)
            partial.rename(BASE_TARBALL)
        finally:
            _remove_tree(work)
        _say(f"debootstrap (cached for later runs): {time.monotonic() - started:.1f} s")
    return BASE_TARBALL


def _mounts_under(root: Path) -> list[str]:
    prefix = str(root.resolve()) + "/"
    with open("/proc/self/mounts", encoding="utf-8") as f:
        points = [line.split()[1].replace("\\040", " ") for line in f]
    return [p for p in points if p.startswith(prefix)]


def _remove_tree(root: Path) -> None:
    """rm -rf, but never through a mount (a bound /dev would take the host's with it)."""
    if not root.exists():
        return
    if _mounts_under(root):
        raise RuntimeError(f"still mounted under {root}: {_mounts_under(root)}; not removing it")
    shutil.rmtree(root)


@contextlib.contextmanager
def _mounted(root: Path) -> Iterator[None]:
    APT_ARCHIVES.mkdir(parents=True, exist_ok=True)
    mounts = [
        (["-t", "proc", "proc"], root / "proc"),
        (["--bind", "/dev"], root / "dev"),
        (["--bind", str(APT_ARCHIVES)], root / "var/cache/apt/archives"),
    ]
    done: list[Path] = []
    try:
        for args, target in mounts:
            target.mkdir(parents=True, exist_ok=True)
            subprocess.run(["mount", *args, str(target)], check=True)
            done.append(target)
        yield
    finally:
        for target in reversed(done):
            if subprocess.run(["umount", str(target)]).returncode != 0:
                subprocess.run(["umount", "-l", str(target)], check=False)


@pytest.fixture
def fresh_debian() -> Iterator[Path]:
    """A pristine minimal Debian 12 root with /proc, /dev and the .deb cache mounted."""
    _need_root_and_debootstrap()
    tarball = _base_tarball()
    started = time.monotonic()
    root = Path(tempfile.mkdtemp(prefix="chroot-", dir=CACHE))
    try:
        subprocess.run(["tar", "-C", str(root), "-xf", str(tarball)], check=True)
        root.chmod(0o755)  # mkdtemp's 0700 (also in the tarball's "."): the user must get in
        shutil.copyfile("/etc/resolv.conf", root / "etc/resolv.conf")
        _say(f"pristine chroot unpacked: {time.monotonic() - started:.1f} s")
        with _mounted(root):
            yield root
    finally:
        _remove_tree(root)


def _in(root: Path, *command: str, user: str | None = None, **env: str) -> str:
    environment = [f"PATH={CHROOT_PATH}", "LANG=C.UTF-8", "DEBIAN_FRONTEND=noninteractive"]
    environment += [f"{k}={v}" for k, v in env.items()]
    spec = [f"--userspec={user}:{user}"] if user else []
    done = subprocess.run(
        ["chroot", *spec, str(root), "/usr/bin/env", "-i", *environment, *command],
        capture_output=True,
        text=True,
        timeout=1200,
    )
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


def test_deb_installs_runs_and_purges_in_a_fresh_debian(built, fresh_debian):  # noqa: F811
    root = fresh_debian
    deb = recipe.deb_path()
    steps: list[str] = []

    def step(name: str, started: float) -> None:
        steps.append(f"{name} {time.monotonic() - started:.1f} s")

    t = time.monotonic()
    _in(root, "apt-get", "update", "-q")
    step("apt-get update", t)

    shutil.copyfile(deb, root / "tmp" / deb.name)
    t = time.monotonic()
    _in(root, "sh", "-c", f"cd /tmp && apt-get install -y -q ./{deb.name}")
    step("apt-get install ./deb (with its dependencies)", t)
    assert (root / "opt/sheetdesk/sheetdesk").is_file()
    assert os.readlink(root / "usr/bin/sheetdesk") == "/opt/sheetdesk/sheetdesk"
    # The .sheetdesk type is registered and opens with the app (dpkg triggers).
    assert (root / "usr/share/mime/application/x-sheetdesk.xml").is_file()
    mimeinfo = (root / "usr/share/applications/mimeinfo.cache").read_text(encoding="utf-8")
    assert "application/x-sheetdesk=org.sheetdesk.SheetDesk.desktop" in mimeinfo

    _in(root, "useradd", "--create-home", "--shell", "/bin/sh", "player")
    before = _tree(root, "/opt/sheetdesk")
    user_env = {"HOME": "/home/player", "QT_QPA_PLATFORM": "offscreen"}
    t = time.monotonic()
    out = _in(root, "sheetdesk", "--self-test", user="player", **user_env)
    step("installed --self-test", t)
    assert "self-test passed" in out and "FAIL" not in out, out
    t = time.monotonic()
    out = _in(root, "sheetdesk", "simulate", *SIMULATE_ONE_GAME, user="player", **user_env)
    step("installed simulate (one game)", t)
    assert '"game": "number_rows"' in out and '"games": 1' in out, out
    assert _tree(root, "/opt/sheetdesk") == before, "the app wrote into its install folder"

    packaged = [p for p in _contents(deb) if p not in ("/",)]
    t = time.monotonic()
    _in(root, "apt-get", "purge", "-y", "-q", "sheetdesk")
    step("apt-get purge", t)
    left = [
        p
        for p in packaged
        if os.path.lexists(root / p.lstrip("/")) and not (root / p.lstrip("/")).is_dir()
    ]
    assert not left, f"left after purge: {left[:10]}"
    assert not (root / "opt/sheetdesk").exists()
    assert not (root / "usr/share/mime/application/x-sheetdesk.xml").exists()
    assert "sheetdesk" not in (root / "usr/share/applications/mimeinfo.cache").read_text()
    status = subprocess.run(
        ["chroot", str(root), "dpkg-query", "-W", "-f=${Status}", "sheetdesk"],
        capture_output=True,
        text=True,
    )
    assert "installed" not in status.stdout or "not-installed" in status.stdout
    _say("; ".join(steps))
