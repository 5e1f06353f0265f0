"""A layout that keeps its items in a list of its own (`ItemsLayout`): what Qt asks of every
layout (add, count, one at an index, take one out), for a layout that places them its own way
(a flow of chips, a small sheet's caption over its view); and any layout's items in order
(`layout_items`)."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class ItemsLayout(QLayout):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None


def layout_items(layout: QLayout) -> list[QLayoutItem]:
    """The items of `layout`, in order (Qt gives None only for an index past its end)."""
    return [item for i in range(layout.count()) if (item := layout.itemAt(i)) is not None]
