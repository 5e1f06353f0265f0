"""Screen readers: every control a family can reach with the keyboard on every page the layout
audit visits has an accessible name, as Qt's accessibility reports it to assistive technology
(a button's words count as its name)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from tests.ui.test_layout_audit import PAGES, _in_steps, screen_of, settle
from tests.ui.test_layout_audit import auditor as auditor

# (one worker walks the pages in the audit's order, a lesson's end played on from its first
# step, with one auditor's window: spread over the workers, each built its own and played each
# lesson anew)
pytestmark = [pytest.mark.shared_window, pytest.mark.xdist_group("accessible-names")]

SCREEN = (1366, 768)


def unnamed(top: QWidget) -> list[str]:
    """The focusable, visible, enabled controls under `top` with no accessible name."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not (
            widget.isVisibleTo(top)
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            continue
        if widget.focusProxy() is not None:
            continue  # the proxy (a combo box's line edit, say) is the one that gets the keys
        face = QAccessible.queryAccessibleInterface(widget)
        name = face.text(QAccessible.Text.Name) if face is not None else ""
        if not name.strip():
            found.append(f"{type(widget).__name__} {widget.objectName()!r} has no name")
    return found


@pytest.mark.parametrize("page", _in_steps(PAGES))
def test_every_focusable_control_has_an_accessible_name(auditor, page):
    window = auditor.use_language("en")
    with screen_of(*SCREEN):
        window.resize(*SCREEN)
        if page.startswith(("newgame", "settings", "print")):
            dialog = auditor.dialog(page)
            try:
                problems = unnamed(dialog)
            finally:
                dialog.close()
                dialog.deleteLater()
                settle()
        else:
            auditor.show(page)
            settle()
            problems = unnamed(window)
    assert not problems, f"{page}:\n" + "\n".join(problems)
