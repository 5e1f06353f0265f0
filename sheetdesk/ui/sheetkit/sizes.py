"""Widget sizes for the kit: `QWIDGETSIZE_MAX`, a widget's "no maximum" (ui/widget_sizes.py);
`pinned`, a widget held at its size while its contents are laid out in trial (`pinned_to`: at
another size); `fits`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from ..widget_sizes import QWIDGETSIZE_MAX

__all__ = ["QWIDGETSIZE_MAX", "fits", "pinned", "pinned_to"]


@contextmanager
def pinned(widget: QWidget) -> Iterator[None]:
    """`widget` kept at its size while the block runs (its least and most size set to it), its
    own least and most size back after: arrangements tried in it are laid out in the room it
    has, and its least size, which each changes, reaches neither the page around it nor the
    window (a window smaller than its contents' least size grows)."""
    least, most = widget.minimumSize(), widget.maximumSize()
    widget.setFixedSize(widget.size())
    try:
        yield
    finally:
        widget.setMinimumSize(least)
        widget.setMaximumSize(most)


@contextmanager
def pinned_to(widget: QWidget, size: QSize) -> Iterator[None]:
    """`widget` held at `size` while the block runs (`pinned`), its own least and most size
    back after: the room it is to have, not the one it has (a table in a page that scrolls,
    which the page gave it for its last arrangement's least size), and back at the size and
    the place it had: its layout around it, not the block, gives it another. (Laid out by its
    parent while held at a size less than its room there, it is centred in that room: left
    there at its old size, a Giza table on the replay page at 683x400 with Larger text reached
    below its parent by half what it lacked, and the page, made taller by that to hold it, made
    it reach lower still at each try of its fit: 44 px, then 66, 99 … 333.)"""
    least, most, had = widget.minimumSize(), widget.maximumSize(), widget.geometry()
    widget.setFixedSize(size)
    try:
        yield
    finally:
        widget.setMinimumSize(least)
        widget.setMaximumSize(most)
        widget.setGeometry(had)


def fits(widget: QWidget) -> bool:
    """Whether `widget`'s contents as laid out now need no more than its size (its least size
    hint within its width and height)."""
    least = widget.minimumSizeHint()
    return least.width() <= widget.width() and least.height() <= widget.height()
