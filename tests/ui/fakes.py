"""A GameTable double that records what it is shown (for controller tests without a sheet)."""

from __future__ import annotations

from typing import Any

from sheetdesk.ui.game_table import GameTable


class RecordingTable(GameTable):
    def __init__(self, players, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(players, parent)
        self.shown: list[dict[str, Any]] = []

    def show_position(self, view, viewer, acting, legal, scores) -> None:  # type: ignore[no-untyped-def]
        self.shown.append(
            {
                "view": view,
                "viewer": viewer,
                "acting": acting,
                "legal": list(legal),
                "scores": scores,
            }
        )

    @property
    def last(self) -> dict[str, Any]:
        return self.shown[-1]


def create_recording_table(entry, rules, players, parent=None) -> RecordingTable:  # type: ignore[no-untyped-def]
    return RecordingTable(players, parent)
