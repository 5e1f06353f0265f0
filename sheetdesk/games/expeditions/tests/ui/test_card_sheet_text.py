"""No text on the card games' sheets under 9 pt (12 px at 96 dpi) on the smallest screen: the
parts with small print give way on a small table and show big on a click (the score card, the
round card, the other players' sheets), where their words are read."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.core import paths, registry, savefile
from sheetdesk.core.session import Player
from sheetdesk.games.expeditions.tests.ui.driving import click, played
from sheetdesk.games.pyramid_cards import sheet as pyramid_sheet
from sheetdesk.games.treasure_cards import sheet as treasure_sheet
from sheetdesk.ui.sheetkit import MIN_TEXT_PX, FittingView, smallest_text, text_sizes
from tests.ui.driving import pass_handover

GAMES = ("treasure_cards", "pyramid_cards")
SHEETS = {"treasure_cards": treasure_sheet, "pyramid_cards": pyramid_sheet}


_PLAYED: dict[tuple[str, int], bytes] = {}
"""The save of each game and number of players played to the position `start` shows (this
module's run, this process)."""


@pytest.fixture(scope="module", autouse=True)
def _played_once(tmp_path_factory):
    """Where `_played` plays its games (a data folder of their own), for this module's tests."""
    global _PLAYING_IN
    _PLAYING_IN = tmp_path_factory.mktemp("played")
    yield
    _PLAYED.clear()


_PLAYING_IN: Path | None = None


def _played(game: str, players: int) -> bytes:
    """The save of a new game of `game` (seed 3), the game's greedy player choosing for every
    seat, to a marking step with cards completed and taken before it (the fullest sheets).
    The moves are made on the game's session alone: what the tests look at is the table at that
    position, opened from its save as a family opens a saved game, not the playing there (a
    window repaints itself after each move; each game's own sheet tests play a round by
    clicks). Played once per module: its moves depend on neither the window's size nor its
    language, which each test sets."""
    if (game, players) in _PLAYED:
        return _PLAYED[(game, players)]
    assert _PLAYING_IN is not None
    names = ("Ana", "Ben", "Zosia", "Jan")[:players]
    bot = registry.get(game).bot("greedy")
    session = played(
        registry.get(game), names, 3, bot, lambda s: s.phase == "mark" and s.revealed == 3
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SHEETDESK_DATA_DIR", str(_PLAYING_IN / f"{game}-{players}"))
        _PLAYED[(game, players)] = savefile.write(session).read_bytes()
    return _PLAYED[(game, players)]


def start(window, game: str, players: int, size=(1024, 600)) -> None:
    """`window` at `size` shows `game`'s table at the position `_played` played to: the saved
    game opened from the saves folder, as the Saved games page opens it."""
    window.resize(*size)
    path = paths.saves_dir() / f"{game}-{players}.sheetdesk"
    path.write_bytes(_played(game, players))
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    assert window.open_path(path, external=False)
    window.controller.bot_delay_ms = 0
    if window.current_page_name() == "handover":
        pass_handover(window)
    assert window.current_page_name() == "table"
    assert window.session.state.phase == "mark" and window.session.state.revealed == 3
    QApplication.processEvents()


def sheet_views(window) -> list[FittingView]:
    table = window.page("table").table
    return [view for view in table.findChildren(FittingView) if view.isVisible()]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_9_pt_at_1024_by_600(window, game, players):
    start(window, game, players)
    views = sheet_views(window)
    assert len(views) == 2 + players - 1  # the board, the shared cards, the others' sheets
    table = window.page("table").table
    assert text_sizes(table.board_view)  # the player's sheet still has words to read
    for view in views:
        smallest = smallest_text(view)
        assert smallest is None or smallest[0] >= MIN_TEXT_PX, (view.accessibleName(), smallest)


SCREENS = ((1093, 614), (1280, 720), (1366, 768), (1920, 1080))


@pytest.mark.parametrize("size", SCREENS)
@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_9_pt_on_the_other_screens(window, game, size):
    start(window, game, 4, size)
    for view in sheet_views(window):
        smallest = smallest_text(view)
        assert smallest is None or smallest[0] >= MIN_TEXT_PX, (view.accessibleName(), smallest)


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_the_score_card_or_the_round_card_shows_it_big_with_its_words(window, game):
    start(window, game, 2)
    table = window.page("table").table
    card = table.score_card
    point = table.board_view.mapFromScene(card.sceneBoundingRect().center())
    click(table.board_view, point)
    zoom = table.zoom
    assert zoom is not None and zoom.isVisible()
    QApplication.processEvents()
    sizes = text_sizes(zoom.view)
    words = [text for _size, text in sizes]
    assert any(text.startswith("Total") or text.isdigit() for text in words)
    assert min(sizes)[0] >= MIN_TEXT_PX
    QTest.keyClick(zoom, Qt.Key.Key_Escape)
    assert table.zoom is None
    # the round card too
    card = table.shared_card
    click(table.shared_view, table.shared_view.mapFromScene(card.sceneBoundingRect().center()))
    zoom = table.zoom
    assert zoom is not None and zoom.isVisible()
    QApplication.processEvents()
    sizes = text_sizes(zoom.view)
    assert "Round 1 of 4" in [text for _size, text in sizes]
    assert min(sizes)[0] >= MIN_TEXT_PX
    QTest.keyClick(zoom, Qt.Key.Key_Escape)
    assert table.zoom is None


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_badge_is_read_at_1024_by_600(window, game):
    """In the draft the "Kept" badge of a chosen card is drawn at 9 pt or more."""
    window.resize(1024, 600)
    from sheetdesk.ui.new_game_dialog import NewGameChoice

    choice = NewGameChoice(registry.get(game), (Player("Ana"), Player("Ben")), {}, 3)
    window.start_new(choice)
    if window.current_page_name() == "handover":
        pass_handover(window)
    table = window.page("table").table
    item = table.dealt_items[0]
    click(table.board_view, table.item_center(table.board_scene, item.item_id))
    QApplication.processEvents()
    assert item.badge == "Kept"
    sizes = text_sizes(table.board_view)
    assert [size for size, text in sizes if text == "Kept"] and min(sizes)[0] >= MIN_TEXT_PX


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "el"])
def test_the_score_cards_title_is_clear_of_the_magnifier(window, monkeypatch, game, language):
    """The magnifier in the score card's corner (a click shows it big) lies on none of the
    title's room, in the language with the longest title."""
    from PySide6.QtCore import QRectF

    from sheetdesk.ui.sheetkit import Magnifier

    sheet = SHEETS[game]
    written: list[tuple[QRectF, str]] = []
    real = sheet.draw_fitted_text

    def spy(painter, rect, flags, text, size, bold=True):  # type: ignore[no-untyped-def]
        written.append((QRectF(rect), text))
        return real(painter, rect, flags, text, size, bold)

    monkeypatch.setattr(sheet, "draw_fitted_text", spy)
    window.set_language(language)
    start(window, game, 2)
    card = window.page("table").table.score_card
    written.clear()
    card.update()
    text_sizes(window.page("table").table.board_view)  # paints the board (and the card)
    glass = next(c for c in card.childItems() if isinstance(c, Magnifier))
    titles = [rect for rect, text in written if text == card.title]
    assert titles and card.title
    for rect in titles:
        assert not rect.intersects(glass.mapToParent(glass.boundingRect()).boundingRect())


def _numbers_left_out(item, scale: float) -> list[str]:
    """What `item` leaves out of the numbers it states when painted `scale` screen pixels a unit
    (a card shown small: the table's scale on a 1024x600 screen is about 0.7)."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from sheetdesk.ui.sheetkit.measure import stating

    rect = item.boundingRect()
    image = QImage(
        int(rect.width() * scale) + 2, int(rect.height() * scale) + 2, QImage.Format.Format_ARGB32
    )
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    with stating() as stated:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    drawn = {s.text for s in stated if s.ink is not None}
    numbers = {s.text for s in stated if s.text.lstrip("−").isdigit()}
    return sorted(numbers - drawn)


@pytest.mark.parametrize("game", GAMES)
def test_the_score_card_and_the_cards_keep_their_numbers_whole_when_shown_small(window, game):
    """Shown as small as the table is on a 1024x600 screen, the score card (skull values such
    as "−55", the pyramid points' "10", completed cards' chips) and a card's badge (its serial
    number or points, two digits) lay themselves out again so that each number is drawn whole
    at 9 pt, none left out."""
    start(window, game, 2)
    table = window.page("table").table
    rules = table.rules
    card = table.score_card
    board = card.board
    number = "serial" if game == "pyramid_cards" else "points"
    ids = rules.cards.keys() if isinstance(rules.cards, dict) else range(len(rules.cards))
    completed = tuple(c for c in ids if getattr(rules.cards[c], number) >= 10)[:2]
    assert len(completed) == 2
    card.board = dataclasses.replace(board, completed=completed)
    for scale in (0.7, 0.62):
        assert _numbers_left_out(card, scale) == []
        item = table.display_items[0]
        item.set_content(rules.card(completed[0]))
        assert _numbers_left_out(item, scale) == []


def _drawn(item, scale: float, monkeypatch) -> tuple[list[str], int]:
    """The texts `item` draws when painted `scale` screen pixels a unit, and how many rounded
    boxes (the completed cards' chips are)."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from sheetdesk.ui.sheetkit.measure import stating

    rect = item.boundingRect()
    image = QImage(
        int(rect.width() * scale) + 2, int(rect.height() * scale) + 2, QImage.Format.Format_ARGB32
    )
    rounded = []
    original = QPainter.drawRoundedRect

    def counted(painter, *args, **kw):  # type: ignore[no-untyped-def]
        rounded.append(args)
        return original(painter, *args, **kw)

    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    with stating() as stated, monkeypatch.context() as patch:
        patch.setattr(QPainter, "drawRoundedRect", counted)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return [s.text for s in stated if s.ink is not None], len(rounded)


@pytest.mark.parametrize("game", GAMES)
def test_a_small_score_card_says_every_completed_card(window, monkeypatch, game):
    """Shown small with more completed cards than its chips' room holds, the score card draws
    as many chips as fit and, in the last place, how many more ("+N"); where not one chip with
    its number fits, a chip without it for each card (marks only): every completed card is
    said, none dropped."""
    from collections import Counter

    start(window, game, 2)
    table = window.page("table").table
    rules = table.rules
    card = table.score_card
    board = card.board
    ids = list(rules.cards.keys() if isinstance(rules.cards, dict) else range(len(rules.cards)))
    completed = tuple(ids[:14])
    for scale in (1.0, 0.7, 0.62):
        card.board = dataclasses.replace(board, completed=())
        texts, boxes = _drawn(card, scale, monkeypatch)
        card.board = dataclasses.replace(board, completed=completed)
        more_texts, more_boxes = _drawn(card, scale, monkeypatch)
        chips = Counter(more_texts) - Counter(texts)
        drawn = more_boxes - boxes
        if chips:  # each chip with its number, the last perhaps "+N"
            more = [int(text[1:]) for text in chips if text.startswith("+")]
            assert len(more) <= 1 and drawn == sum(chips.values()), (scale, chips, drawn)
            said = sum(n for text, n in chips.items() if not text.startswith("+")) + sum(more)
            assert said == len(completed), (scale, chips)
        else:  # marks only
            assert drawn == len(completed), (scale, drawn)
    card.board = board


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_a_seals_words_read_whole_on_a_small_display_card(window, monkeypatch, language):
    """A treasure card's seal says its value and colour ("2× G") beside it: on a display card
    shown small its words are laid out again (the compass gives them its place), whole at 9 pt,
    never cut short with "…" or left out."""
    from sheetdesk.games.treasure_cards.sheet import seal_words

    window.set_language(language)
    start(window, "treasure_cards", 2)
    table = window.page("table").table
    rules = table.rules
    ids = rules.cards.keys() if isinstance(rules.cards, dict) else range(len(rules.cards))
    sealed = [c for c in ids if rules.cards[c].seal is not None]
    item = table.display_items[0]
    for card_id in sealed[:6]:
        card = rules.cards[card_id]
        words = seal_words(card.seal.color, card.seal.value)
        item.set_content(rules.card(card_id))
        for scale in (0.8, 0.62, 0.55):
            texts, _boxes = _drawn(item, scale, monkeypatch)
            assert words in texts, (scale, words, texts)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_expedition_cards_lines_all_read_in_greek_at_1024_by_600(
    window, monkeypatch, game, players
):
    """The expedition card says the shape and "Card 2 of 7": in Greek on the smallest screen
    both are drawn (narrower letters before a line gives way); a further line that gives way
    is whole in the card's tooltip."""
    window.set_language("el")
    start(window, game, players)
    table = window.page("table").table
    card = table.expedition
    assert len(card.lines) >= 2, card.lines
    texts, _boxes = _drawn(card, table.board_view.scale_factor(), monkeypatch)
    body = "\n".join(texts)
    for line in card.lines[:2]:
        assert line in body, (line, texts)
    for line in card.lines[2:]:
        assert line in body or line in card.toolTip(), (line, texts, card.toolTip())


@pytest.mark.parametrize("game", GAMES)
def test_a_small_score_cards_total_keeps_its_number(window, monkeypatch, game):
    """The total box says "Total 100"; where the card is shown small and the words have no room
    at 9 pt, it says "100": the score is never shortened away."""
    window.set_language("el")
    start(window, game, 2)
    card = window.page("table").table.score_card
    card.total, card.total_text = 100, "Σύνολο πόντων: 100"
    for scale in (1.0, 0.7, 0.62):
        texts, _boxes = _drawn(card, scale, monkeypatch)
        assert any(text.endswith("100") for text in texts), (scale, texts)
