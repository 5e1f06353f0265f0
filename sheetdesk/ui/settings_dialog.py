"""Settings: the language (System, English, Ελληνικά, Polski), applied at once, whether the
game offers hints ("what would the computer do?"), the look: the colours (the system's, light,
dark, high contrast) and Larger text, the animations (on, reduced, off) and the sound: on or off
and its volume (ui/sound.py's board: it saves them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from . import sound
from .i18n import LANGUAGE_NAMES, LANGUAGES
from .screen_room import keep_on_screen
from .style import Look, set_role


class SettingsDialog(QDialog):
    def __init__(
        self,
        language: str,
        parent: QWidget | None = None,
        *,
        hints: bool = True,
        look: Look | None = None,
        motion: str = "on",
    ) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # (with the title bar a window manager puts over it)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language")
        self.language_combo.addItem(self.tr("System language"), "")
        for code in LANGUAGES:
            self.language_combo.addItem(LANGUAGE_NAMES[code], code)
        index = self.language_combo.findData(language)
        self.language_combo.setCurrentIndex(max(0, index))
        form.addRow(self.tr("Language:"), self.language_combo)
        layout.addLayout(form)
        hint = QLabel(self.tr("The new language is used at once."))
        set_role(hint, "hint")
        layout.addWidget(hint)
        self.hints_box = QCheckBox(self.tr("Offer hints: “what would the computer do?” (H)"))
        self.hints_box.setObjectName("hints")
        self.hints_box.setChecked(hints)
        layout.addWidget(self.hints_box)
        # the look: colours and Larger text, together
        look = look or Look()
        self.colours_combo = QComboBox()
        self.colours_combo.setObjectName("colours")
        for code, name in (
            ("system", self.tr("As the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
            ("contrast", self.tr("High contrast")),
        ):
            self.colours_combo.addItem(name, code)
        self.colours_combo.setCurrentIndex(max(0, self.colours_combo.findData(look.colours)))
        looks = QFormLayout()
        looks.addRow(self.tr("Colours:"), self.colours_combo)
        layout.addLayout(looks)
        self.larger_box = QCheckBox(self.tr("Larger text"))
        self.larger_box.setObjectName("larger_text")
        self.larger_box.setChecked(look.larger)
        layout.addWidget(self.larger_box)
        motion_form = QFormLayout()
        self.motion_combo = QComboBox()
        self.motion_combo.setObjectName("animations")
        self.motion_combo.addItem(self.tr("On"), "on")
        self.motion_combo.addItem(self.tr("Reduced: nothing moves"), "reduced")
        self.motion_combo.addItem(self.tr("Off"), "off")
        self.motion_combo.setCurrentIndex(max(0, self.motion_combo.findData(motion)))
        motion_form.addRow(self.tr("Animations:"), self.motion_combo)
        layout.addLayout(motion_form)
        sounds = sound.board()
        row = QHBoxLayout()
        self.sound_box = QCheckBox(self.tr("Sound (M)"))
        self.sound_box.setObjectName("sound_on")
        self.sound_box.setChecked(sounds.on)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(sounds.volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume.setEnabled(sounds.on)
        self.sound_box.toggled.connect(self.volume.setEnabled)
        row.addWidget(self.sound_box)
        row.addSpacing(16)
        row.addWidget(QLabel(self.tr("Volume:")))
        row.addWidget(self.volume, 1)
        layout.addLayout(row)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"))
        ok = self.ok_button = QPushButton(self.tr("OK"))
        set_role(ok, "primary")
        ok.setDefault(True)
        cancel.clicked.connect(self.reject)
        ok.clicked.connect(self.accept)
        buttons.addWidget(cancel)
        buttons.addWidget(ok)
        layout.addLayout(buttons)
        # as wide as its widest row needs (a check box's long words: it cannot wrap them), never
        # under 420 px: a dialog otherwise opens at most two thirds of a small screen wide
        self.ensurePolished()
        self.setMinimumWidth(max(420, layout.totalMinimumSize().width()))

    def accept(self) -> None:
        sounds = sound.board()
        sounds.set_volume(self.volume.value())
        sounds.set_on(self.sound_box.isChecked())
        super().accept()

    def hints(self) -> bool:
        return self.hints_box.isChecked()

    def look(self) -> Look:
        return Look(str(self.colours_combo.currentData() or "system"), self.larger_box.isChecked())

    def motion(self) -> str:
        return str(self.motion_combo.currentData() or "on")

    def language(self) -> str:
        return str(self.language_combo.currentData() or "")
