"""Fresh minimal Debian systems (debootstrap chroots) for the packaging tests and benchmarks.

A `debootstrap --variant=minbase` tree of each suite is made once and cached as a tarball under
/var/tmp/sheetdesk-ci; every use unpacks a pristine copy, mounts /proc and /dev (and the shared
caches of downloaded .debs and wheels) and removes it afterwards, never through a mount. The
Debian mirror is the one the host's apt uses. Needs root; `Unavailable` says why not (the tests
skip with that reason). No pytest here: benchmarks/fresh_debian.py uses it too.

The machine's cache of downloaded .debs is each chroot's apt archive through an overlay: every
chroot reads the kept files and writes its own (apt's lock among them) in a layer of its own, so
chroots set up at the same time (on several test workers) never meet on apt's lock; what a
chroot downloaded joins the cache when it is removed (`_keep_debs`).

The wheels a chroot's pip downloaded are kept in a wheelhouse for the next chroots (`keep_wheels`,
`PIP_ENV`): pip's own HTTP cache stays empty where a proxy strips the caching headers (no
Cache-Control, ETag or Last-Modified: nothing pip may store), and each chroot then downloaded
PySide6 and the rest again. Once the wheelhouse holds every file of an install, the same install
in the next chroot does not ask the index either (`pip_env`).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import resource
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

CACHE = Path("/var/tmp/sheetdesk-ci")
APT_ARCHIVES = CACHE / "apt-archives"
PIP_CACHE = CACHE / "pip-cache"
WHEELHOUSE = PIP_CACHE / "wheelhouse"
# For root's pip in a chroot: the shared cache, and the wheelhouse as a place to find wheels
# (pip takes a wheel found there over the same file on the index: no download).
PIP_ENV = {"PIP_CACHE_DIR": "/var/cache/pip", "PIP_FIND_LINKS": "/var/cache/pip/wheelhouse"}
# A chroot with both commands set up holds about 1.5 GB; in memory only with room to spare.
TMPFS_OPTIONS = "size=4g,mode=755"
TMPFS_NEEDS = 8 << 30
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
# Behind a TLS-intercepting proxy the host names the proxy's CA bundle in these variables; the
# chroot gets a copy of each and the same variables.
CA_VARIABLES = ("PIP_CERT", "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE")


class _MachineLock:
    """A lock across threads and processes (flock on a file under CACHE, one open file per
    holder): `with APT:` lets one apt run at a time among the background preparation and the
    tests, also when the tests run in several worker processes (apt fails while another apt
    holds dpkg's lock)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._mine = threading.local()

    def __enter__(self) -> None:
        CACHE.mkdir(parents=True, exist_ok=True)
        handle = (CACHE / self.name).open("w")
        fcntl.flock(handle, fcntl.LOCK_EX)
        self._mine.handles = [*getattr(self._mine, "handles", []), handle]

    def __exit__(self, *exc: object) -> None:
        handle = self._mine.handles.pop()
        handle.close()  # closing the file releases the lock


APT = _MachineLock(".apt.lock")


class Unavailable(Exception):
    """A fresh Debian cannot be made on this machine (the message says why)."""


def host_suite(default: str = "bookworm") -> str:
    """The host's Debian release (codename), or `default` on another system."""
    try:
        text = Path("/etc/os-release").read_text(encoding="utf-8")
    except OSError:
        return default
    fields = dict(re.findall(r'^(\w+)="?([^"\n]*)"?$', text, re.M))
    return fields.get("VERSION_CODENAME", default) if fields.get("ID") == "debian" else default


def debian_mirror() -> str:
    """The Debian archive the host's apt uses (one-line or deb822 sources), never hard-coded:
    the first source of a release suite (not -security, -updates, -backports)."""
    sources = [Path("/etc/apt/sources.list")]
    sources += sorted(Path("/etc/apt/sources.list.d").glob("*.list"))
    sources += sorted(Path("/etc/apt/sources.list.d").glob("*.sources"))
    for source in sources:
        if not source.is_file():
            continue
        text = source.read_text(encoding="utf-8", errors="replace")
        entries: list[tuple[str, list[str]]] = []
        if source.suffix == ".sources":
            for stanza in re.split(r"\n\s*\n", text):
                fields = dict(re.findall(r"^([A-Za-z-]+):\s*(.+)$", stanza, re.M))
                if "deb" in fields.get("Types", "").split() and "URIs" in fields:
                    entries.append((fields["URIs"].split()[0], fields.get("Suites", "").split()))
        else:
            for line in text.splitlines():
                parts = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
                if len(parts) >= 3 and parts[0] == "deb":
                    entries.append((parts[1], [parts[2]]))
        for uri, suites in entries:
            release = [s for s in suites if "-" not in s and "/" not in s]
            if release and "debian" in uri and "security" not in uri:
                return uri
    raise Unavailable("no Debian mirror in the host's apt sources")


def need_root_and_debootstrap() -> None:
    if os.geteuid() != 0:
        raise Unavailable("a fresh Debian needs root (chroot and mounts); run CI as root")
    with APT:
        if shutil.which("debootstrap"):
            return
        done = subprocess.run(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", "debootstrap"],
            capture_output=True,
            text=True,
            env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
        )
    if done.returncode != 0 or not shutil.which("debootstrap"):
        raise Unavailable(f"debootstrap cannot be installed: {done.stderr.strip()[-300:]}")


def prepare_in_background(
    suites: Sequence[str], then: Callable[[], None] | None
) -> threading.Thread:
    """Make the tarballs of `suites`, then run `then` (under APT), in a thread: downloading
    and unpacking overlap with the tests that build on the CPU meanwhile. What fails here is
    left to the test that needs it, which waits for the same locks and tries again."""

    def work() -> None:
        started = time.monotonic()
        with contextlib.suppress(Exception):
            for suite in suites:
                base_tarball(suite)
            if then is not None:
                with APT:
                    then()
        say(f"prepared in the background: {time.monotonic() - started:.1f} s")

    thread = threading.Thread(target=work, name="prepare fresh Debian", daemon=True)
    thread.start()
    return thread


def say(message: str) -> None:
    print(f"\n[packaging] {message}", flush=True)


def children_cpu() -> float:
    """The CPU seconds of this process's finished children and theirs (a chroot's apt, pip and
    app included): a step's figure is the difference, which a busy machine does not inflate as
    it does the wall time."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def base_tarball(suite: str) -> Path:
    """A `debootstrap --variant=minbase SUITE` tree as a tarball, made once and cached."""
    need_root_and_debootstrap()
    tarball = CACHE / f"{suite}-minbase.tar"
    CACHE.mkdir(parents=True, exist_ok=True)
    with (CACHE / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if tarball.is_file():
            return tarball
        started = time.monotonic()
        work = Path(tempfile.mkdtemp(prefix=f"debootstrap-{suite}-", dir=CACHE))
        try:
            subprocess.run(
                ["debootstrap", "--variant=minbase", suite, str(work), debian_mirror()],
                check=True,
                capture_output=True,
            )
            partial = tarball.with_suffix(".tar.part")
            subprocess.run(["tar", "-C", str(work), "-cf", str(partial), "."], check=True)
            partial.rename(tarball)
        finally:
            remove_tree(work)
        say(f"debootstrap {suite} (cached for later runs): {time.monotonic() - started:.1f} s")
    return tarball


def mounts_under(root: Path) -> list[str]:
    prefix = str(root.resolve()) + "/"
    with open("/proc/self/mounts", encoding="utf-8") as f:
        points = [line.split()[1].replace("\\040", " ") for line in f]
    return [p for p in points if p.startswith(prefix)]


def remove_tree(root: Path) -> None:
    """rm -rf, but never through a mount (a bound /dev would take the host's with it)."""
    if not root.exists():
        return
    if mounts_under(root):
        raise RuntimeError(f"still mounted under {root}: {mounts_under(root)}; not removing it")
    subprocess.run(["rm", "-rf", "--one-file-system", str(root)], check=True)


class Chroot:
    """A fresh Debian root: run commands in it as root or as another user."""

    def __init__(self, path: Path, suite: str) -> None:
        self.path = path
        self.suite = suite
        self.env: dict[str, str] = {}

    def argv(self, *command: str, user: str | None = None, **env: str) -> list[str]:
        """The command line that runs `command` inside, in a clean environment."""
        home = "/root" if user in (None, "root") else f"/home/{user}"
        environment = {"PATH": PATH, "HOME": home, "LANG": "C.UTF-8"}
        environment.update(DEBIAN_FRONTEND="noninteractive", **self.env, **env)
        spec = [f"--userspec={user}:{user}"] if user not in (None, "root") else []
        argv = ["chroot", *spec, str(self.path), "/usr/bin/env", "-i"]
        return [*argv, *(f"{k}={v}" for k, v in environment.items()), *command]

    def run(
        self, *command: str, user: str | None = None, timeout: float = 1200, **env: str
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            self.argv(*command, user=user, **env),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
        )


@contextlib.contextmanager
def fresh_root(suite: str, *, whole: bool = False) -> Iterator[Chroot]:
    """A pristine minimal Debian `suite` with /proc, /dev and the caches of .debs and wheels
    mounted, in memory (tmpfs) when there is room: nothing of it is kept, and removing some
    ten thousand files from a disk took a minute on a busy machine. `whole`: as a machine of
    its own for a whole CI run from nothing — on disk, no shared caches, but /sys and a
    /dev/shm of its own."""
    tarball = base_tarball(suite)
    started = time.monotonic()
    path = Path(tempfile.mkdtemp(prefix=f"chroot-{suite}-", dir=CACHE))
    chroot = Chroot(path, suite)
    in_memory = not whole and _available_memory() >= TMPFS_NEEDS
    mounts = [(["-t", "proc", "proc"], "proc"), (["--bind", "/dev"], "dev")]
    if whole:
        mounts += [(["-t", "sysfs", "-o", "ro", "sysfs"], "sys")]
        mounts += [(["-t", "tmpfs", "-o", "mode=1777", "shm"], "dev/shm")]
    else:
        mounts += [(["--bind", str(PIP_CACHE)], "var/cache/pip")]
    # apt's archive: the kept .debs below, this chroot's writes (new downloads, apt's lock) in a
    # layer beside the chroot (an overlay's layers are folders on one file system)
    layer = path.with_name(path.name + ".apt")
    try:
        if in_memory:
            subprocess.run(
                ["mount", "-t", "tmpfs", "-o", TMPFS_OPTIONS, "chroot", str(path)], check=True
            )
        subprocess.run(["tar", "-C", str(path), "-xf", str(tarball)], check=True)
        path.chmod(0o755)  # mkdtemp's 0700 (also in the tarball's "."): users must get in
        shutil.copyfile("/etc/resolv.conf", path / "etc/resolv.conf")
        for variable in CA_VARIABLES:
            if os.environ.get(variable):
                bundle = Path("usr/local/share/host-ca") / variable
                (path / bundle).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(os.environ[variable], path / bundle)
                chroot.env[variable] = f"/{bundle}"
        APT_ARCHIVES.mkdir(parents=True, exist_ok=True)
        WHEELHOUSE.mkdir(parents=True, exist_ok=True)
        if not whole:
            (layer / "debs").mkdir(parents=True)
            (layer / "work").mkdir()
            options = f"lowerdir={APT_ARCHIVES},upperdir={layer / 'debs'},workdir={layer / 'work'}"
            mounts += [(["-t", "overlay", "-o", options, "apt-archives"], "var/cache/apt/archives")]
        for args, target in mounts:
            (path / target).mkdir(parents=True, exist_ok=True)
            subprocess.run(["mount", *args, str(path / target)], check=True)
        say(f"pristine {suite} chroot ready: {time.monotonic() - started:.1f} s")
        yield chroot
    finally:
        for point in sorted(mounts_under(path), key=len, reverse=True):
            if subprocess.run(["umount", point]).returncode != 0:
                subprocess.run(["umount", "-l", point], check=False)
        if in_memory:
            subprocess.run(["umount", str(path)], check=True)
        remove_tree(path)
        if layer.exists():
            _keep_debs(layer / "debs")
            remove_tree(layer)


def _keep_debs(layer: Path) -> None:
    """Put the .debs a chroot downloaded (its archive's own layer) into the machine's cache:
    whole files only (a copy under another name, then renamed), none it has already."""
    for deb in layer.glob("*.deb"):
        kept = APT_ARCHIVES / deb.name
        if deb.is_symlink() or not deb.is_file() or kept.exists():
            continue
        partial = kept.with_name(f".{deb.name}.{os.getpid()}.part")
        with contextlib.suppress(OSError):
            shutil.copyfile(deb, partial)
            os.replace(partial, kept)
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)


def keep_wheels(
    chroot: Chroot, venv: str, build_requires: Sequence[str] = (), key: str = ""
) -> None:
    """Put into the wheelhouse the wheels of what pip installed into the chroot's `venv` (and of
    the project's `build_requires`, which pip installs for building it) that it lacks: fetched
    by the chroot's own pip (`pip download`, no dependencies), so they are the files its
    installs choose. Nothing runs when the wheelhouse has them all. A cache: a failure is told,
    never raised (the next chroot downloads from the index as before). With a `key`, the files
    that make up that install are noted under it, for `pip_env`."""
    wanted, _ = _wheels_of(chroot, venv, build_requires)
    if wanted:
        started = time.monotonic()
        partial = Path(tempfile.mkdtemp(prefix="wheelhouse-", dir=PIP_CACHE))
        try:
            done = chroot.run(
                f"{venv}/bin/python", "-m", "pip", "download", "-q", "--disable-pip-version-check",
                "--no-deps", "--only-binary=:all:", "-d", f"/var/cache/pip/{partial.name}", *wanted,
                **PIP_ENV,
            )  # fmt: skip
            for wheel in partial.glob("*.whl"):  # whole files only: a cut-off one would break pip
                os.replace(wheel, WHEELHOUSE / wheel.name)
        finally:
            shutil.rmtree(partial, ignore_errors=True)
        outcome = "kept" if done.returncode == 0 else f"failed ({done.stderr.strip()[-300:]}):"
        say(f"wheelhouse: {outcome} {len(wanted)} wheels in {time.monotonic() - started:.1f} s")
    if key:
        missing, files = _wheels_of(chroot, venv, build_requires)
        note = WHEELHOUSE / f".{key}.complete"
        if missing:
            note.unlink(missing_ok=True)
        else:
            partial_note = note.with_suffix(".part")
            partial_note.write_text("".join(f"{name}\n" for name in sorted(files)))
            partial_note.replace(note)


def pip_env(key: str) -> dict[str, str]:
    """`PIP_ENV` for an install that `keep_wheels` noted under `key`, with the index turned off
    when every file of that install is still in the wheelhouse: pip then chooses among the same
    wheels it chose before (the chroot's own pip fetched them from the index) without asking
    the index about each of some forty projects, which cost a third of the install's CPU
    (parsing listings of thousands of files) and most of its wall time. A key names the
    install's inputs (release, extras, pyproject.toml and constraints.txt), so any change to
    them asks the index again."""
    note = WHEELHOUSE / f".{key}.complete"
    try:
        names = note.read_text(encoding="utf-8").split()
    except OSError:
        return dict(PIP_ENV)
    if not names or not all((WHEELHOUSE / name).is_file() for name in names):
        return dict(PIP_ENV)
    return {**PIP_ENV, "PIP_NO_INDEX": "1"}


def _wheels_of(
    chroot: Chroot, venv: str, build_requires: Sequence[str]
) -> tuple[list[str], set[str]]:
    """The requirements of `venv`'s installed distributions and of `build_requires` that the
    wheelhouse has no wheel for, and the wheelhouse's files that cover the others."""
    from packaging.requirements import Requirement
    from packaging.utils import InvalidWheelFilename, canonicalize_name, parse_wheel_filename
    from packaging.version import Version

    have: dict[tuple[str, Version], dict[str, set[str]]] = {}
    for wheel in WHEELHOUSE.glob("*.whl"):
        try:
            name, version, _, tags = parse_wheel_filename(wheel.name)
        except InvalidWheelFilename:
            continue
        have.setdefault((name, version), {})[wheel.name] = {str(tag) for tag in tags}
    wanted: list[str] = []
    files: set[str] = set()
    for info in sorted(
        (chroot.path / venv.lstrip("/")).glob("lib/python3*/site-packages/*.dist-info")
    ):
        name, _, version = info.name.removesuffix(".dist-info").rpartition("-")
        # the project itself (editable) and what the venv came with
        if (info / "direct_url.json").exists() or canonicalize_name(name) in ("pip", "setuptools"):
            continue
        wheel = (info / "WHEEL").read_text(encoding="utf-8", errors="replace")
        tags = {
            line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")
        }
        found = have.get((canonicalize_name(name), Version(version)), {})
        covering = [file for file, its in found.items() if tags <= its]
        if covering:
            files.add(covering[0])
        else:
            wanted.append(f"{name}=={version}")
    for requirement in map(Requirement, build_requires):
        name = canonicalize_name(requirement.name)
        matching = sorted(
            (v, file)
            for (n, v), found in have.items()
            if n == name and v in requirement.specifier
            for file in found
        )
        if matching:
            files.add(matching[-1][1])  # pip takes the newest that fits
        else:
            wanted.append(str(requirement))
    return wanted, files


def _available_memory() -> int:
    """MemAvailable in bytes (0 where /proc/meminfo says nothing)."""
    with open("/proc/meminfo", encoding="ascii") as f:
        found = re.search(r"^MemAvailable:\s+(\d+) kB", f.read(), re.M)
    return int(found.group(1)) * 1024 if found else 0
