"""Pictures of sheets in play, for the start page: each game's own sheet at a position in the
middle of a short seeded play-out (the game's own bots playing), and the sheet of the player to
act in a saved game. Each is drawn by the game's own table (the scenes the table and the printed
sheets use: `paper.sheet_scene`), never a stock image.

A picture takes a tenth of a second or more (a play-out, a table built headless), so none is
drawn before the window's first paint: `PictureMaker` draws one at a time, each on its own turn
of the event loop, and keeps every picture it drew for the rest of the run (keyed by the
language, whose words are on the sheets, and the screen's pixel ratio).

A game's picture is also kept between runs, as a PNG file in the app's cache folder
(`paths.cache_dir()`, never the saves' folder), named by what it was drawn for: sheetdesk's
version, the game, the language, the palette and Larger text, the pixel ratio and the size. A
later run reads it instead of drawing; a file missing or damaged is drawn again (and written
again); nothing the cache does is ever told of, and a version's files go when another version
writes its own."""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap

from .released import delete_and_free

# the size a picture is drawn at (logical pixels; scaled down smoothly where it is shown)
PICTURE_WIDTH, PICTURE_HEIGHT = 420, 260
SEED = 7  # the play-out's deal: the same picture every run
PART_PLAYED = 0.45  # how far into the play-out the picture is taken
NAMES = ("Ana", "Nikos", "Zofia")  # the play-out's players (names on some sheets)

_made: dict[tuple[str, ...], QPixmap] = {}  # every picture drawn in this run


def _look() -> tuple[str, str]:
    """The look a picture is drawn in (its colours and sizes): part of what it is kept by."""
    from . import palette

    return palette.current(), "larger" if palette.larger() else ""


def _render(scene: Any, ratio: float) -> QPixmap:
    from .paper import render_scene

    pixmap = QPixmap(round(PICTURE_WIDTH * ratio), round(PICTURE_HEIGHT * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    box = render_scene(painter, scene, QRectF(0, 0, PICTURE_WIDTH, PICTURE_HEIGHT))
    painter.end()
    # cut to what was drawn: the picture keeps the sheet's own proportions
    return pixmap.copy(
        round(box.left() * ratio),
        round(box.top() * ratio),
        round(box.width() * ratio),
        round(box.height() * ratio),
    )


def _sheet(session: Any, seat: int) -> Any:
    from .paper import sheet_table  # (the table paper draws its sheets with)

    table = sheet_table(session.rules.info.id, session)
    scene = table.paper_scene(seat)
    return table, scene


def play_out(game_id: str) -> Any:
    """A session of `game_id` part-way through a seeded game its own bots played."""
    from sheetdesk.core import registry
    from sheetdesk.core.headless import play_one
    from sheetdesk.core.session import Player, Session

    entry = registry.get(game_id)
    rules = entry.rules()
    count = min(max(rules.info.min_players, 2), rules.info.max_players)
    full = play_one(game_id, count, SEED)
    cut = int(len(full.log) * PART_PLAYED)
    players = [Player(name) for name in NAMES[:count]]
    return Session.restore(
        rules, players, full.options, full.seed, full.log[:cut], cut, match_id="picture"
    )


def game_picture(game_id: str, ratio: float = 1.0) -> QPixmap:
    """The game's first player's sheet part-way through a game (drawn once, then kept)."""
    from . import palette

    look = (QLocale().name(), palette.current(), "larger" if palette.larger() else "usual")
    key = ("game", game_id, *look, f"{ratio:g}")
    if key not in _made:
        kept = _kept_file(key)
        picture = _read_kept(kept, ratio)
        if picture.isNull():
            table, scene = _sheet(play_out(game_id), 0)
            picture = _render(scene, ratio) if scene is not None else QPixmap()
            delete_and_free(table)
            _keep(picture, kept)
        _made[key] = picture
    return _made[key]


def _version_mark() -> str:
    import sheetdesk

    return re.sub(r"[^A-Za-z0-9.]", "_", str(sheetdesk.__version__))[:40]


def _kept_file(key: tuple[str, ...]) -> Path | None:
    """Where the picture of `key` is kept between runs (None: no cache folder to be had)."""
    from sheetdesk.core import paths

    drawn = "|".join((*key, f"{PICTURE_WIDTH}x{PICTURE_HEIGHT}"))
    digest = hashlib.sha256(drawn.encode("utf-8")).hexdigest()[:20]
    try:
        folder = paths.cache_dir() / "pictures"
    except OSError:
        return None
    return folder / f"{_version_mark()}-{key[1]}-{digest}.png"


def _read_kept(path: Path | None, ratio: float) -> QPixmap:
    """The picture kept at `path`, or an empty one (none kept, or not a whole PNG)."""
    picture = QPixmap()
    if path is None or not path.is_file():
        return QPixmap()
    # (PySide6's stubs ask the format as bytes; the binding takes only a str)
    if not picture.load(str(path), "PNG"):  # type: ignore[arg-type]
        return QPixmap()
    picture.setDevicePixelRatio(ratio)
    return picture


def _keep(picture: QPixmap, path: Path | None) -> None:
    """Write `picture` to `path` whole or not at all (a temporary file renamed), and remove
    the pictures other versions of sheetdesk kept; a failure only means drawing it next time."""
    if path is None or picture.isNull():
        return
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("*.png"):
            if not old.name.startswith(f"{_version_mark()}-"):
                old.unlink(missing_ok=True)
        temporary = path.with_name(f".{path.stem}.{os.getpid()}.tmp")
        try:
            if picture.save(str(temporary), "PNG"):
                os.replace(temporary, path)
        finally:
            temporary.unlink(missing_ok=True)


def saved_picture(path: Path, stamp: str, ratio: float = 1.0) -> QPixmap:
    """The sheet of the player to act (else the first) in the save at `path` as it stands
    (`stamp`: when it was saved, so a later save draws anew); an empty picture when the save
    does not open (the start page says nothing more: the Continue button says why)."""
    from sheetdesk.core import savefile

    key = ("save", str(path), stamp, QLocale().name(), f"{ratio:g}", *_look())
    if key not in _made:
        try:
            session = savefile.peek(path)  # (a damaged save is for Continue to tell of)
        except (savefile.SaveError, OSError, ValueError):
            return QPixmap()
        seat = session.acting_seat()
        table, scene = _sheet(session, seat if isinstance(seat, int) else 0)
        _made[key] = _render(scene, ratio) if scene is not None else QPixmap()
        delete_and_free(table)
    return _made[key]


class PictureMaker(QObject):
    """Draws the pictures asked for one at a time, each on its own turn of the event loop (the
    window answers in between); `ready(name, pixmap)` for each. A picture whose drawing fails is
    left out (its game's card shows no picture) and the next ones are drawn all the same."""

    ready = Signal(str, QPixmap)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: deque[tuple[str, Callable[[], QPixmap]]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next)

    def ask(self, name: str, draw: Callable[[], QPixmap]) -> None:
        """Draw `draw()` soon (a job for the same name waiting is replaced)."""
        self._jobs = deque(job for job in self._jobs if job[0] != name)
        self._jobs.append((name, draw))
        if not self._timer.isActive():
            self._timer.start()

    def waiting(self) -> int:
        return len(self._jobs)

    def _next(self) -> None:
        if not self._jobs:
            return
        name, draw = self._jobs.popleft()
        try:
            picture = draw()
        except Exception:  # (a game whose sheet cannot be drawn here: its card keeps no picture)
            picture = None
        if picture is not None:
            self.ready.emit(name, picture)
        if self._jobs:
            self._timer.start()
