"""The app's sounds: dice rolling, a pen on paper, a card turning, a chime at the hand-over, a
fanfare at the end (the project's own files, resources/sounds/, made by scripts/make_sounds.py).

One `SoundBoard` for the app (`board()`): whether sound is on, its volume, and `play(name)`.
`play` never waits: it puts the name on a queue and returns (a few microseconds). A worker
thread reads the files once, opens the audio device (miniaudio, which finds the system's
PulseAudio/PipeWire or ALSA on Linux, WASAPI on Windows, Core Audio on macOS at run time) and
starts it; the device's own thread then pulls the sounds, mixed and scaled to the volume, from
this module's mixer. The device stops after a few seconds without a sound (the system's mixer
is not held for nothing) and starts again on the next one.

Silence, never an error: no audio device (a server, CI), no sound system, the offscreen Qt
platform, miniaudio missing or failing in any way — the board stays silent and says nothing.

`watch(session)` plays the sound of each move as the session makes it: a roll of the dice, a
card revealed or taken, a mark written (by any seat, a computer's too); nothing for the moves
that only say "done". Moves made together play their sound once (`TOGETHER_MS`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
import types
from array import array
from collections import deque
from collections.abc import Callable, Generator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPalette, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QPushButton, QWidget

if TYPE_CHECKING:
    import queue

SOUNDS = ("dice", "pen", "card", "chime", "fanfare")
RATE = 22_050  # the files' rate: mono, 16-bit (scripts/make_sounds.py)
PERIOD_MS = 30  # how much the device asks for at a time: the delay before a sound starts
IDLE_SECONDS = 5.0  # the device stops after this long without a sound
DEFAULT_VOLUME = 35  # of 100: quiet (a family talks over it)
PREPARE_AFTER_MS = 3000  # the sounds' thread starts this long after the window opens
# [design] A sound asked for again within this long of its last start plays once: moves made
# together (the computers writing one roll of Giza dice, drawn at once) sound like one pen, not
# the same samples added up eight times over (eight times as loud, clipped).
TOGETHER_MS = 50

# What each move sounds like, by its action's kind (the kinds every game's rules name).
KIND_SOUNDS = {
    "roll": "dice",
    "reveal": "card",
    "take": "card",
    "keep": "card",
    "play": "card",
    "place": "pen",
    "box": "pen",
    "cross": "pen",
    "write": "pen",
}


def sounds_folder() -> Path:
    from sheetdesk.resources import resource_path

    return resource_path("sounds")


def read_sound(path: Path) -> array:
    """A sound file's samples (mono, 16-bit, `RATE`)."""
    import wave  # (the sounds' thread reads them: not imported while the window starts)

    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not mono 16-bit {RATE} Hz")
        samples = array("h")
        samples.frombytes(source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


SLICE = 512  # samples worked on between two yields of Python's lock (tens of microseconds)


def scaled(samples: array, gain: float) -> array:
    """`samples` at `gain`, clipped; worked in slices, yielding Python's lock between them, so
    the window's thread never waits on this for more than a slice."""
    out = array("h")
    for start in range(0, len(samples), SLICE):
        part = samples[start : start + SLICE]
        out.extend(array("h", [max(-32768, min(32767, int(v * gain))) for v in part]))
        time.sleep(0)
    return out


def added(first: array, second: array) -> array:
    """The two sounds played together (clipped), in slices as `scaled`."""
    if len(first) < len(second):
        first, second = second, first
    out = array("h", first)
    for start in range(0, len(second), SLICE):
        end = min(len(second), start + SLICE)
        out[start:end] = array(
            "h",
            [
                max(-32768, min(32767, a + b))
                for a, b in zip(first[start:end], second[start:end], strict=True)
            ],
        )
        time.sleep(0)
    return out


class Mixer:
    """What the device plays: one buffer of samples at the volume, the sounds that overlap
    already added up in it. `start` (the board's thread) does the arithmetic; `chunk` (the
    device's thread, every PERIOD_MS) only slices the buffer, so it holds Python's lock for
    microseconds."""

    def __init__(self) -> None:
        self.gain = DEFAULT_VOLUME / 100
        self._buffer = array("h")
        self._position = 0
        self._lock = threading.Lock()
        # each sound at each volume used: (the sound, it at that volume)
        self._scaled: dict[tuple[int, float], tuple[array, array]] = {}

    def prepare(self, samples: array) -> array:
        """`samples` at the volume now (worked out once for each volume)."""
        gain = self.gain
        key = (id(samples), gain)
        known = self._scaled.get(key)
        if known is None or known[0] is not samples:  # (an id is only its while it lives)
            known = self._scaled[key] = (samples, scaled(samples, gain))
        return known[1]

    def start(self, samples: array) -> None:
        sound = self.prepare(samples)
        with self._lock:
            begin = self._position
            rest = self._buffer[begin:]
        mixed = added(rest, sound) if rest else sound
        with self._lock:
            # (the device went on playing the old buffer meanwhile: as far into the new one)
            self._position = min(len(mixed), self._position - begin)
            self._buffer = mixed

    @property
    def busy(self) -> bool:
        return self._position < len(self._buffer)

    def chunk(self, frames: int) -> bytes:
        with self._lock:
            position = self._position
            part = self._buffer[position : position + frames]
            self._position = position + len(part)
        return part.tobytes()

    def stream(self) -> Generator[bytes, int, None]:
        """The generator miniaudio's device pulls from (it sends the frames it wants)."""
        frames = yield b""
        while True:
            frames = yield self.chunk(frames)


def import_miniaudio() -> Any:
    """miniaudio, imported on the sounds' thread (its compiled module loads there, not while
    the window starts). It imports the URL opener for its internet-radio client, which the app
    never uses and the installers leave out of Python's library (no network): a stand-in takes
    its place there."""
    try:
        import urllib.request  # noqa: F401
    except ImportError:
        sys.modules["urllib.request"] = types.ModuleType("urllib.request")
    import miniaudio

    return miniaudio


class Device:
    """The system's audio output through miniaudio (raises if there is none)."""

    def __init__(self, mixer: Mixer) -> None:
        miniaudio = import_miniaudio()
        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=PERIOD_MS,
            app_name="sheetdesk",
        )
        self._mixer = mixer
        self.running = False

    def start(self) -> None:
        stream = self._mixer.stream()
        next(stream)
        self._device.start(stream)
        self.running = True

    def stop(self) -> None:
        self._device.stop()
        self.running = False

    def close(self) -> None:
        self._device.close()
        self.running = False


def no_device_here() -> bool:
    """Whether there is surely no audio output: Qt's offscreen platform (tests, a server), or
    a Linux machine with neither a sound card nor a sound server (trying ALSA there only fills
    the terminal with its complaints)."""
    if os.environ.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal")):
        return True
    if not sys.platform.startswith("linux"):
        return False
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    servers = ("pulse/native", "pipewire-0")
    if runtime and any(Path(runtime, name).exists() for name in servers):
        return False
    try:
        cards = Path("/proc/asound/cards").read_text(encoding="ascii", errors="replace")
    except OSError:
        return True
    return "no soundcards" in cards or not cards.strip()


class SoundBoard(QObject):
    """Sound on or off and its volume (`changed` when either changes), and `play`."""

    changed = Signal()

    def __init__(
        self,
        open_device: Callable[[Mixer], Any] | None = Device,
        folder: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._open_device = open_device  # None: silent (no device here)
        self._folder = folder
        self.on = True
        self.volume = DEFAULT_VOLUME
        self.mixer = Mixer()
        self.dead = open_device is None  # the device could not be opened: silent from then on
        # the last sounds asked for while on (what tests read)
        self.played: deque[str] = deque(maxlen=32)
        self._queue: queue.SimpleQueue[str | None] | None = None  # (made with the thread)
        self._thread: threading.Thread | None = None
        self.ready = threading.Event()  # the files read and the device opened (or given up)

    # --- the settings -----------------------------------------------------------------------

    def configure(self, on: bool, volume: int) -> None:
        """Set both without saying so (from the saved settings)."""
        self.on = bool(on)
        self.volume = max(0, min(100, int(volume)))
        self.mixer.gain = self.volume / 100

    def set_on(self, on: bool) -> None:
        if bool(on) != self.on:
            self.on = bool(on)
            self.changed.emit()

    def toggle(self) -> None:
        self.set_on(not self.on)

    def set_volume(self, volume: int) -> None:
        volume = max(0, min(100, int(volume)))
        if volume != self.volume:
            self.configure(self.on, volume)
            self.changed.emit()

    # --- playing ------------------------------------------------------------------------------

    def play(self, name: str) -> None:
        """Start sound `name` (one of SOUNDS) and return at once; nothing when sound is off."""
        if not self.on or self.volume == 0:
            return
        self.played.append(name)
        if self.dead:
            return
        self.prepare()
        if self._queue is not None:
            self._queue.put(name)

    def prepare(self) -> None:
        """Start the sounds' thread (it reads the files and opens the device): the window asks
        for it a moment after it opens, so that the first sound does not wait for it, nor
        does the window's thread while the new thread gets going."""
        if self._thread is None and not self.dead:
            import queue  # (a board without a device, or before its first sound, needs none)

            from . import collector

            collector.install()  # (the device's thread runs the mixer: no cycle collection there)
            self._queue = queue.SimpleQueue()
            self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
            self._thread.start()

    def close(self) -> None:
        """Stop the worker and the device (quitting)."""
        if self._queue is not None and self._thread is not None and self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(1.0)

    def _run(self) -> None:
        import queue

        assert self._queue is not None
        waiting = self._queue
        device = None
        try:
            folder = self._folder or sounds_folder()
            sounds = {name: read_sound(folder / f"{name}.wav") for name in SOUNDS}
            assert self._open_device is not None
            device = self._open_device(self.mixer)
            for samples in sounds.values():  # (at the volume now, before the first is asked)
                self.mixer.prepare(samples)
            self.ready.set()
            started: dict[str, float] = {}  # when each sound was started last
            while True:
                try:
                    name = waiting.get(timeout=IDLE_SECONDS)
                except queue.Empty:
                    if device.running and not self.mixer.busy:
                        device.stop()
                    continue
                if name is None:
                    break
                now, last = time.monotonic(), started.get(name)
                if name in sounds and (last is None or now - last >= TOGETHER_MS / 1000):
                    started[name] = now
                    self.mixer.start(sounds[name])
                    if not device.running:
                        device.start()
        except Exception:  # no device, no sound system, a broken file: silence, and no noise
            self.dead = True
        finally:
            self.ready.set()
            if device is not None:
                with contextlib.suppress(Exception):
                    device.close()


_board: SoundBoard | None = None


def board() -> SoundBoard:
    """The app's sound board (made on first use: silent where there is no audio device)."""
    global _board
    if _board is None:
        _board = SoundBoard(None if no_device_here() else Device)
        app = QCoreApplication.instance()
        if app is not None:  # the device is closed before Python ends
            app.aboutToQuit.connect(_board.close)
    return _board


def play(name: str) -> None:
    board().play(name)


class _Keeper(QObject):
    """Saves the board's changes in its window's settings (a child of the window: gone with
    it, and so is the connection)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window

    @Slot()
    def save(self) -> None:
        sounds = board()
        self.window.update_settings(sound=sounds.on, volume=sounds.volume)


def attach(window: Any) -> None:
    """Give the board the window's saved settings, and save them whenever they change."""
    sounds = board()
    sounds.configure(window.settings.sound, window.settings.volume)
    sounds.changed.connect(_Keeper(window).save)
    QTimer.singleShot(PREPARE_AFTER_MS, sounds.prepare)


def watch(session: Any) -> None:
    """Play each move's sound as `session` makes it (see the module docstring)."""
    seen = [session.cursor]

    def changed(session: Any, kind: str) -> None:
        start, seen[0] = seen[0], session.cursor
        if kind != "act":
            return
        # (only the entries this change brought: the whole log, copied at every move, grew
        # with the game)
        for entry in session.log_from(start)[: session.cursor - start]:
            name = KIND_SOUNDS.get(getattr(entry.action, "kind", ""))
            if name is not None:
                play(name)

    session.subscribe(changed)


# --- the table's button ---------------------------------------------------------------------

SOUND_KEY = "M"


def speaker_icon(on: bool, colour: QColor, size: int = 20) -> QIcon:
    """A loudspeaker, with its sound waves when on and crossed out when off (drawn, so that it
    needs no font's emoji)."""
    pixmap = QPixmap(size * 2, size * 2)  # drawn at twice the size: sharp on a HiDPI screen
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    unit = size / 20
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    body = QPolygonF(
        [
            QPointF(2 * unit, 7 * unit),
            QPointF(6 * unit, 7 * unit),
            QPointF(11 * unit, 3 * unit),
            QPointF(11 * unit, 17 * unit),
            QPointF(6 * unit, 13 * unit),
            QPointF(2 * unit, 13 * unit),
        ]
    )
    painter.drawPolygon(body)
    pen = QPen(colour, 1.6 * unit, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if on:
        for radius in (3.5, 6.5):
            box = QRectF(10 * unit - radius * unit, 10 * unit - radius * unit, 0, 0)
            box.setSize(QSizeF(2 * radius * unit, 2 * radius * unit))
            painter.drawArc(box, -50 * 16, 100 * 16)
    else:
        painter.drawLine(QPointF(13.5 * unit, 7 * unit), QPointF(19 * unit, 13 * unit))
        painter.drawLine(QPointF(19 * unit, 7 * unit), QPointF(13.5 * unit, 13 * unit))
    painter.end()
    return QIcon(pixmap)


class SoundButton(QPushButton):
    """The table's speaker: sound on or off (as the key M does); its tooltip says which and
    names the key."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sound")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setIconSize(QSize(20, 20))
        self.clicked.connect(board().toggle)
        board().changed.connect(self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        on = board().on
        self.setIcon(speaker_icon(on, self.palette().color(QPalette.ColorRole.ButtonText)))
        self.setAccessibleName(self.words())
        tip = (
            QCoreApplication.translate("Sound", "Sound is on. Turn it off: {key}")
            if on
            else QCoreApplication.translate("Sound", "Sound is off. Turn it on: {key}")
        )
        key = QKeySequence(SOUND_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        self.setToolTip(tip.format(key=key))
        self.setAccessibleDescription(self.toolTip())

    def words(self) -> str:
        """What the button (and the key) does now, for the Keys card."""
        if board().on:
            return QCoreApplication.translate("Sound", "Turn the sound off")
        return QCoreApplication.translate("Sound", "Turn the sound on")

    def key_row(self) -> tuple[str, str]:
        native = QKeySequence.SequenceFormat.NativeText
        return QKeySequence(SOUND_KEY).toString(native), self.words()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.refresh()
        super().changeEvent(event)
