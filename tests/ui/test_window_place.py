"""Where the main window opens: the first time from the screen it opens on (maximised on a small
one), afterwards where it was left (size, position, maximised), brought back onto the screens
there are now and shrunk to fit them; and its smallest size fits the smallest laptops.

The app builds its window as `python -m sheetdesk` does (`app.build_window(place=True)`). The
offscreen platform has one fixed screen, so the screens' available areas are given through
`window_geometry.screen_areas`."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRect

from sheetdesk.ui import window_geometry
from sheetdesk.ui.app import build_window
from sheetdesk.ui.i18n import Translators
from sheetdesk.ui.main_window import MINIMUM_SIZE
from sheetdesk.ui.settings import WindowPlace, load_settings, save_settings

NETBOOK = QRect(0, 0, 1024, 600 - 48)  # 1024×600 less a 48 px task bar
FULL_HD = QRect(0, 0, 1920, 1080 - 40)


@pytest.fixture
def screens(monkeypatch):
    """The desktop's screens (available areas, the primary first): set `areas[:]`."""
    areas = [FULL_HD]
    monkeypatch.setattr(window_geometry, "screen_areas", lambda: list(areas))
    return areas


@pytest.fixture
def start_app(qapp, qtbot, data_dir):
    """Starts the app's main window on the test's data folder, as the app does, and shows it."""
    made = []

    def start():  # type: ignore[no-untyped-def]
        window = build_window(qapp, place=True)
        qtbot.addWidget(window)
        made.append(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield start
    Translators().install("en")


def rect(place: WindowPlace) -> QRect:
    return QRect(place.x, place.y, place.width, place.height)


def test_the_real_screen_areas_are_the_screens_available_areas(qapp):
    areas = window_geometry.screen_areas()
    assert areas[0] == qapp.primaryScreen().availableGeometry()
    assert len(areas) == len(qapp.screens())


def test_first_start_on_a_small_screen_opens_maximised_within_it(screens, start_app):
    screens[:] = [NETBOOK]
    window = start_app()
    assert window.isMaximized()
    normal = window.normalGeometry()
    # restored down, it still lies on the screen with its title bar
    assert NETBOOK.adjusted(0, window_geometry.TITLE_BAR, 0, 0).contains(normal), normal


def test_first_start_on_a_large_screen_opens_a_centred_share_of_it(screens, start_app):
    screens[:] = [FULL_HD]
    window = start_app()
    assert not window.isMaximized()
    geometry = window.geometry()
    assert FULL_HD.contains(geometry.adjusted(0, -window_geometry.TITLE_BAR, 0, 0))
    assert geometry.width() == round(FULL_HD.width() * window_geometry.FIRST_FRACTION)
    assert abs(geometry.center().x() - FULL_HD.center().x()) <= 1


def test_size_position_and_maximised_are_remembered_across_a_restart(screens, start_app):
    first = start_app()
    first.setGeometry(150, 130, 1100, 650)
    assert first.close()
    assert rect(load_settings().window) == QRect(150, 130, 1100, 650)

    second = start_app()
    assert second.geometry() == QRect(150, 130, 1100, 650)
    assert not second.isMaximized()
    second.showMaximized()
    assert second.close()

    third = start_app()
    assert third.isMaximized()
    assert third.normalGeometry() == QRect(150, 130, 1100, 650)  # for restoring down


def test_a_place_on_a_screen_that_is_gone_comes_back_onto_the_primary_screen(screens, start_app):
    laptop = QRect(0, 0, 1366, 768 - 40)
    screens[:] = [laptop, QRect(1366, 0, 1920, 1040)]
    save_settings(
        load_settings().model_copy(
            update={"window": WindowPlace(x=2000, y=200, width=1200, height=600)}
        )
    )
    assert start_app().geometry() == QRect(2000, 200, 1200, 600)  # the monitor is still there

    screens[:] = [laptop]  # unplugged
    save_settings(
        load_settings().model_copy(
            update={"window": WindowPlace(x=2000, y=200, width=1200, height=600)}
        )
    )
    window = start_app()
    assert laptop.adjusted(0, window_geometry.TITLE_BAR, 0, 0).contains(window.geometry())
    assert window.size().toTuple() == (1200, 600)


def test_a_place_larger_than_the_screen_shrinks_to_it(screens, start_app):
    screens[:] = [NETBOOK]
    save_settings(
        load_settings().model_copy(
            update={"window": WindowPlace(x=-300, y=-50, width=1920, height=1040)}
        )
    )
    window = start_app()
    assert window.geometry() == NETBOOK.adjusted(0, window_geometry.TITLE_BAR, 0, 0)


def test_a_damaged_window_entry_keeps_the_other_settings(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(
        json.dumps({"language": "el", "window": {"x": "left", "y": 3}}), encoding="utf-8"
    )
    settings = load_settings()
    assert settings.language == "el"
    assert settings.window is None


@pytest.mark.parametrize(
    "area",
    [
        NETBOOK,
        QRect(64, 27, 1024 - 64, 600 - 27),  # 1024×600 with a side dock and a top bar (Ubuntu)
        QRect(0, 0, 1093, 614 - 40),  # 1366×768 at 125 %, less a task bar
        QRect(0, 0, 1280, 720 - 40),  # 1920×1080 at 150 %
        QRect(0, 0, 910, 512 - 48),  # 1366×768 at 150 % (Windows' task bar: 48 px)
        QRect(0, 0, 819, 480 - 48),  # 1024×600 at 125 %
        QRect(0, 0, 683, 400 - 48),  # 1024×600 at 150 %: the smallest screen made for
    ],
)
def test_the_smallest_window_fits_the_smallest_screens(screens, start_app, area):
    screens[:] = [area]
    window = start_app()
    window.showNormal()
    room = area.adjusted(0, window_geometry.TITLE_BAR, 0, 0)
    assert window.minimumSize().width() <= room.width()
    assert window.minimumSize().height() <= room.height()
    assert window.minimumSize().toTuple() == MINIMUM_SIZE  # no page asks for more
    assert room.contains(window.geometry())
