"""A game's table or controller, torn down, and a table made only to be drawn, freed by reference
counting rather than left for the collector.

Their Python parts keep each other: a table keeps the helpers it made (its layout, its
caption's room, its targets, its prompt's hold), and each helper the table it serves; a sheet's
items share the set of those a setting is told to (`SheetItem.tell_settings`); a controller's
saver keeps the controller's methods, and its position a method for its score. Qt deletes the
objects under them, but the Python wrappers, dead, stay in those cycles (500 to 2,900 objects a
game left, the whole sheet's cells and words hanging off them) until a full collection, which
the app runs from its event loop only (collector.py) and which then has all of them to go
through. `delete_and_free` deletes an object as `deleteLater` does and, once it and its
children are gone, drops their Python attributes: the cycles are broken, and what hung off them
is freed at once (`delete_now_and_free`: deleted and emptied now). Tables built only to be
drawn (the start page's and the rules page's pictures, the printed sheets) are freed so too.
Only a wrapper whose Qt object is gone is emptied: a part moved elsewhere before its old parent
was deleted keeps everything it has. What such a part lent to something that outlives it (its
methods, kept there) is taken back before it goes (as `Controller.close` takes back what it lent
its table): called once the part is emptied, it would raise inside Qt's event that called it.

The tests turn on a check of that (`check_freed`): a freed part's attributes then raise
`UsedAfterFree` on any use, and the use is listed (`STALE_USES`), where the app drops them."""

from __future__ import annotations

import sys
import traceback
from functools import partial
from typing import Any, NoReturn

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsScene

CHECK_FREED = False  # whether freed parts are checked (`check_freed`)
STALE_USES: list[str] = []  # what a late call used of a freed part (with CHECK_FREED)


def check_freed() -> None:
    """From now on a freed part's attributes become `Freed` (raising on any use, and listing it
    in `STALE_USES`) instead of being dropped: the tests' check that nothing outliving a part
    calls it late. The app never turns it on: a late call then meets a missing attribute."""
    global CHECK_FREED
    CHECK_FREED = True


class UsedAfterFree(RuntimeError):
    """A freed part's attribute used (with CHECK_FREED): something that outlives the part kept
    a method of it, or queued one, and called it after the part was freed."""


class Freed:
    """What a freed part's attribute is, with CHECK_FREED: raises on any use."""

    __slots__ = ("what",)

    def __init__(self, what: str) -> None:
        self.what = what

    def _used(self, *_args: object, **_kwargs: object) -> NoReturn:
        said = f"{self.what} used after its part was freed"
        STALE_USES.append(said)
        # (told at once, where: raised inside nested Qt events, the error goes through PySide's
        # report of errors in its overrides, which has ended the process before the test could)
        print(said, file=sys.stderr)
        traceback.print_stack(limit=6)
        raise UsedAfterFree(said)

    __getattr__ = __call__ = __getitem__ = __setitem__ = __delitem__ = _used
    __iter__ = __len__ = __bool__ = __contains__ = __index__ = __int__ = __float__ = _used
    __enter__ = __lt__ = __gt__ = __add__ = __sub__ = _used


def delete_and_free(root: QObject) -> None:
    """`root.deleteLater()`, its and its children's Python attributes dropped once Qt has deleted
    them (the sheets' items too: a scene's items are no QObjects)."""
    parts = _parts(root)
    # (after the turn of the event loop that deleted them: while `root` is being deleted, its
    # children still are, and a method of theirs may yet be called; the call holds `parts`
    # until then, and Qt holds the call only as long as `root` lives)
    root.destroyed.connect(lambda *_gone: QTimer.singleShot(0, partial(_empty, parts)))
    root.deleteLater()


def delete_now_and_free(root: QObject) -> None:
    """`shiboken6.delete(root)`: deleted now, and its and its children's Python attributes
    dropped at once (for an object never shown, deleted outside any event of its own)."""
    parts = _parts(root)
    shiboken6.delete(root)
    _empty(parts)


def _parts(root: QObject) -> list[Any]:
    parts: list[Any] = [root, *root.findChildren(QObject)]
    for scene in root.findChildren(QGraphicsScene):
        parts.extend(scene.items())
    return parts


def _empty(parts: list[Any]) -> None:
    for part in parts:
        attributes = getattr(part, "__dict__", None)
        if attributes is not None and not shiboken6.isValid(part):
            if CHECK_FREED:
                owner = type(part).__name__
                for name in attributes:
                    attributes[name] = Freed(f"{owner}.{name}")
            else:
                attributes.clear()
    parts.clear()
