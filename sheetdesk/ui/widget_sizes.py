"""Qt's widget sizes that PySide6 does not name: `QWIDGETSIZE_MAX`, a widget's "no maximum"
(what `setMaximumWidth` and the like take to lift a cap set before). Outside the sheet kit, so
the pages painted first can read it without loading the kit."""

QWIDGETSIZE_MAX = (1 << 24) - 1  # (qwidget.h's QWIDGETSIZE_MAX)
