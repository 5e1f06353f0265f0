"""Test-wide settings, for tests/ and every game's own tests (sheetdesk/games/<id>/tests/): Qt
runs offscreen, saves and settings go to a temporary folder, the whole run has a home of its own,
so that the user's real home comes out of it unchanged, every test's windows are deleted when it
ends, and the app-wide settings (look, animations, sound, language) are back as the app starts
them after each test. A freed part used by a late call fails the test it came in
(`released.check_freed`, turned on here)."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# A test waiting for what the app does in its own time (a computer's move, a lesson's opening)
# gives up after the project's minute, not pytest-qt's 5 s: with four workers on two cores the
# app can be slower than that while still on its way, and the test would fail for the machine's
# load. (Only the waits that always fail at their end: a signal waited for without raising would
# then wait a minute.)
WAIT_MS = 60_000


def pytest_configure(config: pytest.Config) -> None:
    from pytestqt.qtbot import QtBot

    QtBot.waitUntil.__kwdefaults__["timeout"] = WAIT_MS
    # (in every worker, before any test frees a part: see `_no_freed_part_used`)
    from sheetdesk.ui import released

    released.check_freed()


REAL_HOME = Path(os.path.expanduser("~"))
XDG = {
    "XDG_DATA_HOME": ".local/share",
    "XDG_CONFIG_HOME": ".config",
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}
# Where the programs the tests run write by default: desktop menu entries and icons (Wine's menu
# builder), Wine's default prefix, PyInstaller's cache, the app's own data, settings and cache.
WATCHED = (
    ".local/share/applications",
    ".local/share/icons",
    ".local/share/mime",
    ".local/share/desktop-directories",
    ".config/menus",
    ".wine",
    ".cache/pyinstaller",
    ".cache/sheetdesk-pyinstaller",
    ".local/share/sheetdesk",
    ".config/sheetdesk",
    ".cache/sheetdesk",
)


def _home_snapshot(home: Path) -> dict[str, tuple[int, int]]:
    """The top level of the home (names only) and everything under the watched folders."""
    snapshot = {p.name: (0, 0) for p in home.iterdir()} if home.is_dir() else {}
    for folder in WATCHED:
        for path in (home / folder).rglob("*"):
            status = path.lstat()
            snapshot[str(path.relative_to(home))] = (status.st_size, status.st_mtime_ns)
    return snapshot


@pytest.fixture(scope="session", autouse=True)
def private_home(tmp_path_factory):
    """HOME and the XDG folders of every test, and of every program a test starts, are fresh
    folders of this run; at the end the real home must be as it was (else the run fails)."""
    before = _home_snapshot(REAL_HOME)
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HOME", str(home))
        for variable, folder in XDG.items():
            patch.setenv(variable, str(home / folder))
        yield home
    after = _home_snapshot(REAL_HOME)
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    assert not changed, f"the tests changed the real home {REAL_HOME}: {changed[:20]}"


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A private data folder (saves, quarantine, settings) for one test."""
    monkeypatch.setenv("SHEETDESK_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(autouse=True)
def _app_wide_settings_go_with_their_test(request):
    """After every test, each setting that belongs to the whole application rather than to a
    window is back as the app starts: the look (light colours, no Larger text: apply_style sets
    the app's font, style sheet and the sheets' palette), Animations on, the sound board on at
    its usual volume, and English (its translators and the locale). Left as a test chose them,
    they would hold for every later test of its worker process: larger words laying out their
    windows, frames to wait for or none, a Greek `tr()`. The GUI monkey clicks in the real
    Settings dialog and the language menu, and where its clicks land depends on the machine's
    load, so such a test cannot restore what it does not know it chose. Only what the test
    imported is looked at (a test that never touched Qt imports none of it); the language and
    the look of a test marked `shared_window` stay with the window its fixture keeps (and
    restores): the look put back restyles every widget alive, the kept window's every page.
    Defined before `_windows_go_with_their_test`, this runs after the test's windows are
    deleted: none of them is laid out or retranslated again for nothing."""
    yield
    modules = sys.modules
    shared = request.node.get_closest_marker("shared_window")
    palette = modules.get("sheetdesk.ui.palette")
    if palette is not None and (palette.current() != "light" or palette.larger()) and not shared:
        from PySide6.QtWidgets import QApplication

        from sheetdesk.ui.style import apply_style

        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_style(app)
        else:
            palette.use("light", False)
    motion = modules.get("sheetdesk.ui.sheetkit.motion")
    if motion is not None:
        motion.set_motion("on")
    sound = modules.get("sheetdesk.ui.sound")
    if sound is not None:
        sound.board().configure(True, sound.DEFAULT_VOLUME)
    i18n = modules.get("sheetdesk.ui.i18n")
    if i18n is not None and i18n.installed_language() not in ("", "en") and not shared:
        # (installing English again when it is the language already would make every widget
        # alive retranslate itself, for nothing)
        i18n.Translators().install("en")


WINDOWS_LEFT = pytest.StashKey[list[str]]()
"""The windows a test left alive when its own fixtures were done (`_windows_go_with_their_test`)."""


@pytest.fixture(autouse=True)
def _no_mouse_button_left_down():
    """A test fails that leaves a mouse button down in QTest's own state (a `mouseDClick` without
    its release, a press without one), and the button goes up: every later mouse event of its
    worker would carry it, and a widget that ignores a press while another button is down
    ignored the later tests' clicks (a scroll bar, after the GUI monkey's right double click)."""
    yield
    if "PySide6.QtTest" not in sys.modules:
        return  # (a test that never touched Qt's test tools)
    from tests.mouse_state import release_mouse_buttons

    down = release_mouse_buttons()
    assert not down, f"the test left the mouse's {' and '.join(down)} button down"


def _delete_windows_left() -> list[str]:
    """Close and delete every window alive (a widget without a parent) and name them; what was
    closed and given to deleteLater() goes first (no event loop runs between tests to delete
    it)."""
    if "PySide6.QtWidgets" not in sys.modules:
        return []  # the test never touched Qt's widgets
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return []
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    left = [w for w in app.topLevelWidgets() if w.parent() is None]
    names = [f"{type(w).__name__} {w.objectName() or w.windowTitle()!r}" for w in left]
    for widget in left:  # freed all the same, so that the next tests do not pay for them
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return names


@pytest.fixture(autouse=True)
def _windows_go_with_their_test(request):
    """Every window a test opened is closed and deleted when it ends (else the test fails,
    naming them: `pytest_runtest_teardown`). A window closed but left to a later deletion stays
    alive among the next tests' windows, and each language switch of theirs retranslates it
    too. Tests marked `shared_window` use a window that a fixture keeps for several tests (and
    deletes after)."""
    yield
    if request.node.get_closest_marker("shared_window"):
        return  # its window outlives it on purpose
    request.node.stash[WINDOWS_LEFT] = _delete_windows_left()
    collector = sys.modules.get("sheetdesk.ui.collector")
    if collector is not None and collector.installed():
        # the cycles the test left go here, on this thread, as the app's timer would collect
        # them (a test that spins no event loop gives the timer no chance)
        collector.collect_due()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None):  # type: ignore[no-untyped-def]
    """A test fails if it left a window alive, whenever in its teardown the window came: what
    its fixtures left (`_windows_go_with_their_test`), and what came after them: made by the
    fixtures torn down later (the app-wide settings put back, a module's shared window
    deleted) or by the events pytest-qt processes after every fixture (a timer the test
    started, a posted event). Looked at only here, such a window would be blamed on the next
    test of the worker, one that may open no window at all. A `shared_window` test is looked
    at when its module's last test ends (its fixture's window deleted by then)."""
    try:
        result = yield
    except BaseException:
        _delete_windows_left()  # (the teardown failed already: the next test starts clean)
        raise
    _no_freed_part_used()
    shared = item.get_closest_marker("shared_window") is not None
    if shared and nextitem is not None and nextitem.path == item.path:
        return result
    left = [*item.stash.get(WINDOWS_LEFT, []), *_delete_windows_left()]
    if left:
        pytest.fail(f"windows left alive after the test: {left}", pytrace=False)
    return result


def _no_freed_part_used() -> None:
    """A test fails if a late call used a freed part (`released.check_freed`): a method of a
    game's table or controller, kept by something that outlived it, called after it was freed.
    The error it raised went to Qt's event that made the call, which may print it and go on."""
    released = sys.modules.get("sheetdesk.ui.released")
    if released is not None and released.STALE_USES:
        said = list(dict.fromkeys(released.STALE_USES))
        released.STALE_USES.clear()
        pytest.fail(f"freed parts used by a late call: {said}", pytrace=False)


# --- one game's cases: `pytest tests/... --game ID` ----------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--game",
        default="",
        help="run the shared tests' cases of this game only (a game id: number_rows, say)",
    )


def _game_of(value: object, games: set[str]) -> str | None:
    """The game a test case's parameter names: a game id, or a file named after one (a golden
    game, golden-<id with dashes>-<name>)."""
    if isinstance(value, str) and value in games:
        return value
    name = value.name if isinstance(value, Path) else ""
    for game in games:
        if name.startswith(f"golden-{game.replace('_', '-')}-"):
            return game
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With --game, the cases of the shared tests made for another game are left out (a test
    that is not per game runs as it is)."""
    wanted = config.getoption("--game")
    if not wanted:
        return
    from sheetdesk.core import registry

    games = set(registry.games_by_id())
    if wanted not in games:
        raise pytest.UsageError(f"--game: no game {wanted!r}; there are {', '.join(sorted(games))}")
    kept, left = [], []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        named = {_game_of(value, games) for value in params.values()} - {None}
        (left if named and wanted not in named else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
