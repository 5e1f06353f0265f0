"""The statistics page's Head to head tab: the player chosen on the page against another of the
chosen game's players (a chooser of them, the family's people first, the computers after), and
the games the two played together: how many, won by each, won by both, won by someone else, and
the first one's score minus the second one's on average. The page tells it what to show; its
lines scroll in the page's short window whole (`lines`, for `whole_lines.WholeWidgetLines`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .player_symbol import player_icon
from .seat_fit import NAME_ROLE, SeatChooser
from .statistics_chart import mean_text as _number

LINES = 6  # the figures' lines under the chooser


class HeadToHead(QWidget):
    """The chooser of the second player and the two players' figures, a line each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        against_row = QHBoxLayout()
        self.against_label = QLabel()
        self.against_choice = SeatChooser()
        self.against_choice.setObjectName("statistics_against")
        self.against_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.against_label.setBuddy(self.against_choice)
        against_row.addWidget(self.against_label)
        against_row.addWidget(self.against_choice)
        against_row.addStretch(1)
        self.form = QFormLayout()
        self.values = [QLabel() for _ in range(LINES)]
        self.names = [QLabel() for _ in range(LINES)]
        for name, value in zip(self.names, self.values, strict=True):
            value.setObjectName("statistics_versus_value")
            self.form.addRow(name, value)
        layout.addLayout(against_row)
        layout.addLayout(self.form)
        layout.addStretch(1)

    def lines(self) -> tuple[QWidget, ...]:
        """The widgets whose tops and bottoms the tab's lines are (a row's, overlapping, one)."""
        return (self.against_choice, *self.names, *self.values)

    def retranslate(self) -> None:
        self.against_label.setText(self.tr("Aga&inst:"))

    def fill(self, lines: list[Any], chosen: Any, who: Any, look: Any) -> None:
        """The chooser of the second player: the players of `lines` (the chosen game's) with a
        player of their own but the one `chosen`, people first; named by `who(line)`, in their
        symbol and colour, `look(player_id)`. The one chosen before stays chosen, if there."""
        from .formatting import shown_name

        choice = self.against_choice
        against = choice.currentData()
        choice.blockSignals(True)
        choice.clear()
        seen: set[int] = set()
        for line in sorted(lines, key=lambda line: line.computer):  # (people first)
            pid = line.player_id
            if pid is None or pid in seen or (chosen is not None and pid == chosen[0]):
                continue
            seen.add(pid)
            choice.addItem(player_icon(*look(pid)), who(line), pid)
            choice.setItemData(choice.count() - 1, shown_name(str(line.name)), NAME_ROLE)
        choice.setCurrentIndex(max(0, choice.findData(against)))
        choice.blockSignals(False)

    def show_figures(
        self, scores: list[Any], players: dict[int, Any], chosen: Any, game: str
    ) -> None:
        """The figures of the player `chosen` ((player, level), or None) against the one chosen
        here, in the games of `game` in `scores`; only the games' count where either is
        missing."""
        from sheetdesk.core import stats

        second = self.against_choice.currentData()
        names = [self.tr("Games together"), "", "", self.tr("Shared wins"), "", ""]
        values = [""] * LINES
        if chosen is not None and second is not None:
            first_name, second_name = _named(players, chosen[0]), _named(players, second)
            figures = stats.head_to_head(scores, chosen[0], second, game=game)
            names = [
                self.tr("Games together"),
                self.tr("Won by {name}").format(name=first_name),
                self.tr("Won by {name}").format(name=second_name),
                self.tr("Shared wins"),
                self.tr("Won by someone else"),
                self.tr("{first}'s score minus {second}'s, on average").format(
                    first=first_name, second=second_name
                ),
            ]
            values = [
                str(figures.games),
                str(figures.first_wins),
                str(figures.second_wins),
                str(figures.both_won),
                str(figures.neither_won),
                _number(figures.mean_difference),
            ]
        for label, value, name, shown in zip(self.names, self.values, names, values, strict=True):
            label.setText(name)
            value.setText(shown)
            label.setVisible(bool(name))
            value.setVisible(bool(name))


def _named(players: dict[int, Any], player_id: int) -> str:
    """A player of the two as both lines name them: as the lists write a name, a computer's
    with the mark alone (the figures count its games at every level, so no level is named;
    and the difference's line may hold the name in brackets of its own)."""
    from .formatting import listed_name

    player = players.get(player_id)
    return listed_name(str(player.name), bool(player.computer)) if player is not None else ""
