"""The hand-over page says what it keeps from the others in the game played, in the game's own
words (GameUi.hidden), in every language: a hand's colours are not dealt cards, and a game that
hides nothing says so rather than speaking of hidden cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetdesk.core import registry
from sheetdesk.core.protocol import hides_secrets
from sheetdesk.core.session import Player
from sheetdesk.ui import i18n
from sheetdesk.ui.formatting import render
from sheetdesk.ui.handover_page import HandoverPage
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover

TABLED = [entry for entry in registry.GAMES if entry.game.ui is not None]
SECRET_KEEPING = [entry.id for entry in TABLED if hides_secrets(entry.rules())]
OPEN = [entry.id for entry in TABLED if not hides_secrets(entry.rules())]


@pytest.mark.parametrize("entry", TABLED, ids=lambda entry: entry.id)
def test_a_game_names_what_a_hand_over_hides_exactly_when_it_hides_something(entry):
    """Words for a game that hides nothing would tell the family of secrets there are not; a
    game keeping secrets without words would leave the page vague."""
    hidden = entry.ui().hidden
    assert (hidden is not None) == hides_secrets(entry.rules()), (entry.id, hidden)
    if hidden is not None:
        assert "{name}" in hidden.source, hidden


def test_the_games_that_keep_different_things_say_different_things():
    said = {entry.id: entry.ui().hidden for entry in TABLED if entry.ui().hidden is not None}
    assert len(set(said.values())) == len(said), said


def _hint_at_the_first_hand_over(window, game: str, language: str) -> tuple[str, str]:
    """(whom the laptop goes to, the page's hint) as a family starting `game` reads them."""
    window.translators.install(language)
    window.start_new(NewGameChoice(registry.get(game), (Player("Ana"), Player("Bob")), {}, 7))
    assert window.current_page_name() == "handover"
    page = window.page("handover")
    said = page.player, page.hint.text()
    pass_handover(window, Qt.Key.Key_Return)
    return said


@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
@pytest.mark.parametrize("game", SECRET_KEEPING)
def test_the_hand_over_page_says_what_the_game_hides(window, game, language):
    """The hint is the page's "only Ana should look" and the game's words, translated."""
    first, hint = _hint_at_the_first_hand_over(window, game, language)
    words = render(registry.get(game).ui().hidden, name=first)
    assert hint.endswith(words), (hint, words)
    assert first in hint.removesuffix(words), hint
    if language != "en":
        assert words != registry.get(game).ui().hidden.source.format(name=first), words


@pytest.mark.parametrize("language", ["en", *i18n.TRANSLATED])
def test_a_page_for_a_game_that_hides_nothing_says_nothing_is_hidden(qtbot, language):
    """(No game that hides nothing hands the laptop over today; its page must still be true.)"""
    page = HandoverPage()
    qtbot.addWidget(page)
    translators = i18n.Translators()
    translators.install(language)
    try:
        for game in OPEN:
            page.set_player("Ana", None, game)
            hint = page.hint.text()
            page.set_player("Ana", None)  # (a save's glance: the game is not known yet)
            glanced = page.hint.text()
            assert "Ana" in hint and hint != glanced, (game, hint)
            assert language != "en" or ("Nothing" in hint and "stay hidden" not in hint), hint
            for entry in TABLED:
                hidden = entry.ui().hidden
                if hidden is not None:
                    assert render(hidden, name="Ana") not in hint, (game, hint)
    finally:
        translators.install("en")
    assert OPEN, "every game hides something: nothing to see here"
