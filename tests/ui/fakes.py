"""A GameTable double that records what it is shown (for controller tests without a sheet), and
a controller driving one on a table page that goes with its test; a card look that draws no face
(`plain_card_look`), for the kit's card item alone."""

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


def recorded_controller(qtbot, entry, session, **options):  # type: ignore[no-untyped-def]
    """A controller of `session` on a table page showing a RecordingTable; the page is deleted
    when the test ends, and the controller is closed first: a controller left open would fire
    its computer's timer at a page deleted under it, in a later test of the same process."""
    from sheetdesk.ui.controller import Controller
    from sheetdesk.ui.table_page import TablePage

    page = TablePage()
    page.set_table(RecordingTable(session.players, page))
    controller = Controller(entry, session, page, **options)
    qtbot.addWidget(page, before_close_func=lambda _page: controller.close())
    return page, controller


def plain_card_look(rows: int, cols: int) -> Any:
    """A `CardLook` of a full grid of `rows` x `cols` boxes whose face and back draw nothing and
    that prints nothing in its boxes: the kit's card item (its rings, badge, hint) alone."""
    from sheetdesk.ui.sheetkit.grid_card import CardLook, card_geometry

    cells = [(r, c) for r in range(rows) for c in range(cols)]
    return CardLook(
        geometry=lambda card, rect: card_geometry(rows, cols, cells, rect),
        face=lambda *args: None,
        back=lambda *args: None,
        printed=lambda card: (),
    )
