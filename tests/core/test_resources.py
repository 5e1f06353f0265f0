"""The app's package carries only what the app reads: every file under sheetdesk/resources goes
to every family with the frozen app, the .deb and the Windows installer (whose size has a budget),
so pictures for the people who edit the games (contact sheets of the card sets, screenshots)
live in docs/."""

from __future__ import annotations

from pathlib import Path

RESOURCES = Path(__file__).resolve().parents[2] / "sheetdesk" / "resources"
APP_PICTURES = {
    "icons/sheetdesk-256.png",  # the window's icon (ui/app.py)
    "icons/sheetdesk.svg",
    # the marks of the check boxes and radio buttons in each palette (ui/style.py)
    *(
        f"controls/{mark}{state}{palette}.png"
        for mark in ("tick", "dot")
        for state in ("", "-disabled")
        for palette in ("", "-light", "-dark")
    ),
    # the spin box and combo box arrows in each palette, enabled or not
    *(
        f"controls/{arrow}{state}{palette}.png"
        for arrow in ("up", "down")
        for state in ("", "-disabled")
        for palette in ("", "-light", "-dark")
    ),
}


def test_the_only_pictures_in_the_package_are_the_ones_the_app_shows():
    pictures = {
        path.relative_to(RESOURCES).as_posix()
        for path in RESOURCES.rglob("*")
        if path.suffix.lower() in {".png", ".jpg", ".jpeg", ".svg", ".gif", ".webp", ".bmp"}
    }
    assert pictures == APP_PICTURES
