"""The main window's settings: the Settings dialog, hints on or off, the look (colours, Larger
text) and the language switched at once, and the settings remembered (a disk that refuses, or a
damaged file, is said, not fatal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from .i18n import LANGUAGES, effective_language, installed_language
from .settings import save_settings
from .style import Look, apply_style
from .window_host import WindowHost


class WindowSettings(WindowHost):
    """The settings: a mixin of `MainWindow`, using its menus, status bar and game."""

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        look = Look(self.settings.colours, self.settings.larger_text)
        dialog = SettingsDialog(
            self.settings.language,
            self,
            hints=self.settings.hints,
            motion=self.settings.animations,
            look=look,
        )
        if self.exec_dialog(dialog):
            if dialog.hints() != self.settings.hints:
                self.set_hints(dialog.hints())
            if dialog.motion() != self.settings.animations:
                from .sheetkit.motion import set_motion

                self.update_settings(animations=dialog.motion())
                set_motion(dialog.motion())
            self.set_look(dialog.look())
            self.set_language(dialog.language())

    def set_look(self, look: Look, *, system_changed: bool = False) -> None:
        """Use `look` (colours, Larger text) at once, on every page, and remember it. The look
        the app has already is not applied again, unless `system_changed`: the system's colours,
        which the look may follow, are not the ones it was applied with."""
        self.update_settings(colours=look.colours, larger_text=look.larger)
        apply_style(QApplication.instance(), look, again=system_changed)  # type: ignore[arg-type]

    def follow_system_colours(self) -> None:
        """The system's colour scheme changed: the look follows it where it is asked to."""
        if self.settings.colours == "system":
            self.set_look(Look("system", self.settings.larger_text), system_changed=True)

    def set_hints(self, on: bool) -> None:
        """Offer hints or not (a family that wants none): the button, the key and the menu."""
        self.update_settings(hints=on)
        if self.controller is not None:
            self.controller.set_hints_enabled(on)
        self.update_edit_actions()

    def update_settings(self, **changes: Any) -> None:
        """Change settings and remember them (a disk that refuses is said, not fatal)."""
        self.settings = self.settings.model_copy(update=changes)
        try:
            save_settings(self.settings)
        except OSError:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "The settings could not be saved."), 10_000
            )

    def tell_settings_damaged(self, kept: Path | None) -> None:
        """Say that the settings file could not be read and the usual settings stand in."""
        if kept is not None:
            message = QCoreApplication.translate(
                "MainWindow",
                "The settings could not be read, so the usual ones are used. The damaged file "
                "is kept as {file}.",
            ).format(file=kept.name)
        else:
            message = QCoreApplication.translate(
                "MainWindow", "The settings could not be read, so the usual ones are used."
            )
        self.statusBar().showMessage(message, 30_000)

    def set_language(self, code: str) -> None:
        """Use `code` ("" = the system's) at once and remember it; the language shown already
        stays as it is."""
        code = code if code in ("", *LANGUAGES) else ""
        self.language_actions[code].setChecked(True)
        if effective_language(code) == installed_language():
            # (installed again, it would retranslate every page and the table, for nothing)
            if code != self.settings.language:
                self.update_settings(language=code)
            return
        # a passing message (a hint, "Looking for a hint…") was said in the language before and
        # would stay for seconds under the new one's pages (the settings' own trouble is said
        # after this)
        self.statusBar().clearMessage()
        self.update_settings(language=code)
        self.translators.install(effective_language(code))
        # Installing translators posts LanguageChange to every widget; deliver it now so every
        # page (and the game's table) is retranslated before anything else is drawn.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
