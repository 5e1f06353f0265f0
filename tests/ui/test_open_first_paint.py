"""`sheetdesk --open FILE --quit-after-first-paint`: the save is opened before the first paint, and
FIRST_FRAME comes after the page the game opens on has painted (the hand-over page when several
humans share the laptop, the table when one human plays), never the start page. The table that
the hand-over page hides is built right after that page has painted."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from sheetdesk.core import registry, savefile
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from tests.child import run_python

WAIT_MS = 60_000  # (a wait ends on what it waits for: the timeout is for a loaded machine)

ENTRY = registry.GAMES[0]  # (any game would do)


def _save(players: list[Player], actions: int = 30) -> Path:
    session = Session.new(ENTRY.rules(), players, {}, 31)
    bot = ENTRY.bot()
    for step in range(actions):
        seat = session.acting_seat()
        assert seat is not None
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(step)))
    return savefile.write(session)


def _open(path: Path, data_dir: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return run_python(data_dir, "-m", "sheetdesk", "--open", str(path), "--quit-after-first-paint")


def _stamps(text: str, key: str) -> list[float]:
    return [float(line.split()[1]) for line in text.splitlines() if line.startswith(key + " ")]


@pytest.mark.parametrize(
    ("players", "page"),
    [
        ([Player("Ana"), Player("Ben"), Player("Cy")], "handover"),
        ([Player("Ana"), Player("Bot", "bot", ENTRY.bots[0])], "table"),
    ],
)
def test_open_then_first_frame_after_the_games_page(data_dir, players, page):
    path = _save(players)
    done = _open(path, data_dir)
    assert done.returncode == 0, done.stderr
    frames = _stamps(done.stdout, "FIRST_FRAME")
    assert len(frames) == 1, done.stdout
    assert f"first paint: page={page}" in done.stderr.splitlines(), done.stderr
    ready = _stamps(done.stderr, "TABLE_READY")
    assert len(ready) == 1 and ready[0] >= frames[0]
    # the game was opened from the saves folder itself: the same file, nothing lost
    assert savefile.load(path).cursor == 30


def test_quit_after_first_paint_without_a_file_still_paints_the_start_page(data_dir):
    done = run_python(data_dir, "-m", "sheetdesk", "--quit-after-first-paint")
    assert done.returncode == 0, done.stderr
    assert len(_stamps(done.stdout, "FIRST_FRAME")) == 1
    assert "first paint: page=start" in done.stderr.splitlines()
    assert not _stamps(done.stderr, "TABLE_READY")


def test_opening_at_start_builds_the_table_after_the_handover_page_painted(
    qtbot, data_dir, monkeypatch
):
    """In process: open_at_start before show(); the first page painted is the hand-over page
    (from a glance at the save: no game opened yet), the game is opened and its table built
    only after it, with nothing secret drawn; the page chimes once."""
    from sheetdesk.ui import handover_page
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    chimes: list[str] = []
    monkeypatch.setattr(handover_page.sound, "play", chimes.append)
    path = _save([Player("Ana"), Player("Ben")])
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    assert window.open_at_start(path)
    assert window.current_page_name() == "handover"
    assert window.controller is None and "table" not in window._pages
    named = window.page("handover").player
    painted: list[str] = []
    window.first_paint.painted.connect(lambda: painted.append(window.current_page_name()))
    window.show()
    qtbot.waitUntil(lambda: bool(painted), timeout=WAIT_MS)
    assert painted == ["handover"]
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.page_built, timeout=WAIT_MS
    )
    # the glance named the player the game itself hands the laptop to
    assert window.session.players[window.controller.waiting_for].name == named
    assert window.current_page_name() == "handover" and chimes == ["chime"]
    table = window.page("table").table
    assert table._viewer is None
    session = window.session
    assert table._view == session.rules.view(session.state, None)  # what everyone may see
    window.close_game()


def test_a_resumed_games_first_paint_builds_no_start_page(qtbot, data_dir):
    """The start page is built when first needed: a game opened at start paints its hand-over
    page without it, and the start page is there, working, once the game is left."""
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    path = _save([Player("Ana"), Player("Ben"), Player("Cy")])
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    assert window.open_at_start(path)
    stack = window.stack
    built: list[list[str]] = []
    window.first_paint.painted.connect(
        lambda: built.append([type(stack.widget(i)).__name__ for i in range(stack.count())])
    )
    window.show()
    qtbot.waitUntil(lambda: bool(built), timeout=WAIT_MS)
    assert built == [["HandoverPage"]]
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.page_built, timeout=WAIT_MS
    )
    window.page("table").leave_requested.emit()  # as the table's Leave button asks
    assert window.current_page_name() == "start"
    assert window.stack.currentWidget() is window.start_page and window.start_page.isVisible()


def test_a_bad_file_at_start_shows_the_start_page_and_a_message(qtbot, data_dir, monkeypatch):
    from sheetdesk.ui import dialogs
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    shown: list[str] = []
    monkeypatch.setattr(dialogs, "inform", lambda parent, title, text, **kw: shown.append(title))
    bad = data_dir.parent / "bad.sheetdesk"
    bad.write_text("not a save")
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    assert not window.open_at_start(bad)
    assert shown == []  # the message waits for the window
    window.show()
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT_MS)
    assert window.current_page_name() == "start"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_open_of_a_fifo_paints_the_start_page_at_once(data_dir, tmp_path):
    """(Reading a FIFO waits for a writer: the app must refuse it before it reads.)"""
    fifo = tmp_path / "pipe.sheetdesk"
    os.mkfifo(fifo)
    done = _open(fifo, data_dir)
    assert done.returncode == 0, done.stderr
    assert _stamps(done.stdout, "FIRST_FRAME")
    assert "first paint: page=start" in done.stderr


_HISTORY_AT_FIRST_PAINT = """
import io, json, os, sys
from pathlib import Path
from sheetdesk.__main__ import main

data = Path(os.environ["SHEETDESK_DATA_DIR"])
seen = {}
out = sys.stdout

class Watch(io.TextIOBase):
    def write(self, text):
        if text.startswith("FIRST_FRAME") and not seen:
            seen["imported"] = "sheetdesk.core.history" in sys.modules
            kept = data / "history.sqlite"
            seen["bytes"] = kept.read_bytes().decode("ascii", "replace") if kept.exists() else None
            seen["files"] = sorted(p.name for p in data.glob("history*"))
        return out.write(text)

sys.stdout = Watch()
main(["--quit-after-first-paint"])
sys.stdout = out
print("SEEN", json.dumps(seen))
"""


def test_the_start_page_paints_without_the_players_database(data_dir: Path) -> None:
    """The start must not wait for the history: up to the first paint the database is neither
    imported nor opened (a damaged one is still where it was, unmoved). (What is looked at is
    looked at when the first paint is told of: what the app does with the history once the page
    is up is not this test's business.)"""
    data_dir.mkdir(parents=True, exist_ok=True)
    damaged = b"not a database" * 10
    (data_dir / "history.sqlite").write_bytes(damaged)
    done = run_python(data_dir, "-c", _HISTORY_AT_FIRST_PAINT)
    assert done.returncode == 0, done.stderr
    assert "first paint: page=start" in done.stderr.splitlines(), done.stderr
    seen = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    assert len(seen) == 1, done.stdout + done.stderr
    assert json.loads(seen[0].split(" ", 1)[1]) == {
        "imported": False,
        "bytes": damaged.decode("ascii"),
        "files": ["history.sqlite"],
    }


_AT_FIRST_PAINT = """
import argparse, io, json, sys
from sheetdesk.__main__ import main

LATER = ("importlib.metadata", "sheetdesk.ui.dialogs", "sheetdesk.core.savefile",
         "sheetdesk.core.session", "sheetdesk.ui.controller", "sheetdesk.ui.sheetkit",
         "sheetdesk.core.history_records",  # (the list's records: a player's is apart)
         "sheetdesk.core.protocol",  # (the game contract: a game's INFO is apart from it)
         "sqlite3")  # (the players' looks are read from their file)

parsers = []
make_parser = argparse.ArgumentParser.__init__

def counted(self, *args, **kwargs):
    parsers.append(kwargs.get("prog", ""))
    make_parser(self, *args, **kwargs)

argparse.ArgumentParser.__init__ = counted
seen = {}
out = sys.stdout

class Watch(io.TextIOBase):
    def write(self, text):
        if text.startswith("FIRST_FRAME") and not seen:
            widgets = sys.modules["PySide6.QtWidgets"].__dict__
            seen["parsers"] = list(parsers)
            seen["modules"] = [name for name in LATER if name in sys.modules]
            gui = sys.modules["PySide6.QtGui"].__dict__
            seen["classes"] = [name for name in ("QMessageBox", "QFileDialog", "QTableWidget",
                                                      "QLineEdit", "QComboBox", "QTextEdit")
                               if name in widgets] + [name for name in ("QLinearGradient",)
                                                      if name in gui]  # (a scroll fade's)
            # the hand-over page's symbol, as painted: whether it shows a picture
            seen["symbol"] = [not w.pixmap().isNull() for w in widgets["QApplication"].allWidgets()
                              if w.objectName() == "handover_symbol" and w.isVisible()]
        return out.write(text)

sys.stdout = Watch()
main(sys.argv[1:])
sys.stdout = out
print("SEEN", json.dumps(seen))
"""


def _seen_at_first_paint(data_dir: Path, *argv: str) -> dict[str, list[str]]:
    done = run_python(data_dir, "-c", _AT_FIRST_PAINT, *argv, "--quit-after-first-paint")
    assert done.returncode == 0, done.stderr
    seen = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    assert len(seen) == 1, done.stdout + done.stderr
    return {"page": [done.stderr], **json.loads(seen[0].split(" ", 1)[1])}


def test_the_start_page_paints_before_what_only_later_pages_need(data_dir: Path) -> None:
    """Up to the first paint of the start page: no argument parser is built for a start as the
    desktop makes it, pydantic's plugin loader does not import importlib.metadata, and neither
    the message boxes, the list pages' table nor the text fields are loaded (PySide6 builds a
    Qt class, with all its enums, when Python first names it)."""
    seen = _seen_at_first_paint(data_dir)
    assert "first paint: page=start" in seen.pop("page")[0].splitlines()
    assert seen == {"parsers": [], "modules": [], "classes": [], "symbol": []}


@pytest.mark.parametrize("remembered", [False, True], ids=["new players", "remembered players"])
def test_a_game_opened_at_start_paints_without_an_argument_parser(
    data_dir: Path, remembered: bool
) -> None:
    players = [Player("Ana"), Player("Ben"), Player("Cy")]
    if remembered:
        from sheetdesk.core.history import History

        with History() as history:
            history.remember_table([player.name for player in players])
    path = _save(players)
    seen = _seen_at_first_paint(data_dir, "--open", str(path))
    assert "first paint: page=handover" in seen["page"][0].splitlines()
    assert seen["parsers"] == []
    # the hand-over page is painted from a glance at the save: neither the save file's models,
    # nor the session (its log is replayed after the paint), nor the game's controller, nor the
    # sheet kit, nor the game contract (the page's words on what the game hides are its INFO's),
    # nor SQLite come before it; a remembered player's symbol is there all the same (from the
    # players file)
    assert seen["modules"] == []
    assert seen["classes"] == []
    assert seen["symbol"] == ([True] if remembered else [])


def test_a_save_the_careful_reading_refuses_after_the_handover_page_is_told_of(
    qtbot, data_dir, messages
):
    """A save the glance takes but its careful reading refuses (its state does not match its
    moves): the hand-over page painted first gives way to the start page and the same message
    as ever, naming the file, which stays as it was; no game is opened."""
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    saved = _save([Player("Ana"), Player("Ben"), Player("Cy")])
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["snapshot"]["turn"] += 1  # (not the state its moves give; not a field `step` reads)
    path = data_dir.parent / "elsewhere.sheetdesk"
    path.write_text(json.dumps(data), encoding="utf-8")
    before, kept = path.read_bytes(), saved.read_bytes()
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    painted: list[str] = []  # (heard before the window opens the game)
    window.first_paint.painted.connect(lambda: painted.append(window.current_page_name()))
    assert window.open_at_start(path)
    window.show()
    qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)
    assert painted == ["handover"]
    assert window.current_page_name() == "start" and window.controller is None
    assert len(messages) == 1 and "elsewhere.sheetdesk" in messages[0][1]
    assert "Could not open" in messages[0][0]
    assert path.read_bytes() == before and saved.read_bytes() == kept


def test_a_game_held_by_another_window_opens_read_only_after_its_handover_page(
    qtbot, data_dir, messages
):
    """The glance does not look at the lock: a game another window holds paints its hand-over
    page first, then opens read-only as ever (the public view, nothing to play, the message),
    with no sheet shown before."""
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    path = _save([Player("Ana"), Player("Ben"), Player("Cy")])
    other = savefile.MatchLock(path)
    assert other.acquire()
    try:
        window = MainWindow(Translators(), Settings())
        qtbot.addWidget(window)
        painted: list[str] = []
        window.first_paint.painted.connect(lambda: painted.append(window.current_page_name()))
        assert window.open_at_start(path)
        window.show()
        qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)
        assert painted == ["handover"]
        assert window.controller.read_only and window.current_page_name() == "table"
        assert window.controller.viewer is None
        assert "another sheetdesk window" in messages[0][1]
        window.close_game()
    finally:
        other.release()


def test_a_click_that_waited_for_the_opening_does_not_pass_the_handover_page(
    qtbot, data_dir, monkeypatch
):
    """A click on "I'm …" made while the game was being opened behind its hand-over page (the
    save read, the game set up: the window busy past the page's guard time) comes too soon:
    the page stays until a fresh click, as after the table's build."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from sheetdesk.ui import handover_page
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    path = _save([Player("Ana"), Player("Ben"), Player("Cy")])
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    assert window.open_at_start(path)
    button = window.page("handover").button
    load = savefile.load

    def slow_load(*args, **kwargs):  # type: ignore[no-untyped-def]
        # (a busy machine: the page's guard time passes while the save is read)
        time.sleep((handover_page.HANDOVER_GUARD_MS + 150) / 1000)
        centre = QPointF(button.rect().center())
        for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            click = QMouseEvent(
                kind,
                centre,
                button.mapToGlobal(centre),
                Qt.MouseButton.LeftButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            )
            QApplication.postEvent(button, click)
        return load(*args, **kwargs)

    monkeypatch.setattr(savefile, "load", slow_load)
    window.show()
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.page_built, timeout=WAIT_MS
    )
    qtbot.wait(50)
    assert window.current_page_name() == "handover"
    assert window.controller.waiting_for is not None
    window.close_game()


def test_a_save_naming_another_seat_gets_the_games_own_handover_once_opened(qtbot, data_dir):
    """The page painted first names whom the save says it opens on; the game, once opened,
    hands the laptop as its own turn policy decides (a save's `hand_to` is never trusted past
    the first page)."""
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    names = ["Ana", "Ben", "Cy"]
    path = _save([Player(name) for name in names])
    data = json.loads(path.read_text(encoding="utf-8"))
    real = data["hand_to"]
    assert real is not None
    data["hand_to"] = other = (real + 1) % len(names)
    path.write_text(json.dumps(data), encoding="utf-8")
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    assert window.open_at_start(path)
    page = window.page("handover")
    assert page.player == names[other]
    window.show()
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.page_built, timeout=WAIT_MS
    )
    assert window.controller.waiting_for == real
    assert window.current_page_name() == "handover" and page.player == names[real]
    window.close_game()


def test_the_handover_page_says_what_is_hidden_from_its_first_paint(qtbot, data_dir):
    """A save opened from the command line paints its hand-over page before the game is read:
    its words are whole from that first paint (what the game keeps hidden too), and the page
    does not grow a line under the player's eyes when the game has been read."""
    from PySide6.QtCore import QEvent, QObject

    from sheetdesk.ui.formatting import render
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import Settings

    class FirstPaint(QObject):
        """The hint's words and height when it is first painted."""

        seen: tuple[str, int] | None = None

        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint and self.seen is None:
                self.seen = (watched.text(), watched.height())
            return False

    path = _save([Player("Ana"), Player("Ben")])
    window = MainWindow(Translators(), Settings())
    qtbot.addWidget(window)
    assert window.open_at_start(path)
    page = window.page("handover")
    first = FirstPaint()
    page.hint.installEventFilter(first)
    window.show()
    qtbot.waitUntil(lambda: first.seen is not None, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller.page_built, timeout=WAIT_MS
    )
    assert window.current_page_name() == "handover"
    assert first.seen is not None
    words, height = first.seen
    hidden = ENTRY.ui().hidden
    assert hidden is not None, "the game offered hides nothing: no hand-over page"
    assert render(hidden, name=page.player) in words
    assert (page.hint.text(), page.hint.height()) == (words, height)
    window.close_game()
