"""Qt's widget sizes that PySide6 does not name: `QWIDGETSIZE_MAX`, a widget's "no maximum"
(what `setMaximumWidth` and the like take to lift a cap set before)."""

QWIDGETSIZE_MAX = (1 << 24) - 1  # (qwidget.h's QWIDGETSIZE_MAX)
