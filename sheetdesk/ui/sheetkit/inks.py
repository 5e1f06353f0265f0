"""The colours and pens a sheet's items draw with, made once per palette and kept.

A `QColor` or a `QPen` made in Python costs more than drawing with it, and a click repaints the
same few boxes with the same few of them again and again. `colour` and `pen` give them as the
palette in use draws them (`palette.tone`), kept by everything they are made from: the palette,
the colour as declared, its alpha, the pen's width, dashes and ends. What they give is shared:
a painter is set with it (Qt copies it); nobody changes it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from ..palette import current, tone

Declared = str | tuple[int, ...]  # a colour as declared: a name or QColor's numbers

_KEPT: dict[tuple[Any, ...], Any] = {}
# (a sheet draws with a few dozen; the bound keeps widths of many sizes of a view from piling up)
_MOST = 4096


def _keep(key: tuple[Any, ...], made: Any) -> Any:
    if len(_KEPT) >= _MOST:
        _KEPT.clear()
    _KEPT[key] = made
    return made


def colour(declared: Declared, alpha: int | None = None) -> QColor:
    """`tone(declared)` (with `alpha` instead of its own where given), kept."""
    key = (current(), declared, alpha)
    found = _KEPT.get(key)
    if found is None:
        made = tone(*declared) if isinstance(declared, tuple) else tone(declared)
        if alpha is not None:
            made.setAlpha(alpha)
        found = _keep(key, made)
    return found


def pen(
    declared: Declared,
    width: float,
    alpha: int | None = None,
    style: Qt.PenStyle | None = None,
    cap: Qt.PenCapStyle | None = None,
    join: Qt.PenJoinStyle | None = None,
) -> QPen:
    """`QPen(colour(declared, alpha), width)` with the dashes `style`, the ends `cap` and the
    corners `join` where given (else QPen's own), kept."""
    key = (current(), declared, width, alpha, style, cap, join)
    found = _KEPT.get(key)
    if found is None:
        made = QPen(colour(declared, alpha), width)
        if style is not None:
            made.setStyle(style)
        if cap is not None:
            made.setCapStyle(cap)
        if join is not None:
            made.setJoinStyle(join)
        found = _keep(key, made)
    return found
