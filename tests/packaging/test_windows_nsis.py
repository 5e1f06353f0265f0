"""The Windows installer script (packaging/windows/sheetdesk.nsi), read as text, and the Wine
session's environment: fast checks that need no Wine (the Wine smoke test is
tests/packaging/test_windows.py)."""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NSI = (ROOT / "packaging" / "windows" / "sheetdesk.nsi").read_text(encoding="utf-8")
LANGUAGES = ("ENGLISH", "GREEK", "POLISH")


def _packaging(file: str, name: str) -> Any:
    """packaging/windows/`file`, loaded as the module `name` (it is no package's)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / "windows" / file)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_installer_texts_in_english_greek_and_polish():
    for language in ("English", "Greek", "Polish"):
        assert f'!insertmacro MUI_LANGUAGE "{language}"' in NSI
    strings: dict[str, set[str]] = {}
    for name, language, text in re.findall(
        r'^LangString (\w+) \$\{LANG_(\w+)\} "(.+)"$', NSI, re.M
    ):
        assert text.strip(), name
        strings.setdefault(name, set()).add(language)
    assert strings
    for name, languages in strings.items():
        assert languages == set(LANGUAGES), name
    for used in re.findall(r"\$\((\w+)\)", NSI):
        assert used in strings, used


def test_per_user_x64_installer():
    assert re.search(r"^Target amd64-unicode$", NSI, re.M)
    assert re.search(r"^RequestExecutionLevel user$", NSI, re.M)
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP}"' in NSI
    assert '"$INSTDIR\\pythonw.exe" -m sheetdesk "%1"' in NSI


def test_uninstaller_never_touches_the_saves():
    uninstall = NSI[NSI.index('Section "Uninstall"') :]
    # saves live in %LOCALAPPDATA%\sheetdesk (platformdirs); the program in ...\Programs\sheetdesk
    assert "$LOCALAPPDATA" not in uninstall
    assert 'RMDir /r "$INSTDIR"' not in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall  # only when empty


def test_wine_sessions_keep_out_of_the_users_home(tmp_path):
    """Wine's menu builder would put menu entries, icons and MIME types for everything installed
    into ~/.local/share and ~/.config/menus: it is off, and HOME and XDG point into the session."""
    module = _packaging("wine_session.py", "sheetdesk_wine_session_env")
    session = module.WineSession(tmp_path / "wine")
    env = session.env()
    assert "winemenubuilder.exe=d" in env["WINEDLLOVERRIDES"].split(";")
    for variable in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "WINEPREFIX"):
        assert Path(env[variable]).is_relative_to(tmp_path / "wine"), variable


def test_the_runtime_installer_is_x64_per_user_silent_and_run_into_the_install_folder():
    runtime = (ROOT / "packaging" / "windows" / "runtime.nsi").read_text(encoding="utf-8")
    assert re.search(r"^Target amd64-unicode$", runtime, re.M)
    assert re.search(r"^RequestExecutionLevel user$", runtime, re.M)
    assert re.search(r"^SilentInstall silent$", runtime, re.M)
    assert "WriteUninstaller" not in runtime  # sheetdesk.nsi's uninstaller removes its files
    assert "ExecWait '\"$PLUGINSDIR\\runtime.exe\" /S /D=$INSTDIR' $0" in NSI
    assert 'Abort "$(RuntimeFailed)"' in NSI


def test_the_kept_runtime_installer_is_keyed_by_every_file_path_and_content(tmp_path):
    """The build reuses a runtime installer only for the same files: any changed, added,
    removed or renamed file or folder, or another runtime.nsi or makensis, is another key."""
    build = _packaging("build.py", "sheetdesk_windows_build_key")
    tree = tmp_path / "runtime"
    (tree / "Lib" / "site-packages" / "PySide6").mkdir(parents=True)
    dll = tree / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
    dll.write_bytes(b"MZ" + bytes(1000))
    (tree / "python313.dll").write_bytes(b"MZ python")
    keys = [build.content_key(tree, b"v3.08\0nsi")]
    assert build.content_key(tree, b"v3.08\0nsi") == keys[0]
    keys.append(build.content_key(tree, b"v3.09\0nsi"))
    os.utime(dll, (0, 0))
    assert build.content_key(tree, b"v3.08\0nsi") == keys[0]  # times are not content
    dll.write_bytes(b"MZ" + bytes(999) + b"\1")
    keys.append(build.content_key(tree, b"v3.08\0nsi"))
    dll.rename(dll.with_name("Qt6Gui.dll"))
    keys.append(build.content_key(tree, b"v3.08\0nsi"))
    (tree / "Lib" / "empty").mkdir()
    keys.append(build.content_key(tree, b"v3.08\0nsi"))
    (tree / "python313.dll").unlink()
    keys.append(build.content_key(tree, b"v3.08\0nsi"))
    assert len(set(keys)) == len(keys), keys


FAKE_MAKENSIS = """\
import sys
from pathlib import Path

with open(sys.argv[0] + ".calls", "a") as calls:
    calls.write(" ".join(sys.argv[1:]) + "\\n")
if "-VERSION" in sys.argv:
    print("v3.08")
    sys.exit(0)
if "-HDRINFO" in sys.argv:  # its folders: beside it, as a test makes them
    share = Path(sys.argv[0]).parent.parent
    print("Size of each page is 64 bytes.")
    print()
    print(f"Defined symbols: NSIS_UNICODE,NSISDIR={share / 'nsis'},PREFIX_CONF={share / 'etc'}")
    sys.exit(0)
out = next(a.removeprefix("-DOUTFILE=") for a in sys.argv if a.startswith("-DOUTFILE="))
Path(out).write_bytes(b"MZ" + bytes(range(256)) * 64)  # (a whole installer: 16 KiB)
"""


def _stand_in_makensis(tmp_path: Path, monkeypatch: Any) -> Path:
    """FAKE_MAKENSIS as `makensis` in tmp_path/bin, first on PATH; its path."""
    import stat
    import sys

    tools = tmp_path / "bin"
    tools.mkdir()
    makensis = tools / "makensis"
    makensis.write_text(f"#!{sys.executable}\n{FAKE_MAKENSIS}")
    makensis.chmod(makensis.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    return makensis


def test_a_cached_runtime_installer_that_is_not_whole_is_made_again(tmp_path, monkeypatch):
    """The runtime installer kept in the cache is used only when it is whole: one cut short (a
    build killed while it was written, a crash before it reached the disk), damaged, or without
    the SHA-256 recorded when it was made is made again (makensis is a stand-in here). The
    unfinished file of a build killed long ago is removed."""
    import time

    build = _packaging("build.py", "sheetdesk_windows_build_cache")
    tools = _stand_in_makensis(tmp_path, monkeypatch).parent
    for name, folder in (("CACHE", "cache"), ("BUILD", "build"), ("STAGE", "build/stage")):
        monkeypatch.setattr(build, name, tmp_path / folder)
    (build.STAGE / "Lib").mkdir(parents=True)
    (build.STAGE / "python313.dll").write_bytes(b"MZ python")
    (build.STAGE / "sheetdesk.ico").write_bytes(b"icon")  # (an app part: not in the runtime)

    def made() -> int:  # how many times makensis has made the runtime installer
        calls = (tools / "makensis.calls").read_text().splitlines()
        return sum("-DOUTFILE=" in call for call in calls)

    out = build.runtime_installer("1.0")
    whole = out.read_bytes()
    assert made() == 1 and out.parent == build.CACHE
    assert build.runtime_installer("1.0") == out and made() == 1  # (kept: used again)
    damages = {
        "cut short": lambda: out.write_bytes(whole[: len(whole) // 2]),
        "empty": lambda: out.write_bytes(b""),
        "damaged": lambda: out.write_bytes(whole[:100] + b"\xff" + whole[101:]),
        "no record": lambda: out.with_name(out.name + ".sha256").unlink(),
        "a damaged record": lambda: out.with_name(out.name + ".sha256").write_bytes(b"\xff\0"),
    }
    for count, (damage, do) in enumerate(damages.items(), start=2):
        do()
        assert build.runtime_installer("1.0") == out
        assert made() == count, damage
        assert out.read_bytes() == whole, damage
    killed = build.CACHE / f"{out.name}.4242.part"
    killed.write_bytes(whole[:10])
    os.utime(killed, (time.time() - 7200, time.time() - 7200))
    (build.STAGE / "python313.dll").write_bytes(b"MZ python, another")  # another key
    assert build.runtime_installer("1.0") != out
    assert not killed.exists()
    assert sorted(p.name for p in build.CACHE.iterdir() if p.name.endswith(".part")) == []


def test_the_kept_runtime_installer_is_keyed_by_makensis_and_all_it_builds_from(
    tmp_path, monkeypatch
):
    """Another makensis program, another stub or plug-in under its NSISDIR (nsis-common's,
    updated apart from makensis, whose version stays), another nsisconf.nsh, or NSISDIR set
    to another folder, is another key; the same tools give the same key (makensis is a
    stand-in here, answering -VERSION and -HDRINFO as the real one does)."""
    build = _packaging("build.py", "sheetdesk_windows_build_tools")
    makensis = _stand_in_makensis(tmp_path, monkeypatch)
    monkeypatch.delenv("NSISDIR", raising=False)
    monkeypatch.delenv("NSISCONFDIR", raising=False)
    stubs = tmp_path / "nsis" / "Stubs"
    stubs.mkdir(parents=True)
    stub = stubs / "lzma_solid-amd64-unicode"
    stub.write_bytes(b"MZ stub 3.08-3")
    (tmp_path / "etc").mkdir()
    conf = tmp_path / "etc" / "nsisconf.nsh"
    conf.write_text("; nothing\n")
    keys = [build.runtime_extra()]
    assert build.runtime_extra() == keys[0]
    stub.write_bytes(b"MZ stub 3.08-3+deb12u1")  # the stubs' package updated alone
    keys.append(build.runtime_extra())
    plugins = tmp_path / "nsis" / "Plugins" / "amd64-unicode"
    plugins.mkdir(parents=True)
    (plugins / "System.dll").write_bytes(b"MZ plug-in")
    keys.append(build.runtime_extra())
    conf.write_text("SetCompressor zlib\n")
    keys.append(build.runtime_extra())
    other = tmp_path / "other-nsis"
    (other / "Stubs").mkdir(parents=True)
    (other / "Stubs" / stub.name).write_bytes(stub.read_bytes())
    monkeypatch.setenv("NSISDIR", str(other))  # (makensis takes its stubs from there then)
    keys.append(build.runtime_extra())
    monkeypatch.delenv("NSISDIR")
    assert build.runtime_extra() == keys[-2]
    makensis.write_text(makensis.read_text() + "# another build of makensis\n")
    keys.append(build.runtime_extra())
    assert len(set(keys)) == len(keys)


def test_the_kept_runtime_installer_is_found_again_from_another_home(tmp_path, monkeypatch):
    """Every test run has a new home folder (conftest.py): the runtime installer's key is the
    same from any home with the same ~/.nsisconf.nsh (or none), so the next run uses the kept
    one; another ~/.nsisconf.nsh is another key (makensis is a stand-in here)."""
    build = _packaging("build.py", "sheetdesk_windows_build_home")
    _stand_in_makensis(tmp_path, monkeypatch)
    monkeypatch.delenv("NSISDIR", raising=False)
    monkeypatch.delenv("NSISCONFDIR", raising=False)
    homes = [tmp_path / "run-1" / "home", tmp_path / "run-2" / "home"]
    keys = []
    for home in homes:
        home.mkdir(parents=True)
        monkeypatch.setenv("HOME", str(home))
        keys.append(build.runtime_extra())
    assert keys[0] == keys[1]
    for home in homes:
        (home / ".nsisconf.nsh").write_text("SetCompressor zlib\n")
        monkeypatch.setenv("HOME", str(home))
        keys.append(build.runtime_extra())
    assert keys[2] == keys[3] != keys[0]
