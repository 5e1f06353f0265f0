"""Qt's own words in its print dialogs: the print preview, its Page setup, Print and the
printer's Properties. Qt ships no Greek words for them, and its Polish catalogue lacks some.

They are listed here under Qt's own contexts, so that the extractor puts them in our translation
files: Qt's dialogs ask every installed translator, ours among them, for their words. Where Qt's
catalogue has a word too (Polish), ours answers first: the glossary's word is shown. The paper
sizes' names (QPageSize: "A4", "Envelope C5"…) are not listed: they name sizes, and Qt's Polish
keeps them too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def words() -> list[str]:
    """Each of the print dialogs' words in the language shown now. Nothing in the app calls it:
    its calls are what the extractor reads (our code uses the words nowhere else)."""
    return [
        QCoreApplication.translate("QPrintPreviewDialog", "Fit width"),
        QCoreApplication.translate("QPrintPreviewDialog", "Fit page"),
        QCoreApplication.translate("QPrintPreviewDialog", "Zoom in"),
        QCoreApplication.translate("QPrintPreviewDialog", "Zoom out"),
        QCoreApplication.translate("QPrintPreviewDialog", "Portrait"),
        QCoreApplication.translate("QPrintPreviewDialog", "Landscape"),
        QCoreApplication.translate("QPrintPreviewDialog", "First page"),
        QCoreApplication.translate("QPrintPreviewDialog", "Previous page"),
        QCoreApplication.translate("QPrintPreviewDialog", "Next page"),
        QCoreApplication.translate("QPrintPreviewDialog", "Last page"),
        QCoreApplication.translate("QPrintPreviewDialog", "Show single page"),
        QCoreApplication.translate("QPrintPreviewDialog", "Show facing pages"),
        QCoreApplication.translate("QPrintPreviewDialog", "Show overview of all pages"),
        QCoreApplication.translate("QPrintPreviewDialog", "Print"),
        QCoreApplication.translate("QPrintPreviewDialog", "Page setup"),
        QCoreApplication.translate("QPrintPreviewDialog", "Page Setup"),  # (its dialog's title)
        QCoreApplication.translate("QPageSetupWidget", "Paper"),
        QCoreApplication.translate("QPageSetupWidget", "Page size:"),
        QCoreApplication.translate("QPageSetupWidget", "Width:"),
        QCoreApplication.translate("QPageSetupWidget", "Height:"),
        QCoreApplication.translate("QPageSetupWidget", "Paper source:"),
        QCoreApplication.translate("QPageSetupWidget", "Orientation"),
        QCoreApplication.translate("QPageSetupWidget", "Portrait"),
        QCoreApplication.translate("QPageSetupWidget", "Landscape"),
        QCoreApplication.translate("QPageSetupWidget", "Reverse landscape"),
        QCoreApplication.translate("QPageSetupWidget", "Reverse portrait"),
        QCoreApplication.translate("QPageSetupWidget", "Margins"),
        QCoreApplication.translate("QPageSetupWidget", "top margin"),
        QCoreApplication.translate("QPageSetupWidget", "left margin"),
        QCoreApplication.translate("QPageSetupWidget", "right margin"),
        QCoreApplication.translate("QPageSetupWidget", "bottom margin"),
        QCoreApplication.translate("QPageSetupWidget", "Page Layout"),
        QCoreApplication.translate("QPageSetupWidget", "Pages &per sheet:"),
        QCoreApplication.translate("QPageSetupWidget", "Page &order:"),
        QCoreApplication.translate("QPageSetupWidget", "Custom"),
        QCoreApplication.translate("QPageSetupWidget", "mm"),
        QCoreApplication.translate("QPageSetupWidget", "Millimeters (mm)"),
        QCoreApplication.translate("QPageSetupWidget", "Inches (in)"),
        QCoreApplication.translate("QPageSetupWidget", "Points (pt)"),
        QCoreApplication.translate("QPageSetupWidget", "Pica (P̸)"),
        QCoreApplication.translate("QPageSetupWidget", "Didot (DD)"),
        QCoreApplication.translate("QPageSetupWidget", "Cicero (CC)"),
        QCoreApplication.translate("QPrintDialog", "Print"),
        QCoreApplication.translate("QPrintDialog", "&Print"),
        QCoreApplication.translate("QPrintDialog", "&Options >>"),
        QCoreApplication.translate("QPrintDialog", "&Options <<"),
        QCoreApplication.translate("QPrintDialog", "Print to File (PDF)"),
        QCoreApplication.translate("QPrintDialog", "Local file"),
        QCoreApplication.translate("QPrintDialog", "Write PDF file"),
        QCoreApplication.translate("QPrintDialog", "Print To File ..."),
        QCoreApplication.translate("QPrintDialog", "All Pages"),
        QCoreApplication.translate("QPrintDialog", "Odd Pages"),
        QCoreApplication.translate("QPrintDialog", "Even Pages"),
        QCoreApplication.translate("QPrintDialog", "1 (1x1)"),
        QCoreApplication.translate("QPrintDialog", "2 (2x1)"),
        QCoreApplication.translate("QPrintDialog", "4 (2x2)"),
        QCoreApplication.translate("QPrintDialog", "6 (2x3)"),
        QCoreApplication.translate("QPrintDialog", "9 (3x3)"),
        QCoreApplication.translate("QPrintDialog", "16 (4x4)"),
        QCoreApplication.translate("QPrintDialog", "Left to Right, Top to Bottom"),
        QCoreApplication.translate("QPrintDialog", "Left to Right, Bottom to Top"),
        QCoreApplication.translate("QPrintDialog", "Right to Left, Bottom to Top"),
        QCoreApplication.translate("QPrintDialog", "Right to Left, Top to Bottom"),
        QCoreApplication.translate("QPrintDialog", "Bottom to Top, Left to Right"),
        QCoreApplication.translate("QPrintDialog", "Bottom to Top, Right to Left"),
        QCoreApplication.translate("QPrintDialog", "Top to Bottom, Left to Right"),
        QCoreApplication.translate("QPrintDialog", "Top to Bottom, Right to Left"),
        QCoreApplication.translate(
            "QPrintDialog", "%1 is a directory.\nPlease choose a different file name."
        ),
        QCoreApplication.translate(
            "QPrintDialog", "File %1 is not writable.\nPlease choose a different file name."
        ),
        QCoreApplication.translate(
            "QPrintDialog", "%1 already exists.\nDo you want to overwrite it?"
        ),
        QCoreApplication.translate("QPrintDialog", "Invalid Pages Definition"),
        QCoreApplication.translate(
            "QPrintDialog",
            "%1 does not follow the correct syntax. Please use ',' to separate ranges and pages,"
            " '-' to define ranges and make sure ranges do not intersect with each other.",
        ),
        QCoreApplication.translate(
            "QPrintDialog",
            "Options 'Pages Per Sheet' and 'Page Set' cannot be used together.\n"
            "Please turn one of those options off.",
        ),
        QCoreApplication.translate("QPrintWidget", "Printer"),
        QCoreApplication.translate("QPrintWidget", "&Name:"),
        QCoreApplication.translate("QPrintWidget", "P&roperties"),
        QCoreApplication.translate("QPrintWidget", "Location:"),
        QCoreApplication.translate("QPrintWidget", "Type:"),
        QCoreApplication.translate("QPrintWidget", "Output &file:"),
        QCoreApplication.translate("QPrintWidget", "Preview"),
        QCoreApplication.translate("QPrintSettingsOutput", "Copies"),
        QCoreApplication.translate("QPrintSettingsOutput", "Print range"),
        QCoreApplication.translate("QPrintSettingsOutput", "Print all"),
        QCoreApplication.translate("QPrintSettingsOutput", "Pages from"),
        QCoreApplication.translate("QPrintSettingsOutput", "to"),
        QCoreApplication.translate("QPrintSettingsOutput", "Pages"),
        QCoreApplication.translate("QPrintSettingsOutput", "Current Page"),
        QCoreApplication.translate("QPrintSettingsOutput", "Selection"),
        QCoreApplication.translate("QPrintSettingsOutput", "Page &Set:"),
        QCoreApplication.translate(
            "QPrintSettingsOutput",
            "Specify pages or ranges separated by commas. Ranges are specified by two numbers"
            " separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.",
        ),
        QCoreApplication.translate("QPrintSettingsOutput", "Output Settings"),
        QCoreApplication.translate("QPrintSettingsOutput", "Copies:"),
        QCoreApplication.translate("QPrintSettingsOutput", "Collate"),
        QCoreApplication.translate("QPrintSettingsOutput", "Reverse"),
        QCoreApplication.translate("QPrintSettingsOutput", "Options"),
        QCoreApplication.translate("QPrintSettingsOutput", "Color Mode"),
        QCoreApplication.translate("QPrintSettingsOutput", "Color"),
        QCoreApplication.translate("QPrintSettingsOutput", "Grayscale"),
        QCoreApplication.translate("QPrintSettingsOutput", "Double Sided Printing"),
        QCoreApplication.translate("QPrintSettingsOutput", "Off"),
        QCoreApplication.translate("QPrintSettingsOutput", "Long side binding"),
        QCoreApplication.translate("QPrintSettingsOutput", "Short side binding"),
        QCoreApplication.translate("QPrintPropertiesDialog", "Printer Properties"),
        QCoreApplication.translate("QPrintPropertiesDialog", "Job Options"),
        QCoreApplication.translate("QPrintPropertiesWidget", "Page"),
        QCoreApplication.translate("QPrintPropertiesWidget", "Advanced"),
        QCoreApplication.translate(
            "QPrintPropertiesWidget", "There are conflicts in some options. Please fix them."
        ),
        QCoreApplication.translate("QCupsJobWidget", "Job"),
        QCoreApplication.translate("QCupsJobWidget", "Job Control"),
        QCoreApplication.translate("QCupsJobWidget", "Scheduled &printing:"),
        QCoreApplication.translate("QCupsJobWidget", "&Billing information:"),
        QCoreApplication.translate("QCupsJobWidget", "Job &priority:"),
        QCoreApplication.translate("QCupsJobWidget", "Banner Pages"),
        QCoreApplication.translate("QCupsJobWidget", "Print Immediately"),
        QCoreApplication.translate("QCupsJobWidget", "Hold Indefinitely"),
        QCoreApplication.translate("QCupsJobWidget", "Day (06:00 to 17:59)"),
        QCoreApplication.translate("QCupsJobWidget", "Night (18:00 to 05:59)"),
        QCoreApplication.translate("QCupsJobWidget", "Second Shift (16:00 to 23:59)"),
        QCoreApplication.translate("QCupsJobWidget", "Third Shift (00:00 to 07:59)"),
        QCoreApplication.translate("QCupsJobWidget", "Weekend (Saturday to Sunday)"),
        QCoreApplication.translate("QCupsJobWidget", "Specific Time"),
        QCoreApplication.translate("QCupsJobWidget", "&Start:", "Banner page at start"),
        QCoreApplication.translate("QCupsJobWidget", "&End:", "Banner page at end"),
        QCoreApplication.translate("QCupsJobWidget", "None", "CUPS Banner page"),
        QCoreApplication.translate("QCupsJobWidget", "Standard", "CUPS Banner page"),
        QCoreApplication.translate("QCupsJobWidget", "Unclassified", "CUPS Banner page"),
        QCoreApplication.translate("QCupsJobWidget", "Confidential", "CUPS Banner page"),
        QCoreApplication.translate("QCupsJobWidget", "Classified", "CUPS Banner page"),
        QCoreApplication.translate("QCupsJobWidget", "Secret", "CUPS Banner page"),
        QCoreApplication.translate("QCupsJobWidget", "Top Secret", "CUPS Banner page"),
        QCoreApplication.translate("QPlatformTheme", "OK"),
    ]
