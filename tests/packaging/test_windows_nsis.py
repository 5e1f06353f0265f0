"""The Windows installer script (packaging/windows/sheetdesk.nsi), read as text, and the Wine
session's environment: fast checks that need no Wine (the Wine smoke test is
tests/packaging/test_windows.py)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NSI = (ROOT / "packaging" / "windows" / "sheetdesk.nsi").read_text(encoding="utf-8")
LANGUAGES = ("ENGLISH", "GREEK", "POLISH")


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
    path = ROOT / "packaging" / "windows" / "wine_session.py"
    spec = importlib.util.spec_from_file_location("sheetdesk_wine_session_env", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    session = module.WineSession(tmp_path / "wine")
    env = session.env()
    assert "winemenubuilder.exe=d" in env["WINEDLLOVERRIDES"].split(";")
    for variable in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "WINEPREFIX"):
        assert Path(env[variable]).is_relative_to(tmp_path / "wine"), variable
