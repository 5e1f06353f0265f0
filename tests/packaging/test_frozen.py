"""The frozen app (PyInstaller, one folder): built by packaging/build.py, it passes its own
--self-test, holds every part it needs and none of the big parts it does not use, and behaves
with bad input (a broken save double-clicked, a second instance on an open match).

Marked `packaging`: the first test of a run builds dist/ (about 2 minutes; later runs reuse dist/
when its inputs did not change). Deselect with `-m "not packaging"`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

import sheetdesk.games
from sheetdesk.core import registry
from sheetdesk.devtools import golden

ROOT = Path(__file__).resolve().parents[2]
FROZEN = ROOT / "dist" / "sheetdesk"
INTERNAL = FROZEN / "_internal"
QT = INTERNAL / "PySide6" / "Qt"
SIZE_LIMIT = 100_000_000  # bytes (the budget for the frozen folder)
ICU_DATA_LIMIT = 6_000_000  # bytes: ICU's data cut down to what Qt reads (32 MB in full)

# One worker of a parallel run takes test_frozen and test_deb: the first test builds dist/
# (session fixture `built`, conftest.py) for the others (see test_deb.py).
pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux builds only"),
    pytest.mark.xdist_group("build-and-chroots"),
]

# Everything the app needs at run time, relative to dist/sheetdesk/_internal (a missing one
# means the spec's slimming went too far).
_KEEPING, _GOLDEN = golden.declared()[0]  # a game's own data: the first golden game declared
REQUIRED = [
    f"{_KEEPING.package.replace('.', '/')}/golden/{golden.match_id(_KEEPING, _GOLDEN)}.sheetdesk",
    "sheetdesk/resources/translations/sheetdesk_el.qm",
    "sheetdesk/resources/translations/sheetdesk_pl.qm",
    "sheetdesk/resources/fonts/NotoSans-Regular.ttf",
    "sheetdesk/resources/fonts/NotoSans-Bold.ttf",
    "sheetdesk/resources/fonts/OFL.txt",
    "sheetdesk/resources/fonts/NotoEmoji-VariableFont_wght.ttf",  # (emoji in names)
    "sheetdesk/resources/controls/tick-disabled.png",  # (high contrast's disabled check boxes)
    "sheetdesk/resources/controls/dot-disabled.png",
    "sheetdesk/resources/icons/sheetdesk.svg",
    "sheetdesk/resources/icons/sheetdesk-256.png",
    "PySide6/Qt/translations/qtbase_pl.qm",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforms/libqminimal.so",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Gui.so.6",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6XcbQpa.so.6",
    "PySide6/QtWidgets.abi3.so",
    # printing (Game -> Print... -> Print...): the self-test makes a QPrinter with them
    "PySide6/QtPrintSupport.abi3.so",
    "PySide6/Qt/lib/libQt6PrintSupport.so.6",
    "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
    "PySide6/Qt/lib/libicudata.so.73",
    "python3.11/lib-dynload/_blake2.cpython-311-x86_64-linux-gnu.so",
    # the sounds (ui/sound.py): the files, their licence, miniaudio and cffi's back end
    "sheetdesk/resources/sounds/dice.wav",
    "sheetdesk/resources/sounds/fanfare.wav",
    "sheetdesk/resources/sounds/LICENSE",
    "_miniaudio.abi3.so",
    "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
]
# (any game would do: the registry's first)
# A headless command a family's installation keeps: the figures of one game's finished games.
HEADLESS_STATS = ("stats", "--game", registry.GAMES[0].id)
# Big parts the app does not use: they must stay out.
FORBIDDEN_PARTS = ("Quick", "Qml", "WebEngine", "Pdf", "3D", "Network", "VirtualKeyboard")
# OpenSSL: no network, and blake2b (the only hash the app uses) never comes from it. CUPS and
# D-Bus: the system's (the .deb depends on libcups2 and libdbus-1-3), not copies with the
# libraries behind them.
FORBIDDEN_FILES = (
    "_hashlib", "_ssl", "libcrypto", "libssl",
    "libcups.so", "libgnutls", "libavahi", "libkrb5", "libdbus-1", "libsystemd", "libgcrypt",
    "libmvec",  # glibc's, as the rest of glibc: the system's
    # the system's (the .deb depends on their packages), and what only they needed
    "libX11", "libxcb", "libxkbcommon", "libglib-2.0", "libgthread-2.0", "libfontconfig",
    "libfreetype", "libpcre2", "libexpat", "libpng16", "libbrotli",
    # Chinese, Japanese and Korean codecs, ctypes, bz2 and lzma: never used
    "_codecs_", "_multibytecodec", "_ctypes", "libffi", "_bz2", "libbz2", "_lzma", "liblzma",
)  # fmt: skip
# Python modules the app never imports: they must stay out of the executable's archive (PYZ).
FORBIDDEN_MODULES = (
    "pydantic.v1", "pydantic.mypy", "pydantic.experimental", "pydantic.deprecated",
    "pydantic.color", "pydantic.networks", "urllib.request", "ftplib", "tarfile", "gzip",
    "bz2", "lzma", "_pydecimal", "ctypes", "sheetdesk.devtools",
)  # fmt: skip


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", SHEETDESK_DATA_DIR=str(tmp_path / "data"))
    return env


def _frozen(built: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The frozen app run with `args`, offscreen, its data in `tmp_path`."""
    return subprocess.run(
        [str(built / "sheetdesk"), *args],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_frozen_self_test_passes(built, tmp_path):
    done = _frozen(built, tmp_path, "--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    checks = ("golden game", "el translation", "pl translation", "Qt's Polish", "font", "0.")
    for check in (*checks, "sort Polish and capitalise Greek (ICU)"):
        assert check in done.stdout, done.stdout
    assert "FAIL" not in done.stdout
    assert "self-test passed" in done.stdout
    # the frozen registry found the games in the bundle's archive, and the self-test imported
    # the same modules as from the source tree (both by discovery, no hand-kept list)
    ids = ", ".join(game.id for game in registry.GAMES)
    modules = len(sheetdesk.games.import_all())
    assert f"ok   import every game ({ids}; {modules} modules)" in done.stdout, done.stdout


def test_frozen_app_has_no_development_commands(built, tmp_path):
    """simulate and soak are development tools (sheetdesk/devtools, left out of the bundle): the
    frozen app says so plainly rather than failing on an import."""
    done = _frozen(built, tmp_path, "simulate", "--game", registry.GAMES[0].id, "--players", "2")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "a development command, not part of this build" in done.stderr
    assert "Traceback" not in done.stderr


def test_frozen_stats_prints_its_figures(built, tmp_path):
    done = _frozen(built, tmp_path, *HEADLESS_STATS)
    assert done.returncode == 0, done.stderr
    assert '"games": 0' in done.stdout


def _loaded(built: Path, tmp_path: Path, *args: str) -> list[str]:
    """The names of the libraries and extension modules the frozen app loads, in the order it
    loads them (as glibc's dynamic loader lists them: LD_DEBUG=files)."""
    env = {**_env(tmp_path), "LD_DEBUG": "files"}
    done = subprocess.run(
        [str(built / "sheetdesk"), *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    names: list[str] = []
    for line in done.stderr.splitlines():
        if "file=" in line and ("needed by" in line or "dynamically loaded by" in line):
            name = Path(line.split("file=", 1)[1].split(" [", 1)[0]).name
            if name not in names:
                names.append(name)
    return names


def test_frozen_app_loads_qt_only_when_its_window_starts(built, tmp_path):
    """PySide6 watches every import after its own, so the window's Qt-free modules (pydantic)
    come before Qt in the frozen app as they do from source; a headless command loads no Qt."""
    start = _loaded(built, tmp_path, "--quit-after-first-paint")
    pydantic = next(i for i, name in enumerate(start) if name.startswith("_pydantic_core"))
    assert pydantic < start.index("QtCore.abi3.so")
    headless = _loaded(built, tmp_path, *HEADLESS_STATS)
    assert [name for name in headless if "Qt" in name] == []


def test_frozen_app_without_a_display_says_so(built, tmp_path):
    """Started from a terminal with no display (ssh, a server): a plain message naming the
    headless ways, not Qt's abort about xcb libraries."""
    env = _env(tmp_path)
    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(variable, None)
    done = subprocess.run(
        [str(built / "sheetdesk")], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert "no display found" in done.stderr, done.stderr
    assert "sheetdesk --self-test" in done.stderr and "xcb" not in done.stderr


def test_bundle_holds_every_needed_part(built):
    assert os.access(built / "sheetdesk", os.X_OK)
    missing = [part for part in REQUIRED if not (INTERNAL / part).exists()]
    assert not missing, f"left out of the bundle: {missing}"
    # package metadata: the version shown in About (dist-info, or egg-info from an editable install)
    assert any(INTERNAL.glob("sheetdesk*.*-info")), "package metadata (the version) is missing"


def test_bundle_leaves_out_what_the_app_does_not_use(built):
    names = [p.relative_to(INTERNAL).as_posix() for p in INTERNAL.rglob("*")]
    unwanted = [n for n in names if any(part in Path(n).name for part in FORBIDDEN_PARTS)]
    assert not unwanted, unwanted
    unused = [n for n in names if Path(n).name.startswith(FORBIDDEN_FILES)]
    assert not unused, unused
    assert not (QT / "plugins" / "imageformats").exists()
    assert not (QT / "plugins" / "platformthemes").exists()
    assert sorted(p.name for p in (QT / "translations").iterdir()) == ["qtbase_pl.qm"]
    assert not [n for n in names if n.endswith(".ts")]


def test_bundle_archive_leaves_out_modules_the_app_does_not_use(built):
    from PyInstaller.archive.readers import CArchiveReader

    modules = set(CArchiveReader(str(built / "sheetdesk")).open_embedded_archive("PYZ.pyz").toc)
    assert {"pydantic.main", "urllib.parse", "decimal", "zipfile"} <= modules
    unused = [m for m in modules if any(m == p or m.startswith(f"{p}.") for p in FORBIDDEN_MODULES)]
    assert not unused, sorted(unused)


def test_bundle_is_stripped_and_within_its_size(built):
    size = sum(p.lstat().st_size for p in built.rglob("*"))
    assert size <= SIZE_LIMIT, f"frozen folder is {size / 1e6:.1f} MB"
    if shutil.which("file"):
        out = subprocess.run(
            ["file", str(INTERNAL / "libpython3.11.so.1.0"), str(QT / "lib/libQt6Gui.so.6")],
            capture_output=True,
            text=True,
        ).stdout
        assert "not stripped" not in out, out


def test_bundle_carries_icu_data_for_its_languages_only(built):
    """Qt's ICU data library holds the collation root and the English, Greek and Polish data,
    not the break iterators, legacy character sets or other languages (packaging/icu_data.py;
    the self-test sorts Polish and capitalises Greek with it)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import icu_data

    library = QT / "lib" / "libicudata.so.73"
    assert library.stat().st_size <= ICU_DATA_LIMIT, f"{library.stat().st_size / 1e6:.1f} MB"
    _, data = icu_data._elf_symbol(library.read_bytes())
    names = {name.split("/", 1)[1] for name, _ in icu_data.items(data)[1]}
    for needed in ("coll/ucadata.icu", "coll/root.res", "coll/el.res", "coll/pl.res", "root.res"):
        assert needed in names, needed
    for needed in ("el.res", "pl.res", "en.res", "zoneinfo64.res", "cnvalias.icu", "pool.res"):
        assert needed in names, needed
    assert not [n for n in names if n.startswith(("brkitr/", "translit/")) or n.endswith(".cnv")]
    assert not {"coll/zh.res", "de.res", "zone/ja.res"} & names


def _start(built: Path, tmp_path: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [str(built / "sheetdesk"), *args],
        cwd=tmp_path,
        env=_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
    process.wait(timeout=10)


def test_double_clicked_bad_save_is_left_as_it_was(built, tmp_path):
    """A file manager runs `sheetdesk %f`: the app starts, says the file cannot be opened (the
    same message as inside the app: tests/ui cover its text) and neither moves nor changes it."""
    bad = tmp_path / "downloads" / "broken.sheetdesk"
    bad.parent.mkdir()
    content = b'{"format": "sheetdesk-save", "format_version": 1, "log": [tru'
    bad.write_bytes(content)
    process = _start(built, tmp_path, str(bad))
    try:
        time.sleep(3)
        assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
    finally:
        _stop(process)
    assert bad.read_bytes() == content
    quarantine = tmp_path / "data" / "quarantine"
    assert not quarantine.exists() or not any(quarantine.iterdir())


def test_second_instance_cannot_write_a_match_open_in_the_first(built, tmp_path):
    sys.path.insert(0, str(ROOT))
    from sheetdesk.core.savefile import MatchLock

    save = tmp_path / "data" / "saves" / "match.sheetdesk"
    save.parent.mkdir(parents=True)
    shutil.copyfile(ROOT / "tests" / "fixtures" / "saves" / "v1.sheetdesk", save)
    before = save.read_bytes()
    process = _start(built, tmp_path, str(save))
    lock_file = save.with_name(save.name + ".lock")
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not lock_file.exists():
            assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
            time.sleep(0.1)
        time.sleep(0.5)
        assert lock_file.exists(), "the frozen app did not lock the open match"
        second = MatchLock(save)
        assert second.acquire() is False, "a second instance could write the open match"
    finally:
        _stop(process)
    assert second.acquire() is True  # the lock dies with the process
    second.release()
    assert save.stat().st_size > 0 and save.read_bytes()[:1] == before[:1]
