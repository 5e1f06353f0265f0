"""The Rules page: a tab per registered game, each game's own summary, translated, and the game
being played chosen when the page is opened from a game."""

from __future__ import annotations

import pytest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.ui import dialogs
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.new_game_dialog import NewGameChoice
from sheetdesk.ui.rules_page import RulesPage
from sheetdesk.ui.settings import Settings


@pytest.fixture
def page(qtbot):
    page = RulesPage()
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def translators():
    translators = Translators()
    yield translators
    translators.install("en")


def text(page: RulesPage) -> str:
    return page.browser.toPlainText()


def choose(page: RulesPage, game_id: str) -> None:
    page.tabs.setCurrentIndex([g.id for g in registry.GAMES].index(game_id))


def test_every_registered_game_has_a_tab(page):
    names = [page.tabs.tabText(i) for i in range(page.tabs.count())]
    assert names == [game.name for game in registry.GAMES]
    assert {"Number rows", "Treasure cards"} <= set(names)


def test_every_game_has_a_rules_summary():
    for game in registry.GAMES:
        sections = game.module("sheet").rules_summary()
        assert len(sections) >= 3
        for heading, paragraphs in sections:
            assert heading and paragraphs and all(p.strip() for p in paragraphs)


def test_switching_shows_each_games_text(page):
    choose(page, "number_rows")
    assert page.game_id() == "number_rows"
    assert "misthrow" in text(page)
    assert "expedition card" not in text(page)
    choose(page, "treasure_cards")
    assert page.game_id() == "treasure_cards"
    shown = text(page)
    assert "expedition card" in shown
    assert "misthrow" not in shown
    for word in ("Coin", "Palm", "Cups", "seal", "mirror", "wheel", "B switches", "Enter"):
        assert word in shown, word
    choose(page, "number_rows")
    assert "misthrow" in text(page)


def test_show_game_chooses_the_tab(page):
    page.show_game("treasure_cards")
    assert page.game_id() == "treasure_cards"
    assert "expedition card" in text(page)
    page.show_game(None)  # no game open: the last choice stays
    assert page.game_id() == "treasure_cards"
    page.show_game("number_rows")
    assert "misthrow" in text(page)


def test_greek_and_polish_texts(page, translators):
    choose(page, "treasure_cards")
    translators.install("el")
    page.retranslate()
    assert page.tabs.tabText(1) == "Κάρτες θησαυρού"
    assert page.title.text() == "Κανόνες"
    shown = text(page)
    assert "κάρτα εκστρατείας" in shown
    assert "φοίνικ" in shown
    assert "expedition" not in shown
    choose(page, "number_rows")
    assert "Σε κάθε σειρά τσεκάρεις από αριστερά προς τα δεξιά" in text(page)
    translators.install("pl")
    page.retranslate()
    assert page.tabs.tabText(0) == "Rzędy liczb"
    assert "W każdym rzędzie skreślasz" in text(page)
    choose(page, "treasure_cards")
    assert "karty wyprawy" in text(page)
    translators.install("en")
    page.retranslate()
    assert "expedition card" in text(page)


@pytest.fixture
def window(qtbot, data_dir, monkeypatch, translators):
    monkeypatch.setattr(dialogs, "inform", lambda *args, **kw: None)
    monkeypatch.setattr(dialogs, "ask", lambda *args, **kw: True)
    win = MainWindow(translators, Settings())
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_game()


def test_language_switch_retranslates_the_shown_rules(window):
    window.show_rules()
    page = window.page("rules")
    choose(page, "treasure_cards")
    window.set_language("el")
    assert "κάρτα εκστρατείας" in text(page)
    window.set_language("en")
    assert "expedition card" in text(page)


def test_rules_from_a_game_show_that_game(window):
    window.show_rules()
    page = window.page("rules")
    choose(page, "number_rows")
    window.show_page("start")
    entry = registry.get("treasure_cards")
    window.start_new(NewGameChoice(entry, (Player("Ana"), Player("Ben")), {}, 7))
    window.show_rules()
    assert window.current_page_name() == "rules"
    assert page.game_id() == "treasure_cards"
    assert "expedition card" in text(page)
    page.back_button.click()
    assert window.current_page_name() in ("table", "handover")


def _images(page: RulesPage) -> dict[str, object]:
    """The pictures the page's text shows: their names, and the image each name stands for."""
    from PySide6.QtGui import QTextDocument, QTextImageFormat

    document = page.browser.document()
    found: dict[str, object] = {}
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                name = QTextImageFormat(fmt).name()
                from PySide6.QtCore import QUrl

                found[name] = document.resource(
                    QTextDocument.ResourceType.ImageResource, QUrl(name)
                )
            it += 1
        block = block.next()
    return found


def _inked(image) -> float:  # type: ignore[no-untyped-def]
    """The share of an image's pixels that are not white."""
    step = 4
    seen = inked = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen += 1
            inked += image.pixelColor(x, y).lightness() < 235
    return inked / seen


# the sections a picture stands beside, per game (the game's RULES_PICTURES)
PICTURED = {
    "number_rows": ("Crossing numbers", "The end"),
    "treasure_cards": ("A turn", "Completing a card"),
    "pyramid_cards": ("A turn", "Pyramid points"),
    "giza_dice": ("A roll", "Bonuses, scarabs and the end"),
}


@pytest.mark.parametrize("game_id", sorted(PICTURED))
def test_sections_show_pictures_of_the_sheet(page, game_id):
    choose(page, game_id)
    images = _images(page)
    sections = [heading for heading, _ in page.sections()]
    pictured = [sections[int(name.rsplit("/", 1)[1])] for name in images]
    assert sorted(pictured) == sorted(PICTURED[game_id])
    for image in images.values():
        assert image.width() >= 300
        assert _inked(image) > 0.05


def test_pictures_follow_the_language(page, translators, qtbot):
    choose(page, "number_rows")
    english = next(iter(_images(page).values()))
    translators.install("el")
    qtbot.waitUntil(lambda: "Τσεκάρισμα" in text(page))  # the page has taken the language
    greek = next(iter(_images(page).values()))
    assert greek.size() == english.size()
    assert greek != english  # the sheet's words are Greek now
