"""Paper: blank score pads and a game's sheets, as a PDF file or on a printer.

The sheets are drawn by the games' own tables (the same scenes and painters as on screen): a
table is built headless and shown a position, and `TableScaffold.paper_scene` / `pad_scene` give
the scene of a sheet, which is rendered onto the page. A blank pad is a new game's sheet at its
start (no position offers a choice, so nothing is lit, hinted or focused).

- `pad_document(game_id, pads, paper)`: as many pads on a page as stay readable (the table's
  `paper_scale`), in the orientation that holds the most; each pad with what a family needs at
  the table whatever the game's sheet has: a line for the player's name, an empty box for each
  part of the score (the parts the game counts, named) and for the total, and a line saying how
  to fill it in, in the pad's language;
- `game_document(session, paper)`: a first page saying when the game was played and by whom,
  with the table of scores (the winner, why the game ended), then one page per player with
  their sheet filled in (`dated` gives its first page the day the game ended);
- `write_pdf(document, path)`: QPdfWriter (QtGui: vector, the app's fonts embedded), written
  through a temporary file and a rename, so a full disk or a folder one may not write to loses
  nothing and raises `PaperError` with a plain sentence;
- `paint(document, device)`: the pages on any paged device (a QPrinter: see print_dialog.py,
  which alone needs QtPrintSupport).

Sizes are in 96-dpi pixels (the device's resolution is set to 96), so that the kit's rule "no
text under 9 pt" (`legible`) means 9 pt on paper too.
"""

from __future__ import annotations

import copy
import errno
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPoint,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QRegion,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QLayout, QWidget

from sheetdesk.core import registry
from sheetdesk.core.i18n import numerus
from sheetdesk.core.session import Player, Session

from .formatting import render, score_label, seat_name
from .game_table import GameTable
from .palette import declare, on_paper, tone
from .released import delete_now_and_free

DPI = 96
MARGIN = 12 / 25.4 * DPI  # 12 mm on every side
GAP = 6 / 25.4 * DPI  # between two pads
HEADING = 26.0  # the height of a page's heading line
NOTE = 20.0  # the height of a line above a pad
PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
POINTS = numerus.translate("Paper", "{player}: %n point(s)", None, 1)
PAGES = numerus.translate("Paper", "%n page(s) written to {file}", None, 1)
BLANK_NAME = "_" * 14  # where a blank pad asks for a name, a line to write it on
MM = DPI / 25.4
NAME_LINE = 9 * MM  # the height of a pad's name line: room to write a name on it
SLOT_WIDTH = 17 * MM  # one part of the score: its name over an empty box (at least)
BOX_WIDTH = 13 * MM  # the box a two-digit number is written in by a child
BOX_HEIGHT = 9 * MM
SLOT_LABEL = 46.0  # the part's name: up to three lines of 12 px (9 pt)
SLOT_HEIGHT = SLOT_LABEL + BOX_HEIGHT + 2 * MM


class PaperError(Exception):
    """The PDF could not be written; `message` says why in the current language."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def default_paper() -> str:
    """Letter where the locale measures in inches (the United States), else A4."""
    from PySide6.QtCore import QLocale

    imperial = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if imperial else "a4"


@dataclass
class Sheet:
    """One sheet to print: a scene (its items' bounds), a line above it and a note below; on a
    blank pad, a line for the name above the scene (`name_line`) and, under it, an empty box for
    each of `parts` and the total."""

    scene: QGraphicsScene
    heading: str = ""
    note: str = ""
    name_line: str = ""
    parts: list[str] = field(default_factory=list)

    def boxes(self) -> list[str]:
        """The names over the empty boxes: the parts of the score, then the total."""
        if not self.parts:
            return []
        return [*self.parts, QCoreApplication.translate("Paper", "Total")]

    def above(self) -> float:
        """The height of the lines above the scene."""
        return (NOTE if self.heading else 0.0) + (NAME_LINE if self.name_line else 0.0)

    def below(self, width: float) -> float:
        """The height of what goes under the scene in a cell `width` wide: the boxes, the note."""
        boxes = self.boxes()
        height = note_height(self.note, width) + 6 if self.note else 0.0
        if boxes:
            per_row = max(1, int(width // slot_width(boxes)))
            height += 4 + -(-len(boxes) // per_row) * SLOT_HEIGHT
        return height


@dataclass
class Page:
    """What one page holds: sheets in a grid, or a widget (the table of scores)."""

    sheets: list[Sheet] = field(default_factory=list)
    columns: int = 1
    rows: int = 1
    widget: QWidget | None = None
    title: str = ""
    lines: list[str] = field(default_factory=list)  # under the title: the date, the players
    scale: float = 0.0  # blank pads: sheet units to 96-dpi pixels, as the sheets are drawn


@dataclass
class Document:
    paper: str
    orientation: QPageLayout.Orientation
    pages: list[Page]
    keep: list[Any] = field(default_factory=list)  # the tables the scenes belong to

    def layout(self) -> QPageLayout:
        return QPageLayout(QPageSize(PAPERS[self.paper]), self.orientation, QMarginsF(0, 0, 0, 0))

    def release(self) -> None:
        """Free the tables and the scores page drawn from, now: top-level widgets never shown,
        which would otherwise stay alive until Python's cycle collector found them; a collection
        started in a Python handler of one of Qt's events (the next print in the process
        installing its language) destroyed them in the middle of delivering that event to them,
        and the process crashed. Deleted here, outside any event of theirs (their posted events
        go with them), and nothing else: what other objects asked to delete later waits for the
        loop."""
        widgets = [*self.keep, *(page.widget for page in self.pages if page.widget is not None)]
        self.keep.clear()
        for widget in widgets:
            if shiboken6.isValid(widget):
                delete_now_and_free(widget)  # (their parts' cycles broken: freed, not collected)


NOTE_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap


def note_height(note: str, width: float) -> float:
    """The height of `note` wrapped to `width` (12 px type)."""
    from PySide6.QtGui import QFontMetricsF

    metrics = QFontMetricsF(_font(12))
    return metrics.boundingRect(QRectF(0, 0, width, 10_000), NOTE_FLAGS, note).height() + 2


def page_room(paper: str, orientation: QPageLayout.Orientation) -> QRectF:
    """The part of a page inside the margins, in 96-dpi pixels."""
    size = QPageSize(PAPERS[paper]).size(QPageSize.Unit.Inch)
    width, height = size.width() * DPI, size.height() * DPI
    if orientation == QPageLayout.Orientation.Landscape:
        width, height = height, width
    return QRectF(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)


def grid_for(rect: QRectF, room: QRectF, least_scale: float, extra: Any) -> tuple[int, int, float]:
    """The grid (columns, rows) holding the most sheets of `rect` each at `least_scale` or
    more, with `extra` pixels above and under each (its heading, note and boxes: a number, or
    a function of the cell's width); and the scale they are drawn at."""
    best = (1, 1, 0.0)
    for columns in range(1, 9):
        for rows in range(1, 9):
            width = (room.width() - (columns - 1) * GAP) / columns
            around = extra(width) if callable(extra) else extra
            height = (room.height() - (rows - 1) * GAP) / rows - around
            scale = min(width / rect.width(), height / rect.height())
            if scale < least_scale:
                continue
            if columns * rows > best[0] * best[1] or (
                columns * rows == best[0] * best[1] and scale > best[2]
            ):
                best = (columns, rows, scale)
    return best


def sheet_table(game_id: str, session: Session) -> GameTable:
    """The game's table, built headless, showing the public view of `session` with nothing to
    choose (so no cell is lit and no focus is drawn)."""
    entry = registry.get(game_id)
    table = entry.ui().create_table(session.rules, list(session.players))
    view = session.view(None)
    table.show_position(view, None, None, [], session.rules.scores(view))
    return table


def game_name(game_id: str) -> str:
    return QCoreApplication.translate("games", registry.get(game_id).name)


def score_parts(game_id: str, rules: Any, players: list[Player], options: Any) -> list[str]:
    """The names of the parts of a game's score, as its score card lists them (translated)."""
    session = Session.new(rules, players, options, seed=1)
    scores = rules.scores(session.view(None))
    first = scores[min(scores)] if scores else None
    if first is None:
        return []
    return [score_label(game_id, item.label) for item in first.items]


def pad_document(game_id: str, pads: int, paper: str) -> Document:
    """`pads` blank score pads of the game, as many on a page as stay readable."""
    entry = registry.get(game_id)
    rules = entry.rules()
    count = max(rules.info.min_players, 1)
    players = [Player(BLANK_NAME) for _ in range(count)]
    options = {variant.key: variant.default for variant in rules.info.variants}
    table = sheet_table(game_id, Session.new(rules, players, options, seed=1))
    scene = table.pad_scene()
    if scene is None:
        raise ValueError(f"{game_id} has no score pad to print")
    # how to fill in the boxes the page adds (a pad with its own totals says it in its note)
    how_to = "" if table.pad_has_totals else table.pad_how_to()
    note = "\n".join(part for part in (how_to, table.pad_note()) if part)
    sample = Sheet(
        scene,
        game_name(game_id),
        note,
        "" if table.pad_has_name else QCoreApplication.translate("Paper", "Name:"),
        [] if table.pad_has_totals else score_parts(game_id, rules, players, options),
    )
    rect = scene.itemsBoundingRect()
    best: tuple[Any, ...] = ()
    for orientation in (QPageLayout.Orientation.Portrait, QPageLayout.Orientation.Landscape):
        room = page_room(paper, orientation)
        columns, rows, scale = grid_for(
            rect, room, table.paper_scale, lambda width: sample.above() + sample.below(width)
        )
        if (
            not best
            or columns * rows > best[1] * best[2]
            or (columns * rows == best[1] * best[2] and scale > best[3])
        ):
            best = (orientation, columns, rows, scale)
    orientation, columns, rows, scale = best
    per_page = columns * rows
    pages = []
    for first in range(0, max(pads, 1), per_page):
        n = min(per_page, pads - first)
        pages.append(Page([sample] * n, columns, rows, scale=scale))
    return Document(paper, orientation, pages, [table])


# what paper is printed with (always as in the light palette: `on_paper`)
INK = declare(
    "paper",
    {"ink": "#222222", "head": "#f2f0ea", "rule": "#d5cfbf", "white": "#ffffff"},
    text=[("ink", "head"), ("ink", "white")],
)
PAPER_HEADERS = (
    f"QHeaderView::section {{ background: {INK.head}; color: {INK.ink}; border: none;"
    f" border-right: 1px solid {INK.rule}; border-bottom: 1px solid {INK.rule};"
    f" padding: 2px 6px; }} QTableCornerButton::section {{ background: {INK.head};"
    " border: none; }"
)


def score_widget(session: Session) -> QWidget:
    """The table of scores as the end of a game shows it (the scores page), for a page."""
    from .scores_page import ScoresPage

    rules = session.rules
    view = session.view(None)
    page = ScoresPage()
    over = session.is_over()
    page.set_scores(
        rules.info.id,
        session.players,
        rules.scores(view),
        rules.end_reason(view) if over else None,  # why the game ended
        rules.tie_break(view) if over else None,
    )
    for button in (page.table_button, page.new_button, page.back_button):
        button.hide()
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    page.table.setHorizontalScrollBarPolicy(off)
    page.table.setVerticalScrollBarPolicy(off)
    # laid out as on screen (its columns fit its width when shown), never shown on a screen
    page.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    # (sized by the page alone: a window's least size would be handed to a platform that has
    # no windows, which warns of it on the command line)
    if (layout := page.layout()) is not None:
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
    if not session.is_over():
        page.title.setText(QCoreApplication.translate("Paper", "Scores so far"))
    # the sizes the app's style sheet gives them on screen (a command line has no style sheet)
    page.title.setFont(_font(24, bold=True))
    page.winner_label.setFont(_font(18, bold=True))
    page.reason_label.setFont(_font(14))
    # Headers in flat ink: the style's shaded headers are gradients between colours of two
    # kinds, which a PDF cannot hold (Qt drops them with a warning per header drawn).
    page.setStyleSheet(PAPER_HEADERS)
    return page


# Pictures (emoji) no font a PDF can embed draws (colour emoji fonts are bitmaps), and the marks
# that only change how one looks: skin tones, the picture or text form, joiners, tags.
_PICTURES = (0x1F000, 0x1FAFF)
_LOOKS = frozenset("\ufe0e\ufe0f\u200d") | {chr(c) for c in range(0x1F3FB, 0x1F400)}


def paper_name(name: str) -> str:
    """`name` as a page prints it: a picture (emoji) written as its name in brackets, so that
    "Ana 🎲" prints as "Ana (game die)", not as an empty box."""
    out: list[str] = []
    pictures: list[str] = []
    for char in name:
        if char in _LOOKS or 0xE0020 <= ord(char) <= 0xE007F:
            continue
        if _PICTURES[0] <= ord(char) <= _PICTURES[1]:
            pictures.append(unicodedata.name(char, "picture").lower())
            continue
        if pictures:
            out.append(f" ({' '.join(pictures)}) ")
            pictures = []
        out.append(char)
    if pictures:
        out.append(f" ({' '.join(pictures)})")
    return " ".join("".join(out).split()) or name


def _on_paper(session: Session) -> Session:
    """`session` with its players named as a page prints them (the game itself untouched)."""
    players = tuple(replace(p, name=paper_name(p.name)) for p in session.players)
    if players == tuple(session.players):
        return session
    printed = copy.copy(session)
    printed.players = players
    return printed


def game_document(session: Session, paper: str) -> Document:
    """A game's sheets: the table of scores first, then one player a page, their sheet filled
    in (a finished game, or one still being played: the sheets as they stand)."""
    session = _on_paper(session)
    game_id = session.rules.info.id
    table = sheet_table(game_id, session)
    scores = session.rules.scores(session.view(None))
    sheets: list[Sheet] = []
    for seat, player in enumerate(session.players):
        if table.paper_scene(seat) is None:
            continue
        points = scores[seat].total if seat in scores else 0
        heading = render(POINTS.count(points), player=seat_name(player))
        sheets.append(_SeatSheet(table, seat, heading))
    rect = sheets[0].scene.itemsBoundingRect() if sheets else QRectF(0, 0, 1, 1)
    wide = rect.width() > rect.height() * 1.2
    orientation = QPageLayout.Orientation.Landscape if wide else QPageLayout.Orientation.Portrait
    header = game_header(session)  # when, and who played: the winner and why, in the scores
    pages = [Page(widget=score_widget(session), title=game_name(game_id), lines=header)]
    pages += [Page([sheet]) for sheet in sheets]
    return Document(paper, orientation, pages, [table])


def game_header(session: Session, finished: Any = None) -> list[str]:
    """The lines under a game's title: when it was played (when it ended, if known; else when
    it began), in the user's own date format, and who played."""
    names = ", ".join(seat_name(player) for player in session.players)
    players = QCoreApplication.translate("Paper", "Players: {names}").format(names=names)
    return [played_line(session, finished), players]


def played_line(session: Session, finished: Any = None) -> str:
    from .formatting import format_datetime

    when = format_datetime(finished if finished is not None else session.created)
    translate = QCoreApplication.translate
    played = (
        translate("Paper", "Played on {date}")
        if session.is_over()
        else translate("Paper", "Begun on {date}, not finished yet")
    )
    return played.format(date=when)


def dated(document: Document, session: Session, finished: Any) -> Document:
    """`document` (a game's, from `game_document`), its first page dated `finished`: when the
    game ended, as the finished games list knows it (None: the date the game began)."""
    if finished is not None and document.pages and document.pages[0].lines:
        document.pages[0].lines[0] = played_line(session, finished)
    return document


class _SeatSheet(Sheet):
    """A seat's sheet, drawn into the table's scene for it just before its page is painted
    (a game may draw every seat's sheet in one scene)."""

    def __init__(self, table: Any, seat: int, heading: str) -> None:
        self._table = table
        self._seat = seat
        super().__init__(table.paper_scene(seat), heading)

    def prepare(self) -> None:
        self.scene = self._table.paper_scene(self._seat)


# --- painting ----------------------------------------------------------------------------------


def _font(size: float, bold: bool = False) -> QFont:
    from PySide6.QtWidgets import QApplication

    font = QFont(QApplication.font())
    font.setPixelSize(round(size))
    font.setBold(bold)
    return font


def render_scene(painter: QPainter, scene: QGraphicsScene, target: QRectF) -> QRectF:
    """Draw `scene` into `target` (its proportions kept, centred at the top); where it went.
    Items drawn from a cached picture on screen are drawn afresh: the page gets vectors and
    text."""
    source = scene.itemsBoundingRect()
    items = scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        scale = min(target.width() / source.width(), target.height() / source.height())
        width, height = source.width() * scale, source.height() * scale
        box = QRectF(target.left() + (target.width() - width) / 2, target.top(), width, height)
        scene.render(painter, box, source, Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
    return box


def paint_page(painter: QPainter, page: Page, room: QRectF) -> None:
    ink = tone(INK.ink)
    painter.setPen(ink)
    top = room.top()
    if page.title:
        painter.setFont(_font(20, bold=True))
        painter.drawText(QRectF(room.left(), top, room.width(), HEADING), page.title)
        top += HEADING + 6
    if page.lines:
        painter.setFont(_font(15))
        for line in page.lines:
            painter.drawText(QRectF(room.left(), top, room.width(), NOTE), line)
            top += NOTE + 2
        top += 6
    if page.widget is not None:
        widget = page.widget
        from .style import style_sheet

        # as printed, whatever the window's look (its own flat headers kept)
        widget.setStyleSheet(style_sheet("light") + widget.styleSheet())
        widget.show()
        widget.resize(int(room.width()), int(room.bottom() - top))
        for _ in range(3):  # the layout, then the columns fitted to the table's new width
            QCoreApplication.processEvents()
        offset = QPoint(round(room.left()), round(top))
        widget.render(painter, offset, QRegion(), QWidget.RenderFlag.DrawChildren)
        return
    if not page.sheets:
        return
    width = (room.width() - (page.columns - 1) * GAP) / page.columns
    height = (room.bottom() - top - (page.rows - 1) * GAP) / page.rows
    for index, sheet in enumerate(page.sheets):
        if isinstance(sheet, _SeatSheet):
            sheet.prepare()
        column, row = index % page.columns, index // page.columns
        cell = QRectF(
            room.left() + column * (width + GAP), top + row * (height + GAP), width, height
        )
        y = cell.top()
        if sheet.heading:
            painter.setFont(_font(14 if len(page.sheets) > 1 else 18, bold=True))
            painter.setPen(ink)
            painter.drawText(QRectF(cell.left(), y, cell.width(), NOTE), sheet.heading)
            y += NOTE
        if sheet.name_line:
            paint_name_line(painter, QRectF(cell.left(), y, cell.width(), NAME_LINE), sheet)
            y += NAME_LINE
        bottom = cell.bottom() - sheet.below(cell.width())
        drawn = render_scene(painter, sheet.scene, QRectF(cell.left(), y, cell.width(), bottom - y))
        y = drawn.bottom()
        boxes = sheet.boxes()
        if boxes:  # under the pad, across the cell
            y = paint_boxes(painter, QRectF(cell.left(), y + 4, cell.width(), 0), boxes)
        if sheet.note:  # just under the pad, as wide
            painter.setFont(_font(12))
            painter.setPen(ink)
            left, width = cell.left(), cell.width()
            note = QRectF(left, y + 6, width, note_height(sheet.note, width))
            painter.drawText(note, NOTE_FLAGS, sheet.note)


def paint_name_line(painter: QPainter, rect: QRectF, sheet: Sheet) -> None:
    """ "Name:" and a line to write it on, across `rect`."""
    painter.setFont(_font(14, bold=True))
    painter.setPen(tone(INK.ink))
    label = painter.boundingRect(rect, Qt.AlignmentFlag.AlignLeft, sheet.name_line)
    baseline = rect.bottom() - 6
    painter.drawText(QPoint(round(rect.left()), round(baseline - 2)), sheet.name_line)
    painter.drawLine(
        QPoint(round(label.right() + 6), round(baseline)),
        QPoint(round(rect.right()), round(baseline)),
    )


def slot_width(names: list[str]) -> float:
    """The width of one name over its box: SLOT_WIDTH, or the widest word of the names (in
    bold, as the total's) and a little room, so that no word is cut."""
    from PySide6.QtGui import QFontMetricsF

    metrics = QFontMetricsF(_font(12, bold=True))
    widest = max(
        (metrics.horizontalAdvance(word) for name in names for word in name.split()), default=0.0
    )
    return max(SLOT_WIDTH, widest + 8)


def box_places(rect: QRectF, names: list[str]) -> list[tuple[QRectF, QRectF]]:
    """Where each name and its empty box go: rows of them across `rect`, from its top."""
    slot = slot_width(names)
    per_row = max(1, int(rect.width() // slot))
    places = []
    for index in range(len(names)):
        column, row = index % per_row, index // per_row
        left = rect.left() + column * slot
        top = rect.top() + row * SLOT_HEIGHT
        label = QRectF(left, top, slot - 2, SLOT_LABEL)
        box = QRectF(left + (slot - BOX_WIDTH) / 2 - 1, top + SLOT_LABEL + 2, BOX_WIDTH, BOX_HEIGHT)
        places.append((label, box))
    return places


def paint_boxes(painter: QPainter, rect: QRectF, names: list[str]) -> float:
    """An empty box under each name, rows of them across `rect` (from its top); the last one
    (the total) drawn bolder. Returns the bottom of the last row."""
    ink = tone(INK.ink)
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
    y = rect.top()
    for index, (name, (label, box)) in enumerate(zip(names, box_places(rect, names), strict=True)):
        total = index == len(names) - 1
        painter.setPen(ink)
        painter.setFont(_font(12, bold=total))
        painter.drawText(label, flags, name)
        pen = painter.pen()
        pen.setWidthF(2.0 if total else 1.2)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box, 3, 3)
        y = box.bottom()
    return y


def paint(document: Document, device: QPagedPaintDevice) -> None:
    """Every page of `document` on `device` (its layout and resolution already set)."""
    painter = QPainter()
    if not painter.begin(device):
        raise PaperError(QCoreApplication.translate("Paper", "The pages could not be drawn."))
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # the painter's unit is a 96-dpi pixel whatever the device's resolution
        factor = device.logicalDpiX() / DPI
        painter.scale(factor, factor)
        room = page_room(document.paper, document.orientation)
        with on_paper():  # (paper is light, whatever the window's colours)
            for number, page in enumerate(document.pages):
                if number:
                    device.newPage()
                paint_page(painter, page, room)
    finally:
        painter.end()


def pdf_bytes(document: Document, title: str = "") -> bytes:
    """The document as a PDF (vector; the fonts used are embedded)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI * 4)
    writer.setPageLayout(document.layout())
    writer.setCreator("sheetdesk")
    if title:
        writer.setTitle(title)
    paint(document, writer)
    del writer  # (the writer finishes the file when it goes)
    buffer.close()
    return bytes(data.data())


def write_pdf(document: Document, path: Path | str, title: str = "") -> Path:
    """Write the document to `path` through a temporary file and a rename: on any failure the
    file that was there is untouched and PaperError says why."""
    from sheetdesk.core.savefile import write_bytes_atomic

    target = Path(path)
    payload = pdf_bytes(document, title)
    try:
        write_bytes_atomic(target, payload, backup=False)
    except OSError as error:
        raise PaperError(_write_error(target, error)) from error
    return target


def _write_error(path: Path, error: OSError) -> str:
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate(
            "Paper", "The disk is full, so {file} could not be written. Nothing was changed."
        ).format(file=path)
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return QCoreApplication.translate(
            "Paper",
            "sheetdesk may not write to the folder {folder}. Choose another place for the file.",
        ).format(folder=path.parent)
    if error.errno in (errno.ENOTDIR, errno.EISDIR, errno.ENOENT, errno.EEXIST):
        return QCoreApplication.translate(
            "Paper", "{file} cannot be written there. Choose another place for the file."
        ).format(file=path)
    reason = error.strerror or type(error).__name__
    return QCoreApplication.translate(
        "Paper", "{file} could not be written ({error}). Nothing was changed."
    ).format(file=path, error=reason)


def load_match(match: str) -> Session:
    """A saved game by its id, or by its file."""
    from sheetdesk.core import savefile

    path = Path(match) if match.endswith(savefile.SUFFIX) else savefile.save_path_for(match)
    return savefile.load(path)


def print_command(
    *, game: str | None, match: str | None, pads: int, out: str, paper: str, language: str
) -> int:
    """`sheetdesk print`: write the PDF (headless: a QApplication on the offscreen platform,
    the bundled font, the language chosen or the app's). 0 on success; 1 with a message."""
    import sys

    from PySide6.QtWidgets import QApplication

    from sheetdesk.core.savefile import SaveError

    from .fonts import use_bundled_font
    from .i18n import Translators, effective_language
    from .settings import read_settings

    app = QApplication.instance() or QApplication(["sheetdesk"])
    assert isinstance(app, QApplication)
    use_bundled_font(app)
    translators = Translators()
    settings, damaged = read_settings()
    if damaged:
        print(
            "sheetdesk print: the settings could not be read, so the usual ones are used.",
            file=sys.stderr,
        )
    translators.install(language or effective_language(settings.language))
    paper = paper or default_paper()
    try:
        if game:
            document = pad_document(game, pads, paper)
            title = game_name(game)
        else:
            assert match is not None
            session = load_match(match)
            document = game_document(session, paper)
            title = game_name(session.rules.info.id)
        try:
            path = write_pdf(document, out, title)
        finally:
            document.release()  # (now, not by a later cycle collection)
    except SaveError as error:
        print(f"sheetdesk print: {render(error.reason)}", file=sys.stderr)
        return 1
    except (PaperError, ValueError) as error:
        print(f"sheetdesk print: {error}", file=sys.stderr)
        return 1
    pages = len(document.pages)
    print(render(PAGES.count(pages), file=str(path)))
    return 0


__all__ = [
    "PAPERS",
    "Document",
    "PaperError",
    "default_paper",
    "game_document",
    "pad_document",
    "paint",
    "pdf_bytes",
    "write_pdf",
]
