"""The picture a click leaves at 125 % and 150 %: Qt scaling everything (QT_SCALE_FACTOR, read
when the application starts: hence a process of its own) on an offscreen screen of the given
physical pixels. In each look (light, dark, high contrast) every game is played, Ana against a
computer; at each of her first clicks on her big sheet that make a move (the pointer brought
over the place first, as a hand does), and after Undo of it (Ctrl+Z), the window as the screen
shows it (what the repaints of the changed places left there) is compared with the window
repainted whole, each viewport too (tests/ui/screen.py). At a device pixel ratio of 1.25 or
1.5 an edge of a repainted place can lie inside a screen pixel: what is drawn there must not
depend on what was drawn before.

Prints the findings as JSON on its last line: {"screen": [w, h], "checked": {look: {game:
checks}}, "differ": [finding, ...]}; the two pictures of each difference go to `folder`.

    PYTHONPATH=. python tests/ui/same_picture_scaled.py 1.25 1280 800 <folder>
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

CLICKS = 2  # the clicks on the big sheet looked at in each game and look
LOOKS = (("light", False), ("dark", False), ("contrast", True))


def main() -> int:
    factor, width, height, folder = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    own = Path(tempfile.mkdtemp(prefix="sheetdesk-same-picture-"))
    # (the screen a little larger than the window, which has the platform's frame round it:
    # the screen's picture holds the whole window)
    screen = {"name": "laptop", "x": 0, "y": 0, "width": width + 16, "height": height + 16}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = own / "screens.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["QT_SCALE_FACTOR"] = factor
    os.environ.setdefault("SHEETDESK_DATA_DIR", str(own / "data"))
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

    from PySide6.QtCore import QSize

    from sheetdesk.ui import dialogs
    from sheetdesk.ui.app import create_application

    _app = create_application([sys.argv[0]])  # (held here: it lives as long as the name)
    dialogs.inform = lambda *a, **kw: None  # type: ignore[assignment]
    dialogs.ask = lambda *a, **kw: True  # type: ignore[assignment]
    dialogs.choose = lambda *a, escape=0, **kw: escape  # type: ignore[assignment]
    size = QSize(round(width / float(factor)), round(height / float(factor)))
    checker = _Checker(Path(folder), factor, size)
    for colours, larger in LOOKS:
        checker.look_at(colours, larger)
    print(
        json.dumps(
            {
                "screen": [size.width(), size.height()],
                "checked": checker.checked,
                "differ": checker.differ,
            }
        )
    )
    return 0


class _Checker:
    def __init__(self, folder: Path, factor: str, size: Any) -> None:
        self.folder = folder
        self.size = size
        self.factor = factor
        self.checked: dict[str, dict[str, int]] = {}
        self.differ: list[dict[str, Any]] = []

    def look_at(self, colours: str, larger: bool) -> None:
        """Every game played in the look `colours` (with Larger text where `larger`), in a
        window of its own."""
        from PySide6.QtWidgets import QApplication

        from sheetdesk.core import registry
        from sheetdesk.ui.i18n import Translators
        from sheetdesk.ui.main_window import MainWindow
        from sheetdesk.ui.settings import Settings
        from sheetdesk.ui.style import Look, apply_style

        app = QApplication.instance()
        apply_style(app, Look(colours, larger))  # type: ignore[arg-type]
        window = MainWindow(Translators(), Settings(animations="off"))
        window.resize(self.size)
        window.show()
        window.activateWindow()
        _settle(window)
        self.window = window
        self.place = self._find_on_screen()
        self.checked[colours] = {}
        for entry in registry.GAMES:
            self.checked[colours][entry.id] = self._play(entry, colours)
            window.close_game()
        window.hide()
        window.deleteLater()

    def _screen(self) -> Any:
        """The screen's picture now (its windows as their backing stores hold them)."""
        from PySide6.QtGui import QImage

        shot = self.window.screen().grabWindow(0)
        return shot.toImage().convertToFormat(QImage.Format.Format_RGB32)

    def _find_on_screen(self) -> Any:
        """Where the window's pixels lie in the screen's picture: the place there that shows
        the window as it draws itself anew (the platform's frame lies round it)."""
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QImage

        from tests.ui.screen import drawn_anew

        drawn_anew(self.window)
        drawn = self.window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        screen = self._screen()
        for y in range(8):
            for x in range(8):
                place = QRect(x, y, drawn.width(), drawn.height())
                if screen.copy(place) == drawn:
                    return place
        raise AssertionError("the window's picture is nowhere on the screen's")

    def _shown(self) -> Any:
        return self._screen().copy(self.place)

    def _play(self, entry: Any, colours: str) -> int:
        """A game of `entry`: each move of Ana's that is one click on her big sheet is made by
        that click, then checked, undone and checked again; her other moves are made by
        following the hint. The number of checks made."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from sheetdesk.core.rng import Rng
        from sheetdesk.core.session import Player
        from sheetdesk.ui.new_game_dialog import NewGameChoice
        from tests.declared import quick_bot
        from tests.ui.driving import click_spot, play_by_hint, sheet_click

        window = self.window
        players = (Player("Ana"), Player("Cy", "bot", quick_bot(entry)))
        window.start_new(NewGameChoice(entry, players, {}, 7))
        session, controller, bot = window.session, window.controller, entry.bot()
        controller.bot_delay_ms = 10**7  # (the computer moves when the check says)
        table, clicks, checks = window.page("table").table, 0, 0
        for step in range(80):
            if session.is_over() or clicks >= CLICKS:
                break
            _settle(window)
            seat = session.acting_seat()
            if seat is None or not session.players[seat].is_human:
                controller.play_bots_now()
                continue
            action = bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(step))
            spot = sheet_click(table, action)
            if spot is not None:
                cursor, view = session.cursor, table.focus_view
                QTest.mouseMove(view.viewport(), view.mapFromScene(spot[1].center()))
                _settle(window)
                click_spot(spot)
                if session.cursor != cursor:
                    clicks += 1
                    _settle(window)
                    self._compare(colours, entry.id, f"click {clicks}")
                    checks += 1
                    if not window.undo_action.isEnabled():
                        continue  # (a move that shows what was hidden is not taken back)
                    keys = QApplication.focusWidget() or window
                    QTest.keyClick(keys, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
                    _settle(window)
                    assert session.cursor == cursor, f"{entry.id}: Ctrl+Z did not undo the click"
                    self._compare(colours, entry.id, f"undo {clicks}")
                    checks += 1
                    continue
            play_by_hint(window, action)
        return checks

    def _compare(self, colours: str, game: str, when: str) -> None:
        """The window as the screen shows it against the window repainted whole."""
        from tests.ui.screen import drawn_anew

        shown = self._shown()
        drawn_anew(self.window)  # (each viewport too: the window's repaint reaches none)
        whole = self._shown()
        if shown == whole:
            return
        count, box = _differences(shown, whole)
        name = f"{self.factor}-{colours}-{game}-{when.replace(' ', '')}"
        shown.save(str(self.folder / f"{name}-shown.png"))
        whole.save(str(self.folder / f"{name}-whole.png"))
        ratio = self.window.devicePixelRatioF()
        middle = ((box[0] + box[2]) / 2 / ratio, (box[1] + box[3]) / 2 / ratio)
        self.differ.append(
            {
                "look": colours,
                "game": game,
                "after": when,
                "pixels": count,
                "box": box,  # (the screen's pixels: left, top, right, bottom)
                "where": _widget_at(self.window, middle),
                "pictures": name,
            }
        )


def _settle(window: Any) -> None:
    """The app idle again: the autosave written, the side column brought up to date."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    controller = window.controller
    for _ in range(200):
        QApplication.processEvents()
        if controller is None or controller.autosaver is None or not controller.autosaver.pending:
            break
        QTest.qWait(10)
    for _ in range(4):
        QApplication.processEvents()


def _differences(a: Any, b: Any) -> tuple[int, list[int]]:
    """How many pixels of two pictures of one size differ, and the box round them."""
    count, box = 0, [a.width(), a.height(), -1, -1]
    for y in range(a.height()):
        row_a, row_b = a.constScanLine(y), b.constScanLine(y)
        if bytes(row_a) == bytes(row_b):
            continue
        for x in range(a.width()):
            if a.pixel(x, y) != b.pixel(x, y):
                count += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    return count, box


def _widget_at(window: Any, point: tuple[float, float]) -> str:
    """The widgets at `point` (the window's logical pixels), innermost first, by name or class."""
    from PySide6.QtCore import QPoint

    widget = window.childAt(QPoint(int(point[0]), int(point[1])))
    names = []
    while widget is not None and widget is not window:
        names.append(widget.objectName() or type(widget).__name__)
        widget = widget.parentWidget()
    return " < ".join(names[:4])


if __name__ == "__main__":
    sys.exit(main())
