"""The table's sounds (ui/sound.py): the project's own small files, played without waiting,
silent without an audio device, muted by the table's button and by M, the volume in Settings."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import wave
from array import array
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from sheetdesk.core import registry
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.session import Player
from sheetdesk.ui import sound
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.settings import Settings, load_settings
from tests.ui.driving import press

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "sheetdesk" / "resources" / "sounds"


@pytest.fixture(autouse=True)
def _fresh_board(sound_board):
    """The app's board as every test here finds it (`sound_board`)."""
    return sound_board


# --- the files ------------------------------------------------------------------------------


def test_every_sound_is_there_small_and_under_the_projects_licence():
    sizes = {name: (FOLDER / f"{name}.wav").stat().st_size for name in sound.SOUNDS}
    assert sum(sizes.values()) <= 400_000, sizes
    for name in sound.SOUNDS:
        samples = sound.read_sound(FOLDER / f"{name}.wav")
        seconds = len(samples) / sound.RATE
        assert 0.1 <= seconds <= 2.0, (name, seconds)
        assert max(abs(v) for v in samples) < 32767  # made with headroom: no clipping
    licence = (FOLDER / "LICENSE").read_text(encoding="utf-8")
    assert "scripts/make_sounds.py" in licence and "MIT License" in licence


def test_the_script_makes_the_same_files_again(tmp_path, monkeypatch):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts/make_sounds.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    for name, make in script.SOUNDS.items():
        script.write(tmp_path / f"{name}.wav", make())
        assert (tmp_path / f"{name}.wav").read_bytes() == (FOLDER / f"{name}.wav").read_bytes()


# --- playing ----------------------------------------------------------------------------------


class FakeDevice:
    """Stands in for the audio device: records where it was opened and what it played."""

    opened_on: list[str] = []

    def __init__(self, mixer: sound.Mixer) -> None:
        FakeDevice.opened_on.append(threading.current_thread().name)
        self.mixer = mixer
        self.running = False
        self.started = threading.Event()

    def start(self) -> None:
        self.running = True
        self.started.set()

    def stop(self) -> None:
        self.running = False

    def close(self) -> None:
        self.running = False


def test_play_returns_at_once_and_the_device_is_opened_on_the_sounds_own_thread():
    FakeDevice.opened_on.clear()
    board = sound.SoundBoard(FakeDevice, FOLDER)
    board.play("pen")
    board.play("dice")
    board.close()  # (after the sounds asked for before it)
    assert FakeDevice.opened_on == ["sound"]  # never the window's thread
    assert board.mixer.busy
    # both in the one buffer the device plays: as long as the longer, the two added up
    dice = sound.read_sound(FOLDER / "dice.wav")
    pen = sound.read_sound(FOLDER / "pen.wav")
    played = array("h")
    played.frombytes(board.mixer.chunk(len(dice) + 10))
    assert len(played) == max(len(dice), len(pen))
    gain = sound.DEFAULT_VOLUME / 100
    assert played[100] == int(dice[100] * gain) + int(pen[100] * gain)


def test_the_same_sound_asked_for_at_once_plays_once():
    """Moves made together (eight computers writing one roll) sound like one pen: not the same
    samples added up eight times over, louder and clipped. Every ask is still recorded."""
    board = sound.SoundBoard(FakeDevice, FOLDER)
    for _ in range(8):
        board.play("pen")
    board.close()
    pen = sound.read_sound(FOLDER / "pen.wav")
    played = array("h")
    played.frombytes(board.mixer.chunk(len(pen) + 10))
    gain = sound.DEFAULT_VOLUME / 100
    assert len(played) == len(pen) and played[100] == int(pen[100] * gain)
    assert list(board.played) == ["pen"] * 8


def test_without_an_audio_device_the_board_is_silent_and_says_nothing(capfd):
    def no_device(mixer: sound.Mixer) -> None:
        raise OSError("no audio device")

    board = sound.SoundBoard(no_device, FOLDER)
    board.play("chime")
    assert board._thread is not None
    board._thread.join(5)
    assert board.dead
    board.play("fanfare")  # and from then on: nothing, at once
    assert list(board.played) == ["chime", "fanfare"]
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "no audio device" not in out + err


def test_offscreen_means_no_device_is_even_tried(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert sound.no_device_here()
    board = sound.board()
    assert board.dead  # the tests' board (offscreen) never opens a device
    board.play("dice")
    assert board._thread is None


def test_the_mixer_adds_the_sounds_up_at_the_volume_and_ends_them():
    mixer = sound.Mixer()
    mixer.gain = 0.5
    mixer.start(array("h", [1000, 2000, 3000]))
    mixer.start(array("h", [30000, 30000]))
    first = array("h")
    first.frombytes(mixer.chunk(2))
    assert list(first) == [15500, 16000]
    rest = array("h")
    rest.frombytes(mixer.chunk(2))
    assert list(rest) == [1500]
    assert not mixer.busy and mixer.chunk(2) == b""
    mixer.gain = 1.0
    mixer.start(array("h", [30000]))
    mixer.start(array("h", [30000]))
    loud = array("h")
    loud.frombytes(mixer.chunk(1))
    assert list(loud) == [32767]  # clipped, never wrapped round


def test_nothing_plays_when_sound_is_off_or_at_zero(_fresh_board):
    board = _fresh_board
    board.set_on(False)
    board.play("dice")
    board.configure(True, 0)
    board.play("dice")
    assert not board.played


@pytest.mark.parametrize(
    # every game whose players hide something: a game of two opens on the hand-over page
    "game",
    [entry.id for entry in registry.GAMES if hides_secrets(entry.rules())],
)
def test_the_hand_over_page_chimes(window, game):
    window.start_new(NewGameChoice(registry.get(game), (Player("Ana"), Player("Bob")), {}, 5))
    assert window.current_page_name() == "handover"
    assert "chime" in sound.board().played


# --- mute and volume --------------------------------------------------------------------------


def _table(window):
    window.start_new(
        # (any game: what is tested is the window's sound button)
        NewGameChoice(registry.GAMES[0], (Player("Ana"), Player("Cleo", "bot")), {}, 5)
    )
    window.controller.bot_delay_ms = 0
    return window.page("table")


def test_the_speaker_button_and_m_turn_the_sound_off_and_on_and_it_is_remembered(window):
    page = _table(window)
    button = page.sound_button
    assert button.isVisible() and "M" in button.toolTip()
    assert sound.board().on
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not sound.board().on
    assert not window.settings.sound and not load_settings().sound
    assert "on" in button.toolTip()
    sound.board().played.clear()
    sound.play("pen")
    assert not sound.board().played  # muted: nothing
    press(window, Qt.Key.Key_M)
    assert sound.board().on and load_settings().sound
    press(window, Qt.Key.Key_M)
    assert not sound.board().on and not load_settings().sound


def test_the_keys_card_names_m(window):
    from tests.ui.driving import open_keys_card

    _table(window)
    card = open_keys_card(window)
    keys = dict(card.rows)
    assert keys.get("M") == "Turn the sound off"
    press(window, Qt.Key.Key_Escape)


def test_a_window_takes_the_saved_sound(qtbot, data_dir):
    from sheetdesk.ui.i18n import Translators
    from sheetdesk.ui.main_window import MainWindow
    from sheetdesk.ui.settings import save_settings

    save_settings(Settings(sound=False, volume=12))
    window = MainWindow(Translators(), load_settings())
    qtbot.addWidget(window)
    assert not sound.board().on and sound.board().volume == 12


def test_the_volume_is_set_in_settings_and_saved(window, monkeypatch):
    def set_volume(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        slider = dialog.volume  # type: ignore[attr-defined]
        slider.setFocus()  # (as a click on it would)
        QTest.keyClick(slider, Qt.Key.Key_Home)
        for _ in range(2):
            QTest.keyClick(slider, Qt.Key.Key_PageUp)
        assert slider.value() == 20
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", set_volume)
    window.settings_action.trigger()
    assert sound.board().volume == 20
    assert load_settings().volume == 20 and window.settings.volume == 20
    assert sound.board().mixer.gain == pytest.approx(0.2)


def test_a_damaged_volume_costs_only_itself():
    assert Settings.model_validate({"volume": 400, "hints": False}).volume == 100
    damaged = Settings.model_validate({"volume": "loud", "hints": False})
    assert damaged.volume == sound.DEFAULT_VOLUME and not damaged.hints


def test_wave_files_are_what_the_reader_expects():
    with wave.open(str(FOLDER / "dice.wav"), "rb") as source:
        assert (source.getnchannels(), source.getsampwidth(), source.getframerate()) == (
            1,
            2,
            sound.RATE,
        )


def test_miniaudio_loads_where_python_has_no_url_opener(monkeypatch):
    """The installers leave urllib.request out (no network); miniaudio imports it."""
    import sys

    monkeypatch.setitem(sys.modules, "urllib.request", None)  # (importing it fails)
    monkeypatch.delitem(sys.modules, "miniaudio", raising=False)
    miniaudio = sound.import_miniaudio()
    assert miniaudio.PlaybackDevice


def test_the_self_test_reads_the_sounds_and_loads_their_library():
    from sheetdesk import selftest

    said = selftest._check_sounds()
    assert said.startswith("5 sounds") and "miniaudio 1." in said


def test_the_sounds_reader_waits_for_the_sounds_thread():
    """Before its first sound (and always without a device) the board has imported neither
    the files' reader nor the thread's queue: the window's first paint does not pay for them."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from sheetdesk.ui import sound\n"
        "sound.board().play('chime')\n"
        "print(sorted({'wave', 'queue', 'miniaudio'} & set(sys.modules)))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env=env,
    )
    assert done.stdout.strip() == "[]"
