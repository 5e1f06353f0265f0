"""The app's look: its palettes (light, dark, high contrast) and Larger text.

- every pair of colours the window, the kit and the games draw one on the other (declared with
  the colours, `ui.palette.declare` and `style.UI_*_PAIRS`, and read from the sheets'
  layouts: a box's number on its fill, a label on what lies under it) reads in each palette: in
  high contrast every text at 7:1 or more and every mark at 3:1 or more (WCAG's ratios); the
  lowest of each palette is printed (`-s`);
- every colour a sheet module writes is declared with its module's colours (no stray literal);
- every colour a window module writes is one of the window's roles (`style.UI_COLOURS`) or
  declared with its module's colours;
- Larger text: every widget's text on the start page, each game's table, the settings and
  every dialog the app opens (message boxes and Qt's file chooser too) is 12 pt or more, and
  the sheets' words are larger; every page fits 1366×768 and 1024×600 with it;
- a look chosen in Settings is used at once on the open table and kept for the next start; what
  keeps something drawn in the old look (a score card's tints, the rules' and the start page's
  pictures) is drawn again at once.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from sheetdesk.core import registry
from sheetdesk.ui import dialogs as real_dialogs
from sheetdesk.ui import palette, style
from sheetdesk.ui.sheetkit.layout import SheetLayout
from tests.ui.audit_look import (
    LARGER_TEXT_GROUP,
    audits_in,
    larger_text_findings,
    unfit_with_larger_text,
)
from tests.ui.counted_events import EventCount
from tests.ui.driving import click_into, key_to_item, ok_in_settings

ROOT = Path(__file__).resolve().parents[2]
# the game of the cases where any game would do (a table to open, a finished game, a pad printed)
ANY_GAME = registry.GAMES[0].id
TEXT_AT_LEAST = 7.0  # WCAG's AAA for text: high contrast
MARK_AT_LEAST = 3.0  # WCAG's non-text contrast: a mark, a ring, a lit cell's edge


def _layouts() -> list[tuple[str, SheetLayout]]:
    """Every sheet layout each game's table lays out (two players: the player's own sheet and
    the other's small one), found by building each table through the game's declaration."""
    from unittest import mock

    from sheetdesk.core.session import Player
    from sheetdesk.ui.sheetkit.scene import SheetScene

    found: list[tuple[str, SheetLayout]] = []
    built: list[SheetLayout] = []
    build = SheetScene.build

    def noted(scene: SheetScene, layout: SheetLayout) -> None:
        built.append(layout)
        build(scene, layout)

    with mock.patch.object(SheetScene, "build", noted):
        for entry in registry.GAMES:
            built.clear()
            table = entry.ui().create_table(entry.rules(), [Player("Ana"), Player("Jan")])
            table.deleteLater()
            kept: list[SheetLayout] = []
            for layout in built:
                if not any(layout is seen for seen in kept):
                    kept.append(layout)
            found += [(entry.id, layout) for layout in kept]
    return found


def _under(layout: SheetLayout, rect: tuple[float, float, float, float]) -> str:
    """The colour under the middle of `rect`: the topmost band there, else the table."""
    x, y, w, h = rect
    middle = (x + w / 2, y + h / 2)
    found, z = palette.TABLE, -1e9
    for band in layout.bands:
        bx, by, bw, bh = band.rect
        if bx <= middle[0] <= bx + bw and by <= middle[1] <= by + bh and band.z >= z:
            found, z = band.fill, band.z
    return found


def pairs() -> Iterator[tuple[str, str, str, str]]:
    """(kind, where, foreground, background) for every pair drawn one on the other, as
    declared (the colours as printed: the light palette)."""
    import sheetdesk.games
    import sheetdesk.ui.scores_page  # (its tints are declared with it)

    sheetdesk.games.import_all()
    for block in palette.declared():
        for fg, bg in block.text:
            yield "text", f"{block.owner}: {fg} on {bg}", block[fg], block[bg]
        for fg, bg in block.marks:
            yield "mark", f"{block.owner}: {fg} on {bg}", block[fg], block[bg]
    for game, layout in _layouts():
        for name, cell in layout.styles.items():
            yield "text", f"{game} layout: {name}'s number", cell.text, cell.fill
            yield "mark", f"{game} layout: {name}'s cross", cell.mark, cell.fill
        for label in layout.labels:
            below = _under(layout, label.rect)
            yield "text", f"{game} layout: label {label.id or label.text!r}", label.color, below


def _opaque(colour: QColor, below: QColor) -> QColor:
    """`colour` as it shows over `below` (its alpha blended)."""
    a = colour.alphaF()
    return QColor.fromRgbF(
        colour.redF() * a + below.redF() * (1 - a),
        colour.greenF() * a + below.greenF() * (1 - a),
        colour.blueF() * a + below.blueF() * (1 - a),
    )


def ratios(name: str) -> list[tuple[float, str, str]]:
    """(ratio, kind, where) of every pair in the palette `name`: the sheets' and the window's."""
    found = []
    table = palette.in_palette(QColor(palette.TABLE), name)
    for kind, where, fg, bg in pairs():
        back = _opaque(palette.in_palette(QColor(bg), name), table)
        fore = _opaque(palette.in_palette(QColor(fg), name), back)
        found.append((palette.ratio(fore, back), kind, where))
    colours = style.UI_COLOURS[name]
    for kinds, ui_pairs in (("text", style.UI_TEXT_PAIRS), ("mark", style.UI_MARK_PAIRS)):
        for fg, bg in ui_pairs:
            ratio = palette.ratio(QColor(colours[fg]), QColor(colours[bg]))
            found.append((ratio, kinds, f"window: {fg} on {bg}"))
    return found


def test_every_text_and_mark_reads_in_high_contrast(qapp):
    """High contrast: every text 7:1 or more, every mark 3:1 or more. The lowest text and mark of
    each palette are printed (the light and dark palettes are the paper's own colours, kept
    as printed: faint printed numbers under the pen are meant to be faint there)."""
    lowest = {}
    for name in palette.PALETTES:
        found = ratios(name)
        for kind in ("text", "mark"):
            low = min((r, where) for r, k, where in found if k == kind)
            lowest[(name, kind)] = low
            print(f"{name:9} lowest {kind}: {low[0]:.2f}:1 ({low[1]})")
    found = ratios("contrast")
    faint = [
        f"{where}: {r:.2f}" for r, kind, where in found if kind == "text" and r < TEXT_AT_LEAST
    ]
    faint += [
        f"{where}: {r:.2f}" for r, kind, where in found if kind == "mark" and r < MARK_AT_LEAST
    ]
    assert not faint, "\n".join(faint)
    assert len(found) > 150, "every block of colours is declared with its pairs"


def test_the_window_reads_in_every_palette():
    """The window's own colours (not the paper's): its text 4.5:1 or more in light and dark
    (WCAG's AA; a button that cannot be used is told by its look, as WCAG allows), 7:1 in high
    contrast (that one too)."""
    for name in palette.PALETTES:
        colours = style.UI_COLOURS[name]
        least = TEXT_AT_LEAST if name == "contrast" else 4.5
        for fg, bg in style.UI_TEXT_PAIRS:
            if name != "contrast" and fg in ("disabled", "accent_off_text"):
                continue
            ratio = palette.ratio(QColor(colours[fg]), QColor(colours[bg]))
            assert ratio >= least, (name, fg, bg, round(ratio, 2))


def test_a_dark_palette_dims_the_paper_and_keeps_it_paper():
    """Dark: the sheets are dimmed paper (light, not inverted: ink stays darker than paper) and
    high contrast pushes paper to white and ink to black, their hue kept."""
    paper, ink = QColor("#fffdf6"), QColor("#a81d2b")
    dark_paper, dark_ink = (palette.in_palette(c, "dark") for c in (paper, ink))
    assert palette.luminance(dark_paper) < palette.luminance(paper)
    assert palette.luminance(dark_paper) > 0.3 > palette.luminance(dark_ink)
    strong = palette.in_palette(ink, "contrast")
    assert palette.ratio(strong, palette.in_palette(paper, "contrast")) > palette.ratio(ink, paper)
    assert abs(strong.hslHueF() - ink.hslHueF()) < 0.02  # the red row stays red


# every module that draws or styles: the kit, the games, the window's (the palettes' own two
# modules are where the colours are declared)
PALETTE_MODULES = ("sheetdesk/ui/palette.py", "sheetdesk/ui/style.py")
DRAWING_MODULES = sorted(
    path
    for path in [
        *(ROOT / "sheetdesk/ui").glob("*.py"),
        *(ROOT / "sheetdesk/ui/sheetkit").glob("*.py"),
        *(ROOT / "sheetdesk/games").glob("*/*.py"),
    ]
    if path.relative_to(ROOT).as_posix() not in PALETTE_MODULES
)
# a colour written as a string of its own or inside one (a style's "color:#444")
HEX = re.compile(r"(?<=[\"':\s(])#[0-9a-fA-F]{3,8}\b")


def _declare_spans(source: str) -> list[tuple[int, int]]:
    spans = []
    for match in re.finditer(r"\bdeclare\(", source):
        depth, at = 0, match.end() - 1
        for at in range(match.end() - 1, len(source)):
            depth += {"(": 1, ")": -1}.get(source[at], 0)
            if depth == 0:
                break
        spans.append((match.start(), at))
    return spans


def test_every_colour_a_sheet_or_the_window_draws_is_declared():
    """No colour written into a sheet's or the window's module outside its block of declared
    colours (or a table of colours that block takes in whole; the window's own are the roles
    of `style.UI_COLOURS`), and none drawn past the palette: no `QColor(` of a colour's words
    or numbers (a copy of one already in the palette is fine)."""
    stray = []
    for path in DRAWING_MODULES:
        source = path.read_text(encoding="utf-8")
        spans = _declare_spans(source)
        taken = {name for a, b in spans for name in re.findall(r"\b[A-Z_]{3,}\b", source[a:b])}
        for match in HEX.finditer(source):
            if any(a <= match.start() <= b for a, b in spans):
                continue
            statement = source[: match.start()]  # (the name it is given: on its line or above)
            owner = re.findall(r"^([A-Z_]+)\b[^\n]*=", statement, re.M)
            if owner and owner[-1] in taken:
                continue
            line = source.count("\n", 0, match.start()) + 1
            stray.append(f"{path.relative_to(ROOT)}:{line}: {match.group()}")
        for match in re.finditer(r"QColor\((\"|'|\d)", source):
            line = source.count("\n", 0, match.start()) + 1
            stray.append(f"{path.relative_to(ROOT)}:{line}: QColor past the palette")
    assert not stray, "\n".join(stray)


# --- Larger text and a look changed in Settings -----------------------------------------------


@pytest.fixture
def restore_look(qapp):
    yield
    style.apply_style(qapp)


def _texts(top: QWidget) -> Iterator[tuple[QWidget, float]]:
    from tests.ui.audit import _shows_text, _walk, font_points

    for widget in _walk(top):
        if widget.isVisibleTo(top) and _shows_text(widget):
            yield widget, font_points(widget.font())


def _sheet_sizes(window) -> list[float]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsView

    from sheetdesk.ui.sheetkit import text_sizes

    sizes: list[float] = []
    for view in window.findChildren(QGraphicsView):
        if view.isVisible():
            sizes += [size for size, _words in text_sizes(view)]
    return sorted(sizes)


def test_larger_text_makes_every_widget_text_12_pt_and_the_sheets_words_larger(
    window, qapp, restore_look
):
    from sheetdesk.ui.settings_dialog import SettingsDialog
    from tests.ui.test_layout_audit import played, settle

    small = {}
    for larger in (False, True):
        style.apply_style(qapp, style.Look("light", larger))
        settle()
        found = [
            f"start: {w.objectName() or type(w).__name__} {pt:.1f} pt"
            for w, pt in _texts(window)
            if pt < 12
        ]
        for game in [g.id for g in registry.GAMES]:
            from sheetdesk.core import savefile

            assert window.open_path(savefile.write(played(game, 2)), external=False)
            settle()
            if window.current_page_name() == "handover":
                window.controller.confirm_handover()
                settle()
            found += [
                f"{game}: {w.objectName() or type(w).__name__} {pt:.1f} pt"
                for w, pt in _texts(window)
                if pt < 12
            ]
            sizes = _sheet_sizes(window)
            if not larger:
                small[game] = sizes
            else:
                # the sheets' words: larger where their boxes have room (the small cards' words
                # at 9 pt have little)
                grown = (sum(sizes) / len(sizes)) / (sum(small[game]) / len(small[game]))
                print(f"{game}: the sheets' words {grown:.2f} times as large on average")
                assert grown > 1.04, game
            window.close_game()
            settle()
        dialog = SettingsDialog("en", window)
        dialog.show()
        settle()
        found += [f"settings: {w.objectName()} {pt:.1f} pt" for w, pt in _texts(dialog) if pt < 12]
        dialog.close()
        if larger:
            assert not found, "\n".join(found)
        else:
            assert found, "without Larger text some words are smaller than 12 pt"


def test_a_look_chosen_in_settings_is_used_at_once_and_kept(
    window, qtbot, monkeypatch, restore_look
):
    from sheetdesk.core import savefile
    from sheetdesk.ui.settings import load_settings
    from tests.ui.test_fit_not_within_itself import fits_inside_passes
    from tests.ui.test_layout_audit import played, settle

    assert window.open_path(savefile.write(played(ANY_GAME, 2)), external=False)
    settle()
    if window.current_page_name() == "handover":
        window.controller.confirm_handover()
        settle()
    from PySide6.QtWidgets import QGraphicsView

    views = [v for v in window.findChildren(QGraphicsView) if v.isVisible()]
    sheet = max(views, key=lambda v: v.width() * v.height())  # the writer's

    def paper() -> QColor:
        """The colour most of the writer's sheet shows: its paper."""
        picture = sheet.grab().toImage()
        counts: dict[int, int] = {}
        for x in range(0, picture.width(), 4):
            for y in range(0, picture.height(), 4):
                pixel = picture.pixel(x, y)
                if pixel >> 24 == 0xFF:  # (where the window shows through: not the sheet)
                    counts[pixel] = counts.get(pixel, 0) + 1
        return QColor(max(counts, key=counts.__getitem__) & 0xFFFFFF)

    before = paper()
    background = QApplication.palette().window().color().name()

    def choose_dark(dialog: QDialog) -> bool:
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        combo = dialog.colours_combo  # type: ignore[attr-defined]
        for _ in range(2):  # from the language, past the hints, to the colours
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        assert dialog.focusWidget() is combo
        for _ in range(combo.count()):
            if combo.currentData() == "dark":
                break
            QTest.keyClick(combo, Qt.Key.Key_Down)
        box = dialog.larger_box  # type: ignore[attr-defined]
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(10, box.height() // 2))
        assert box.isChecked()
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "exec_dialog", choose_dark)
    with fits_inside_passes() as inside:
        window.settings_action.trigger()
        settle()
    # (the redraw's share laid the page out, which resized the table: fitted after that)
    assert inside == []
    assert palette.current() == "dark" and palette.larger()
    assert QApplication.palette().window().color().name() != background
    # the open table drawn afresh: its sheet dimmed (no restart, no page rebuilt)
    now = paper()
    assert sheet.isVisible() and now.name() != before.name()
    # dimmed paper (light still, darker than the light window's), not inverted
    assert before.lightness() * 0.6 < now.lightness() < before.lightness() * 0.85, (before, now)
    kept = load_settings()
    assert (kept.colours, kept.larger_text) == ("dark", True)


# the message boxes as the app has them (a test's window answers them without showing them)
REAL_DIALOGS = {name: getattr(real_dialogs, name) for name in ("inform", "ask", "choose")}


def _dialogs(window) -> Iterator[tuple[str, QWidget]]:  # type: ignore[no-untyped-def]
    """Every kind of dialog the app opens, shown (each closed after it is looked at): its own
    QDialog classes and every message box (they all go through `ui.dialogs`: information,
    a confirmation, a choice, an error with its details shown), and Qt's file chooser."""
    from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QMessageBox

    from sheetdesk.ui import dialogs
    from sheetdesk.ui.about_dialog import AboutDialog
    from sheetdesk.ui.keys_card import KeysCard
    from sheetdesk.ui.look_dialog import LookDialog
    from sheetdesk.ui.new_game_dialog import NewGameDialog
    from sheetdesk.ui.print_dialog import PrintDialog
    from sheetdesk.ui.settings_dialog import SettingsDialog
    from sheetdesk.ui.sheetkit.others import SheetZoom

    yield "new game", NewGameDialog(window, remembered=[("Ana", ("red", "star")), ("Jan", None)])
    yield "settings", SettingsDialog("en", window)
    yield "print", PrintDialog(None, window)
    yield "look", LookDialog("Ana", ("red", "star"), [("blue", "moon")], window)
    yield "keys", KeysCard([("M", "Turn the sound off"), ("Ctrl+Z", "Undo")], window)
    yield "about", AboutDialog(window)
    scene = QGraphicsScene()
    scene.addText("7")
    yield "zoom", SheetZoom(scene, "Score card", window)
    chooser = QFileDialog(window, "Open a game")
    chooser.setOption(QFileDialog.Option.DontUseNativeDialog)
    yield "file chooser", chooser
    boxes: list[QMessageBox] = []
    with pytest.MonkeyPatch.context() as patch:
        for name, real in REAL_DIALOGS.items():  # (the tests' window answers them otherwise)
            patch.setattr(dialogs, name, real)
        patch.setattr(QMessageBox, "exec", lambda box: boxes.append(box) or 0)
        dialogs.ask(window, "Leave the game?", "The game is saved.", "Leave")
        dialogs.choose(window, "Damaged save", "It cannot be read.", ["Keep", "Move"], default=0,
                       escape=0, warning=True)  # fmt: skip
        dialogs.inform(window, "Not saved", "The disk is full.", warning=True, details="OSError 28")
    for index, box in enumerate(boxes):
        for button in box.buttons():
            if box.buttonRole(button) == QMessageBox.ButtonRole.ActionRole and box.detailedText():
                button.click()  # (its details shown)
        yield f"message box {index + 1}", box


def test_larger_text_makes_every_dialogs_text_12_pt(window, qapp, restore_look):
    """Larger text: every text of every dialog the app opens is 12 pt or more (the walk of the
    pages does not reach them: each is a window of its own); without it, each dialog has some
    smaller (the walk reads every dialog's words)."""
    from PySide6.QtWidgets import QTextEdit

    from tests.ui.audit import _dpi, document_points
    from tests.ui.test_layout_audit import settle

    # every dialog class of the app's is among them
    classes = {
        name
        for path in (ROOT / "sheetdesk").rglob("*.py")
        for name in re.findall(r"^class (\w+)\(QDialog\)", path.read_text("utf-8"), re.M)
    }
    walked: set[str] = set()
    for larger in (False, True):
        style.apply_style(qapp, style.Look("contrast", larger))
        small: dict[str, list[str]] = {}
        for name, dialog in _dialogs(window):
            walked.add(type(dialog).__name__)
            dialog.show()
            settle()
            texts = [(w.objectName() or type(w).__name__, pt) for w, pt in _texts(dialog)]
            texts += [
                (type(edit).__name__, document_points(edit, _dpi()))
                for edit in dialog.findChildren(QTextEdit)
                if edit.isVisibleTo(dialog)
            ]
            small[name] = [f"{what} {pt:.1f} pt" for what, pt in texts if pt < 12 - 0.05]
            dialog.close()
            dialog.deleteLater()
            settle()
        assert len(small) == 11 and classes <= walked, (list(small), classes - walked)
        if larger:
            assert not any(small.values()), small
        else:
            assert all(small.values()), small


def _choose_in_settings(window, monkeypatch, colours: str, larger: bool) -> None:  # type: ignore[no-untyped-def]
    """Settings, as a user opens it from the menu: `colours` chosen with the keys, Larger text
    clicked to `larger`, OK."""

    def choose(dialog: QDialog) -> None:
        combo = dialog.colours_combo  # type: ignore[attr-defined]
        for _ in range(2):  # from the language, past the hints, to the colours
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        assert dialog.focusWidget() is combo
        key_to_item(combo, colours)
        box = dialog.larger_box  # type: ignore[attr-defined]
        if box.isChecked() != larger:
            QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(10, box.height() // 2))

    ok_in_settings(window, monkeypatch, choose)
    assert (window.settings.colours, palette.larger()) == (colours, larger)


def _near(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= 3


def test_a_look_chosen_in_settings_redraws_the_shown_score_card_at_once(
    window, monkeypatch, restore_look, qtbot
):
    """The end page's score card, shown when Settings (or the system's scheme, followed)
    changes the colours: its tinted rows and the winner's total are drawn in the new palette
    at once (they kept the old tints until the card was filled again)."""
    from sheetdesk.core import savefile
    from tests.ui.test_layout_audit import played, settle

    assert window.open_path(savefile.write(played(ANY_GAME, 2, finished=True)), external=False)
    assert window.current_page_name() == "scores"
    settle()
    table = window.page("scores").table
    # (the tints as printed: the light palette's)
    tinted = [
        (r, c, table.item(r, c).background().color().name())
        for r in range(table.rowCount())
        for c in range(table.columnCount())
        if table.item(r, c) is not None
        and table.item(r, c).background().style() != Qt.BrushStyle.NoBrush
    ]
    assert tinted

    def shown(colours: str) -> list[str]:
        """The tinted cells whose pixels are not their tint in `colours`."""
        picture = table.viewport().grab().toImage()
        ratio = picture.devicePixelRatio()
        wrong = []
        for row, column, tint in tinted:
            if (row, column) == (table.currentRow(), table.currentColumn()):
                continue  # (the keyboard's cell: its own ground)
            corner = table.visualRect(table.model().index(row, column)).topLeft() + QPoint(4, 4)
            pixel = picture.pixelColor(round(corner.x() * ratio), round(corner.y() * ratio))
            wanted = palette.in_palette(QColor(tint), colours)
            if not _near(pixel, wanted):
                wrong.append(f"{tint}: {pixel.name()} shown, {wanted.name()} wanted")
        return wrong

    assert not shown("light")
    for colours, larger in (("dark", False), ("contrast", True), ("light", False)):
        _choose_in_settings(window, monkeypatch, colours, larger)
        assert window.page("scores").isVisible()
        # (while the card stays shown: the event loop turns, the page is not shown again)
        qtbot.waitUntil(lambda colours=colours: not shown(colours), timeout=60_000)
    # as the system: the system's scheme turns dark while the card is shown (Qt's
    # colorSchemeChanged calls `follow_system_colours`)
    dark = {"on": False}
    monkeypatch.setattr(style, "system_is_dark", lambda: dark["on"])
    _choose_in_settings(window, monkeypatch, "system", False)
    assert not shown("light")
    dark["on"] = True
    window.follow_system_colours()
    assert palette.current() == "dark"
    assert not shown("dark")


def test_a_look_chosen_in_settings_redraws_the_shown_rules_pictures_at_once(
    window, monkeypatch, restore_look
):
    """The rules page, shown when Settings changes the colours or Larger text: its pictures are
    drawn again in the new look at once (not the ones drawn in the old look, kept), and the
    pictures of the look chosen again are those it had."""
    from tests.ui.test_layout_audit import settle
    from tests.ui.test_rules_page import _images

    window.rules_action.trigger()
    settle()
    page = window.page("rules")
    assert page.isVisible()

    def pictures() -> dict[str, QColor]:
        """Each picture's mean colour."""
        return {name: _mean(image) for name, image in _images(page).items()}

    light = pictures()
    assert light
    _choose_in_settings(window, monkeypatch, "dark", False)
    settle()
    dark = pictures()
    assert dark.keys() == light.keys()
    for name in light:  # dimmed paper: darker than the light one
        assert dark[name].lightness() < light[name].lightness() * 0.9, name
    _choose_in_settings(window, monkeypatch, "light", True)
    settle()
    larger = pictures()
    assert any(larger[name] != light[name] for name in light)  # (its words larger)
    _choose_in_settings(window, monkeypatch, "light", False)
    settle()
    assert pictures() == light


def _mean(image) -> QColor:  # type: ignore[no-untyped-def]
    """An image's mean colour (of its opaque pixels)."""
    total, count = [0, 0, 0], 0
    for x in range(0, image.width(), 7):
        for y in range(0, image.height(), 7):
            colour = image.pixelColor(x, y)
            if colour.alpha() == 255:
                total = [
                    total[0] + colour.red(),
                    total[1] + colour.green(),
                    total[2] + colour.blue(),
                ]
                count += 1
    return QColor(*(round(t / max(count, 1)) for t in total))


def test_a_look_chosen_in_settings_redraws_the_start_pages_pictures_at_once(
    window, qtbot, monkeypatch, restore_look
):
    """The start page's pictures of the games, shown when Settings changes the colours: drawn
    again in the new palette (not the light ones kept for the run)."""
    from tests.ui.test_start_pictures import pictures_drawn

    page = window.start_page
    window.show_start()
    pictures_drawn(window, qtbot)
    light = {game: _mean(tile.picture.toImage()) for game, tile in page.game_tiles.items()}
    _choose_in_settings(window, monkeypatch, "dark", False)
    pictures_drawn(window, qtbot)
    for game, tile in page.game_tiles.items():  # dimmed paper: darker than the light one
        assert _mean(tile.picture.toImage()).lightness() < light[game].lightness() * 0.9, game


# --- the layout audit in the looks ----------------------------------------------------------------

# Pages that cannot fit 1024×600 with Larger text, and why (each is whole at 1366×768): what the
# widgets' larger words take leaves a sheet too little room, or a row of buttons too little width.
CANNOT_AT_1024X600: dict[str, str] = {}


@pytest.mark.xdist_group(LARGER_TEXT_GROUP)
def test_every_page_fits_with_larger_text():
    """Larger text: every page of the layout audit at 1366×768 and at 1024×600 (the languages
    taking turns), and every page laid out again in its language at 1024×600: whole at 1366×768;
    at 1024×600 all but the pages named above."""
    found = larger_text_findings()
    assert len(found) > 100
    problems = [
        f"[{page}] {line}"
        for page, lines in found.items()
        for line in lines
        if page.endswith("1366x768") or page.removesuffix("-1024x600") not in CANNOT_AT_1024X600
    ]
    assert not problems, "\n".join(problems)


# pages that did not fit 1024×600 with Larger text, and what was laid out again (each game's own
# pages are checked with its tests: sheetdesk/games/<id>/tests/ui/)
LAID_OUT_AGAIN = {
    # nine players' score card scrolls (a few rows kept) rather than runs under the buttons
    "end-en": "the card scrolls",
    # the game's list keeps its width; a long name in the players' list gives way
    "statistics-chart-el": "'Σειρές αριθμών' had 94 px of 132",
    # six buttons in a row have narrower sides; the finished games' winner wraps (a long name
    # took the room of the reason's heading)
    "players-el": "'Απόκρυψη από το Νέο παιχνίδι' had 272 px of 302",
    "history-pl": "'Dlaczego się skończyła' had 187 px of 195",
}


@pytest.mark.xdist_group(LARGER_TEXT_GROUP)
def test_the_pages_laid_out_again_fit_1024x600_with_larger_text():
    assert unfit_with_larger_text(LAID_OUT_AGAIN) == {}


PALETTES_CHECKED = ("dark", "contrast")


@functools.cache
def _in_the_palettes() -> dict[str, dict[str, list[str]]]:
    """A page of each kind at 1366×768 and 1024×600 in each of `PALETTES_CHECKED`: one process
    audits them one palette after the other (each in windows of its own)."""
    return audits_in(PALETTES_CHECKED, "normal", "1366x768", "1024x600", "--kinds")


@pytest.mark.xdist_group("look-palettes")
@pytest.mark.parametrize("colours", PALETTES_CHECKED)
def test_a_page_of_each_kind_fits_in_the_dark_and_high_contrast_palettes(colours):
    found = _in_the_palettes()[colours]
    assert len(found) > 30
    problems = [f"[{page}] {line}" for page, lines in found.items() for line in lines]
    assert not problems, "\n".join(problems)


def test_paper_is_printed_in_the_light_palette_whatever_the_window_shows(qapp, restore_look):
    from sheetdesk.ui import paper

    style.apply_style(qapp, style.Look("dark", True))
    seen: list[tuple[str, bool]] = []
    drawn = paper.render_scene

    def render(*args):  # type: ignore[no-untyped-def]
        seen.append((palette.current(), palette.larger()))
        return drawn(*args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paper, "render_scene", render)
        document = paper.pad_document(ANY_GAME, 2, "a4")
        try:
            assert paper.pdf_bytes(document).startswith(b"%PDF")
        finally:
            document.release()
    assert seen and set(seen) == {("light", False)}
    assert (palette.current(), palette.larger()) == ("dark", True)  # the window's, after


def _restyles(widget: QWidget) -> EventCount:
    """Counts `widget`'s restyles (Qt's StyleChange: the app's style sheet set)."""
    count = EventCount(QEvent.Type.StyleChange)
    widget.installEventFilter(count)
    return count


def test_settings_ok_with_the_look_unchanged_restyles_nothing(window, monkeypatch):
    """OK in Settings with the colours and Larger text as they were: no page is restyled (every
    widget restyled again, a stall with a game open, for nothing)."""
    restyles = _restyles(window)
    _choose_in_settings(window, monkeypatch, window.settings.colours, palette.larger())
    assert restyles.count == 0


def test_the_look_follows_the_systems_colour_scheme_where_asked_to(window, qapp, restore_look):
    """ "As the system" (the first start's colours): a change of the system's scheme (Qt's
    colorSchemeChanged, connected to `follow_system_colours` when the app starts) is followed
    at once; colours chosen in Settings are kept whatever the system does."""
    dark = {"on": False}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(style, "system_is_dark", lambda: dark["on"])
        window.set_look(style.Look("system", False))
        assert palette.current() == "light"
        dark["on"] = True
        window.follow_system_colours()
        assert palette.current() == "dark"
        assert QApplication.palette().window().color().name() == style.UI_COLOURS["dark"]["window"]
        # the system's colours changed but not from light to dark (its accent): applied again
        restyles = _restyles(window)
        window.follow_system_colours()
        assert restyles.count > 0
        window.set_look(style.Look("contrast", False))
        dark["on"] = False
        window.follow_system_colours()
        assert palette.current() == "contrast"


def test_the_look_chosen_is_the_look_at_the_next_start(data_dir, qapp, qtbot, restore_look):
    from sheetdesk.ui.app import build_window
    from sheetdesk.ui.settings import Settings, save_settings

    save_settings(Settings(colours="contrast", larger_text=True))
    window = build_window(qapp)
    qtbot.addWidget(window)
    assert (palette.current(), palette.larger()) == ("contrast", True)
    assert QApplication.palette().window().color().name() == style.UI_COLOURS["contrast"]["window"]
    assert "font-size: 18px" in qapp.styleSheet()  # 15 px made larger
    window.close_game()
    window.translators.install("en")


def test_larger_text_turned_off_gives_the_window_its_usual_size_again(qapp, restore_look):
    """Larger text on, then off: the app's font is the size it was, not the larger one kept."""
    style.apply_style(qapp)
    usual = qapp.font().pointSizeF()
    style.apply_style(qapp, style.Look("light", True))
    assert qapp.font().pointSizeF() > usual
    style.apply_style(qapp, style.Look("light", False))
    assert qapp.font().pointSizeF() == usual


def _indicator(button):  # type: ignore[no-untyped-def]
    """Where a check box's or radio button's indicator lies in it."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_RadioButtonIndicator
        if button.inherits("QRadioButton")
        else QStyle.SubElement.SE_CheckBoxIndicator
    )
    return button.style().subElementRect(element, option, button)


def _indicator_ink(button) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """Where the indicator of a check box or radio button shows anything but the background it
    is drawn on, whatever the colour: its shape."""
    rect = _indicator(button)
    image = button.grab().toImage()
    back = image.pixelColor(image.width() - 1, 0)  # (beyond the words)
    ink = set()
    for x in range(max(0, rect.left() - 2), min(image.width(), rect.right() + 3)):
        for y in range(max(0, rect.top() - 2), min(image.height(), rect.bottom() + 3)):
            colour = image.pixelColor(x, y)
            if max(abs(colour.red() - back.red()), abs(colour.green() - back.green())) > 24:
                ink.add((x, y))
    return ink


def _enabled_and_disabled(qtbot, kind: str, checked: bool) -> tuple:  # type: ignore[no-untyped-def]
    """A check box or radio button (`kind`) enabled and one disabled, ticked or not, shown on a
    page of their own, away from the pointer (not hovered): (the page, [the buttons])."""
    from PySide6 import QtWidgets

    page = QWidget()
    qtbot.addWidget(page)
    buttons = []
    for enabled in (True, False):
        button = getattr(QtWidgets, kind)("Computer", page)
        button.setChecked(checked)
        button.setEnabled(enabled)
        button.adjustSize()
        button.move(40, 40 * len(buttons) + 40)
        buttons.append(button)
    page.show()
    qtbot.waitExposed(page)
    return page, buttons


@pytest.mark.parametrize("kind", ["QCheckBox", "QRadioButton"])
@pytest.mark.parametrize("checked", [False, True])
def test_a_disabled_check_box_or_radio_button_is_told_by_its_shape_in_high_contrast(
    qapp, qtbot, restore_look, kind, checked
):
    """High contrast's disabled colour is nearly the text's black: a check box or radio button
    turned off is told by more than colour there, as a button is (its dashed edge): its
    indicator's shape differs (a dashed edge, hatching), ticked or not alike."""
    style.apply_style(qapp, style.Look("contrast"))
    _page, buttons = _enabled_and_disabled(qtbot, kind, checked)
    on, off = (_indicator_ink(button) for button in buttons)
    assert on and off
    differ = len(on ^ off)
    # (its shape, not its colour alone: a disabled dot drawn only lighter, with its edges
    # antialiased otherwise, changes up to two fifths of it)
    assert differ >= 0.5 * len(on | off), (differ, len(on | off))
    assert buttons[0].size() == buttons[1].size()  # (its words do not move)


def _edge_contrast(button) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """The contrast of an indicator's edge (the pixel of the indicator's middle row, in its left
    eighth, that stands out most from what the indicator lies on) with that background beside
    it and with the indicator's inside, between the edge and a tick or dot."""
    rect = _indicator(button)
    image = button.grab().toImage()
    y = rect.center().y()
    beside = image.pixelColor(image.width() - 1, 0)  # (beyond the words: what it lies on)
    row = [image.pixelColor(x, y) for x in range(rect.left(), rect.left() + rect.width() // 8)]
    edge = max(row, key=lambda colour: palette.ratio(colour, beside))
    inside = image.pixelColor(rect.left() + rect.width() // 4, y)  # (between edge and mark)
    return palette.ratio(edge, beside), palette.ratio(edge, inside)


@pytest.mark.parametrize("kind", ["QCheckBox", "QRadioButton"])
@pytest.mark.parametrize("checked", [False, True])
@pytest.mark.parametrize("colours", palette.PALETTES)
@pytest.mark.parametrize("larger", [False, True])
def test_an_enabled_check_box_or_radio_button_s_edge_stands_out_in_every_look(
    qapp, qtbot, restore_look, kind, checked, colours, larger
):
    """In every look an enabled check box's or radio button's edge, as drawn, has 3:1 or more
    against the window beside it and against its own inside (a control's edge, WCAG's
    non-text contrast); the style's own thin grey edge had about 2:1 in high contrast, 1.5:1
    in the light palette and 1.3:1 in the dark one. A disabled one still looks disabled: in
    the light and dark palettes its edge stands out less than an enabled one's (high
    contrast tells it by its shape: the test above)."""
    style.apply_style(qapp, style.Look(colours, larger))
    _page, buttons = _enabled_and_disabled(qtbot, kind, checked)
    beside, inside = _edge_contrast(buttons[0])
    assert beside >= 3.0, beside
    if not (kind == "QCheckBox" and checked):  # (a ticked box is filled with its edge's colour)
        assert inside >= 3.0, inside
    if colours != "contrast":
        assert _edge_contrast(buttons[1])[0] < beside / 1.5


@pytest.mark.parametrize("kind", ["QLineEdit", "QSpinBox", "QComboBox"])
@pytest.mark.parametrize("larger", [False, True])
def test_a_field_s_edge_and_its_focus_stand_out_in_high_contrast(
    qapp, qtbot, restore_look, kind, larger
):
    """High contrast: a line edit's, spin box's or combo box's edge has 3:1 or more against the
    window beside it (the style's own grey frame had about 2:1), and the keyboard on it (Tab
    from the field before) is seen: as much of it as a 2 px ring around it changes by 3:1 or
    more (WCAG's focus appearance; the style's own focus frame was 1 px of a dark blue beside
    the black edge, a combo box's none)."""
    from PySide6 import QtWidgets
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    style.apply_style(qapp, style.Look("contrast", larger))
    page = QWidget()
    qtbot.addWidget(page)
    before = QtWidgets.QLineEdit("Ana", page)
    field = getattr(QtWidgets, kind)(page)
    if isinstance(field, QtWidgets.QComboBox):
        field.addItems(["Careful", "Greedy"])
    before.move(20, 20)
    field.move(20, 30 + before.sizeHint().height())
    field.resize(field.sizeHint())
    page.resize(300, 160)
    click_into(qtbot, page, before)
    plain = field.grab().toImage()
    QTest.keyClick(before, Qt.Key.Key_Tab)
    assert field.hasFocus()
    focused = field.grab().toImage()

    beside = page.grab().toImage().pixelColor(page.width() - 1, page.height() - 1)
    y = plain.height() // 2
    edge = max((plain.pixelColor(x, y) for x in range(4)), key=lambda c: palette.ratio(c, beside))
    assert palette.ratio(edge, beside) >= 3.0, palette.ratio(edge, beside)
    changed = sum(
        palette.ratio(plain.pixelColor(x, y), focused.pixelColor(x, y)) >= 3.0
        for x in range(plain.width())
        for y in range(plain.height())
    )
    ring = 2 * 2 * (plain.width() + plain.height())  # (a 2 px ring's pixels)
    assert changed >= 0.9 * ring, (changed, ring)
