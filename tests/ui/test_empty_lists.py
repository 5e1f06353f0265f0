"""The list pages with nothing to list (Players, Saved games, Finished games): the title stays
at the top of the page and the words saying why the list is empty just under it, as when the
list is there; the room the list would take stays empty below them (it was shared among the
lines left, each drawn in the middle of its share: the title and the words drifted apart,
down the page)."""

from __future__ import annotations

import pytest

# page: its action in the Game menu, the line that says the list is empty
PAGES = {
    "players": ("players_action", "empty_label"),
    "saved": ("saved_action", "empty_label"),
    "history": ("history_action", "status"),
}


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("name", sorted(PAGES))
def test_an_empty_list_page_keeps_its_title_at_the_top(window, qtbot, name, size):
    action, said = PAGES[name]
    window.resize(*size)
    getattr(window, action).trigger()
    page = window.page(name)
    if hasattr(page, "syncing"):
        qtbot.waitUntil(lambda: not page.syncing())
    qtbot.waitUntil(lambda: page.isVisible() and page.height() > 0)
    words = getattr(page, said)
    assert words.isVisible() and words.text() and not page.table.isVisible()
    line = page.fontMetrics().height()
    for label in (page.title, words):
        # (a label given the list's room shows its words in the middle of that room)
        need = label.heightForWidth(label.width()) if label.hasHeightForWidth() else -1
        need = need if need > 0 else label.sizeHint().height()
        assert label.height() <= need + line // 2, f"{label.text()!r} drifted down the page"
    assert words.geometry().top() - page.title.geometry().bottom() <= 4 * line
