"""Pictures for the rules page: beside a section, the sheet as the game's own table draws it.

A game's sheet module may name, in `RULES_PICTURES`, a test per section of its `rules_summary`
(`section index -> shows(view, seat) -> bool`: say, "a row is locked"). A seeded game of its
default computer players (the first it declares) is played until the first seat's sheet shows
that, and what the table shows for that section (`TableScaffold.rules_scene`: the first seat's
sheet, or the part of it the section is about) is drawn into a picture, in the current language:
so the pictures follow the app's look and words and are never stale. Each picture is drawn
twice: for the page (a glance: what would be under 9 pt there is left out by design), and big,
for the zoom a click or Enter opens (`rules_zoom`), where every number the sheet has is legible;
the big ones only once a zoom asks for one (the same seeded game played again to them: most
rules are read without a zoom, and the big pictures took half again the page's time to draw).
Pictures are kept per game for the language and look shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session

from . import palette
from .released import delete_and_free

PLAYERS = ("Ana", "Jan")
SEED = 5
MOST_MOVES = 4000
WIDTH = 300  # the picture's width on the page, in pixels (drawn at twice that, for sharpness)
# the picture drawn big, for the zoom: as wide as the zoom shows it on the smallest screen (its
# words 9 pt there, none shrunk under that by fitting it in), drawn at twice that for sharpness
# (larger windows enlarge it)
ZOOM_WIDTH = 680
ZOOM_HEIGHT = 350  # (and no taller than the zoom shows it there: a wide dialog, not a tall one)

Kept = dict[tuple[str, str, str, bool], dict[int, QImage]]
_made: Kept = {}  # the page's pictures
_zooms: Kept = {}  # the big ones


def _pictures(
    kept: Kept, game_id: str, language: str, draw: Callable[[Any], QImage]
) -> dict[int, QImage]:
    look = (palette.current(), palette.larger())
    key = (game_id, language, *look)
    if key not in kept:
        for other in [k for k in kept if (k[1], *k[2:]) != (language, *look)]:
            del kept[other]  # (a page is shown in one language and one look at a time)
        kept[key] = draw_pictures(game_id, draw)
    return kept[key]


def rules_pictures(game_id: str, language: str) -> dict[int, QImage]:
    """Section index -> the picture shown beside it (none for a game that names none)."""
    return dict(_pictures(_made, game_id, language, _picture))


def rules_zoom(game_id: str, language: str, section: int) -> QImage | None:
    """The picture beside `section`, drawn big (None: the section has none)."""
    return _pictures(_zooms, game_id, language, zoom_picture).get(section)


def draw_pictures(game_id: str, draw: Callable[[Any], Any]) -> dict[int, Any]:
    """Section index -> `draw(scene)` of the scene its picture shows."""
    entry = registry.get(game_id)
    ui = entry.ui()
    wanted: dict[int, registry.ShowsRule] = dict(ui.rules_pictures)
    if not wanted:
        return {}
    rules = entry.rules()
    players = [Player(name) for name in PLAYERS]
    options = {variant.key: variant.default for variant in rules.info.variants}
    session = Session.new(rules, players, options, seed=SEED)
    bot = entry.bot()  # the game's default computer player
    table = ui.create_table(rules, players)
    pictures: dict[int, Any] = {}
    for move in range(MOST_MOVES):
        view = session.view(None)
        for section, shows in list(wanted.items()):
            if shows(view, 0):
                table.show_position(view, None, None, [], rules.scores(view))
                scene = table.rules_scene(section, 0)
                if scene is not None:
                    pictures[section] = draw(scene)
                del wanted[section]
        seat = session.acting_seat()
        if not wanted or seat is None or session.is_over():
            break
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(move)))
    delete_and_free(table)
    return pictures


def _picture(scene: Any, width: int = WIDTH, ratio: float = 2.0, glance: bool = True) -> QImage:
    """`scene` drawn `width` pixels wide, at `ratio` device pixels a pixel. The page's picture
    is only glanced at (a click shows it big): its texts under 9 pt are left out by design
    (`sheetkit.measure.glancing`), never drawn half legible; the big one draws them all."""
    from .paper import render_scene
    from .sheetkit.measure import glancing

    source = scene.itemsBoundingRect()
    scale = ratio * width / source.width()
    pixels = round(ratio * width)
    image = QImage(pixels, max(1, round(source.height() * scale)), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    with glancing(glance):
        render_scene(painter, scene, QRectF(0, 0, width, image.height() / ratio))
    painter.end()
    return image


def zoom_picture(scene: Any) -> QImage:
    rect = scene.itemsBoundingRect()
    width = min(ZOOM_WIDTH, round(ZOOM_HEIGHT * rect.width() / max(rect.height(), 1.0)))
    return _picture(scene, width, 2.0, glance=False)
