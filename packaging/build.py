"""Build the frozen app and the Linux packages into dist/ (what `make package` runs).

    .venv/bin/python packaging/build.py [all|freeze|deb|tarball] [--if-changed]

- freeze:  PyInstaller, one folder, windowed: dist/sheetdesk/ (packaging/sheetdesk.spec)
- deb:     dist/sheetdesk_<version>_amd64.deb (installs to /opt/sheetdesk, /usr/bin/sheetdesk,
           menu entry, icons, the .sheetdesk MIME type); the archive is written here (ar, tar,
           xz) so that it holds no entry for a system directory such as /opt: dpkg removes the
           directories a package lists when they are empty at purge, and no other package
           owns /opt; the data's big files are xz blocks kept compressed in the recipe's cache
- tarball: dist/sheetdesk-<version>-linux-x86_64.tar.gz (the folder, for other distributions; its
           big files are gzip members kept compressed in the recipe's cache, as the .deb's blocks)

The version comes from sheetdesk/__init__.py (the single source). `--if-changed` skips the work when
dist/ already holds the outputs of the same inputs (the packaging tests use it so that one test
run builds once). Standard library only; Linux for deb and tarball.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import copy
import fcntl
import hashlib
import lzma
import os
import re
import runpy
import shutil
import subprocess
import sys
import tarfile
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
FROZEN = DIST / "sheetdesk"
FINGERPRINT = DIST / ".sheetdesk-build-inputs"
INSTALL_DIR = "/opt/sheetdesk"
DESKTOP_ID = "org.sheetdesk.SheetDesk"  # = QGuiApplication.desktopFileName() (ui/app.py)

# What the frozen app needs from the system (Qt's offscreen, xcb and wayland platforms; glibc
# is added from the bundle's own symbol versions). Qt's own libraries are in the bundle; the
# X11, xcb and xkbcommon clients, GLib, fontconfig and FreeType are the system's
# (packaging/sheetdesk.spec, SYSTEM_LIBRARIES).
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
    "libxcb-glx0",  # (Qt's GLX integration of the xcb platform)
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

# What registers the menu entry and the .sheetdesk type on a desktop (dpkg triggers), and the
# colour emoji of players' names (without fonts-noto-color-emoji, the app's own black and white
# emoji font shows them).
RECOMMENDS = [
    "shared-mime-info",
    "desktop-file-utils",
    "hicolor-icon-theme",
    "fonts-noto-color-emoji",
]


def version() -> str:
    """The version as sheetdesk/__init__.py writes it (the package metadata takes it from there)."""
    return str(runpy.run_path(str(ROOT / "sheetdesk" / "__init__.py"))["__version__"])


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


def _bincache() -> Path:
    """Where PyInstaller keeps the stripped copies of the bundle's libraries (its bincache) for
    this recipe, and the .deb its compressed blocks (_blocks_cache), kept between builds and
    clones: $SHEETDESK_PYINSTALLER_CACHE (the packaging
    tests, whose home is new every run, name the machine's cache folder), else a folder of its
    own in the user's cache."""
    if os.environ.get("SHEETDESK_PYINSTALLER_CACHE"):
        return Path(os.environ["SHEETDESK_PYINSTALLER_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return Path(base) / "sheetdesk-pyinstaller"


def freeze() -> None:
    started = time.monotonic()
    work = BUILD / "pyinstaller"
    shutil.rmtree(work, ignore_errors=True)  # no analysis of an earlier build is reused
    # Not --clean, which would also empty the bincache: PyInstaller looks a library up there by
    # the SHA-1 of its content (and Python's version, strip's use), so a kept copy is the strip
    # of the same bytes, and only the libraries that changed are stripped again (the same
    # folder comes out). The lock keeps two builds on one machine from writing it at once.
    cache = _bincache()
    cache.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(DIST), "--workpath", str(work), str(PACKAGING / "sheetdesk.spec")]
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(cache)}
    with (cache / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if subprocess.run(command, cwd=ROOT, env=env).returncode != 0:
            # a cache left broken (a build killed while writing its index) is no reason to
            # fail: once more from an empty one
            log("PyInstaller failed; building again with its cache emptied (--clean)")
            run(*command[:3], "--clean", *command[3:], cwd=ROOT, env=env)
    size = sum(p.lstat().st_size for p in FROZEN.rglob("*"))
    log(f"frozen app {FROZEN} ({size / 1e6:.1f} MB) in {time.monotonic() - started:.1f} s")


# --- deb -----------------------------------------------------------------------------------


def _glibc_needed(folder: Path) -> str:
    """The highest GLIBC_x.y symbol version any binary of the bundle asks for (one readelf for
    them all: a process per file cost more than the reading)."""
    best = (2, 17)
    elves = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as f:
            if f.read(4) == b"\x7fELF":
                elves.append(str(path))
    if elves:
        out = subprocess.run(
            ["readelf", "-W", "--version-info", *elves], capture_output=True, text=True
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
        "Comment: Noto Sans and Noto Emoji, unmodified; the full licence text is\n"
        " /opt/sheetdesk/_internal/sheetdesk/resources/fonts/OFL.txt\n"
        "License: OFL-1.1\n"
    )


class _Link(str):
    """A member of an archive that is a symbolic link to this target."""


_Member = Path | bytes | _Link | None  # a file or link on disk, a file's content, a link, a folder


def _deb_tree() -> dict[str, _Member]:
    """What the package installs, by path (no leading slash), folders as None: the frozen folder
    is read where it is (copying its 90 MB first cost more than packing it)."""
    tree: dict[str, _Member] = {}
    opt = INSTALL_DIR.lstrip("/")
    for path in FROZEN.rglob("*"):
        name = f"{opt}/{path.relative_to(FROZEN).as_posix()}"
        tree[name] = None if path.is_dir() and not path.is_symlink() else path
    tree["usr/bin/sheetdesk"] = _Link(f"{INSTALL_DIR}/sheetdesk")
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
        tree[f"usr/share/{target}"] = source.read_bytes()
    tree["usr/share/doc/sheetdesk/copyright"] = _copyright().encode()
    for name in list(tree):  # every folder on the way
        parent = Path(name).parent
        while parent != Path("."):
            tree.setdefault(parent.as_posix(), None)
            parent = parent.parent
    return tree


def deb() -> Path:
    started = time.monotonic()
    if not (FROZEN / "sheetdesk").is_file():
        raise SystemExit("package: no frozen app in dist/sheetdesk (run the freeze step first)")
    tree = _deb_tree()
    installed = 0
    for member in tree.values():
        if isinstance(member, Path):
            installed += member.lstat().st_size
        elif isinstance(member, bytes | _Link):
            installed += len(member)
        else:
            installed += 4096  # a folder
    out = deb_path()
    out.unlink(missing_ok=True)
    build = BUILD / "deb"
    build.mkdir(parents=True, exist_ok=True)
    control_files: dict[str, _Member] = {
        "control": _control(installed // 1024 + 1).encode(),
        "preinst": PREINST,
    }
    control = _tar_xz(build / "control.tar.xz", control_files)
    # parents first; the system's folders are not the package's (see SYSTEM_DIRS)
    data_files = {n: tree[n] for n in sorted(tree, key=PurePosixPath) if n not in SYSTEM_DIRS}
    data = _tar_xz_blocks(build / "data.tar.xz", data_files)
    _ar(out, [("debian-binary", b"2.0\n"), ("control.tar.xz", control), ("data.tar.xz", data)])
    run("dpkg-deb", "--info", out, stdout=subprocess.DEVNULL)  # dpkg can read what was written
    log(f"{out} ({out.stat().st_size / 1e6:.1f} MB) in {time.monotonic() - started:.1f} s")
    return out


# The data is mostly x86-64 machine code: xz's x86 filter makes it compress some 6% better, so
# with it preset 4 makes a smaller .deb than xz's default preset 6 alone, in less CPU time (the
# 92.7 MB of 2026-12-03, CPU seconds on a busy machine: -6 28.7 MB in 95 s; --x86 with preset 4
# 27.7 MB in 58 s, with 6 26.9 MB in 82 s, with 3 29.1 MB in 40 s). Preset 4's match finder
# searches 24 candidates deep; 8 finds nearly as much (the same minutes: 27.89 MB in 50.0 s
# against 27.73 MB in 58.5 s). Depth is the compressor's alone: the stream is plain LZMA2.
# dpkg reads every xz filter. Cut into a block per file (_tar_xz_blocks) the same data makes
# 28.21 MB instead of 27.90 (xz -T0's blocks of 12 MiB), but a build compresses only what
# changed: some 2 s of CPU instead of 50.
DATA_DICT = 4 << 20  # preset 4's
DATA_XZ = [{"id": lzma.FILTER_X86}, {"id": lzma.FILTER_LZMA2, "preset": 4, "depth": 8}]
# A file of the package at least this big is an xz block of its own, kept compressed in the
# recipe's cache by its content (the tar's headers and the smaller files are compressed anew).
BLOCK_MIN = 64 << 10
# Kept blocks unused for this long are removed (a build writes new ones for the files that
# changed: the app's executable and base_library.zip, some 3 MB).
BLOCK_DAYS = 14


def _blocks_cache() -> Path:
    return _bincache() / "deb-xz-blocks"


def _padded_size(path: Path) -> int:
    return -(-path.stat().st_size // tarfile.BLOCKSIZE) * tarfile.BLOCKSIZE


def _tar(members: dict[str, _Member], big: int) -> Iterator[bytes | Path]:
    """A tar (GNU format, owner root, normal permissions whatever the build's umask) as pieces:
    bytes, or a regular file of at least `big` bytes, whose piece is its content and the NULs up
    to the next 512-byte block (the same bytes as tarfile writes)."""
    mtime = int(time.time())

    def info(name: str, kind: bytes, mode: int, size: int = 0, link: str = "") -> bytes:
        entry = tarfile.TarInfo(f"./{name}" if name else "./")
        entry.type, entry.mode, entry.size, entry.linkname = kind, mode, size, link
        entry.mtime, entry.uname, entry.gname = mtime, "root", "root"
        return entry.tobuf(tarfile.GNU_FORMAT, tarfile.ENCODING, "surrogateescape")

    def padded(data: bytes) -> bytes:
        return data + tarfile.NUL * (-len(data) % tarfile.BLOCKSIZE)

    def entries() -> Iterator[bytes | Path]:
        yield info("", tarfile.DIRTYPE, 0o755)
        for name, member in members.items():
            if member is None or (isinstance(member, Path) and member.is_dir()):
                yield info(name, tarfile.DIRTYPE, 0o755)
            elif isinstance(member, _Link):
                yield info(name, tarfile.SYMTYPE, 0o777, link=str(member))
            elif isinstance(member, bytes):
                mode = 0o755 if member.startswith(b"#!") else 0o644
                yield info(name, tarfile.REGTYPE, mode, len(member))
                yield padded(member)
            elif member.is_symlink():
                yield info(name, tarfile.SYMTYPE, 0o777, link=os.readlink(member))
            else:
                mode = 0o755 if os.access(member, os.X_OK) else 0o644
                size = member.stat().st_size
                yield info(name, tarfile.REGTYPE, mode, size)
                yield member if size >= big else padded(member.read_bytes())

    offset = 0
    for piece in entries():
        offset += len(piece) if isinstance(piece, bytes) else _padded_size(piece)
        yield piece
    end = tarfile.NUL * (2 * tarfile.BLOCKSIZE)
    yield end + tarfile.NUL * (-(offset + len(end)) % tarfile.RECORDSIZE)


def _tar_xz(out: Path, members: dict[str, _Member]) -> Path:
    """The tar of `members` compressed by xz (its default preset, on every core)."""
    if not shutil.which("xz"):
        raise SystemExit("package: xz is missing (Debian: apt-get install xz-utils)")
    with out.open("wb") as target:
        xz = subprocess.Popen(["xz", "-6", "-T0", "-c"], stdin=subprocess.PIPE, stdout=target)
        assert xz.stdin is not None
        for piece in _tar(members, big=1 << 62):
            assert isinstance(piece, bytes)
            xz.stdin.write(piece)
        xz.stdin.close()
        if xz.wait() != 0:
            raise SystemExit(f"package: xz failed for {out}")
    return out


def _varint(value: int) -> bytes:
    """xz's variable-length integer: 7 bits a byte, lowest first."""
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    return bytes([*out, value])


def _xz_block(data: bytes) -> tuple[bytes, int]:
    """`data` compressed as one xz block (DATA_XZ, CRC64 check): the block's bytes and its
    unpadded size, taken out of the one-block stream liblzma makes of it."""
    # (a dictionary bigger than the data finds nothing more, and its match finder's tables,
    # made and cleared for every block, cost more than a small file's compression)
    lzma2 = {
        **DATA_XZ[-1],
        "dict_size": min(DATA_DICT, max(1 << 12, 1 << (len(data) - 1).bit_length())),
    }
    filters = [*DATA_XZ[:-1], lzma2]
    stream = lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, filters=filters)
    index = stream[-12 - (int.from_bytes(stream[-8:-4], "little") + 1) * 4 : -12]
    value, shift, numbers = 0, 0, []
    for byte in index[1:]:  # (indicator) records, unpadded and uncompressed size
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            numbers.append(value)
            value = shift = 0
            if len(numbers) == 3:
                break
    records, unpadded, size = numbers
    if records != 1 or size != len(data):
        raise SystemExit("package: liblzma made an xz stream this recipe cannot read")
    return stream[12 : 12 + -(-unpadded // 4) * 4], unpadded


def _kept(cache: Path, recipe: bytes, path: Path, make: Callable[[bytes], bytes]) -> bytes:
    """What `make` makes of the file at `path` (its bytes padded to whole tar blocks), kept in
    `cache` under the SHA-256 of `recipe` (how it is made) and those bytes: read back when kept
    (and marked used, by its mtime), else made and kept (written whole or not at all)."""
    data = path.read_bytes()
    data += tarfile.NUL * (-len(data) % tarfile.BLOCKSIZE)
    entry = cache / hashlib.sha256(recipe + data).hexdigest()
    with contextlib.suppress(OSError):
        made = entry.read_bytes()
        os.utime(entry)
        return made
    made = make(data)
    with contextlib.suppress(OSError):
        partial = entry.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(made)
        os.replace(partial, entry)
    return made


def _tar_xz_blocks(out: Path, members: dict[str, _Member]) -> Path:
    """The tar of `members` as one xz stream of independent blocks (DATA_XZ), as xz -T0 makes
    it, but cut where files begin and end: each file of at least BLOCK_MIN bytes is a block of
    its own, found in the cache by the SHA-256 of its bytes and the filters (the libraries and
    extension modules, nearly all of the package, are the same from one build to the next),
    the headers and smaller files between them are a block compressed anew. The blocks are
    compressed on every core; a kept block is the bytes liblzma makes of the same input."""
    cache = _blocks_cache()
    with contextlib.suppress(OSError):
        cache.mkdir(parents=True, exist_ok=True)
        for old in cache.iterdir():  # (mtime: when it was last used)
            if time.time() - old.stat().st_mtime > BLOCK_DAYS * 86400:
                old.unlink(missing_ok=True)
    recipe = hashlib.sha256(repr(DATA_XZ).encode()).digest()

    def sized_block(data: bytes) -> bytes:
        block, unpadded = _xz_block(data)
        return unpadded.to_bytes(8, "little") + block

    def kept(path: Path) -> tuple[bytes, int]:
        block = _kept(cache, recipe, path, sized_block)
        return block[8:], int.from_bytes(block[:8], "little")

    jobs: list[concurrent.futures.Future[tuple[bytes, int]]] = []
    sizes: list[int] = []
    loose: list[bytes] = []
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as pool:  # liblzma frees the GIL
        for piece in [*_tar(members, BLOCK_MIN), None]:
            if isinstance(piece, bytes):
                loose.append(piece)
                continue
            if loose:
                sizes.append(sum(map(len, loose)))
                jobs.append(pool.submit(_xz_block, b"".join(loose)))
                loose = []
            if piece is not None:
                sizes.append(_padded_size(piece))
                jobs.append(pool.submit(kept, piece))
        blocks = [job.result() for job in jobs]
    flags = b"\x00" + bytes([lzma.CHECK_CRC64])
    index = b"\x00" + _varint(len(blocks))
    index += b"".join(
        _varint(unpadded) + _varint(size) for (_, unpadded), size in zip(blocks, sizes, strict=True)
    )
    index += b"\x00" * (-len(index) % 4)
    index += zlib.crc32(index).to_bytes(4, "little")
    backward = (len(index) // 4 - 1).to_bytes(4, "little")
    with out.open("wb") as f:
        f.write(b"\xfd7zXZ\x00" + flags + zlib.crc32(flags).to_bytes(4, "little"))
        for block, _ in blocks:
            f.write(block)
        f.write(index)
        f.write(zlib.crc32(backward + flags).to_bytes(4, "little") + backward + flags + b"YZ")
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


# The .tar.gz is a series of gzip members (RFC 1952 allows any number; gzip, GNU tar and Python
# read them as one stream), cut like the .deb's xz blocks: each file of at least BLOCK_MIN bytes
# is a member of its own, kept compressed in the recipe's cache by its content, and the tar's
# headers and smaller files between them are compressed anew. The tar inside is the one tarfile
# writes (the same headers and bytes); deflate looks back 32 KiB only, so members cut at files
# lose almost nothing (37.8 MB either way), and a build compresses only the files that changed
# instead of all 92 MB (some 4 s of CPU, and 15-35 s of a busy machine's wall time).
GZIP_LEVEL = 6


def _gzip_member(data: bytes) -> bytes:
    """`data` as one gzip member (no name, no time: the same input gives the same bytes)."""
    packer = zlib.compressobj(GZIP_LEVEL, zlib.DEFLATED, 31)
    return packer.compress(data) + packer.flush()


class _TarPieces(tarfile.TarFile):
    """A tarfile writer whose archive is collected as pieces: bytes (headers, small files,
    padding) and the paths of regular files of at least BLOCK_MIN bytes, whose piece is their
    content and the NULs up to the next 512-byte block (what tarfile would have written)."""

    pieces: list[bytearray | Path]

    def addfile(self, tarinfo: tarfile.TarInfo, fileobj: object = None) -> None:
        name = getattr(fileobj, "name", None)
        if name is None or tarinfo.size < BLOCK_MIN:
            super().addfile(tarinfo, fileobj)  # type: ignore[arg-type]
            return
        header = copy.copy(tarinfo).tobuf(self.format, self.encoding, self.errors)
        self.fileobj.write(header)
        self.pieces.append(Path(name))
        self.offset += len(header) + _padded_size(Path(name))
        self.members.append(tarinfo)  # type: ignore[attr-defined]


class _Loose:
    """The file object _TarPieces writes its bytes into: they join its pieces."""

    def __init__(self, pieces: list[bytearray | Path]) -> None:
        self.pieces = pieces

    def write(self, data: bytes) -> int:
        last = self.pieces[-1] if self.pieces else None
        if isinstance(last, bytearray):
            last += data
        else:
            self.pieces.append(bytearray(data))
        return len(data)

    def tell(self) -> int:
        return 0  # (tarfile asks once, where the archive begins)


def tarball() -> Path:
    started = time.monotonic()
    out = tarball_path()
    out.unlink(missing_ok=True)

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    pieces: list[bytearray | Path] = []
    tar = _TarPieces(fileobj=_Loose(pieces), mode="w")  # type: ignore[arg-type]
    tar.pieces = pieces
    tar.add(FROZEN, arcname="sheetdesk", filter=owned_by_root)
    tar.close()
    cache = _blocks_cache()
    with contextlib.suppress(OSError):
        cache.mkdir(parents=True, exist_ok=True)
    recipe = hashlib.sha256(f"gzip {GZIP_LEVEL}".encode()).digest()

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as pool:  # zlib frees the GIL
        members = [
            pool.submit(_kept, cache, recipe, piece, _gzip_member)
            if isinstance(piece, Path)
            else pool.submit(_gzip_member, bytes(piece))
            for piece in pieces
        ]
        with out.open("wb") as f:
            for member in members:
                f.write(member.result())
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
