"""The start page invites: each game as a picture of its own sheet in play (drawn after the page
shows), pressed with the mouse or the keyboard to open New game with that game chosen; the game
to continue with a picture of its sheet and who plays it; the family's players with their
symbols, read from the players file alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from sheetdesk.core import registry, savefile
from sheetdesk.core.history import History
from sheetdesk.core.session import Player, Session
from sheetdesk.ui.start_page import family_players

GAMES = tuple(entry.id for entry in registry.GAMES)


def pictures_drawn(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    page = window.start_page
    qtbot.waitUntil(
        lambda: (
            page.pictures_waiting() == 0
            and len(page.game_tiles) == len(GAMES)
            and all(not tile.picture.isNull() for tile in page.game_tiles.values())
        ),
        timeout=20000,
    )


def test_each_game_is_shown_by_a_picture_of_its_own_sheet_drawn_after_the_page_shows(window, qtbot):
    page = window.start_page
    window.show_start()
    pictures_drawn(window, qtbot)
    images = {game: page.game_tiles[game].picture.toImage() for game in GAMES}
    for game, image in images.items():
        assert image.width() > 100 and image.height() > 50, game
        # a sheet in play: more than a few colours (paper, ink, the game's own colours)
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 5)
            for y in range(0, image.height(), 5)
        }
        assert len(colours) > 20, game
    # each its own drawing
    assert len({bytes(image.constBits()) for image in images.values()}) == len(GAMES)
    # drawn where it shows: the tile's picture area holds the picture
    tile = page.game_tiles[GAMES[0]]
    assert not tile.picture_rect().isEmpty()
    shown = tile.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    spot = tile.picture_rect().center().toPoint()
    assert shown.pixel(spot) != shown.pixel(3, tile.height() // 2)


def open_new_game_with(window, qtbot, monkeypatch, press) -> str:  # type: ignore[no-untyped-def]
    """`press()` on the start page; the game chosen in the New game dialog it opens (closed)."""
    chosen: list[str] = []

    def run(dialog: QDialog) -> bool:
        chosen.append(dialog.entry().id)  # type: ignore[attr-defined]
        return False

    monkeypatch.setattr(window, "exec_dialog", run)
    press()
    qtbot.waitUntil(lambda: bool(chosen))
    return chosen[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_games_picture_opens_new_game_with_that_game_chosen(
    window, qtbot, monkeypatch, game
):
    window.show_start()
    tile = window.start_page.game_tiles[game]
    press = lambda: QTest.mouseClick(tile, Qt.MouseButton.LeftButton)  # noqa: E731
    assert open_new_game_with(window, qtbot, monkeypatch, press) == game
    assert window.current_page_name() == "start"  # cancelled: nothing else happened


def test_the_pictures_are_reached_with_tab_and_the_arrows_and_pressed_with_enter(
    window, qtbot, monkeypatch
):
    window.show_start()
    page = window.start_page
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    page.new_button.setFocus()  # (where the page's keyboard starts)
    path = []
    for _ in range(30):
        path.append(QApplication.focusWidget().objectName())
        if QApplication.focusWidget() is page.game_tiles[GAMES[0]]:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    else:
        raise AssertionError(f"Tab never reaches the first game's picture: {path}")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert QApplication.focusWidget() is page.game_tiles[GAMES[1]]

    def press() -> None:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    assert open_new_game_with(window, qtbot, monkeypatch, press) == GAMES[1]


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_pictures_have_accessible_names_in_the_pages_language(window, language):
    window.set_language(language)
    names = []
    for tile in window.start_page.game_tiles.values():
        face = QAccessible.queryAccessibleInterface(tile)
        name = face.text(QAccessible.Text.Name)
        assert tile.text() and tile.text() in name
        assert face.text(QAccessible.Text.Description)
        names.append(name)
    if language != "en":
        assert not any(name.startswith("New game of") for name in names)


@pytest.mark.parametrize("game", GAMES)
def test_the_game_to_continue_shows_its_sheet_and_who_plays_it(window, qtbot, messages, game):
    entry = registry.get(game)
    names = ["Ana", "Γιαγιά Σοφία", "Zofia"]
    session = Session.new(entry.rules(), [Player(name) for name in names], {}, 7)
    savefile.write(session)
    window.show_start()
    page = window.start_page
    qtbot.waitUntil(lambda: page.continue_picture.isVisible(), timeout=20000)
    assert not page.continue_picture.picture.isNull()
    described = page.continue_picture.accessibleDescription()
    assert all(name in described for name in names)
    # pressed, it continues that game
    QTest.mouseClick(page.continue_picture, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.current_page_name() in ("table", "handover"))


def test_the_familys_players_show_with_their_symbols_read_from_the_players_file(
    window, qtbot, data_dir
):
    history = History()
    history.remember_table(["Ana", "Nikos", "Γιαγιά Σοφία"])
    history.close()
    # the players file alone: the database gone (or busy) changes nothing
    history.path.unlink()
    assert [name for name, _look in family_players()] == ["Ana", "Nikos", "Γιαγιά Σοφία"]
    window.show_start()
    strip = window.start_page.family
    qtbot.waitUntil(strip.isVisible)
    drawn, more = strip.shown()
    assert [name for name, _look in drawn] == ["Ana", "Nikos", "Γιαγιά Σοφία"] and more == 0
    assert all(look[0] and look[1] for _name, look in drawn)
    assert "Γιαγιά Σοφία" in strip.accessibleDescription()
    strip.setFocus()
    QTest.keyClick(strip, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page_name() == "players")


def test_a_strip_too_narrow_for_every_player_says_how_many_more():
    from sheetdesk.ui.start_tiles import FamilyStrip

    strip = FamilyStrip("family")
    strip.set_players([(f"Player {n}", ("sky", "star")) for n in range(12)])
    strip.resize(300, strip.sizeHint().height())
    drawn, more = strip.shown()
    assert drawn and more == 12 - len(drawn) and more > 0


def _snapshot_text(path: Path) -> bytes:
    """The position a save keeps, as it is written in the file."""
    snapshot = json.loads(path.read_bytes())["snapshot"]
    return json.dumps(snapshot, ensure_ascii=False, separators=(",", ":")).encode()


def test_the_picture_of_a_damaged_save_moves_and_repairs_nothing(window, qtbot, data_dir, tmp_path):
    """Continue says what became of a damaged save (its backup stood in): drawing its picture
    first must not repair it silently."""
    from sheetdesk.core import paths

    entry = registry.GAMES[0]  # (any game would do)
    players = [Player("Ana"), Player("Nikos")]
    session = Session.new(entry.rules(), players, {}, 7)
    path = savefile.write(session)
    seat = session.acting_seat()
    session.act(seat, session.legal_actions(seat)[0])
    savefile.write(session)  # (the first save is its backup now)
    # whole and sound to the list (its head), refused when opened: the position it keeps (the
    # one another first move makes) is not the one its moves make
    other = Session.new(entry.rules(), players, {}, 7)
    other.act(seat, other.legal_actions(seat)[-1])
    kept, another = _snapshot_text(path), _snapshot_text(savefile.write(other, tmp_path / "o"))
    assert kept != another and path.read_bytes().count(kept) == 1
    damaged = path.read_bytes().replace(kept, another)
    path.write_bytes(damaged)
    window.show_start()
    page = window.start_page
    qtbot.waitUntil(lambda: page._maker is not None and page.pictures_waiting() == 0)
    qtbot.wait(50)
    assert path.read_bytes() == damaged
    assert not list(paths.quarantine_dir().iterdir())
    assert not page.continue_picture.isVisible()  # no picture of a save that does not open


def _counting_draws(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """A new run as far as the pictures go (none drawn in it yet); the games drawn from now on."""
    from sheetdesk.ui import game_pictures

    monkeypatch.setattr(game_pictures, "_made", {})
    drawn: list[str] = []
    play_out = game_pictures.play_out
    monkeypatch.setattr(
        game_pictures, "play_out", lambda game: drawn.append(game) or play_out(game)
    )
    return drawn


def _pictures(window) -> dict[str, bytes]:  # type: ignore[no-untyped-def]
    tiles = window.start_page.game_tiles
    return {game: bytes(tiles[game].picture.toImage().constBits()) for game in GAMES}


def test_the_games_pictures_are_kept_between_runs(make_window, messages, qtbot, monkeypatch):
    """The second start reads the pictures the first one drew (the app's cache folder, not the
    saves' folder) and draws none; a kept file that is damaged is drawn again, and kept again."""
    from sheetdesk.core import paths

    drawn = _counting_draws(monkeypatch)
    first = make_window()
    pictures_drawn(first, qtbot)
    assert sorted(drawn) == sorted(GAMES)
    kept = sorted((paths.cache_dir() / "pictures").glob("*.png"))
    assert len(kept) == len(GAMES)
    assert paths.saves_dir() not in kept[0].parents
    assert savefile.list_saves() == ([], [])
    shown = _pictures(first)

    drawn = _counting_draws(monkeypatch)
    second = make_window()
    pictures_drawn(second, qtbot)
    assert drawn == []
    assert _pictures(second) == shown

    broken, cut = kept[0], kept[1]
    broken.write_bytes(b"not a picture at all")
    cut.write_bytes(cut.read_bytes()[: cut.stat().st_size // 2])
    drawn = _counting_draws(monkeypatch)
    third = make_window()
    pictures_drawn(third, qtbot)
    assert len(drawn) == 2 and all(game in drawn for game in GAMES if game in broken.name)
    assert _pictures(third) == shown
    assert not QImage(str(broken)).isNull() and not QImage(str(cut)).isNull()


def test_a_picture_kept_for_another_look_is_not_taken(data_dir, qtbot, monkeypatch):
    """What a picture was drawn for names its file: another palette (or Larger text) draws its
    own."""
    from sheetdesk.ui import game_pictures, palette

    drawn = _counting_draws(monkeypatch)
    game = GAMES[0]
    try:
        light = game_pictures.game_picture(game)
        palette.use("contrast", True)
        monkeypatch.setattr(game_pictures, "_made", {})
        contrast = game_pictures.game_picture(game)
    finally:
        palette.use("light", False)
    assert drawn == [game, game]
    assert light.toImage() != contrast.toImage()
    monkeypatch.setattr(game_pictures, "_made", {})
    assert game_pictures.game_picture(game).toImage() == light.toImage()
    assert drawn == [game, game]


KEYS = {
    "tab": (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    "shift-tab": (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
    "down": (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    "right": (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
}


def _key(window, key, modifier=Qt.KeyboardModifier.NoModifier) -> QWidget:  # type: ignore[no-untyped-def]
    """A key as the keyboard gives it (to the widget with the focus, else the window); the
    widget with the focus after it."""
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)
    QApplication.processEvents()
    return QApplication.focusWidget()


@pytest.mark.parametrize("key", list(KEYS))
@pytest.mark.parametrize("continuing", [True, False], ids=["a-game-to-continue", "none"])
def test_the_first_key_lands_on_the_game_to_continue_else_the_first_games_picture(
    make_window, qtbot, continuing, key
):
    """A fresh window, the family's first key (Tab, Shift+Tab or an arrow): the keyboard lands
    on what they most likely want, ringed; from there Tab goes on in reading order."""
    if continuing:
        entry = registry.GAMES[0]  # (any game: what is tested is where the key lands)
        savefile.write(Session.new(entry.rules(), [Player("Ana"), Player("Bob")], {}, 7))
    window = make_window()
    page = window.start_page
    qtbot.waitUntil(
        lambda: (
            len(page.game_tiles) == len(GAMES) and page.continue_button.isEnabled() == continuing
        ),
        timeout=20000,
    )
    # nothing ringed before the first key
    assert not any(w.hasFocus() for w in page.findChildren(QWidget))
    first = page.continue_button if continuing else page.game_tiles[GAMES[0]]
    plain = first.grab().toImage()
    landed = _key(window, *KEYS[key])
    assert landed is first, landed.objectName()
    # the keyboard's ring is seen (drawn by the next paint on a busy machine)
    qtbot.waitUntil(lambda: first.grab().toImage() != plain, timeout=60_000)
    if key != "tab":
        return
    # then reading order: left to right along the games' row, then the row under it
    order = [page.game_tiles[g] for g in GAMES[1:]] + [page.learn_button]
    if continuing:
        order = [page.learn_button, page.new_button]
    for widget in order:
        landed = _key(window, Qt.Key.Key_Tab)
        assert landed is widget, (landed.objectName(), widget.objectName())


def test_a_picture_that_cannot_be_drawn_is_left_out_and_the_next_are_drawn(qtbot):
    """A game whose sheet cannot be drawn here (a failing drawing) costs its card its picture
    only: no error reaches the family and the pictures asked after it still come."""
    from PySide6.QtGui import QPixmap

    from sheetdesk.ui.game_pictures import PictureMaker

    maker = PictureMaker()
    came: list[str] = []
    maker.ready.connect(lambda name, picture: came.append(name))

    def broken() -> QPixmap:
        raise KeyError("unknown game")

    maker.ask("broken", broken)
    maker.ask("fine", lambda: QPixmap(4, 4))
    qtbot.waitUntil(lambda: came == ["fine"] and not maker.waiting())
    maker.deleteLater()
