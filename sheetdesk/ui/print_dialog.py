"""Game → Print…: blank score pads of a game, or the open game's sheets, saved as a PDF or sent
to a printer.

The pages come from paper.py (the games' own scenes). The file chooser starts in the folder the
last PDF went to (kept in the settings by the window), else in the user's documents folder; the
paper offered is the one chosen last (kept there too: chosen in the dialog, or in the printer's
own page setup), else the locale's.
Saving a PDF needs QtGui only; printing
needs QtPrintSupport (QPrintPreviewDialog), imported when the Print button is pressed: an
installation without it says so and the PDF still works. The preview and the dialogs it opens
(Page setup, Print) are Qt's, in Qt's words: `qt_print_words` puts those words in our
translations too, for a language Qt ships none of its own for (Greek). Page setup and a
printer's Properties scroll within them where the screen is too low for them, and so does Print
with its options shown (`QtsDialogsFitted`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QChildEvent, QEvent, QObject, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetdesk.core import registry

from . import dialogs, paper
from .keys_handed_back import hand_back_keys
from .screen_room import (
    ScrollingBody,
    fit,
    keep_on_screen,
    keep_qts_on_screen,
    room_for,
    scroll_qts_body,
)
from .style import FIELD_PADDING_PX


def open_to_the_keyboard(preview: QWidget, over: QWidget) -> None:
    """Qt's print preview as large as the window `over`: on the screen, its tool bar whole (at
    Qt's own size Print and Page setup hid behind the bar's overflow arrow). Its tool bar's
    buttons are reached by Tab (Qt's take no keyboard and have no keys: with the keyboard alone
    the preview could only be closed); the app's style rings the one with the keyboard."""
    from PySide6.QtWidgets import QToolButton

    preview.resize(over.window().size())
    for button in preview.findChildren(QToolButton):
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)


# Qt's dialogs, opened from its print preview, whose parts above their buttons scroll within
# them on a screen too low for them (596 to 711 px tall with Larger text; Print with its
# options shown is 537 px)
SCROLLED = frozenset({"QPageSetupDialog", "QPrintDialog", "QPrintPropertiesDialog"})


def _options_turned(dialog: QDialog) -> None:
    """Print fitted to the screen again where its parts, its options shown or hidden, do not
    fit its room at their least, or scroll; else left as Qt sizes it (a larger screen sees
    Print as Qt shows it)."""
    body = dialog.findChild(ScrollingBody)
    layout = dialog.layout()
    if body is None or layout is None:
        return
    # (at the size its parts now ask at once, as Qt's own layout puts it: the body's parts tell
    # the dialog a turn later, and Print would show its options squeezed for that turn)
    body.updateGeometry()
    layout.activate()
    if body.scrolls or layout.totalMinimumSize().height() > room_for(dialog).height():
        fit(dialog)


def fitted_as_its_options_turn(dialog: QDialog) -> None:
    """Qt's Print fitted to the screen again each time its Options button shows or hides its
    options (Qt shows them at their whole height, and takes that height off the dialog when it
    hides them): connected after Qt's own handling of the click, so it runs after it."""
    box = dialog.findChild(QDialogButtonBox)
    if box is None:
        return
    for button in box.buttons():
        if box.buttonRole(button) == QDialogButtonBox.ButtonRole.ResetRole:
            button.clicked.connect(lambda _checked=False: _options_turned(dialog))


class QtsDialogsFitted(QObject):
    """Watches the print preview it is made for (its child) and Qt's Print dialog in it: each of
    Qt's dialogs named in `SCROLLED` is given a scrolling body (`scroll_qts_body`) as it is
    polished, before it is first shown. Page setup and Print are the preview's children; a
    printer's Properties is Print's, polished with Print (its Properties made again for another
    printer are polished when shown). The file chooser Print's "..." opens for its output file
    (made anew each time, a child of Print's printer part, `QUnixPrintWidget`) is fitted as it
    is (`keep_qts_on_screen`): its least height, 252 px with Larger text, fits. Only their own
    events are watched, not the app's."""

    def __init__(self, preview: QWidget) -> None:
        super().__init__(preview)
        preview.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildPolished:
            child = cast(QChildEvent, event).child()
            name = child.metaObject().className()
            if isinstance(child, QDialog) and name in SCROLLED:
                scroll_qts_body(child)
            elif isinstance(child, QFileDialog):  # (Print's "...": its output file's chooser)
                keep_qts_on_screen(child)
            if isinstance(child, QDialog) and name == "QPrintDialog":
                fitted_as_its_options_turn(child)
                for dialog in child.findChildren(QDialog):
                    if dialog.metaObject().className() in SCROLLED:
                        scroll_qts_body(dialog)
                child.installEventFilter(self)
                for part in child.findChildren(QWidget):
                    if part.metaObject().className() == "QUnixPrintWidget":
                        part.installEventFilter(self)  # (its file chooser's parent)
        return False


def print_support() -> Any:
    """QtPrintSupport, or None where this installation has none."""
    try:
        from PySide6 import QtPrintSupport
    except ImportError:
        return None
    return QtPrintSupport


def documents_folder() -> str:
    """The user's documents folder (their home where the system names none)."""
    location = QStandardPaths.StandardLocation.DocumentsLocation
    return QStandardPaths.writableLocation(location) or str(Path.home())


class PrintDialog(QDialog):
    """`session`: the game whose sheets may be printed (None: blank pads only); `finished`:
    when it ended (the first page says so); `folder`: where the PDF chooser starts ("" = the
    documents folder); `remember(folder)` is told the folder a PDF was written to; `paper_size`:
    the paper to offer ("" = the locale's), `remember_paper(size)` told the paper chosen."""

    def __init__(
        self,
        session: Any = None,
        parent: QWidget | None = None,
        *,
        finished: Any = None,
        folder: str = "",
        remember: Callable[[str], None] | None = None,
        paper_size: str = "",
        remember_paper: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # (with the title bar a window manager puts over it)
        self.setObjectName("print_dialog")
        self.session = session
        self.game_finished = finished
        self.folder = folder if folder and Path(folder).is_dir() else documents_folder()
        self._remember = remember
        self._remember_paper = remember_paper
        self.last_written: str = ""
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.pads_choice = QRadioButton()
        self.pads_choice.setObjectName("print_pads")
        self.game_choice = QRadioButton()
        self.game_choice.setObjectName("print_game")
        self.game_box = QComboBox()
        self.game_box.setObjectName("print_which_game")
        for entry in registry.GAMES:
            self.game_box.addItem("", entry.id)
        self.count = QSpinBox()
        self.count.setObjectName("print_count")
        self.count.setRange(1, 99)
        self.count.setValue(6)
        # (the style sheet's padding inside a field's edge is not given to a spin box's words,
        # which lay on its edge: given them as the line edit's margin, a line edit's own 2 px
        # beside it)
        self.count.lineEdit().setTextMargins(FIELD_PADDING_PX + 2, 0, 0, 0)
        self.paper_box = QComboBox()
        self.paper_box.setObjectName("print_paper")
        self.paper_box.addItem("A4", "a4")
        self.paper_box.addItem("Letter", "letter")
        offered = self.paper_box.findData(paper_size or paper.default_paper())
        self.paper_box.setCurrentIndex(max(0, offered))
        self.paper_box.activated.connect(lambda _index: self._paper_chosen())
        form = QFormLayout()
        self.game_label = QLabel()
        self.count_label = QLabel()
        self.paper_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        self.count_label.setBuddy(self.count)
        self.paper_label.setBuddy(self.paper_box)
        form.addRow(self.game_label, self.game_box)
        form.addRow(self.count_label, self.count)
        form.addRow(self.paper_label, self.paper_box)
        buttons = QHBoxLayout()
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("print_pdf")
        self.pdf_button.setDefault(True)
        self.printer_button = QPushButton()
        self.printer_button.setObjectName("print_printer")
        self.close_button = QPushButton()
        self.close_button.setObjectName("print_close")
        for button in (self.pdf_button, self.printer_button, self.close_button):
            button.setMinimumHeight(40)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.printer_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addWidget(self.intro)
        layout.addWidget(self.pads_choice)
        layout.addWidget(self.game_choice)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.printer_button.clicked.connect(self.print_pages)
        self.close_button.clicked.connect(self.reject)
        self.pads_choice.toggled.connect(self._sync)
        # no game open: blank pads are all it prints, so it offers no choice between the two
        # (a choice that can never be taken only puzzles) and its words say how to get sheets
        self.pads_choice.setVisible(session is not None)
        self.game_choice.setVisible(session is not None)
        if session is not None:
            self.game_box.setCurrentIndex(self.game_box.findData(session.rules.info.id))
            self.game_choice.setChecked(True)
        else:
            self.pads_choice.setChecked(True)
        self.retranslate()
        self._sync()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Print"))
        # (the game printed is named by no word for its paper: some games' players have sheets,
        # others cards and a score card)
        if self.session is not None:
            intro = self.tr(
                "Print blank score pads to play at the table, or this game with its scores."
            )
        else:
            intro = self.tr(
                "Print blank score pads to play at the table. To print the sheets of a game"
                " with its scores, open the game first."
            )
        self.intro.setText(intro)
        self.pads_choice.setText(self.tr("&Blank score pads"))
        self.game_choice.setText(self.tr("&This game, with its scores"))
        self.game_label.setText(self.tr("&Game:"))
        self.count_label.setText(self.tr("&How many pads:"))
        self.paper_label.setText(self.tr("Pa&per:"))
        self.pdf_button.setText(self.tr("&Save as PDF…"))
        self.printer_button.setText(self.tr("P&rint…"))
        self.close_button.setText(self.tr("Close"))
        for index in range(self.game_box.count()):
            self.game_box.setItemText(index, paper.game_name(self.game_box.itemData(index)))

    def _paper_chosen(self) -> None:
        if self._remember_paper is not None:
            self._remember_paper(str(self.paper_box.currentData()))

    def _printer_paper(self, printer: Any) -> None:
        """The paper chosen in the printer's own page setup, when it is one the dialog offers,
        is the dialog's (and remembered) too."""
        size = printer.pageLayout().pageSize().id()
        found = [name for name, known in paper.PAPERS.items() if known == size]
        if found and found[0] != self.paper_box.currentData():
            self.paper_box.setCurrentIndex(self.paper_box.findData(found[0]))
            self._paper_chosen()

    def _sync(self) -> None:
        pads = self.pads_choice.isChecked()
        self.game_box.setEnabled(pads)
        self.count.setEnabled(pads)

    def document(self) -> paper.Document:
        size = str(self.paper_box.currentData())
        if self.pads_choice.isChecked() or self.session is None:
            return paper.pad_document(str(self.game_box.currentData()), self.count.value(), size)
        return paper.dated(
            paper.game_document(self.session, size), self.session, self.game_finished
        )

    def _suggestion(self) -> str:
        """The file chooser's first answer: a file named after the game, in the folder of the
        last PDF (or the documents folder)."""
        game = str(self.game_box.currentData()) if self.pads_choice.isChecked() else "game"
        return str(Path(self.folder) / f"{game}.pdf")

    def save_pdf(self) -> None:
        name = dialogs.save_file(
            self, self.tr("Save as PDF"), self._suggestion(), self.tr("PDF files (*.pdf)")
        )
        if not name:
            return
        if not name.lower().endswith(".pdf"):
            name += ".pdf"
        document = self.document()
        try:
            paper.write_pdf(document, name)
        except paper.PaperError as error:
            dialogs.inform(self, self.tr("The PDF was not written"), error.message)
            return
        finally:
            document.release()
        self.last_written = name
        self.folder = str(Path(name).resolve().parent)
        if self._remember is not None:
            self._remember(self.folder)
        dialogs.inform(self, self.tr("PDF written"), self.tr("Saved as {file}.").format(file=name))

    def print_pages(self) -> None:
        support = print_support()
        if support is None:
            dialogs.inform(
                self,
                self.tr("Printing is not available"),
                self.tr(
                    "This installation cannot print directly. Save a PDF instead and print it "
                    "from a PDF viewer."
                ),
            )
            return
        document = self.document()
        printer = support.QPrinter(support.QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(document.layout())
        preview = support.QPrintPreviewDialog(printer, self)
        preview.setWindowTitle(self.tr("Print"))
        preview.paintRequested.connect(lambda device: paper.paint(document, device))
        preview.setWindowModality(Qt.WindowModality.WindowModal)
        open_to_the_keyboard(preview, self.parentWidget() or self)
        QtsDialogsFitted(preview)
        hand_back_keys(preview)  # (its dialogs are given it with their scrolling bodies)
        preview.exec()
        self._printer_paper(printer)
        preview.deleteLater()
        document.release()
