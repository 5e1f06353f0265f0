"""The README offers exactly two set-up commands and CI runs the README's test command.

The set-up commands are the command lines of the code block(s) in the README's "Quick start"
section; no other part of the README may offer another way to set up (pip, apt, make, venv).
"""

from __future__ import annotations

import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from tests.packaging import debian

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
CI_RUN = ROOT / ".ci" / "run"
BOOTSTRAP = ROOT / "scripts" / "bootstrap.sh"

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)


def _sections(text: str) -> dict[str, str]:
    parts = re.split(r"^## +(.+)$", text, flags=re.M)
    return {title.strip(): body for title, body in zip(parts[1::2], parts[2::2], strict=True)}


def _command_lines(block: str) -> list[str]:
    lines = []
    for raw in block.splitlines():
        line = raw.split(" #", 1)[0].strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines


def _setup_commands() -> list[str]:
    quick = _sections(README.read_text(encoding="utf-8"))["Quick start"]
    return [line for block in FENCE.findall(quick) for line in _command_lines(block)]


def test_readme_has_exactly_two_setup_commands_run_and_test():
    assert _setup_commands() == ["sh scripts/bootstrap.sh run", "sh scripts/bootstrap.sh test"]


def test_readme_offers_no_other_way_to_set_up():
    text = README.read_text(encoding="utf-8")
    quick = _sections(text)["Quick start"]
    rest = text.replace(quick, "")
    # Building installers (e.g. `make package`) is not a set-up command; installing or running is.
    offending = re.compile(
        r"pip install|apt(-get)? install|-m venv|bootstrap\.sh (run|test)\s*$"
        r"|^make( +(install|setup|run|test|check|dev|venv|all))?\s*$"
    )
    for block in FENCE.findall(rest):
        for line in _command_lines(block):
            assert not offending.search(line), f"README offers another set-up command: {line}"


def test_ci_runs_exactly_the_readme_test_command():
    test_command = _setup_commands()[1]
    lines = [
        line
        for line in _command_lines(CI_RUN.read_text(encoding="utf-8"))
        if line not in ("set -eu", 'cd "$(dirname "$0")/.."')
    ]
    assert lines == [f"exec {test_command}"]


def test_bootstrap_script_is_posix_sh_and_refuses_unknown_modes():
    subprocess.run(["sh", "-n", str(BOOTSTRAP)], check=True)
    done = subprocess.run(["sh", str(BOOTSTRAP), "install"], capture_output=True, text=True)
    assert done.returncode == 2
    assert "usage:" in done.stderr


# --- the script's package check, against a fake system ------------------------------------
#
# The real script runs in a copy of the repository whose .venv is already set up (its stamp
# matches), with a real dpkg-query reading a made-up package database (DPKG_ADMINDIR) and stand-ins
# for apt-get, sudo, id and python3 that record how they were called. The app itself is the real
# one (`python -m sheetdesk --help`); ruff, mypy and pytest are stand-ins.

QT = "libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0"
XCB = (
    "libxcb1 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 "
    "libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 "
    "libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0"
)
# What a set-up system has installed, under each system's own names; (name, provides).
SYSTEMS = {
    "debian12": (
        "3.11",
        [("libglib2.0-0", ""), ("libpython3.11", "")],
    ),
    "debian13": (
        "3.13",
        [("libglib2.0-0t64", "libglib2.0-0 (= 2.84.4-3~deb13u1)"), ("libpython3.13", "")],
    ),
    "ubuntu2404": (
        "3.12",
        [
            ("libglib2.0-0t64", "libglib2.0-0 (= 2.80.0-6ubuntu3.4)"),
            ("libpython3.12t64", "libpython3.12 (= 3.12.3-1ubuntu0.8)"),
        ],
    ),
}
COMMON = (
    f"python3 python3-venv fonts-dejavu-core binutils xz-utils poppler-utils {QT} {XCB}".split()
)

BASIC_TOOLS = [
    "awk",
    "cat",
    "cksum",
    "dirname",
    "dpkg-query",
    "env",
    "grep",
    "mktemp",
    "nproc",
    "rm",
    "tr",
]
RECORDER = """#!/bin/sh
echo "{name} $*" >> "$FAKE_LOG"
{body}
exit 0
"""


def _status(installed: list[tuple[str, str]]) -> str:
    stanzas = []
    for name, provides in installed:
        stanza = (
            f"Package: {name}\nStatus: install ok installed\nArchitecture: amd64\n"
            "Maintainer: nobody <nobody@example.invalid>\nVersion: 1.0\n"
            f"Description: {name}\n"
        )
        stanzas.append(stanza + (f"Provides: {provides}\n" if provides else ""))
    return "\n".join(stanzas)


class FakeSystem:
    """A copy of the repository, a made-up package database and recording stand-ins."""

    def __init__(self, base: Path) -> None:
        self.repo = base / "repo"
        self.bin = base / "bin"
        self.admindir = base / "dpkg"
        self.log = base / "calls.log"
        (self.repo / "scripts").mkdir(parents=True)
        shutil.copy2(BOOTSTRAP, self.repo / "scripts" / "bootstrap.sh")
        for name in ("pyproject.toml", "constraints.txt"):
            shutil.copy2(ROOT / name, self.repo / name)
        sums = subprocess.run(
            "cat pyproject.toml constraints.txt | cksum",
            shell=True,
            cwd=self.repo,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        venv = self.repo / ".venv" / "bin"
        venv.mkdir(parents=True)
        (self.repo / ".venv" / ".sheetdesk-installed").write_text(f"test {sums}\n")
        real_app = f'[ "$1 $2" = "-m sheetdesk" ] && exec {shlex.quote(sys.executable)} "$@"'
        self.tool(venv / "python", "venv-python", real_app)
        for tool in ("ruff", "mypy"):
            self.tool(venv / tool, tool)
        self.bin.mkdir()
        # Real basic tools, and nothing else (no sudo, no python3 unless faked).
        for tool in BASIC_TOOLS:
            found = shutil.which(tool)
            assert found, tool
            (self.bin / tool).symlink_to(found)
        self.tool(self.bin / "apt-get", "apt-get")
        (self.admindir / "updates").mkdir(parents=True)
        (self.admindir / "info").mkdir()
        self.log.touch()
        self.uid = 0

    def tool(self, path: Path, name: str, body: str = "") -> None:
        path.write_text(RECORDER.format(name=name, body=body))
        path.chmod(0o755)

    def install(self, system: str, leave_out: tuple[str, ...] = ()) -> None:
        own = SYSTEMS[system][1]
        packages = [(n, "") for n in COMMON] + own
        status = _status([(n, p) for n, p in packages if n not in leave_out])
        (self.admindir / "status").write_text(status)

    def python(self, version: str, has_venv: bool = True, has_libpython: bool = True) -> None:
        facts = f"{version} {int(has_venv)} {int(has_libpython)}"
        self.tool(self.bin / "python3", "python3", f'[ "$1" = -c ] && echo {facts}')

    def sudo(self) -> None:
        self.tool(self.bin / "sudo", "sudo", 'exec "$@"')

    def run(self, mode: str, *args: str) -> subprocess.CompletedProcess[str]:
        self.tool(self.bin / "id", "id", f"echo {self.uid}")
        env = {
            "PATH": str(self.bin),
            "DPKG_ADMINDIR": str(self.admindir),
            "FAKE_LOG": str(self.log),
            "HOME": str(self.repo.parent),
            "LANG": "C.UTF-8",
        }
        self.log.write_text("")
        return subprocess.run(
            ["/bin/sh", "scripts/bootstrap.sh", mode, *args],
            cwd=self.repo,
            env=env,
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=120,
        )

    def calls(self, name: str) -> list[str]:
        return [line for line in self.log.read_text().splitlines() if line.startswith(name + " ")]


needs_dpkg = pytest.mark.skipif(not shutil.which("dpkg-query"), reason="needs dpkg-query")


@pytest.fixture
def fake(tmp_path) -> FakeSystem:
    return FakeSystem(tmp_path)


def test_tests_marked_to_share_a_worker_run_on_one_worker(tmp_path):
    """The suite's xdist groups (the build and the chroots, which share apt's cache; the Windows
    tests) hold only if the installed pytest and pytest-xdist still group: some pytest releases
    give tests ids that xdist's grouping cannot extend, and then grouped tests run side by side."""
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (tmp_path / "test_grouped.py").write_text(
        "import os, time, pytest\n"
        "def _note(name):\n"
        "    time.sleep(0.3)\n"
        "    with open(name, 'w') as f:\n"
        "        f.write(os.environ['PYTEST_XDIST_WORKER'])\n"
        "@pytest.mark.xdist_group('one')\n"
        "@pytest.mark.parametrize('n', range(4))\n"
        "def test_grouped(n):\n"
        "    _note(f'grouped-{n}')\n"
        "@pytest.mark.parametrize('n', range(4))\n"
        "def test_free(n):\n"
        "    _note(f'free-{n}')\n",
        encoding="utf-8",
    )
    two_workers = ["-n", "2", "--dist", "loadgroup"]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            *two_workers,
            "test_grouped.py",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    workers = {(tmp_path / f"grouped-{n}").read_text() for n in range(4)}
    assert len(workers) == 1, f"the grouped tests ran on {sorted(workers)}"


@needs_dpkg
@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("mode", ["run", "test"])
def test_a_set_up_system_starts_without_apt(fake, system, mode):
    """Debian 13 and Ubuntu 24.04 renamed libraries (libglib2.0-0t64 provides libglib2.0-0):
    what is installed is recognised by what it provides, and apt is not called."""
    fake.install(system)
    fake.python(SYSTEMS[system][0])
    done = fake.run(mode, "--help")
    assert done.returncode == 0, done.stderr
    assert not fake.calls("apt-get"), fake.calls("apt-get")
    assert "installing" not in done.stderr
    if mode == "run":
        assert fake.calls("venv-python") == ["venv-python -m sheetdesk --help"]
        assert "usage: sheetdesk" in done.stdout
    else:
        assert fake.calls("venv-python") == ["venv-python -m pytest --help"]


@needs_dpkg
def test_the_test_command_runs_the_whole_suite_on_every_core_and_chosen_tests_as_given(fake):
    fake.install("debian12")
    fake.python("3.11")
    done = fake.run("test")
    assert done.returncode == 0, done.stderr
    workers = len(os.sched_getaffinity(0)) + 2  # nproc's cores, and two more
    # one collection first writes the bytecode and the rewritten tests all workers then read
    warm_up = "venv-python -m pytest --collect-only -q -n 0"
    assert fake.calls("venv-python") == [warm_up, f"venv-python -m pytest -n {workers}"]
    assert fake.calls("mypy") == ["mypy "]
    assert fake.calls("ruff") == ["ruff check .", "ruff format --check ."]
    done = fake.run("test", "tests/core", "-x")
    assert done.returncode == 0, done.stderr
    assert fake.calls("venv-python") == ["venv-python -m pytest tests/core -x"]


@needs_dpkg
def test_the_tests_do_not_start_when_the_types_do_not_check(fake):
    fake.install("debian12")
    fake.python("3.11")
    fails = 'echo "sheetdesk/x.py:1: error: Boom"; exit 1'
    fake.tool(fake.repo / ".venv" / "bin" / "mypy", "mypy", fails)
    done = fake.run("test")
    assert done.returncode == 1
    assert "sheetdesk/x.py:1: error: Boom" in done.stdout and "mypy found errors" in done.stderr
    assert "venv-python -m pytest -n" not in "\n".join(fake.calls("venv-python"))


@needs_dpkg
def test_mypy_stops_when_ruff_fails(fake):
    """mypy starts before ruff, beside it (its cold run is the longest of the checks); when ruff
    fails the command, mypy does not go on alone."""
    fake.install("debian12")
    fake.python("3.11")
    started = fake.repo / "mypy.pid"
    fake.tool(fake.repo / ".venv" / "bin" / "mypy", "mypy", f"echo $$ > {started}; exec sleep 60")
    # ruff fails once mypy has started (or after 10 s)
    waits = "n=0; while [ $n -lt 100 ] && [ ! -s mypy.pid ]; do n=$((n+1)); sleep 0.1; done; exit 1"
    fake.tool(fake.repo / ".venv" / "bin" / "ruff", "ruff", waits)
    (fake.bin / "sleep").symlink_to(shutil.which("sleep") or "/bin/sleep")
    done = fake.run("test")
    assert done.returncode == 1
    assert not fake.calls("venv-python"), fake.calls("venv-python")
    assert fake.calls("mypy") == ["mypy "], "mypy did not start beside ruff"
    pid = int(started.read_text())
    for _ in range(50):
        if not _running(pid):
            break
        time.sleep(0.1)
    assert not _running(pid), "mypy still runs"


def _running(pid: int) -> bool:
    """Whether the process runs (an ended one left unreaped is a zombie, state Z)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@needs_dpkg
@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_root_installs_exactly_what_is_missing(fake, system):
    version, own = SYSTEMS[system]
    libpython = own[1][0]  # e.g. libpython3.12t64, which provides libpython3.12
    fake.install(system, leave_out=("libxcb-cursor0", "binutils", libpython))
    fake.python(version, has_libpython=False)
    done = fake.run("test", "-q")
    assert done.returncode == 0, done.stderr
    install = [c for c in fake.calls("apt-get") if " install " in c]
    assert fake.calls("apt-get")[0] == "apt-get update -q"
    assert install == [f"apt-get install -y -q --no-install-recommends binutils libpython{version}"]
    done = fake.run("run", "--help")
    assert done.returncode == 0, done.stderr
    assert fake.calls("apt-get")[-1].endswith("--no-install-recommends libxcb-cursor0")


@needs_dpkg
@pytest.mark.parametrize(
    ("mode", "python", "expected"),
    [
        (
            "test",
            "3.11",
            "libglib2.0-0 libgl1 libx11-6 fonts-dejavu-core binutils poppler-utils libpython3.11",
        ),
        ("run", "3.11", "libglib2.0-0 libgl1 libxcb-cursor0 libxkbcommon-x11-0"),
        ("test", None, "python3 python3-venv libglib2.0-0 binutils poppler-utils libpython3-dev"),
    ],
)
def test_without_root_or_sudo_every_missing_package_is_named(fake, mode, python, expected):
    """Nothing is installed yet: one message names every package an administrator must install
    (Python's shared library too, for the tests), and nothing claims to be installing."""
    fake.uid = 1000
    (fake.admindir / "status").write_text("")
    if python:
        fake.python(python, has_venv=True, has_libpython=False)
    done = fake.run(mode)
    assert done.returncode == 1
    assert not fake.calls("apt-get")
    assert "installing" not in done.stderr
    assert "not root and no sudo" in done.stderr
    command = done.stderr.split("apt-get install", 1)[1].split("\n", 1)[0].split()
    for package in expected.split():
        assert package in command, (package, done.stderr)
    assert ("libxcb-cursor0" in command) == (mode == "run")
    assert ("poppler-utils" in command) == (mode == "test")


@needs_dpkg
def test_root_without_python_installs_the_shared_library_of_the_python_apt_brought(fake):
    """With no python3 yet, the tests' shared library is named once apt has brought python3:
    libpython3.X alone (not libpython3-dev, with headers and the C library's development files),
    and apt's lists are fetched once."""
    (fake.admindir / "status").write_text("")
    fake.python("3.13", has_libpython=False)
    python3, brought = fake.bin / "python3", fake.bin.parent / "python3-from-apt"
    python3.rename(brought)
    fake.tool(
        fake.bin / "apt-get",
        "apt-get",
        f'case "$* " in *" python3 "*) {shutil.which("cp")} {brought} {python3} ;; esac',
    )
    done = fake.run("test", "-q")
    assert done.returncode == 0, done.stderr
    calls = fake.calls("apt-get")
    assert [c for c in calls if " install " not in c] == ["apt-get update -q"]
    first, second = (c.split("--no-install-recommends ", 1)[1] for c in calls[1:])
    assert {"python3", "python3-venv", "binutils"} <= set(first.split()), first
    assert "libpython3-dev" not in first.split()
    assert second == "libpython3.13"
    assert fake.calls("venv-python") == ["venv-python -m pytest -q"]


@needs_dpkg
def test_a_user_with_sudo_installs_through_sudo(fake):
    fake.uid = 1000
    fake.sudo()
    fake.install("debian13", leave_out=("libxcb-cursor0",))
    fake.python("3.13")
    done = fake.run("run", "--help")
    assert done.returncode == 0, done.stderr
    assert fake.calls("sudo")[0] == "sudo apt-get update -q"
    assert "installing system packages with apt: libxcb-cursor0" in done.stderr


@needs_dpkg
def test_run_without_a_display_says_so_and_names_the_headless_ways(fake):
    """No DISPLAY, no WAYLAND_DISPLAY, no Qt platform chosen: instead of Qt's abort about
    xcb libraries, a plain message naming this command's headless uses."""
    fake.install("debian12")
    fake.python("3.11")
    done = fake.run("run")
    assert done.returncode == 1
    assert "no display found" in done.stderr
    for way in (
        "sh scripts/bootstrap.sh run --self-test",
        "sh scripts/bootstrap.sh run simulate --game number_rows",
        "QT_QPA_PLATFORM=offscreen sh scripts/bootstrap.sh run",
    ):
        assert way in done.stderr, done.stderr
    assert "xcb" not in done.stderr and "Aborted" not in done.stderr


# --- both commands for real, from nothing, in fresh minimal Debian 12 and 13 ---------------

COPY_IGNORE = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "__pycache__", ".*_cache", ".hypothesis"
)


def _script(
    chroot: debian.Chroot, *args: str, user: str = "root", wheels: str = ""
) -> tuple[int, str, str]:
    """`sh scripts/bootstrap.sh ARGS` in the clone, with no display, no terminal, no stdin;
    root's pip finds the wheels of the install noted as `wheels` in the wheelhouse."""
    started, cpu = time.monotonic(), debian.children_cpu()
    env = {"CI": "true", **debian.pip_env(wheels)} if user == "root" else {"CI": "true"}
    done = chroot.run(
        "sh", "-c", 'cd /home/player/sheetdesk && exec sh scripts/bootstrap.sh "$@"', "sh", *args,
        user=user, **env,
    )  # fmt: skip
    wall, cpu = time.monotonic() - started, debian.children_cpu() - cpu
    debian.say(f"{chroot.suite}, {user}: {' '.join(args)}: {wall:.1f} s ({cpu:.1f} s CPU)")
    return done.returncode, done.stdout, done.stderr


VENV = "/home/player/sheetdesk/.venv"
# as bootstrap.sh looks for Python's shared library
SHARED_LIBRARY_FOUND = (
    "import ctypes.util, sys; "
    "found = ctypes.util.find_library('python%d.%d' % sys.version_info[:2]) is not None"
)


def _build_requires() -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return list(tomllib.load(f)["build-system"]["requires"])


def _wheels_key(suite: str, extras: str) -> str:
    """What decides which wheels the chroot's pip installs: the release (its Python), the
    extras, and the project's requirements and pins."""
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "constraints.txt"):
        digest.update((ROOT / name).read_bytes())
    return f"{suite}-{extras}-{digest.hexdigest()[:16]}"


# Not in the build's xdist group: each release's chroot runs on whichever worker is free, beside
# the build and the other chroots (their apt's never share a lock: tests/packaging/debian.py).
@pytest.mark.packaging
@pytest.mark.parametrize("fresh_debian", ["bookworm", "trixie"], indirect=True)
def test_both_commands_work_from_nothing_in_a_fresh_debian(fresh_debian):
    """Debian 12 and 13 as debootstrap leaves them: a user without sudo is told every package
    to ask for; root sets up and runs the app (headless: --self-test), is told plainly that there
    is no display, and later starts skip apt and pip; then the user starts it too. On the
    release that is not the host's, root's first command is the test command instead: it sets up
    from nothing and runs lint, types and some tests (on the host's, CI runs it anyway), and the
    app's first start then installs only the display's system libraries, its Python packages
    being part of the test set's (one pip install instead of two)."""
    chroot = fresh_debian
    host = chroot.suite == debian.host_suite()
    wheels = _wheels_key(chroot.suite, "run" if host else "dev")
    assert chroot.run("useradd", "--create-home", "--shell", "/bin/sh", "player").returncode == 0
    clone = chroot.path / "home" / "player" / "sheetdesk"
    shutil.copytree(ROOT, clone, symlinks=True, ignore=COPY_IGNORE)
    assert chroot.run("chown", "-R", "player:player", "/home/player/sheetdesk").returncode == 0

    code, _, err = _script(chroot, "test", user="player")
    assert code == 1 and "installing" not in err, err
    asked = err.split("apt-get install", 1)[1].split()
    for package in ("python3", "python3-venv", "libglib2.0-0", "binutils", "libpython3-dev"):
        assert package in asked, err

    if not host:
        # (the save format's tests: pure Python, so the set-up, lint and types are most of it)
        code, out, err = _script(chroot, "test", "-q", "tests/core/test_savefile.py", wheels=wheels)
        assert code == 0, out[-3000:] + err[-3000:]
        installed = err.split("installing system packages with apt:", 1)[1].split("\n", 1)[0]
        for package in ("python3", "python3-venv", "binutils"):
            assert package in installed.split(), err
        # Python's shared library (PyInstaller's), named by the version python3 brought
        later = re.findall(r"^sheetdesk: installing system packages with apt: (.*)$", err, re.M)
        version = chroot.run("python3", "-c", "import sys; print('%d.%d' % sys.version_info[:2])")
        assert later[1:] == [f"libpython{version.stdout.strip()}"], err
        found = chroot.run("python3", "-c", f"{SHARED_LIBRARY_FOUND}; print(found)").stdout
        assert found.strip() == "True", err
        assert "installing sheetdesk[dev]" in err, err
        assert " passed" in out, out[-3000:]
        debian.keep_wheels(chroot, VENV, _build_requires(), wheels)

    code, out, err = _script(chroot, "run", "--self-test", wheels=wheels)
    assert code == 0 and "self-test passed" in out, out + err
    assert "installing system packages" in err, err
    if host:
        assert "installing sheetdesk" in err, err
        debian.keep_wheels(chroot, VENV, _build_requires(), wheels)
    else:  # the test set, installed above, holds everything the app needs
        assert "installing sheetdesk" not in err, err
        assert "libxcb-cursor0" in err.split("installing system packages with apt:", 1)[1], err

    code, out, err = _script(chroot, "run")
    assert code == 1 and "no display found" in err, out + err
    assert "sh scripts/bootstrap.sh run --self-test" in err, err

    code, out, err = _script(chroot, "run", "--self-test")
    assert code == 0 and "self-test passed" in out, out + err
    assert "installing" not in err, err  # everything is there: neither apt nor pip runs

    assert chroot.run("chown", "-R", "player:player", "/home/player/sheetdesk").returncode == 0
    code, out, err = _script(chroot, "run", "--self-test", user="player")
    assert code == 0 and "self-test passed" in out, out + err
    assert "installing" not in err, err


@needs_dpkg
@pytest.mark.parametrize("version", ["3.10", "2.7"])
def test_a_python_older_than_3_11_is_refused(fake, version):
    fake.install("debian12")
    fake.python(version)
    done = fake.run("run", "--help")
    assert done.returncode == 1
    assert f"needs Python 3.11 or newer (python3 is {version})" in done.stderr
    assert not fake.calls("venv-python")
