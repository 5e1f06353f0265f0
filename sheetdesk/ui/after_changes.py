"""Work done once after a burst of change events (`AfterChanges`), and work never done from
inside itself (`one_at_a_time`).

Setting the app's font and style sheet (Larger text turned on or off) sends a widget several
font changes, its font passing through sizes on the way to the last: work done at each, such as
laying a table out anew, was done that many times for the last one's result. `request()` at
each change posts one event, dealt with once the changes queued with it are (the layouts they
ask for first), before the paint they asked for, which Qt posts at a lower priority.

A widget's work on a change of its size (laying out what it holds, ending a scroll area at a
whole line) changes sizes in turn, and Qt answers some of those at once, from inside the work:
showing a button lays out every shown widget over it, setting a scroll area's margins resizes
its viewport and scrolls it. Done again from there, the work changed the widget under the work
outside it, and went deeper for as long as each pass changed something: where two passes undid
each other it went on till the stack ran out and the process died. `one_at_a_time` does it
again after, not inside. Where it must be done inside (Qt's own answer undoes it unless it is
done again from there), `at_most_deep` bounds how deep.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Concatenate, ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject

_TYPE = QEvent.Type(QEvent.registerEventType())
LOG = logging.getLogger(__name__)
GAVE_UP = "one_at_a_time gave up"
"""How the warning of work given up begins (a line of stderr, where no handler takes it)."""


class AfterChanges(QObject):
    """Calls `work` once after any number of `request()`s made before the event loop turns."""

    def __init__(self, parent: QObject, work: Callable[[], None]) -> None:
        super().__init__(parent)
        self._work = work
        self._posted = False

    def request(self) -> None:
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(_TYPE))

    def event(self, event: QEvent) -> bool:
        if event.type() == _TYPE:
            self._posted = False
            self._work()
            return True
        return super().event(event)


_Owner = TypeVar("_Owner")
_Asked = ParamSpec("_Asked")
# the work running now, by its owner's id and group: None, or the work asked for again from
# inside it, to be done once it is done (`one_at_a_time`)
_RUNNING: dict[tuple[int, str], functools.partial[None] | None] = {}
# how many times work asked for from inside itself is done again after it: work that changes
# nothing asks for none, so one or two more settle a change; more is two answers undoing each
# other, which would go on without end
AGAIN = 3


def one_at_a_time(
    group: str,
) -> Callable[
    [Callable[Concatenate[_Owner, _Asked], None]], Callable[Concatenate[_Owner, _Asked], None]
]:
    """A method that is never run from inside itself, or from inside another of its owner's
    methods of the same `group`: asked for from there, it is run after them (the last such
    asking, with its arguments), `AGAIN` times at most (see the module)."""

    def decorate(
        work: Callable[Concatenate[_Owner, _Asked], None],
    ) -> Callable[Concatenate[_Owner, _Asked], None]:
        @functools.wraps(work)
        def run(owner: _Owner, *args: _Asked.args, **kwargs: _Asked.kwargs) -> None:
            key = (id(owner), group)
            if key in _RUNNING:
                _RUNNING[key] = functools.partial(work, owner, *args, **kwargs)
                return
            _RUNNING[key] = None
            try:
                work(owner, *args, **kwargs)
                for _again in range(AGAIN):
                    asked = _RUNNING[key]
                    if asked is None:
                        break
                    _RUNNING[key] = None
                    asked()
                left = _RUNNING[key]
                if left is not None:  # (the last pass asked for one more)
                    LOG.warning(
                        GAVE_UP + " %s on a %s: asked for again after %d passes of %s "
                        "(two answers undoing each other)",
                        left.func.__qualname__,
                        type(owner).__name__,
                        1 + AGAIN,
                        work.__qualname__,
                    )
            finally:
                del _RUNNING[key]

        return run

    return decorate


# how deep each owner's work bounded by `at_most_deep` is inside itself now, by owner and work
_DEEP: dict[tuple[int, str], int] = {}


def at_most_deep(
    depth: int,
) -> Callable[
    [Callable[Concatenate[_Owner, _Asked], None]], Callable[Concatenate[_Owner, _Asked], None]
]:
    """A method run from inside itself (for the same owner) `depth` deep at most: asked for
    deeper, it does nothing (see the module)."""

    def decorate(
        work: Callable[Concatenate[_Owner, _Asked], None],
    ) -> Callable[Concatenate[_Owner, _Asked], None]:
        @functools.wraps(work)
        def run(owner: _Owner, *args: _Asked.args, **kwargs: _Asked.kwargs) -> None:
            key = (id(owner), work.__qualname__)
            now = _DEEP.get(key, 0)
            if now >= depth:
                return
            _DEEP[key] = now + 1
            try:
                work(owner, *args, **kwargs)
            finally:
                if now:
                    _DEEP[key] = now
                else:
                    del _DEEP[key]

        return run

    return decorate
