"""Names players type are shown as plain text everywhere, in every game: a name that looks like
HTML (an image of a local file, bold, a restyled span) is shown as typed, never rendered. The test
walks every widget and sheet item the app shows — saved games, start page, hand-over page, table
(the game's sheets, captions, others' sheets, log, scores so far, tooltips), final scores — and
the real message boxes, for every registered game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsView,
    QLabel,
    QMenu,
    QMessageBox,
    QWidget,
)

from sheetdesk.core import registry, savefile
from sheetdesk.core.names import MAX_NAME
from sheetdesk.core.rng import Rng
from sheetdesk.core.session import Player, Session
from sheetdesk.ui import dialogs
from tests.ui.driving import in_modal

GAMES = sorted(registry.games_by_id())


def tricky_names(folder) -> list[str]:  # type: ignore[no-untyped-def]
    image = folder / "s.png"
    QImage(8, 8, QImage.Format.Format_RGB32).save(str(image))
    # (the picture by its name alone: a name holds at most MAX_NAME characters, and the test's
    # folder grows with the number of earlier runs)
    return [  # (each with an '&', which would mark a shortcut key on a button or in a menu)
        f'<img src="{image.name}"> & Co',
        "<b>Bold</b> & Co",
        "<h1>Big</h1> & Co",
        "Ana &amp; <i>Jo</i>",
    ]


def _rich(text: str, fmt: Qt.TextFormat, names: list[str]) -> bool:
    """`text` shows one of `names` rendered as rich text."""
    if not any(name in text for name in names):
        return False
    return fmt == Qt.TextFormat.RichText or (
        fmt in (Qt.TextFormat.AutoText, Qt.TextFormat.MarkdownText)
        and (fmt == Qt.TextFormat.MarkdownText or GuiQt.mightBeRichText(text))
    )


def _mnemonic(text: str, names: list[str]) -> bool:
    """`text` (a button's, a menu entry's) has a name whose '&' would mark a shortcut key."""
    return any("&" in name and name in text for name in names)


def _widgets(root: QWidget) -> Iterator[QWidget]:
    yield root
    yield from root.findChildren(QWidget)


def rendered_as_rich_text(names: list[str]) -> list[str]:
    """Every place on screen where a name is rendered as rich text (labels, tooltips, graphics
    items' tooltips), described."""
    found = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for widget in _widgets(top):
            if isinstance(widget, QLabel) and _rich(widget.text(), widget.textFormat(), names):
                found.append(f"label {widget.objectName() or widget!r}: {widget.text()!r}")
            if isinstance(widget, QAbstractButton) and _mnemonic(widget.text(), names):
                found.append(f"button {widget.objectName() or widget!r}: {widget.text()!r}")
            if isinstance(widget, QMenu):
                found += [
                    f"menu entry {action.text()!r}"
                    for action in widget.actions()
                    if _mnemonic(action.text(), names)
                ]
            if _rich(widget.toolTip(), Qt.TextFormat.AutoText, names):
                found.append(f"tooltip of {widget.objectName() or widget!r}")
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    if _rich(item.toolTip(), Qt.TextFormat.AutoText, names):
                        found.append(f"tooltip of a sheet item: {item.toolTip()!r}")
    return found


def shown_plain(names: list[str]) -> set[str]:
    """The names some visible label shows as typed (plain)."""
    shown = set()
    for top in QApplication.topLevelWidgets():
        for widget in _widgets(top):
            if isinstance(widget, QLabel) and widget.isVisible():
                shown |= {n for n in names if n in widget.text()}
    return shown


def _played(entry, names, moves: int | None) -> Session:  # type: ignore[no-untyped-def]
    """A game with these names, `moves` player moves in (None: to the end)."""
    rules = entry.rules()
    count = max(rules.info.min_players, min(len(names), rules.info.max_players))
    session = Session.new(rules, [Player(n) for n in names[:count]], {}, 12)
    bot = entry.bot()
    rng = Rng(5)
    done = 0
    while not session.is_over() and (moves is None or done < moves):
        seat = session.acting_seat()
        session.act(seat, bot(session.view(seat), seat, list(session.legal_actions(seat)), rng))
        done += 1
    return session


def _check(names: list[str], where: str) -> None:
    assert rendered_as_rich_text(names) == [], where


@pytest.mark.parametrize("game", GAMES)
def test_names_are_plain_text_everywhere(window, qtbot, tmp_path, game):
    entry = registry.get(game)
    names = tricky_names(tmp_path)
    middle = _played(entry, names, 12)
    savefile.write(middle)
    finished = _played(entry, names, None)
    savefile.write(finished)
    players = [p.name for p in middle.players]

    window.show_saved_games()
    _check(players, "saved games")
    window.show_start()
    _check(players, "start page")
    assert window.open_path(savefile.save_path_for(middle.match_id), external=False)
    while window.current_page_name() == "handover":
        _check(players, "hand-over page")
        assert shown_plain(players)
        window.page("handover").button.click()
        qtbot.wait(1)
    assert window.current_page_name() == "table"
    _check(players, "table")
    assert shown_plain(players)
    window.controller.play_bots_now()
    _check(players, "table after a computer move")
    window.show_start()
    assert window.open_path(savefile.save_path_for(finished.match_id), external=False)
    assert window.current_page_name() == "scores"
    _check(players, "scores")
    assert shown_plain(players)
    window.page("scores").table_button.click()
    _check(players, "the finished table")


@pytest.mark.parametrize("ask", [False, True])
def test_message_boxes_are_plain_text(qtbot, tmp_path, ask, monkeypatch):
    names = tricky_names(tmp_path)
    message = "Delete the game with " + ", ".join(names) + "?"
    seen: list[list[str]] = []

    def look_and_close(box: QMessageBox) -> None:
        seen.append(rendered_as_rich_text(names))
        seen.append(sorted(shown_plain(names)))
        box.reject()

    with in_modal(look_and_close, "the message box", QMessageBox):
        if ask:
            assert dialogs.ask(None, names[1], message, "Delete") is False
        else:
            dialogs.inform(None, names[1], message)
    assert seen == [[], sorted(names)]


def test_the_tricky_names_fit_a_save_whatever_the_test_folder(tmp_path):
    deep = tmp_path / ("folder" * 20)
    deep.mkdir()
    assert all(0 < len(name) <= MAX_NAME for name in tricky_names(deep))
