"""On the smallest screen the window is made for, 1024×600 at 125 % (819×480), a family never
scrolls sideways to see a sheet or a score: on each game's table (its fewest and its most
seats, as the layout audit plays them), each game's replay, each lesson at its first step and the
end of a game of nine and of six, no scroll area of the page scrolls sideways (the page itself,
a sheet kept at its least scale, the score card), in every language, with the usual text and
with Larger text. (The layout audit lets a page scroll and checks
each page in one language, the languages taking turns: a page wider than the window in another
language passed it.)

A table or a replay is shown at 1024×600 first and then shrunk, as a family shrinks the window
it plays in: what a page laid out at the larger size keeps (a status line's part bound whole at
that width, a scroll bar the shrink brought beside a page as wide as the window) made Greek
replays scroll sideways only in that order. Grown again to 1366×768, the page fills the window
once more, nothing of it left at the small size or scrolling."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractScrollArea

from tests.ui.audit import _name
from tests.ui.test_layout_audit import (
    GAMES,
    LANGUAGES,
    LESSONS,
    NAMES,
    Auditor,
    _seats,
    screen_of,
    views_unpainted,
)

SCREEN = (819, 480)
# the screens a family's window is on before it is made that small, and after it is made large
# again: a page with sheets is shown on the larger first, then shrunk, then grown
LARGER = (1024, 600)
GROWN = (1366, 768)
RESIZED = ("table-", "replay-")


def _pages() -> list[str]:
    pages = [f"table-{g}-{n}" for g in GAMES for n in _seats(g, (2, 0))]
    pages += [f"replay-{g}" for g in GAMES]
    pages += ["end", "end-6"]
    pages += [f"lesson-{g}" for g in LESSONS]
    return pages


def left_small(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The page shown in `window` where it is not as large as its room (the stack's, or its
    scroll area's viewport): a page left at a smaller window's size, or scrolling in a larger
    one, a scroll bar beside it."""
    page = window.page(window.current_page_name())
    room = page.parentWidget()
    if page.size() == room.size():
        return []
    return [f"the page is {page.width()}x{page.height()} in {room.width()}x{room.height()}"]


def sideways(window) -> list[str]:  # type: ignore[no-untyped-def]
    """Each scroll area shown in `window` that scrolls sideways, and by how much."""
    found = []
    for area in window.findChildren(QAbstractScrollArea):
        bar = area.horizontalScrollBar()
        if area.isVisibleTo(window) and bar.maximum() > bar.minimum():
            found.append(f"{_name(area)} scrolls sideways ({bar.maximum() - bar.minimum()})")
    return found


@pytest.fixture(scope="module")
def auditor(tmp_path_factory):
    """One auditor for both tests: the games it plays and saves for the pages are played once
    (its windows go with each language: `Auditor.close`)."""
    data = tmp_path_factory.mktemp("sideways-data")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SHEETDESK_DATA_DIR", str(data))
        from sheetdesk.core.history import History
        from sheetdesk.ui import dialogs

        patch.setattr(dialogs, "inform", lambda *a, **kw: None)
        patch.setattr(dialogs, "choose", lambda *a, escape=0, **kw: escape)
        patch.setattr(dialogs, "ask", lambda *a, **kw: True)
        with History() as history:  # the seats' symbols on the sheets
            history.remember_table(list(NAMES))
        made = Auditor(data)
        yield made
        made.close()


@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_no_page_scrolls_sideways_at_1024x600_at_125_percent(qapp, auditor, larger):
    from sheetdesk.ui.style import Look, apply_style

    apply_style(qapp, Look("light", larger))
    found = []
    try:
        for language in LANGUAGES:
            auditor.use_language(language)
            # (what scrolls is read from the widgets' geometry: the sheets need not paint)
            with screen_of(*SCREEN), views_unpainted():
                for page in _pages():
                    resized = page.startswith(RESIZED)
                    if resized:
                        with screen_of(*LARGER):
                            auditor.reach(page, LARGER)
                    auditor.reach(page, SCREEN)
                    found += [f"{page}-{language}: {p}" for p in sideways(auditor.window)]
                    if resized:
                        with screen_of(*GROWN):
                            auditor.reach(page, GROWN)
                            found += [
                                f"{page}-{language} grown: {p}"
                                for p in sideways(auditor.window) + left_small(auditor.window)
                            ]
            auditor.close()
    finally:
        apply_style(qapp)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_opened_in_the_smallest_window_leaves_it_its_width(qapp, window, qtbot, game):
    """A game of its most seats opened, as a family opens it, in a window the size of the
    smallest screen (Greek, Larger text): the window never grows wider than the screen to show
    its table (nine at Giza grew it to 1138 px, a table laid out while hidden at a height that
    held a row of number buttons a band: the walk above resizes the window to the screen after
    each page, which hid it), and nothing on the page scrolls sideways."""
    from PySide6.QtCore import QEvent, QObject

    from sheetdesk.core import registry
    from sheetdesk.core.session import Player
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from sheetdesk.ui.style import Look, apply_style
    from tests.ui.test_layout_audit import settle

    class Widths(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen: list[int] = []

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Resize:
                self.seen.append(event.size().width())  # type: ignore[attr-defined]
            return False

    entry = registry.get(game)
    seats = [Player(name) for name in NAMES[: entry.rules().info.max_players]]
    apply_style(qapp, Look("light", True))
    window.set_language("el")
    widths = Widths()
    try:
        with screen_of(*SCREEN):
            window.setMinimumSize(0, 0)
            window.resize(*SCREEN)
            settle()
            window.installEventFilter(widths)
            window.start_new(NewGameChoice(entry, seats, {}, 5))
            settle()
            window.removeEventFilter(widths)
            found = sideways(window)
    finally:
        apply_style(qapp)
    assert max(widths.seen, default=SCREEN[0]) <= SCREEN[0], widths.seen
    assert window.width() == SCREEN[0]
    assert found == []


def test_a_table_played_on_at_683x400_keeps_to_the_window(qapp, window, qtbot):
    """The table of the game nine may play, two long names at it, played some moves (each by
    its hint and Enter, the laptop handed over between) in a window of 1024×600 at 150 %
    (683×400): nothing scrolls sideways. Once one turn's fits had held the page wider than the
    window (57 px), it was kept that wide for the rest of the game, while its turns needed less
    than the window; a table opened from a save, as the walk above opens it, never met that."""
    from sheetdesk.core import registry
    from sheetdesk.core.rng import Rng
    from sheetdesk.core.session import Player
    from sheetdesk.ui.new_game_dialog import NewGameChoice
    from tests.ui.driving import pass_handover, play_by_hint
    from tests.ui.test_layout_audit import NINE, settle

    seats = [Player("Krzysztof Szczepańczyk"), Player("Małgorzata Jędrzejczyk")]
    with screen_of(683, 400):
        window.setMinimumSize(0, 0)
        window.resize(683, 400)
        settle()
        window.start_new(NewGameChoice(registry.get(NINE), seats, {}, 4242))
        settle()
        session, bot = window.session, window.controller.entry.bot()
        # (each move's layout settled, as a family sees it; the page was held wide from the
        # eleventh move on, so eleven reach it)
        for made in range(11):
            while window.current_page_name() == "handover":
                pass_handover(window)
                settle()
            seat = session.acting_seat()
            play_by_hint(
                window, bot(session.view(seat), seat, list(session.legal_actions(seat)), Rng(made))
            )
            settle()
        while window.current_page_name() == "handover":
            pass_handover(window)
            settle()
        found = sideways(window)
    assert window.width() == 683
    assert found == []
