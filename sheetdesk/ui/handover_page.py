""" "Pass the laptop to Ana" — a blank page that hides every sheet until Ana confirms."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from .plain import button_text, plain_label
from .style import set_role


class HandoverPage(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover_page")
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = plain_label()
        self.title.setObjectName("handover_title")
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = plain_label()
        set_role(self.hint, "hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handover_confirm")
        set_role(self.button, "primary")
        self.button.setMinimumSize(360, 72)
        self.button.setStyleSheet("font-size: 26px;")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed.emit)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def set_player(self, name: str) -> None:
        self._name = name
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the laptop to {name}").format(name=self._name))
        self.hint.setText(
            self.tr(
                "Only {name} should look at the screen now. The cards stay hidden until {name} "
                "presses the button below."
            ).format(name=self._name)
        )
        self.button.setText(button_text(self.tr("I'm {name}").format(name=self._name)))

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self.button.setFocus()

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirmed.emit()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
