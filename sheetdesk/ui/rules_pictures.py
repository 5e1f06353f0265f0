"""Pictures for the rules page: beside a section, the sheet as the game's own table draws it.

A game's sheet module may name, in `RULES_PICTURES`, a test per section of its `rules_summary`
(`section index -> shows(view, seat) -> bool`: say, "a row is locked"). A seeded game of its
default computer players (the first it declares) is played until the first seat's sheet shows
that, and the first seat's sheet (`TableScaffold.paper_scene`) is drawn into a picture, in the
current language: so the pictures follow the app's look and words and are never stale. Pictures
are kept per game for the language shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from sheetdesk.core import registry
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session

PLAYERS = ("Ana", "Jan")
SEED = 5
MOST_MOVES = 4000
WIDTH = 300  # the picture's width on the page, in pixels (drawn at twice that, for sharpness)

Shows = Callable[[Any, int], bool]
_made: dict[tuple[str, str], dict[int, QImage]] = {}


def rules_pictures(game_id: str, language: str) -> dict[int, QImage]:
    """Section index -> the picture shown beside it (none for a game that names none)."""
    key = (game_id, language)
    if key not in _made:
        for other in [k for k in _made if k[1] != language]:
            del _made[other]  # (a page is shown in one language at a time)
        _made[key] = _draw(game_id)
    return _made[key]


def _draw(game_id: str) -> dict[int, QImage]:
    from .paper import render_scene

    entry = registry.get(game_id)
    sheet = entry.module("sheet")
    wanted: dict[int, Shows] = dict(getattr(sheet, "RULES_PICTURES", {}))
    if not wanted:
        return {}
    rules = entry.rules()
    players = [Player(name) for name in PLAYERS]
    options = {variant.key: variant.default for variant in rules.info.variants}
    session = Session.new(rules, players, options, seed=SEED)
    bot = entry.bot()  # the game's default computer player
    table = sheet.create_table(entry, rules, players)
    pictures: dict[int, QImage] = {}
    for move in range(MOST_MOVES):
        view = session.view(None)
        for section, shows in list(wanted.items()):
            if shows(view, 0):
                table.show_position(view, None, None, [], rules.scores(view))
                scene = table.paper_scene(0)
                if scene is not None:
                    pictures[section] = _picture(scene, render_scene)
                del wanted[section]
        seat = session.acting_seat()
        if not wanted or seat is None or session.is_over():
            break
        legal = list(session.legal_actions(seat))
        session.act(seat, bot(session.view(seat), seat, legal, Rng(move)))
    table.deleteLater()
    return pictures


def _picture(scene: Any, render: Any) -> QImage:
    source = scene.itemsBoundingRect()
    scale = 2 * WIDTH / source.width()
    image = QImage(2 * WIDTH, max(1, round(source.height() * scale)), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    image.setDevicePixelRatio(2.0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    render(painter, scene, QRectF(0, 0, WIDTH, image.height() / 2))
    painter.end()
    return image
