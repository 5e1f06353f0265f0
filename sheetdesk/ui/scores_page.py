"""The end of a game: the printed score card, filled in (each row's crosses and points, the
misthrows, the total) and the winner(s)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .plain import plain_label
from .style import set_role

ROW_TINTS = {
    "row.red": "#f6d5d2",
    "row.yellow": "#fbf0bf",
    "row.green": "#d6ecd2",
    "row.blue": "#d4e2f3",
    "cards.lilac": "#eadcf5",
    "cards.orange": "#fbe2c4",
    "cards.green": "#d9eed2",
    "cards.grey": "#e6e6e6",
}


class ScoresPage(QWidget):
    new_game_requested = Signal()
    back_requested = Signal()
    show_table_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores_page")
        self._names: tuple[str, ...] = ()
        self._scores: Mapping[int, Any] = {}
        self._context = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        set_role(self.title, "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label = plain_label()
        self.winner_label.setObjectName("winner")
        set_role(self.winner_label, "heading")
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setObjectName("score_card")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setStyleSheet("font-size: 20px;")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QHBoxLayout()
        self.table_button = QPushButton()
        self.table_button.setObjectName("show_sheets")
        self.new_button = QPushButton()
        self.new_button.setObjectName("scores_new_game")
        set_role(self.new_button, "primary")
        self.back_button = QPushButton()
        self.back_button.setObjectName("scores_back")
        self.table_button.clicked.connect(self.show_table_requested.emit)
        self.new_button.clicked.connect(self.new_game_requested.emit)
        self.back_button.clicked.connect(self.back_requested.emit)
        buttons.addWidget(self.table_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.new_button)
        layout.addWidget(self.title)
        layout.addWidget(self.winner_label)
        layout.addSpacing(8)
        layout.addWidget(self.table)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate()

    def set_scores(self, context: str, names: Sequence[str], scores: Mapping[int, Any]) -> None:
        """`context`: the game's translation context for the item labels (its id)."""
        self._context = context
        self._names = tuple(names)
        self._scores = scores
        self._fill()

    def winners(self) -> list[str]:
        return [self._names[s] for s, b in sorted(self._scores.items()) if b.winner]

    def _cell(self, item: Any) -> str:
        crosses = item.detail.get("crosses")
        count = item.detail.get("count")
        if count is None and len(item.detail) == 1:  # boxes, cups, cards, seals: one count
            (count,) = item.detail.values()
        if crosses is not None:
            return self.tr("{crosses} ✗ → {points}").format(crosses=crosses, points=item.points)
        if count is not None:
            return self.tr("{count} → {points}").format(count=count, points=item.points)
        return str(item.points)

    def _fill(self) -> None:
        seats = sorted(self._scores)
        if not seats:
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.winner_label.setText("")
            return
        items = self._scores[seats[0]].items
        self.table.setColumnCount(len(seats))
        self.table.setRowCount(len(items) + 1)
        headers = []
        for seat in seats:
            name = self._names[seat] if seat < len(self._names) else str(seat + 1)
            headers.append(("★ " + name) if self._scores[seat].winner else name)
        self.table.setHorizontalHeaderLabels(headers)
        labels = [QCoreApplication.translate(self._context, item.label) for item in items]
        labels.append(self.tr("Total"))
        self.table.setVerticalHeaderLabels(labels)
        bold = QFont(self.table.font())
        bold.setBold(True)
        for column, seat in enumerate(seats):
            breakdown = self._scores[seat]
            for row, item in enumerate(breakdown.items):
                cell = QTableWidgetItem(self._cell(item))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                tint = ROW_TINTS.get(item.key)
                if tint:
                    cell.setBackground(QBrush(QColor(tint)))
                self.table.setItem(row, column, cell)
            total = QTableWidgetItem(str(breakdown.total))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            if breakdown.winner:
                total.setBackground(QBrush(QColor("#ffe58a")))
            self.table.setItem(len(items), column, total)
        winners = self.winners()
        best = max(self._scores[s].total for s in seats)
        tied = len(winners) == 1 and any(
            not self._scores[s].winner and self._scores[s].total == best for s in seats
        )
        if tied:
            text = self.tr("{name} wins on the tie-break!").format(name=winners[0])
        elif len(winners) == 1:
            text = self.tr("{name} wins!").format(name=winners[0])
        elif winners:
            text = self.tr("{names} share the win!").format(names=", ".join(winners))
        else:
            text = ""
        self.winner_label.setText(text)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 4
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Final scores"))
        self.table_button.setText(self.tr("Show the sheets"))
        self.new_button.setText(self.tr("New game"))
        self.back_button.setText(self.tr("Back to start"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
