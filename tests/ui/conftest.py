"""UI test helpers: the main window as a family meets it (on a private data folder, 1366x768,
shown, the active window, so keys go where the app puts the focus, with the app's own font and
style; Animations off unless a test turns them on), every message box and file chooser answered
by the test (dialogs.* are the app's only ways to ask the user);
hand-over pages with a short guard time (see `_quick_handover_guard`); the end page's count-up
at once (`_instant_count_up`). A test fails that leaves a slot connected to the application's
signals (`_app_slots_stay`), or during which the kit gave up work asking for itself again and
again (`_no_work_given_up`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from sheetdesk.ui import after_changes, count_up, dialogs, handover_page, sound
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MainWindow
from sheetdesk.ui.settings import Settings
from tests.ui import app_slots, given_up


@pytest.fixture(autouse=True, scope="session")
def _the_app_look(qapp):
    """The app's own font, key policy, style sheet and English translation (its plural forms), as
    `python -m sheetdesk` sets them: sizes and words checked in the tests are the ones a family
    sees, whichever test runs first."""
    from sheetdesk.ui.fonts import use_bundled_font
    from sheetdesk.ui.keys import install_key_policy
    from sheetdesk.ui.style import apply_style

    use_bundled_font(qapp)
    install_key_policy(qapp)
    apply_style(qapp)
    Translators().install("en")
    _start_up_left_out_of_collections()


def _start_up_left_out_of_collections() -> None:
    """What exists once the run has started (pytest, its collected tests, the modules imported,
    the app) is left out of every later cycle collection, as the app leaves its own start-up
    out after its first paint (ui/collector.py `freeze`). Each full collection otherwise walks
    all of it again, a tenth of a second each, several times a minute in a run of UI tests
    (their windows live long enough to reach the oldest generation). The garbage there is now is
    collected first, so that none of it is kept for good."""
    import gc

    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def _app_own_slots(qapp, _the_app_look) -> dict[str, list[str]]:
    """The slots the app's own set-up connects to its signals (`app_slots.WATCHED`: the key
    policy's on focusChanged), as every UI test must leave them."""
    return app_slots.connected(qapp)


@pytest.fixture(autouse=True)
def _app_slots_stay(request, qapp, _app_own_slots):
    """A test ends with no more slots on the application's signals than it found (`app_slots`:
    focusChanged and the others a window would answer), and with the app's own: a window's go
    with it, but a function or a lambda stays for the rest of the worker, answering every later
    test's focus changes, and without the key policy's slot (`focusChanged.disconnect()` naming
    none takes it) Enter on a button does nothing in every later test. A test of a module whose
    window outlives its tests (`shared_window`) is looked at with its module
    (`_shared_window_app_slots_stay`). Counted once the app's own slots and the module's
    fixtures are made, looked at once the test's windows are closed: where the counts did not
    change, that is all it costs."""
    if request.node.get_closest_marker("shared_window") is not None:
        yield
        return
    found = app_slots.count(qapp)
    yield
    app_slots.check(qapp, found, _app_own_slots, "the test")


@pytest.fixture(autouse=True, scope="module")
def _shared_window_app_slots_stay(request, qapp, _app_own_slots):
    """`_app_slots_stay` for a module of `shared_window` tests, from before its fixtures are
    made (its window's slots among them) to after they are gone."""
    if request.node.get_closest_marker("shared_window") is None:
        yield
        return
    found = app_slots.count(qapp)
    yield
    app_slots.check(qapp, found, _app_own_slots, "the module's tests")


@pytest.fixture(scope="session")
def work_given_up():
    """What the kit's `one_at_a_time` said it gave up (its warnings) since they were last
    looked at: a test that makes it give up on purpose takes its words out of this list."""
    after_changes.LOG.addHandler(given_up.KEPT)  # (one keeper, whichever folder asks: given_up)
    yield given_up.KEPT.said
    after_changes.LOG.removeHandler(given_up.KEPT)


@pytest.fixture(autouse=True)
def _no_work_given_up(work_given_up):
    """A test fails if the kit gave up work that kept asking for itself from inside itself
    (`after_changes.one_at_a_time`, after its `AGAIN` passes): two layouts undoing each other,
    which the app only warns of (`given_up.KNOWN` pass till they are mended). What was given up
    after the last test's own fixtures were done (in the events processed last) fails the next
    test, saying so."""
    _fail_if_given_up(work_given_up, "after the last test's fixtures were done")
    yield
    _fail_if_given_up(work_given_up, "during the test")


def _fail_if_given_up(said: list[str], when: str) -> None:
    if said:
        unknown = given_up.unknown(said)  # (the `given_up.KNOWN` pass, till they are mended)
        said.clear()
        if unknown:
            pytest.fail(f"work given up {when}: {unknown}", pytrace=False)


QUICK_HANDOVER_GUARD_MS = 40
"""The hand-over page's guard time in tests that only pass the page on their way: a tenth of
the app's own (they still wait until the page takes input, as `driving.pass_handover` does)."""


@pytest.fixture(autouse=True)
def _quick_handover_guard(request, monkeypatch):
    """A test passing hand-over pages waited out the app's guard time at each of them; only the
    tests of the guard itself (marked `real_handover_guard`) need its real length."""
    if request.node.get_closest_marker("real_handover_guard") is None:
        monkeypatch.setattr(handover_page, "HANDOVER_GUARD_MS", QUICK_HANDOVER_GUARD_MS)


@pytest.fixture(autouse=True)
def _instant_count_up(request, monkeypatch):
    """The end page's count-up takes seconds: it is instant but in its own tests (marked
    `real_count_up`)."""
    if request.node.get_closest_marker("real_count_up") is None:
        monkeypatch.setattr(count_up, "STEP_MS", 0)


@dataclass
class Dialogs:
    """What the app showed and asked; `answers` are the buttons (index) the user will choose in
    the next questions (the escape button once they run out), `save_as` the file name the user
    chooses in a file dialog ('' cancels)."""

    shown: list[tuple[str, str]] = field(default_factory=list)
    asked: list[tuple[str, str, list[str]]] = field(default_factory=list)
    answers: list[int] = field(default_factory=list)
    save_as: str = ""

    def inform(self, parent, title, text, **kw):  # type: ignore[no-untyped-def]
        self.shown.append((title, text))

    def choose(self, parent, title, text, buttons, *, default, escape, **kw):  # type: ignore[no-untyped-def]
        self.asked.append((title, text, list(buttons)))
        return self.answers.pop(0) if self.answers else escape

    def save_file(self, parent, title, suggestion, filters):  # type: ignore[no-untyped-def]
        return self.save_as


@pytest.fixture
def look(qapp, request):
    """The app in the look `request.param` gives (colours, Larger text), for a test
    parametrized indirectly over looks; the light look again after it."""
    from sheetdesk.ui import style

    colours, larger = request.param
    style.apply_style(qapp, style.Look(colours, larger))
    yield
    style.apply_style(qapp)


@pytest.fixture
def dialog_log(monkeypatch):
    log = Dialogs()
    monkeypatch.setattr(dialogs, "inform", log.inform)
    monkeypatch.setattr(dialogs, "choose", log.choose)
    monkeypatch.setattr(dialogs, "ask", lambda *args, **kw: True)
    monkeypatch.setattr(dialogs, "save_file", log.save_file)
    monkeypatch.setattr(dialogs, "open_file", log.save_file)
    return log


@pytest.fixture
def messages(dialog_log):
    """The (title, text) of every message shown; every yes/no question is answered yes."""
    return dialog_log.shown


@pytest.fixture
def make_window(qtbot, data_dir):
    """Makes main windows (another sheetdesk instance each, on the same data folder), shown at
    1366×768; closed after the test (the language goes back to English with the other app-wide
    settings: the root conftest's `_app_wide_settings_go_with_their_test`)."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        # (nothing waits for an animation unless a test turns them on: tests/ui/test_motion.py)
        win = MainWindow(Translators(), Settings(animations="off"))
        qtbot.addWidget(win)
        win.resize(1366, 768)
        # (pytest-qt's waits are context managers: they wait on leaving the block, and not at
        # all when the window is exposed and active already, as the offscreen platform makes it)
        with qtbot.waitExposed(win):
            win.show()
        with qtbot.waitActive(win):
            win.activateWindow()
        made.append(win)
        return win

    yield make
    for win in made:
        win.close_game()


@pytest.fixture
def window(make_window, messages):
    """A main window whose messages and questions the test answers (see `dialog_log`)."""
    return make_window()


@pytest.fixture
def sound_board():
    """The app's sound board as the test finds it: on, at the usual volume (as every test finds
    it: the root conftest), nothing played."""
    board = sound.board()
    board.played.clear()
    return board


# what a game's own UI tests take in (sheetdesk/games/<id>/tests/ui/conftest.py), autouse ones too
__all__ = [
    "_app_own_slots",
    "_app_slots_stay",
    "_instant_count_up",
    "_no_work_given_up",
    "_quick_handover_guard",
    "_shared_window_app_slots_stay",
    "_the_app_look",
    "dialog_log",
    "make_window",
    "messages",
    "sound_board",
    "window",
    "work_given_up",
]
